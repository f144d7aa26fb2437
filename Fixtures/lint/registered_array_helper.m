// A helper from a library outside the project, registered in .vfl.json, given an array of
// formats: each element is checked as a format, with the call's views and metrics.
#import "NSLayoutConstraint+Formats.h"

@implementation SlideHeader

- (void)layOut
{
    UILabel *title = [UILabel new], *count = [UILabel new];
    title.translatesAutoresizingMaskIntoConstraints = NO;
    count.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(title, count);
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormats:@[
        @"H:|-[title]-[count]-|",
        @"V:|-[tilte]-|",
    ] metrics:nil views:views]];
    NSArray *rows = @[@"V:|-[count]-|", @"V:[cuont(20)]"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormats:rows metrics:@{@"pad": @8} views:views]];
    // A string of another syntax beside a format (some such helpers take both): not a format.
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormats:@[@"X:title.centerX == count.centerX", @"H:[count(>=tilte)]"] metrics:nil views:views]];
    // Built in steps: what it holds is not read here.
    NSMutableArray *more = [NSMutableArray array];
    [more addObject:@"H:[titel]"];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormats:more metrics:nil views:views]];
}

@end
