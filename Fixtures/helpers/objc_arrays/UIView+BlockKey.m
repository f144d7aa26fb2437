#import <UIKit/UIKit.h>

// The array walked with a block, the key a `__block` local of the method assigned in the block
// just before each write: `v0`, `v1`, … in the array's order.
@implementation UIView (BlockKey)

- (void)pinFormat:(NSString *)format views:(NSArray<UIView *> *)views
{
    NSMutableDictionary *named = [NSMutableDictionary dictionary];
    __block NSString *key = @"";
    [views enumerateObjectsUsingBlock:^(UIView *view, NSUInteger idx, BOOL *stop) {
        view.translatesAutoresizingMaskIntoConstraints = NO;
        key = [NSString stringWithFormat:@"v%zd", idx];
        [named setObject:view forKey:key];
    }];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:named]];
}

// Trap: the key is assigned again after the write, in the block; the next view's key is not
// what the assignment before its write says, and nothing is read.
- (void)shiftFormat:(NSString *)format views:(NSArray<UIView *> *)views
{
    NSMutableDictionary *named = [NSMutableDictionary dictionary];
    __block NSString *key = @"";
    [views enumerateObjectsUsingBlock:^(UIView *view, NSUInteger idx, BOOL *stop) {
        [named setObject:view forKey:key];
        key = [NSString stringWithFormat:@"v%zd", idx];
    }];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:named]];
}

@end

@implementation PhotoCell

- (void)build
{
    UIImageView *photo = [UIImageView new];
    UIButton *check = [UIButton new];
    [self pinFormat:@"H:|[v0]|" views:@[photo]];
    [self pinFormat:@"V:[v1(24)]-4-|" views:@[photo, check]];
    [self pinFormat:@"H:[v1(24)]-[v2]" views:@[photo, check]];
    [self shiftFormat:@"H:[v1(24)]-[v2]" views:@[photo, check]];
}

@end
