#import <UIKit/UIKit.h>

// dotted_view_key: the macro's key is the text "self.arrow", which no format can name.
@implementation Tip
- (void)build {
    self.arrow.translatesAutoresizingMaskIntoConstraints = NO;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[arrow]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(self.arrow)]];
}

// Not a finding: a local binds the view first.
- (void)buildWithLocal {
    UIView *arrow = self.arrow;
    arrow.translatesAutoresizingMaskIntoConstraints = NO;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[arrow]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(arrow)]];
}

// Not a finding: the dotted key is an extra one no format needs (the runtime looks up only the
// names a format uses), here as in a helper that binds a view with its superview.
- (void)pinWidth {
    [self.superview addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"[self(40)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(self, self.superview)]];
}

// Not a finding: the name the dotted key ends in is a metric here, which the runtime finds.
- (void)inset:(UIView *)box {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gap-[box(==wide)]|" options:0 metrics:@{@"gap": @8, @"wide": @40} views:NSDictionaryOfVariableBindings(box, self.gap, self.wide)]];
}
@end
