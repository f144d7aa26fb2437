#import <AppKit/AppKit.h>
#import "App-Swift.h"

@implementation Inspector

- (void)loadView
{
    NSView *title = [NSTextField labelWithString:@"Title"];
    NSView *value = [NSTextField labelWithString:@"Value"];
    [LayoutKit layoutIn:self.view
          visualFormats:@[@"H:|-[title]-[value]-|", @"V:|-pad-[title]", @"V:|-pad-[vaule]"]
            metricsInfo:@{@"pad": @12}
              viewsInfo:@{@"title": title, @"value": value}];
    LayoutKit *kit = [LayoutKit new];
    [self.view addConstraints:[kit pinWithFormat:@"V:[title]-[valeu]" views:@{@"title": title, @"value": value}]];
    [LayoutKit stack:@"H:[tilte]" views:@{@"title": title}];
    [self fillWithFormat:@"H:|[nothing]|" views:@{}];
}

- (void)fillWithFormat:(NSString *)format views:(NSDictionary *)views
{
    NSLog(@"%@ %@", format, views);
}

@end
