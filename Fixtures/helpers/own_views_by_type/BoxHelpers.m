#import <UIKit/UIKit.h>

@interface UIView (Box)
- (void)box_pin:(UIView *)item format:(NSString *)format;
@end

// The views are made of the item alone, under its name: the one key is 'item'.
@implementation UIView (Box)
- (void)box_pin:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}
@end

@implementation BoxRow
- (void)layOut:(UILabel *)label
{
    [self box_pin:label format:@"H:|-[item]-|"];
    [self box_pin:label format:@"V:|-[label]-|"];
}
@end
