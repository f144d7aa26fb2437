import VFLSyntax

/// LayoutAttribute is `NSLayoutConstraint.Attribute`, with Apple's raw values (spec §7).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Apple's name in lower camel case (`leading`, `trailingMargin`, `lastBaseline`).
    public var description: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// The attribute's margin form (`leading` → `leadingMargin`); itself when it has none.
    public var margin: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }

    /// Whether the attribute is on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute is a left or right edge (Apple marks such constraints `(LTR)`).
    public var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}

/// LayoutItem is a constraint's item: a view by its key in the views dictionary, or the
/// superview of the format's views.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    case view(String)
    case superview

    /// The name used in the machine interface: the view's key, or `|`.
    public var name: String {
        switch self {
        case .view(let name): return name
        case .superview: return "|"
        }
    }

    /// The name used in equations: the view's key, or `superview`.
    public var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "superview"
        }
    }
}

/// LayoutAnchor is an item and one of its attributes.
public struct LayoutAnchor: Hashable, Sendable, CustomStringConvertible {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute)" }
}

/// LayoutConstraint is one constraint exactly as Apple's runtime creates it from a format:
/// `first REL second × multiplier + constant @ priority`, plus where in the format it came from.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// What part of a format a constraint comes from (spec §2 order).
    public enum Origin: String, Hashable, Sendable {
        /// A connection between two views, or between a view and the superview.
        case connection
        /// A view's size predicate.
        case size
        /// An alignment option between two adjacent views.
        case alignment
        /// A layout file's constraint in description syntax (not from a format).
        case equation
    }

    /// The first item and attribute.
    public var first: LayoutAnchor
    /// The relation.
    public var relation: Relation
    /// The second item and attribute, or nil for a constant size.
    public var second: LayoutAnchor?
    /// 1 for every constraint of a format (the language has no multipliers); a layout file's
    /// constraints in description syntax may have another.
    public var multiplier: Double
    /// The constant, with standard spacing resolved by the platform profile.
    public var constant: Double
    /// Whether the constant is Apple's symbolic standard space (printed `NSSpace(8)`).
    public var isStandardSpacing: Bool
    /// The priority, 1000 when required.
    public var priority: Double
    /// The metric the constant was read from, if it was a metric.
    public var constantMetric: String?
    /// Whether every value is known (false when a metric's value was not given).
    public var isExact: Bool
    /// The bytes of the format the constraint comes from.
    public var range: ByteRange
    /// The kind of construct it comes from.
    public var origin: Origin

    public init(first: LayoutAnchor, relation: Relation, second: LayoutAnchor?, constant: Double,
                isStandardSpacing: Bool = false, priority: Double = 1000, constantMetric: String? = nil,
                isExact: Bool = true, range: ByteRange, origin: Origin) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = 1
        self.constant = constant
        self.isStandardSpacing = isStandardSpacing
        self.priority = priority
        self.constantMetric = constantMetric
        self.isExact = isExact
        self.range = range
        self.origin = origin
    }

    /// Whether `other` says the same thing: every field but where it was written (`range`).
    public func hasSameMeaning(as other: LayoutConstraint) -> Bool {
        var moved = other
        moved.range = range
        return moved == self
    }

    /// Whether two lists say the same thing, constraint by constraint in order.
    public static func sameMeaning(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.hasSameMeaning(as: $1) }
    }

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// The constant as Apple prints it: `NSSpace(8)` for standard spacing, else the number.
    public var constantText: String {
        isStandardSpacing ? "NSSpace(\(NumberFormatting.shortest(constant)))" : NumberFormatting.shortest(constant)
    }

    /// `print(constraint)` shows its equation.
    public var description: String { equation }

    /// The constraint as an equation: `b.leading == a.trailing + 8`, `a.width >= 20 @500`.
    public var equation: String {
        var text = "\(first) \(relation)"
        if let second = second {
            text += multiplier == 1 ? " \(second)" : " \(NumberFormatting.shortest(multiplier))*\(second)"
            if isStandardSpacing {
                text += " + " + constantText
            } else if constant != 0 {
                text += constant < 0 ? " - \(NumberFormatting.shortest(-constant))" : " + \(NumberFormatting.shortest(constant))"
            }
        } else {
            text += " " + constantText
        }
        if !isRequired { text += " @\(NumberFormatting.shortest(priority))" }
        return text
    }

    /// The constraint as Apple's `description` prints it (spec §6): spacing between adjacent
    /// edges in visual format (`H:[a]-(8)-[b]`, `V:|-(20)-[a]`, `H:[a]-(NSSpace(8))-|`, `(LTR)`
    /// for left/right), everything else as an equation.
    public var appleDescription: String {
        guard let second = second, let axis = spacingAxis(second) else { return equation }
        var inner = relation == .equal ? "" : relation.description
        inner += constantText
        if !isRequired { inner += "@\(NumberFormatting.shortest(priority))" }
        let lower = second.item == .superview ? "|" : "[\(second.item.name)]"
        let upper = first.item == .superview ? "|" : "[\(first.item.name)]"
        let suffix = first.attribute.isAbsoluteHorizontal || second.attribute.isAbsoluteHorizontal ? "(LTR)" : ""
        return "\(axis):\(lower)-(\(inner))-\(upper)\(suffix)"
    }

    /// The axis letter when the constraint is a gap between adjacent edges Apple prints in
    /// visual format: `upper.lowEdge REL lower.highEdge + c`, the superview by its own edge.
    private func spacingAxis(_ second: LayoutAnchor) -> String? {
        let pairs: [(String, LayoutAttribute, LayoutAttribute)] = [
            ("H", .leading, .trailing), ("H", .left, .right), ("V", .top, .bottom),
        ]
        for (axis, low, high) in pairs {
            let firstOK = first.item == .superview ? first.attribute == high : first.attribute == low
            let secondOK = second.item == .superview ? second.attribute == low : second.attribute == high
            if firstOK && secondOK && first.item != second.item { return axis }
        }
        return nil
    }
}
