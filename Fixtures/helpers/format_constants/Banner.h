#import <UIKit/UIKit.h>

extern NSString *const kBannerFormat;
