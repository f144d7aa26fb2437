import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

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

