#import <UIKit/UIKit.h>

// Formats built with stringWithFormat: whose view names are written in the template.
@implementation BadgeView

- (void)layoutWithInset:(CGFloat)inset name:(NSString *)name piece:(NSString *)piece
{
    UILabel *count = [UILabel new];
    count.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:count];
    NSDictionary *views = NSDictionaryOfVariableBindings(count);
    // 'cuont' is a typo whatever the numbers.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-%f-[cuont]-%ld-|", inset, (long)8] options:0 metrics:nil views:views]];
    // A piece of the format substituted: its shape is not known, but 'nothing', between
    // brackets, is a view wherever the piece falls, and not one of these.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|%@[nothing]|", piece] options:0 metrics:nil views:views]];
    // A name substituted, the rest correct: no finding from the names.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"V:|-%f-[%@]-[count]", inset, name] options:0 metrics:nil views:views]];
}

- (void)sizeFromSettings:(NSDictionary *)settings
{
    UILabel *count = [UILabel new];
    count.translatesAutoresizingMaskIntoConstraints = NO;
    // A literal among the arguments is only a key, not a piece of the format: 'cuont' is read
    // in the template as before.
    [count addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:[cuont(==%@)]", [settings[@"width"] stringValue]] options:0 metrics:nil views:NSDictionaryOfVariableBindings(count)]];
    // The template is not a literal (a localized string): the literal is a key, and nothing is read.
    [count addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:NSLocalizedString(@"H:[cuont(==%@)]", nil), settings[@"width"]] options:0 metrics:nil views:NSDictionaryOfVariableBindings(count)]];
}

@end
