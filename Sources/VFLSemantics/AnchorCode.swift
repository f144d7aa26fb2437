import VFLSyntax

/// AnchorCode writes lowered constraints as `NSLayoutAnchor` code that creates exactly the same
/// constraints, for teams moving off the visual format language.
///
/// Standard spacing becomes the system-spacing anchor API (`equalToSystemSpacingAfter:`), the
/// symbolic equivalent of Apple's `NSSpace(8)`; margins become `layoutMarginsGuide` anchors;
/// constants read from metrics keep the metric's name; priorities below 1000 are set on a
/// named constraint before activation.
public struct AnchorCode {
    /// The target language.
    public enum Language: String, CaseIterable, Sendable {
        case swift
        case objc
    }

    public var language: Language
    public var platform: Platform
    /// The expression for the superview (`view` in a view controller, `contentView` in a cell).
    public var superview: String

    public init(language: Language, platform: Platform, superview: String = "superview") {
        self.language = language
        self.platform = platform
        self.superview = superview
    }

    /// The code activating `constraints`, preceded by a comment with `format`.
    public func code(for constraints: [LayoutConstraint], format: String) -> String {
        var prelude = ""
        var items: [String] = []
        var used: Set<String> = []
        for constraint in constraints {
            let expression = self.expression(constraint)
            if constraint.isRequired {
                items.append(expression)
                continue
            }
            var name = variableName(constraint)
            var suffix = 2
            while used.contains(name) { name = variableName(constraint) + String(suffix); suffix += 1 }
            used.insert(name)
            let priority = NumberFormatting.shortest(constraint.priority)
            switch language {
            case .swift:
                let type = platform == .ios ? "UILayoutPriority" : "NSLayoutConstraint.Priority"
                prelude += "let \(name) = \(expression)\n\(name).priority = \(type)(rawValue: \(priority))\n"
            case .objc:
                prelude += "NSLayoutConstraint *\(name) = \(expression);\n\(name).priority = \(priority);\n"
            }
            items.append(name)
        }
        let comment = "// " + format + "\n"
        guard !items.isEmpty else { return comment + "// (no constraints)\n" }
        switch language {
        case .swift:
            return comment + prelude + "NSLayoutConstraint.activate([\n"
                + items.map { "    \($0),\n" }.joined() + "])\n"
        case .objc:
            return comment + prelude + "[NSLayoutConstraint activateConstraints:@[\n"
                + items.map { "    \($0),\n" }.joined() + "]];\n"
        }
    }

    private func variableName(_ constraint: LayoutConstraint) -> String {
        let attribute = constraint.first.attribute.description
        let item = constraint.first.item == .superview ? superview : constraint.first.item.name
        return item + attribute.prefix(1).uppercased() + attribute.dropFirst()
    }

    /// The anchor expression of one side: `a.leadingAnchor`, `superview.layoutMarginsGuide.topAnchor`.
    private func anchor(_ anchor: LayoutAnchor) -> String {
        let item = anchor.item == .superview ? superview : anchor.item.name
        var attribute = anchor.attribute
        var owner = item
        if let plain = LayoutAnchor.plainAttribute(of: attribute) {
            owner += ".layoutMarginsGuide"
            attribute = plain
        }
        return "\(owner).\(attribute)Anchor"
    }

    private func constantText(_ constraint: LayoutConstraint) -> String {
        constraint.constantMetric ?? NumberFormatting.shortest(constraint.constant)
    }

    /// One constraint-creating expression.
    func expression(_ c: LayoutConstraint) -> String {
        let relation = c.relation == .equal ? "equal" : c.relation == .greaterThanOrEqual ? "greaterThanOrEqual" : "lessThanOrEqual"
        let constant = constantText(c)
        guard let second = c.second else {
            return call(anchor(c.first), [("\(relation)ToConstant", constant)], takesAnchor: false)
        }
        if c.isStandardSpacing && c.constant == Platform.siblingSpacing {
            let direction = c.first.attribute.isHorizontal ? "After" : "Below"
            return call(anchor(c.first), [("\(relation)ToSystemSpacing\(direction)", anchor(second)), ("multiplier", "1")], takesAnchor: true)
        }
        var arguments = [("\(relation)To", anchor(second))]
        if c.constant != 0 || c.constantMetric != nil { arguments.append(("constant", constant)) }
        return call(anchor(c.first), arguments, takesAnchor: true)
    }

    /// A call of an anchor's constraint factory in the target language: Swift
    /// `a.constraint(equalTo: b, constant: 8)`, Objective-C `[a constraintEqualToAnchor:b constant:8]`
    /// (the first label gains `constraint…` and, when it takes an anchor, `…Anchor`).
    private func call(_ receiver: String, _ arguments: [(label: String, value: String)], takesAnchor: Bool) -> String {
        switch language {
        case .swift:
            return "\(receiver).constraint(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        case .objc:
            let parts = arguments.enumerated().map { index, argument -> String in
                guard index == 0 else { return "\(argument.label):\(argument.value)" }
                let label = argument.label.prefix(1).uppercased() + argument.label.dropFirst()
                return "constraint\(label)\(takesAnchor ? "Anchor" : ""):\(argument.value)"
            }
            return "[\(receiver) " + parts.joined(separator: " ") + "]"
        }
    }
}

extension LayoutAnchor {
    /// For a margin attribute, the plain attribute of the margins guide (`leadingMargin` → `leading`).
    static func plainAttribute(of attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
