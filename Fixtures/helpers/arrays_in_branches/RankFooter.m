#import <UIKit/UIKit.h>

@implementation RankFooter

- (void)addFormats:(NSArray *)formats views:(NSDictionary *)views
{
    for (NSString *format in formats)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// One array or the other reaches the helper, with views chosen by the same condition: a name in
// neither dictionary is a mistake on every path ('hart'); one in either is not.
- (void)buildRanked:(BOOL)ranked
{
    UIView *border = [UIView new], *people = [UIView new], *heart = [UIView new];
    NSArray *formats;
    if (ranked) {
        // An element chosen by a condition: 'bordr' is in neither dictionary.
        formats = @[@"|[border]|", @"|-[people]", (self.compact ? @"V:|-6-[border]" : @"V:|-12-[bordr]")];
    } else {
        formats = @[@"|[border]|", @"|-[people]-4-[heart(==12)]", @"V:|-[hart]"];
    }
    [self addFormats:formats views:ranked ? NSDictionaryOfVariableBindings(border, people) : NSDictionaryOfVariableBindings(border, people, heart)];
}

// Assigned again on the same path: each call sees the array assigned last, which is not
// followed. Not a finding: 'left' is not compared with the second call's views.
- (void)buildTwice
{
    UIView *left = [UIView new], *right = [UIView new];
    NSArray *formats;
    formats = @[@"|[left]|"];
    [self addFormats:formats views:NSDictionaryOfVariableBindings(left)];
    formats = @[@"|[right]|"];
    [self addFormats:formats views:NSDictionaryOfVariableBindings(right)];
}

// A property of the same name is another array: its formats are not this call's. A mutable
// array declared without a value and filled in steps is not followed.
- (void)buildCompact:(BOOL)compact
{
    UIView *icon = [UIView new];
    NSArray *formats;
    if (compact) {
        formats = @[@"|[icon]|"];
    } else {
        self.formats = @[@"|[badge]|"];
        formats = @[@"V:|[icno]|"];
    }
    [self addFormats:formats views:NSDictionaryOfVariableBindings(icon)];
    NSMutableArray *more;
    more = [NSMutableArray array];
    [more addObject:@"|[nothing]|"];
    [self addFormats:more views:NSDictionaryOfVariableBindings(icon)];
}

// A case without `break` runs on into the next, whose array replaces its own: 'gone' never
// reaches the call. Not a finding.
- (void)buildMode:(NSInteger)mode
{
    UIView *icon = [UIView new];
    NSArray *formats;
    switch (mode) {
        case 0:
            formats = @[@"|[gone]|"];
        case 1:
            formats = @[@"|[icon]|"];
            break;
    }
    [self addFormats:formats views:NSDictionaryOfVariableBindings(icon)];
}

@end
