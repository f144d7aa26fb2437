#import <UIKit/UIKit.h>

// Apple's selector is constraintsWithVisualFormat:options:metrics:views:. A category method
// that shares its first piece supplies its own metrics: their names are unknown, never an
// error. A dictionary held in an `id` or `__auto_type` local is known like any other.
@interface UIView (Rows)
- (NSArray<NSLayoutConstraint *> *)constraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)options;
@end

@implementation ProfileHeader

- (void)install {
    UIImageView *avatar = [UIImageView new];
    UILabel *name = [UILabel new];
    avatar.translatesAutoresizingMaskIntoConstraints = NO;
    name.translatesAutoresizingMaskIntoConstraints = NO;
    [self addConstraints:[self constraintsWithVisualFormat:@"H:|-margin-[avatar]-margin-|" options:0]];
    id views = @{@"avatar": avatar, @"name": name};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[avatar]-[nmae]|" options:0 metrics:nil views:views]];
    __auto_type labels = @{@"name": name};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-margin-[name]|" options:0 metrics:nil views:labels]];
}

@end
