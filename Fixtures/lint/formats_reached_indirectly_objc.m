#import <UIKit/UIKit.h>

// Formats held in a macro, a constant, an array walked by a loop, or built with
// stringWithFormat: and no arguments; a typo is reported in each.
#define PINNED_FORMAT @"H:|[box]|"
#define PINNED_TYPO @"V:|[bxo]"
static NSString *const kInsetFormat = @"V:[box]-|";
static NSString *const kInsetTypo = @"H:|-[obx(>=10)]";

@implementation BoxView

- (void)layOut:(BOOL)tight {
    UIView *box = [UIView new];
    box.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(box);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:PINNED_FORMAT options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:PINNED_TYPO options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kInsetFormat options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kInsetTypo options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:[boox(<=300)]"] options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(tight ? @"V:[box(20)]" : @"V:[bx(40)]") options:0 metrics:nil views:views]];
    for (NSString *format in @[@"V:[box(>=10)]", @"V:[boks(<=500)]"]) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}

@end
