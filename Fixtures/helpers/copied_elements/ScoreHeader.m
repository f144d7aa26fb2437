#import <UIKit/UIKit.h>

@implementation ScoreHeader

- (void)buildWithTitle:(UILabel *)title score:(UILabel *)score
{
    NSDictionary *views = NSDictionaryOfVariableBindings(title, score);
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithFormats:@[@"H:|-[title]-[score]-|", @"V:|-[socre]-|"] views:views]];   // seeded: the runtime throws
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithEntries:@[@"V:|-[titel]-|", @{@"format": @"V:|-[score]-|"}] views:views]];   // seeded: the runtime throws
    // Not followed (see the traps): listed as not checked, never reported.
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithLowercase:@[@"H:|[TITLE]|"] views:views]];
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithFallback:@[@"H:|[titl]|"] views:views]];
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithLines:@[@"Scores", @"H:|[titl]|"] views:views]];
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithTemplates:@[@"H:$-[title]-$"] views:views]];
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint rows_constraintsWithEdgeTemplates:@[@"V:$-[score]-$"] views:views]];
}

@end
