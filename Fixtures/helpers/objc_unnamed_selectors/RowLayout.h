#import <Cocoa/Cocoa.h>

// A helper object whose selectors have no names: `:` passes on to `::`, which takes options.
@interface RowLayout : NSObject
- (instancetype)initWithHost:(NSView *)host metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
- (void):(NSString *)format;
- (void):(NSString *)format :(NSLayoutFormatOptions)options;
@end
