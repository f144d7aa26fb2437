// A view's autoresizing mask fights a format's constraints only once they are installed. A test
// that makes the constraints to look at them (compares them with nil, counts them, hands them
// to assertions) installs nothing, so nothing is said; constraints added, or handed to a caller, may be installed.
#import <UIKit/UIKit.h>

@interface FormatProbe : NSObject
@end

@implementation FormatProbe

// Only inspected: silent.
- (BOOL)acceptsFormat {
    UIView *probe = [UIView new];
    NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:@"[probe]-|" options:0 metrics:nil
                                                                     views:NSDictionaryOfVariableBindings(probe)];
    return constraints != nil && constraints.count == 1;
}

// Handed to test assertions, then replaced by others that are only counted: silent.
- (void)testFormatsAreParsed {
    UIView *sample = [UIView new];
    NSArray *made = [NSLayoutConstraint constraintsWithVisualFormat:@"[sample]-|" options:0 metrics:nil
                                                              views:NSDictionaryOfVariableBindings(sample)];
    XCTAssertNotNil(made);
    made = [NSLayoutConstraint constraintsWithVisualFormat:@"[sample(20)]" options:0 metrics:nil
                                                     views:NSDictionaryOfVariableBindings(sample)];
    XCTAssertEqual([made count], 1);
}

// Counted, then each handed to the test's own assertion method: silent.
- (void)testRowMakesTwo {
    UIView *left = [UIView new], *right = [UIView new];
    NSArray *row = [NSLayoutConstraint constraintsWithVisualFormat:@"[left][right]" options:0 metrics:nil
                                                             views:NSDictionaryOfVariableBindings(left, right)];
    XCTAssertEqual([row count], 1);
    [self assertConstraint:row[0] equalsConstraint:nil];
}

- (void)assertConstraint:(NSLayoutConstraint *)constraint equalsConstraint:(NSLayoutConstraint *)expected {
    XCTAssertEqual(constraint.constant, expected.constant);
}

// Trap: an element handed to a method that is no assertion may be installed: reported.
- (void)keepFirstOf:(UIView *)host {
    UIView *badge = [UIView new];
    [host addSubview:badge];
    NSArray *made = [NSLayoutConstraint constraintsWithVisualFormat:@"[badge]|" options:0 metrics:nil
                                                              views:NSDictionaryOfVariableBindings(badge)];
    [self rememberConstraint:made[0]];
}

- (void)rememberConstraint:(NSLayoutConstraint *)constraint {
    constraint.active = YES;
}

// Added to a view: the mask's constraints fight these. Seeded.
- (void)installIn:(UIView *)host {
    UIView *banner = [UIView new];
    [host addSubview:banner];
    NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:@"|[banner]|" options:0 metrics:nil
                                                                     views:NSDictionaryOfVariableBindings(banner)];
    [host addConstraints:constraints];
}

// Handed to the caller, who may install them: still reported.
- (NSArray *)constraintsFor:(UIView *)host {
    UIView *footer = [UIView new];
    [host addSubview:footer];
    NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:@"V:[footer]|" options:0 metrics:nil
                                                                     views:NSDictionaryOfVariableBindings(footer)];
    return constraints;
}

@end
