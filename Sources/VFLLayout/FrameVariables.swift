import VFLSolver
import VFLSemantics

/// FrameVariables gives each layout item (a view, or the superview) four solver variables —
/// x, y, width, height — and turns lowered constraints into solver constraints through
/// `AttributeFunction`. `Layout` (with a container) and `RequiredConflicts` (without) share it.
package struct FrameVariables {
    package struct ItemVariables {
        package var x: Variable
        package var y: Variable
        package var width: Variable
        package var height: Variable
    }

    package init() {}

    private(set) var frames: [LayoutItem: ItemVariables] = [:]
    /// The views in the order their variables were made.
    private(set) var views: [String] = []

    /// The variables of `item`, made on first use.
    package mutating func of(_ item: LayoutItem, in solver: inout Solver) -> ItemVariables {
        if let existing = frames[item] { return existing }
        let name = item == .superview ? "superview" : item.name
        let made = ItemVariables(x: solver.makeVariable("\(name).x"), y: solver.makeVariable("\(name).y"),
                         width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
        frames[item] = made
        if case .view(let view) = item { views.append(view) }
        return made
    }

    /// The expression of `anchor`; `margins` and `baseline` describe its item.
    package mutating func expression(_ anchor: LayoutAnchor, margins: EdgeInsets, baseline: Double?,
                             direction: LayoutDirection = .leftToRight, in solver: inout Solver) -> Expression {
        let v = of(anchor.item, in: &solver)
        let f = AttributeFunction(anchor.attribute, margins: margins, baseline: baseline, direction: direction)
        let terms = [Term(v.x, f.x), Term(v.y, f.y), Term(v.width, f.width), Term(v.height, f.height)]
        return Expression(terms.filter { $0.coefficient != 0 }, constant: f.constant)
    }

    /// The solver constraint of `constraint` (priority clamped to the solver's range):
    /// `first REL multiplier × second + constant`.
    mutating func constraint(_ constraint: LayoutConstraint, margins: (LayoutItem) -> EdgeInsets,
                             baseline: (LayoutItem) -> Double?, direction: LayoutDirection = .leftToRight,
                             in solver: inout Solver) -> Constraint {
        func expression(_ anchor: LayoutAnchor) -> Expression {
            self.expression(anchor, margins: margins(anchor.item), baseline: baseline(anchor.item), direction: direction, in: &solver)
        }
        let lhs = expression(constraint.first)
        let rhs = (constraint.second.map { expression($0) * constraint.multiplier } ?? Expression()) + constraint.constant
        let relation: RelationalOperator = constraint.relation == .equal ? .equal
            : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(lhs - rhs, relation, priority: min(max(constraint.priority, 1), 1000))
    }
}
