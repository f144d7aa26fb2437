#import <UIKit/UIKit.h>

// A branch that leaves the method (`return`, `abort()`): a change made in it never reaches a
// call after the `if`, and a change in the one branch that stays is on every path to the call.
@interface ScoreRow : UIView
@end

@implementation ScoreRow

- (void)layOutReady:(BOOL)ready compact:(BOOL)compact {
    UILabel *name = [UILabel new], *score = [UILabel new];
    name.translatesAutoresizingMaskIntoConstraints = NO;
    score.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(name, score);

    // The `else` returns: the call only ever gets the value assigned in the `if`.
    NSString *row = @"H:|-[nmae]";
    if (ready) { row = @"H:|-[name]-[scroe]-|"; } else return;   // seeded: the runtime throws for `scroe`
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:row options:0 metrics:nil views:views]];

    // Assigned in a case that returns: never at the call.
    NSString *column = @"V:|[name]|";
    switch (compact) {
        case 0: column = @"V:|[nmae]|"; return;
        default: break;
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:column options:0 metrics:nil views:views]];

    // Raised: the same.
    NSString *footer = @"H:|[name]|";
    if (!compact) { footer = @"H:|[nmae]|"; @throw [NSException exceptionWithName:@"Layout" reason:nil userInfo:nil]; }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:footer options:0 metrics:nil views:views]];

    // A key written in a block that aborts is not there at the call.
    NSMutableDictionary *partial = [NSMutableDictionary dictionary];
    partial[@"name"] = name;
    if (!ready) { partial[@"score"] = score; abort(); }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[name]-[score]|" options:0 metrics:nil views:partial]];   // seeded: the runtime throws for `score`
}

// Traps: a path runs on to the call, so the value stays possible.
- (void)layOutTrapsReady:(BOOL)ready compact:(BOOL)compact {
    UILabel *name = [UILabel new], *score = [UILabel new];
    name.translatesAutoresizingMaskIntoConstraints = NO;
    score.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(name, score);

    // An exception before the `return` is caught, and the call runs with `nmae`.
    NSString *caught = @"H:|[name]|";
    @try {
        if (ready) { caught = @"H:|[nmae]|"; [self check]; return; }
    } @catch (NSException *exception) {}
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:caught options:0 metrics:nil views:views]];   // seeded

    // The block may run again: the value its last run left reaches the call.
    __block NSString *again = @"H:|[scroe]|";
    void (^place)(void) = ^{
        if (ready) { again = @"H:|[name]|"; return; }
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:again options:0 metrics:nil views:views]];   // seeded
    };
    place();

    // The `return` is under a condition without braces.
    NSString *guarded = @"H:|[name]|";
    if (ready) { guarded = @"H:|[nmae]|"; if (compact) return; }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:guarded options:0 metrics:nil views:views]];   // seeded

    // An `else if` without braces runs on to the call.
    NSString *chained = @"H:|[scroe]|";
    if (ready) { chained = @"H:|[name]|"; } else if (compact) NSLog(@"compact"); else { return; }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:chained options:0 metrics:nil views:views]];   // seeded

    // `NS_DURING … NS_HANDLER` catches what is raised, without braces.
    NSString *handled = @"H:|[name]|";
    NS_DURING
        if (ready) { handled = @"H:|[nmae]|"; [NSException raise:NSGenericException format:@"ready"]; }
    NS_HANDLER
    NS_ENDHANDLER
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:handled options:0 metrics:nil views:views]];   // seeded

    // The `@finally` block runs after the `@throw`.
    NSString *finished = @"H:|[name]|";
    @try {
        [self check];
    } @catch (NSException *exception) {
        finished = @"H:|[scroe]|";
        @throw;
    } @finally {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:finished options:0 metrics:nil views:views]];   // seeded
    }

    // The `return` is in one build only.
    NSString *built = @"H:|[name]|";
    if (ready) {
        built = @"H:|[nmae]|";
#ifdef STRICT
        return;
#endif
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:built options:0 metrics:nil views:views]];   // seeded
}

- (void)check {}

@end
