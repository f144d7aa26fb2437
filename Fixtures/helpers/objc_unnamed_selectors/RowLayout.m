#import "RowLayout.h"

@implementation RowLayout
{
    NSView *_host;
    NSDictionary *_metrics;
    NSDictionary *_views;
}

- (instancetype)initWithHost:(NSView *)host metrics:(NSDictionary *)metrics views:(NSDictionary *)views
{
    self = [super init];
    if (self) {
        _host = host;
        _metrics = metrics;
        _views = views;
    }
    return self;
}

- (void):(NSString *)format
{
    [self :format :0];
}

- (void):(NSString *)format :(NSLayoutFormatOptions)options
{
    [_host addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:options metrics:_metrics views:_views]];
}

@end
