import VFLSolver
import VFLSemantics
import VFLSyntax

/// LayoutLimits are the container sizes at which every required constraint of a layout can hold:
/// per axis, the smallest and largest length (the other axis at the layout's size), and the
/// constraints that bind there — the ones that stop the container from getting any smaller or
/// larger. Non-required constraints (intrinsic sizes, priorities below 1000) do not limit: the
/// runtime breaks them instead.
public struct LayoutLimits: Sendable {
    public struct Bound: Sendable {
        /// The length, or nil: no maximum (or, when `feasible` is false, none at all).
        public var value: Double?
        /// The required constraints that hold the container at this length.
        public var binding: [ConstraintSource]
    }

    public struct AxisLimits: Sendable {
        public var axis: LayoutAxis
        /// False when the required constraints conflict at every length of this axis.
        public var feasible: Bool
        public var min: Bound
        public var max: Bound
        /// When infeasible, the conflicts that make it so.
        public var conflicts: [Conflict<ConstraintSource>]
    }

    public var width: AxisLimits
    public var height: AxisLimits
}

extension Layout {
    /// Lengths beyond this count as unlimited (a billion points).
    static let unlimited = 1e9

    /// The limits of the layout around a container of `size` (the file's when nil): a linear
    /// programme per axis and direction on the layout's solver (the container's length is pulled
    /// towards 0 or a billion by the weakest constraint, against the required ones), and the
    /// binding constraints as the solver's minimal explanation of why it cannot go one step further.
    public func limits(size: (width: Double, height: Double)? = nil) -> LayoutLimits {
        let container = size ?? file.size ?? (0, 0)
        let model = self.model()
        let state = settle(model, container: container).state
        func axis(_ axis: LayoutAxis) -> LayoutLimits.AxisLimits {
            var outcome = pass(model, container: container, state: state, free: axis)
            guard outcome.conflicts.isEmpty else {
                return LayoutLimits.AxisLimits(axis: axis, feasible: false, min: .init(value: nil, binding: []),
                                               max: .init(value: nil, binding: []), conflicts: outcome.conflicts)
            }
            let root = outcome.frames.of(.superview, in: &outcome.solver)
            let length = axis == .horizontal ? root.width : root.height
            func extreme(towards target: Double) -> LayoutLimits.Bound {
                let objective = Constraint(length - target, .equal, priority: 1)
                try? outcome.solver.add(objective)
                let value = outcome.solver.value(of: length)
                try? outcome.solver.remove(objective)
                if target > 0 && value >= Layout.unlimited - 1 { return .init(value: nil, binding: []) }
                // What keeps it from one step further: the solver's minimal conflict.
                let step = Swift.max(1e-3, abs(value) * 1e-9)
                let beyond = target > 0 ? Constraint(length - (value + step), .greaterThanOrEqual)
                    : Constraint(length - (value - step), .lessThanOrEqual)
                var binding: [ConstraintSource] = []
                if value > step || target > 0 {
                    do { try outcome.solver.add(beyond); try? outcome.solver.remove(beyond) }
                    catch SolverError.unsatisfiable(let conflict) {
                        binding = conflict.conflicting.compactMap { outcome.sources[ObjectIdentifier($0)] }
                    } catch {}
                }
                return .init(value: (value * 1e6).rounded() / 1e6, binding: binding)
            }
            let low = extreme(towards: 0)
            let high = extreme(towards: Layout.unlimited)
            return LayoutLimits.AxisLimits(axis: axis, feasible: true, min: low, max: high, conflicts: [])
        }
        return LayoutLimits(width: axis(.horizontal), height: axis(.vertical))
    }
}
