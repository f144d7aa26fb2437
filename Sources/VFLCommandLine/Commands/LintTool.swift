import CVFLSystem
import Dispatch
import Foundation
import VFLLint
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintedFile is one file's findings, with what reporters need to place them.
struct LintedFile {
    var path: String
    var bytes: [UInt8]
    var findings: [Diagnostic]
    var lines: LineTable
    /// What was examined (for `--statistics`).
    var coverage = LintCoverage()
    /// Why `--fix` could not write the file: its findings are still reported, and the run fails.
    var writeProblem: String? = nil
    /// How many findings `--fix` fixed in the file.
    var fixed = 0
    /// The project helpers the file defines, as its lint read them (nil: not read as text).
    var definedHelpers: DefinedHelpers? = nil
}

/// LintTool is `vfl-lint` (TOOLING.md): rules over Swift, Objective-C and `.vfl` files, with
/// configuration, suppression comments and reporters for terminals, Xcode, CI and code scanning.
public enum LintTool {
    public static let usage = """
        usage: vfl-lint [options] [PATH…|-]
               vfl-lint rules [RULE_ID|CODE]

        Lints the visual formats in .swift, .m, .mm, .h and .vfl files; directories are walked
        (honouring .gitignore for files git does not track, and the configuration's excluded
        globs). No PATH means the current directory; files of other types are skipped with a
        note; '--' ends the options.

        options:
          --reporter NAME   xcode (default), full, json, github, sarif, checkstyle
          --config PATH     use this .vfl.json instead of the nearest one
          --stdin-filename PATH
                            with '-': the name of standard input (language, configuration)
          --fix             apply safe fixes (canonical formats, deleting whitespace) in place
          --strict          warnings make the exit status 1 too
          --exit-zero       exit 0 even with findings (for adoption)
          --quiet           no notes, no "no input files" message
          --statistics      counts per rule, and what was examined (call sites, formats, how
                            much is known of their dictionaries), on standard error
          --explain-site FILE:LINE
                            what vfl-lint knows at the calls on that line: the format, the
                            views and metrics it sees (exactly, in part, or not) and why
          --color WHEN      auto (default), always, never (the full reporter)
          -h, --help        this help
          --version         the version

        exit status: 0 no findings at error level, 1 findings at error level (or warnings with
        --strict), 2 usage, configuration or I/O failure.

        """

    struct Settings {
        var reporter = "xcode"
        var config: String? = nil
        var fix = false
        var strict = false
        var exitZero = false
        var quiet = false
        var statistics = false
        var color = "auto"
        var paths: [String] = []
        var explainSite: String? = nil
        var stdinFilename: String? = nil
        /// A file written after a run without errors (the build tool plugin's output).
        var stamp: String? = nil
    }

    public static func main(_ arguments: [String]) -> Int32 {
        vfl_keep_freed_memory()   // each file's tokens are freed on every core, file after file
        var output = Output()
        let status = main(arguments, output: &output)
        return output.finish(status, tool: "vfl-lint")
    }

    static func main(_ arguments: [String], output: inout Output) -> Int32 {
        if arguments.first == "rules" {
            return rules(Array(arguments.dropFirst()), output: &output)
        }
        var settings = Settings()
        var parsed = CommandArguments(arguments, tool: "vfl-lint", common: [.color])
        while let option = parsed.nextOption() {
            switch option {
            case "--reporter":
                guard let reporter = parsed.value("a reporter"), Reporters.names.contains(reporter) else {
                    parsed.fail("--reporter takes one of \(Reporters.names.joined(separator: ", "))")
                    break
                }
                settings.reporter = reporter
            case "--config": settings.config = parsed.value("a path")
            case "--fix": settings.fix = true
            case "--strict": settings.strict = true
            case "--exit-zero": settings.exitZero = true
            case "--quiet": settings.quiet = true
            case "--statistics": settings.statistics = true
            case "--stamp": settings.stamp = parsed.value("a path")
            case "--stdin-filename": settings.stdinFilename = parsed.value("a path")
            case "--explain-site": settings.explainSite = parsed.value("FILE:LINE")
            case "-h", "--help":
                output.write(usage)
                return 0
            case "--version", "-V":
                output.write("vfl-lint \(VFLTool.version)\n")
                return 0
            default:
                parsed.rejectOption("\n" + usage)
            }
        }
        if let problem = parsed.problem {
            output.error(problem)
            return 2
        }
        settings.paths = parsed.operands
        settings.color = parsed.color
        return run(settings, output: &output)
    }

    // MARK: Linting

    static func run(_ settings: Settings, output: inout Output) -> Int32 {
        if let site = settings.explainSite { return explain(site, settings: settings, output: &output) }
        if settings.paths == ["-"] { return lintStandardInput(settings, output: &output) }
        if settings.paths.contains("-") {
            output.error("vfl-lint: '-' (standard input) cannot be mixed with paths")
            return 2
        }
        if settings.stdinFilename != nil {
            // Without '-' the name would be dropped and the current directory linted instead.
            output.error("vfl-lint: --stdin-filename names standard input: pass '-' as the path (vfl-lint --stdin-filename \(Terminal.shown(settings.stdinFilename!)) -)")
            return 2
        }
        var failed = false
        // What kept the run from reading everything: on standard error, and in a SARIF report.
        var problems: [String] = []
        func fail(_ message: String) {
            output.error("vfl-lint: \(message)")
            problems.append(message)
            failed = true
        }
        var explicitConfig: (LintConfiguration, [Diagnostic])? = nil
        if let path = settings.config {
            switch ConfigurationLoader.load(path) {
            case .success(let loaded): explicitConfig = loaded
            case .failure(let error):
                output.error("vfl-lint: \(error.message)")
                return 2
            }
        }
        var files: [String] = []
        // No path means the current directory (SwiftLint, ruff): a bare vfl-lint in CI is never a silent pass.
        let paths = settings.paths.isEmpty ? ["."] : settings.paths
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               SourceLanguage(path: path) == nil, !path.lowercased().hasSuffix(".vfl") {
                // A hook passes every staged file: other types are skipped, with a note.
                if !settings.quiet { output.error("vfl-lint: \(Terminal.shown(path)): not a Swift, Objective-C or .vfl file; skipped") }
                continue
            }
            var walkProblems: [String] = []
            var skipped: [String] = []
            switch FileWalker.collect(path, honourIgnores: true, problems: &walkProblems, skipped: { skipped.append($0) }) {
            case .success(let found): files += found
            case .failure(let error): fail(Terminal.escaped(error.description))
            }
            for problem in walkProblems { fail(Terminal.escaped(problem)) }
            if !settings.quiet { for note in skipped { output.error("vfl-lint: " + note) } }
        }
        files = FileWalker.distinct(files)
        if files.isEmpty {
            if !settings.quiet { output.error("vfl-lint: no input files") }
            Reporters.render(settings.reporter, [], configs: [], color: false, problems: problems, into: &output)
            return failed ? 2 : 0
        }
        var loader = ConfigurationLoader(explicit: explicitConfig)
        var plans: [(path: String, config: LintConfiguration)] = []
        for file in files {
            // Excluded files are skipped even when named (hooks pass file lists; ruff's force-exclude).
            if let note = loader.exclusionNote(for: file) {
                if paths.contains(file) && !settings.quiet { output.error("vfl-lint: " + note) }
                continue
            }
            guard let config = loader.configuration(for: file) else { failed = true; continue }
            plans.append((file, config))
        }
        for problem in loader.problems { fail("\(problem)") }
        // Helpers one file of the project defines, for the calls in the others.
        let (results, errors, sources) = lintProject(&plans, loader: loader, settings)
        for message in errors.compactMap({ $0 }) { fail(message) }
        var linted = results.compactMap { $0 }
        dropViewsOptedOutElsewhere(&linted, sources: sources)
        let unwritten = linted.compactMap(\.writeProblem)
        // What kept files from being checked, said above: the summary counts it too.
        let unchecked = problems.count
        for message in unwritten { fail(message) }
        // Findings about configuration files, once per file.
        for (path, findings) in loader.configFindings where !findings.isEmpty {
            let bytes = [UInt8]((FileManager.default.contents(atPath: path)) ?? Data())
            let shown = settings.quiet ? findings.map { var f = $0; f.notes = []; return f } : findings
            linted.append(LintedFile(path: path, bytes: bytes, findings: shown, lines: LineTable(bytes)))
        }
        linted.sort { $0.path < $1.path }
        let color = settings.reporter == "full" && Terminal.useColor(settings.color)
        Reporters.render(settings.reporter, linted, configs: Array(loader.all), color: color, problems: problems, into: &output)
        var coverage = LintCoverage()
        for file in linted { coverage.add(file.coverage) }
        if !settings.quiet {
            // The files read (a file that could not be read is counted among the problems).
            let read = plans.count - errors.lazy.filter { $0 != nil }.count
            for line in LintSummary.lines(linted, coverage: coverage, filesRead: read, problems: unchecked, unwritten: unwritten.count,
                                          fix: settings.fix, statistics: settings.statistics) {
                output.error(line)
            }
        }
        if settings.statistics { output.error(LintSummary.statistics(linted, coverage: coverage, registered: loader.all.flatMap(\.functions))) }
        if failed { return 2 }
        let failing = linted.contains { $0.findings.contains { $0.severity == .error || settings.strict && $0.severity == .warning } }
        if let stamp = settings.stamp, !failing || settings.exitZero {
            _ = FileManager.default.createFile(atPath: stamp, contents: Data())
        }
        if settings.exitZero { return 0 }
        return failing ? 1 : 0
    }

    /// Lints the planned files on every core, each lexed once: linted first with its own
    /// helpers, which that lint reads (`definedHelpers`); then the project's helpers are gathered
    /// from those and the project's other files, and a file that calls one it does not define
    /// (or reads one the project finds ambiguous, or a dictionary property no other file writes)
    /// is linted again. `--fix` writes, so it knows the helpers before the first lint. Each
    /// file's result, or why it could not be linted, and the project's sources that were read.
    static func lintProject(_ plans: inout [(path: String, config: LintConfiguration)], loader: ConfigurationLoader,
                            _ settings: Settings) -> (results: [LintedFile?], errors: [String?], sources: [(path: String, largestFile: Int)]) {
        let run = plans.map { (path: $0.path, largestFile: $0.config.maxFileBytes) }
        let configured = plans.map(\.config.functions)
        var results = [LintedFile?](repeating: nil, count: plans.count)
        var errors = [String?](repeating: nil, count: plans.count)
        func lint(_ indices: [Int]) {
            results.withUnsafeMutableBufferPointer { resultBuffer in
                errors.withUnsafeMutableBufferPointer { errorBuffer in
                    let r = resultBuffer.baseAddress!, e = errorBuffer.baseAddress!
                    DispatchQueue.concurrentPerform(iterations: indices.count) { k in
                        let index = indices[k]
                        let (path, config) = plans[index]
                        switch lintFile(path, config, fix: settings.fix, notes: !settings.quiet, places: settings.statistics) {
                        case .success(let linted): r[index] = linted; e[index] = nil
                        case .failure(let error): e[index] = error.message; r[index] = nil
                        }
                    }
                }
            }
        }
        let sources = ProjectHelpers.sources(run, loader: loader, largest: \.maxFileBytes)
        if settings.fix {
            // Read before the one lint a fix makes: the helpers, and the formats kept as
            // constants (each file given them all: it looks up only those it names).
            var known: [String: DefinedHelpers] = [:]
            let helpers = ProjectHelpers.infer(sources, reading: &known)
            let constants = ProjectHelpers.formatConstants(known, files: plans.map(\.path))
            let labelled = ProjectHelpers.labelledFunctions(known)
            var lists = ProjectHelpers.FunctionLists(helpers: helpers)
            for index in plans.indices {
                if !helpers.isEmpty { plans[index].config.functions = lists.functions(for: plans[index].path, configured[index]) }
                plans[index].config.formatConstants = constants.constants(for: plans[index].path)
                plans[index].config.labelledFunctions = labelled
            }
            lint(Array(plans.indices))
            ProjectHelpers.countConstantsChecked(&results)
        } else {
            lint(Array(plans.indices))
            var known: [String: DefinedHelpers] = [:]
            for (index, result) in results.enumerated() { if let defined = result?.definedHelpers { known[plans[index].path] = defined } }
            let helpers = ProjectHelpers.infer(sources, reading: &known)
            var again = Set<Int>()
            if !helpers.isEmpty {
                var lists = ProjectHelpers.FunctionLists(helpers: helpers)
                for index in plans.indices {
                    let functions = lists.functions(for: plans[index].path, configured[index])
                    guard ProjectHelpers.changesReading(path: plans[index].path, helpers: functions.filter { !configured[index].contains($0) },
                                                        defined: results[index]?.definedHelpers) else { continue }
                    plans[index].config.functions = functions
                    again.insert(index)
                }
            }
            // Dictionary properties another file of the project might write, read as hints:
            // known whole where no other file names them.
            let candidates = plans.indices.compactMap { index -> (path: String, names: [String], types: [String])? in
                guard let defined = results[index]?.definedHelpers, !defined.unsealedProperties.isEmpty else { return nil }
                return (plans[index].path, defined.unsealedProperties, defined.unsealedTypes)
            }
            if !candidates.isEmpty {
                let sealed = ProjectHelpers.sealedProperties(candidates, sources: sources)
                for index in plans.indices {
                    guard let names = sealed[plans[index].path] else { continue }
                    plans[index].config.sealedProperties = names
                    again.insert(index)
                }
            }
            // A call of `constraints` read as Apple's method that may reach the project's own
            // (`labelledFunctions`), which another file declares.
            let labelled = ProjectHelpers.labelledFunctions(known)
            let overloaded = labelled.contains(where: \.overloadsApple)
            for index in plans.indices where !labelled.isEmpty {
                guard let defined = results[index]?.definedHelpers, defined.readsLabelledCall || overloaded && defined.readsAppleCall else { continue }
                plans[index].config.labelledFunctions = labelled
                again.insert(index)
            }
            // Formats kept as constants of one file and given to calls of another: a file read
            // again for the helpers may name any (its helpers' calls were not read yet).
            let project = ProjectHelpers.formatConstants(known)
            for index in plans.indices {
                let constants = project.constants(for: plans[index].path)
                guard !constants.isEmpty else { continue }
                if again.contains(index) { plans[index].config.formatConstants = constants; continue }
                let named = (results[index]?.definedHelpers?.missingConstants ?? []).compactMap { constants[$0] }
                guard !named.isEmpty else { continue }
                plans[index].config.formatConstants = Dictionary(named.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
                again.insert(index)
            }
            if !again.isEmpty { lint(again.sorted()) }
            ProjectHelpers.countConstantsChecked(&results)
        }
        return (results, errors, sources)
    }

    /// Drops the `missing_autoresizing_opt_out` warnings whose view a file of the project opts
    /// out by name (`AutoresizingAcrossFiles`): the files are read only when there is one.
    static func dropViewsOptedOutElsewhere(_ linted: inout [LintedFile], sources: [(path: String, largestFile: Int)]) {
        // Indices, not elements: a file can hold hundreds of thousands of findings, and a
        // `for`-`in` or `contains` over them copies each one.
        let warned = linted.indices.filter { file in
            linted[file].findings.indices.contains { linted[file].findings[$0].id.rule == AutoresizingAcrossFiles.rule }
        }
        guard !warned.isEmpty else { return }
        // A file the run linted and kept (one with findings) is read from the bytes it was
        // linted in, after `--fix` if any; the others from the disk.
        var linting: [String: Int] = [:]
        for index in linted.indices where !linted[index].bytes.isEmpty { linting[linted[index].path] = index }
        var optedOut = Set<String>()
        for source in sources {
            if let index = linting[source.path] {
                optedOut.formUnion(AutoresizingAcrossFiles.optedOutNames(in: linted[index].bytes))
                continue
            }
            guard let bytes = try? FileBytes.read(path: source.path, limit: source.largestFile).get() else { continue }
            optedOut.formUnion(AutoresizingAcrossFiles.optedOutNames(in: bytes))
        }
        for index in warned {
            linted[index].findings.removeAll { AutoresizingAcrossFiles.viewName(of: $0).map(optedOut.contains) ?? false }
        }
    }

    /// Lints one file; with `fix`, applies the safe fixes atomically and lints the result. With
    /// `notes` false (`--quiet`), its findings come without notes.
    static func lintFile(_ path: String, _ config: LintConfiguration, fix: Bool, notes: Bool = true, places: Bool = false) -> Result<LintedFile, LintError> {
        // What a fix expects to replace: the file read.
        var bytes: [UInt8], stamp: FileStamp?
        switch FileBytes.readStamped(path: path, limit: config.maxFileBytes) {
        case .success(let read): (bytes, stamp) = read
        case .failure(let failure):
            // Not checked is never a pass: the run fails, and the limit can be raised (or the file excluded).
            return .failure(LintError(Paths.notRead(path, failure, limit: config.maxFileBytes)
                + (failure == .tooLarge ? " and was not checked; raise 'max_file_size_mb' in .vfl.json or exclude it" : "")))
        }
        let session = LintSession(configuration: config, notes: notes)
        let language = SourceLanguage(path: path)
        var coverage = LintCoverage()
        coverage.keepsPlaces = places
        var definedHelpers: DefinedHelpers? = nil
        var findings = session.lint(bytes, language: language, coverage: &coverage, definedHelpers: &definedHelpers)
        if findings.first?.rule == DiagnosticID.unreadableFile.rule {
            // Nothing of a file that is not text is shown or fixed.
            return .success(LintedFile(path: path, bytes: [], findings: findings, lines: LineTable([UInt8]())))
        }
        // A fix can reveal another (deleting whitespace lets the canonical form be seen): a few passes.
        var writeProblem: String? = nil
        var fixedCount = 0
        for _ in 0..<(fix ? 3 : 0) {
            let edits = RuleCatalog.safeFixEdits(findings)
            let fixed = FixIt("safe fixes", edits).apply(to: bytes)
            if edits.isEmpty || fixed == bytes { break }
            do { try AtomicFile.replace(path, with: fixed, expecting: stamp) } catch {
                // The file is as it was: its findings are reported as they are, not lost.
                writeProblem = "\(Terminal.shown(path)): cannot write fixes: \(AtomicFile.reason(error))"
                break
            }
            stamp = FileStamp.of(path)
            bytes = fixed
            let before = findings.count
            findings = session.lint(bytes, language: language)
            fixedCount += max(0, before - findings.count)
        }
        // A file without findings keeps no text: nothing will be shown of it (a run over a big
        // tree holds only the files it reports).
        if findings.isEmpty {
            return .success(LintedFile(path: path, bytes: [], findings: [], lines: LineTable([UInt8]()), coverage: coverage,
                                       writeProblem: writeProblem, fixed: fixedCount, definedHelpers: definedHelpers))
        }
        return .success(LintedFile(path: path, bytes: bytes, findings: findings, lines: LineTable(bytes), coverage: coverage,
                                   writeProblem: writeProblem, fixed: fixedCount, definedHelpers: definedHelpers))
    }

    /// The configurations for one file: `--config`, or the nearest `.vfl.json`; nil (after
    /// saying why) when `--config` cannot be read.
    static func configurationLoader(_ settings: Settings, output: inout Output) -> ConfigurationLoader? {
        guard let path = settings.config else { return ConfigurationLoader(explicit: nil) }
        switch ConfigurationLoader.load(path) {
        case .success(let loaded): return ConfigurationLoader(explicit: loaded)
        case .failure(let error):
            output.error("vfl-lint: \(error.message)")
            return nil
        }
    }

    /// `vfl-lint -`: an editor's unsaved buffer on standard input, named by `--stdin-filename`
    /// (its language, its `.vfl.json`); reported under that name.
    static func lintStandardInput(_ settings: Settings, output: inout Output) -> Int32 {
        let name = settings.stdinFilename ?? "<stdin>.swift"
        guard var loader = configurationLoader(settings, output: &output) else { return 2 }
        guard var config = loader.configuration(for: name) else {
            for problem in loader.problems { output.error("vfl-lint: \(problem)") }
            return 2
        }
        let bytes: [UInt8]
        // As for a file, a buffer larger than `max_file_size_mb` is not checked, and fails the run.
        do { bytes = try StandardInput.read(limit: config.maxFileBytes) } catch {
            if let failure = error as? StandardInput.Failure, failure.tooLarge {
                output.error("vfl-lint: \(Terminal.shown(name)): \(failure) and was not checked; raise 'max_file_size_mb' in .vfl.json")
            } else {
                output.error("vfl-lint: \(error)")
            }
            return 2
        }
        // A file a run skips, excluded by .vfl.json or ignored by git, is skipped here too (an
        // editor would otherwise show findings in vendored or generated code that CI never
        // reports); the buffer is read all the same, as the editor writes it whole.
        if let named = settings.stdinFilename {
            if let skipped = loader.exclusionNote(for: named) ?? FileWalker.ignoredNote(named) {
                if !settings.quiet { output.error("vfl-lint: " + skipped) }
                Reporters.render(settings.reporter, [], configs: [], color: false, into: &output)
                return 0
            }
        }
        let language = SourceLanguage(path: name)
        // The helpers the buffer and the project's other files define, and the formats they keep
        // as constants, read before the guard below as a file's are: a call of a helper defined
        // elsewhere is a format call too.
        if let named = settings.stdinFilename {
            let project = ProjectHelpers.reading(forBuffer: bytes, named: named, config.functions, loader: loader, largest: \.maxFileBytes)
            config.functions = project.functions
            config.formatConstants = project.constants
            config.labelledFunctions = project.labelled
            if let language {
                config.sealedProperties = ProjectHelpers.sealedProperties(forBuffer: bytes, language: language, named: named, functions: config.functions,
                                                                          loader: loader, largest: \.maxFileBytes)
            }
        }
        // As for a file: not UTF-8 matters only when it may hold a format call.
        guard UTF8Validation.kind(bytes) == .text || language != nil && !SourceScan.mayHoldFormatCall(bytes, functions: config.functions) else {
            output.error("vfl-lint: \(Terminal.shown(name)): standard input is not UTF-8 text; not checked")
            return 2
        }
        guard language != nil || name.lowercased().hasSuffix(".vfl") else {
            output.error("vfl-lint: \(Terminal.shown(name)): not a Swift, Objective-C or .vfl file name; name standard input with --stdin-filename")
            return 2
        }
        var coverage = LintCoverage()
        coverage.keepsPlaces = settings.statistics
        let findings = LintSession(configuration: config, notes: !settings.quiet).lint(bytes, language: language, coverage: &coverage)
        let file = LintedFile(path: name, bytes: bytes, findings: findings, lines: LineTable(bytes), coverage: coverage)
        let color = settings.reporter == "full" && Terminal.useColor(settings.color)
        Reporters.render(settings.reporter, [file], configs: Array(loader.all), color: color, into: &output)
        if settings.exitZero { return 0 }
        return findings.contains { $0.severity == .error || settings.strict && $0.severity == .warning } ? 1 : 0
    }

    /// `--explain-site FILE:LINE`: what the source model knows at the calls on that line.
    static func explain(_ site: String, settings: Settings, output: inout Output) -> Int32 {
        guard let colon = site.lastIndex(of: ":"), let line = Int(site[site.index(after: colon)...]), line > 0 else {
            output.error("vfl-lint: --explain-site takes FILE:LINE, such as Sources/ProfileView.swift:42")
            return 2
        }
        let path = String(site[..<colon])
        guard !path.isEmpty else {
            output.error("vfl-lint: --explain-site takes FILE:LINE, such as Sources/ProfileView.swift:42")
            return 2
        }
        guard let language = SourceLanguage(path: path) else {
            output.error("vfl-lint: \(Terminal.shown(path)): --explain-site reads Swift and Objective-C files")
            return 2
        }
        guard var loader = configurationLoader(settings, output: &output) else { return 2 }
        let config = loader.configuration(for: path) ?? LintConfiguration()
        // Read as a run reads it: a regular file (a named pipe is not waited on), within the limit.
        let data: [UInt8]
        switch FileBytes.read(path: path, limit: config.maxFileBytes) {
        case .success(let read): data = read
        case .failure(let failure):
            output.error("vfl-lint: \(Terminal.shown(path)): " + Paths.whyNotRead(path, failure, limit: config.maxFileBytes)
                + (failure == .tooLarge ? "; raise 'max_file_size_mb' in .vfl.json" : ""))
            return 2
        }
        // The calls of the project's helpers read as a run over the project reads them: the
        // files git tracks around the file, or, outside a work tree, those of the directory the
        // run is in (as `vfl-lint` with no path reads them).
        var sources = ProjectHelpers.sources([(path, config.maxFileBytes)], loader: loader, largest: \.maxFileBytes)
        if sources.count == 1 {
            var problems: [String] = []
            if case .success(let found) = FileWalker.collect(".", honourIgnores: true, problems: &problems) {
                let others = FileWalker.distinct([path] + found.filter { SourceLanguage(path: $0) != nil && !loader.excludes($0) }).dropFirst()
                sources += others.map { ($0, loader.configuration(for: $0)?.maxFileBytes ?? config.maxFileBytes) }
            }
        }
        var known: [String: DefinedHelpers] = [:]
        let helpers = ProjectHelpers.infer(sources, reading: &known)
        let functions = ProjectHelpers.functions(for: path, config.functions, helpers: helpers)
        let constants = ProjectHelpers.formatConstants(known)
        // As the run reads them: the file's dictionary properties no other file names.
        let sealed = ProjectHelpers.sealedProperties(forBuffer: data, language: language, named: path, functions: functions,
                                                     loader: loader, largest: \.maxFileBytes)
        guard let text = SiteExplanation.explain(data, language: language, line: line, functions: functions, sealedProperties: sealed,
                                                 formatConstants: constants.constants(for: path),
                                                 labelledFunctions: ProjectHelpers.labelledFunctions(known),
                                                 platform: config.platform) else {
            output.error("vfl-lint: \(Terminal.shown(path)):\(line): no call that takes a visual format on this line")
            return 2
        }
        output.write(Terminal.escaped(text))
        return 0
    }

    struct LintError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    // MARK: Rules

    static let rulesUsage = """
        usage: vfl-lint rules [RULE]

        With no RULE, lists every rule: its code, default severity and what it finds. With a rule
        id (unknown_view) or code (VFL200), prints its page: why it matters, an example, the fix.

        """

    static func rules(_ arguments: [String], output: inout Output) -> Int32 {
        if let first = arguments.first, first == "-h" || first == "--help" {
            output.write(rulesUsage)
            return 0
        }
        if arguments.count > 1 {
            output.error("vfl-lint: 'vfl-lint rules' takes one rule at most (\(arguments.dropFirst().map(Terminal.shown).joined(separator: " ")) left over)\n" + rulesUsage)
            return 2
        }
        if let id = arguments.first {
            guard let doc = RuleCatalog.doc(id) ?? RuleCatalog.all.first(where: { $0.id.code == id.uppercased() }) else {
                let near = RuleCatalog.suggestion(for: id)
                output.error("vfl-lint: no rule '\(id)'\(near.map { "; did you mean '\($0)'?" } ?? ""); 'vfl-lint rules' lists them")
                return 2
            }
            output.write("""
                \(doc.rule) (\(doc.id.code), \(doc.id.defaultSeverity.rawValue)\(doc.isOptIn ? ", opt-in" : ""))

                What it finds: \(doc.id.summary)
                Why it matters: \(doc.why)
                Example: \(doc.example)
                Fix: \(doc.fix)
                More: \(InstalledRulePages.page(doc.rule) ?? "\(RuleCatalog.pagesDirectory)/\(doc.rule).md in the repository"), \(doc.helpURL)

                """)
            return 0
        }
        var text = ""
        let width = RuleCatalog.all.map(\.rule.count).max() ?? 0   // one column, however long a name
        for doc in RuleCatalog.all {
            text += "\(doc.id.code)  \(doc.rule.padding(width))  \(doc.id.defaultSeverity.rawValue.padding(7))\(doc.isOptIn ? " opt-in" : "       ")  \(doc.id.summary)\n"
        }
        output.write(text)
        return 0
    }
}

extension LintTool.LintError: CustomStringConvertible {
    var description: String { message }
}

extension Result where Failure == LintTool.LintError {
    static func failure(_ message: String) -> Result { .failure(LintTool.LintError(message)) }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
