#import <UIKit/UIKit.h>

// One format variable given a new value before each call, as straight-line layout code does:
// each call gets the value assigned last on its way, and one assigned in both branches of an
// `if` gets either (each checked alone, never compared with the other for a conflict).
@implementation ProfileHeader

- (void)layOutTable:(UITableView *)table header:(UIView *)header compact:(BOOL)compact
{
    NSDictionary *views = NSDictionaryOfVariableBindings(table, header);
    NSArray *constraints;
    NSString *format = @"|-0-[table]-0-|";
    constraints = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
    [self addConstraints:constraints];

    format = @"V:|-0-[header]";
    constraints = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
    [self addConstraints:constraints];

    format = @"V:[haeder]-0-[table]-0-|";   // seeded: the runtime throws
    constraints = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
    [self addConstraints:constraints];

    // Either height, never both: not a conflict.
    NSString *height;
    if (compact) height = @"V:[header(==32)]";
    else height = @"V:[header(==64)]";
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:height options:0 metrics:nil views:views]];

    // A placeholder the call is kept from: `@""` is not a format anyone passes.
    NSString *extra = @"";
    if (!compact) {
        extra = @"H:|-[tabel]-|";   // seeded: the runtime throws on this path
    }
    if (extra.length > 0) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:extra options:0 metrics:nil views:views]];
    }

    // Traps. Assigned after the call inside the loop: a later round gets it; not followed.
    NSString *row = @"H:|[table]|";
    for (int i = 0; i < 2; i++) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:row options:0 metrics:nil views:views]];
        row = @"H:|[nothing]|";
    }
    // Assigned in a block, which may run at any time: not followed.
    __block NSString *later = @"H:|[table]|";
    void (^change)(void) = ^{ later = @"H:|[gone]|"; };
    change();
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:later options:0 metrics:nil views:views]];
}

@end
