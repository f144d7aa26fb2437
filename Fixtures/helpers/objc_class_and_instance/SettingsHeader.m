#import "UIView+Pin.h"

@interface SettingsHeader : UIView
@end

@implementation SettingsHeader

- (void)build {
    UILabel *title = [UILabel new];
    UISwitch *toggle = [UISwitch new];
    title.translatesAutoresizingMaskIntoConstraints = NO;
    toggle.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:title];
    [self addSubview:toggle];
    NSDictionary *views = NSDictionaryOfVariableBindings(title, toggle);
    // To an object: the instance method, with these views.
    [self pin_constraints:@"H:|-[title]-[toggle]-|" metrics:nil views:views];
    [self pin_constraints:@"V:|-[tilte]-|" metrics:nil views:views];              // seeded typo
    // To the class: each view of the array alone, in a dictionary the method makes inside
    // (`@{@"view": view}`), which is not read: the names are not checked, and said so.
    [UIView pin_constraints:@"V:|-(pad)-[view]" metrics:@{@"pad": @8} views:@[title, toggle]];
    [UIView pin_constraints:@"H:[view]-|" metrics:nil views:@[toggle]];
    // Class methods with a head that keeps its `;`, one calling the other through `self`.
    [NSLayoutConstraint activateConstraints:[UIView pin_all:@[@"H:|-[toggle]", @"V:|-[tgogle]"] views:views]];   // seeded typo
    // `self` in an instance method is an object: the instance method.
    [self pin_constraints:@"V:|-[toggle]-|" metrics:nil views:views];
}

@end
