#import <UIKit/UIKit.h>

// A mutable string given literal text step by step before the call, or a string replaced by
// itself with more appended: the call gets the pieces in order, one format.

// The project's own `print`, which changes what it is given.
static void print(NSMutableString *text) { [text appendString:@"]|"]; }

@implementation ScoreCell

- (void)buildWithRank:(UILabel *)rank player:(UILabel *)player score:(UILabel *)score compact:(BOOL)compact
{
    NSDictionary *views = NSDictionaryOfVariableBindings(rank, player, score);

    NSMutableString *row = [@"H:|-[rank(24)]" mutableCopy];
    [row appendString:@"-[player]"];
    [row appendString:@"-[scroe]-|"];   // seeded: the runtime throws
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:row options:0 metrics:nil views:views]];

    NSMutableString *column = [NSMutableString string];
    [column appendString:@"V:|-[plyer]"];   // seeded: the runtime throws
    [column appendString:@"-8-[score]-|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:column options:0 metrics:nil views:views]];

    // Written to the log before the call: read, not changed.
    NSMutableString *logged = [@"V:|-[rank]" mutableCopy];
    [logged appendString:@"-[scroe]-|"];   // seeded: the runtime throws
    NSLog(@"layout: %@", logged);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:logged options:0 metrics:nil views:views]];

    NSString *edge = @"H:[score]";
    edge = [edge stringByAppendingString:@"-|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:edge options:0 metrics:nil views:views]];

    // Appended under a condition (a body without braces, or one block): two formats, with and
    // without, each checked.
    NSMutableString *optional = [NSMutableString stringWithString:@"H:|"];
    if (compact) [optional appendString:@"[rnk]"];
    [optional appendString:@"[player]|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:optional options:0 metrics:nil views:views]];

    NSMutableString *stacked = [NSMutableString stringWithString:@"V:|[rnak]-[player]"];
    if (!compact) {
        [stacked appendString:@"-[score]"];
    }
    [stacked appendString:@"|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:stacked options:0 metrics:nil views:views]];

    NSMutableString *padded = [NSMutableString stringWithString:@"V:|[rank]-[player]"];
    if (compact) {
        rank.hidden = YES;
    } else {
        [padded appendString:@"-[scor]"];
        if (score.hidden) { rank.hidden = NO; } else { player.hidden = NO; }
    }
    [padded appendString:@"|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:padded options:0 metrics:nil views:views]];

    // The other branch returns: the append is on every path to the call.
    NSMutableString *returning = [@"V:|[rank]" mutableCopy];
    if (compact) {
        return;
    } else {
        [returning appendString:@"-[scor]|"];   // seeded: the runtime throws
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:returning options:0 metrics:nil views:views]];

    // Appended in both branches: one format per branch (the runtime throws when not compact).
    NSMutableString *either = [@"H:|-" mutableCopy];
    if (compact) { [either appendString:@"[rank]"]; } else { [either appendString:@"[plyer]"]; }   // seeded
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:either options:0 metrics:nil views:views]];

    // Traps: the text depends on the run, so nothing is said.

    NSMutableString *printed = [@"H:|-[rank]-" mutableCopy];
    [printed appendString:@"[player"];
    print(printed);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:printed options:0 metrics:nil views:views]];

    NSMutableString *looped = [@"H:|" mutableCopy];
    for (int i = 0; i < 2; i++) [looped appendString:@"[rnk]"];
    [looped appendString:@"|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:looped options:0 metrics:nil views:views]];

    NSMutableString *elsewhere = [@"H:|-[rank]" mutableCopy];
    if (compact) [elsewhere appendString:@"-[plyer]"];
    else [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:elsewhere options:0 metrics:nil views:views]];

    NSMutableString *counted = [NSMutableString stringWithString:@"V:|"];
    [counted appendFormat:@"[%@]", compact ? @"rank" : @"player"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:counted options:0 metrics:nil views:views]];

    NSMutableString *filled = [NSMutableString stringWithString:@"H:|-"];
    [self appendNamesTo:filled];
    [filled appendString:@"-|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:filled options:0 metrics:nil views:views]];

    NSMutableString *chosen = [@"V:|-[rank]" mutableCopy];
    compact ? [chosen appendString:@"-[player]|"] : [chosen appendString:@"-[score]|"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:chosen options:0 metrics:nil views:views]];

    __block NSMutableString *later = [@"V:|[rank]" mutableCopy];
    void (^finish)(void) = ^{ [later appendString:@"[scor]|"]; };
    finish();
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:later options:0 metrics:nil views:views]];
}

- (void)appendNamesTo:(NSMutableString *)format
{
    [format appendString:@"[player]"];
}

@end
