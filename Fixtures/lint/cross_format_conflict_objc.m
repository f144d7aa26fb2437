#import <UIKit/UIKit.h>

// cross_format_conflict: two formats of one method ask for two widths of one view.
@implementation Badge
- (void)buildWithIcon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(icon);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[icon(44)]" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[icon(==32)]" options:0 metrics:nil views:views]];
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
