import VFLLayout
import VFLSemantics
import VFLSyntax

/// LogItem is a view or layout guide as Auto Layout's logs name it: `UILabel:0x7f8c…'Title'`.
public struct LogItem: Hashable, Sendable {
    /// The class, module-qualified when the log writes it so (`MyApp.AvatarView`).
    public var className: String
    /// The address, which identifies the item within one log (`0x7f8c…`).
    public var address: String
    /// The label or guide name the log gives in quotes (`'Title'`, `'UIViewSafeAreaLayoutGuide'`).
    public var label: String?
    /// The name the log writes in place of the class and address: a view's accessibility
    /// identifier, which the status maps to its address (`avatar.width == 40 (active, names:
    /// avatar:0x7f01 )`), or a Masonry key (`UIView:avatar.width`, where the key stands in for
    /// the address too).
    public var name: String? = nil

    /// The content of a scroll view, whose size is apart from the view's own: the item at the
    /// view's address with `.content` after it.
    public var content: LogItem {
        var item = self
        item.address += Self.contentSuffix
        return item
    }

    /// The scroll view whose content this item is (`content`), if it is one.
    public var contentOwner: LogItem? {
        guard address.hasSuffix(Self.contentSuffix) else { return nil }
        var owner = self
        owner.address.removeLast(Self.contentSuffix.count)
        return owner
    }

    static let contentSuffix = ".content"

    /// A short name for explanations: the name, the class and label, or the class and the
    /// address's end.
    public var displayName: String {
        if let contentOwner { return contentOwner.displayName + "'s content" }
        if let name { return className.isEmpty ? name : "\(className):\(name)" }
        if let label, !label.isEmpty { return "\(className)'\(label)'" }
        return "\(className):…\(address.suffix(4))"
    }

    /// The item as the log writes it: `UILabel:0x7f01'Title'`, `avatar:0x7f01`, `UIView:avatar`.
    public var logText: String {
        if let name { return className.isEmpty ? "\(name):\(address)" : "\(className):\(name)" }
        return "\(className):\(address)" + (label.map { "'\($0)'" } ?? "")
    }
}

/// LogConstraint is one constraint as a log describes it, read into first item and attribute,
/// relation, second item and attribute, multiplier, constant and priority.
public struct LogConstraint: Sendable {
    /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, a
    /// Masonry or SnapKit subclass…) and address.
    public var className: String
    public var address: String
    /// Its identifier (`'UIView-Encapsulated-Layout-Width'`), if any.
    public var identifier: String?
    /// An autoresizing constraint's mask (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// Where a SnapKit or Masonry constraint was made (`ProfileView.swift#42`), when the log says.
    public var sourceLocation: String? = nil
    /// The container the log names `'|'` (a VFL-like description's superview, or an
    /// autoresizing constraint's), when it does.
    public var superview: LogItem? = nil
    public var firstItem: LogItem?
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondItem: LogItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The description as the log wrote it (between `<` and `>`).
    public var text: String
    /// The 1-based line of the log it starts on.
    public var line: Int
    /// False when the log leaves the value out (iOS 6: `UIButton:0x….midX ==`): `constant` is
    /// then 0 and means nothing.
    public var constantIsKnown = true

    /// The constraint as an equation in the log's own names (`UILabel'Title'.width == 70`).
    public var equation: String {
        func side(_ item: LogItem?, _ attribute: LayoutAttribute) -> String { "\(item?.displayName ?? "?").\(attribute)" }
        var rhs = ""
        if let secondItem {
            rhs = (multiplier == 1 ? "" : "\(NumberFormatting.shortest(multiplier))*") + side(secondItem, secondAttribute)
            if constant != 0 { rhs += constant < 0 ? " - \(NumberFormatting.shortest(-constant))" : " + \(NumberFormatting.shortest(constant))" }
        } else {
            rhs = NumberFormatting.shortest(constant)
        }
        if !constantIsKnown { rhs = secondItem == nil ? "?" : rhs + " + ?" }
        return "\(side(firstItem, firstAttribute)) \(relation) \(rhs)" + (priority < 1000 ? " @\(NumberFormatting.shortest(priority))" : "")
    }
}

extension LogConstraint {
    /// A content-size constraint (`width == 111 Hug:250 CompressionResistance:750`) is two: the
    /// size at most its content's at the hugging priority, at least it at the compression
    /// resistance. Only a required part can take part in a conflict, so the constraint is read as
    /// that part (`>=` when only the resistance is required), or as an equality at the higher of
    /// the two priorities when neither is.
    mutating func applyContentSizePriorities(_ priorities: (hug: Double, resistance: Double)) {
        guard relation == .equal else { return }
        switch (priorities.hug >= 1000, priorities.resistance >= 1000) {
        case (true, true): priority = 1000
        case (false, true): (relation, priority) = (.greaterThanOrEqual, 1000)
        case (true, false): (relation, priority) = (.lessThanOrEqual, 1000)
        case (false, false): priority = max(priorities.hug, priorities.resistance)
        }
    }

    /// Whether the system made this constraint, so no code of the app's did: by its class
    /// (autoresizing, content size), its identifier (`UIView-Encapsulated-Layout-Width`,
    /// `UISV-spacing`, `_UITemporaryLayoutWidth`, `NSView-…`), or because every view it names is
    /// one of the system's own (a bar's or a player's insides).
    public var isSystemMade: Bool {
        if className.hasSuffix("AutoresizingMaskLayoutConstraint") || className.contains("ContentSize")
            || identifier.map(Self.isSystemIdentifier) == true {
            return true
        }
        guard let firstItem else { return false }
        return LogExplainer.isSystemView(firstItem.className) && (secondItem.map { LogExplainer.isSystemView($0.className) } ?? true)
    }

    /// Whether an attribute is a margin (`leadingMargin`, `topMargin`…), whose size the log
    /// does not give.
    var usesMargins: Bool { firstAttribute.description.hasSuffix("Margin") || secondAttribute.description.hasSuffix("Margin") }

    /// An identifier UIKit or AppKit gives the constraints it makes.
    public static func isSystemIdentifier(_ identifier: String) -> Bool {
        ["UIView-", "NSView-", "UISV-", "_UI", "UIStackView-", "NSStackView-"].contains { identifier.hasPrefix($0) }
    }
}

/// ConflictLog is one "Unable to simultaneously satisfy constraints" report: the constraints it
/// lists and the one the runtime broke.
public struct ConflictLog: Sendable {
    /// The 1-based line of the report's first line.
    public var line: Int
    public var constraints: [LogConstraint]
    /// The index in `constraints` of the broken one (matched by address), if the log names it.
    public var broken: Int?
    /// Descriptions in the report that could not be read, with their lines.
    public var unreadable: [(line: Int, text: String)]
    /// Whether the report is cut off: the text ends, or another report begins, before its list
    /// closes and before it names the broken constraint (a paste cut short, a truncated
    /// issue), so constraints it does not show may be part of the conflict.
    public var isCutOff = false

    /// Autoresizing constraints whose superview the log does not name, and the view taken to be
    /// it (see `RuntimeLog.placeAutoresizingOrigins`).
    /// `sibling` is the view it is constrained to whose superview that is (nil: it is constrained
    /// to the superview itself).
    public var assumedSuperviews: [(constraint: Int, superview: LogItem, sibling: LogItem?)] = []

    /// Whether the broken constraint is missing from the list (which always has it): part of
    /// the list was left out of the paste.
    public var brokenWasNotListed = false
    /// Whether the system log redacted the report's descriptions as `<private>`.
    public var isRedacted = false
    /// Whether the paste is the list of constraints alone, without the report around it: which
    /// one the runtime broke is not known, and a list without its `)` is not taken as cut off.
    public var isBareList = false
    /// Whether the report's "Will attempt to recover by breaking constraint" line was pasted
    /// (read or not): without it, which one the runtime broke is not known.
    public var recoveryLineSeen = false

    /// Whether the broken constraint's line names other addresses than the list, but is the
    /// same constraint as one listed (a paste that joins two runs, or two views of one kind): it
    /// is taken to be that one.
    public var brokenIsFromAnotherRun = false

    /// Whether everything the report lists was read: no description left unread, not cut off,
    /// nothing left out or redacted.
    public var isComplete: Bool { unreadable.isEmpty && !isCutOff && !brokenWasNotListed && !isRedacted }
}

/// AmbiguityTrace is the part of an `_autolayoutTrace` (or `[view _autolayoutTrace]`) print-out
/// that names ambiguous views: `*UILabel:0x…'Hello'- AMBIGUOUS LAYOUT for UILabel:0x…'Hello'.minX{id: 32}, …`.
public struct AmbiguityTrace: Sendable {
    /// The 1-based line of the trace's first line read.
    public var line: Int
    /// Each ambiguous item with the quantities the engine cannot determine (`minX`, `Width`…),
    /// none when the trace does not list them (older systems, a window's line).
    public var ambiguous: [(item: LogItem, attributes: [String], line: Int)]
    /// Layout-engine hosts the trace marks "MISSING HOST CONSTRAINTS": views whose own place
    /// is not set by constraints, which leaves the views inside them ambiguous too.
    public var missingHosts: [(item: LogItem, line: Int)] = []
    /// Windows whose line is marked "AMBIGUOUS LAYOUT" without naming quantities: the window
    /// whose layout holds the ambiguous views (listed as ambiguous only when nothing else is).
    public var markedWindows: [(item: LogItem, line: Int)] = []
}
