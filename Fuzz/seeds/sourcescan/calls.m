#import <UIKit/UIKit.h>

// Real-looking Objective-C: message sends over several lines, formats in variables, and
// strings that must not change.
@implementation ProfileCell
- (void)setUp {
    NSDictionary *views = NSDictionaryOfVariableBindings(_title, _badge);
    /* [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(8)-[a]|" ...] in a comment */
    NSString *label = @"H:|-(8)-[not_a_format]|";
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(8)-[_title]-(==8)-[_badge]-|"
                                                                             options:NSLayoutFormatAlignAllCenterY | NSLayoutFormatDirectionLeadingToTrailing
                                                                             metrics:@{@"pad": @12}
                                                                               views:views]];
    static NSString *const kVertical = @"V:|-(pad)-[_title]-(0)-|";
    [NSLayoutConstraint constraintsWithVisualFormat:kVertical options:0 metrics:@{@"pad": @8} views:views];
    for (NSString *format in @[@"V:[_badge(==20.0)]", @"H:[_badge]-(0@999)-|"]) {
        [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
    }
    NSString *dynamic = [NSString stringWithFormat:@"V:|-%f-[_title]|", 8.0];
    [NSLayoutConstraint constraintsWithVisualFormat:dynamic options:0 metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(8)-" @"[_badge]" options:0 metrics:nil views:views];
    char quote = '"';
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(8)-[_badge]" options:0 metrics:nil views:views];
}
@end
