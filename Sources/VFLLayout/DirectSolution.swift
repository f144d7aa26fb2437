import VFLSolver

/// DirectSolution solves a layout without the simplex when the order of its constraints
/// determines it, as Android's ConstraintLayout solves chains: taken in order, every constraint
/// is either a required equality with exactly one variable not yet known (which it then
/// determines), or holds on values already known (a redundant equality, a required inequality
/// that is met, a constraint of lower priority on known values, which cannot move anything).
/// The solution is then the unique one the solver would find, computed in linear time and
/// memory; a tableau would carry every earlier constraint's marker in each position row of a
/// long chain (quadratic in the chain's length).
///
/// Anything else — a second unknown, an inequality or a lower-priority constraint on an unknown,
/// a constraint that does not hold, a number too large — gives nil, and the layout goes to the
/// solver, which breaks, explains and reports as usual.
struct DirectSolution {
    /// The value of every variable a constraint names, by variable.
    var values: [Variable: Double] = [:]

    /// Numbers beyond this are left to the solver (which rejects them with a diagnostic).
    static let limit = 1e15

    static func solve(_ constraints: [Constraint]) -> DirectSolution? {
        var solution = DirectSolution()
        solution.values.reserveCapacity(constraints.count)
        var unknowns: [(variable: Variable, coefficient: Double)] = []
        for constraint in constraints {
            let expression = constraint.expression
            guard expression.constant.isFinite, abs(expression.constant) <= limit else { return nil }
            var constant = expression.constant
            var magnitude = abs(constant)
            unknowns.removeAll(keepingCapacity: true)
            for term in expression.terms {
                guard term.coefficient.isFinite, abs(term.coefficient) <= limit else { return nil }
                if let value = solution.values[term.variable] {
                    constant += term.coefficient * value
                    magnitude = max(magnitude, abs(term.coefficient * value))
                } else if let index = unknowns.firstIndex(where: { $0.variable == term.variable }) {
                    unknowns[index].coefficient += term.coefficient
                } else {
                    unknowns.append((term.variable, term.coefficient))
                }
            }
            unknowns.removeAll { $0.coefficient == 0 }
            let tolerance = 1e-9 * max(1, magnitude)
            switch (unknowns.count, constraint.relation) {
            case (0, _):
                // Holds on known values, or (if required) the layout has a conflict for the solver to explain.
                guard constraint.priority < Priority.required || holds(constant, constraint.relation, tolerance) else { return nil }
            case (1, .equal) where constraint.priority >= Priority.required:
                let value = -constant / unknowns[0].coefficient
                guard value.isFinite, abs(value) <= limit else { return nil }
                solution.values[unknowns[0].variable] = value
            default:
                return nil
            }
        }
        return solution
    }

    /// Whether `constant REL 0` holds within `tolerance`.
    static func holds(_ constant: Double, _ relation: RelationalOperator, _ tolerance: Double) -> Bool {
        switch relation {
        case .equal: return abs(constant) <= tolerance
        case .greaterThanOrEqual: return constant >= -tolerance
        case .lessThanOrEqual: return constant <= tolerance
        }
    }
}
