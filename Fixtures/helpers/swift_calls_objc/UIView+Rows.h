#import <UIKit/UIKit.h>

@interface NSLayoutConstraint (Rows)
+ (NSArray *)rows_constraintsWithFormats:(NSArray *)formats views:(NSDictionary *)views;
@end

@interface UIView (Rows)
- (void)layoutRow:(NSString *)format views:(NSDictionary *)views;
- (void)pinWithFormat:(NSString *)format views:(NSDictionary *)views;
- (void)stackRows:(NSArray *)formats views:(NSDictionary *)views;
@end

@interface Ledger : NSObject
+ (void)stackRows:(NSArray *)lines views:(NSDictionary *)totals;
@end
