#import <UIKit/UIKit.h>

@implementation MenuCell

- (void)setUp
{
    // Never opted out here: the helper does it, in another file. No warning.
    UIImageView *icon = [UIImageView new];
    UILabel *caption = [UILabel new];
    [self.contentView addSubview:icon];
    [self.contentView addSubview:caption];
    // A dictionary made by a literal cannot gain keys in the call it is passed to.
    NSDictionary *views = @{@"icon": icon, @"caption": caption};
    [self.contentView layoutViews:views withFormats:@[@"H:|-[icon(24)]-[caption]-|", @"V:|-[capton]-|"]];
    [self.contentView addFormat:@"V:|-[v0]-[v1]-|" forViews:@[icon]];
}

@end
