#import <UIKit/UIKit.h>

// Seeded mistakes in Objective-C; the expected findings are next to this file.
@implementation BannerView

- (void)setUp {
    UIView *arrow = [UIView new];
    NSDictionary *views = NSDictionaryOfVariableBindings(_title, self.arrow);
    // the key is "self.arrow": the format cannot name it
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_title]-[arrow]-|"
                                                                 options:NSLayoutFormatAlignAllCenterY
                                                                 metrics:nil
                                                                   views:views]];
    NSString *format = [NSString stringWithFormat:@"V:|-%f-[_title]", 8.0];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[_title]-(-5)-|"
                                                                 options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllLeft
                                                                 metrics:@{@"gap": @8}
                                                                   views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_title]-gap-[_subtitle]" options:0 metrics:@{@"gap": @8} views:views]];
}

@end
