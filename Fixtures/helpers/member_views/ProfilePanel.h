#import <UIKit/UIKit.h>

@interface ProfilePanel : UIViewController
@property (nonatomic, strong) NSDictionary *named;
@property (nonatomic, strong) NSMutableDictionary *grown;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIImageView *photo;
@property (nonatomic, strong) UIButton *follow;
- (void)place:(NSString *)format;
@end
