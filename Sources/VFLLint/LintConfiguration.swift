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
    /// Not read from `.vfl.json` but found by the tool over the project: the internal Swift
    /// dictionary properties of the file no other file of the project names, whose keys are
    /// then known whole (`SourceScan.scan`).
    public var sealedProperties: Set<String> = []
    /// The formats other files of the project keep as constants, by name, that this file's
    /// calls are given (set by the tool that reads the project).
    public var formatConstants: [String: FormatConstant] = [:]
    /// The project's own `constraints(withVisualFormat:…)` (set by the tool that reads the
    /// project): a call reaching one is not Apple's method.
    public var labelledFunctions: [LabelledFunction] = []
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
