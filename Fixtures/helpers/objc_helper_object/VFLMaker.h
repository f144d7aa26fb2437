#import <Cocoa/Cocoa.h>

// A helper object: made with the views and metrics, then given one format at a time.
@interface VFLMaker : NSObject
- (instancetype)initWithSuperview:(NSView *)superview metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
- (void):(NSString *)format;
- (void)add:(NSString *)format;
@end
