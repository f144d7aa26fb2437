#import "Banner.h"

@implementation BannerView
- (void)install {
    NSDictionary *views = @{@"avatar": self.avatar, @"banner": self.banner};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerFormat options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerRowFormat options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerJoined options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerLocal options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerNextLine options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerCommented options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBannerStatic options:0 metrics:nil views:views]];
    // A Swift file-level constant is not seen from Objective-C: not checked here.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:footerFormat options:0 metrics:nil views:views]];
}
@end
