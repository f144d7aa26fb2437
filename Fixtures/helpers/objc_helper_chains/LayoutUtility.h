#import <UIKit/UIKit.h>

// A layout utility whose public method hands its formats and views on to a second one, which
// walks the formats and calls Auto Layout.
@interface LayoutUtility : NSObject
+ (NSArray *)installVisualFormats:(NSArray *)visualFormats withViews:(NSDictionary *)views inView:(UIView *)view;
+ (NSArray *)constraintsWithVisualFormats:(NSArray *)visualFormats views:(NSDictionary *)views;
@end
