@interface Frame : UIView
- (void)frameAttachItem:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(attach(_:format:));
+ (void)frameHang:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(Frame.hang(_:format:));
- (void)frameTie:(UIView *)item
          format:(NSString *)format __attribute__((swift_name("tie(_:using:)")));
- (void)broken:(UIView *)item format:(NSString *) NS_SWIFT_NAME(broken(::));
- NS_SWIFT_NAME(
@end
void frame_pin(UIView *v) NS_SWIFT_NAME(pin(_:));
- (void)pinItemView:(nullable UIView *)item format:(NSString *)format;
- (void)a:(UIView *)x b:(id)y;
+ (void)a:(UIStackView *)
