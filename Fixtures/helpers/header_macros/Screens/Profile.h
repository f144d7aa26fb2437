#import <UIKit/UIKit.h>

@interface Profile : UIViewController
@property (nonatomic, copy) NSArray *rows;
@end
