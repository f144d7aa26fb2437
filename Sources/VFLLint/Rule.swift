import VFLSourceScan
import VFLSyntax

/// RuleDoc documents a rule for `vfl-lint rules`: what it finds (the identity's summary), why it
/// matters, an example and the fix.
public struct RuleDoc: Sendable {
    /// The rule's identity: code, snake_case id, default severity, summary.
    public var id: DiagnosticID
    /// Why it matters, in a sentence or two.
    public var why: String
    /// A small example that triggers it.
    public var example: String
    /// How to fix it.
    public var fix: String
    /// Whether the rule runs only when enabled (`opt_in_rules`).
    public var isOptIn: Bool
    /// Whether its fix is safe: `vfl-lint --fix` applies it (the meaning of the format cannot
    /// change), as ruff's safe applicability. Other fixes are shown, never applied.
    public var fixIsSafe: Bool

    public init(_ id: DiagnosticID, why: String, example: String, fix: String, optIn: Bool = false, fixIsSafe: Bool = false) {
        self.id = id
        self.why = why
        self.example = example
        self.fix = fix
        self.isOptIn = optIn
        self.fixIsSafe = fixIsSafe
    }

    /// The rule id.
    public var rule: String { id.rule }
}

/// FileRule is a rule with logic of its own over a whole Swift or Objective-C file: one file in
/// Rules/ named for its id, holding the id (an extension of `DiagnosticID`), its documentation
/// and fix safety (`doc`) and its logic; `Linter.fileRules` lists them, and the catalog, the
/// docs pages and the tests derive from that list.
///
/// A rule sees the formats as a stream: `visit` is called with each format of the file, in
/// source order, as it is analysed, and the analysis is gone after the call. What a rule needs
/// of the whole file (a dictionary's used keys, a function's constraints) it keeps itself, as
/// compactly as it can, and reports in `finish`: a file of thousands of formats is never held
/// whole, so memory stays a small multiple of the file.
protocol FileRule {
    static var doc: RuleDoc { get }
    /// A rule starts each file afresh.
    init()
    /// Sees one format, adding what it finds there to `findings`.
    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic])
    /// After the last format: what needs the whole file (`scan` answers questions about it,
    /// for a rule that says it `readsScanner`).
    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic])
    /// Whether `finish` asks `scan` about the file (`viewFacts`): the scanner is kept for such
    /// rules and let go before the others finish.
    static var readsScanner: Bool { get }
    /// The facts of each call the rule reads beyond its arguments (`ModelFacts`): the model
    /// works them out only while a rule that reads them is on.
    static var reads: ModelFacts { get }
}

extension FileRule {
    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {}
    static var readsScanner: Bool { false }
    static var reads: ModelFacts { [] }
}

/// SessionRule is a rule about the file as a whole rather than its formats (its bytes, its
/// suppression comments): one file in Rules/ with its id, documentation and logic, which
/// `LintSession` calls; `LintSession.sessionRules` lists them.
protocol SessionRule {
    static var doc: RuleDoc { get }
}

extension LintSession {
    /// The session's rules, beside `Linter.fileRules` (the catalog and the tests derive from both).
    static let sessionRules: [any SessionRule.Type] = [UnknownRule.self, UnusedSuppression.self, UnreadableFile.self]
}

extension RuleCatalog {
    /// The rules whose fixes are safe (`RuleDoc.fixIsSafe`): `vfl-lint --fix` applies them.
    public static let safeFixRules: Set<String> = Set(all.filter(\.fixIsSafe).map(\.rule))

    /// The edits of the safe fixes among `findings`, in order, none overlapping another (what
    /// `vfl-lint --fix` writes and an editor's "fix all" applies).
    public static func safeFixEdits(_ findings: [Diagnostic]) -> [TextEdit] {
        var edits: [TextEdit] = []
        var cursor = 0
        for finding in findings.sorted(by: { $0.range < $1.range }) where safeFixRules.contains(finding.rule) {
            guard let fix = finding.fix, let first = fix.edits.first, first.range.lowerBound >= cursor else { continue }
            edits += fix.edits
            cursor = fix.edits.last!.range.upperBound
        }
        return edits
    }
}

extension RuleCatalog {
    /// The project's home: SARIF's `informationUri`, every rule's `helpUri`, the README.
    public static let home = "https://github.com/vfl-tools/vfl"

    /// Where the rule pages live in the repository (`Documentation/rules/<rule_id>.md`).
    public static let pagesDirectory = "Documentation/rules"
}

extension RuleDoc {
    /// The rule's page on the project's home (`helpUri`).
    public var helpURL: String { "\(RuleCatalog.home)/blob/main/\(RuleCatalog.pagesDirectory)/\(rule).md" }

    /// The rule's documentation page, in Markdown (`Documentation/rules/<rule_id>.md`, kept
    /// equal to this by a test).
    public var page: String {
        let severity = id.defaultSeverity.rawValue
        // A finding about a file as a whole has no line a comment could name.
        let onePlace = id.isFileWide
            ? "* It is about a file as a whole, so no comment turns it off in one place; leave the file out\n  with `\"excluded\"` in `.vfl.json`."
            : "* Turn it off for one place: `// vfl-lint:disable:next \(rule)` on the line before, or\n  `// vfl-lint:disable:this \(rule)` at the end of the line."
        return """
        # `\(rule)` (\(id.code))

        Default severity: **\(severity)**\(isOptIn ? " — opt-in: enable it with `opt_in_rules` in `.vfl.json`" : "").
        \(fixIsSafe ? "Its fix is safe: `vfl-lint --fix` applies it." : "`vfl-lint --fix` does not apply a fix for it (none is safe).")

        ## What it finds

        \(id.summary)

        ## Why it matters

        \(why)

        ## Example

        ```
        \(example)
        ```

        ## Fix

        \(fix)

        ## Configuration

        * Show this page in a terminal: `vfl-lint rules \(rule)` (or `vfl-lint rules \(id.code)`).
        * Turn it off for a project: `"disabled_rules": ["\(rule)"]` in `.vfl.json`; change its
          severity: `"severity": {"\(rule)": "warning"}`.
        \(onePlace)

        [All rules](README.md)

        """
    }
}

extension RuleCatalog {
    /// The index of the rule pages (`Documentation/rules/README.md`).
    public static var indexPage: String {
        var text = """
        # vfl-lint rules

        Every rule with its code and default severity. Errors are what the runtime throws or
        logs; warnings are likely mistakes. `vfl-lint rules` prints this list; `vfl-lint rules ID`
        prints one page.

        | code | rule | severity | finds |
        |---|---|---|---|

        """
        for doc in all {
            let summary = doc.id.summary.map { $0 == "|" ? "\\|" : String($0) }.joined()
            text += "| \(doc.id.code) | [`\(doc.rule)`](\(doc.rule).md) | \(doc.id.defaultSeverity.rawValue)\(doc.isOptIn ? " (opt-in)" : "") | \(summary) |\n"
        }
        return text
    }
}
