#import <UIKit/UIKit.h>

@interface Card : UIView
@end

@implementation Card

- (instancetype)initWithFrame:(CGRect)frame
{
    if ((self = [super initWithFrame:frame])) {
        UIView *line = [UIView new];
        line.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:line];
        // Seeded: 'gap' names a metric the helper never passes.
        [self pinFormat:@"H:|-gap-[line]-gap-|" views:NSDictionaryOfVariableBindings(line)];
        // Correct.
        [self pinFormat:@"V:|-8-[line]-8-|" views:NSDictionaryOfVariableBindings(line)];
        // Trap: the metrics may hold 'gap'.
        [self pinFormat:@"H:|-gap-[line]" views:NSDictionaryOfVariableBindings(line) compact:YES];
    }
    return self;
}

@end
