#import "UIView+Rows.h"

// Objective-C helpers a Swift file of the project calls by the names Swift imports them as:
// `rows_constraints(withFormats:views:)` (split before the last preposition of the first piece),
// `layoutRow(_:views:)` (none: the first argument unlabelled).
@implementation NSLayoutConstraint (Rows)

+ (NSArray *)rows_constraintsWithFormats:(NSArray *)formats views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *format in formats) {
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

@end

@implementation UIView (Rows)

- (void)layoutRow:(NSString *)format views:(NSDictionary *)views
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

- (void)pinWithFormat:(NSString *)format views:(NSDictionary *)views
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

- (void)stackRows:(NSArray *)formats views:(NSDictionary *)views
{
    for (NSString *format in formats) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}

@end

// Trap: a class method of the same selector in another class, which Swift imports under the
// same name: a Swift call may reach either, so it is not read.
@implementation Ledger

+ (void)stackRows:(NSArray *)lines views:(NSDictionary *)totals
{
    NSLog(@"%@ %@", lines, totals);
}

@end
