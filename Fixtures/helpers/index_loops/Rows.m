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

// A trap: the counter is stepped twice, so every other element is left out.
- (void)installOdd:(NSArray *)formats views:(NSDictionary *)views {
    for (NSUInteger i = 0; i < formats.count; i++) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:formats[i] options:0 metrics:nil views:views]];
        i++;
    }
}
@end

@implementation RowsController
- (void)viewDidLoad {
    UILabel *name = [UILabel new];
    [self.view installRows:@[@"H:|-[nmae]-|", @"V:|[name]|"] views:NSDictionaryOfVariableBindings(name)];
    [self.view installEach:@[@"H:|[naem]|"] views:NSDictionaryOfVariableBindings(name)];
    [self.view installOdd:@[@"H:|[name]|", @"Skipped"] views:NSDictionaryOfVariableBindings(name)];
}
@end
