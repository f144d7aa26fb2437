#import <UIKit/UIKit.h>

// self.title and _title are one view; an opt-out in a lazy getter, through the setter or on the
// instance variable counts for the property.
@implementation DetailHeader

- (UILabel *)title {
    if (!_title) {
        _title = [UILabel new];
        _title.translatesAutoresizingMaskIntoConstraints = NO;
    }
    return _title;
}

- (void)setUp {
    _subtitle = [[UILabel alloc] init];
    [_subtitle setTranslatesAutoresizingMaskIntoConstraints:NO];
    self.caption = [UILabel new];
    self.caption.translatesAutoresizingMaskIntoConstraints = NO;
    UIView *divider = [[UIView alloc] initWithFrame:CGRectZero];
    [self addSubview:self.title]; [self addSubview:_subtitle]; [self addSubview:_caption]; [self addSubview:divider];
    NSDictionary *views = @{@"title": self.title, @"subtitle": self.subtitle, @"caption": _caption, @"divider": divider};
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[title]-[subtitle]-[caption]-[divider(1)]-|" options:0 metrics:nil views:views]];
}

@end
