// A view's predicate may name another view: `[done(==cancel)]` sizes `done` like `cancel`.
// When the views dictionary cannot be seen, such a name may be one of its views, so it is not
// reported as an unknown metric; with the dictionary seen, a name in neither dictionary is.
#import <UIKit/UIKit.h>

@interface DialogView : UIView
@property (nonatomic, strong) UIButton *done;
@property (nonatomic, strong) UIButton *cancel;
@end

@implementation DialogView

- (void)layoutButtonsWithViews:(NSDictionary *)views {
    // The dictionary is a parameter: 'cancel' may well be in it. Silent.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[done(==cancel)]|"
                                                                 options:0 metrics:nil views:views]];
}

- (void)layoutButtons {
    UIButton *done = self.done, *cancel = self.cancel;
    NSDictionary *views = NSDictionaryOfVariableBindings(done, cancel);
    // Seen whole, and 'cancel' is in it. Silent.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[done(==cancel)]-|"
                                                                 options:0 metrics:nil views:views]];
    // Seeded: 'cancle' is in neither dictionary; the runtime throws.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[done(==cancle)]|"
                                                                 options:0 metrics:nil views:views]];
}

@end
