#import "Bridge.h"

@interface LKLayout : NSObject
+ (NSArray *)constraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)options metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
@end

@interface NSLayoutConstraint (Rows)
+ (NSArray *)constraintsWithVisualFormat:(NSString *)format views:(NSDictionary *)views;
@end

@implementation NSLayoutConstraint (Rows)
/// The project's shortcut: Apple's selector sent to `self` in a category of the class is Apple's.
+ (NSArray *)constraintsWithVisualFormat:(NSString *)format views:(NSDictionary *)views {
    return [self constraintsWithVisualFormat:[@"H:|" stringByAppendingString:format] options:0 metrics:nil views:views];
}
@end

@implementation UIView (Header)
- (void)layHeader:(UILabel *)title {
    NSDictionary *views = @{@"title": title};
    // Another class's method with Apple's selector, and the category's own selector: not read.
    [self addConstraints:[LKLayout constraintsWithVisualFormat:@"-[title]-|" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"-[title]" views:views]];
    // Apple's: read.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[titel]|" options:0 metrics:nil views:views]];
}
@end
