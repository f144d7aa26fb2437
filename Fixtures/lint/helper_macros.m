// Formats passed through function-like macros: each use is checked with the dictionaries the
// macro's body names, read where the macro is used (as the preprocessor expands it).
#import <UIKit/UIKit.h>

@interface ProfileHeader : UIView
@end

@implementation ProfileHeader {
    NSMutableArray *_constraints;
    NSMutableArray *_formats;
}

// Used before any definition: not yet a macro, so not a format call.
- (void)early {
    CONSTRAINT(@"H:|[nothingKnown]|", 0);
}

#define CONSTRAINT(fmt, opts) [_constraints addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:fmt options:opts metrics:nil views:views]]
#define PINNED(fmt, dict) [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:fmt options:0 metrics:@{ @"pad": @12 } views:dict]]
// Keeps the format for later and never hands it to Auto Layout: not a format macro.
#define REMEMBER(fmt) [_formats addObject:fmt]
// Defined per platform: which body a use expands to depends on the build, so uses are not read.
#if TARGET_OS_IPHONE
#define PLATFORM(fmt) [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:fmt options:0 metrics:nil views:views]]
#else
#define PLATFORM(fmt) [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:fmt options:0 metrics:nil views:macViews]]
#endif
// Parameters in parentheses, as careful macros write them.
#define PAREN(FORMAT) [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:(views)]]

- (void)build:(UILabel *)title subtitle:(UILabel *)subtitle avatar:(UIImageView *)avatar {
    NSDictionary *views = NSDictionaryOfVariableBindings(title, subtitle, avatar);
    CONSTRAINT(@"H:|-[avatar(44)]-[title]-|", NSLayoutFormatAlignAllTop);
    CONSTRAINT(@"V:|-[title]-[subtitel]-|", NSLayoutFormatAlignAllLeading);   // seeded typo
    PINNED(@"H:|-pad-[subtitle]-pad-|", views);
    PINNED(@"H:|-margin-[title]|", views);   // a metric the macro's body does not pass
    REMEMBER(@"H:|[avatar]|");
    PLATFORM(@"H:|[onlyOneOfTheDictionariesHasMe]|");
    PAREN(@"V:|[avatr]");   // seeded typo
    if (title.hidden) {
        // Shadowing: here `views` is another dictionary.
        NSDictionary *views = @{ @"badge": avatar };
        CONSTRAINT(@"H:[badge]-|", 0);
        CONSTRAINT(@"H:[title]-|", 0);   // not in this `views`
    }
}

// The views are the method's parameter: decided by the caller, so names are not checked.
- (void)place:(NSDictionary *)views {
    CONSTRAINT(@"H:|[anything]|", 0);
}

@end
