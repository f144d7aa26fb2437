import VFLSemantics
import VFLSyntax

/// AutoresizingMask is `UIView.AutoresizingMask`: which of a view's margins and sizes stretch
/// when its superview is resized.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Apple's names of the flags (without the type's prefix).
    public static let names: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// `none`, or flag names joined by `,` or `|` (`flexibleWidth,flexibleBottomMargin`).
    public init?(parsing text: String) {
        self = []
        guard text != "none" else { return }
        for part in text.split(whereSeparator: { $0 == "," || $0 == "|" }) {
            let name = part.hasPrefix(".") ? part.dropFirst() : part
            guard let flag = Self.names.first(where: { $0.name == name })?.flag else { return nil }
            formUnion(flag)
        }
        if text.isEmpty { return nil }
    }

    /// The mask as Apple's logs write it: `h=--& v=--&` (left margin, width, right margin; `&`
    /// flexible, `-` fixed; with nothing flexible on an axis the far margin is shown flexible).
    public var logNotation: String {
        func axis(_ near: AutoresizingMask, _ size: AutoresizingMask, _ far: AutoresizingMask) -> String {
            let nothing = !contains(near) && !contains(size) && !contains(far)
            return (contains(near) ? "&" : "-") + (contains(size) ? "&" : "-") + (contains(far) || nothing ? "&" : "-")
        }
        return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    }
}

/// AutoresizingConstraints are the constraints UIKit makes for a view that keeps
/// `translatesAutoresizingMaskIntoConstraints = true` (Apple's
/// `NSAutoresizingMaskLayoutConstraint`): per axis, the size and the centre as linear functions of
/// the superview's size. The frame was written for a superview of size `designed`; when the
/// superview is `S` points long, the flexible parts share the change `S - designed` in proportion
/// to their designed lengths, the fixed parts keep theirs.
public enum AutoresizingConstraints {
    /// One implicit constraint: `attribute == multiplier × superview's size + constant`, where the
    /// attribute is the view's size (width or height) or its centre relative to the superview's origin.
    public struct Term: Hashable, Sendable {
        public var axis: LayoutAxis
        /// `.width`/`.height` or `.centerX`/`.centerY`.
        public var attribute: LayoutAttribute
        public var multiplier: Double
        public var constant: Double
    }

    /// The four constraints of a view with `frame`, `mask`, in a superview designed `designed` long.
    public static func terms(frame: Frame, mask: AutoresizingMask, designed: (width: Double, height: Double)) -> [Term] {
        let h = axis(position: frame.x, size: frame.width, designed: designed.width,
                     near: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth), far: mask.contains(.flexibleRightMargin))
        let v = axis(position: frame.y, size: frame.height, designed: designed.height,
                     near: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight), far: mask.contains(.flexibleBottomMargin))
        return [
            Term(axis: .horizontal, attribute: .width, multiplier: h.size.k, constant: h.size.c),
            Term(axis: .vertical, attribute: .height, multiplier: v.size.k, constant: v.size.c),
            Term(axis: .horizontal, attribute: .centerX, multiplier: h.position.k + h.size.k / 2, constant: h.position.c + h.size.c / 2),
            Term(axis: .vertical, attribute: .centerY, multiplier: v.position.k + v.size.k / 2, constant: v.position.c + v.size.c / 2),
        ]
    }

    /// Position and size on one axis as `k × S + c` of the superview's length `S`.
    static func axis(position p: Double, size s: Double, designed d: Double, near: Bool, size flexibleSize: Bool, far: Bool)
        -> (position: (k: Double, c: Double), size: (k: Double, c: Double)) {
        let r = d - p - s
        // The share of the change each flexible part takes: in proportion to its designed length,
        // or evenly when those lengths are all 0.
        var parts: [(Bool, Double)] = [(near, p), (flexibleSize, s), (far, r)]
        if !near && !flexibleSize && !far { parts[2].0 = true }     // nothing flexible: the far margin absorbs it
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total != 0 ? parts[index].1 / total : 1 / Double(flexible.count)
        }
        // x = p + share(near) × (S − d); size = s + share(size) × (S − d).
        let kp = share(0), ks = share(1)
        return ((kp, p - kp * d), (ks, s - ks * d))
    }
}
