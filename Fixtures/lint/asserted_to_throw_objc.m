// A test that asserts a call throws (XCTAssertThrows and its kin) expects the exception the
// runtime raises for a bad format: nothing is reported of such a call. A call a test expects
// not to throw, or makes outside an assertion, is checked as any other.
#import <XCTest/XCTest.h>
#import <UIKit/UIKit.h>

@interface FormatParsingTests : XCTestCase
@end

@implementation FormatParsingTests

- (NSArray *)parse:(NSString *)format views:(NSDictionary *)views {
    return [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
}

- (void)testBadFormatsThrow {
    UIView *box = [UIView new];
    NSDictionary *views = NSDictionaryOfVariableBindings(box);
    XCTAssertThrows([NSLayoutConstraint constraintsWithVisualFormat:@"[box(50]" options:0 metrics:nil views:views]);
    XCTAssertThrowsSpecificNamed([NSLayoutConstraint constraintsWithVisualFormat:@"[crate]" options:0 metrics:nil views:views],
                                 NSException, NSInvalidArgumentException);
    XCTAssertThrowsSpecific([self parse:@"H:[box]-[box(gap)]" views:views], NSException);
}

// Trap: expected not to throw, and it does. Seeded.
- (void)testGoodFormatParses {
    UIView *box = [UIView new];
    XCTAssertNoThrow([NSLayoutConstraint constraintsWithVisualFormat:@"[bx(50)]" options:0 metrics:nil
                                                                views:NSDictionaryOfVariableBindings(box)]);
}

// Trap: the assertion comes after the call, which throws first. Seeded.
- (void)testMadeThenAsserted {
    UIView *box = [UIView new];
    NSArray *made = [self parse:@"[box]-[boxx]" views:NSDictionaryOfVariableBindings(box)];
    XCTAssertThrows([made objectAtIndex:5]);
}

@end
