#import <UIKit/UIKit.h>

// format_specifier_in_format: the number is printed into the format at run time.
@implementation Header
- (void)buildWithTop:(CGFloat)top icon:(UIView *)icon {
    icon.translatesAutoresizingMaskIntoConstraints = NO;
    NSString *format = [NSString stringWithFormat:@"V:|-%f-[icon]|", top];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(icon)]];
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
