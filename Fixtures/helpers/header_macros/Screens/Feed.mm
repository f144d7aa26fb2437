#import "Feed.h"
#include <vector>

// This file defines its own PIN, aligning the views' tops, and reads its uses by it.
#define Bindings NSDictionaryOfVariableBindings
#define PIN(PARENT, VIEW, FORMAT) [PARENT addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:NSLayoutFormatAlignAllTop metrics:nil views:NSDictionaryOfVariableBindings(VIEW)]]

@implementation Feed

- (void)layoutCell:(UIView *)cell
{
    UIView *content = cell.contentView;
    PIN(cell, content, @"H:|[content]|");
    PIN(cell, content, @"V:|[contnet]|");
    std::vector<UIView *> rows;
    UIView *header = [UIView new];
    NSDictionary *views = @{@"header": header};
    NSDictionary *metrics = nil;
    VISUALLY(@"V:|[header]");
    VISUALLY(@"V:|[heeder]");
    [cell addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[contetn]|" options:0 metrics:nil views:Bindings(content)]];
}

@end
