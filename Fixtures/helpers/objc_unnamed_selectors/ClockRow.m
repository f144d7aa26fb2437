#import "RowLayout.h"

// Calls nothing but the unnamed selectors: the file is read for them alone.
@implementation ClockRow

- (void)layOut:(BOOL)compact
{
    NSTextField *hour = [NSTextField labelWithString:@"12"], *minute = [NSTextField labelWithString:@"00"];
    hour.translatesAutoresizingMaskIntoConstraints = NO;
    minute.translatesAutoresizingMaskIntoConstraints = NO;
    RowLayout *row = [[RowLayout alloc] initWithHost:self metrics:@{@"gap": @4} views:NSDictionaryOfVariableBindings(hour, minute)];
    [row :@"H:|[hour]-gap-[minuet]|" :NSLayoutFormatAlignAllTop];
    [row :@"V:|[huor]|"];
    // A conditional argument: its `:` is not a selector piece.
    [row :compact ? @"H:[minute]|" : @"H:[minute]-gap-|"];
    [row :@"V:|[minute]|" :0];
}

@end
