#import <UIKit/UIKit.h>

// A views dictionary keyed by the name just added to an array of names, the array later
// joined into a vertical format (as DZNEmptyDataSet writes it): each key is that name.
@implementation EmptyStateView

- (void)layOutImage:(UIImageView *)imageView title:(UILabel *)titleLabel button:(UIButton *)button
{
    NSMutableArray *names = [NSMutableArray array];
    NSMutableDictionary *views = [NSMutableDictionary dictionary];
    if (imageView.superview) {
        [names addObject:@"imageView"];
        views[[names lastObject]] = imageView;
    }
    if (titleLabel.text.length > 0) {
        [names addObject:@"titleLabel"];
        views[[names lastObject]] = titleLabel;
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[titelLabel]-|" options:0 metrics:nil views:views]];
    }
    [names addObject:@"button"];
    views[[names lastObject]] = button;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[button]-|" options:0 metrics:nil views:views]];
}

// Traps: the statement before the write adds to another array, adds a name made at run time,
// adds only under a condition, or adds to an ordered set (which keeps an element where it
// was): the key is not known, and the names are not checked.
- (void)layOutOther:(UILabel *)label named:(NSString *)name
{
    NSMutableArray *names = [NSMutableArray array];
    NSMutableArray *others = [NSMutableArray array];
    NSMutableDictionary *views = [NSMutableDictionary dictionary];
    [names addObject:@"first"];
    [others addObject:@"second"];
    views[[names lastObject]] = label;
    [names addObject:name];
    views[[names lastObject]] = label;
    // An add under a condition: the last name may be an earlier one.
    if (label.text.length > 0) [names addObject:@"third"];
    views[[names lastObject]] = label;
    NSMutableOrderedSet *unique = [NSMutableOrderedSet orderedSetWithObjects:@"fourth", @"fifth", nil];
    [unique addObject:@"fourth"];
    views[[unique lastObject]] = label;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[first]-[anyName]-|" options:0 metrics:nil views:views]];
}

@end
