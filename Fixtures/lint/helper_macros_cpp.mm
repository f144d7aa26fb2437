// Objective-C++: a format macro used in a method, inside a C++ lambda and in a C++ loop body;
// each use reads `views` where it stands.
#import <Cocoa/Cocoa.h>
#include <vector>

#define VFL(fmt) [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:fmt options:0 metrics:nil views:views]]

@implementation PreferencesPane

- (void)layoutRows:(NSTextField *)label field:(NSTextField *)field {
    NSDictionary *views = NSDictionaryOfVariableBindings(label, field);
    VFL(@"H:|-[label]-[field(>=120)]-|");
    auto vertical = [&]() {
        VFL(@"V:|-[label]-[feild]");   // seeded typo, inside a lambda
    };
    vertical();
    std::vector<int> rows{1, 2};
    for (auto row : rows) {
        VFL(@"V:[field]-|");
    }
}

@end
