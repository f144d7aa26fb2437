#import <UIKit/UIKit.h>

// Views keyed by their places, from an array: v0, v1, …
@implementation UIView (VFL)

- (void)addConstraintsWithFormat:(NSString *)format views:(NSArray *)views
{
    NSMutableDictionary *viewsDictionary = [NSMutableDictionary new];
    for (NSUInteger i = 0; i < views.count; i++)
        viewsDictionary[[NSString stringWithFormat:@"v%lu", (unsigned long)i]] = views[i];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:viewsDictionary]];
}

@end

@implementation ProfileCell

- (void)setUp
{
    UIImageView *photo = [UIImageView new];
    UILabel *name = [UILabel new];
    for (UIView *view in @[photo, name]) {
        view.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:view];
    }
    [self.contentView addConstraintsWithFormat:@"H:|-[v0(40)]-[v1]-|" views:@[photo, name]];
    [self.contentView addConstraintsWithFormat:@"V:|-[v0(40)]-[v2]" views:@[photo, name]];
}

@end
