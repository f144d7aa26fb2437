#import "Banner.h"

NSString *const kBannerFormat = @"H:|-[avatar]-[bannr]-|";
// A trap: a `static` constant is this file's own.
static NSString *const kLocalFormat = @"H:|[local]|";
// A trap: a macro of a `.m` is this file's own, whatever another file means by the name.
#define kBannerLocal @"H:|[avatr]|"
