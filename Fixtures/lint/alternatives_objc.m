#import <UIKit/UIKit.h>

// Alternatives in Objective-C: switch cases, if/else, sets stored in properties. Only
// constraints added together conflict.
@implementation PlayerControls

- (void)applyMode:(NSInteger)mode {
    UIView *bar = [UIView new];
    bar.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(bar);
    switch (mode) {
        case 0:
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[bar(30)]" options:0 metrics:nil views:views]];
            break;
        case 1:
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[bar(60)]" options:0 metrics:nil views:views]];
            break;
    }
    if (mode > 2) {
        self.portrait = [NSLayoutConstraint constraintsWithVisualFormat:@"H:[bar(100)]" options:0 metrics:nil views:views];
        self.landscape = [NSLayoutConstraint constraintsWithVisualFormat:@"H:[bar(200)]" options:0 metrics:nil views:views];
    }
}

- (void)conflict {
    UIView *bar = [UIView new];
    bar.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(bar);
    NSMutableArray *constraints = [NSMutableArray array];
    [constraints addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[bar(10)]" options:0 metrics:nil views:views]];
    [constraints addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[bar(12)]" options:0 metrics:nil views:views]];
    [NSLayoutConstraint activateConstraints:constraints];
}

@end
