#import <UIKit/UIKit.h>

#define FRAME_SWIFT_NAME(name) NS_SWIFT_NAME(name)
#define FRAMENAME(name) NS_SWIFT_NAME(name)

// Objective-C helpers Swift knows by other names: one given by hand, one by the words Swift's
// import drops from a first piece that repeats its parameter's type.
@interface Frame : UIView
- (void)frameAttachItem:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(attach(_:format:));
- (void)cardPinItemView:(UIView *)item format:(NSString *)format;
- (void)frameHang:(UIView *)item format:(NSString *)format
    NS_SWIFT_NAME(hang(_:format:));
- (void)frameLatchItem:(UIView *)item format:(NSString *)format FRAME_SWIFT_NAME(latch(_:format:));
- (void)dockView:(UIView *)item inView:(UIView *)container format:(NSString *)format;
- (void)frameGlueItem:(UIView *)item toView:(UIView *)other format:(NSString *)format;
- (void)frameBindItem:(UIView *)item format:(NSString *)format FRAMENAME(bind(_:format:));
+ (void)frameClampView:(UIView *)item inView:(UIView *)container format:(NSString *)format;
- (BOOL)frameWeldItem:(UIView *)item format:(NSString *)format error:(NSError **)error;
- (void)frameDockItem:(UIView *)item format:(NSString *)format completionHandler:(void (^)(void))completionHandler;
- (void)frameSnapItem:(UIView *)item format:(NSString *)format animated:(BOOL)animated;
- (BOOL)frameFuseItem:(UIView *)item format:(NSString *)format error:(NSError **)error NS_SWIFT_NAME(fuse(_:format:));
- (void)frameTie:(UIView *)item format:(NSString *)format;
- (void)frameSpan:(UIView *)item inView:(UIView *)container format:(NSString *)format;
@property (nonatomic, copy) NSString *rowFormat;
- (void)layOut:(UILabel *)label;
@end
