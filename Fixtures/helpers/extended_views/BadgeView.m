#import <UIKit/UIKit.h>

@interface BadgeView : UIView
@property (nonatomic, strong) UILabel *label;
@property (nonatomic, strong) UIView *dot;
@property (nonatomic, strong) UILayoutGuide *edge;
@end

@implementation BadgeView

// Copies the views it is given and adds its own guide under `edge`.
- (void)place:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [views mutableCopy];
    all[@"edge"] = self.edge;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

// A key added by a message.
- (void)placeKeyed:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [views mutableCopy];
    [all setObject:self forKey:@"me"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

// A copy made by the class, with a key of its own; and a copy given on as it is.
- (void)placeInSuperview:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [NSMutableDictionary dictionaryWithDictionary:views];
    all[@"superview"] = self;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

- (void)placeCopy:(NSString *)format views:(NSDictionary *)views {
    NSDictionary *all = [[NSMutableDictionary alloc] initWithDictionary:views];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

// Traps: a key taken out of the copy; a class of the project's whose `dictionaryWithDictionary:`
// adds a key of its own; a copy of what another message returns (none read).
- (void)placeWithout:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [NSMutableDictionary dictionaryWithDictionary:views];
    [all removeObjectForKey:@"dot"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

- (void)placeSpaced:(NSString *)format views:(NSDictionary *)views {
    NSDictionary *all = [SpacedViews dictionaryWithDictionary:views];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

- (void)placeFiltered:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [NSMutableDictionary dictionaryWithDictionary:[self visible:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

- (void)build {
    NSDictionary *views = @{@"label": self.label, @"dot": self.dot};
    [self place:@"H:|[label]-[dot]-[edge]" views:views];
    // Seeded: 'lable' is no key.
    [self place:@"V:|[lable]|" views:views];
    [self placeKeyed:@"H:|[me]-[label]|" views:views];
    // Seeded: 'bagde' is no key; 'superview' is the helper's.
    [self placeInSuperview:@"V:|[label]-[bagde]" views:views];
    [self placeInSuperview:@"H:[dot]-[superview]" views:views];
    [self placeCopy:@"H:[dot]-|" views:views];
    [self placeWithout:@"H:[dot]|" views:views];
    [self placeSpaced:@"H:[dot]-[spacer]|" views:views];
    [self placeFiltered:@"H:[zzz]|" views:views];
    // The Swift helper, by the selector Swift gives it; seeded: 'dto' is no key.
    [self pin:views formats:@[@"V:[topGuide][dot]", @"V:[dto][bottomGuide]"]];
}

@end
