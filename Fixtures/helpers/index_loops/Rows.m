#import <UIKit/UIKit.h>

@implementation UIView (Rows)
- (void)installRows:(NSArray<NSString *> *)formats views:(NSDictionary *)views {
    for (NSUInteger i = 0; i < formats.count; i++) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:views]];
    }
}

- (void)installEach:(NSArray *)formats views:(NSDictionary *)views {
    for (int i = 0; i < [formats count]; ++i)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[formats objectAtIndex:i] options:0 metrics:nil views:views]];
}

// A trap: the loop stops at the first element that is not a format.
- (void)installUntilEmpty:(NSArray *)formats views:(NSDictionary *)views {
    for (NSUInteger i = 0; i < formats.count; i++) {
        if ([formats[i] length] == 0) break;
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:views]];
    }
}

// A trap: the counter is stepped twice, so every other element is left out.
- (void)installOdd:(NSArray *)formats views:(NSDictionary *)views {
    for (NSUInteger i = 0; i < formats.count; i++) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:views]];
        i++;
    }
}
@end

// A helper whose selector has pieces named like keywords (`in:`, `for:`).
+ (void)install:(NSArray *)formats views:(NSDictionary *)views in:(UIView *)box {
    for (NSString *format in formats) {
        [box addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
}
@end

@implementation RowsController
- (void)viewDidLoad {
    UILabel *name = [UILabel new];
    // A C array of formats walked by index.
    NSString *formats[] = {@"H:|[name]|", @"V:|-[nam]-|"};
    for (int i = 0; i < 2; ++i) {
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:NSDictionaryOfVariableBindings(name)]];
    }
    [UIView install:@[@"H:|-[naame]-|"] views:NSDictionaryOfVariableBindings(name) in:self.view];
    [self.view installRows:@[@"H:|-[nmae]-|", @"V:|[name]|"] views:NSDictionaryOfVariableBindings(name)];
    [self.view installEach:@[@"H:|[naem]|"] views:NSDictionaryOfVariableBindings(name)];
    [self.view installOdd:@[@"H:|[name]|", @"Skipped"] views:NSDictionaryOfVariableBindings(name)];
    [self.view installUntilEmpty:@[@"H:|[name]|", @"", @"H:|[after]|"] views:NSDictionaryOfVariableBindings(name)];
}
@end
