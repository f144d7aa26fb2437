import VFLSemantics
import VFLSyntax

/// RootKind is what the root view of a layout is: a plain view (its margins are 8 unless the
/// file says otherwise) or a view controller's root view (top and bottom margins 0, leading and
/// trailing the system minimum: 16 in a compact width, 20 in a regular one).
public enum RootKind: String, Sendable {
    case view
    case controller
}

/// SizeClass is the horizontal size class (compact: iPhone portrait; regular: iPad, large iPhones in landscape).
public enum SizeClass: String, Sendable {
    case compact
    case regular
}

/// LayoutDirection is the direction of the whole layout: right to left swaps leading and trailing
/// (and the leading and trailing margins) for every format that does not fix left and right.
public enum LayoutDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// SafeAreaInsets are insets in physical edges (UIKit's `UIEdgeInsets`: top, left, bottom, right).
public struct SafeAreaInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    public static func + (a: SafeAreaInsets, b: SafeAreaInsets) -> SafeAreaInsets {
        SafeAreaInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Directional insets (`EdgeInsets`) as physical edges in `direction`; the inverse of `directional`.
    public init(_ insets: EdgeInsets, _ direction: LayoutDirection) {
        self = direction == .leftToRight ? SafeAreaInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
            : SafeAreaInsets(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
    }

    /// The insets as leading and trailing in `direction`.
    func directional(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight ? EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

/// GuideSpec is a layout guide a layout file declares by name.
public enum GuideSpec: Hashable, Sendable {
    /// `guide NAME in VIEW`: a custom `UILayoutGuide` owned by VIEW (a spacer; only the
    /// layout's constraints place it).
    case custom(owner: String?)
    /// `guide NAME topLayoutGuide`: the legacy top layout guide, from the root's top to the top of
    /// its safe area; formats use it in `views:` (`V:[tlg]-0-[v]`).
    case top
    /// `guide NAME bottomLayoutGuide`: from the bottom of the safe area to the root's bottom.
    case bottom
}

/// The built-in guides every view has, named `VIEW.safeArea`, `VIEW.margins`, `VIEW.readable`.
public enum ViewGuide: String, CaseIterable, Sendable {
    /// `safeAreaLayoutGuide`: the view's frame inset by its safe area.
    case safeArea
    /// `layoutMarginsGuide`: the view's frame inset by its effective layout margins.
    case margins
    /// `readableContentGuide`: within the margins guide, centred, at most `readableWidth` wide.
    case readable

    /// The readable content width at the default text size (Large), in points.
    public static let readableWidth = 672.0

    /// Apple's identifier of the guide, as its logs print it.
    public var appleName: String {
        switch self {
        case .safeArea: return "UIViewSafeAreaLayoutGuide"
        case .margins: return "UIViewLayoutMarginsGuide"
        case .readable: return "UIViewReadableContentGuide"
        }
    }
}

/// ViewHierarchy is the tree of a layout file's views: each view's superview (nil: the root),
/// the layout guides, and the names that are not views. Mistakes (an unknown superview, a cycle,
/// a name that is not a view) are diagnostics.
public struct ViewHierarchy: Sendable {
    /// Each view's superview; nil for a view directly in the root.
    public private(set) var superview: [String: String] = [:]
    /// Every view in an order where a superview comes before its subviews.
    public private(set) var topDown: [String] = []
    /// The superview of each format's views (nil: the root), by format index.
    public private(set) var formatSuperview: [String?] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// The hierarchy of `file`, whose known views are `views`.
    init(file: LayoutFile, views: [String]) {
        let known = Set(views)
        for name in views {
            guard let spec = file.viewSpecs[name], let parent = spec.superview else { continue }
            let at = spec.superviewRange ?? ByteRange(at: 0)
            if file.guides[parent] != nil {
                diagnostics.append(Diagnostic(.viewHierarchy, at, "'\(parent)' is a layout guide, not a view; a view's superview is a view"))
            } else if !known.contains(parent) {
                diagnostics.append(Diagnostic(.viewHierarchy, at, "'\(name)' is placed in '\(parent)', which is not a view of this layout",
                    notes: [DiagnosticNote("declare it with 'view \(parent)', or write 'in root' for the container")]))
            } else {
                superview[name] = parent
            }
        }
        // Cycles: the view whose superview closes a cycle is put in the root. Each view is walked
        // once: a walk stops at a view an earlier walk has shown to reach the root.
        var reachesRoot: Set<String> = []
        for name in views where !reachesRoot.contains(name) {
            var path: [String] = [name], onPath: Set<String> = [name]
            var current = name
            while let parent = superview[current], !reachesRoot.contains(parent) {
                if onPath.contains(parent) {
                    let at = file.viewSpecs[current]?.superviewRange ?? ByteRange(at: 0)
                    let cycle = path[path.firstIndex(of: parent)!...].sorted().joined(separator: ", ")
                    diagnostics.append(Diagnostic(.viewHierarchy, at, "'\(current)' is inside itself: the superviews form a cycle (\(cycle))"))
                    superview[current] = nil
                    break
                }
                path.append(parent)
                onPath.insert(parent)
                current = parent
            }
            reachesRoot.formUnion(path)
        }
        // Superviews before subviews, without recursion (a hierarchy may be thousands deep).
        var placed: Set<String> = []
        for name in views where !placed.contains(name) {
            var chain: [String] = []
            var current: String? = name
            while let view = current, !placed.contains(view) {
                placed.insert(view)
                chain.append(view)
                current = superview[view]
            }
            topDown += chain.reversed()
        }
    }

    /// The superview of the first view of each of `analyses`' formats (what a picture draws a
    /// format in). A format's views may live in different superviews, as Apple's runtime allows:
    /// `|` is the superview of the view next to it (`superview(of:in:)`), and the constraints
    /// between views are installed on their nearest common ancestor, which every view of a
    /// layout has (the root; a view placed outside the layout is reported where it is placed).
    mutating func placeFormats(_ analyses: [FormatAnalysis], file: LayoutFile) {
        formatSuperview = analyses.map { analysis in
            analysis.syntax.views.first { !$0.name.isEmpty }.flatMap { superview(of: analysis.syntax.text($0.name), in: file) }
        }
    }

    /// The superview `|` means next to `view`: its superview, or nil for the root (the legacy
    /// guides belong to the root: they sit beside the root's subviews).
    func superview(of view: String, in file: LayoutFile) -> String? {
        file.guides[view] != nil ? nil : superview[view]
    }

    static func describe(_ superview: String?) -> String { superview.map { "'\($0)'" } ?? "the root view" }

    /// The depth of `view` below the root (1 for the root's subviews).
    public func depth(of view: String) -> Int {
        var depth = 1
        var current = view
        while let parent = superview[current] {
            depth += 1
            current = parent
        }
        return depth
    }
}

extension LayoutFile {
    /// The one word after `keyword` as one of `T`'s raw values, or nil with a diagnostic listing them.
    mutating func choice<T: RawRepresentable>(_ keyword: Word, _ arguments: [Word], _ values: [T], note: String = "") -> T?
        where T.RawValue == String {
        if arguments.count == 1, let value = T(rawValue: text(arguments[0])) { return value }
        let list = values.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        if let extra = arguments.first { problem(extra, "'\(text(keyword))' is \(list)\(note)") }
        else { problem(after: keyword, "'\(text(keyword))' needs \(list)") }
        return nil
    }

    mutating func parseDirection(_ keyword: Word, _ arguments: [Word]) {
        if let value = choice(keyword, arguments, [LayoutDirection.leftToRight, .rightToLeft]) { direction = value }
    }

    mutating func parseSafeArea(_ keyword: Word, _ arguments: [Word]) {
        let values = arguments.map { LayoutFile.number(Substring(text($0))) }
        var insets: SafeAreaInsets? = nil
        if values.count == 1, let all = values[0], all >= 0 {
            insets = SafeAreaInsets(top: all, left: all, bottom: all, right: all)
        } else if values.count == 4, let t = values[0], let l = values[1], let b = values[2], let r = values[3], min(t, l, b, r) >= 0 {
            insets = SafeAreaInsets(top: t, left: l, bottom: b, right: r)
        }
        guard let insets else {
            let what = text(keyword)
            if let first = arguments.first { problem(first, "'\(what)' takes one number, or four: top left bottom right (points, not negative)") }
            else { problem(after: keyword, "'\(what)' needs one number, or four: top left bottom right") }
            return
        }
        if text(keyword) == "safearea" { safeArea = insets } else { additionalSafeArea = insets }
    }

    mutating func parseDesigned(_ keyword: Word, _ arguments: [Word]) {
        guard arguments.count == 1, let (w, h) = LayoutFile.pair(text(arguments[0])), w > 0, h > 0 else {
            if let extra = arguments.first { problem(extra, "'designed' takes one WIDTHxHEIGHT: the root's size the frames were written for") }
            else { problem(after: keyword, "'designed' needs WIDTHxHEIGHT, like 'designed 320x480'") }
            return
        }
        designed = (w, h)
    }

    mutating func parseRoot(_ keyword: Word, _ arguments: [Word]) {
        if let kind = choice(keyword, arguments, [RootKind.view, .controller], note: " (a view controller's root view)") { root = kind }
    }

    mutating func parseSizeClass(_ keyword: Word, _ arguments: [Word]) {
        if let value = choice(keyword, arguments, [SizeClass.compact, .regular], note: " (the horizontal size class)") { sizeClass = value }
    }

    mutating func parseDevice(_ keyword: Word, _ arguments: [Word]) {
        guard arguments.count == 1, let preset = DevicePreset.named(text(arguments[0])) else {
            let list = DevicePreset.all.map(\.name).joined(separator: ", ")
            if let extra = arguments.first { problem(extra, "unknown device '\(text(extra))'; known: \(list)") }
            else { problem(after: keyword, "'device' needs a preset: \(list)") }
            return
        }
        apply(preset)
    }

    /// Sets the size, safe area, size class and platform of `preset` (later lines may override them).
    public mutating func apply(_ preset: DevicePreset) {
        device = preset
        size = preset.size
        safeArea = preset.safeArea
        sizeClass = preset.sizeClass
        platform = .ios
    }

    mutating func parseGuide(_ keyword: Word, _ arguments: [Word]) {
        guard let nameWord = arguments.first, LayoutFile.isName(Substring(text(nameWord))) else {
            if let word = arguments.first { problem(word, "'guide' is followed by the guide's name") }
            else { problem(after: keyword, "'guide' needs a name, then 'in VIEW', 'topLayoutGuide' or 'bottomLayoutGuide'") }
            return
        }
        let name = text(nameWord)
        let rest = arguments.dropFirst().map(text)
        switch rest {
        case ["topLayoutGuide"]: guides[name] = .top
        case ["bottomLayoutGuide"]: guides[name] = .bottom
        case _ where rest.count == 2 && rest[0] == "in" && LayoutFile.isName(Substring(rest[1])):
            guides[name] = .custom(owner: rest[1] == "root" ? nil : rest[1])
        default:
            problem(arguments.count > 1 ? arguments[1] : nameWord,
                    "a guide is 'guide NAME in VIEW' (a custom layout guide), 'guide NAME topLayoutGuide' or 'guide NAME bottomLayoutGuide'")
        }
    }

    /// One number, or four separated by commas (`8` or `8,20,8,20`).
    static func insets(_ text: String) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { number($0) }
        if parts.count == 1, let all = parts[0] { return [all, all, all, all] }
        guard parts.count == 4 else { return nil }
        let values = parts.compactMap { $0 }
        return values.count == 4 ? values : nil
    }
}

extension ViewSpec {
    /// The attribute words of a `view` line.
    static let attributes: Set<String> = ["intrinsic", "hugging", "compression", "baseline", "in", "margins", "frame",
                                          "autoresizing", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"]
    static let attributeSummary = "intrinsic WxH, hugging H[,V], compression H[,V], baseline N, in SUPERVIEW, margins T,L,B,T, "
        + "frame X,Y,W,H, autoresizing MASK, preservesSuperviewLayoutMargins true|false or insetsLayoutMarginsFromSafeArea true|false"
}

/// LayoutEquation is a constraint a layout file writes in Apple's description syntax, for what
/// VFL cannot say (centring, multipliers, guides): `a.centerX == b.centerX`,
/// `a.width == 0.5*b.width + 8 @750`, `title.top == card.safeArea.top`. `root` is the container.
public struct LayoutEquation: Sendable {
    /// The constraint; its range is the line's statement in the file.
    public var constraint: LayoutConstraint
    /// The 1-based line.
    public var line: Int
}

extension LayoutFile {
    mutating func parseEquation(_ range: ByteRange, line: Int) {
        let text = String(decoding: source[range.lowerBound..<range.upperBound], as: UTF8.self)
        // An item is a name, or a name and a guide (`card.margins`, `root.safeArea`).
        let parsed = ConstraintEquation<String>.parse(text, whole: true) { cursor in
            let name = cursor.identifier()
            guard !name.isEmpty, name.first?.isNumber == false else { return nil }
            // `name.guide.attribute`: the guide belongs to the item when another attribute follows.
            let save = cursor
            if cursor.peek == "." {
                cursor.advance()
                let guide = cursor.identifier()
                if !guide.isEmpty, cursor.peek == "." { return name + "." + guide }
            }
            cursor = save
            return name
        }
        guard let parsed, parsed.firstAttribute != .notAnAttribute, (parsed.priority ?? 1000) > 0, (parsed.priority ?? 1000) <= 1000,
              parsed.multiplier.isFinite, parsed.constant.isFinite else {
            diagnostics.append(Diagnostic(.layoutFileSyntax, range,
                "not a constraint: write ITEM.ATTRIBUTE == [MULTIPLIER*]ITEM.ATTRIBUTE [+ CONSTANT] [@PRIORITY], like 'a.width == 0.5*b.width + 8 @750'"))
            return
        }
        func item(_ name: String) -> LayoutItem { name == "root" ? .superview : .view(name) }
        var constraint = LayoutConstraint(first: LayoutAnchor(item(parsed.firstItem), parsed.firstAttribute), relation: parsed.relation,
                                          second: parsed.secondItem.map { LayoutAnchor(item($0), parsed.secondAttribute) },
                                          constant: parsed.constant, priority: parsed.priority ?? 1000, range: range, origin: .equation)
        constraint.multiplier = parsed.secondItem == nil ? 1 : parsed.multiplier
        equations.append(LayoutEquation(constraint: constraint, line: line))
    }
}

extension LayoutConstraint {
    /// The view a constraint names (the last one, for a constraint between two views): for a
    /// constraint to `|`, the view next to it, whose superview `|` is.
    var namedView: String? {
        if case .view(let name)? = second?.item { return name }
        if case .view(let name) = first.item { return name }
        return nil
    }
}
