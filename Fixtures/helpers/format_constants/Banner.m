#import "Banner.h"

NSString *const kBannerFormat = @"H:|-[avatar]-[bannr]-|";
// A trap: a `static` constant is this file's own.
static NSString *const kLocalFormat = @"H:|[local]|";
