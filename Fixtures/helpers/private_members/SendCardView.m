#import "SendCardView.h"

@interface SendCardView ()
@property (nonatomic, strong) NSDictionary *subViewsDic;
@property (nonatomic, strong) NSDictionary *cellViews;
@property (nonatomic, strong) NSMutableDictionary *grown;
@property (nonatomic, strong) NSDictionary *custom;
@property (nonatomic, copy) NSString *layoutStr;
@property (nonatomic, copy) NSString *builtStr;
@end

@implementation SendCardView {
    NSDictionary *_rows;
}

// Assigned once, in the method that then lays out: every read sees it (or nil).
- (void)setSubViews {
    [self addSubview:_titleLabel];
    _subViewsDic = NSDictionaryOfVariableBindings(_titleLabel, _sendButton, _arrow);
    _rows = @{@"first": _firstRow, @"second": _secondRow};
    [self setAutoLayout];
}

- (void)setAutoLayout {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[_titleLable]-|" options:0 metrics:nil views:_subViewsDic]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_sendButton]-[_arrow]-|" options:0 metrics:nil views:self.subViewsDic]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[first][secnd]|" options:0 metrics:nil views:_rows]];
}

// Assigned in two places (and emptied): a name in neither throws.
- (void)showImage {
    self.cellViews = NSDictionaryOfVariableBindings(_titleLabel, _imageView);
}

- (void)hideImage {
    self.cellViews = NSDictionaryOfVariableBindings(_titleLabel);
}

- (void)reset {
    self.cellViews = nil;
}

- (void)updateLayout {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_imageView][_titleLabel]|" options:0 metrics:nil views:self.cellViews]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_imageVeiw]|" options:0 metrics:nil views:self.cellViews]];
}

// A format kept in a member, set to one literal or another: each is checked where it is read.
- (void)showArrow {
    self.layoutStr = @"H:|-15-[_titleLabel]-7-[_arrow]-15-|";
    [self applyLayout];
}

- (void)hideArrow {
    self.layoutStr = @"H:|-15-[_titleLabel]-[_arow]-|";
    [self applyLayout];
}

- (void)applyLayout {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:self.layoutStr options:0 metrics:nil views:_subViewsDic]];
}

// A trap: a format member built at run time is not read.
- (void)buildLayout:(CGFloat)inset {
    self.builtStr = [NSString stringWithFormat:@"H:|-%f-[_titleLabel]-|", inset];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:_builtStr options:0 metrics:nil views:_subViewsDic]];
}

// Traps: a mutable dictionary others may fill, a setter of its own.
- (void)grow {
    self.grown = [NSMutableDictionary dictionary];
    [self.delegate fill:self.grown];
}

- (void)layoutGrown {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[anything]|" options:0 metrics:nil views:self.grown]];
}

- (void)setCustom:(NSDictionary *)custom {
    _custom = [custom dictionaryByAddingEntries];
}

- (void)makeCustom {
    self.custom = @{@"one": _titleLabel};
}

- (void)layoutCustom {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[two]|" options:0 metrics:nil views:self.custom]];
}

// A trap: the header's property, which other files may set.
- (void)makeShown {
    self.shown = @{@"one": _titleLabel};
}

- (void)layoutShown {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[two]|" options:0 metrics:nil views:self.shown]];
}

@end

@interface OtherCard ()
@property (nonatomic, strong) NSDictionary *parts;
@end

@implementation OtherCard

// A trap: the member is set through another object too.
- (void)adopt:(OtherCard *)card {
    self.parts = @{@"one": _titleLabel};
    card.parts = @{@"two": _titleLabel};
}

- (void)layoutParts {
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[three]|" options:0 metrics:nil views:self.parts]];
}

@end
