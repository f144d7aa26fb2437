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

@end

@implementation TicketView

- (void)layoutTicket:(UILabel *)title seat:(UILabel *)seat
{
    [self addConstraintsWithFormat:@"H:|-[v0]-[v1]-|" andViews:@[title, seat]];
    [self addConstraintsWithFormat:@"V:|-[v2]" andViews:@[title, seat]];
    [self pinFormat:@"V:|-[v0]-|" views:@[seat]];
    [self pinFormat:@"V:|-[v1]-|" views:@[seat]];
}

@end
