#import "Frame.h"

@implementation Frame
- (void)frameAttachItem:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)cardPinItemView:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// Named by hand too, and overridden nowhere: its calls are read.
- (void)frameHang:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)layOut:(UILabel *)label
{
    // Traps: a Swift subclass overrides both under their Swift names (`FramedCard.swift`),
    // with a key of its own.
    [self frameAttachItem:label format:@"H:|-[item]-[badge]-|"];
    [self cardPinItemView:label format:@"V:|-[item]-[badge]-|"];
    [self frameHang:label format:@"H:|-[item]-[badeg]-|"];
}
@end
