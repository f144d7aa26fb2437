#import <UIKit/UIKit.h>

// A helper object whose methods are named like UIView's own: -addConstraints: takes formats,
// laid out over the two views it was made with.
@interface RuleBook : NSObject {
    UIView *_lamp;
    UIView *_book;
}
@property(nonatomic, weak) UIView *host;
- (instancetype)initWithLamp:(UIView *)lamp book:(UIView *)book;
- (void)addConstraints:(NSArray *)rules;
- (void)addConstraint:(NSString *)rule;
@end

@implementation RuleBook
- (instancetype)initWithLamp:(UIView *)lamp book:(UIView *)book {
    if ((self = [super init])) { _lamp = lamp; _book = book; }
    return self;
}
- (void)addConstraints:(NSArray *)rules {
    for (NSString *rule in rules) { [self addConstraint:rule]; }
}
- (void)addConstraint:(NSString *)rule {
    [self.host addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:rule options:0 metrics:nil views:NSDictionaryOfVariableBindings(_lamp, _book)]];
}
@end
