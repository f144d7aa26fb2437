#import <UIKit/UIKit.h>

// A block kept in a local variable that hands its format and its views parameter to Auto
// Layout: each call is checked with the views it passes.
@interface ChatController : UIViewController
@property (nonatomic, strong) UILabel *caption;
@property (nonatomic, strong) UIButton *send;
@end

@implementation ChatController
- (void)viewDidLoad {
    [super viewDidLoad];
    NSNumber *gap = @8;
    NSDictionary *metrics = NSDictionaryOfVariableBindings(gap);
    void (^place)(UIView *, NSString *, NSDictionary *) = ^(UIView *host, NSString *format, NSDictionary *views) {
        [host addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
    };
    UILabel *caption = self.caption;
    UIButton *send = self.send;
    caption.translatesAutoresizingMaskIntoConstraints = NO;
    send.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *row = NSDictionaryOfVariableBindings(caption, send);
    // Seeded: a name the call's dictionary lacks; a metric the block's lacks.
    place(self.view, @"H:|-gap-[caption]-[sned]-gap-|", row);
    place(self.view, @"V:|-pad-[caption]", row);
    place(self.view, @"V:|-gap-[send]", NSDictionaryOfVariableBindings(send));

    // Trap: a block that replaces its parameter before passing it on.
    void (^framed)(NSString *, NSDictionary *) = ^(NSString *format, NSDictionary *views) {
        views = @{@"frame": self.view, @"caption": caption};
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    };
    framed(@"H:|[frame]|", row);

    // Traps: a block that adds to its parameter through a message, and one assigned another block.
    void (^widened)(NSString *, NSMutableDictionary *) = ^(NSString *format, NSMutableDictionary *views) {
        [views addEntriesFromDictionary:@{@"frame": self.view}];
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    };
    widened(@"H:|[frame]-[caption]|", [row mutableCopy]);
    void (^later)(NSString *, NSDictionary *) = ^(NSString *format, NSDictionary *views) {
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    };
    later = ^(NSString *format, NSDictionary *views) {
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@"frame": self.view}]];
    };
    later(@"H:|[frame]|", row);
}
@end
