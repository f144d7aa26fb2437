#import <Cocoa/Cocoa.h>

// A second helper object with a method named `:`, made by another initializer: each call is
// told apart by how its receiver was made.
@interface GaugeLayout : NSObject
- (instancetype)initWithView:(NSView *)view views:(NSDictionary *)views;
- (void):(NSString *)format;
- (void)row:(NSString *)format;
@end
