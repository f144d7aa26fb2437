/// FormatOptions is `NSLayoutConstraint.FormatOptions`, with Apple's raw values (spec §4).
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Also spelled `alignAllBaseline`.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// Every alignment bit, with the attribute it aligns, in ascending bit order.
    public static let alignments: [(option: FormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The alignment bits that align along the horizontal axis (an error in `H:` formats).
    public static let horizontalAlignments: FormatOptions = [
        .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ]
    /// The alignment bits that align along the vertical axis (an error in `V:` formats).
    public static let verticalAlignments: FormatOptions = [
        .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    /// Both direction bits.
    public static let directionMask: FormatOptions = [.directionLeftToRight, .directionRightToLeft]

    /// Apple's option names without the `NSLayoutFormat`/`.` prefix, in bit order.
    /// `alignAllBaseline` is an accepted alias of `alignAllLastBaseline`; the `0`-valued defaults
    /// are accepted and add nothing.
    public static let names: [(name: String, option: FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", []), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingEdgeToEdge", []),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The option called `name` (Apple's name, optionally with a leading `.` or the
    /// Objective-C prefix `NSLayoutFormat`), or nil.
    public init?(name: String) {
        var key = Substring(name)
        if key.hasPrefix(".") { key = key.dropFirst() }
        if key.hasPrefix("NSLayoutFormat") {
            key = key.dropFirst("NSLayoutFormat".count)
            guard let first = key.first else { return nil }
            key = Substring(String(first).lowercased() + key.dropFirst())
        }
        guard let entry = FormatOptions.names.first(where: { $0.name == key }) else { return nil }
        self = entry.option
    }

    /// The names of the set bits, in bit order (`[]` for none).
    public var names: [String] {
        var result: [String] = []
        var seen: FormatOptions = []
        for (name, option) in FormatOptions.names where !option.isEmpty && contains(option) && !seen.contains(option) {
            result.append(name)
            seen.insert(option)
        }
        return result
    }

    /// Whether the direction bits select left/right attributes with right-to-left roles.
    /// Both bits set behaves as left-to-right (spec §2).
    @inlinable public var isRightToLeft: Bool { intersection(.directionMask) == .directionRightToLeft }
    /// Whether the direction bits select left/right attributes.
    @inlinable public var usesAbsoluteDirection: Bool { !intersection(.directionMask).isEmpty }
}

/// Platform is the profile that resolves standard spacing to the superview (spec §3).
public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// iOS 8 and later: `|-` and `-|` pin to the superview's layout margins with constant 0.
    case ios
    /// macOS: `|-` and `-|` are the standard space of 20 points to the superview's edge.
    case macos

    /// The standard space between sibling views (`]-[`): 8 on both platforms.
    public static let siblingSpacing: Double = 8
    /// The standard space to the superview's edge where margins are not used (macOS): 20.
    public static let superviewSpacing: Double = 20
}
