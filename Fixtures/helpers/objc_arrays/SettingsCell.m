#import "LayoutKit.h"

@interface FormatLog : NSObject
- (void)remember:(NSString *)format;
@end

@implementation FormatLog {
    NSMutableArray *_seen;
}
// Keeps a format and never lays anything out: not a helper.
- (void)remember:(NSString *)format
{
    [_seen addObject:format];
}
@end

@implementation SettingsCell {
    NSDictionary *_views;   // filled elsewhere
}

// Its views come from an ivar set elsewhere: names are not checked at its calls.
- (void)applyFormat:(NSString *)format
{
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:_views]];
}

- (void)buildLayout
{
    UILabel *title = [UILabel new];
    UISwitch *toggle = [UISwitch new];
    title.translatesAutoresizingMaskIntoConstraints = NO;
    toggle.translatesAutoresizingMaskIntoConstraints = NO;
    NSDictionary *views = NSDictionaryOfVariableBindings(title, toggle);
    [self.contentView addConstraints:[LayoutKit constraintsWithFormats:@[@"H:|-[title]-[toggle]-|",
                                                                         @"V:|-[tilte]-|"]
                                                                 views:views]];
    NSArray *vertical = @[@"V:|-[toggle]-|", @"V:|-(>=pad)-[title]"];
    [LayoutKit activateFormats:vertical metrics:@{@"pad": @8} views:views];
    [LayoutKit addFormat:@"H:[toggle(>=51)]" views:views toView:self.contentView];
    LKPin(self.contentView, @"H:[title(<=toogle)]", views);
    [self applyFormat:@"H:|-[anyName]-|"];
    [[FormatLog new] remember:@"H:|-[notAView]-|"];
    {
        // Shadows the outer dictionary: 'title' is not among these views.
        NSDictionary *views = @{@"toggle": toggle};
        [LayoutKit addFormat:@"V:[title]" views:views toView:self.contentView];
    }
}

@end
