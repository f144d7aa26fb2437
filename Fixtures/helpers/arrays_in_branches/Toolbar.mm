#import <UIKit/UIKit.h>
#include <vector>

@implementation Toolbar

- (void)addFormats:(NSArray *)formats views:(NSDictionary *)views
{
    for (NSString *format in formats)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// Objective-C++: braced branches are followed ('shre'); branches without braces are not (which
// one runs is not told apart from two statements in a row).
- (void)build:(int)style
{
    UIView *back = [UIView new], *share = [UIView new];
    std::vector<int> unused;
    NSArray *formats;
    if (style == 0) {
        formats = @[@"|[back]"];
    } else if (style == 1) {
        formats = @[@"|[back]-[shre]"];
    }
    [self addFormats:formats views:NSDictionaryOfVariableBindings(back, share)];
    NSArray *plain;
    if (style == 2) plain = @[@"|[share]"];
    else plain = @[@"|[bakc]"];
    [self addFormats:plain views:NSDictionaryOfVariableBindings(back, share)];
}

@end
