#import <UIKit/UIKit.h>

// Dictionaries built up in steps in Objective-C: assignments in branches, setObject:forKey:,
// addEntriesFromDictionary:, dictionaryWithObjectsAndKeys:, and a dictionary handed to a method.
@implementation SettingsHeader

- (void)layOutWithLogo:(BOOL)hasLogo {
    UILabel *name = [UILabel new]; name.translatesAutoresizingMaskIntoConstraints = NO;
    UIImageView *logo = [UIImageView new]; logo.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = nil;
    if (hasLogo) {
        views = NSDictionaryOfVariableBindings(name);
    } else {
        views = NSDictionaryOfVariableBindings(name, logo);
        // Only the else branch's dictionary reaches this call: no finding.
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[logo][name]|" options:0 metrics:nil views:views]];
    }
}

- (void)layOutRows {
    UILabel *name = [UILabel new]; name.translatesAutoresizingMaskIntoConstraints = NO;
    UISwitch *toggle = [UISwitch new]; toggle.translatesAutoresizingMaskIntoConstraints = NO;
    UILabel *detail = [UILabel new]; detail.translatesAutoresizingMaskIntoConstraints = NO;
    NSMutableDictionary *views = [NSMutableDictionary dictionary];
    [views setObject:name forKey:@"name"];
    views[@"toggle"] = toggle;
    [views addEntriesFromDictionary:@{@"detail": detail}];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[name]-[detail]-[toggle]-|" options:0 metrics:nil views:views]];
    // `detial` is on no path: the runtime throws.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[detial]-|" options:0 metrics:nil views:views]];
}

- (void)layOutLegacy {
    UILabel *name = [UILabel new]; name.translatesAutoresizingMaskIntoConstraints = NO;
    UILabel *value = [UILabel new]; value.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:name, @"name", value, @"value", nil];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[name]-[value]-|" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[vlaue]-|" options:0 metrics:nil views:views]];
}

- (void)layOutHandedOver {
    UILabel *name = [UILabel new]; name.translatesAutoresizingMaskIntoConstraints = NO;
    NSMutableDictionary *views = [NSMutableDictionary dictionaryWithObject:name forKey:@"name"];
    [self addExtraViewsTo:views];
    // The helper may add `extra`: not an error.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[name][extra]|" options:0 metrics:nil views:views]];
}

@end
