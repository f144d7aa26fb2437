#import "LayoutKit.h"

@implementation LayoutKit

// Loops over its array: each element is a format.
+ (NSArray<NSLayoutConstraint *> *)constraintsWithFormats:(NSArray<NSString *> *)formats views:(NSDictionary<NSString *, id> *)views
{
    NSMutableArray *made = [NSMutableArray array];
    for (NSString *format in formats) {
        [made addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return made;
}

// Walks its array with a block, passing its metrics on.
+ (void)activateFormats:(NSArray *)formats metrics:(NSDictionary *)metrics views:(NSDictionary *)views
{
    [formats enumerateObjectsUsingBlock:^(NSString *format, NSUInteger index, BOOL *stop) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
    }];
}

// One format, through the first helper: a chain.
+ (void)addFormat:(NSString *)format views:(NSDictionary *)views toView:(UIView *)view
{
    [view addConstraints:[self constraintsWithFormats:@[format] views:views]];
}

@end

void LKPin(UIView *container, NSString *format, NSDictionary *views)
{
    [container addConstraints:[LayoutKit constraintsWithFormats:@[format] views:views]];
}
