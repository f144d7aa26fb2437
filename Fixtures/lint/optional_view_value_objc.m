#import <AppKit/AppKit.h>

// optional_view_value is Swift's: in Objective-C `a ?: b` and `c ? a : b` are conditionals,
// not optionals (a placeholder for a view not made yet, one of two views made in init).
@interface StatusBar : NSView
@property (nonatomic) NSProgressIndicator *spinner;
@property (nonatomic) NSProgressIndicator *bar;
@property (nonatomic) NSView *footer;
@property (nonatomic) BOOL busy;
@end

@implementation StatusBar
- (void)updateConstraints {
    [super updateConstraints];
    NSDictionary *views = @{ @"progress": _busy ? _spinner : _bar, @"footer": self.footer ?: [NSNull null] };
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[progress]-|" options:0 metrics:nil views:views]];
    if (self.footer) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[progress]-[footer]-|" options:0 metrics:nil views:views]];
    }
}
@end
