#import <UIKit/UIKit.h>

extern NSString *const kBannerFormat;

// Object-like macros: the first is a format other files name; the traps are a function-like
// macro and a body that goes on after its literal (two literals joined).
#define kBannerRowFormat @"V:|-[avatr]-|"
#define kBannerTitled(name) @"H:|[name]|"
#define kBannerJoined @"H:|-[avatar]" @"-|"
// A body carried to the next line by a `\` is still the one literal (seeded); a comment is one
// space to the preprocessor, its line breaks too, so the second body goes on after its first
// literal (a trap: not its first literal alone, which ends in '-').
#define kBannerNextLine \
    @"V:|-[bannr]-|"
#define kBannerCommented @"H:|-[avatar]-" /* up to the
    trailing edge */ @"|"
