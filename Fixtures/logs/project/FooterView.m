#import <UIKit/UIKit.h>

// The same, in Objective-C: a button 44 wide, 12 after a label.
@interface FooterView : UIView
@property (nonatomic, strong) UILabel *noteLabel;
@property (nonatomic, strong) UIButton *moreButton;
@end

@implementation FooterView
- (void)setUp {
    [NSLayoutConstraint activateConstraints:@[
        [self.moreButton.widthAnchor constraintEqualToConstant:44],
        [self.moreButton.leadingAnchor constraintEqualToAnchor:self.noteLabel.trailingAnchor constant:12],
        [self.moreButton.heightAnchor constraintEqualToAnchor:self.moreButton.widthAnchor multiplier:0.5],
    ]];
}
@end
