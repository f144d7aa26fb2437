#import <UIKit/UIKit.h>

// One selector, two methods: the instance method lays the receiver's subviews out with the
// views it is given; the class method pins each view of an array alone, as `view`.
@interface UIView (Pin)
- (NSArray *)pin_constraints:(NSString *)format metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
+ (NSArray *)pin_constraints:(NSString *)format metrics:(NSDictionary *)metrics views:(NSArray *)views;
@end
