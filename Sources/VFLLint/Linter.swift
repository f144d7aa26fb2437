import VFLLayout
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintedFormat is one format of a file with everything the rules need: where it is, its call's
/// arguments, and its analysis in the environment the call provides.
public struct LintedFormat: Sendable {
    public var embedded: EmbeddedFormat
    public var environment: FormatEnvironment
    /// Nil for a dynamic format. Its diagnostics are already findings (placed in the file) and
    /// are not kept here; `throwsAtRuntime` still says whether the runtime would throw.
    public var analysis: FormatAnalysis?
}

/// LintContext is what a rule sees of one file.
public struct LintContext: Sendable {
    public var bytes: [UInt8]
    public var language: SourceLanguage
    public var scan: SourceScan
    public var formats: [LintedFormat]
    public var platform: Platform
}

/// Linter finds every finding of one file, before configuration and suppression comments are
/// applied (`LintSession` does that).
public struct Linter: Sendable {
    /// The platform profile for standard spacing.
    public var platform: Platform
    /// Registered helpers whose argument is a format.
    public var functions: [FormatFunction]

    /// The file rules to run (ids), or nil for all; a rule that is off costs nothing.
    public var rules: Set<String>?

    public init(platform: Platform = .ios, functions: [FormatFunction] = [], rules: Set<String>? = nil) {
        self.platform = platform
        self.functions = functions
        self.rules = rules
    }

    /// The rules that inspect a whole Swift or Objective-C file, in the order they run: the one
    /// registry of file rules (the catalog and the tests derive from it).
    static let fileRules: [any FileRule.Type] = [
        DottedViewKey.self, InterpolatedFormat.self, FormatSpecifierInFormat.self, OptionalViewValue.self,
        UnusedViewKey.self, NoncanonicalFormat.self, MissingAutoresizingOptOut.self, CrossFormatConflict.self,
    ]

    /// The findings of `bytes`; `language` nil means a `.vfl` layout file.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?) -> [Diagnostic] {
        var coverage = LintCoverage()
        return lint(bytes, language: language, coverage: &coverage)
    }

    /// The findings of `bytes`, adding what was examined to `coverage`.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage) -> [Diagnostic] {
        guard let language else { return lintLayout(bytes) }
        var scan = SourceScan.scan(bytes, language: language, functions: functions)
        coverage.add(scan)
        var parser = Parser()
        var formats: [LintedFormat] = []
        formats.reserveCapacity(scan.formats.count)
        var findings: [Diagnostic] = []
        // Calls usually share a dictionary: its key set is made once (same keys, same set).
        var keySets: [ByteRange: ([DictionaryEntry], Set<String>)] = [:]
        for embedded in scan.formats {
            var views: Set<String>? = nil
            if let dictionary = embedded.views {
                if let (entries, set) = keySets[dictionary.range], entries.count == dictionary.entries.count,
                   zip(entries, dictionary.entries).allSatisfy({ $0.key == $1.key }) {
                    views = set
                } else {
                    let set = Set(dictionary.entries.map(\.key))
                    keySets[dictionary.range] = (dictionary.entries, set)
                    views = set
                }
            }
            let environment = Self.environment(of: embedded, platform: platform, views: views)
            var analysis = embedded.text.map { Semantics.analyze(parser.parse(bytes: $0), in: environment) }
            // The format's diagnostics go to the findings, placed in the file, once: the rules
            // read the analysis' tree and constraints, never its diagnostics (a file of thousands
            // of formats would hold each twice).
            for diagnostic in analysis?.diagnostics ?? [] where rules?.contains(diagnostic.rule) ?? true {
                findings.append(embedded.placed(diagnostic))
            }
            analysis?.diagnostics = []
            formats.append(LintedFormat(embedded: embedded, environment: environment, analysis: analysis))
        }
        // The formats live on in `formats` only.
        scan.formats = []
        let context = LintContext(bytes: bytes, language: language, scan: scan, formats: formats, platform: platform)
        for rule in Self.fileRules where rules?.contains(rule.doc.rule) ?? true { findings += rule.check(context) }
        return Self.deduplicated(findings)
    }

    /// What the call around a format provides: the keys seen in its dictionaries, whether those
    /// are all of them, and its options. A dictionary that cannot be seen leaves the names
    /// unchecked; one seen only in part gives hints, never errors.
    public static func environment(of embedded: EmbeddedFormat, platform: Platform, views keys: Set<String>? = nil) -> FormatEnvironment {
        var environment = FormatEnvironment(platform: platform)
        if let views = embedded.views {
            environment.views = keys ?? Set(views.entries.map(\.key))
            environment.viewsAreComplete = views.isComplete
        }
        if let metrics = embedded.metrics {
            for entry in metrics.entries {
                if let number = entry.number { environment.metrics[entry.key] = number } else { environment.metricsWithoutValues.insert(entry.key) }
            }
            environment.metricsAreComplete = metrics.isComplete
        }
        environment.metricsAreUnknown = embedded.metricsAreUnknown
        for name in embedded.options?.names ?? [] { environment.options.formUnion(FormatOptions(name: name) ?? []) }
        return environment
    }

    /// One finding per rule, place and message (a format held in a variable and passed to two
    /// calls would otherwise be reported twice).
    static func deduplicated(_ findings: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable { var code: String, start: Int, end: Int, message: String }
        var seen = Set<Key>()
        return findings.filter { seen.insert(Key(code: $0.id.code, start: $0.range.lowerBound, end: $0.range.upperBound, message: $0.message)).inserted }
    }

    /// A `.vfl` layout file: its own mistakes, each format's diagnostics, and — when it declares a
    /// container size — conflicts and ambiguity of the whole layout; without a size, required
    /// conflicts that hold for any container.
    func lintLayout(_ bytes: [UInt8]) -> [Diagnostic] {
        let file = LayoutFile.parse(bytes: bytes)
        let layout = Layout(file: file)
        let diagnostics = file.size != nil ? layout.solve().diagnostics : layout.check()
        // A layout file's diagnostics are already in the file's coordinates.
        return diagnostics.filter { rules?.contains($0.rule) ?? true }.sorted(by: Diagnostic.ordered)
    }
}
