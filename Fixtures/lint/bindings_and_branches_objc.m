#import <UIKit/UIKit.h>

// A dictionary declared in both branches of an #if: which one reaches the call after #endif
// depends on the platform built.
@implementation BadgeHeader

- (void)layOutTitle:(UILabel *)title badge:(UIView *)badge {
    title.translatesAutoresizingMaskIntoConstraints = NO;
    badge.translatesAutoresizingMaskIntoConstraints = NO;
#if TARGET_OS_IPHONE
    NSDictionary *views = NSDictionaryOfVariableBindings(title);
    // Inside its branch the dictionary is known: the runtime throws for `badge`.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]-[badge]|" options:0 metrics:nil views:views]];
#else
    NSDictionary *views = NSDictionaryOfVariableBindings(badge);
#endif
    // No finding: on iOS 'badge' is missing, elsewhere 'title' is; the tool cannot know which.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[title]|" options:0 metrics:nil views:views]];
}

- (void)layOutPairWide:(BOOL)wide {
    NSDictionary *views = NSDictionaryOfVariableBindings(title);
    if (wide) {
        // Both names of the list are declared here: the inner `views` holds `badge`.
        NSDictionary *metrics = @{@"gap": @8}, *views = NSDictionaryOfVariableBindings(title, badge);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]-gap-[badge]|" options:0 metrics:metrics views:views]];
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[title]|" options:0 metrics:nil views:views]];
}

- (void)layOutMode:(NSInteger)mode {
    NSMutableDictionary *views = [@{@"title": title} mutableCopy];
    switch (mode) {
        case 0:
            views[@"badge"] = badge;
            // No break: case 0 runs on into case 1, where 'badge' may be a key. No finding.
        case 1:
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]-[badge]|" options:0 metrics:nil views:views]];
            break;
        case 2:
            views[@"icon"] = badge;
            break;
        case 3:
            views[@"mark"] = badge;
            // A break an `if` holds may not run: case 3 may run on into case 4. No finding.
            if (self.hidden) break;
        case 4:
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]-[mark]|" options:0 metrics:nil views:views]];
            break;
        default:
            // 'icon' is added only in case 2, which ends with its break: the runtime throws here.
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title]-[icon]|" options:0 metrics:nil views:views]];
    }
}

@end
