#import <UIKit/UIKit.h>

// C helpers that write their own views dictionary, each value one of their parameters.
void applyVisual(NSString *format, NSDictionary *metrics, NSDictionary *bindings, UILayoutPriority priority)
{
    NSArray *made = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:bindings];
    for (NSLayoutConstraint *constraint in made) { constraint.priority = priority; }
    [NSLayoutConstraint activateConstraints:made];
}

void pinView(UIView *view, NSString *format, UILayoutPriority priority)
{
    applyVisual(format, nil, @{@"view": view}, priority);
}

void pinPair(UIView *leading, UIView *trailing, NSString *format)
{
    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@"lead": leading, @"trail": trailing}]];
}

// A value that is not a parameter: the dictionary is not the caller's to know.
void pinWithSpacer(UIView *view, NSString *format)
{
    applyVisual(format, nil, @{@"view": view, @"spacer": [UIView new]}, UILayoutPriorityRequired);
}
