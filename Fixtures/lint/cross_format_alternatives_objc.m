#import <UIKit/UIKit.h>

// Sets that are never active together, views that only share a name, and code never built:
// no finding. (Each of these was reported as an error before.)
@implementation FormView

- (void)buildRows {
    // A variable given a new label between the two formats places two labels.
    UILabel *label = [[UILabel alloc] init];
    label.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:label];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-20-[label]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(label)]];
    label = [[UILabel alloc] init];
    label.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:label];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-60-[label]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(label)]];
}

- (void)applyCompact:(BOOL)compact logo:(UIView *)logo {
    NSDictionary *views = NSDictionaryOfVariableBindings(logo);
    // Branches without braces.
    if (compact)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[logo(40)]" options:0 metrics:nil views:views]];
    else
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[logo(80)]" options:0 metrics:nil views:views]];
#if 0
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[oldLogo]|" options:0 metrics:nil views:views]];
#endif
#if 1
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[logo]-|" options:0 metrics:nil views:views]];
#else
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[oldLogo]|" options:0 metrics:nil views:views]];
#endif
}

- (void)layOutEach:(NSArray<NSDictionary *> *)rows logo:(UIView *)logo {
    NSDictionary *views = NSDictionaryOfVariableBindings(logo);
    // The block's own `views` ends with the block.
    [rows enumerateObjectsUsingBlock:^(NSDictionary *views, NSUInteger index, BOOL *stop) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[row]|" options:0 metrics:nil views:views]];
    }];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[logo]|" options:0 metrics:nil views:views]];
}

// The second set runs only where the `goto` lands, after the first set's path has returned.
- (void)layOutJumping:(NSInteger)mode logo:(UIView *)logo {
    NSDictionary *views = NSDictionaryOfVariableBindings(logo);
    if (mode == 1) goto compact;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[logo(90)]" options:0 metrics:nil views:views]];
    return;
compact:
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[logo(45)]" options:0 metrics:nil views:views]];
}

// After a `return` of its own block, a call never runs.
- (void)layOutLeftover:(UIView *)logo {
    NSDictionary *views = NSDictionaryOfVariableBindings(logo);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[logo(90)]" options:0 metrics:nil views:views]];
    return;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[logo(45)]" options:0 metrics:nil views:views]];
}

// An early `return` under an `if` leaves the rest running together: Auto Layout breaks one.
- (void)layOutGuarded:(UIView *)logo {
    if (!logo) return;
    NSDictionary *views = NSDictionaryOfVariableBindings(logo);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[logo(30)]" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[logo(31)]" options:0 metrics:nil views:views]];
}

@end
