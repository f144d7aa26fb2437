#import <UIKit/UIKit.h>

@interface Kit : NSObject
@property (nonatomic, strong) UIView *root;
- (void)addConstraints:(NSArray<NSString *> *)formats;
@end

@implementation Kit
- (void)addConstraints:(NSArray<NSString *> *)formats {
    for (NSString *format in formats) {
        [self.root addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@"root": self.root}]];
    }
}
@end

@interface Panel : UIView
@end

@implementation Panel
- (void)setUp {
    UIView *bar = [UIView new];
    bar.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:bar];
    NSArray<NSLayoutConstraint *> *made = [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[bar]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(bar)];
    [self addConstraints:made];
    NSLayoutConstraint *height = [NSLayoutConstraint constraintWithItem:bar attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:4];
    [self addConstraints:@[height]];
    [NSLayoutConstraint activateConstraints:@[height]];
    Kit *kit = [Kit new];
    kit.root = self;
    [kit addConstraints:@[@"H:|[rot]|"]];
}
@end
