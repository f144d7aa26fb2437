import VFLSyntax

extension DiagnosticID {
    // The file rules define their ids in their own files (Rules/<rule_id>.swift); these are the
    // session's own.
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
