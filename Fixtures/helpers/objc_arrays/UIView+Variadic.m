#import <UIKit/UIKit.h>

// Views as a C list ending in nil, keyed v0, v1, … as they come.
@implementation UIView (Variadic)

- (void)constrain:(NSString *)format views:(UIView *)first, ...
{
    NSMutableDictionary *keyed = [[NSMutableDictionary alloc] init];
    [keyed setObject:first forKey:@"v0"];
    int position = 1;
    va_list rest;
    va_start(rest, first);
    UIView *next = nil;
    while ((next = va_arg(rest, UIView *))) {
        NSString *key = [NSString stringWithFormat:@"v%d", position];
        [keyed setObject:next forKey:key];
        position++;
    }
    va_end(rest);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:keyed]];
}

@end

@implementation TagView

- (void)build
{
    UILabel *tag = [UILabel new], *count = [UILabel new];
    tag.translatesAutoresizingMaskIntoConstraints = NO;
    count.translatesAutoresizingMaskIntoConstraints = NO;
    [self constrain:@"H:|-[v0]-[v1]-|" views:tag, count, nil];
    [self constrain:@"V:|-[v0]-[v2]-|" views:tag, count, nil];
}

@end
