#import <UIKit/UIKit.h>

// cross_format_conflict: two formats of one method ask for two widths of one view.
@implementation Badge
- (void)buildWithIcon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(icon);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[icon(44)]" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[icon(==32)]" options:0 metrics:nil views:views]];
}

// A conflict: literals written side by side are one format (@"V:[ic" @"on(20)]" places 'icon'),
// and both dictionaries hold the same view.
- (void)piecesWithIcon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = @{@"icon": icon}, *more = @{@"icon": icon};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[ic" @"on(20)]" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[icon(10)]" options:0 metrics:nil views:more]];
}

// Not a conflict: the formats are alternatives, one per branch.
- (void)layoutIcon:(UIView *)icon compact:(BOOL)compact {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(icon);
    if (compact) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[icon(44)]" options:0 metrics:nil views:views]];
    } else {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[icon(==32)]" options:0 metrics:nil views:views]];
    }
}

// Not compared: a key given twice leaves open which view it names.
- (void)repeatedKeyWithIcon:(UIView *)icon badge:(UIView *)badge {
    NSDictionary *views = @{@"icon": icon, @"icon": badge};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[icon(44)]" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[icon(==32)]" options:0 metrics:nil views:views]];
}
@end
