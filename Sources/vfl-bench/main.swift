import Cassowary
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

/// vfl-bench measures the toolchain's speed and writes one JSON object per line.
///
///     swift run -c release vfl-bench format [--files N] [--dense|--sparse] [--count N] [--runs R]
///     swift run -c release vfl-bench lint [--files N] [--dense|--sparse] [--hook] [--runs R]
///     swift run -c release vfl-bench bigfile [--mb N] [--runs R]
///     swift run -c release vfl-bench lsp [--runs R]
///     swift run -c release vfl-bench layout|explain-log [--runs R] [--full]
///     swift run -c release vfl-bench parse|lex|lower [--input FILE] [--count N] [--malformed PERCENT]
///                                                    [--runs R] [--seed S] [--out FILE]
///                                                    [--anchor PATH/autolayout.js]   (parse only)
///
/// Later subcommands (solver, format, lint) write to the same executable.

struct Options {
    var input: String?
    var count = 200_000
    var malformedPercent = 5
    var runs = 7
    var seed: UInt64 = 42
    var out: String?
    /// autolayout.js's `dist/autolayout.js`, to time its parser on the same corpus (`parse`).
    var anchor: String?

    init(_ arguments: ArraySlice<String>) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            func value() throws -> String {
                guard let v = iterator.next() else { throw UsageError("\(argument) needs a value") }
                return v
            }
            switch argument {
            case "--input": input = try value()
            case "--count": count = Int(try value()) ?? count
            case "--malformed": malformedPercent = Int(try value()) ?? malformedPercent
            case "--runs": runs = max(1, Int(try value()) ?? runs)
            case "--seed": seed = UInt64(try value()) ?? seed
            case "--out": out = try value()
            case "--anchor": anchor = try value()
            default: throw UsageError("unknown option \(argument)")
            }
        }
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

func maxRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func emit(_ fields: [(String, String)], to out: String?) {
    let line = "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    FileHandle.standardOutput.write(line.data(using: .utf8)!)
    if let out {
        if let handle = FileHandle(forWritingAtPath: out) {
            handle.seekToEndOfFile()
            handle.write(line.data(using: .utf8)!)
            handle.closeFile()
        } else {
            _ = FileManager.default.createFile(atPath: out, contents: line.data(using: .utf8))
        }
    }
}

func json(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
func json(_ value: Double) -> String { String(format: "%.6g", value) }

/// Runs the parse benchmark: the corpus is parsed `runs` times with diagnostics on. With
/// `lexOnly`, only the lexer runs: the bound the parser can approach.
/// With `lower`, each format is also checked and lowered (`Semantics.analyze`) with every
/// metric of the generator known: the cost of `vfl lower` per format.
func benchParse(_ options: Options, lexOnly: Bool = false, lower: Bool = false) throws {
    var formats: [[UInt8]] = []
    let corpusName: String
    if let input = options.input {
        let data = try Data(contentsOf: URL(fileURLWithPath: input))
        formats = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { Array($0) }
        corpusName = input
    } else {
        var generator = FormatGenerator(seed: options.seed)
        formats.reserveCapacity(options.count)
        for index in 0..<options.count {
            let short = index % 10 < 6
            let text = index % 100 < options.malformedPercent
                ? generator.malformedFormat()
                : generator.format(views: short ? 1...3 : 3...8)
            formats.append(Array(text.utf8))
        }
        corpusName = "generated"
    }
    // The anchor reads one format a line: one holding a line break (a malformed one may) is
    // left out of both sides.
    if options.anchor != nil { formats.removeAll { $0.contains(UInt8(ascii: "\n")) || $0.contains(UInt8(ascii: "\r")) } }
    let bytes = formats.reduce(0) { $0 + $1.count }
    var parser = Parser()
    var timings: [Double] = []
    var diagnostics = 0
    var views = 0
    var constraints = 0
    var environment = FormatEnvironment(platform: .ios)
    for name in FormatGenerator(seed: 0).metricNames { environment.metrics[name] = name == "p" ? 750 : 8 }
    let clock = ContinuousClock()
    for _ in 0..<options.runs {
        diagnostics = 0
        views = 0
        let start = clock.now
        for format in formats {
            if lexOnly {
                format.withUnsafeBufferPointer { buffer in
                    var lexer = Lexer(buffer)
                    while lexer.next().kind != .end { views &+= 1 }
                }
                continue
            }
            let result = parser.parse(bytes: format)
            if lower {
                let analysis = Semantics.analyze(result, in: environment)
                diagnostics &+= analysis.diagnostics.count
                constraints &+= analysis.constraints.count
            } else {
                diagnostics &+= result.diagnostics.count
            }
            views &+= result.syntax.views.count
        }
        let elapsed = clock.now - start
        timings.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    let seconds = median(timings)
    emit([
        ("bench", json(lexOnly ? "lex" : lower ? "lower" : "parse")), ("constraints", String(constraints)), ("corpus", json(corpusName)), ("formats", String(formats.count)),
        ("bytes", String(bytes)), ("views", String(views)), ("diagnostics", String(diagnostics)),
        ("malformed_percent", String(options.input == nil ? options.malformedPercent : -1)),
        ("runs", String(options.runs)), ("unit", json("s")), ("median", json(seconds)),
        ("min", json(timings.min()!)), ("max", json(timings.max()!)),
        ("mb_per_s", json(Double(bytes) / seconds / 1e6)),
        ("formats_per_s", json(Double(formats.count) / seconds)),
        ("maxrss_kb", String(maxRSSKilobytes())),
    ], to: options.out)
    if let anchor = options.anchor, !lexOnly, !lower {
        try runParseAnchor(anchor, formats: formats, options: options)
    }
}

/// The parse row's anchor: autolayout.js's parser (run by node, `Scripts/autolayoutjs-parse.js`)
/// and ours on the same formats — those its grammar accepts (it lacks metric names and negative
/// numbers in connections, among others) — in the same run, with the ratio of the speeds.
func runParseAnchor(_ library: String, formats: [[UInt8]], options: Options) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-anchor-\(getpid())").path
    let corpus = base + "-corpus.txt", accepted = base + "-accepted.txt"
    defer { for path in [corpus, accepted] { try? FileManager.default.removeItem(atPath: path) } }
    try Data(formats.flatMap { $0 + [UInt8(ascii: "\n")] }).write(to: URL(fileURLWithPath: corpus))
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/autolayoutjs-parse.js").path
    func node(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script, library] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw UsageError("the anchor did not run: node \(script) \(library)") }
        return output
    }
    _ = try node([corpus, "--accepted", accepted])
    let common = try Data(contentsOf: URL(fileURLWithPath: accepted)).split(separator: UInt8(ascii: "\n")).map { Array($0) }
    let bytes = common.reduce(0) { $0 + $1.count }
    var parser = Parser()
    var timings: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<options.runs {
        var views = 0
        let start = clock.now
        for format in common { views &+= parser.parse(bytes: format).syntax.views.count }
        timings.append(seconds(clock.now - start))
        if views < 0 { print(views) }   // keeps the work
    }
    let ours = Double(bytes) / median(timings) / 1e6
    let output = try node([accepted, String(options.runs)])
    guard let line = String(data: output, encoding: .utf8)?.split(separator: "\n").last,
          let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let theirs = object["mb_per_s"] as? Double else { throw UsageError("the anchor printed no result") }
    emit([("bench", json("parse_anchor")), ("parser", json("autolayout.js")), ("node", json(object["node"] as? String ?? "")),
          ("formats", String(common.count)), ("of", String(formats.count)), ("bytes", String(bytes)),
          ("anchor_mb_per_s", json(theirs)), ("ours_mb_per_s", json(ours)), ("ours_to_anchor", json(ours / theirs)), ("goal", json(100.0))],
         to: options.out)
}

// MARK: Solver workloads (shared/bench/WORKLOADS.md v1)

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// Reads every variable, as kiwi's `updateVariables` writes every variable.
func readAll(_ solver: Solver) -> Double {
    var sum = 0.0
    for (_, value) in solver.values() { sum += value }
    return sum
}

func emitSolver(_ workload: String, _ phase: String, n: Int, views: Int, constraints: Int, variables: Int,
                timings: [Double], unit: String, construct: Double, error: Double, pivots: Int,
                extra: [(String, String)] = [], out: String?) {
    emit([("impl", json("swift-cassowary")), ("workload", json(workload)), ("phase", json(phase)),
          ("n", String(n)), ("views", String(views)), ("constraints", String(constraints)),
          ("variables", String(variables)), ("runs", String(timings.count)), ("unit", json(unit)),
          ("median", json(median(timings))), ("min", json(timings.min()!)), ("max", json(timings.max()!)),
          ("construct_median_ms", json(construct)), ("max_abs_err", json(error)),
          ("maxrss_kb", String(maxRSSKilobytes())), ("pivots", String(pivots))] + extra, to: out)
}

/// Times a build workload: `make` creates the variables and constraints (untimed, reported as
/// construction) and returns them in add order with a check of the solution; the timed region
/// adds them one at a time and reads every variable.
func benchBuild(_ workload: String, _ phase: String, n: Int, views: Int, variables: Int, runs: Int, out: String?,
                make: (inout Solver) -> ([Constraint], (Solver) -> Double)) throws {
    var timings: [Double] = [], constructs: [Double] = [], pivots: [Double] = []
    var error = 0.0
    var count = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        var solver = Solver()
        let (order, check) = make(&solver)
        constructs.append(milliseconds(clock.now - start))
        count = order.count
        let t0 = clock.now
        for constraint in order { try solver.add(constraint) }
        _ = readAll(solver)
        timings.append(milliseconds(clock.now - t0))
        pivots.append(Double(solver.pivotCount))
        error = max(error, check(solver))
    }
    emitSolver(workload, phase, n: n, views: views, constraints: count, variables: variables, timings: timings,
               unit: "ms", construct: median(constructs), error: error, pivots: Int(median(pivots)), out: out)
}

/// `unpinned` (issue 18, not in kiwi's set): `v[i] >= v[i-1] + 1`, required, on a fresh solver
/// with nothing pinned, then `v[0] == 0` weak. Checked: every `v[i] - v[i-1]` at least 1 and
/// `v[0]` at 0.
func benchUnpinned(_ n: Int, runs: Int, out: String?) throws {
    try benchBuild("unpinned", "build", n: n, views: n, variables: n, runs: runs, out: out) { solver in
        let v = (0..<n).map { solver.makeVariable("v\($0)") }
        var order = (1..<n).map { v[$0] - v[$0 - 1] >= 1 }
        order.append((v[0] == 0) ~ Workloads.weak)
        return (order, { solver in
            var error = abs(solver.value(of: v[0]))
            for i in 1..<n { error = max(error, 1 - (solver.value(of: v[i]) - solver.value(of: v[i - 1]))) }
            return error
        })
    }
}

func benchChain(_ n: Int, runs: Int, pinFirst: Bool, out: String?) throws {
    try benchBuild("chain", pinFirst ? "build_pinfirst" : "build", n: n, views: n, variables: 2 * n + 1,
                   runs: runs, out: out) { solver in
        let chain = Workloads.chain(n, in: &solver)
        return (pinFirst ? chain.pinFirstOrder : chain.buildOrder,
                { chain.maxError($0, containerWidth: Workloads.containerWidth(n)) })
    }
}

func benchGrid(_ k: Int, runs: Int, aligned: Bool, out: String?) throws {
    try benchBuild(aligned ? "grid_aligned" : "grid", "build", n: k, views: k * k, variables: 4 * k * k + 2,
                   runs: runs, out: out) { solver in
        let grid = Workloads.grid(k, in: &solver, aligned: aligned)
        return (grid.constraints, { grid.maxError($0) })
    }
}

/// `resize`: 1,000 suggestions on the container width of a chain, each followed by what an
/// app does with the result. `1000_cycles` reads what moved (`changes()`, as Apple's engine
/// notifies); `1000_cycles_readall` reads every variable's value, as kiwi's updateVariables writes all.
func benchResize(_ n: Int, runs: Int, out: String?) throws {
    try benchResize(n, runs: runs, out: out, readAll: false)
    try benchResize(n, runs: runs, out: out, readAll: true)
}

func benchResize(_ n: Int, runs: Int, out: String?, readAll readsAll: Bool) throws {
    var timings: [Double] = []
    var error = 0.0
    var count = 0
    let clock = ContinuousClock()
    let w0 = Workloads.containerWidth(n)
    func delta(_ i: Int) -> Double { Double((37 * i) % 401) - 100 }
    for _ in 0..<runs {
        var solver = Solver()
        let chain = Workloads.chain(n, in: &solver, withContainer: false)
        try solver.addEditVariable(chain.width, priority: Workloads.strong)
        try solver.suggestValue(chain.width, w0)
        for constraint in chain.buildOrder { try solver.add(constraint) }
        count = chain.buildOrder.count + 1
        error = max(error, chain.maxError(solver, containerWidth: w0))
        _ = solver.changes()
        let t0 = clock.now
        for i in 0..<1000 {
            try solver.suggestValue(chain.width, w0 + delta(i))
            if readsAll { _ = readAll(solver) } else { _ = solver.changes().count }
        }
        timings.append(milliseconds(clock.now - t0))
        error = max(error, chain.maxError(solver, containerWidth: w0 + delta(999), extra: delta(999)))
    }
    emitSolver("resize", readsAll ? "1000_cycles_readall" : "1000_cycles", n: n, views: n, constraints: count, variables: 2 * n + 1, timings: timings,
               unit: "ms", construct: 0, error: error, pivots: 0, extra: [("cycles", "1000")], out: out)
}

func benchConflict(_ n: Int, runs: Int, out: String?, only: String? = nil) throws {
    let w0 = Workloads.containerWidth(n)
    let clock = ContinuousClock()
    let phases = [("local_ineq", false), ("global_ineq", false), ("required_eq", false), ("duplicate", false),
                  ("local_ineq_explain", true), ("global_ineq_explain", true), ("required_eq_explain", true)]
    for (phase, explainOn) in phases where only == nil || phase.hasPrefix(only!) {
        var timings: [Double] = []
        var thrown = 0, stateOK = 0
        var error = 0.0
        var count = 0
        for _ in 0..<runs {
            var options = Solver.Options()
            options.explainConflicts = explainOn
            var solver = Solver(options: options)
            let chain = Workloads.chain(n, in: &solver)
            for constraint in chain.buildOrder { try solver.add(constraint) }
            count = chain.buildOrder.count
            let m = n / 2
            let bad: Constraint
            switch phase.replacingOccurrences(of: "_explain", with: "") {
            case "local_ineq": bad = chain.w[m] <= 10
            case "global_ineq": bad = chain.x[n - 1] >= chain.width
            case "required_eq": bad = chain.width == w0 + 1
            default: bad = chain.minimums[0]
            }
            let t0 = clock.now
            do {
                try solver.add(bad)
            } catch SolverError.unsatisfiable {
                if phase != "duplicate" { thrown += 1 }
            } catch SolverError.duplicateConstraint {
                if phase == "duplicate" { thrown += 1 }
            }
            timings.append(milliseconds(clock.now - t0) * 1000)
            let e = chain.maxError(solver, containerWidth: w0)
            if e <= 1e-6 { stateOK += 1 }
            error = max(error, e)
        }
        emitSolver("conflict", phase, n: n, views: n, constraints: count, variables: 2 * n + 1, timings: timings,
                   unit: "us", construct: 0, error: error, pivots: 0,
                   extra: [("thrown", String(thrown)), ("state_ok", String(stateOK))], out: out)
    }
}

/// `vfl-bench solver [--full] [--out FILE]`: the comparison set of run-kiwi.sh, or the full matrix.
func benchSolver(_ arguments: ArraySlice<String>) throws {
    var full = false
    var out: String?
    var only: String?
    var phase: String?
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--full": full = true
        case "--out": out = iterator.next()
        case "--only": only = iterator.next()
        case "--phase": phase = iterator.next()
        default: throw UsageError("unknown option \(argument)")
        }
    }
    func run(_ name: String, _ body: () throws -> Void) rethrows {
        if only == nil || name.hasPrefix(only!) { try body() }
    }
    if full {
        for (n, runs) in [(100, 21), (1000, 11), (2000, 3), (10000, 1)] { try run("chain") { try benchChain(n, runs: runs, pinFirst: false, out: out) } }
        for (n, runs) in [(100, 21), (1000, 11), (10000, 3)] { try run("chain") { try benchChain(n, runs: runs, pinFirst: true, out: out) } }
        try run("grid") { try benchGrid(32, runs: 11, aligned: false, out: out) }
        try run("grid") { try benchGrid(100, runs: 3, aligned: false, out: out) }
        try run("grid_aligned") { try benchGrid(16, runs: 5, aligned: true, out: out) }
        try run("grid_aligned") { try benchGrid(32, runs: 3, aligned: true, out: out) }
        try run("resize") { try benchResize(1000, runs: 7, out: out) }
        try run("conflict") { try benchConflict(1000, runs: 7, out: out, only: phase) }
        for (n, runs) in [(1000, 5), (10000, 1)] { try run("unpinned") { try benchUnpinned(n, runs: runs, out: out) } }
    } else {
        try run("chain") { try benchChain(100, runs: 11, pinFirst: false, out: out) }
        try run("chain") { try benchChain(1000, runs: 3, pinFirst: false, out: out) }
        try run("chain") { try benchChain(1000, runs: 3, pinFirst: true, out: out) }
        try run("grid") { try benchGrid(32, runs: 3, aligned: false, out: out) }
        try run("grid_aligned") { try benchGrid(16, runs: 3, aligned: true, out: out) }
        try run("resize") { try benchResize(1000, runs: 3, out: out) }
        try run("conflict") { try benchConflict(1000, runs: 3, out: out, only: phase) }
        try run("unpinned") { try benchUnpinned(1000, runs: 3, out: out) }
    }
}

/// `vfl-bench format`: the formatter's throughput on the parse corpus, then `vfl-fmt --check`
/// over a generated tree of Swift files compared with `cat` reading the same tree.
func benchFormat(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    var files = 2000
    if let index = rest.firstIndex(of: "--files"), index + 1 < rest.count {
        files = Int(rest[index + 1]) ?? files
        rest.removeSubrange(index...index + 1)
    }
    // --dense: files that are nothing but format calls (the worst case for the scanner);
    // --sparse: 2 % of the files call VFL, as in real projects.
    let (plain, withFormats) = treeShape(&rest)
    let options = try Options(rest[...])
    // 1. Formatter throughput.
    var generator = FormatGenerator(seed: options.seed)
    var corpus: [[UInt8]] = []
    for index in 0..<options.count {
        corpus.append(Array((index % 100 < options.malformedPercent ? generator.malformedFormat() : generator.format(views: index % 10 < 6 ? 1...3 : 3...8)).utf8))
    }
    let bytes = corpus.reduce(0) { $0 + $1.count }
    var parser = Parser()
    var timings: [Double] = []
    var changed = 0
    let clock = ContinuousClock()
    for _ in 0..<options.runs {
        changed = 0
        let start = clock.now
        for format in corpus where Formatter.format(bytes: format, parser: &parser).changed { changed += 1 }
        timings.append(seconds(clock.now - start))
    }
    let formatMedian = median(timings)
    emit([("bench", json("format")), ("formats", String(corpus.count)), ("bytes", String(bytes)),
          ("changed", String(changed)), ("runs", String(options.runs)), ("unit", json("s")), ("median", json(formatMedian)),
          ("mb_per_s", json(Double(bytes) / formatMedian / 1e6)), ("formats_per_s", json(Double(corpus.count) / formatMedian))], to: options.out)
    // 2. vfl-fmt --check over a tree, against cat.
    try benchTree(tool: "vfl-fmt", arguments: ["--check"], files: files, plain: plain, percentWithFormats: withFormats, options: options)
}

/// `vfl-bench lint`: `vfl-lint` over a generated tree of Swift files against `cat`.
func benchLint(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    var files = 2000
    if let index = rest.firstIndex(of: "--files"), index + 1 < rest.count {
        files = Int(rest[index + 1]) ?? files
        rest.removeSubrange(index...index + 1)
    }
    var hook = false
    if let index = rest.firstIndex(of: "--hook") { rest.remove(at: index); hook = true }
    let (plain, withFormats) = treeShape(&rest)
    let options = try Options(rest[...])
    if hook {
        try benchHook(files: files, plain: plain, percentWithFormats: withFormats, options: options)
    } else {
        try benchTree(tool: "vfl-lint", arguments: ["--exit-zero", "--reporter", "json"], files: files, plain: plain, percentWithFormats: withFormats, options: options)
    }
}

/// `vfl-bench lint --hook`: what a pre-commit hook runs, `vfl-lint` on one staged file of the
/// tree made a git repository (it reads every Swift file git tracks there for the project's
/// helpers), against `git grep` listing the tracked Swift files that mention the API (git's
/// own search of the same files, on every core) and beside the same file linted alone, outside
/// any repository; medians.
func benchHook(files: Int, plain: Int, percentWithFormats: Int, options: Options) throws {
    let (root, treeBytes) = try generatedTree(files: files, plain: plain, percentWithFormats: percentWithFormats, options: options, git: true)
    let staged = root + "/Module0/GeneratedView0.swift"
    let alone = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-hook-\(getpid()).swift").path
    try FileManager.default.copyItem(atPath: staged, toPath: alone)
    defer { try? FileManager.default.removeItem(atPath: alone) }
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl-lint").path
    let lint = ["--exit-zero", "--reporter", "json"]
    let search = ["-c", "cd '\(root)' && git grep -l -F withVisualFormat -- '*.swift' > /dev/null"]
    // Warms the page cache; a run that fails (exit 2: an unreadable tree, a bad option) or a
    // search that finds nothing would time something other than a hook's run.
    guard try measureChild(binary, lint + [staged]).status == 0, try measureChild("/bin/sh", search).status == 0 else {
        throw UsageError("vfl-lint or git grep failed on \(root)")
    }
    var hookTimes: [Double] = [], aloneTimes: [Double] = [], grepTimes: [Double] = []
    for _ in 0..<max(3, options.runs) {
        grepTimes.append(try measureChild("/bin/sh", search).0)
        hookTimes.append(try measureChild(binary, lint + [staged]).0)
        aloneTimes.append(try measureChild(binary, lint + [alone]).0)
    }
    let hookMedian = median(hookTimes), grepMedian = median(grepTimes)
    emit([("bench", json("lint_hook")), ("files", String(files)), ("bytes", String(treeBytes)), ("unit", json("s")),
          ("tool_median", json(hookMedian)), ("git_grep_median", json(grepMedian)), ("ratio_to_git_grep", json(hookMedian / grepMedian)),
          ("file_alone_median", json(median(aloneTimes)))], to: options.out)
}

/// The tree's shape from `--dense` (every file nothing but format calls) or `--sparse` (2 % of
/// the files call VFL, the rest use anchors, as in real projects); the default is a format call
/// per ~1.5 KB in every file. Returns plain methods per section and the percentage of files
/// with formats.
func treeShape(_ rest: inout [String]) -> (plain: Int, percentWithFormats: Int) {
    if let index = rest.firstIndex(of: "--dense") { rest.remove(at: index); return (0, 100) }
    if let index = rest.firstIndex(of: "--sparse") { rest.remove(at: index); return sparseShape }
    return (4, 100)
}

/// `--sparse`: 2 % of the files call VFL, the rest use anchors, as in real projects.
let sparseShape = (plain: 4, percentWithFormats: 2)

/// A tree of `files` generated Swift files under the temporary directory (made once, kept for
/// later runs), and its size in bytes; with `git`, a repository with every file added.
func generatedTree(files: Int, plain: Int, percentWithFormats: Int, options: Options, git: Bool = false) throws -> (root: String, bytes: Int) {
    let shape = percentWithFormats == 100 ? "" : "-\(percentWithFormats)pc"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-tree-v2-\(files)-\(options.seed)-\(plain)\(shape)\(git ? "-git" : "")").path
    var treeBytes = 0
    if !FileManager.default.fileExists(atPath: root) {
        // Built beside its place and renamed there, so an interrupted run never leaves half a tree.
        let building = root + ".building-\(getpid())"
        var sources = SourceTreeGenerator(seed: options.seed)
        // Correct code, as most code is: only formats the checker has nothing to say about.
        var environment = FormatEnvironment(platform: .ios)
        for name in FormatGenerator(seed: 0).metricNames { environment.metrics[name] = name == "p" ? 750 : 8 }
        let known = environment
        sources.accept = { Semantics.analyze($0, in: known).diagnostics.isEmpty }
        for index in 0..<files {
            let directory = building + "/Module\(index % 40)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(sources.swiftFile(index: index, plainMethodsPerSection: plain, formats: index % 100 < percentWithFormats).utf8).write(to: URL(fileURLWithPath: directory + "/GeneratedView\(index).swift"))
        }
        if git {
            guard try measureChild("/bin/sh", ["-c", "cd '\(building)' && git init -q && git add -A"]).status == 0 else {
                throw UsageError("cannot make a git repository in \(building)")
            }
        }
        try FileManager.default.moveItem(atPath: building, toPath: root)
    }
    for case let path as String in FileManager.default.enumerator(atPath: root)! where !path.hasPrefix(".git") {
        treeBytes += ((try? FileManager.default.attributesOfItem(atPath: root + "/" + path)[.size]) as? Int) ?? 0
    }
    return (root, treeBytes)
}

/// Generates (once) a tree of `files` Swift files under the temporary directory and times
/// `tool arguments ROOT` against `cat` reading every file, page cache warm; medians.
func benchTree(tool: String, arguments: [String], files: Int, plain: Int, percentWithFormats: Int, options: Options) throws {
    let (root, treeBytes) = try generatedTree(files: files, plain: plain, percentWithFormats: percentWithFormats, options: options)
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(tool).path
    // posix_spawn and wait4 (`measureChild`): Foundation's `Process.waitUntilExit` notices an
    // exit only at its next poll, which rounded every time here up to about 0.1 s.
    func time(_ launch: String, _ args: [String]) throws -> Double { try measureChild(launch, args).0 }
    let cat = ["-c", "find '\(root)' -type f -exec cat {} + > /dev/null"]
    _ = try time("/bin/sh", cat)   // warm the page cache
    var catTimes: [Double] = [], toolTimes: [Double] = []
    for _ in 0..<max(3, options.runs / 2) {
        catTimes.append(try time("/bin/sh", cat))
        toolTimes.append(try time(binary, arguments + [root]))
    }
    let catMedian = median(catTimes), toolMedian = median(toolTimes)
    emit([("bench", json(tool == "vfl-fmt" ? "fmt_check_tree" : "lint_tree")), ("files", String(files)), ("bytes", String(treeBytes)),
          ("tree", json(plain == 0 ? "dense" : percentWithFormats < 100 ? "sparse (\(percentWithFormats) % of files call VFL)" : "realistic")),
          ("cores", String(ProcessInfo.processInfo.activeProcessorCount)), ("unit", json("s")),
          ("tool_median", json(toolMedian)), ("cat_median", json(catMedian)), ("ratio_to_cat", json(toolMedian / catMedian)),
          ("tool_mb_per_s", json(Double(treeBytes) / toolMedian / 1e6))], to: options.out)
}

/// `vfl-bench bigfile [--mb N]`: one generated Swift file of N MB (default 64, the default
/// `max_file_size_mb`) that is nothing but format calls in one function, the worst case for
/// memory; `cat`, `vfl-fmt --check` and `vfl-lint` run on it with their time and peak memory
/// (the child's maximum resident set) beside the file's size.
func benchBigFile(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    var megabytes = 64
    if let index = rest.firstIndex(of: "--mb"), index + 1 < rest.count {
        megabytes = max(1, Int(rest[index + 1]) ?? megabytes)
        rest.removeSubrange(index...index + 1)
    }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-bigfile-\(megabytes)-\(options.seed)").path
    let path = directory + "/Big.swift"
    if !FileManager.default.fileExists(atPath: path) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var generator = FormatGenerator(seed: options.seed)
        // Written a megabyte at a time, so this process stays small (a child's peak memory
        // counts the parent's pages until it executes).
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var text = "final class Big: UIView {\n    func setUp(views: [String: Any]) {\n"
        var index = 0, written = 0
        while written + text.utf8.count < megabytes << 20 {
            let format = generator.format(views: index % 10 < 6 ? 1...3 : 3...8)
            text += "        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: views)) // \(index)\n"
            index += 1
            if text.utf8.count > 1 << 20 { handle.write(Data(text.utf8)); written += text.utf8.count; text = "" }
        }
        text += "    }\n}\n"
        handle.write(Data(text.utf8))
        try handle.close()
        try Data("{\"max_file_size_mb\": \(megabytes + 1)}\n".utf8).write(to: URL(fileURLWithPath: directory + "/.vfl.json"))
    }
    let bytes = ((try FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    let tools = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let runs: [(String, String, [String])] = [
        ("cat", "/bin/cat", [path]),
        ("vfl-fmt --check", tools.appendingPathComponent("vfl-fmt").path, ["--check", path]),
        ("vfl-lint", tools.appendingPathComponent("vfl-lint").path, ["--quiet", "--exit-zero", "--config", directory + "/.vfl.json", path]),
    ]
    var catSeconds = 0.0
    for (name, launch, args) in runs {
        var times: [Double] = [], peaks: [Int] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(launch, args)
            times.append(time)
            peaks.append(peak)
        }
        let time = median(times), peak = peaks.max() ?? 0
        if name == "cat" { catSeconds = time }
        emit([("bench", json("big_file")), ("tool", json(name)), ("bytes", String(bytes)), ("unit", json("s")),
              ("median", json(time)), ("ratio_to_cat", json(time / max(catSeconds, 1e-9))),
              ("peak_rss_mb", json(Double(peak) / 1024)), ("rss_to_file", json(Double(peak) * 1024 / Double(max(bytes, 1))))], to: options.out)
    }
}

/// `vfl-bench layout [--runs R] [--full]`: `vfl solve` on generated layouts of growing size, run
/// as a user runs it (a child process: wall time and peak memory). `chain` is a fully determined
/// row of views (sizes and spacing required: solved in the constraints' order); `chain_free`
/// gives the views intrinsic widths (hugging and compression resistance: the solver's work);
/// `cards` nests a title and a badge in each of many cards. The goals of issue 18 are fields of
/// the 10,000-view chain's row.
func benchLayout(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    let full = rest.contains("--full")
    rest.removeAll { $0 == "--full" }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-layout").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let vfl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl").path
    func chain(_ n: Int, free: Bool) -> String {
        var text = "size \(60 * n + 100)x100\n"
        if free { for i in 0..<n { text += "view v\(i) intrinsic \(40 + i % 20)x20\n" } }
        text += "H:|-" + (0..<n).map { free ? "[v\($0)]" : ($0 == n - 1 ? "[v\($0)]" : "[v\($0)(50)]") }.joined(separator: "-") + "-|\n"
        for i in 0..<n { text += "V:|-[v\(i)]-|\n" }
        return text
    }
    func cards(_ n: Int) -> String {
        var text = "size 375x\(120 * n + 100)\nsafearea 20 0 34 0\n"
        for i in 0..<n { text += "view t\(i) in c\(i)\nview b\(i) in c\(i)\n" }
        for i in 0..<n {
            text += "H:|-[c\(i)]-|\nV:" + (i == 0 ? "|-" : "[c\(i - 1)]-") + "[c\(i)(100)]\n"
            text += "H:|-[t\(i)]-[b\(i)(24)]-|\nV:|-[t\(i)]-|\nV:|-[b\(i)(24)]\n"
        }
        return text
    }
    var cases: [(String, Int, String)] = [("chain", 1_000, chain(1_000, free: false)), ("chain", 10_000, chain(10_000, free: false)),
                                          ("chain_free", 250, chain(250, free: true)), ("chain_free", 1_000, chain(1_000, free: true)),
                                          ("cards", 100, cards(100)), ("cards", 1_000, cards(1_000))]
    if full {
        cases += [("chain", 100_000, chain(100_000, free: false)), ("chain_free", 2_000, chain(2_000, free: true))]
    }
    for (name, n, text) in cases {
        let path = directory + "/\(name)-\(n).vfl"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var times: [Double] = [], peaks: [Int] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(vfl, ["solve", path])
            times.append(time)
            peaks.append(peak)
        }
        var fields: [(String, String)] = [("bench", json("layout")), ("workload", json(name)), ("n", String(n)), ("unit", json("s")),
                                          ("median", json(median(times))), ("peak_rss_mb", json(Double(peaks.max() ?? 0) / 1024))]
        if name == "chain" && n == 10_000 {
            fields += [("goal_s", json(1.5)), ("goal_rss_mb", json(300.0)),
                       ("meets_goal", median(times) < 1.5 && Double(peaks.max() ?? 0) / 1024 < 300 ? "true" : "false")]
        }
        emit(fields, to: options.out)
    }
}

/// `vfl explain-log` on one conflict report of n constraint pairs (a chain of n views, each with
/// an autoresizing position whose superview the report does not name), n and 4n and with
/// `--full` 16n, side by side with `cat` reading the same file (the anchor). `growth` is the time
/// per constraint at this size over that at the first: about 1 when the reading and explaining
/// grow linearly (goal: below 2).
func benchExplainLog(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    let full = rest.contains("--full")
    rest.removeAll { $0 == "--full" }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-explain-log").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let vfl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl").path
    func hex(_ value: Int) -> String { String(value, radix: 16) }
    func report(_ n: Int) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for i in 0..<n {
            text += "    \"<NSLayoutConstraint:0x\(hex(0x100000 + i)) UIView:0x\(hex(0x900000 + i)).leading == UIView:0x\(hex(0x900001 + i)).trailing + 8   (active)>\",\n"
            text += "    \"<NSAutoresizingMaskLayoutConstraint:0x\(hex(0x500000 + i)) h=--& v=--& UIView:0x\(hex(0x900000 + i)).minY == 4>\",\n"
        }
        text += ")\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x100000 UIView:0x900000.leading == UIView:0x900001.trailing + 8   (active)>\n"
        return text
    }
    /// A row of n views of width 100 pinned edge to edge in a 375-point container: every one of
    /// its 2n + 3 constraints is in the conflict, which is narrowed down (or, past the solver's
    /// limit, reported as not minimised).
    func conflictingRow(_ n: Int) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        text += "    \"<NSLayoutConstraint:0x200000 UIView:0x800000.width == 375   (active)>\",\n"
        text += "    \"<NSLayoutConstraint:0x200001 UIView:0x900000.leading == UIView:0x800000.leading   (active)>\",\n"
        for i in 0..<n {
            text += "    \"<NSLayoutConstraint:0x\(hex(0x1000000 + i)) UIView:0x\(hex(0x900000 + i)).width == 100   (active)>\",\n"
            text += "    \"<NSLayoutConstraint:0x\(hex(0x3000000 + i)) UIView:0x\(hex(0x900001 + i)).leading == UIView:0x\(hex(0x900000 + i)).trailing + 8   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x200002 UIView:0x\(hex(0x900000 + n)).trailing == UIView:0x800000.trailing   (active)>\"\n"
        text += ")\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1000000 UIView:0x900000.width == 100   (active)>\n"
        return text
    }
    let base = 1_000
    for (workload, make) in [("chain_autoresizing", report), ("conflicting_row", conflictingRow)] {
    var perConstraintAtBase: Double? = nil
    for n in [base, 4 * base] + (full ? [16 * base] : []) {
        let path = directory + "/\(workload)-\(n).log"
        try Data(make(n).utf8).write(to: URL(fileURLWithPath: path))
        var times: [Double] = [], peaks: [Int] = [], cats: [Double] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(vfl, ["explain-log", path])
            times.append(time)
            peaks.append(peak)
            cats.append(try measureChild("/bin/cat", [path]).0)
        }
        let perConstraint = median(times) / Double(2 * n)
        let growth = perConstraint / (perConstraintAtBase ?? perConstraint)
        if perConstraintAtBase == nil { perConstraintAtBase = perConstraint }
        var fields: [(String, String)] = [("bench", json("explain-log")), ("workload", json(workload)), ("constraints", String(2 * n)),
                                          ("unit", json("s")), ("median", json(median(times))), ("cat_median", json(median(cats))),
                                          ("peak_rss_mb", json(Double(peaks.max() ?? 0) / 1024)), ("growth", json(growth))]
        if n > base { fields += [("goal_growth", json(2.0)), ("meets_goal", growth < 2 ? "true" : "false")] }
        emit(fields, to: options.out)
    }
    }
}

/// Runs `launch args` with its output discarded; its wall time, peak resident set (KB) and exit
/// status (-1 when it did not exit of itself).
func measureChild(_ launch: String, _ args: [String]) throws -> (seconds: Double, peakKB: Int, status: Int32) {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([launch] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, launch, &actions, nil, argv, environ) == 0 else { throw UsageError("cannot run \(launch)") }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let exited = status & 0x7F == 0   // WIFEXITED, a macro Swift does not import
    return (seconds(clock.now - start), usage.ru_maxrss, exited ? (status >> 8) & 0xFF : -1)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "parse":
        try benchParse(Options(arguments.dropFirst()))
    case "format":
        try benchFormat(arguments.dropFirst())
    case "lower":
        try benchParse(Options(arguments.dropFirst()), lower: true)
    case "lint":
        try benchLint(arguments.dropFirst())
    case "bigfile":
        try benchBigFile(arguments.dropFirst())
    case "lsp":
        var rest = Array(arguments.dropFirst())
        var project: Int? = nil
        if let index = rest.firstIndex(of: "--project") {
            guard index + 1 < rest.count, let files = Int(rest[index + 1]), files > 0 else { throw UsageError("--project needs a number of files") }
            project = files
            rest.removeSubrange(index...index + 1)
        }
        try benchLSP(Options(rest[...]), projectFiles: project)
    case "lex":
        try benchParse(Options(arguments.dropFirst()), lexOnly: true)
    case "solver":
        try benchSolver(arguments.dropFirst())
    case "layout":
        try benchLayout(arguments.dropFirst())
    case "explain-log":
        try benchExplainLog(arguments.dropFirst())
    default:
        FileHandle.standardError.write("usage: vfl-bench parse [--input FILE] [--count N] [--malformed PERCENT] [--runs R] [--seed S] [--out FILE]\n                       [--anchor PATH/autolayout.js]\n       vfl-bench lex|lower (the same options but --anchor)\n       vfl-bench solver [--full] [--only WORKLOAD] [--phase PHASE] [--out FILE]\n       vfl-bench format [--files N] [--dense|--sparse] [--count N] [--runs R]\n       vfl-bench lint [--files N] [--dense|--sparse] [--hook] [--runs R]\n       vfl-bench bigfile [--mb N] [--runs R]\n       vfl-bench lsp [--runs R]\n       vfl-bench layout [--runs R] [--full]\n       vfl-bench explain-log [--runs R] [--full]\n".data(using: .utf8)!)
        exit(2)
    }
} catch let error as UsageError {
    FileHandle.standardError.write("vfl-bench: \(error.message)\n".data(using: .utf8)!)
    exit(2)
} catch {
    FileHandle.standardError.write("vfl-bench: \(error)\n".data(using: .utf8)!)
    exit(2)
}
