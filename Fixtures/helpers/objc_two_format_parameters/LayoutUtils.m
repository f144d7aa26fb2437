#import <UIKit/UIKit.h>

// A helper handing on two of its parameters as formats, with the same views: an array of
// formats, and one more added only when its condition holds. Another method passes only the
// array (and nil for the last format).
@interface LayoutUtils : NSObject
+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats;
+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats lastIf:(BOOL)condition last:(NSString *)last;
@end

@implementation LayoutUtils

+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats {
    [self place:views into:host formats:formats lastIf:NO last:nil];
}

+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats lastIf:(BOOL)condition last:(NSString *)last {
    for (NSString *format in formats) {
        [host addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    if (condition) {
        [host addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:last options:0 metrics:nil views:views]];
    }
}

@end
