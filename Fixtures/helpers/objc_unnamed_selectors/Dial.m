#import "GaugeLayout.h"
#import "RowLayout.h"

@implementation Dial

- (void)layOut
{
    NSView *needle = [NSView new], *face = [NSView new];
    GaugeLayout *gauge = [[GaugeLayout alloc] initWithView:self views:NSDictionaryOfVariableBindings(needle, face)];
    [gauge :@"H:|[face]|"];
    [gauge :@"V:|[neadle]|"];
    [gauge row:@"H:|-[needel]-|"];
    RowLayout *row = [[RowLayout alloc] initWithHost:self metrics:nil views:NSDictionaryOfVariableBindings(face)];
    [row :@"V:|[face]|"];
    // A GaugeLayout's `:` does not take metrics: a metric name is a mistake there.
    [gauge :@"H:|-gap-[needle]"];
}

@end
