#import "Profile.h"

@implementation Profile

- (void)viewDidLoad
{
    [super viewDidLoad];
    UIImageView *avatar = [UIImageView new];
    UILabel *name = [UILabel new];
    UILabel *bio = [UILabel new];
    PREPARE(avatar);
    PREPARE(name);
    PREPARE(bio);
    [self.view addSubview:avatar];
    [self.view addSubview:name];
    [self.view addSubview:bio];

    PIN(self.view, avatar, @"H:|-[avatar(64)]");
    PIN(self.view, avatar, @"V:|-[avatr(64)]");
    PIN_VIEWS(self.view, @"H:[avatar]-[name]-|", NSLayoutFormatAlignAllTop, NSDictionaryOfVariableBindings(avatar, name));
    PIN_VIEWS(self.view, @"V:[name]-[boi]", 0, NSDictionaryOfVariableBindings(name, bio));
    STRETCH_H(self.view, bio);

    NSDictionary *views = NSDictionaryOfVariableBindings(avatar, name, bio);
    NSDictionary *metrics = @{@"gap": @12};
    VISUALLY(@"V:[avatar]-gap-[bio]");
    VISUALLY(@"H:|-gpa-[bio]-|");

    self.rows = ROW(@"H:|[row]|", bio);
}

- (NSArray *)badgeConstraints:(UIView *)badge
{
    return CONSTRAINTS(@"H:[bdage(==20)]", NSDictionaryOfVariableBindings(badge));
}

- (NSArray *)titleConstraints:(UIView *)title
{
    return CONSTRAINTS(@"H:|[title]|", @{@"titel": title});
}

@end
