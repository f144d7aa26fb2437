#import <UIKit/UIKit.h>

extern NSString *const kBannerFormat;

// Object-like macros: the first is a format other files name; the traps are a function-like
// macro and a body that goes on after its literal (two literals joined).
#define kBannerRowFormat @"V:|-[avatr]-|"
#define kBannerTitled(name) @"H:|[name]|"
#define kBannerJoined @"H:|-[avatar]" @"-|"
