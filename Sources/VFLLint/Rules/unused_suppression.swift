import VFLSyntax

extension DiagnosticID {
    /// A suppression comment that suppresses nothing.
    public static let unusedSuppression = DiagnosticID(
        code: "VFL409", rule: "unused_suppression", severity: .warning,
        summary: "A vfl-lint:disable comment suppresses no finding.")
}

/// A `vfl-lint:disable` comment that silenced none of the file's findings.
enum UnusedSuppression: SessionRule {
    static let doc = RuleDoc(.unusedSuppression, why: "A suppression that suppresses nothing hides future findings at that place for no reason.",
                             example: "// vfl-lint:disable:next unknown_view   above a correct call", fix: "Delete the comment.", optIn: true)

    /// The directives of `suppressions` that were never used (after every finding was offered).
    static func findings(_ suppressions: Suppressions) -> [Diagnostic] {
        suppressions.directives.filter { !$0.used && $0.scope != .regionEnd }.map {
            Diagnostic(.unusedSuppression, $0.range, "this vfl-lint:disable comment suppresses no finding")
        }
    }
}
