#import "VFLMaker.h"

@interface AboutPane : NSViewController
@property (nonatomic) VFLMaker *maker;   // made elsewhere
@end

@implementation AboutPane

- (void)loadView
{
    NSTextField *appName = [NSTextField labelWithString:@"App"], *version = [NSTextField labelWithString:@"1.0"];
    appName.translatesAutoresizingMaskIntoConstraints = NO;
    version.translatesAutoresizingMaskIntoConstraints = NO;
    VFLMaker *vfl = [[VFLMaker alloc] initWithSuperview:self.view metrics:@{@"m": @20} views:NSDictionaryOfVariableBindings(appName, version)];
    [vfl :@"H:|-m-[appName]-4-[version]-(>=m)-|"];
    [vfl :@"V:|-m-[appNmae]-(>=m)-|"];
    [vfl add:@"V:|-[version(>=gap)]"];
    // Made elsewhere: its views are not known here, so names are not checked.
    [self.maker :@"H:|[anything]|"];
}

- (void)loadFooter
{
    NSTextField *footer = [NSTextField labelWithString:@"©"];
    footer.translatesAutoresizingMaskIntoConstraints = NO;
    VFLMaker *vfl = [[VFLMaker alloc] initWithSuperview:self.view metrics:nil views:NSDictionaryOfVariableBindings(footer)];
    [vfl :@"H:|[footer]|"];
    // Assigned again: which object is sent to cannot be told here.
    vfl = [[VFLMaker alloc] initWithSuperview:self.view metrics:nil views:@{}];
    [vfl :@"H:|[footer]|"];
}

@end
