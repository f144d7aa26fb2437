#import <UIKit/UIKit.h>
#include <vector>

@implementation Toolbar

- (void)setUpButtons
{
    UIButton *back = [UIButton new], *share = [UIButton new];
    back.translatesAutoresizingMaskIntoConstraints = NO;
    share.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(back, share);
    // A C++ lambda that hands its parameter to Auto Layout.
    auto add = [&](NSString *format) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    };
    add(@"H:|-[back]-(>=8)-[share]-|");
    add(@"V:|[bakc]|");
    // An Objective-C block held in a local.
    void (^pin)(NSString *) = ^(NSString *format) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    };
    pin(@"V:|[share]|");
    pin(@"H:[shaer(44)]");
    // A format array kept in a local and walked.
    NSArray *formats = @[@"V:[back(44)]", @"V:[shar(44)]"];
    for (NSString *format in formats) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    // A C++ range-for over an initializer list, and over one kept in a local.
    for (NSString *format : {@"H:[back(>=44)]", @"H:[shrae(>=44)]"}) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    auto widths = {@"H:[share(<=88)]", @"H:[bck(<=88)]"};
    for (NSString *format : widths) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    // Loops without braces, over a local and over a literal.
    NSArray* heights = @[@"V:[back(>=30)]", @"V:[sahre(>=30)]"];
    for(NSString* format in heights)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    for (NSString *format : {@"V:|-[back]", @"V:|-[shrea]"})
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    // An element changed in the body is not the literal any more: not read (the literal's
    // `[brak]` would be a false error once the body rewrites it).
    for (NSString *format in @[@"H:[brak]"]) {
        format = [format stringByReplacingOccurrencesOfString:@"brak" withString:@"back"];
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}

@end
