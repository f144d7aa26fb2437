import VFLSolver
import VFLSemantics
import VFLSyntax

/// AttributeFunction is an attribute as a linear function of a view's frame,
/// `x·X + y·Y + width·W + height·H + constant`: the one definition both the solver's expressions
/// and the evaluation of solved frames use. Leading is left (layouts are solved left to right);
/// a baseline is `baseline` points below the top, or the bottom edge when none is declared.
struct AttributeFunction {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0, constant = 0.0

    /// `margins` are directional (leading and trailing). Right to left puts the leading edge
    /// (and the leading margin) on the right, and measures leading and trailing positions from
    /// right to left (their negated x), so a constant moves towards the trailing side as UIKit's
    /// does: `a.leading == b.trailing + 8` puts `a` 8 points left of `b`.
    init(_ attribute: LayoutAttribute, margins m: EdgeInsets, baseline: Double?, direction: LayoutDirection = .leftToRight) {
        let rtl = direction == .rightToLeft
        let leftMargin = rtl ? m.trailing : m.leading, rightMargin = rtl ? m.leading : m.trailing
        switch attribute {
        case .left: x = 1
        case .right: x = 1; width = 1
        case .leading:
            if rtl { x = -1; width = -1 } else { x = 1 }
        case .trailing:
            if rtl { x = -1 } else { x = 1; width = 1 }
        case .top: y = 1
        case .bottom: y = 1; height = 1
        case .width: width = 1
        case .height: height = 1
        case .centerX: x = 1; width = 0.5
        case .centerY: y = 1; height = 0.5
        case .firstBaseline, .lastBaseline:
            y = 1
            if let baseline { constant = baseline } else { height = 1 }
        case .leftMargin: x = 1; constant = leftMargin
        case .rightMargin: x = 1; width = 1; constant = -rightMargin
        case .leadingMargin:
            if rtl { x = -1; width = -1; constant = m.leading } else { x = 1; constant = m.leading }
        case .trailingMargin:
            if rtl { x = -1; constant = -m.trailing } else { x = 1; width = 1; constant = -m.trailing }
        case .topMargin: y = 1; constant = m.top
        case .bottomMargin: y = 1; height = 1; constant = -m.bottom
        case .centerXWithinMargins: x = 1; width = 0.5; constant = (leftMargin - rightMargin) / 2
        case .centerYWithinMargins: y = 1; height = 0.5; constant = (m.top - m.bottom) / 2
        case .notAnAttribute: break
        }
    }
}

/// Frame is a solved rectangle.
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Axis of a layout question: horizontal (x, width) or vertical (y, height).
public enum LayoutAxis: String, Hashable, Sendable {
    case horizontal
    case vertical
}

/// ConstraintSource says where a solver constraint of a layout came from.
public enum ConstraintSource: Hashable, Sendable, CustomStringConvertible {
    /// A constraint lowered from format number `format` of the layout.
    case format(Int, LayoutConstraint)
    /// The container's given width or height (and its origin at 0).
    case containerSize(LayoutAxis, Double)
    /// A view's content hugging: size <= intrinsic.
    case hugging(String, LayoutAxis, Double)
    /// A view's compression resistance: size >= intrinsic.
    case compressionResistance(String, LayoutAxis, Double)
    /// A layout file's constraint in description syntax.
    case equation(LayoutConstraint)
    /// An implicit constraint of a view that keeps its autoresizing mask (Apple's
    /// `NSAutoresizingMaskLayoutConstraint`): the view, its mask as the log writes it, its superview.
    case autoresizing(String, mask: String, AutoresizingConstraints.Term, superview: String)
    /// A constraint the system makes for a layout guide (`card.safeArea.top == card.top + 20`).
    case guide(String, String)
    /// No frame has a negative width or height (what `limits` assumes of every view).
    case nonNegativeSize(String, LayoutAxis)

    public var description: String {
        switch self {
        case .format(_, let constraint): return constraint.equation
        case .containerSize(let axis, let value):
            return "superview.\(axis == .horizontal ? "width" : "height") == \(NumberFormatting.shortest(value)) (container size)"
        case .hugging(let view, let axis, let value):
            return "\(view).\(axis == .horizontal ? "width" : "height") <= \(NumberFormatting.shortest(value)) (content hugging)"
        case .compressionResistance(let view, let axis, let value):
            return "\(view).\(axis == .horizontal ? "width" : "height") >= \(NumberFormatting.shortest(value)) (compression resistance)"
        case .equation(let constraint): return constraint.equation
        case .autoresizing(let view, let mask, let term, let superview):
            let attribute = term.attribute == .centerX ? "midX" : term.attribute == .centerY ? "midY" : "\(term.attribute)"
            let size = term.axis == .horizontal ? "width" : "height"
            var rhs = term.multiplier == 0 ? "" : (term.multiplier == 1 ? "" : LayoutNumber.text(term.multiplier) + "*") + "\(superview).\(size)"
            if rhs.isEmpty { rhs = LayoutNumber.text(term.constant) }
            else if term.constant != 0 { rhs += (term.constant < 0 ? " - " : " + ") + LayoutNumber.text(abs(term.constant)) }
            return "\(view).\(attribute) == \(rhs) (autoresizing mask \(mask))"
        case .guide(_, let text): return text
        case .nonNegativeSize(let view, let axis): return "\(view).\(axis == .horizontal ? "width" : "height") >= 0 (no negative size)"
        }
    }
}

/// A layout's conflicts are `Conflict<ConstraintSource>`: a required constraint the layout could
/// not satisfy and a minimal set of required constraints it conflicts with. Like Apple's
/// runtime, the layout breaks the later constraint (`broken`) and goes on.

/// Ambiguity is a view whose position or size on one axis the layout does not determine.
public struct Ambiguity: Hashable, Sendable {
    public var view: String
    public var axis: LayoutAxis
    /// Whether the position (x or y) is undetermined.
    public var position: Bool
    /// Whether the size (width or height) is undetermined.
    public var size: Bool
}

/// LayoutResult is a solved layout.
public struct LayoutResult: Sendable {
    /// The container's size.
    public var container: (width: Double, height: Double)
    /// Every view in order of first appearance, with its frame in the container's coordinates.
    public var frames: [(name: String, frame: Frame)]
    /// Required conflicts, in the order they were met.
    public var conflicts: [Conflict<ConstraintSource>]
    /// Undetermined views per axis.
    public var ambiguities: [Ambiguity]
    /// Everything reported, in file coordinates: the file's own mistakes, each format's
    /// diagnostics, conflicts and ambiguities.
    public var diagnostics: [Diagnostic]
    /// The analysis of each format.
    public var analyses: [FormatAnalysis]
    /// The container's margins (its effective layout margins: its own, with the safe area added).
    public var margins: EdgeInsets
    /// Declared baselines (distance from the top), by view.
    public var baselines: [String: Double]
    /// Each view's superview (a view directly in the root has none).
    public var superviews: [String: String] = [:]
    /// Each view's effective layout margins (directional), as the last layout pass used them.
    public var viewMargins: [String: EdgeInsets] = [:]
    /// Each view's safe-area insets (physical), and the root's.
    public var safeAreas: [String: SafeAreaInsets] = [:]
    public var rootSafeArea: SafeAreaInsets = .zero
    /// The layout direction.
    public var direction: LayoutDirection = .leftToRight
    /// Layout guides the layout uses (custom, legacy and views' guides), with their frames.
    public var guides: [(name: String, frame: Frame)] = []
    /// How many layout passes margins and safe areas needed to settle.
    public var passes = 1
    /// The superview of each format's views (nil: the root), by format index: what `|` is.
    public var formatSuperviews: [String?] = []
    /// Whether the last pass was solved directly (see `DirectSolution`), without the simplex.
    public var solvedDirectly = false

    /// Where the edge or centre that `anchor` names lies, margins left out (`leadingMargin` is the
    /// leading edge): what a drawing measures spacing between. `|` is `superview` when given.
    public func edge(of anchor: LayoutAnchor, superview: String? = nil) -> Double? {
        let frame: Frame
        switch anchor.item {
        case .superview:
            if let superview, let its = self.frame(of: superview) { frame = its }
            else { frame = Frame(x: 0, y: 0, width: container.width, height: container.height) }
        case .view(let name):
            guard let its = self.frame(of: name) ?? guides.first(where: { $0.name == name })?.frame else { return nil }
            frame = its
        }
        let value = Layout.value(of: anchor.attribute, frame: frame, margins: EdgeInsets(all: 0), baseline: baselines[anchor.item.name],
                                 direction: direction)
        // Right to left measures leading and trailing from the right: back to x.
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return direction == .rightToLeft && directional.contains(anchor.attribute) ? -value : value
    }

    /// The solved frame of `view`, or nil if the layout has no such view.
    public func frame(of view: String) -> Frame? {
        frames.first { $0.name == view }?.frame
    }

    /// The solved value of `anchor`: the same expressions the layout gave the solver, evaluated
    /// on the frames (so a test can check any constraint against the solution).
    public func value(of anchor: LayoutAnchor) -> Double? {
        switch anchor.item {
        case .superview:
            return Layout.value(of: anchor.attribute, frame: Frame(x: 0, y: 0, width: container.width, height: container.height),
                                margins: margins, baseline: nil, direction: direction)
        case .view(let name):
            guard let frame = frame(of: name) ?? guides.first(where: { $0.name == name })?.frame else { return nil }
            return Layout.value(of: anchor.attribute, frame: frame, margins: viewMargins[name] ?? EdgeInsets(all: 8),
                                baseline: baselines[name], direction: direction)
        }
    }

    /// How far the solution is from satisfying `constraint` of format `index`, whose `|` is the
    /// superview of the view next to it (the format's first view's when the constraint names none).
    public func violation(of constraint: LayoutConstraint, inFormat index: Int) -> Double? {
        let superview = constraint.namedView.map { superviews[$0] } ?? (index < formatSuperviews.count ? formatSuperviews[index] : nil)
        guard let superview else { return violation(of: constraint) }
        var placed = constraint
        if placed.first.item == .superview { placed.first.item = .view(superview) }
        if placed.second?.item == .superview { placed.second?.item = .view(superview) }
        return violation(of: placed)
    }

    /// How far the solution is from satisfying `constraint`: 0 when it holds, else the amount
    /// by which the relation fails.
    public func violation(of constraint: LayoutConstraint) -> Double? {
        guard let first = value(of: constraint.first) else { return nil }
        let second = constraint.second.map { value(of: $0) } ?? 0
        guard let second else { return nil }
        let difference = first - (constraint.multiplier * second + constraint.constant)
        switch constraint.relation {
        case .equal: return abs(difference)
        case .greaterThanOrEqual: return max(0, -difference)
        case .lessThanOrEqual: return max(0, difference)
        }
    }
}

/// Layout solves a whole layout: every format of a layout file together, with the container's
/// size and margins and the views' intrinsic sizes, using the `VFLSolver` solver.
///
/// Each view gets four variables (x, y, width, height) and the superview four more, pinned to
/// the container's size. Attributes are expressions of those (`trailing = x + width`, left to
/// right; `lastBaseline = y + baseline`, the bottom when none is declared; margins are the
/// container's edges moved in by its margins). Constraints are added in file order; when a
/// required one cannot hold, the conflict is recorded with a minimal set of constraints it
/// conflicts with, the constraint is left out (as Apple breaks it), and solving goes on.
public struct Layout {
    public var file: LayoutFile
    /// Whether a layout that its constraints' order determines is solved without the simplex
    /// (`DirectSolution`); off, every layout goes through the solver (tests compare the two).
    public var solvesDirectly = true

    public init(file: LayoutFile) {
        self.file = file
    }

    /// Each format's analysis, and the file's and formats' diagnostics in file coordinates.
    func analyze() -> ([FormatAnalysis], [Diagnostic]) {
        var diagnostics = file.diagnostics
        var analyses: [FormatAnalysis] = []
        for format in file.formats {
            let analysis = Semantics.analyze(format.parsed, in: file.environment(for: format))
            analyses.append(analysis)
            diagnostics += analysis.diagnostics.map { $0.shifted(by: format.offset) }
        }
        return (analyses, diagnostics)
    }

    /// What can be said of the layout for any container size (a file without `size`): the file's
    /// and formats' diagnostics, and the required conflicts among the formats themselves.
    public func check() -> [Diagnostic] {
        let model = self.model()
        var diagnostics = model.diagnostics
        // Margins as the views declare them. A view whose margins depend on its frame (preserved
        // margins, a safe area to inset from) has unknown margins without a size: constraints on
        // them are left out rather than risk a conflict the runtime would not have.
        let state = insets(model, container: (0, 0), frames: nil)
        let rootSafe = file.safeArea + file.additionalSafeArea != .zero
        let unknownMargins = Set(model.views.filter { name in
            guard let spec = file.viewSpecs[name] else { return rootSafe }
            return spec.preservesSuperviewLayoutMargins || (rootSafe && spec.insetsLayoutMarginsFromSafeArea)
        })
        let marginAttributes: Set<LayoutAttribute> = [.leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin,
                                                      .bottomMargin, .centerXWithinMargins, .centerYWithinMargins]
        var sources: [ConstraintSource] = [], constraints: [LayoutConstraint] = []
        for (constraint, source, _) in model.constraints {
            let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
            if anchors.contains(where: { marginAttributes.contains($0.attribute) && unknownMargins.contains($0.item.name) }) { continue }
            sources.append(source)
            constraints.append(constraint)
        }
        for conflict in RequiredConflicts.find(constraints, margins: { margins(of: $0, in: state) }, direction: file.direction) {
            diagnostics.append(diagnostic(for: Conflict(broken: sources[conflict.broken],
                                                              conflicting: conflict.conflicting.map { sources[$0] }, isMinimal: conflict.isMinimal)))
        }
        return diagnostics.sorted(by: Diagnostic.ordered)
    }

    /// The value of `attribute` for a view with `frame` (left to right, y down).
    static func value(of attribute: LayoutAttribute, frame: Frame, margins: EdgeInsets, baseline: Double?,
                      direction: LayoutDirection = .leftToRight) -> Double {
        let f = AttributeFunction(attribute, margins: margins, baseline: baseline, direction: direction)
        return f.x * frame.x + f.y * frame.y + f.width * frame.width + f.height * frame.height + f.constant
    }

    /// Where `source` is in the file: the constraint's range shifted to its format, or the
    /// `size`/`view` declaration's line start.
    func range(of source: ConstraintSource) -> ByteRange? {
        switch source {
        case .format(let index, let constraint):
            let offset = file.formats[index].offset
            return ByteRange(constraint.range.lowerBound + offset, constraint.range.upperBound + offset)
        case .equation(let constraint): return constraint.range
        case .autoresizing(let view, _, _, _): return file.viewSpecs[view]?.declaration
        default: return nil
        }
    }

    func label(_ source: ConstraintSource) -> String {
        guard case .format(let index, let constraint) = source else { return source.description }
        return "\(source.description)  (from \(Layout.neighbourhood(of: constraint.range, in: file.formats[index].text)))"
    }

    /// The format, or for a long one the part around `range` (so a diagnostic's size does not grow
    /// with the format's).
    static func neighbourhood(of range: ByteRange, in text: [UInt8]) -> String {
        guard text.count > 120 else { return String(decoding: text, as: UTF8.self) }
        var start = max(0, range.lowerBound - 40), end = min(text.count, range.upperBound + 40)
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return (start > 0 ? "…" : "") + String(decoding: text[start..<end], as: UTF8.self) + (end < text.count ? "…" : "")
    }

    func diagnostic(for conflict: Conflict<ConstraintSource>) -> Diagnostic {
        let at = range(of: conflict.broken) ?? conflict.conflicting.lazy.compactMap(range(of:)).first ?? ByteRange(at: 0)
        var notes = conflict.conflicting.map { DiagnosticNote("conflicts with \(label($0))", range: range(of: $0)) }
        if conflict.conflicting.isEmpty {
            notes.append(DiagnosticNote("this constraint cannot hold on its own"))
        }
        if !conflict.isMinimal {
            notes.append(DiagnosticNote("these \(conflict.conflicting.count) constraints were not narrowed down to a minimal set (too many to minimise quickly): some of them may not be needed"))
        }
        notes.append(DiagnosticNote("at run time: 'Unable to simultaneously satisfy constraints.' and 'Will attempt to recover by breaking constraint' this one"))
        return Diagnostic(.layoutConflict, at,
            "required constraint '\(conflict.broken.description)' cannot hold together with \(conflict.conflicting.count) other required constraint\(conflict.conflicting.count == 1 ? "" : "s"); it is broken",
            notes: notes)
    }

    /// Where each view first appears in the formats, per axis (`true`: horizontal), in file
    /// coordinates: what an ambiguity diagnostic points at.
    func firstAppearances(_ analyses: [FormatAnalysis]) -> [Bool: [String: ByteRange]] {
        var first: [Bool: [String: ByteRange]] = [true: [:], false: [:]]
        for (index, analysis) in analyses.enumerated() {
            let horizontal = analysis.syntax.axis == .horizontal
            let offset = file.formats[index].offset
            for view in analysis.syntax.views where !view.name.isEmpty {
                let name = analysis.syntax.text(view.name)
                if first[horizontal]![name] == nil {
                    first[horizontal]![name] = ByteRange(view.name.lowerBound + offset, view.name.upperBound + offset)
                }
            }
        }
        return first
    }

    func diagnostic(for ambiguity: Ambiguity, appearances: [Bool: [String: ByteRange]]) -> Diagnostic {
        // Point at the view's first appearance in a format of that axis, else in a format of the
        // other axis, else its declaration.
        let horizontal = ambiguity.axis == .horizontal
        let other = appearances[!horizontal]?[ambiguity.view]
        let at = appearances[horizontal]?[ambiguity.view] ?? other ?? file.viewSpecs[ambiguity.view]?.declaration
        let what: String
        switch (ambiguity.position, ambiguity.size, ambiguity.axis) {
        case (true, true, .horizontal): what = "horizontal position and width"
        case (true, true, .vertical): what = "vertical position and height"
        case (true, false, .horizontal): what = "horizontal position"
        case (true, false, .vertical): what = "vertical position"
        case (false, _, .horizontal): what = "width"
        case (false, _, .vertical): what = "height"
        }
        let hint = ambiguity.axis == .horizontal ? "an H: format" : "a V: format"
        return Diagnostic(.ambiguousLayout, at ?? ByteRange(at: 0),
            "the \(what) of '\(ambiguity.view)' \(ambiguity.position && ambiguity.size ? "are" : "is") not determined by the layout",
            notes: [DiagnosticNote("constrain it in \(hint), or give the view an intrinsic size; Auto Layout picks an arbitrary value")])
    }
}

/// Numbers of a solved layout, rounded to 1/1000 point (no `-0`, no `1e-13`): the frames of
/// `vfl solve` and the quantities `vfl explain-log` reports.
public enum LayoutNumber {
    public static func text(_ value: Double) -> String {
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }
        return NumberFormatting.shortest(rounded)
    }
}
