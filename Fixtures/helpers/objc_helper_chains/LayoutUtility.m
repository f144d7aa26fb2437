#import "LayoutUtility.h"

@implementation LayoutUtility

+ (NSArray *)installVisualFormats:(NSArray *)visualFormats withViews:(NSDictionary *)views inView:(UIView *)view
{
    NSArray *constraints = [LayoutUtility constraintsWithVisualFormats:visualFormats views:views];
    [view addConstraints:constraints];
    return constraints;
}

+ (NSArray *)constraintsWithVisualFormats:(NSArray *)visualFormats views:(NSDictionary *)views
{
    NSMutableArray *made = [NSMutableArray array];
    for (NSString *visualFormat in visualFormats) {
        [made addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:visualFormat options:0 metrics:nil views:views]];
    }
    return made;
}

@end
