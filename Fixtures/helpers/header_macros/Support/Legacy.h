#import <UIKit/UIKit.h>

// The same name as in Constraints.h, with the view keyed "row": a use of ROW is not read.
#define ROW(FORMAT, VIEW) [NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:@{@"row": (VIEW)}]
