#import <UIKit/UIKit.h>

// A category keying the views of a `for … in` loop by a counter made 0 before it and stepped
// once a turn after the write: the counter is each view's place.
@implementation UIView (ForInCounter)

- (void)stackFormat:(NSString *)format onViews:(NSArray *)views
{
    NSMutableDictionary *keyed = [[NSMutableDictionary alloc] initWithCapacity:[views count]];
    int place = 0;
    for (UIView *view in views) {
        view.translatesAutoresizingMaskIntoConstraints = NO;
        [keyed setObject:view forKey:[@"v" stringByAppendingString:[NSString stringWithFormat:@"%d", place]]];
        place++;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:keyed]];
}

// Traps: a view left out on some turns while the counter still steps (its key is missing),
// and a turn skipped before the write: the keys are not the places, so nothing is said.
- (void)stackVisibleFormat:(NSString *)format onViews:(NSArray *)views
{
    NSMutableDictionary *keyed = [NSMutableDictionary dictionary];
    int place = 0;
    for (UIView *view in views) {
        if (!view.hidden) {
            keyed[[NSString stringWithFormat:@"v%d", place]] = view;
        }
        place++;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:keyed]];
}

- (void)stackShownFormat:(NSString *)format onViews:(NSArray *)views
{
    NSMutableDictionary *keyed = [NSMutableDictionary dictionary];
    int place = 0;
    for (UIView *view in views) {
        if (view.hidden) continue;
        keyed[[NSString stringWithFormat:@"v%d", place]] = view;
        place++;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:keyed]];
}

@end

@implementation TallyCell

- (void)buildWithLabel:(UILabel *)label badge:(UILabel *)badge
{
    [self.contentView stackFormat:@"H:|-[v0]-[v1]-[v2]-|" onViews:@[label, badge]];   // seeded: two views given, three named
    [self.contentView stackVisibleFormat:@"H:|[v1]|" onViews:@[label, badge]];
    [self.contentView stackShownFormat:@"H:|[v1]|" onViews:@[label, badge]];
}

@end
