#import <UIKit/UIKit.h>

// A project's layout helpers: every format reaches Auto Layout through them.
@interface LayoutKit : NSObject
+ (NSArray<NSLayoutConstraint *> *)constraintsWithFormats:(NSArray<NSString *> *)formats views:(NSDictionary<NSString *, id> *)views;
+ (void)activateFormats:(NSArray *)formats metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
+ (void)addFormat:(NSString *)format views:(NSDictionary *)views toView:(UIView *)view;
@end

void LKPin(UIView *container, NSString *format, NSDictionary *views);
