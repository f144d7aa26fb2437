import Cassowary
import VFLSemantics

/// RequiredConflicts finds required constraints that cannot all hold, without a container:
/// the superview's frame is left free, so only contradictions among the constraints themselves
/// are found (`V:[v3(20)]|` with `V:[v3(10)]|`), never ones that depend on a screen size. A
/// linter uses it on the formats of one scope.
public enum RequiredConflicts {
    /// One conflict: the constraint that could not be added (as Apple breaks it) and a minimal
    /// set of earlier constraints it contradicts, as indices into the input.
    public struct Conflict: Hashable, Sendable {
        public var broken: Int
        public var conflicting: [Int]
    }

    /// The conflicts among the required, exact constraints of `constraints`, in input order.
    /// Items are matched by name (`LayoutItem.view(name)`); all superviews are one superview.
    public static func find(_ constraints: [LayoutConstraint]) -> [Conflict] {
        var solver = Solver()
        var variables: [LayoutItem: [Variable]] = [:]
        func expression(_ anchor: LayoutAnchor) -> Expression {
            let v: [Variable]
            if let existing = variables[anchor.item] {
                v = existing
            } else {
                let name = anchor.item.name
                v = ["x", "y", "width", "height"].map { solver.makeVariable("\(name).\($0)") }
                variables[anchor.item] = v
            }
            let f = AttributeFunction(anchor.attribute, margins: EdgeInsets(all: 8), baseline: nil)
            let terms = [Term(v[0], f.x), Term(v[1], f.y), Term(v[2], f.width), Term(v[3], f.height)]
            return Expression(terms.filter { $0.coefficient != 0 }, constant: f.constant)
        }
        var indexOf: [ObjectIdentifier: Int] = [:]
        var conflicts: [Conflict] = []
        for (index, constraint) in constraints.enumerated() where constraint.isRequired && constraint.isExact {
            let lhs = expression(constraint.first)
            let rhs = (constraint.second.map(expression) ?? Expression()) + constraint.constant
            let relation: Cassowary.Relation = constraint.relation == .equal ? .equal
                : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            let added = Constraint(lhs - rhs, relation)
            indexOf[ObjectIdentifier(added)] = index
            do {
                try solver.add(added)
            } catch SolverError.unsatisfiable(let conflict) {
                conflicts.append(Conflict(broken: index, conflicting: conflict.conflicting.compactMap { indexOf[ObjectIdentifier($0)] }.sorted()))
            } catch {
                continue
            }
        }
        return conflicts
    }
}
