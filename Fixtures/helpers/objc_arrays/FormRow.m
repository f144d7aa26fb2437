#import <UIKit/UIKit.h>

@implementation FormRow

// A definition that keeps its declaration's ';', a loop without braces, and a look at every view
// first: still a helper.
- (void)addFormats:(NSArray *)formats views:(NSDictionary *)views;
{
    for (UIView *view in [views allValues]) view.translatesAutoresizingMaskIntoConstraints = NO;
    for (NSString *format in formats)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// Adds a key of its own to the dictionary it is given: the names at its calls cannot be checked.
- (void)addFormats:(NSArray *)formats superviewViews:(NSMutableDictionary *)views
{
    [views setObject:self forKey:@"superview"];
    for (NSString *format in formats)
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
}

// A format of the array built with a number: its view names are still checked.
- (void)buildWithHeight:(int)height
{
    UILabel *note = [UILabel new];
    [self addFormats:@[@"H:|-[note]-|", [NSString stringWithFormat:@"V:|-[nots(%d)]-|", height]] views:NSDictionaryOfVariableBindings(note)];
}

- (void)build
{
    UILabel *caption = [UILabel new];
    UITextField *field = [UITextField new];
    [self addFormats:(@[@"H:|-[caption]-[field]-|", @"V:|-[feild]-|"]) views:(NSDictionaryOfVariableBindings(caption, field))];
    [self addFormats:@[@"H:|[caption]-[superview]"] superviewViews:[NSDictionaryOfVariableBindings(caption) mutableCopy]];
}

@end
