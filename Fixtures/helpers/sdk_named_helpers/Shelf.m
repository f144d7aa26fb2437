#import <UIKit/UIKit.h>

@implementation ShelfView
- (void)arrange:(UIView *)lamp book:(UIView *)book {
    RuleBook *rules = [[RuleBook alloc] initWithLamp:lamp book:book];
    rules.host = self;
    // The helper's: formats written at the call, or in a local the call names.
    [rules addConstraints:@[@"H:|[_lamp][_bok]|", @"V:|[_lamp]|"]];
    [rules addConstraint:@"V:|[_bookk]|"];
    NSArray *more = @[@"H:[_book(==_lampp)]"];
    [rules addConstraints:more];
    // Built at run time, so not checked, but counted: the SDK's method takes no text.
    [rules addConstraint:[NSString stringWithFormat:@"%@:|[_lamp]", @"V"]];
    // Traps: UIView's own methods, given constraints, are no format calls (nothing to count).
    NSArray *made = [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[lamp]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(lamp)];
    [self addConstraints:made];
    NSLayoutConstraint *wide = [NSLayoutConstraint constraintWithItem:lamp attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:20];
    [self addConstraint:wide];
}
@end
