import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintSession lints one file under a configuration: the rules that are enabled, with their
/// configured severities, minus what suppression comments silence, sorted by position.
public struct LintSession: Sendable {
    public let configuration: LintConfiguration
    let linter: Linter
    /// The ids of the rules the configuration enables.
    let enabled: Set<String>

    /// With `notes` false, findings come without their notes, which are then not made.
    public init(configuration: LintConfiguration, notes: Bool = true) {
        self.configuration = configuration
        // A session is made for every file: the usual selection (no rule named) is built once.
        let selects = !configuration.onlyRules.isEmpty || !configuration.disabledRules.isEmpty || !configuration.optInRules.isEmpty
        enabled = selects ? Set(RuleCatalog.all.filter(configuration.isEnabled).map(\.rule)) : Self.defaultRules
        var linter = Linter(platform: configuration.platform, functions: configuration.functions, rules: enabled)
        linter.sealedProperties = configuration.sealedProperties
        linter.formatConstants = configuration.formatConstants
        linter.labelledFunctions = configuration.labelledFunctions
        linter.notes = notes
        self.linter = linter
    }

    /// The rules a configuration that names none enables: every rule that is not opt-in.
    static let defaultRules = Set(RuleCatalog.all.filter { !$0.isOptIn }.map(\.rule))

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
        // One pass over the bytes answers what each step below asks of them before lexing.
        let survey = FileSurvey(bytes)
        if let finding = UnreadableFile.finding(survey.kind) {
            // A file that is not text is one finding (`unreadable_file`): never a silent pass,
            // when it may hold a format call. One that cannot (a Latin-1 header in Pods/ with no
            // call) has nothing to check, and failing the build on it would be a false error.
            let relevant = language == nil || SourceScan.mayHoldFormatCall(bytes, functions: configuration.functions)
            findings = relevant && enabled.contains(finding.rule) ? [finding] : []
        } else {
            findings = lintText(bytes, language: language, coverage: &coverage, definedHelpers: &definedHelpers, survey: survey)
        }
        for index in findings.indices {
            if let severity = configuration.severity[findings[index].rule] { findings[index].severity = severity }
            if !linter.notes { findings[index].notes = [] }
        }
        findings.sort(by: Diagnostic.placeOrder)
        return findings
    }

    /// The enabled rules' findings in a text file, minus what its suppression comments silence.
    func lintText(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage,
                  definedHelpers: inout DefinedHelpers?, survey: FileSurvey) -> [Diagnostic] {
        // The linter runs the enabled rules only (`Linter.rules`).
        var findings = linter.lint(bytes, language: language, coverage: &coverage, definedHelpers: &definedHelpers, survey: survey)
        guard survey.mentionsSuppression else { return findings }
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
