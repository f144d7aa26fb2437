import VFLLayout
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintedFormat is one format of a file with everything the rules need: where it is, its call's
/// arguments, and its analysis in the environment the call provides. Rules see it once, as it
/// is analysed (`FileRule.visit`), and keep what they need of it.
public struct LintedFormat: Sendable {
    /// Its place in the file's stream of formats (0 for the first).
    public var index: Int
    public var embedded: EmbeddedFormat
    public var environment: FormatEnvironment
    /// Nil for a dynamic format.
    public var analysis: FormatAnalysis?
}

/// LintFile is what a rule sees of the file around its formats.
public struct LintFile: Sendable {
    public var bytes: [UInt8]
    public var language: SourceLanguage
    public var platform: Platform
    /// Whether findings carry notes; a rule whose notes cost work (`cross_format_conflict`'s
    /// list of the constraints a conflict involves) skips them when not.
    public var notes = true
}

/// Linter finds every finding of one file, before configuration and suppression comments are
/// applied (`LintSession` does that).
public struct Linter: Sendable {
    /// The platform profile for standard spacing.
    public var platform: Platform
    /// Registered helpers whose argument is a format.
    public var functions: [FormatFunction] {
        didSet { unreadableCalls = LintCoverage.unreadableCalls(functions) }
    }
    /// The helpers among `functions` whose calls are not read, by name (worked out once).
    private(set) var unreadableCalls: Set<String> = []
    /// The internal dictionary properties no other file of the project names
    /// (`LintConfiguration.sealedProperties`).
    public var sealedProperties: Set<String> = []
    /// The formats other files keep as constants (`LintConfiguration.formatConstants`).
    public var formatConstants: [String: FormatConstant] = [:]
    /// The project's own `constraints(withVisualFormat:…)` (`LintConfiguration.labelledFunctions`).
    public var labelledFunctions: [LabelledFunction] = []

    /// The file rules to run (ids), or nil for all; a rule that is off costs nothing.
    public var rules: Set<String>?
    /// Whether findings carry their notes (`vfl-lint --quiet` shows none).
    public var notes = true

    public init(platform: Platform = .ios, functions: [FormatFunction] = [], rules: Set<String>? = nil) {
        self.platform = platform
        self.functions = functions
        self.rules = rules
        unreadableCalls = LintCoverage.unreadableCalls(functions)
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
    ///
    /// The formats stream through: each is analysed as the scanner finds it, its diagnostics
    /// are placed in the file, every rule visits it, and then it is let go, so memory is the
    /// file's tokens and what the rules keep, however many formats the file holds.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage) -> [Diagnostic] {
        var helpers: DefinedHelpers? = nil
        return lint(bytes, language: language, coverage: &coverage, definedHelpers: &helpers)
    }

    /// The findings of `bytes`, adding what was examined to `coverage`, and setting
    /// `definedHelpers` to the project helpers the file defines (`SourceScan.definedHelpers`).
    /// `survey` is the file's, when the caller made it already.
    public func lint(_ bytes: [UInt8], language: SourceLanguage?, coverage: inout LintCoverage,
                     definedHelpers: inout DefinedHelpers?, survey: FileSurvey? = nil) -> [Diagnostic] {
        definedHelpers = DefinedHelpers()
        guard let language else { return lintLayout(bytes) }
        let file = LintFile(bytes: bytes, language: language, platform: platform, notes: notes)
        var active: [any FileRule] = Self.fileRules.filter { rules?.contains($0.doc.rule) ?? true }.map { $0.init() }
        // The formats' own findings first, then each rule's, in the order the rules run: the
        // same order whatever the stream's length.
        var findings: [Diagnostic] = []
        var ruleFindings = [[Diagnostic]](repeating: [], count: active.count)
        var parser = Parser()
        // Calls usually share a dictionary: its key set is made once (same keys, same set), and
        // so are a metrics dictionary's values.
        var keySets = SharedTables<Set<String>>(readsNumbers: false, make: { Set($0.entries.map(\.key)) })
        var metricTables = SharedTables<MetricTable>(readsNumbers: true, make: MetricTable.init)
        var calls = Set<Int>()
        var index = 0
        // Where the formats handed to Auto Layout come from: literals elsewhere that read as
        // formats are counted as not checked.
        var reached: [ByteRange] = []
        // Where the formats built at run time are passed, placed in lines at the end.
        var dynamic: [(offset: Int, reason: String, namesChecked: Bool)] = []
        // Where the checked formats whose views are not seen whole are passed, and why.
        var unseen: [(offset: Int, reason: String?)] = []
        // The formats a condition chooses between at one call share its options: an alignment
        // one of them does not use is reported only when none uses it.
        var alignment: (call: ByteRange, unused: [Diagnostic], used: Bool)? = nil
        func settleAlignment() {
            if let pending = alignment, !pending.used { findings += pending.unused }
            alignment = nil
        }
        let facts = active.reduce(into: ModelFacts()) { $0.formUnion(type(of: $1).reads) }
        var scan = SourceScan.scan(bytes, language: language, functions: functions, facts: facts, sealedProperties: sealedProperties,
                                   survey: survey, formatConstants: formatConstants, labelledFunctions: labelledFunctions) { embedded in
            coverage.add(embedded)
            calls.insert(embedded.callRange.lowerBound)
            reached.append(embedded.argumentRange)
            reached += embedded.literals.map(\.range)
            // A test asserting that the call throws expects what the checker would report.
            if embedded.isExpectedToThrow { index += 1; return }
            let views = embedded.views.map { keySets.table(for: $0) }
            let metrics = embedded.metrics.map { metricTables.table(for: $0) }
            let environment = Self.environment(of: embedded, platform: platform, views: views, metrics: metrics)
            let analysis = embedded.text.map { Semantics.analyze(parser.parse(bytes: $0), in: environment) }
            if let branch = embedded.alternative {
                if branch == 0 || alignment?.call != embedded.callRange { settleAlignment(); alignment = (embedded.callRange, [], false) }
            } else {
                settleAlignment()
            }
            var unusedAlignment = false
            for diagnostic in analysis?.diagnostics ?? [] where rules?.contains(diagnostic.rule) ?? true {
                if embedded.alternative != nil && diagnostic.id === DiagnosticID.unusedAlignment {
                    alignment?.unused.append(embedded.placed(diagnostic))
                    unusedAlignment = true
                    continue
                }
                findings.append(embedded.placed(diagnostic))
            }
            if embedded.alternative != nil, let analysis, !analysis.throwsAtRuntime, !unusedAlignment { alignment?.used = true }
            if analysis == nil, !embedded.isForwarded {
                var namesChecked = false
                if rules?.contains("unknown_view") ?? true,
                   let names = DynamicFormatNames.findings(embedded, in: bytes, language: language, environment: environment, parser: &parser) {
                    coverage.dynamicNamesChecked += 1
                    findings += names
                    namesChecked = true
                }
                if coverage.keepsPlaces { dynamic.append((embedded.argumentRange.lowerBound, embedded.dynamicReason ?? "built at run time", namesChecked)) }
            } else if coverage.keepsPlaces, analysis != nil, !embedded.isForwarded, embedded.views?.isComplete != true {
                unseen.append((embedded.argumentRange.lowerBound,
                               embedded.views == nil ? embedded.viewsUnknownReason ?? "no views dictionary is visible" : nil))
            }
            let format = LintedFormat(index: index, embedded: embedded, environment: environment, analysis: analysis)
            for r in active.indices { active[r].visit(format, in: file, findings: &ruleFindings[r]) }
            index += 1
        }
        settleAlignment()
        coverage.callSites += calls.count
        definedHelpers = scan.definedHelpers ?? DefinedHelpers()
        let (unreached, constants) = SourceScan.unreachedFormatsAndConstants(bytes, language: language, reached: reached, scan: scan, survey: survey)
        definedHelpers?.formatConstants = constants
        if !unreached.isEmpty || !dynamic.isEmpty || !unseen.isEmpty {
            let lines = LineTable(bytes)
            for literal in unreached {
                let listed = LintCoverage.listing(literal, unreadable: unreadableCalls)
                if listed.isUnreadableHelper, let callee = listed.callee { coverage.unreadableHelpers.insert(callee) }
                coverage.addUnreached(at: lines.location(of: literal.range.lowerBound), callee: listed.callee)
            }
            for format in dynamic {
                let place = lines.location(of: format.offset)
                coverage.dynamicPlaces.append((place.line, place.column, format.reason, format.namesChecked))
            }
            for format in unseen {
                let place = lines.location(of: format.offset)
                coverage.viewsUnseenPlaces.append((place.line, place.column, format.reason))
            }
        }
        // The scanner is let go once no rule left asks it about the file.
        let lastReader = active.lastIndex { type(of: $0).readsScanner } ?? -1
        if lastReader < 0 { scan.releaseScanner() }
        for r in active.indices {
            findings += ruleFindings[r]
            ruleFindings[r] = []
            active[r].finish(file, scan: scan, findings: &findings)
            if r == lastReader { scan.releaseScanner() }
        }
        Self.deduplicate(&findings)
        return findings
    }

    /// A table made from a dictionary's entries (the set of a views dictionary's keys, the
    /// values of a metrics one): made once for the calls that share the dictionary, and shared
    /// with the next dictionary whose entries are the same where the table looks (each method of
    /// a file writing out the same views).
    struct SharedTables<Table> {
        /// Whether the table reads the entries' numbers beside their keys.
        let readsNumbers: Bool
        let make: (DictionaryArgument) -> Table
        private var byPlace: [ByteRange: ([DictionaryEntry], Table)] = [:]
        private var last: ([DictionaryEntry], Table)? = nil

        init(readsNumbers: Bool, make: @escaping (DictionaryArgument) -> Table) {
            self.readsNumbers = readsNumbers
            self.make = make
        }

        mutating func table(for dictionary: DictionaryArgument) -> Table {
            func matches(_ entries: [DictionaryEntry]) -> Bool {
                entries.count == dictionary.entries.count && entries.indices.allSatisfy {
                    entries[$0].key == dictionary.entries[$0].key && (!readsNumbers || entries[$0].number == dictionary.entries[$0].number)
                }
            }
            if let (entries, table) = byPlace[dictionary.range], matches(entries) { return table }
            let table = last.flatMap { matches($0.0) ? $0.1 : nil } ?? make(dictionary)
            byPlace[dictionary.range] = (dictionary.entries, table)
            last = (dictionary.entries, table)
            return table
        }
    }

    /// What the call around a format provides: the keys seen in its dictionaries, whether those
    /// are all of them, and its options. A dictionary that cannot be seen leaves the names
    /// unchecked; one seen only in part gives hints, never errors.
    /// A metrics dictionary as the checker reads it: the values known, the names without one.
    struct MetricTable {
        var values: [String: Double] = [:]
        var withoutValues = Set<String>()

        init(_ metrics: DictionaryArgument) {
            for entry in metrics.entries {
                if let number = entry.number { values[entry.key] = number } else { withoutValues.insert(entry.key) }
            }
        }
    }

    public static func environment(of embedded: EmbeddedFormat, platform: Platform, views keys: Set<String>? = nil) -> FormatEnvironment {
        environment(of: embedded, platform: platform, views: keys, metrics: nil)
    }

    static func environment(of embedded: EmbeddedFormat, platform: Platform, views keys: Set<String>?, metrics table: MetricTable?) -> FormatEnvironment {
        var environment = FormatEnvironment(platform: platform)
        if let views = embedded.views {
            environment.views = keys ?? Set(views.entries.map(\.key))
            environment.viewsAreComplete = views.isComplete
        } else if embedded.viewsAreUnknown {
            // Not seen: the names in view position are views, and others may be too.
            environment.viewsAreComplete = false
        }
        if let metrics = embedded.metrics {
            let table = table ?? MetricTable(metrics)
            environment.metrics = table.values
            environment.metricsWithoutValues = table.withoutValues
            environment.metricsAreComplete = metrics.isComplete
        }
        environment.metricsAreUnknown = embedded.metricsAreUnknown
        for name in embedded.options?.names ?? [] { environment.options.formUnion(FormatOptions(name: name) ?? []) }
        return environment
    }

    /// One finding per rule, start and message (a format held in a variable and passed to two
    /// calls would otherwise be reported twice; the choices of an interpolation end a name at
    /// different places), the first kept, in place, in the order of `Diagnostic.placeOrder`:
    /// sorted first, a finding's duplicates are beside it, among the few at its start.
    static func deduplicate(_ findings: inout [Diagnostic]) {
        findings.sort(by: Diagnostic.placeOrder)
        var kept = 0, place = 0   // the kept findings at the current start begin at `place`
        for index in findings.indices {
            if kept > 0 && findings[kept - 1].range.lowerBound != findings[index].range.lowerBound { place = kept }
            let duplicate = findings[place..<kept].contains {
                $0.id.code == findings[index].id.code && $0.message == findings[index].message
            }
            if duplicate { continue }
            findings.swapAt(kept, index)
            kept += 1
        }
        findings.removeLast(findings.count - kept)
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

extension Diagnostic {
    /// The order a lint reports a file's findings in: by place, then rule.
    static func placeOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        a.range != b.range ? a.range < b.range : a.rule < b.rule
    }
}
