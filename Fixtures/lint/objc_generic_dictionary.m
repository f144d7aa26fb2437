#import <UIKit/UIKit.h>

// Lightweight generics on the class of a message (`[NSMutableDictionary<NSString *, UIView *>
// dictionary]`) make the same dictionary as the plain message: its keys are followed.
@interface BannerView : UIView
@property (nonatomic, strong) UILabel *headline;
@property (nonatomic, strong) UIButton *action;
@end

@implementation BannerView

- (void)layoutWith:(NSDictionary *)extra {
    NSMutableDictionary<NSString *, UIView *> *views = [NSMutableDictionary<NSString *, UIView *> dictionary];
    if (self.headline != nil) { views[@"headline"] = self.headline; }
    views[@"action"] = self.action;
    // A key written nowhere: Apple throws.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[headline]-[actoin]-|" options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[action]-|" options:0 metrics:nil views:views]];

    // Trap: a copy of a dictionary made elsewhere holds keys not seen here.
    NSMutableDictionary<NSString *, __kindof UIView *> *more = [[NSMutableDictionary<NSString *, __kindof UIView *> alloc] initWithDictionary:extra];
    more[@"headline"] = self.headline;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[headline][footer]|" options:0 metrics:nil views:more]];
}

@end
