#import <UIKit/UIKit.h>

// format_specifier_in_format: the number is printed into the format at run time.
@implementation Header
- (void)buildWithTop:(CGFloat)top icon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSString *format = [NSString stringWithFormat:@"V:|-%f-[icon]|", top];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(icon)]];
    // A signed integer outside parentheses: -8 prints `|--8-`; a width within them may be NaN.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"V:|-%d-[icon]", (int)top] options:0 metrics:nil views:NSDictionaryOfVariableBindings(icon)]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:[icon(==%f)]", top] options:0 metrics:nil views:NSDictionaryOfVariableBindings(icon)]];
}

// Not a finding: the number goes in metrics.
- (void)buildWithMetric:(CGFloat)top icon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-top-[icon]|" options:0 metrics:@{@"top": @(top)} views:NSDictionaryOfVariableBindings(icon)]];
}

// Nor a view's name put in with %@: no number goes into the format.
- (void)buildKey:(NSString *)key icon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"V:|[%@]|", key] options:0 metrics:nil views:@{key: icon}]];
}
@end

// Nor an integer within parentheses (`(-8)` is a number), or an unsigned one: whatever their
// values, they print a number the format takes.
@implementation Indented
- (void)buildWithIndent:(NSInteger)indent count:(NSUInteger)count title:(UIView *)title {
    title.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(title);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-(%ld)-[title]-(8)-|", (long)indent] options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"V:|-%lu-[title(%d)]", (unsigned long)count, (int)indent] options:0 metrics:nil views:views]];
}
@end
