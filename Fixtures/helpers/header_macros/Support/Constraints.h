// Layout macros the whole project includes (through its prefix header, so no file imports
// this one by name).
#import <UIKit/UIKit.h>

#define PREPARE(VIEW) [VIEW setTranslatesAutoresizingMaskIntoConstraints:NO]

// The views a dictionary of the one view given.
#define PIN(PARENT, VIEW, FORMAT) [PARENT addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:NSDictionaryOfVariableBindings(VIEW)]]

// The views and the options given.
#define PIN_VIEWS(PARENT, FORMAT, OPTIONS, BINDINGS) [PARENT addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:(OPTIONS) metrics:nil views:(BINDINGS)]]

// The constraints themselves, for the caller to keep.
#define CONSTRAINTS(FORMAT, BINDINGS) [NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:BINDINGS]

// `views` and `metrics` are whatever the place that uses it calls so.
#define VISUALLY(FORMAT) [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:metrics views:views]]

// A template: its format is made from its argument's name at each use, not a call of its own.
#define STRETCH_H(PARENT, VIEW) PIN(PARENT, VIEW, @"H:|["#VIEW"]|")

// Defined again, differently, in Legacy.h: which one a use reaches depends on what it includes.
#define ROW(FORMAT, VIEW) [NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:NSDictionaryOfVariableBindings(VIEW)]
