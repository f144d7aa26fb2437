#import <UIKit/UIKit.h>
#include <vector>

static void installAll(NSArray *formats, NSDictionary *views)
{
    for (NSString *format : formats) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}

@implementation Grid

- (void)layoutCell:(UIView *)cell withDetail:(BOOL)detail
{
    std::vector<int> widths {1, 2};
    NSMutableArray *formats = [NSMutableArray new];
    [formats addObject:@"H:|[cell]|"];
    if (detail) { [formats addObject:@"V:|[cell(==88)]"]; }
    else { [formats addObject:@"V:|[cel(==44)]"]; }
    installAll(formats, NSDictionaryOfVariableBindings(cell));
}

@end
