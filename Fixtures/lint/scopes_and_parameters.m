#import <UIKit/UIKit.h>

// A name means what is visible where it is used: a parameter is unknown even when another
// method has a local of the same name.
static NSString *const kTitleKey = @"title";

@implementation BadgeView

- (void)layOutLocal {
    UIView *title = [UIView new]; title.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *metrics = @{@"margin": @8};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-margin-[title]" options:0 metrics:metrics views:NSDictionaryOfVariableBindings(title)]];
    // `margni` is not in this method's metrics: the runtime throws.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-margni-[title]" options:0 metrics:metrics views:NSDictionaryOfVariableBindings(title)]];
}

- (void)layOutWithMetrics:(NSDictionary *)metrics views:(NSDictionary *)views {
    // Both dictionaries come from the caller: nothing can be said about their keys.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-height-[title]-[other]" options:0 metrics:metrics views:views]];
}

- (void)layOutWithConstantKey {
    UIView *title = [UIView new]; title.translatesAutoresizingMaskIntoConstraints = NO;
    NSMutableDictionary *views = [NSMutableDictionary new];
    views[kTitleKey] = title;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]|" options:0 metrics:nil views:views]];
}

- (NSDictionary *)sharedViews {
    return @{@"title": self.title, @"icon": self.icon};
}

- (void)layOutWithHelper {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[icon][title]|" options:0 metrics:nil views:[self sharedViews]]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[icno]|" options:0 metrics:nil views:self.sharedViews]];
}

@end
