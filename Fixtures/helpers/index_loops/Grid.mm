#import <UIKit/UIKit.h>

static void installGrid(UIView *container, NSArray *formats, NSDictionary *views) {
    for (size_t i = 0; i < formats.count; i += 1) {
        [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:views]];
    }
}

@implementation GridController
- (void)viewDidLoad {
    UIView *cell = [UIView new];
    installGrid(self.view, @[@"H:|[cel]|", @"V:|[cell]|"], NSDictionaryOfVariableBindings(cell));
}
@end
