#import <UIKit/UIKit.h>

// Objective-C helpers Swift knows by other names: one given by hand, one by the words Swift's
// import drops from a first piece that repeats its parameter's type.
@interface Frame : UIView
- (void)frameAttachItem:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(attach(_:format:));
- (void)cardPinItemView:(UIView *)item format:(NSString *)format;
- (void)frameHang:(UIView *)item format:(NSString *)format
    NS_SWIFT_NAME(hang(_:format:));
- (void)layOut:(UILabel *)label;
@end
