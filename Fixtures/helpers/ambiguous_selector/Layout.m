#import <UIKit/UIKit.h>

@implementation Layout
// A helper: its formats reach Auto Layout.
+ (void)apply:(NSArray *)formats views:(NSDictionary *)views
{
    for (NSString *format in formats) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}
@end
