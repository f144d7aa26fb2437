import VFLSyntax

extension DiagnosticID {
    /// A view name that is not a key of the views dictionary.
    public static let unknownView = DiagnosticID(
        code: "VFL200", rule: "unknown_view", severity: .error,
        summary: "A view name is not a key in the views dictionary.")
    /// A metric name that is in neither dictionary.
    public static let unknownMetric = DiagnosticID(
        code: "VFL201", rule: "unknown_metric", severity: .error,
        summary: "A name used as a constant or priority is not a key in the metrics (or views) dictionary.")
    /// A name in both dictionaries.
    public static let metricShadowsView = DiagnosticID(
        code: "VFL202", rule: "metric_shadows_view", severity: .warning,
        summary: "A name is a key of both dictionaries; the metric wins.")
    /// A priority outside (0, 1000].
    public static let priorityOutOfRange = DiagnosticID(
        code: "VFL203", rule: "priority_out_of_range", severity: .error,
        summary: "A priority is not greater than 0 and at most 1000.")
    /// A view name inside a connection's predicate.
    public static let viewInConnection = DiagnosticID(
        code: "VFL204", rule: "view_in_connection", severity: .error,
        summary: "A space between views is set equal to a view, which the language cannot express.")
    /// Alignment along the format's own axis.
    public static let alignmentAxis = DiagnosticID(
        code: "VFL205", rule: "alignment_axis", severity: .error,
        summary: "An alignment option aligns views along the axis the format lays them out on.")
    /// `spacingBaselineToBaseline` on a horizontal format.
    public static let baselineSpacingHorizontal = DiagnosticID(
        code: "VFL206", rule: "baseline_spacing_horizontal", severity: .error,
        summary: "Baseline-to-baseline spacing is given for a horizontal format.")
    /// Direction options on a vertical format, or both direction bits.
    public static let directionIgnored = DiagnosticID(
        code: "VFL207", rule: "direction_ignored", severity: .warning,
        summary: "A direction option has no effect (vertical format, or both directions given).")
    /// The same view twice in one format.
    public static let duplicateView = DiagnosticID(
        code: "VFL208", rule: "duplicate_view", severity: .warning,
        summary: "The same view appears more than once in one format.")
    /// `[a(==a)]`.
    public static let selfRelativeSize = DiagnosticID(
        code: "VFL209", rule: "self_relative_size", severity: .warning,
        summary: "A view's size is set relative to the view itself.")
    /// A negative size.
    public static let negativeSize = DiagnosticID(
        code: "VFL210", rule: "negative_size", severity: .warning,
        summary: "A view's width or height is set to a negative number.")
    /// Required predicates on one quantity that cannot all hold.
    public static let conflictingConstraints = DiagnosticID(
        code: "VFL211", rule: "conflicting_constraints", severity: .error,
        summary: "Required predicates on the same size or space cannot all hold.")
    /// Equal non-required priorities pulling one quantity apart.
    public static let ambiguousPriorities = DiagnosticID(
        code: "VFL212", rule: "ambiguous_priorities", severity: .warning,
        summary: "Predicates of the same non-required priority pull one size or space in different directions.")
    /// An alignment option in a format with no two adjacent views: it creates nothing.
    public static let unusedAlignment = DiagnosticID(
        code: "VFL213", rule: "unused_alignment", severity: .warning,
        summary: "An alignment option is given for a format with no two adjacent views, so it creates nothing.")

    /// Every diagnostic the checker can produce.
    public static let allSemantic: [DiagnosticID] = [
        .unknownView, .unknownMetric, .metricShadowsView, .priorityOutOfRange, .viewInConnection,
        .alignmentAxis, .baselineSpacingHorizontal, .directionIgnored, .duplicateView, .selfRelativeSize,
        .negativeSize, .conflictingConstraints, .ambiguousPriorities, .unusedAlignment,
    ]
}

/// SemanticMessage builds the messages Apple's runtime raises for semantic mistakes (spec §5).
public enum SemanticMessage {
    public static func unknownView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    public static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    public static let viewInConnection = "It's not possible to set a space equal to the width or height of a view. Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    public static func priorityTooLow(_ text: String) -> String {
        "Invalid priority specified: \(text). Priority must be greater than 0"
    }
    public static func priorityTooHigh(_ text: String) -> String {
        "Invalid priority specified: \(text). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
    public static func alignmentAxis(_ axis: Axis) -> String {
        axis == .horizontal
            ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
            : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    }
    public static let baselineSpacingHorizontal = "BaselineToBaseline format option not valid for horizontal layout"
}
