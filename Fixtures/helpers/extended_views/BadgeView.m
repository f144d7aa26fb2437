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

// Trap: a key added by a message (not read).
- (void)placeKeyed:(NSString *)format views:(NSDictionary *)views {
    NSMutableDictionary *all = [views mutableCopy];
    [all setObject:self forKey:@"me"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:all]];
}

- (void)build {
    NSDictionary *views = @{@"label": self.label, @"dot": self.dot};
    [self place:@"H:|[label]-[dot]-[edge]" views:views];
    // Seeded: 'lable' is no key.
    [self place:@"V:|[lable]|" views:views];
    [self placeKeyed:@"H:|[me]-[label]|" views:views];
    // The Swift helper, by the selector Swift gives it; seeded: 'dto' is no key.
    [self pin:views formats:@[@"V:[topGuide][dot]", @"V:[dto][bottomGuide]"]];
}

@end
