#import "ProfilePanel.h"

@interface ProfileTrapPanel : ProfilePanel
@end

@implementation ProfileTrapPanel

// Changes the member it reads: not such a helper.
- (void)placeAndForget:(NSString *)format
{
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:_named]];
    self.named = nil;
}

- (void)refresh
{
    self.named = @{@"nameLabel": self.nameLabel, @"photo": self.photo, @"badge": self.follow};
}

- (void)rebuild
{
    self.named = @{@"nameLabel": self.nameLabel, @"photo": self.photo};
    [self placeAndForget:@"H:|-[nameLabel]-|"];
    [self refresh];
    // `refresh` may have changed `named`: not checked.
    [self place:@"H:[badge]-|"];
}

- (void)layoutOther:(ProfilePanel *)other
{
    self.named = @{@"photo": self.photo};
    // Sent to another panel, which reads its own `named`: not checked.
    [other place:@"H:|-[nameLabel]-|"];
}

@end

// Traps: between the assignment and the read, something may set the member to other keys.
@interface TrapPanel : UIViewController
@property (nonatomic, strong) NSDictionary *named;
@property (nonatomic, strong) NSDictionary *chosen;
@property (nonatomic, strong) NSDictionary *shown;
@property (nonatomic, strong) id header;
@property (nonatomic, weak) id delegate;
@property (nonatomic, strong) UILabel *title, *extra;
@end

@interface TrapHeader : NSObject
@property (nonatomic, weak) TrapPanel *panel;
@end

@implementation TrapHeader
// The header sets the panel's dictionary through its back-pointer.
- (void)refreshOwner
{
    self.panel.named = @{@"title": self.panel.title, @"extra": self.panel.extra};
}
@end

@implementation TrapPanel

- (void)setChosen:(NSDictionary *)chosen
{
    NSMutableDictionary *all = [chosen mutableCopy];
    all[@"extra"] = self.extra;
    _chosen = all;
}

- (void)build
{
    self.named = @{@"title": self.title};
    [self.header refreshOwner];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title][extra]|" options:0 metrics:nil views:self.named]];

    // Its own setter adds a key.
    self.chosen = @{@"title": self.title};
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title][extra]|" options:0 metrics:nil views:self.chosen]];

    // A mutable copy of a literal, filled after.
    self.shown = @{@"title": self.title}.mutableCopy;
    [(NSMutableDictionary *)self.shown addEntriesFromDictionary:@{@"extra": self.extra}];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title][extra]|" options:0 metrics:nil views:self.shown]];
}

- (void)buildForDelegate
{
    self.shown = @{@"title": self.title};
    // `self` handed to the delegate, which may set it.
    [self.delegate panelWillLayout:self];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title][extra]|" options:0 metrics:nil views:self.shown]];
}

@end

// Setting another property runs its own setter, which sets the dictionary.
@interface SwitchPanel : UIView
@property (nonatomic) BOOL showsExtra;
@end

@implementation SwitchPanel {
    NSDictionary *_parts;
    UILabel *_title, *_extra;
}

- (void)setShowsExtra:(BOOL)showsExtra
{
    _showsExtra = showsExtra;
    _parts = @{@"title": _title, @"extra": _extra};
}

- (void)build
{
    _parts = @{@"title": _title};
    self.showsExtra = YES;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[title][extra]|" options:0 metrics:nil views:_parts]];
}

@end
