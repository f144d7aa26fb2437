- (void)build {
    if (c == '"' || c == '\'') { [self.button.widthAnchor constraintEqualToConstant:44].active = YES; }
    NSString *s = @"[x.heightAnchor constraintEqualToConstant:1]";
    [self.title.leadingAnchor constraintGreaterThanOrEqualToAnchor:self.avatar.trailingAnchor constant:12].active = YES;
    [badge.heightAnchor constraintEqualToAnchor:badge.widthAnchor multiplier:0.5 constant:-4].active = YES;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[title(20)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(title)]];
}
