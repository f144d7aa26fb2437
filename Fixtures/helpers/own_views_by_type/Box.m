#import <UIKit/UIKit.h>

// An Objective-C helper a Swift subclass overrides (`BadgeBox.swift`): a message to `self` may
// reach the override, whose keys differ.
@implementation Box
- (void)pinItem:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)layOut:(UILabel *)label
{
    [self pinItem:label format:@"H:|-[item]-[badge]-|"];
}
@end
