#import <UIKit/UIKit.h>

// Views keyed by their place in the array: by `indexOfObject:` of the loop's element, and by a
// counter into a dictionary made with a capacity.
@implementation UIView (IndexedViews)

- (void)addConstraintsWithFormat:(NSString *)format andViews:(NSArray *)viewsArray
{
    NSMutableDictionary *dictionary = [[NSMutableDictionary alloc] init];
    for (UIView *view in viewsArray) {
        NSString *key = [NSString stringWithFormat:@"v%li", (long)[viewsArray indexOfObject:view]];
        view.translatesAutoresizingMaskIntoConstraints = NO;
        [dictionary setObject:view forKey:key];
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:dictionary]];
}

- (void)pinFormat:(NSString *)format views:(NSArray<UIView *> *)views
{
    NSMutableDictionary *viewsDictionary = [[NSMutableDictionary alloc] initWithCapacity:views.count];
    for (int i = 0; i < views.count; i++) {
        UIView *view = views[i];
        NSString *key = [NSString stringWithFormat:@"v%d", i];
        viewsDictionary[key] = view;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:viewsDictionary]];
}

// A C list of views, one write for each: the first, then each `va_arg` fetched in the loop's
// `while`.
- (NSArray *)constrainFormat:(NSString *)format views:(UIView *)view, ...
{
    NSMutableDictionary *viewDict = [NSMutableDictionary new];
    NSArray *constraints = nil;
    if (view != nil) {
        va_list args;
        va_start(args, view);
        UIView *current = view;
        int index = 0;
        do {
            NSString *key = [NSString stringWithFormat:@"v%d", index];
            viewDict[key] = current;
            index++;
        } while ((current = va_arg(args, UIView *)));
        va_end(args);
        constraints = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:viewDict];
        [self addConstraints:constraints];
    }
    return constraints;
}

@end

@implementation TicketView

- (void)layoutTicket:(UILabel *)title seat:(UILabel *)seat
{
    [self addConstraintsWithFormat:@"H:|-[v0]-[v1]-|" andViews:@[title, seat]];
    [self addConstraintsWithFormat:@"V:|-[v2]" andViews:@[title, seat]];
    [self pinFormat:@"V:|-[v0]-|" views:@[seat]];
    [self pinFormat:@"V:|-[v1]-|" views:@[seat]];
    [self constrainFormat:@"H:[v0]-[v1]" views:title, seat, nil];
    [self constrainFormat:@"V:[v0]-[v2]" views:title, seat, nil];
}

@end
