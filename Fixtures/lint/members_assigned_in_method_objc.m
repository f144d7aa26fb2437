#import <UIKit/UIKit.h>

// An instance variable or property given its dictionary earlier in the method that uses it:
// the call gets that value, unless something between could change it.
@interface SliderIcon () {
    NSDictionary *viewsDictionary;
}
@property (nonatomic, strong) NSDictionary *metrics;
@end

@implementation SliderIcon {
    NSDictionary *spacing;
}

- (void)setup
{
    UIImageView *imageView = [UIImageView new];
    imageView.translatesAutoresizingMaskIntoConstraints = NO;
    [self addSubview:imageView];
    viewsDictionary = NSDictionaryOfVariableBindings(imageView);
    self.metrics = @{@"inset": @4};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-inset-[imageView]-inset-|" options:0 metrics:self.metrics views:viewsDictionary]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-insett-[imageVeiw]-inset-|" options:0 metrics:_metrics views:viewsDictionary]];   // seeded: both throw
}

// Traps: a message to self between may change it, and so may a block; a later round of a loop
// reads what the loop assigns after the use; another object's member is not this one's. (A name
// in none of the dictionaries this file ever assigns the member, `nothing`, throws whichever it holds.)
- (void)traps:(SliderIcon *)other rows:(NSArray *)rows
{
    UIView *knob = [UIView new];
    knob.translatesAutoresizingMaskIntoConstraints = NO;
    viewsDictionary = NSDictionaryOfVariableBindings(knob);
    [self reloadViews];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[nothing]|" options:0 metrics:nil views:viewsDictionary]];

    spacing = @{@"gap": @2};
    void (^reset)(void) = ^{ [self reloadViews]; };
    reset();
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gap-[knob]" options:0 metrics:spacing views:NSDictionaryOfVariableBindings(knob)]];

    for (UIView *row in rows) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[row]|" options:0 metrics:nil views:viewsDictionary]];
        viewsDictionary = NSDictionaryOfVariableBindings(row);
    }

    other.metrics = @{@"gap": @2};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gapp-[knob]" options:0 metrics:self.metrics views:NSDictionaryOfVariableBindings(knob)]];
}

- (void)reloadViews
{
    viewsDictionary = @{};
}

@end
