#import <Cocoa/Cocoa.h>

// Views handed to a stack view in an array literal are the stack view's to lay out: no warning.
@implementation Toolbar

- (void)build
{
    NSTextField *label = [NSTextField labelWithString:@"Name"];
    NSTextField *field = [NSTextField new];
    NSStackView *row = [NSStackView stackViewWithViews:@[ label, field ]];
    [self addSubview:row];
    [row addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"[field(>=200)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(field)]];
}

@end
