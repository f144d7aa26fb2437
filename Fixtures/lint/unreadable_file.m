#import <UIKit/UIKit.h>

// unreadable_file: this file was saved as Latin-1 (café), so it is not checked at all.
@implementation Badge
- (void)build {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[cuont]-|" options:0 metrics:nil views:@{@"count": self.count}]];
}
@end
