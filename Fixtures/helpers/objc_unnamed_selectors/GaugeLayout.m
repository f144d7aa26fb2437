#import "GaugeLayout.h"

@implementation GaugeLayout
{
    NSView *_view;
    NSDictionary *_views;
}

- (instancetype)initWithView:(NSView *)view views:(NSDictionary *)views
{
    if ((self = [super init])) {
        _view = view;
        _views = views;
    }
    return self;
}

- (void):(NSString *)format
{
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:_views]];
}

// `self` here is a GaugeLayout: its own `:`.
- (void)row:(NSString *)format
{
    [self :format];
}

@end
