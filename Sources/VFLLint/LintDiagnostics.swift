import VFLSyntax

extension DiagnosticID {
    /// `NSDictionaryOfVariableBindings(self.x)`.
    public static let dottedViewKey = DiagnosticID(
        code: "VFL400", rule: "dotted_view_key", severity: .error,
        summary: "NSDictionaryOfVariableBindings is given a property access, whose key contains a dot.")
    /// A format built with string interpolation.
    public static let interpolatedFormat = DiagnosticID(
        code: "VFL401", rule: "interpolated_format", severity: .warning,
        summary: "A format is built with string interpolation instead of metrics.")
    /// A format built with `String(format:)` / `stringWithFormat:`.
    public static let formatSpecifierInFormat = DiagnosticID(
        code: "VFL402", rule: "format_specifier_in_format", severity: .warning,
        summary: "A format is built with String(format:) or stringWithFormat: instead of metrics.")
    /// `x as Any`, `x?.y` in `views:`.
    public static let optionalViewValue = DiagnosticID(
        code: "VFL403", rule: "optional_view_value", severity: .warning,
        summary: "A value of the views dictionary is an optional (chained or boxed as Any).")
    /// A key of `views:` no format of the call uses.
    public static let unusedViewKey = DiagnosticID(
        code: "VFL404", rule: "unused_view_key", severity: .warning,
        summary: "A key of the views dictionary is used by no format that receives it.")
    /// What `vfl-fmt` would change.
    public static let noncanonicalFormat = DiagnosticID(
        code: "VFL405", rule: "noncanonical_format", severity: .warning,
        summary: "A format is not in the canonical form vfl-fmt writes.")
    /// A view placed by formats that keeps its autoresizing mask constraints.
    public static let missingAutoresizingOptOut = DiagnosticID(
        code: "VFL406", rule: "missing_autoresizing_opt_out", severity: .warning,
        summary: "A view placed by formats never gets translatesAutoresizingMaskIntoConstraints = false in this file.")
    /// Required constraints from several formats of one scope that cannot all hold.
    public static let crossFormatConflict = DiagnosticID(
        code: "VFL407", rule: "cross_format_conflict", severity: .error,
        summary: "Formats of one function constrain the same views with required constraints that cannot all hold.")
    /// An unknown rule id in a configuration or a suppression comment.
    public static let unknownRule = DiagnosticID(
        code: "VFL408", rule: "unknown_rule", severity: .warning,
        summary: "A configuration or suppression comment names a rule that does not exist.")
    /// A suppression comment that suppresses nothing.
    public static let unusedSuppression = DiagnosticID(
        code: "VFL409", rule: "unused_suppression", severity: .warning,
        summary: "A vfl-lint:disable comment suppresses no finding.")
    /// A file that cannot be read, is binary or is not UTF-8.
    public static let unreadableFile = DiagnosticID(
        code: "VFL410", rule: "unreadable_file", severity: .error,
        summary: "A file could not be read, is binary, or is not UTF-8 text.")
}
