#import "UIView+Rows.h"

// Objective-C helpers a Swift file of the project calls by the names Swift imports them as:
// `rows_constraints(withFormats:views:)` (split before the last preposition of the first piece),
// `layoutRow(_:views:)` (none: the first argument unlabelled).
@implementation NSLayoutConstraint (Rows)

+ (NSArray *)rows_constraintsWithFormats:(NSArray *)formats views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *format in formats) {
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

@end

@implementation UIView (Rows)

- (void)layoutRow:(NSString *)format views:(NSDictionary *)views
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

- (void)pinWithFormat:(NSString *)format views:(NSDictionary *)views
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

@end
