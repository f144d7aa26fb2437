import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

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
    // `--staged N` (with `--hook`): the hook names N files, as one run of a commit of many does.
    var staged = 1
    if let index = rest.firstIndex(of: "--staged"), index + 1 < rest.count {
        staged = max(1, Int(rest[index + 1]) ?? 1)
        rest.removeSubrange(index...index + 1)
    }
    // `--gitignore-lines N`: a .gitignore of N paths (one a line, as long ones are) at the
    // tree's top while it is linted; the walk must cost the same whatever N.
    var gitignoreLines = 0
    if let index = rest.firstIndex(of: "--gitignore-lines"), index + 1 < rest.count {
        gitignoreLines = Int(rest[index + 1]) ?? 0
        rest.removeSubrange(index...index + 1)
    }
    let (plain, withFormats) = treeShape(&rest)
    let options = try Options(rest[...])
    if hook {
        try benchHook(files: files, plain: plain, percentWithFormats: withFormats, options: options, staged: staged, gitignoreLines: gitignoreLines)
    } else {
        try benchTree(tool: "vfl-lint", arguments: ["--exit-zero", "--reporter", "json"], files: files, plain: plain, percentWithFormats: withFormats,
                      options: options, gitignoreLines: gitignoreLines)
    }
}

/// `vfl-bench lint --hook`: what a pre-commit hook runs, `vfl-lint` on `staged` files of the
/// tree made a git repository (it reads every Swift file git tracks there for the project's
/// helpers), against `git grep` listing the tracked Swift files that mention the API (git's
/// own search of the same files, on every core) and beside the same files linted alone, outside
/// any repository; medians. With `gitignoreLines`, the tree's top has a `.gitignore` of that many
/// paths, which each named file is tested against.
func benchHook(files: Int, plain: Int, percentWithFormats: Int, options: Options, staged: Int = 1, gitignoreLines: Int = 0) throws {
    let (root, treeBytes) = try generatedTree(files: files, plain: plain, percentWithFormats: percentWithFormats, options: options, git: true)
    let named = (0..<min(staged, files)).map { root + "/Module\($0 % 40)/GeneratedView\($0).swift" }
    let alone = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-hook-\(getpid())").path
    try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: alone) }
    let copies = try named.map { path -> String in
        let copy = alone + "/" + URL(fileURLWithPath: path).lastPathComponent
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        return copy
    }
    let gitignore = root + "/.gitignore"
    if gitignoreLines > 0 { try Data(gitignoreText(lines: gitignoreLines).utf8).write(to: URL(fileURLWithPath: gitignore)) }
    defer { if gitignoreLines > 0 { try? FileManager.default.removeItem(atPath: gitignore) } }
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl-lint").path
    let lint = ["--exit-zero", "--reporter", "json"]
    let search = ["-c", "cd '\(root)' && git grep -l -F withVisualFormat -- '*.swift' > /dev/null"]
    // Warms the page cache; a run that fails (exit 2: an unreadable tree, a bad option) or a
    // search that finds nothing would time something other than a hook's run.
    guard try measureChild(binary, lint + named).status == 0, try measureChild("/bin/sh", search).status == 0 else {
        throw UsageError("vfl-lint or git grep failed on \(root)")
    }
    var hookTimes: [Double] = [], aloneTimes: [Double] = [], grepTimes: [Double] = []
    for _ in 0..<max(3, options.runs) {
        grepTimes.append(try measureChild("/bin/sh", search).0)
        hookTimes.append(try measureChild(binary, lint + named).0)
        aloneTimes.append(try measureChild(binary, lint + copies).0)
    }
    let hookMedian = median(hookTimes), grepMedian = median(grepTimes)
    emit([("bench", json("lint_hook")), ("files", String(files)), ("bytes", String(treeBytes)), ("staged", String(named.count)), ("unit", json("s")),
          ("tool_median", json(hookMedian)), ("git_grep_median", json(grepMedian)), ("ratio_to_git_grep", json(hookMedian / grepMedian)),
          ("file_alone_median", json(median(aloneTimes)))] + (gitignoreLines > 0 ? [("gitignore_lines", String(gitignoreLines))] : []), to: options.out)
}

/// A `.gitignore` of `lines` paths, one a line, as long ones are (none names a file of the
/// generated trees, so the lint's work is the same with it).
func gitignoreText(lines: Int) -> String {
    (0..<lines).map { "/Vendor/Module\($0 % 97)/Generated/Old\($0).swift\n" }.joined()
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
func benchTree(tool: String, arguments: [String], files: Int, plain: Int, percentWithFormats: Int, options: Options,
               gitignoreLines: Int = 0) throws {
    let (root, treeBytes) = try generatedTree(files: files, plain: plain, percentWithFormats: percentWithFormats, options: options)
    // The tree is kept for the other benchmarks: the .gitignore goes when this one ends.
    let gitignore = root + "/.gitignore"
    if gitignoreLines > 0 {
        try Data(gitignoreText(lines: gitignoreLines).utf8).write(to: URL(fileURLWithPath: gitignore))
    }
    defer { if gitignoreLines > 0 { try? FileManager.default.removeItem(atPath: gitignore) } }
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
          ("tool_mb_per_s", json(Double(treeBytes) / toolMedian / 1e6))] + (gitignoreLines > 0 ? [("gitignore_lines", String(gitignoreLines))] : []),
         to: options.out)
}
