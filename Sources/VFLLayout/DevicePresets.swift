/// DevicePreset is a screen a layout can be solved for: its size in points, its safe-area insets
/// (status bar or sensor housing, home indicator) and its horizontal size class, in portrait or
/// landscape. `device NAME` in a layout file and `vfl solve --sizes NAME,…` use them.
public struct DevicePreset: Sendable {
    public var name: String
    public var size: (width: Double, height: Double)
    public var safeArea: SafeAreaInsets
    public var sizeClass: SizeClass

    /// The presets, portrait first; `-landscape` names the same device turned.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", size: (375, 667), safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0), sizeClass: .compact),
        DevicePreset(name: "iphone-se-landscape", size: (667, 375), safeArea: .zero, sizeClass: .compact),
        DevicePreset(name: "iphone-15", size: (393, 852), safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        DevicePreset(name: "iphone-15-landscape", size: (852, 393), safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59), sizeClass: .compact),
        DevicePreset(name: "iphone-15-pro-max", size: (430, 932), safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        DevicePreset(name: "iphone-15-pro-max-landscape", size: (932, 430), safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59), sizeClass: .regular),
        DevicePreset(name: "ipad", size: (820, 1180), safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        DevicePreset(name: "ipad-landscape", size: (1180, 820), safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
    ]

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
