import VFLSolver
import VFLSemantics
import VFLSyntax

/// LayoutModel is what solving a layout file needs that does not depend on the container's
/// size: the formats' analyses, the view hierarchy, the items, and every constraint of the
/// formats (with `|` made the format's superview) and of the file's equations, in file order.
struct LayoutModel {
    var analyses: [FormatAnalysis]
    var diagnostics: [Diagnostic]
    var hierarchy: ViewHierarchy
    /// The views, in order of first appearance (formats, equations, then declarations).
    var views: [String]
    /// The layout guides the constraints use: legacy and custom guides by name, a view's own
    /// guides as `view.safeArea`, `view.margins`, `view.readable` (`root.…` for the root's).
    var guides: [String]
    var constraints: [(constraint: LayoutConstraint, source: ConstraintSource, line: Int)]
}

/// InsetState is what a layout pass takes from the frames of the one before: each view's
/// safe-area insets (how far it underlaps its superview's safe area) and effective layout
/// margins (its own, plus its safe area when it insets its margins from it, at least the
/// superview's margins it overlaps when it preserves them). UIKit updates them between layout
/// passes in the same way; the layout is solved again until they settle.
struct InsetState {
    var rootSafe: SafeAreaInsets
    var rootMargins: EdgeInsets
    var safe: [String: SafeAreaInsets] = [:]
    var margins: [String: EdgeInsets] = [:]

    func isClose(to other: InsetState) -> Bool {
        func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
            abs(a.top - b.top) < 1e-7 && abs(a.leading - b.leading) < 1e-7 && abs(a.bottom - b.bottom) < 1e-7 && abs(a.trailing - b.trailing) < 1e-7
        }
        guard close(rootMargins, other.rootMargins), margins.count == other.margins.count, safe.count == other.safe.count else { return false }
        for (name, m) in margins { guard let o = other.margins[name], close(m, o) else { return false } }
        for (name, s) in safe {
            guard let o = other.safe[name], close(s.directional(.leftToRight), o.directional(.leftToRight)) else { return false }
        }
        return true
    }
}

/// One layout pass: the solver with every constraint added, what broke, and the frames.
struct LayoutPass {
    var solver: Solver
    var frames: FrameVariables
    var conflicts: [Conflict<ConstraintSource>] = []
    var diagnostics: [Diagnostic] = []
    /// Where each constraint in the solver came from.
    var sources: [ObjectIdentifier: ConstraintSource] = [:]
    /// Solved frames of views and guides.
    var solved: [String: Frame] = [:]
    /// The solution when the constraints' order determined it (the solver then holds none).
    var direct: DirectSolution?
    /// Whether the pass was solved directly.
    var isDirect: Bool { direct != nil }

    func value(of variable: Variable) -> Double {
        guard let direct else { return solver.value(of: variable) }
        return direct.values[variable] ?? 0
    }

    /// The variables the layout leaves free: the solver's answer, or with a direct solution the
    /// variables no constraint names.
    mutating func ambiguousVariables(of items: [String]) -> Set<Variable> {
        guard let direct else { return Set(solver.ambiguousVariables()) }
        var free: Set<Variable> = []
        for name in items {
            let v = frames.of(.view(name), in: &solver)
            for variable in [v.x, v.y, v.width, v.height] where direct.values[variable] == nil { free.insert(variable) }
        }
        return free
    }
}

extension Layout {
    /// Whether `name` (an item of a constraint) is a layout guide rather than a view.
    /// Whether `name` is a guide: declared with `guide`, or a view's (`card.safeArea`; no view
    /// name contains a dot).
    func isGuide(_ name: String) -> Bool { file.guides[name] != nil || name.utf8.contains(UInt8(ascii: ".")) }

    /// The margins a constraint on `item` is measured with in `state`: the root's, a view's
    /// effective margins, none for a guide (its edges are its own).
    func margins(of item: LayoutItem, in state: InsetState) -> EdgeInsets {
        switch item {
        case .superview: return state.rootMargins
        case .view(let name): return isGuide(name) ? EdgeInsets(all: 0) : state.margins[name] ?? EdgeInsets(all: 8)
        }
    }

    func model() -> LayoutModel {
        var (analyses, diagnostics) = analyze()
        var views: [String] = [], guides: [String] = []
        var seenViews: Set<String> = [], seenGuides: Set<String> = []
        func note(_ item: LayoutItem) {
            guard case .view(let name) = item else { return }
            if isGuide(name) {
                if seenGuides.insert(name).inserted { guides.append(name) }
            } else if seenViews.insert(name).inserted {
                views.append(name)
            }
        }
        for analysis in analyses {
            for view in analysis.syntax.views where !view.name.isEmpty { note(.view(analysis.syntax.text(view.name))) }
            for constraint in analysis.constraints {
                note(constraint.first.item)
                if let second = constraint.second { note(second.item) }
            }
        }
        // Views a format or declaration names; an equation may use only those, guides and `root`.
        let known = seenViews.union(file.viewSpecs.keys).union(file.views ?? [])
        var equations: [LayoutEquation] = []
        for equation in file.equations {
            let c = equation.constraint
            let items = [c.first.item] + (c.second.map { [$0.item] } ?? [])
            var ok = true
            for case .view(let name) in Set(items) {
                if let problem = problem(withItem: name, known: known) {
                    diagnostics.append(Diagnostic(.viewHierarchy, c.range, problem))
                    ok = false
                }
            }
            guard ok else { continue }
            equations.append(equation)
            for item in items { note(item) }
        }
        for name in file.viewSpecs.keys.sorted() { note(.view(name)) }
        var hierarchy = ViewHierarchy(file: file, views: views)
        hierarchy.placeFormats(analyses, file: file)
        diagnostics += hierarchy.diagnostics
        for (name, guide) in file.guides.sorted(by: { $0.key < $1.key }) {
            if case .custom(let owner?) = guide, !seenViews.contains(owner) {
                diagnostics.append(Diagnostic(.viewHierarchy, ByteRange(at: 0), "guide '\(name)' is in '\(owner)', which is not a view of this layout"))
            }
        }

        var constraints: [(constraint: LayoutConstraint, source: ConstraintSource, line: Int)] = []
        for (index, analysis) in analyses.enumerated() {
            for var constraint in analysis.constraints {
                // `|` is the superview of the view next to it (Apple's rule): the other item of
                // the constraint, whose superview may differ from other views' of the format.
                if let adjacent = constraint.namedView, let superview = hierarchy.superview(of: adjacent, in: file) {
                    if constraint.first.item == .superview { constraint.first.item = .view(superview) }
                    if constraint.second?.item == .superview { constraint.second?.item = .view(superview) }
                }
                constraints.append((constraint, .format(index, constraint), file.formats[index].line))
            }
        }
        for equation in equations { constraints.append((equation.constraint, .equation(equation.constraint), equation.line)) }
        // File order (a stable sort keeps each format's own order).
        constraints = constraints.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return LayoutModel(analyses: analyses, diagnostics: diagnostics, hierarchy: hierarchy, views: views, guides: guides, constraints: constraints)
    }

    /// What is wrong with an equation's item `name`, or nil when it is a view, a guide or a view's guide.
    func problem(withItem name: String, known: Set<String>) -> String? {
        if known.contains(name) || file.guides[name] != nil { return nil }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            guard parts[0] == "root" || known.contains(parts[0]) else { return "'\(parts[0])' is not a view of this layout" }
            guard ViewGuide(rawValue: parts[1]) != nil else {
                return "'\(parts[1])' is not a guide of a view; use safeArea, margins or readable"
            }
            return nil
        }
        return "'\(name)' is not a view or guide of this layout; declare it with 'view \(name)' or 'guide \(name) in VIEW'"
    }

    /// The insets a pass uses, from the frames of the pass before (none: the first pass).
    func insets(_ model: LayoutModel, container: (width: Double, height: Double), frames: [String: Frame]?) -> InsetState {
        let direction = file.direction
        let rootSafe = file.safeArea + file.additionalSafeArea
        var own = file.margins
        if file.root == .controller {
            // A view controller's root view: the system minimum leading and trailing margins.
            let minimum = file.sizeClass == .regular ? 20.0 : 16.0
            own = file.marginsDeclared
                ? EdgeInsets(top: own.top, leading: max(own.leading, minimum), bottom: own.bottom, trailing: max(own.trailing, minimum))
                : EdgeInsets(top: 0, leading: minimum, bottom: 0, trailing: minimum)
        }
        var state = InsetState(rootSafe: rootSafe, rootMargins: own + rootSafe.directional(direction))
        let rootFrame = Frame(x: 0, y: 0, width: container.width, height: container.height)
        for view in model.hierarchy.topDown {
            let spec = file.viewSpecs[view] ?? ViewSpec()
            var margins = spec.margins ?? EdgeInsets(all: 8)
            guard let frame = frames?[view] else {
                state.safe[view] = .zero
                state.margins[view] = margins
                continue
            }
            let parent = model.hierarchy.superview[view]
            let parentFrame = parent.flatMap { frames?[$0] } ?? rootFrame
            let parentSafe = parent.map { state.safe[$0] ?? .zero } ?? state.rootSafe
            let parentMargins = parent.map { state.margins[$0] ?? EdgeInsets(all: 8) } ?? state.rootMargins
            // The superview's safe rectangle, and how far this view reaches past each of its edges.
            let safeMinX = parentFrame.x + parentSafe.left, safeMaxX = parentFrame.x + parentFrame.width - parentSafe.right
            let safeMinY = parentFrame.y + parentSafe.top, safeMaxY = parentFrame.y + parentFrame.height - parentSafe.bottom
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
            let safe = SafeAreaInsets(top: clamp(safeMinY - frame.y, frame.height), left: clamp(safeMinX - frame.x, frame.width),
                                      bottom: clamp(frame.y + frame.height - safeMaxY, frame.height),
                                      right: clamp(frame.x + frame.width - safeMaxX, frame.width))
            state.safe[view] = safe
            if spec.insetsLayoutMarginsFromSafeArea { margins = margins + safe.directional(direction) }
            if spec.preservesSuperviewLayoutMargins {
                // The superview's margin that reaches into this view becomes its minimum margin.
                let left = frame.x - parentFrame.x, right = parentFrame.x + parentFrame.width - frame.x - frame.width
                let top = frame.y - parentFrame.y, bottom = parentFrame.y + parentFrame.height - frame.y - frame.height
                let leading = direction == .leftToRight ? left : right, trailing = direction == .leftToRight ? right : left
                margins = EdgeInsets(top: max(margins.top, parentMargins.top - top), leading: max(margins.leading, parentMargins.leading - leading),
                                     bottom: max(margins.bottom, parentMargins.bottom - bottom),
                                     trailing: max(margins.trailing, parentMargins.trailing - trailing))
            }
            state.margins[view] = margins
        }
        return state
    }

    /// Adds every constraint of `model` to a fresh solver. `free` leaves the container's length on
    /// that axis unpinned (at least 0) and adds required constraints only (for `limits`).
    func pass(_ model: LayoutModel, container: (width: Double, height: Double), state: InsetState, free: LayoutAxis? = nil) -> LayoutPass {
        // Separate locals (not one struct): closures below change the solver and the frames together.
        var solver = Solver(), frames = FrameVariables()
        var conflicts: [Conflict<ConstraintSource>] = [], diagnostics: [Diagnostic] = []
        var sources: [ObjectIdentifier: ConstraintSource] = [:]
        let root = frames.of(.superview, in: &solver)
        for name in model.views + model.guides { _ = frames.of(.view(name), in: &solver) }

        // Constraints are gathered first: a layout its constraints' order determines is solved directly.
        var pending: [(Constraint, ConstraintSource)] = []
        func add(_ constraint: Constraint, _ source: ConstraintSource) {
            if free != nil, constraint.priority < Priority.required { return }
            pending.append((constraint, source))
        }
        func addToSolver(_ constraint: Constraint, _ source: ConstraintSource) {
            sources[ObjectIdentifier(constraint)] = source
            do {
                try solver.add(constraint)
            } catch SolverError.unsatisfiable(let conflict) {
                let others = conflict.conflicting.compactMap { sources[ObjectIdentifier($0)] }
                let recorded = Conflict(broken: source, conflicting: others, isMinimal: conflict.isMinimal)
                conflicts.append(recorded)
                diagnostics.append(diagnostic(for: recorded))
            } catch SolverError.invalidArgument(let why) {
                // A number too large (or not finite) to lay out: the constraint is left out and said so,
                // rather than frames of 'inf' with no word.
                diagnostics.append(Diagnostic(.layoutNumberOutOfRange, range(of: source) ?? ByteRange(at: 0),
                    "'\(source.description)' cannot be laid out: \(why); it was left out"))
            } catch {
                // Only unsatisfiable or invalid adds can fail here: every constraint is new.
            }
        }
        func variables(_ name: String?) -> FrameVariables.ItemVariables {
            frames.of(name.map { .view($0) } ?? .superview, in: &solver)
        }

        // The container: origin at 0, the given size (on a free axis, any length from 0).
        add(Constraint(Expression(root.x), .equal), .containerSize(.horizontal, container.width))
        add(Constraint(Expression(root.y), .equal), .containerSize(.vertical, container.height))
        if free == .horizontal { try? solver.add(root.width >= 0) }
        else { add(Constraint(root.width - container.width, .equal), .containerSize(.horizontal, container.width)) }
        if free == .vertical { try? solver.add(root.height >= 0) }
        else { add(Constraint(root.height - container.height, .equal), .containerSize(.vertical, container.height)) }

        // Views that keep their autoresizing mask: the implicit constraints, in the superview's coordinates.
        for view in model.hierarchy.topDown {
            guard let spec = file.viewSpecs[view], let frame = spec.frame else { continue }
            let parent = model.hierarchy.superview[view]
            let designed: (width: Double, height: Double)?
            if let parent { designed = file.viewSpecs[parent]?.frame.map { ($0.width, $0.height) } }
            else { designed = file.designed ?? file.size ?? container }
            // A superview without a designed size: the frame as written, whatever the superview's size.
            let terms = AutoresizingConstraints.terms(frame: frame, mask: designed == nil ? [] : spec.autoresizing,
                                                      designed: designed ?? (frame.x + frame.width, frame.y + frame.height))
            let v = variables(view), p = variables(parent)
            for term in terms {
                let horizontal = term.axis == .horizontal
                let length = horizontal ? p.width : p.height
                let lhs: Expression
                switch term.attribute {
                case .width: lhs = Expression(v.width)
                case .height: lhs = Expression(v.height)
                case .centerX: lhs = v.x + 0.5 * v.width - p.x
                default: lhs = v.y + 0.5 * v.height - p.y
                }
                add(Constraint(lhs - term.multiplier * length - term.constant, .equal),
                    .autoresizing(view, mask: spec.autoresizing.logNotation, term, superview: parent ?? "root"))
            }
        }

        // The guides' own constraints.
        for name in model.guides { addGuide(name, model: model, state: state, add: add, variables: variables) }

        // The formats' and equations' constraints, in file order.
        let specs = file.viewSpecs, direction = file.direction
        for (constraint, source, _) in model.constraints {
            let solverConstraint = frames.constraint(constraint,
                margins: { margins(of: $0, in: state) },
                baseline: { $0 == .superview ? nil : specs[$0.name]?.baseline }, direction: direction, in: &solver)
            add(solverConstraint, source)
        }

        // Limits: a container length at which a view would need a negative size does not count.
        if free != nil {
            for name in model.views {
                let v = variables(name)
                add(v.width >= 0, .nonNegativeSize(name, .horizontal))
                add(v.height >= 0, .nonNegativeSize(name, .vertical))
            }
        }

        // Intrinsic content sizes: hugging and compression resistance.
        for name in model.views {
            guard let spec = file.viewSpecs[name] else { continue }
            let v = variables(name)
            if let w = spec.intrinsicWidth {
                add(Constraint(v.width - w, .lessThanOrEqual, priority: spec.hugging.horizontal), .hugging(name, .horizontal, w))
                add(Constraint(v.width - w, .greaterThanOrEqual, priority: spec.compression.horizontal), .compressionResistance(name, .horizontal, w))
            }
            if let h = spec.intrinsicHeight {
                add(Constraint(v.height - h, .lessThanOrEqual, priority: spec.hugging.vertical), .hugging(name, .vertical, h))
                add(Constraint(v.height - h, .greaterThanOrEqual, priority: spec.compression.vertical), .compressionResistance(name, .vertical, h))
            }
        }
        let direct = free == nil && solvesDirectly ? DirectSolution.solve(pending.map(\.0)) : nil
        if direct == nil {
            for (constraint, source) in pending { addToSolver(constraint, source) }
            solver.updateVariables()   // every frame is read next: one pass, not one chain walk each
        }
        var outcome = LayoutPass(solver: solver, frames: frames, conflicts: conflicts, diagnostics: diagnostics, sources: sources)
        outcome.direct = direct
        for name in model.views + model.guides {
            let v = variables(name)
            outcome.solved[name] = Frame(x: outcome.value(of: v.x), y: outcome.value(of: v.y),
                                         width: outcome.value(of: v.width), height: outcome.value(of: v.height))
        }
        return outcome
    }

    /// The constraints that place guide `name` (a legacy guide, or `view.safeArea`, `.margins`, `.readable`).
    func addGuide(_ name: String, model: LayoutModel, state: InsetState, add: (Constraint, ConstraintSource) -> Void,
                  variables: (String?) -> FrameVariables.ItemVariables) {
        let g = variables(name)
        let root = variables(nil)
        switch file.guides[name] {
        case .top?:
            add(g.x - root.x == 0, .guide(name, "\(name).left == root.left (top layout guide)"))
            add(g.width - root.width == 0, .guide(name, "\(name).width == root.width (top layout guide)"))
            add(g.y - root.y == 0, .guide(name, "\(name).top == root.top (top layout guide)"))
            add(g.height == state.rootSafe.top, .guide(name, "\(name).height == \(LayoutNumber.text(state.rootSafe.top)) (top layout guide: the safe area's top inset)"))
            return
        case .bottom?:
            add(g.x - root.x == 0, .guide(name, "\(name).left == root.left (bottom layout guide)"))
            add(g.width - root.width == 0, .guide(name, "\(name).width == root.width (bottom layout guide)"))
            add(g.y + g.height - root.y - root.height == 0, .guide(name, "\(name).bottom == root.bottom (bottom layout guide)"))
            add(g.height == state.rootSafe.bottom, .guide(name, "\(name).height == \(LayoutNumber.text(state.rootSafe.bottom)) (bottom layout guide: the safe area's bottom inset)"))
            return
        case .custom?:
            return      // a spacer: only the layout's own constraints place it
        case nil:
            break
        }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = ViewGuide(rawValue: parts[1]) else { return }
        let owner = parts[0] == "root" ? nil : parts[0]
        let v = variables(owner)
        let insets: SafeAreaInsets
        switch kind {
        case .safeArea:
            insets = owner.map { state.safe[$0] ?? .zero } ?? state.rootSafe
        case .margins, .readable:
            let m = owner.map { state.margins[$0] ?? EdgeInsets(all: 8) } ?? state.rootMargins
            insets = SafeAreaInsets(m, file.direction)
        }
        let what = kind == .safeArea ? "safe area" : kind == .margins ? "layout margins" : "readable content guide"
        let o = owner ?? "root"
        func text(_ value: Double) -> String { value == 0 ? "" : " + \(LayoutNumber.text(value))" }
        add(g.y - v.y == insets.top, .guide(name, "\(name).top == \(o).top\(text(insets.top)) (\(what))"))
        add(g.height - v.height == -insets.top - insets.bottom,
            .guide(name, "\(name).bottom == \(o).bottom\(insets.bottom == 0 ? "" : " - \(LayoutNumber.text(insets.bottom))") (\(what))"))
        if kind != .readable {
            add(g.x - v.x == insets.left, .guide(name, "\(name).left == \(o).left\(text(insets.left)) (\(what))"))
            add(g.width - v.width == -insets.left - insets.right,
                .guide(name, "\(name).right == \(o).right\(insets.right == 0 ? "" : " - \(LayoutNumber.text(insets.right))") (\(what))"))
            return
        }
        // Readable: centred in the margins, as wide as they allow up to the readable width.
        let available = v.width - insets.left - insets.right
        add(g.x + 0.5 * g.width - v.x - 0.5 * v.width == (insets.left - insets.right) / 2,
            .guide(name, "\(name).centerX == \(o).centerXWithinMargins (readable content guide)"))
        add(g.width - available <= 0, .guide(name, "\(name).width <= \(o).margins.width (readable content guide)"))
        add(g.width <= ViewGuide.readableWidth, .guide(name, "\(name).width <= \(LayoutNumber.text(ViewGuide.readableWidth)) (readable content guide)"))
        add(Constraint(g.width - available, .equal, priority: 999), .guide(name, "\(name).width == \(o).margins.width @999 (readable content guide)"))
    }
}

extension EdgeInsets {
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

extension Layout {
    /// Solves `model` again with the insets of each pass until they settle (or the passes run out).
    func settle(_ model: LayoutModel, container: (width: Double, height: Double))
        -> (state: InsetState, outcome: LayoutPass, passes: Int, settled: Bool) {
        var state = insets(model, container: container, frames: nil)
        var outcome = pass(model, container: container, state: state)
        var passes = 1
        while true {
            let next = insets(model, container: container, frames: outcome.solved)
            if next.isClose(to: state) { return (state, outcome, passes, true) }
            guard passes < Layout.maximumPasses else { return (state, outcome, passes, false) }
            state = next
            outcome = pass(model, container: container, state: state)
            passes += 1
        }
    }

    /// The most layout passes made for margins and safe areas that depend on the frames.
    static let maximumPasses = 10
    public static var maximumPassesForTests: Int { maximumPasses }

    /// Solves the layout in a container of `size` (the file's `size` when nil; 0×0 if neither).
    ///
    /// Every view gets four variables (x, y, width, height, in the root's coordinates); `|` in a
    /// format is the superview of its views. Constraints are added in this order: the container's
    /// size, the implicit constraints of views that keep their autoresizing mask, the guides', the
    /// formats' and equations' in file order, then intrinsic sizes. When a required one cannot
    /// hold, the conflict is recorded with a minimal set of constraints it conflicts with, the
    /// constraint is left out (as Apple breaks it), and solving goes on. Safe areas and preserved
    /// margins depend on the frames: the layout is solved again with the insets of the last pass
    /// until they settle, as UIKit lays out again when they change.
    public func solve(size: (width: Double, height: Double)? = nil) -> LayoutResult {
        let container = size ?? file.size ?? (0, 0)
        let model = self.model()
        var (state, outcome, passes, settled) = settle(model, container: container)
        _ = state
        var diagnostics = model.diagnostics
        let customGuideNames = model.guides.filter { if case .custom? = file.guides[$0] { return true } else { return false } }
        let ambiguousVariables = outcome.ambiguousVariables(of: model.views + customGuideNames)
        var ambiguities: [Ambiguity] = []
        var solved: [(String, Frame)] = []
        for name in model.views + customGuideNames {
            let v = outcome.frames.of(.view(name), in: &outcome.solver)
            if !isGuide(name) { solved.append((name, outcome.solved[name]!)) }
            for axis in [LayoutAxis.horizontal, .vertical] {
                let position = ambiguousVariables.contains(axis == .horizontal ? v.x : v.y)
                let size = ambiguousVariables.contains(axis == .horizontal ? v.width : v.height)
                if position || size { ambiguities.append(Ambiguity(view: name, axis: axis, position: position, size: size)) }
            }
        }
        let appearances = firstAppearances(model.analyses)
        for ambiguity in ambiguities {
            diagnostics.append(diagnostic(for: ambiguity, appearances: appearances))
        }
        diagnostics += outcome.diagnostics
        if !settled {
            let at = model.hierarchy.topDown.lazy.compactMap { file.viewSpecs[$0]?.declaration }.first ?? ByteRange(at: 0)
            diagnostics.append(Diagnostic(.layoutNotSettled, at,
                "margins and safe areas still changed after \(Layout.maximumPasses) layout passes; the frames shown are the last pass's",
                notes: [DiagnosticNote("a view's preserved margins or safe area move it, which changes them again: UIKit would lay it out on every pass")]))
        }
        diagnostics.sort(by: Diagnostic.ordered)
        var result = LayoutResult(container: container, frames: solved, conflicts: outcome.conflicts, ambiguities: ambiguities,
                                  diagnostics: diagnostics, analyses: model.analyses, margins: state.rootMargins,
                                  baselines: file.viewSpecs.compactMapValues(\.baseline))
        result.superviews = model.hierarchy.superview
        result.viewMargins = state.margins
        result.safeAreas = state.safe
        result.rootSafeArea = state.rootSafe
        result.direction = file.direction
        result.guides = model.guides.map { ($0, outcome.solved[$0]!) }
        result.passes = passes
        result.formatSuperviews = model.hierarchy.formatSuperview
        result.solvedDirectly = outcome.isDirect
        return result
    }
}
