#import <UIKit/UIKit.h>

// Views keyed `cell0`, `cell1`, … by their place in the array; and helpers around it that
// decide the views themselves, whatever their callers pass.
@implementation UIView (Rows)

- (void)placeFormat:(NSString *)format cells:(NSArray<UIView *> *)cells
{
    NSMutableDictionary *named = [[NSMutableDictionary alloc] init];
    for (NSUInteger i = 0; i < cells.count; i++) {
        named[[NSString stringWithFormat:@"cell%lu", (unsigned long)i]] = cells[i];
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:named]];
}

// Two views written out: `cell0` and `cell1` at every call.
- (void)placeFormat:(NSString *)format leading:(UIView *)leading trailing:(UIView *)trailing
{
    [self placeFormat:format cells:@[leading, trailing]];
}

// The caller's array passed on whole: its places name the views.
- (void)placeFormat:(NSString *)format row:(NSArray<UIView *> *)row
{
    [self placeFormat:format cells:row];
}

// Trap: an array the helper gets from elsewhere (its keys depend on what it holds then).
- (void)placeFormatWithSubviews:(NSString *)format
{
    [self placeFormat:format cells:self.subviews];
}

@end

@interface Shelf : UIView
@end

@implementation Shelf

- (void)build:(UIView *)left middle:(UIView *)middle right:(UIView *)right
{
    [self placeFormat:@"H:|[cell0][cell1]|" leading:left trailing:right];
    [self placeFormat:@"H:|[cell0]-[cel1]|" leading:left trailing:right];
    [self placeFormat:@"H:|[cell0][cell1][cell2]|" row:@[left, middle, right]];
    [self placeFormat:@"H:|[cell0][cell3]|" row:@[left, right]];
    [self placeFormatWithSubviews:@"V:|[cell0][cell1][cell2]|"];
}

@end
