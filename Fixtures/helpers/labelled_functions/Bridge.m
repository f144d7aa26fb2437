#import "Bridge.h"

@implementation UIView (Rows)
- (void)layWithVisualFormat:(NSString *)format views:(NSDictionary<NSString *, UIView *> *)views {
    NSString *whole = [format stringByAppendingString:@"|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:whole options:0 metrics:nil views:views]];
}
@end
