#import "Frame.h"

@implementation Frame
- (void)frameAttachItem:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)cardPinItemView:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// Named by hand too, and overridden nowhere: its calls are read.
- (void)frameHang:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// Named through the project's own macro.
- (void)frameLatchItem:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// Imported as `dock(_:in:format:)`: the label drops the words of its parameter's type too.
- (void)dockView:(UIView *)item inView:(UIView *)container format:(NSString *)format
{
    [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// A Swift override of a like name whose labels this selector cannot be imported as: read.
- (void)frameGlueItem:(UIView *)item toView:(UIView *)other format:(NSString *)format
{
    [other addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

// Named through a macro whose name says nothing; a class method; one Swift imports as `throws`.
- (void)frameBindItem:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

+ (void)frameClampView:(UIView *)item inView:(UIView *)container format:(NSString *)format
{
    [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (BOOL)frameWeldItem:(UIView *)item format:(NSString *)format error:(NSError **)error
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
    return YES;
}

// Overridden as `async` (the completion handler goes), as `throws` under a name given by hand
// without `error:`, as a property's setter, and under backticked names.
- (void)frameDockItem:(UIView *)item format:(NSString *)format completionHandler:(void (^)(void))completionHandler
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
    completionHandler();
}

// An `async` method cannot override this one: its last piece takes no completion handler. Read.
- (void)frameSnapItem:(UIView *)item format:(NSString *)format animated:(BOOL)animated
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (BOOL)frameFuseItem:(UIView *)item format:(NSString *)format error:(NSError **)error
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
    return YES;
}

- (void)setRowFormat:(NSString *)rowFormat
{
    _rowFormat = [rowFormat copy];
    UIView *item = self.subviews.firstObject;
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:rowFormat options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)frameTie:(UIView *)item format:(NSString *)format
{
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)frameSpan:(UIView *)item inView:(UIView *)container format:(NSString *)format
{
    [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:NSDictionaryOfVariableBindings(item)]];
}

- (void)layOut:(UILabel *)label
{
    // Traps: a Swift subclass overrides both under their Swift names (`FramedCard.swift`),
    // with a key of its own.
    [self frameAttachItem:label format:@"H:|-[item]-[badge]-|"];
    [self cardPinItemView:label format:@"V:|-[item]-[badge]-|"];
    [self frameHang:label format:@"H:|-[item]-[badeg]-|"];
    [self frameLatchItem:label format:@"V:|-[item]-[badge]|"];
    [self dockView:label inView:self format:@"H:|[item]-[badge]|"];
    [self frameGlueItem:label toView:self format:@"V:|[item]-[badeg]|"];
    [self frameBindItem:label format:@"H:[item]-[badge]|"];
    [[self class] frameClampView:label inView:self format:@"V:[item]-[badge]|"];
    [self frameWeldItem:label format:@"H:|[item][badge]" error:NULL];
    [self frameDockItem:label format:@"V:|[item][badge]" completionHandler:^{}];
    [self frameSnapItem:label format:@"V:|-[item][badeg]" animated:NO];
    [self frameFuseItem:label format:@"H:[item][badge]-|" error:NULL];
    [self setRowFormat:@"V:[item][badge]-|"];
    [self frameTie:label format:@"H:|-(8)-[item][badge]"];
    [self frameSpan:label inView:self format:@"V:|-(8)-[item][badge]"];
}
@end
