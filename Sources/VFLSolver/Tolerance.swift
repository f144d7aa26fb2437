/// Tolerance is the solver's whole numerical policy, stated in one place.
///
/// Layout values are points (magnitudes up to about 10⁵) with coefficients of ±1 from VFL, so
/// absolute tolerances scaled for that range are used:
/// * a row coefficient whose magnitude falls to `coefficient` or below after arithmetic is
///   dropped, so rounding residue never becomes a pivot;
/// * a row constant above `-feasibility` counts as feasible (a required constraint holds to
///   within this many points);
/// * an objective coefficient counts as non-zero only beyond `objective`, separately at every
///   priority level, so that residue at one level never decides a pivot at another;
/// * after `degeneratePivotLimit` pivots in a row that do not change the objective, entering
///   symbols are chosen by Bland's rule (lowest index), which cannot cycle.
public enum Tolerance {
    /// Row coefficients at or below this magnitude are zero.
    public static let coefficient = 1e-9
    /// Row constants above minus this are feasible.
    public static let feasibility = 1e-9
    /// Objective coefficients at or below this magnitude are zero, per level.
    public static let objective = 1e-9
    /// Degenerate pivots before switching to Bland's rule.
    public static let degeneratePivotLimit = 50

    /// Coefficients, constants and suggested values must be finite and at most this large in
    /// magnitude: layouts are measured in points, and beyond this sums and products of a few
    /// values can no longer be told apart from rounding (or overflow to infinity). Larger
    /// inputs are refused with `invalidArgument`, leaving the solver as it was.
    public static let largestMagnitude = 1e15

    /// Whether `value` may enter the solver.
    @inline(__always)
    public static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestMagnitude }

    @inline(__always)
    static func isZero(_ value: Double) -> Bool { value <= coefficient && value >= -coefficient }
}
