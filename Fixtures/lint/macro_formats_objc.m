#import <UIKit/UIKit.h>

// Object-like macros of a format, used in the file that defines them: right above the
// `@implementation`, and between two methods. Neither is taken for a parameter of the method
// after it (nothing but a `;` ended a method's signature before).
#define kRowLayout @"H:|-[titel]-[detail]-|"

@implementation RowCell
- (void)prepare {}
#define kColumnLayout @"V:|-[title]-[detial]-|"
- (void)setUp {
    UILabel *title = [UILabel new], *detail = [UILabel new];
    NSDictionary *views = NSDictionaryOfVariableBindings(title, detail);
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kRowLayout options:0 metrics:nil views:views]];
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kColumnLayout options:0 metrics:nil views:views]];
}

// A parameter of the method's own of a macro's name is still the parameter (its value is the
// caller's).
- (void)apply:(NSString *)kRowLayout {
    UILabel *title = [UILabel new], *detail = [UILabel new];
    NSDictionary *views = NSDictionaryOfVariableBindings(title, detail);
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kRowLayout options:0 metrics:nil views:views]];
}
@end
