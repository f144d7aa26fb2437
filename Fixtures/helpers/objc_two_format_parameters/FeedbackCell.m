#import <UIKit/UIKit.h>

@interface LayoutUtils : NSObject
+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats;
+ (void)place:(NSDictionary *)views into:(UIView *)host formats:(NSArray *)formats lastIf:(BOOL)condition last:(NSString *)last;
@end

@interface FeedbackCell : UITableViewCell
@end

@implementation FeedbackCell

- (void)build:(BOOL)showsDetail {
    UILabel *title = [UILabel new];
    UILabel *detail = [UILabel new];
    NSDictionary *views = NSDictionaryOfVariableBindings(title, detail);
    [LayoutUtils place:views into:self.contentView formats:@[@"|-16-[title]-|", @"V:|-12-[title]"]];
    [LayoutUtils place:views into:self.contentView formats:@[@"|-16-[detial]-|"]];                                   // seeded typo
    [LayoutUtils place:views into:self.contentView formats:@[@"|-16-[detail]-|"] lastIf:showsDetail last:@"V:[title]-[detail]-|"];
    [LayoutUtils place:views into:self.contentView formats:@[] lastIf:showsDetail last:@"V:[title]-[detial]-|"];        // seeded typo
    [LayoutUtils place:views into:self.contentView formats:@[@"H:|[title]|"] lastIf:NO last:nil];                    // no last format
}

@end
