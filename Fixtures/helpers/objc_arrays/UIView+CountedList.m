#import <UIKit/UIKit.h>

// Views as a C list ending in nil, one counter from 0 for every key: the first view written
// under it before the loop, each later one after the counter is stepped.
@implementation UIView (CountedList)

- (void)layoutFormat:(NSString *)format withViews:(UIView *)views, ...
{
    NSMutableDictionary *named = [[NSMutableDictionary alloc] init];
    UIView *each;
    va_list list;
    if (views) {
        int idx = 0;
        views.translatesAutoresizingMaskIntoConstraints = NO;
        [named setObject:views forKey:[NSString stringWithFormat:@"v%d", idx]];
        va_start(list, views);
        while ((each = va_arg(list, UIView *))) {
            idx++;
            each.translatesAutoresizingMaskIntoConstraints = NO;
            [named setObject:each forKey:[NSString stringWithFormat:@"v%d", idx]];
        }
        va_end(list);
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:named]];
}

// Trap: the counter is stepped after the write, so the second view is written under `v0`
// again; which view each key holds is not what the call lists, and nothing is read.
- (void)misplaceFormat:(NSString *)format withViews:(UIView *)views, ...
{
    NSMutableDictionary *named = [[NSMutableDictionary alloc] init];
    UIView *each;
    va_list list;
    int idx = 0;
    [named setObject:views forKey:[NSString stringWithFormat:@"v%d", idx]];
    va_start(list, views);
    while ((each = va_arg(list, UIView *))) {
        [named setObject:each forKey:[NSString stringWithFormat:@"v%d", idx]];
        idx++;
    }
    va_end(list);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:named]];
}

@end

@implementation VideoRow

- (void)build
{
    UIImageView *thumbnail = [UIImageView new];
    UILabel *caption = [UILabel new];
    [self layoutFormat:@"H:|-[v0(120)]-[v1]-|" withViews:thumbnail, caption, nil];
    [self layoutFormat:@"V:|-[v0]-[v2]" withViews:thumbnail, caption, nil];
    [self misplaceFormat:@"V:|-[v0]-[v2]" withViews:thumbnail, caption, nil];
}

@end
