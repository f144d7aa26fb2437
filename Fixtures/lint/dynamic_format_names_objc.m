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

- (void)pinCard:(UIView *)card
{
    // The template held in a constant, the axis filled in turn: the names in its text are read.
    NSDictionary *views = NSDictionaryOfVariableBindings(card);
    NSString *edges = @"%@:|-[crad]-|";   // seeded: the runtime throws on both axes
    for (NSString *axis in @[@"H", @"V"]) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:edges, axis] options:0 metrics:nil views:views]];
    }
    // Trap: a template given another value on the way is not the one declared; nothing is read.
    NSString *changing = @"%@:|[crad]|";
    if (card.hidden) changing = @"%@:|[card]|";
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:changing, @"H"] options:0 metrics:nil views:views]];
}

- (void)inset:(UIView *)content by:(CGFloat)inset
{
    // A string made by `initWithFormat:` is read as one made by `stringWithFormat:`; seeded:
    // 'contnet' is no key. Without arguments, its literal is the format.
    NSDictionary *views = NSDictionaryOfVariableBindings(content);
    NSString *format = [[NSString alloc] initWithFormat:@"V:|-(%f)-[contnet]-(%f)-|", inset, inset];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[[NSString alloc] initWithFormat:@"H:|[contnet]|"] options:0 metrics:nil views:views]];
}

@end
