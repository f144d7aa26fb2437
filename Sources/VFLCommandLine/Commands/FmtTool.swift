import CVFLSystem
import Dispatch
import Foundation
import VFLLint
import VFLSourceScan
import VFLSyntax

/// FmtTool is `vfl-fmt`: canonical formats in `.vfl` layout files and in the format literals
/// of Swift and Objective-C files (TOOLING.md).
public enum FmtTool {
    struct Settings {
        var inPlace = false
        var check = false
        var diff = false
        var assumeFilename: String? = nil
        var lines: [(Int, Int)] = []
        var offsets: [(Int, Int)] = []
        var paths: [String] = []
    }

    public static let usage = """
        usage: vfl-fmt [options] [PATH…|-]

        Rewrites visual formats into their canonical form: in .vfl layout files, and in the
        format literals of .swift, .m, .mm and .h files (every other byte stays as it is).
        With no PATH or '-', reads standard input and writes the whole result to standard output;
        --check, --diff and -i with no PATH act on the current directory.

        options:
          -i, --in-place          rewrite changed files in place (atomically)
          --check                 write nothing; list files that would change; exit 1 if any
          --diff                  print a unified diff instead of the files; exit 1 if any
          --assume-filename PATH  the name of standard input (language by extension; default .vfl)
          --lines A:B             only formats on lines A to B (1-based, inclusive); repeatable
          --offsets A:B           only formats touching bytes A to B (0-based, exclusive end); repeatable
          -h, --help              this help
          --version               the version

        Directives in source: '// vfl-fmt:ignore' (the next call), '// vfl-fmt:off' … '// vfl-fmt:on'
        ('#' comments in .vfl files).

        exit status: 0 done, 1 files would change (--check, --diff), 2 usage, I/O or unreadable files.

        """

    /// Runs `vfl-fmt` with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        vfl_keep_freed_memory()   // each file's tokens are freed on every core, file after file
        var output = Output()
        let status = main(arguments, output: &output)
        return output.finish(status, tool: "vfl-fmt")
    }

    static func main(_ arguments: [String], output: inout Output) -> Int32 {
        var settings = Settings()
        func range(_ text: String) -> (Int, Int)? {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= a, b <= Int(Int32.max) else { return nil }
            return (a, b)
        }
        var parsed = CommandArguments(arguments, tool: "vfl-fmt")
        while let option = parsed.nextOption() {
            switch option {
            case "-i", "--in-place": settings.inPlace = true
            case "--check": settings.check = true
            case "--diff": settings.diff = true
            case "-h", "--help":
                output.write(usage)
                return 0
            case "--version", "-V":
                output.write("vfl-fmt \(VFLTool.version)\n")
                return 0
            case "--assume-filename": settings.assumeFilename = parsed.value("a path")
            case "--lines", "--offsets":
                guard let text = parsed.value("A:B"), let pair = range(text), option == "--offsets" || pair.0 >= 1 else {
                    parsed.fail("\(option) takes A:B with A <= B <= \(Int32.max)\(option == "--lines" ? " (lines count from 1)" : "")")
                    break
                }
                if option == "--lines" { settings.lines.append(pair) } else { settings.offsets.append(pair) }
            default:
                parsed.rejectOption("\n" + usage)
            }
        }
        if let problem = parsed.problem {
            output.error(problem)
            return 2
        }
        settings.paths = parsed.operands
        if settings.inPlace && (settings.check || settings.diff) {
            output.error("vfl-fmt: --in-place cannot be combined with --check or --diff")
            return 2
        }
        // With no path, --check, --diff and -i act on the current directory (never a silent pass
        // on an empty standard input in CI); plain vfl-fmt filters standard input, as gofmt does.
        if settings.paths.isEmpty && (settings.check || settings.diff || settings.inPlace) { settings.paths = ["."] }
        if settings.paths.isEmpty || settings.paths == ["-"] {
            return formatStandardInput(settings, output: &output)
        }
        if settings.paths.contains("-") {
            output.error("vfl-fmt: '-' (standard input) cannot be mixed with paths")
            return 2
        }
        return formatFiles(settings, output: &output)
    }

    // MARK: Standard input

    static func formatStandardInput(_ settings: Settings, output: inout Output) -> Int32 {
        let name = settings.assumeFilename ?? "<stdin>"
        // The helpers `.vfl.json` registers for the file the editor names, and its size limit,
        // as vfl-lint reads them.
        var loader = ConfigurationLoader(explicit: nil)
        let configuration = settings.assumeFilename.flatMap { loader.configuration(for: $0) }
        let limit = configuration?.maxFileBytes ?? LintConfiguration().maxFileBytes
        let bytes: [UInt8]
        do {
            let read = try StandardInput.readPrefix(limit: limit)
            guard read.complete else {
                // A filter gives back what it cannot format: the input passes through as it
                // comes, never held whole in memory.
                output.error("vfl-fmt: \(Terminal.shown(name)): larger than \(limit >> 20) MB (max_file_size_mb); passed through unchanged")
                output.writeBytes(read.bytes)
                try StandardInput.passRest(to: &output)
                return 2
            }
            bytes = read.bytes
        } catch {
            output.error("vfl-fmt: \(error)")
            return 2
        }
        let language = settings.assumeFilename.flatMap(SourceLanguage.init(path:))
        var functions = configuration?.functions ?? []
        guard loader.problems.isEmpty else {
            // A configuration that cannot be read (a broken link, bad JSON): nothing is guessed.
            for problem in loader.problems { output.error("vfl-fmt: \(problem)") }
            output.writeBytes(bytes)
            return 2
        }
        // A file a run leaves alone (excluded by .vfl.json, ignored by git) is left alone here
        // too: an editor formatting vendored or generated code on save gets it back unchanged.
        if let name = settings.assumeFilename, let skipped = loader.exclusionNote(for: name) ?? FileWalker.ignoredNote(name) {
            output.error("vfl-fmt: " + skipped)
            if !settings.check && !settings.diff { output.writeBytes(bytes) }
            return 0
        }
        // And the helpers the buffer and the project's other files define, read before the guard
        // below as a file's are: a call of a helper defined elsewhere is a format call too.
        if let name = settings.assumeFilename {
            functions = ProjectHelpers.functions(forBuffer: bytes, named: name, functions, loader: loader, largest: \.maxFileBytes)
        }
        guard UTF8Validation.isValid(bytes) || language != nil && !SourceScan.mayHoldFormatCall(bytes, functions: functions) else {
            output.error("vfl-fmt: \(Terminal.shown(name)): not UTF-8 text; left unchanged")
            output.writeBytes(bytes)
            return 2
        }
        let result = SourceFormatter.format(bytes, language: language, only: only(settings, bytes), functions: functions)
        report(result.problems, path: name, bytes: bytes, output: &output)
        if settings.check {
            if result.changed { output.write(Terminal.shown(name) + "\n") }
            return result.changed ? 1 : 0
        }
        if settings.diff {
            output.write(UnifiedDiff.render(old: bytes, new: result.output, path: name))
            return result.changed ? 1 : 0
        }
        output.writeBytes(result.output)
        return 0
    }

    /// The byte ranges `--lines`/`--offsets` restrict formatting to, or nil for the whole file.
    static func only(_ settings: Settings, _ bytes: [UInt8]) -> [ByteRange]? {
        guard !settings.lines.isEmpty || !settings.offsets.isEmpty else { return nil }
        // A range that starts past the end touches nothing; one that runs past it ends there.
        var ranges = settings.offsets.filter { $0.0 <= bytes.count }.map { ByteRange($0.0, min($0.1, bytes.count)) }
        if !settings.lines.isEmpty {
            let table = LineTable(bytes)
            for (first, last) in settings.lines {
                let starts = table.lineStarts
                let start = first - 1 < starts.count ? starts[first - 1] : bytes.count
                let end = last < starts.count ? starts[last] : bytes.count
                ranges.append(ByteRange(start, max(start, end)))
            }
        }
        return ranges
    }

    /// Warnings on standard error for formats left as written.
    static func report(_ problems: [FormatProblem], path: String, bytes: [UInt8], output: inout Output) {
        let text = warnings(problems, path: path, bytes: bytes)
        if !text.isEmpty { output.error(text) }
    }

    /// The warnings for formats left as written, one line each ("" for none).
    static func warnings(_ problems: [FormatProblem], path: String, bytes: [UInt8]) -> String {
        guard !problems.isEmpty else { return "" }
        let table = LineTable(bytes)
        var text = ""
        for problem in problems {
            let location = table.location(of: problem.range.lowerBound)
            let first = problem.diagnostics.first { $0.severity == .error }
            text += "\(Terminal.shown(path)):\(location.line):\(location.column): warning: \(problem.reason)"
            if let first { text += ": \(first.message) [\(first.rule)]" }
            text += "\n"
        }
        return text
    }

    // MARK: Files

    /// What formatting one file leaves to say: only what is printed, so that a run holds the
    /// files of one batch at a time, never the whole tree.
    struct FileOutcome {
        var path: String
        /// Warnings for formats left as written, ready to print.
        var warnings = ""
        var changed = false
        /// What goes to standard output: the formatted file, or with `--diff` its diff.
        var printed: [UInt8] = []
        var error: String? = nil
        var wrote = false
    }

    /// How many files are formatted at once between printing: enough to keep every core busy.
    static let batch = 64

    static func formatFiles(_ settings: Settings, output: inout Output) -> Int32 {
        var failed = false
        var files: [String] = []
        // Paths named or met in the walk that could not be read (each said above).
        var unreadable = 0
        for path in settings.paths {
            var problems: [String] = []
            var skipped: [String] = []
            switch FileWalker.collect(path, honourIgnores: true, problems: &problems, skipped: { skipped.append($0) }) {
            case .success(let found): files += found
            case .failure(let message):
                output.error("vfl-fmt: \(Terminal.escaped(message.description))")
                failed = true
                unreadable += 1
            }
            for problem in problems { output.error("vfl-fmt: \(Terminal.escaped(problem))"); failed = true; unreadable += 1 }
            for note in skipped { output.error("vfl-fmt: " + note) }
        }
        files = FileWalker.distinct(files)
        // The same files vfl-lint sees: `excluded` globs of the nearest .vfl.json apply (also to
        // files named explicitly), so `vfl-fmt -i .` never rewrites Pods/ or generated code.
        var loader = ConfigurationLoader(explicit: nil)
        var plans: [(path: String, functions: [FormatFunction], largest: Int)] = []
        for file in files {
            if let note = loader.exclusionNote(for: file) {
                if settings.paths.contains(file) { output.error("vfl-fmt: " + note) }
                continue
            }
            // A file whose configuration cannot be read is not formatted: what it excludes is unknown.
            guard let config = loader.configuration(for: file) else { continue }
            plans.append((file, config.functions, config.maxFileBytes))
        }
        for problem in loader.problems { output.error("vfl-fmt: \(problem)"); failed = true }
        if settings.inPlace && !loader.problems.isEmpty {
            // Which files a broken configuration keeps out is unknown: no file is rewritten.
            output.error("vfl-fmt: no file was rewritten; fix the configuration and run again")
            return 2
        }
        // The helpers `.vfl.json` registers and those the project's files define, as vfl-lint reads them.
        let helpers = ProjectHelpers.infer(ProjectHelpers.sources(plans.map { ($0.path, $0.largest) },
                                                                  loader: loader, largest: \.maxFileBytes))
        var lists = ProjectHelpers.FunctionLists(helpers: helpers)
        for index in plans.indices where !helpers.isEmpty {
            plans[index].functions = lists.functions(for: plans[index].path, plans[index].functions)
        }
        // Format in parallel on every core, a batch at a time; report in the order the files
        // were named.
        var wouldChange = 0, rewritten = 0, notFormatted = 0
        for start in stride(from: 0, to: plans.count, by: batch) {
            let end = min(start + batch, plans.count)
            var outcomes = [FileOutcome](repeating: FileOutcome(path: ""), count: end - start)
            outcomes.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                DispatchQueue.concurrentPerform(iterations: end - start) { index in
                    base[index] = process(plans[start + index].path, functions: plans[start + index].functions, largest: plans[start + index].largest, settings)
                }
            }
            for outcome in outcomes {
                if let error = outcome.error {
                    output.error("vfl-fmt: \(Terminal.shown(outcome.path)): \(error)")
                    failed = true
                    notFormatted += 1
                    continue
                }
                if outcome.wrote { rewritten += 1 }
                if !outcome.warnings.isEmpty { output.error(outcome.warnings) }
                if settings.check {
                    if outcome.changed { output.write(Terminal.shown(outcome.path) + "\n") }
                } else if !settings.inPlace {
                    output.writeBytes(outcome.printed)
                }
                if outcome.changed && (settings.check || settings.diff) { wouldChange += 1 }
            }
        }
        // A line that counts, on standard error (pipes of --check's list and --diff stay clean),
        // as black and ruff end theirs.
        if settings.inPlace || settings.check || settings.diff {
            func files(_ n: Int) -> String { "\(n) file\(n == 1 ? "" : "s")" }
            let checked = plans.count - notFormatted
            var summary = settings.inPlace
                ? "\(files(rewritten)) reformatted, \(checked - rewritten) left unchanged"
                : "\(files(wouldChange)) would be reformatted, \(checked - wouldChange) already formatted"
            if notFormatted > 0 { summary += ", \(notFormatted) could not be formatted" }
            if unreadable > 0 { summary += ", \(unreadable) path\(unreadable == 1 ? "" : "s") could not be read" }
            output.error("vfl-fmt: " + summary)
        }
        if failed { return 2 }
        return (settings.check || settings.diff) && wouldChange > 0 ? 1 : 0
    }

    /// Reads, formats and (with `--in-place`) writes one file; never touches a file it cannot read
    /// or that is not UTF-8.
    static func process(_ path: String, functions: [FormatFunction], largest: Int, _ settings: Settings) -> FileOutcome {
        var outcome = FileOutcome(path: path)
        // The stamp a rewrite expects is that of the file read (the one the walk found).
        let bytes: [UInt8], stamp: FileStamp
        switch FileBytes.readStamped(path: path, limit: largest) {
        case .success(let read): (bytes, stamp) = read
        case .failure(let failure):
            // Larger than `max_file_size_mb` (as vfl-lint reads it), unreadable or replaced: not
            // read, never rewritten.
            outcome.error = Paths.whyNotRead(path, failure, limit: largest) + (failure == .tooLarge ? " (max_file_size_mb)" : "") + "; left unchanged"
            return outcome
        }
        let language = SourceLanguage(path: path)
        // A source file that is not UTF-8 but cannot hold a format call has nothing to format.
        if UTF8Validation.kind(bytes) != .text && (language == nil || SourceScan.mayHoldFormatCall(bytes, functions: functions)) {
            outcome.error = "not UTF-8 text; left unchanged"
            return outcome
        }
        let result = SourceFormatter.format(bytes, language: language, only: only(settings, bytes), functions: functions)
        outcome.warnings = warnings(result.problems, path: path, bytes: bytes)
        outcome.changed = result.changed
        if settings.diff {
            outcome.printed = Array(UnifiedDiff.render(old: bytes, new: result.output, path: path).utf8)
        } else if !settings.inPlace && !settings.check {
            outcome.printed = result.output
        }
        if settings.inPlace && result.changed {
            do {
                try AtomicFile.replace(path, with: result.output, expecting: stamp)
                outcome.wrote = true
            } catch {
                outcome.error = "cannot write: \(AtomicFile.reason(error)); left unchanged"
            }
        }
        return outcome
    }
}

