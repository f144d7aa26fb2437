import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintConfiguration is a `.vfl.json` file (TOOLING.md), already decoded by the command line.
public struct LintConfiguration: Sendable {
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    public var onlyRules: [String] = []
    public var severity: [String: Severity] = [:]
    public var included: [String] = []
    public var excluded: [String] = []
    public var platform: Platform = .ios
    public var functions: [FormatFunction] = []
    /// Files larger than this many bytes are not checked and make the run fail (exit 2):
    /// `max_file_size_mb` in `.vfl.json`. A file that was not checked is never a pass.
    public var maxFileBytes = 64 << 20
    /// Where the configuration was read from (for findings about it), or nil for the defaults.
    public var path: String?

    public init() {}

    /// Whether `rule` runs: `only_rules` when given, else defaults plus opt-ins minus disabled.
    public func isEnabled(_ rule: RuleDoc) -> Bool {
        if !onlyRules.isEmpty { return onlyRules.contains(rule.rule) }
        if disabledRules.contains(rule.rule) { return false }
        return !rule.isOptIn || optInRules.contains(rule.rule)
    }

    /// Every rule id the configuration names that does not exist.
    public var unknownRuleIDs: [String] {
        (disabledRules + optInRules + onlyRules + severity.keys.sorted()).filter { !RuleCatalog.ids.contains($0) }
    }
}

/// Suppression is one `vfl-lint:` comment directive.
struct Suppression {
    enum Scope { case next, this, previous, regionStart, regionEnd }
    var scope: Scope
    var rules: [String]   // "all" for every rule
    var line: Int
    var range: ByteRange
    var used = false
}

/// Suppressions reads `// vfl-lint:disable:next rule`, `:this`, `:previous`, `disable` / `enable`
/// regions, and `all`, and decides which findings they silence.
struct Suppressions {
    var directives: [Suppression] = []
    var unknown: [(String, ByteRange)] = []

    init(bytes: [UInt8], comments: [ByteRange], lines: LineTable) {
        let marker = Array("vfl-lint:".utf8)
        for comment in comments where SourceByteSearch.contains(bytes, marker, in: comment.lowerBound..<comment.upperBound) {
            let commentBytes = Array(bytes[comment.lowerBound..<comment.upperBound])
            guard let start = (0...(commentBytes.count - marker.count)).first(where: {
                commentBytes[$0..<$0 + marker.count].elementsEqual(marker)
            }) else { continue }
            // The directive is the rest of the marker's line (a block comment may go on with prose).
            let rest = commentBytes[(start + marker.count)...]
            let lineEnd = rest.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? rest.endIndex
            let text = String(decoding: rest[..<lineEnd], as: UTF8.self)
            // `disable:next` is one word after the marker: "disable:next rule_a rule_b".
            let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "*" || $0 == "/" || $0 == "," })
            guard let command = words.first else { continue }
            let scope: Suppression.Scope
            switch command {
            case "disable:next": scope = .next
            case "disable:this": scope = .this
            case "disable:previous": scope = .previous
            case "disable": scope = .regionStart
            case "enable": scope = .regionEnd
            default: continue
            }
            var rules: [String] = []
            for word in words.dropFirst() {
                let id = String(word)
                if id == "all" || RuleCatalog.ids.contains(id) { rules.append(id) } else { unknown.append((id, comment)) }
            }
            if rules.isEmpty && words.count == 1 { rules = ["all"] }
            // `disable:next` counts from the comment's last line; the others from the marker's.
            let line = lines.location(of: scope == .next ? max(comment.lowerBound, comment.upperBound - 1) : comment.lowerBound + start).line
            directives.append(Suppression(scope: scope, rules: rules, line: line, range: comment))
        }
    }

    /// Whether `rule` at `line` is suppressed; marks the directive used.
    mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var regionOpen: [String: Int] = [:]   // the `disable` region open at `line`, if any
        for (index, directive) in directives.enumerated() {
            let matches = directive.rules.contains(rule) || directive.rules.contains("all")
            guard matches else { continue }
            switch directive.scope {
            case .next where directive.line + 1 == line,
                 .this where directive.line == line,
                 .previous where directive.line - 1 == line:
                directives[index].used = true
                return true
            case .regionStart where directive.line <= line:
                regionOpen[rule] = index
            case .regionEnd where directive.line <= line:
                regionOpen[rule] = nil
            default:
                break
            }
        }
        if let open = regionOpen[rule] {
            directives[open].used = true
            return true
        }
        return false
    }
}

/// LintSession lints one file under a configuration: the rules that are enabled, with their
/// configured severities, minus what suppression comments silence, sorted by position.
public struct LintSession: Sendable {
    public let configuration: LintConfiguration
    let linter: Linter
    /// The ids of the rules the configuration enables.
    let enabled: Set<String>

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
        enabled = Set(RuleCatalog.all.filter(configuration.isEnabled).map(\.rule))
        self.linter = Linter(platform: configuration.platform, functions: configuration.functions, rules: enabled)
    }

    /// The findings of one file; `language` nil means a `.vfl` layout file.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?) -> [Diagnostic] {
        var coverage = LintCoverage()
        return lint(bytes, language: language, coverage: &coverage)
    }

    /// The findings of one file, adding what was examined to `coverage`.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage) -> [Diagnostic] {
        var helpers: DefinedHelpers? = nil
        return lint(bytes, language: language, coverage: &coverage, definedHelpers: &helpers)
    }

    /// The findings of one file, adding what was examined to `coverage`, with the project helpers
    /// it defines (nil when it was not read as text).
    public func lint(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage,
                     definedHelpers: inout DefinedHelpers?) -> [Diagnostic] {
        definedHelpers = nil
        var findings: [Diagnostic]
        if let finding = UnreadableFile.finding(UTF8Validation.kind(bytes)) {
            // A file that is not text is one finding (`unreadable_file`): never a silent pass,
            // when it may hold a format call. One that cannot (a Latin-1 header in Pods/ with no
            // call) has nothing to check, and failing the build on it would be a false error.
            let relevant = language == nil || SourceScan.mayHoldFormatCall(bytes, functions: configuration.functions)
            findings = relevant && enabled.contains(finding.rule) ? [finding] : []
        } else {
            findings = lintText(bytes, language: language, coverage: &coverage, definedHelpers: &definedHelpers)
        }
        for index in findings.indices {
            if let severity = configuration.severity[findings[index].rule] { findings[index].severity = severity }
        }
        return findings.sorted { $0.range != $1.range ? $0.range < $1.range : $0.rule < $1.rule }
    }

    /// The enabled rules' findings in a text file, minus what its suppression comments silence.
    func lintText(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage,
                  definedHelpers: inout DefinedHelpers?) -> [Diagnostic] {
        // The linter runs the enabled rules only (`Linter.rules`).
        var findings = linter.lint(bytes, language: language, coverage: &coverage, definedHelpers: &definedHelpers)
        let marker = Array("vfl-lint:".utf8)
        guard SourceByteSearch.contains(bytes, marker) else { return findings }
        let lines = LineTable(bytes)
        let comments: [ByteRange]
        if let language {
            comments = SourceScan.comments(bytes, language: language)
        } else {
            comments = LayoutLines.split(bytes).compactMap(\.comment)
        }
        var suppressions = Suppressions(bytes: bytes, comments: comments, lines: lines)
        findings = findings.filter { !suppressions.suppresses($0.rule, line: lines.location(of: $0.range.lowerBound).line) }
        if enabled.contains(DiagnosticID.unknownRule.rule) { findings += UnknownRule.findings(suppressions) }
        if enabled.contains(DiagnosticID.unusedSuppression.rule) { findings += UnusedSuppression.findings(suppressions) }
        return findings
    }
}
