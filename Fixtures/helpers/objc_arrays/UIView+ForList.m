#import <UIKit/UIKit.h>

@implementation UIView (ForList)

// The views of a C list ending in `nil`, walked by a `for`, keyed `v0`, `v1`… by a counter
// stepped after each write.
- (void)pinListFormat:(NSString *)format views:(UIView *)first, ...
{
    NSInteger index = 0;
    NSMutableDictionary *views = [[NSMutableDictionary alloc] init];
    va_list list;
    va_start(list, first);
    for (UIView *view = first; view != nil; view = va_arg(list, UIView *)) {
        NSString *key = [NSString stringWithFormat:@"v%ld", (long)index];
        view.translatesAutoresizingMaskIntoConstraints = NO;
        [views setObject:view forKey:key];
        index++;
    }
    va_end(list);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// Trap: the counter is stepped before the write, so the keys start at `v1`.
- (void)pinFromOneFormat:(NSString *)format views:(UIView *)first, ...
{
    NSInteger index = 0;
    NSMutableDictionary *views = [[NSMutableDictionary alloc] init];
    va_list list;
    va_start(list, first);
    for (UIView *view = first; view != nil; view = va_arg(list, UIView *)) {
        index++;
        [views setObject:view forKey:[NSString stringWithFormat:@"v%ld", (long)index]];
    }
    va_end(list);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

@end

@implementation TabBar (Layout)

- (void)layOutTabs:(UIView *)first second:(UIView *)second
{
    [self pinListFormat:@"H:|[v0][v1(==v0)]|" views:first, second, nil];
    [self pinListFormat:@"V:|[v0]|" views:first, nil];
    [self pinListFormat:@"V:|[v1]|" views:first, nil];
    [self pinFromOneFormat:@"V:|[v1]|" views:second, nil];
}

@end
