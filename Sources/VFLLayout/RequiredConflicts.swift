import VFLSolver
import VFLSemantics

/// RequiredConflicts finds required constraints that cannot all hold, without a container:
/// the superview's frame is left free, so only contradictions among the constraints themselves
/// are found (`V:[v3(20)]|` with `V:[v3(10)]|`), never ones that depend on a screen size. A
/// linter uses it on the formats of one scope.
public enum RequiredConflicts {
    /// How many conflicts of one call are narrowed down to a minimal set.
    static let minimisedConflicts = 32

    /// The conflicts among the required, exact constraints of `constraints`, in input order: the
    /// constraint that could not be added (as Apple breaks it) and a minimal set of earlier
    /// constraints it contradicts, as indices into the input.
    /// Items are matched by name (`LayoutItem.view(name)`); all superviews are one superview.
    public static func find(_ constraints: [LayoutConstraint]) -> [Conflict<Int>] {
        find(count: constraints.count) { constraints[$0] }
    }

    /// The same, of `count` constraints each made when the solver takes it (a long list need not
    /// be held whole).
    public static func find(count: Int, _ constraint: (Int) -> LayoutConstraint) -> [Conflict<Int>] {
        find(count: count, constraint, margins: { _ in EdgeInsets(all: 8) })
    }

    /// The same, with each item's layout margins and the layout's direction given.
    static func find(_ constraints: [LayoutConstraint], margins: (LayoutItem) -> EdgeInsets,
                     direction: LayoutDirection = .leftToRight) -> [Conflict<Int>] {
        find(count: constraints.count, { constraints[$0] }, margins: margins, direction: direction)
    }

    static func find(count: Int, _ make: (Int) -> LayoutConstraint, margins: (LayoutItem) -> EdgeInsets,
                     direction: LayoutDirection = .leftToRight) -> [Conflict<Int>] {
        var solver = Solver()
        var frames = FrameVariables()
        var indexOf: [ObjectIdentifier: Int] = [:]
        var conflicts: [Conflict<Int>] = []
        for index in 0..<count {
            let constraint = make(index)
            guard constraint.isRequired && constraint.isExact else { continue }
            let added = frames.constraint(constraint, margins: margins, baseline: { _ in nil }, direction: direction, in: &solver)
            indexOf[ObjectIdentifier(added)] = index
            do {
                try solver.add(added)
            } catch SolverError.unsatisfiable(let conflict) {
                conflicts.append(Conflict(broken: index, conflicting: conflict.conflicting.compactMap { indexOf[ObjectIdentifier($0)] }.sorted(),
                                          isMinimal: conflict.isMinimal))
                // Narrowing a conflict down costs an addition per candidate: past the first
                // `minimisedConflicts`, a scope's conflicts are the sets the solver's refusal
                // names, marked as not minimal, so a file of thousands stays linear.
                if conflicts.count == minimisedConflicts { solver.options.explanationLimit = 0 }
            } catch {
                continue
            }
        }
        return conflicts
    }
}
