import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// What `vfl-fmt` would change.
    public static let noncanonicalFormat = DiagnosticID(
        code: "VFL405", rule: "noncanonical_format", severity: .warning,
        summary: "A format is not in the canonical form vfl-fmt writes.")
}

/// `noncanonical_format`: a format `vfl-fmt` would rewrite (`-(8)-` → `-8-`, `@1000`, `-0@999-`).
struct NoncanonicalFormat: FileRule {
    static let doc = RuleDoc(.noncanonicalFormat,
        why: "One way to write each format keeps reviews about meaning, not spelling. Forms like '-0@999-' and '->=0-' work only because the runtime is lenient.",
        example: "\"H:|-(8)-[title]-(==8)-[badge(>=24@1000)]-|\"",
        fix: "Run vfl-fmt (or vfl-lint --fix with the rule enabled): \"H:|-8-[title]-8-[badge(>=24)]-|\". Off by default: vfl-fmt --check owns style, as ruff format does for ruff check.",
        optIn: true, fixIsSafe: true)

    /// Literals already compared (a format held in a variable reaches several calls).
    var seen = Set<Int32>()
    var parser = Parser()

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        guard format.embedded.isRewritable, let text = format.embedded.text else { return }
        // A format with syntax errors is reported by those rules (whitespace has its own fix).
        if format.analysis?.diagnostics.contains(where: { $0.severity == .error && $0.rule.hasPrefix("syntax_") }) == true { return }
        let literal = format.embedded.literals[0].contentRange
        guard seen.insert(literal.start).inserted else { return }
        let result = Formatter.format(bytes: text, parser: &parser)
        guard result.changed, !result.hasErrors else { return }
        let canonical = String(decoding: result.text, as: UTF8.self)
        findings.append(Diagnostic(.noncanonicalFormat, literal,
            "the format is not in canonical form; vfl-fmt writes '\(canonical)'",
            fixes: [FixIt("rewrite as '\(canonical)'", [TextEdit(range: literal, replacement: canonical)])]))
    }
}
