#import "ProfilePanel.h"

@implementation ProfilePanel

// Reads the panel's own dictionary: each call sent to `self` is checked with what the calling
// method last put in `named`.
- (void)place:(NSString *)format
{
    NSArray *made = [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:self.named];
    [self.view addConstraints:made];
}

// Named like the setter of `named` but taking nothing: no setter (that is `setNamed:`).
- (void)setNamed
{
    [self.view setNeedsLayout];
}

// Reads a dictionary that may grow anywhere: not such a helper's value.
- (void)grow:(NSString *)format
{
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:self.grown]];
}

- (void)loadView
{
    self.view = [UIView new];
    [self.view addSubview:self.nameLabel];
    [self.view addSubview:self.photo];
    self.named = @{@"nameLabel": self.nameLabel, @"photo": self.photo, @"follow": self.follow};
    self.nameLabel.text = @"Name";
    [self.follow setTitle:@"Follow" forState:UIControlStateNormal];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[photo]-[nameLabel]-|" options:0 metrics:nil views:self.named]];
    [self place:@"V:|-[photo]-[folow]"];
    [self place:@"H:|-[photo]-[follow]-|"];
    [self place:@"H:|-[naemLabel]-|"];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.grown = [NSMutableDictionary dictionary];
    [self.follow.layer setValue:self.grown forKey:@"layoutViews"];
    // A mutable dictionary another object holds (and may fill): not checked.
    [self grow:@"H:|-[photo]-|"];
    // Not assigned in this method: not checked.
    [self place:@"H:|-[nameLabel]-|"];
}

@end
