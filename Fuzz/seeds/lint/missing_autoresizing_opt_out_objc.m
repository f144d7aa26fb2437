#import <AppKit/AppKit.h>

// missing_autoresizing_opt_out: views handed to a function, here through `[views allValues]`,
// may be opted out there (a project helper that adds them as subviews does); only `hint`,
// created here and handed to nobody, certainly keeps its autoresizing constraints.
void AddAutoLayoutViews(NSArray<NSView *> *views, NSView *superview);

@implementation Panel
- (void)loadView {
    NSButton *okButton = [[NSButton alloc] initWithFrame:NSZeroRect];
    NSTextField *nameField = [[NSTextField alloc] initWithFrame:NSZeroRect];
    NSTextField *hint = [[NSTextField alloc] initWithFrame:NSZeroRect];
    NSView *container = [[NSView alloc] initWithFrame:NSZeroRect];
    NSDictionary *views = @{ @"ok": okButton, @"name": nameField };
    AddAutoLayoutViews([views allValues], container);
    [container addSubview:hint];
    [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[name]-[ok]-|" options:NSLayoutFormatAlignAllBaseline metrics:nil views:views]];
    [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[hint]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(hint)]];
    self.view = container;
}
@end
