#import "LayoutUtility.h"

@interface ScoreController : UIViewController
@property (nonatomic, strong) UILabel *scoreLabel;
@property (nonatomic, strong) UILabel *movesLabel;
@property (nonatomic, strong) UIButton *undoButton;
@end

@implementation ScoreController

// The views go to the public method, which hands them on unchanged: the dictionary is known
// exactly at each call, the second call too.
- (void)setUpLabels
{
    NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:
                           self.scoreLabel, @"scoreLabel",
                           self.movesLabel, @"movesLabel",
                           nil];
    NSArray *formats = [NSArray arrayWithObjects:
                        @"H:|-[scoreLabel]-|",
                        @"H:|-[movesLabel]-|",
                        @"V:|-[scoreLabel]-[moveLabel]",
                        nil];
    [LayoutUtility installVisualFormats:formats withViews:views inView:self.view];
    [LayoutUtility installVisualFormats:@[@"V:[movesLabel]-|", @"H:[scroeLabel]"] withViews:views inView:self.view];
}

- (void)setUpButton
{
    NSMutableDictionary *views = [NSMutableDictionary dictionary];
    views[@"undoButton"] = self.undoButton;
    [LayoutUtility installVisualFormats:@[@"H:|-[undoButton]"] withViews:views inView:self.view];
    [views setObject:self.scoreLabel forKey:@"scoreLabel"];
    [LayoutUtility installVisualFormats:@[@"H:[undoButon]-[scoreLabel]"] withViews:views inView:self.view];
}

// Trap: a mutable dictionary handed to a method that is no helper may gain keys there.
- (void)setUpDecorated
{
    NSMutableDictionary *views = [NSMutableDictionary dictionary];
    views[@"undoButton"] = self.undoButton;
    [self decorate:views];
    [LayoutUtility installVisualFormats:@[@"H:|-[undoButton]-[badge]"] withViews:views inView:self.view];
}

- (void)decorate:(NSMutableDictionary *)views
{
    views[@"badge"] = [UIView new];
}

@end
