#import "VFLMaker.h"

@implementation VFLMaker {
    NSView *_superview;
    NSDictionary *_metrics;
    NSDictionary *_views;
}

- (instancetype)initWithSuperview:(NSView *)superview metrics:(NSDictionary *)metrics views:(NSDictionary *)views
{
    if ((self = [super init])) {
        _superview = superview;
        _metrics = metrics;
        _views = views;
    }
    return self;
}

- (void):(NSString *)format
{
    [_superview addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:_metrics views:_views]];
}

- (void)add:(NSString *)format
{
    [self :format];
}

@end
