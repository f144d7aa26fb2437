#import "UIView+Pin.h"

@implementation UIView (Pin)

- (NSArray *)pin_constraints:(NSString *)format metrics:(NSDictionary *)metrics views:(NSDictionary *)views {
    NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views];
    [self addConstraints:constraints];
    return constraints;
}

+ (NSArray *)pin_all:(NSArray *)formats views:(NSDictionary *)views;
{
    NSMutableArray *all = [NSMutableArray array];
    // `self` in a class method is the class: this reaches the class method below.
    for (NSString *format in formats) { [all addObjectsFromArray:[self pin_one:format views:views]]; }
    return all;
}

+ (NSArray *)pin_one:(NSString *)format views:(NSDictionary *)views;
{
    return [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
}

+ (NSArray *)pin_constraints:(NSString *)format metrics:(NSDictionary *)metrics views:(NSArray *)views {
    NSMutableArray *all = [NSMutableArray array];
    for (UIView *view in views) {
        [all addObjectsFromArray:[view.superview pin_constraints:format metrics:metrics views:@{@"view": view}]];
    }
    return all;
}

@end
