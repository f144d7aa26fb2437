#import <UIKit/UIKit.h>

extern NSString *const kBannerFormat;
// A `static` constant of a header: each file that imports it has its own copy, of this text.
static NSString *const kBannerStatic = @"H:|-[avatar]-[banr]-|";

// Object-like macros: the first is a format other files name, and so is the third, two
// literals side by side (joined, seeded in the second); the trap is a function-like macro.
#define kBannerRowFormat @"V:|-[avatr]-|"
#define kBannerTitled(name) @"H:|[name]|"
#define kBannerJoined @"H:|-[avatar]-" @"[bannr]-|"
// A body carried to the next line by a `\` is still the one literal (seeded); a comment is one
// space to the preprocessor, its line breaks too, so the second body is its two literals joined
// (a trap: not its first literal alone, which ends in '-').
#define kBannerNextLine \
    @"V:|-[bannr]-|"
#define kBannerCommented @"H:|-[avatar]-" /* up to the
    trailing edge */ @"|"
