#import <UIKit/UIKit.h>

void pinView(UIView *view, NSString *format, UILayoutPriority priority);
void pinPair(UIView *leading, UIView *trailing, NSString *format);
void pinWithSpacer(UIView *view, NSString *format);

@implementation Badge

- (void)layOut:(UILabel *)count icon:(UIImageView *)icon
{
    pinView(count, @"H:|-[view]", 300);
    pinView(count, @"V:|-[veiw]-|", 300);
    pinPair(icon, count, @"H:|[lead]-[trial]|");
    pinWithSpacer(icon, @"V:|[anything]|");
}

@end
