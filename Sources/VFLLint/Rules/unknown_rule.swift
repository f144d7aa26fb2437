import VFLSyntax

extension DiagnosticID {
    /// An unknown rule id in a configuration or a suppression comment.
    public static let unknownRule = DiagnosticID(
        code: "VFL408", rule: "unknown_rule", severity: .warning,
        summary: "A configuration or suppression comment names a rule that does not exist.")
}

/// A rule id that names no rule, in a suppression comment (the session's) or in `.vfl.json`
/// (the configuration reader's, through `finding(_:at:)`).
public enum UnknownRule: SessionRule {
    static let doc = RuleDoc(.unknownRule, why: "A misspelt rule id silently disables nothing and suppresses nothing.",
                             example: "// vfl-lint:disable:next unknown_veiw", fix: "Use an id from 'vfl-lint rules'.")

    /// The finding for `id` written at `range`, with the rule it most likely means.
    public static func finding(_ id: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(.unknownRule, range, "'\(id)' is not a vfl-lint rule\(RuleCatalog.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? "; see 'vfl-lint rules'")")
    }

    /// The unknown ids of a file's suppression comments.
    static func findings(_ suppressions: Suppressions) -> [Diagnostic] {
        suppressions.unknown.map { finding($0.0, at: $0.1) }
    }
}
