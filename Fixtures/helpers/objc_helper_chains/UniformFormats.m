#import <UIKit/UIKit.h>

// A helper that writes each format twice, once behind `H:` and once behind `V:`, joined at run
// time: not followed. Its formats are listed as not checked, the one without the marks of a
// format (`[avatar(size)]`, no `|`, no orientation) too, as the helper is named for visual
// formats; a bracketed log line handed to NSLog is not.
@implementation UIView (UniformFormats)

- (void)addUniformConstraintsWithVisualFormat:(NSString *)format views:(NSDictionary *)views
{
    for (NSString *direction in @[@"H:", @"V:"]) {
        NSString *full = [direction stringByAppendingString:format];
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:full options:0 metrics:nil views:views]];
    }
}

@end

@implementation AvatarCell

- (void)build
{
    UIImageView *avatar = [UIImageView new];
    UIView *card = [UIView new];
    NSDictionary *views = NSDictionaryOfVariableBindings(avatar, card);
    [self addUniformConstraintsWithVisualFormat:@"|[card]|" views:views];
    [self addUniformConstraintsWithVisualFormat:@"[avatar(48)]" views:views];
    NSLog(@"[avatar] laid out");
}

@end
