#import <UIKit/UIKit.h>

@interface SendCardView : UIView
@property (nonatomic, strong) NSDictionary *shown;
@end
