#import <UIKit/UIKit.h>

// Helpers that hand Auto Layout a local of their own as `metrics:`: one that stays nil passes
// no metrics (a metric name in the caller's format throws), one that may be given a dictionary
// passes what cannot be seen.
@implementation UIView (Pinning)

- (void)pinFormat:(NSString *)format views:(NSDictionary *)views
{
    NSDictionary *sizes = nil;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:sizes views:views]];
}

// Trap: the local is given a dictionary on some paths.
- (void)pinFormat:(NSString *)format views:(NSDictionary *)views compact:(BOOL)compact
{
    NSDictionary *sizes = nil;
    if (compact) {
        sizes = @{@"gap": @4};
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:sizes views:views]];
}

@end
