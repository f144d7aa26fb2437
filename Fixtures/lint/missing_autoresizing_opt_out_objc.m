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

// A view given a frame keeps it: `banner`, pinned to the top edge, fights its frame; `calendar`
// and `footer`, placed by their frames and only named as neighbours of `list`, do not.
@implementation Schedule
- (void)loadView {
    UIView *root = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
    UILabel *banner = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 320, 44)];
    UIView *calendar = [[UIView alloc] initWithFrame:CGRectMake(0, 64, 320, 200)];
    UIButton *footer = [UIButton buttonWithType:UIButtonTypeSystem];
    footer.frame = CGRectMake(0, 420, 320, 44);
    UITableView *list = [[UITableView alloc] initWithFrame:CGRectZero];
    list.translatesAutoresizingMaskIntoConstraints = NO;
    [root addSubview:banner];
    [root addSubview:calendar];
    [root addSubview:list];
    [root addSubview:footer];
    NSDictionary *views = NSDictionaryOfVariableBindings(banner, calendar, list, footer);
    [root addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[banner]" options:0 metrics:nil views:views]];
    [root addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[calendar]-10-[list(>=40)]-(>=20)-[footer]" options:0 metrics:nil views:views]];
    self.view = root;
}
@end
