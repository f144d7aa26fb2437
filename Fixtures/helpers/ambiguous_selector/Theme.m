#import <UIKit/UIKit.h>

@implementation Theme
// The same selector in another class, doing something else with its strings.
+ (void)apply:(NSArray *)styles views:(NSDictionary *)views
{
    for (NSString *style in styles) { NSLog(@"%@ %@", style, views); }
}

- (void)use
{
    NSDictionary *views = @{};
    // Which class's method this is cannot be told: not read.
    [Theme apply:@[@"H:|-[bold]-|"] views:views];
}
@end
