#import <UIKit/UIKit.h>

@interface UIView (Rows)
/// Imported into Swift as `lay(withVisualFormat:views:)`; ends every format with `|`.
- (void)layWithVisualFormat:(NSString *)format views:(NSDictionary<NSString *, UIView *> *)views;
@end
