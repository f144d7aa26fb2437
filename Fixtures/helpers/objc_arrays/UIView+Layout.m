#import <UIKit/UIKit.h>

// Helpers whose callers live in other files.
@implementation UIView (Layout)

// Opts every view it is given out of autoresizing: its callers need not.
- (void)layoutViews:(NSDictionary *)views withFormats:(NSArray *)formats
{
    for (UIView *view in [views allValues]) view.translatesAutoresizingMaskIntoConstraints = NO;
    for (NSString *format in formats)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// Views keyed by their places through locals of the loop's body.
- (void)addFormat:(NSString *)format forViews:(NSArray *)views
{
    NSMutableDictionary *byPlace = [NSMutableDictionary dictionary];
    for (int i = 0; i < [views count]; i++) {
        NSString *key = [NSString stringWithFormat:@"v%d", i];
        UIView *view = views[i];
        byPlace[key] = view;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:byPlace]];
}

@end
