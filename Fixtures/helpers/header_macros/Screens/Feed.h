#import <UIKit/UIKit.h>

@interface Feed : UIViewController
@end
