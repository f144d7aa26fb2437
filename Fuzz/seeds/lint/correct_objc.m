#import <UIKit/UIKit.h>

// Correct code: vfl-lint must report nothing here.
@implementation CorrectView

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _icon = [UIImageView new];
        _label = [UILabel new];
        for (UIView *view in @[_icon, _label]) {
            view.translatesAutoresizingMaskIntoConstraints = NO;
            [self addSubview:view];
        }
        NSDictionary *views = NSDictionaryOfVariableBindings(_icon, _label);
        NSDictionary *metrics = @{@"side": @40, @"gap": @8};
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_icon(side)]-gap-[_label]-|"
                                                                                        options:NSLayoutFormatAlignAllCenterY
                                                                                        metrics:metrics
                                                                                          views:views]];
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_icon(side)]-|" options:0 metrics:metrics views:views]];
    }
    return self;
}

@end
