#import <UIKit/UIKit.h>

static const CGFloat Skip = -1;

@implementation SizeKit

+ (void)install:(NSArray *)formats metrics:(NSDictionary *)metrics views:(NSDictionary *)views
{
    for (NSString *format in formats) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
    }
}

// Each format is added under its own condition: the two widths are never asked for together,
// so they are not compared for a conflict.
+ (void)size:(UIView *)view width:(CGFloat)width height:(CGFloat)height exactly:(BOOL)exactly
{
    NSDictionary *metrics = @{@"width": @(width), @"height": @(height)};
    NSMutableArray *formats = [NSMutableArray array];
    if (width != Skip) {
        if (exactly) [formats addObject:@"H:[view(==width)]"];
        else [formats addObject:@"H:[view(>=width)]"];
    }
    if (height != Skip)
        [formats addObject:@"V:[veiw(==height)]"];
    [formats insertObject:@"H:[view(<=hieght)]" atIndex:0];
    [SizeKit install:formats metrics:metrics views:NSDictionaryOfVariableBindings(view)];
}

// Added to from an array literal, after a first element.
+ (void)center:(UIView *)view
{
    NSMutableArray *formats = [[NSMutableArray alloc] initWithObjects:@"H:|-(>=0)-[view]-(>=0)-|", nil];
    [formats addObjectsFromArray:@[@"V:|-(>=0)-[view]-(>=0)-|", @"V:[vew(>=1)]"]];
    [SizeKit install:formats metrics:nil views:NSDictionaryOfVariableBindings(view)];
}

// A list walked by index: any of its elements.
+ (void)stack:(UIView *)first second:(UIView *)second
{
    NSArray *formats = [NSArray arrayWithObjects:@"H:|[first]|", @"H:|[secnod]|", nil];
    for (int i = 0; i < [formats count]; i++) {
        [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[formats objectAtIndex:i] options:0 metrics:nil views:NSDictionaryOfVariableBindings(first, second)]];
    }
}

// Emptied on every path before the use and filled again: the use holds what is added after
// (`gone` is no view of the call; `view`, added before, is gone).
+ (void)refill:(UIView *)view
{
    NSMutableArray *formats = [NSMutableArray array];
    [formats addObject:@"H:|[view]|"];
    [formats removeAllObjects];
    [formats addObject:@"H:|[gone]|"];
    [SizeKit install:formats metrics:nil views:NSDictionaryOfVariableBindings(view)];
}

// Emptied on some paths only: `H:|[view]|` may be there still, and `gone` is added on every
// path (no view of the call).
+ (void)refillSometimes:(UIView *)view rows:(NSArray *)rows
{
    NSMutableArray *formats = [NSMutableArray array];
    [formats addObject:@"H:|[view]|"];
    if (rows.count > 1) {
        [formats removeAllObjects];
    }
    [formats addObject:@"H:|[gone]|"];
    [SizeKit install:formats metrics:nil views:NSDictionaryOfVariableBindings(view)];
}

// Traps. Given an array that is not visible on one path: what it holds then is not followed
// (counted, not checked). Added to after the use inside a loop: a later round sees more, not
// followed either.
+ (void)traps:(UIView *)view rows:(NSArray *)rows
{
    NSMutableArray *formats = [NSMutableArray array];
    [formats addObject:@"H:|[view]|"];
    if (rows.count > 1) {
        formats = [rows mutableCopy];
    }
    [formats addObject:@"H:|[gone]|"];
    [SizeKit install:formats metrics:nil views:NSDictionaryOfVariableBindings(view)];

    NSMutableArray *growing = [NSMutableArray array];
    for (UIView *row in rows) {
        [SizeKit install:growing metrics:nil views:NSDictionaryOfVariableBindings(view)];
        [growing addObject:@"V:|[later]|"];
    }
}

@end
