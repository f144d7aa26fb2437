import Foundation
import VFLSyntax
import _VFLCorpus

/// vfl-bench measures the toolchain's speed and writes one JSON object per line.
///
///     swift run -c release vfl-bench parse [--input FILE] [--count N] [--malformed PERCENT]
///                                          [--runs R] [--seed S] [--out FILE]
///
/// Later subcommands (solver, format, lint) write to the same executable.

struct Options {
    var input: String?
    var count = 200_000
    var malformedPercent = 5
    var runs = 7
    var seed: UInt64 = 42
    var out: String?

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
func benchParse(_ options: Options, lexOnly: Bool = false) throws {
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
    let bytes = formats.reduce(0) { $0 + $1.count }
    var parser = Parser()
    var timings: [Double] = []
    var diagnostics = 0
    var views = 0
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
            diagnostics &+= result.diagnostics.count
            views &+= result.syntax.views.count
        }
        let elapsed = clock.now - start
        timings.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    let seconds = median(timings)
    emit([
        ("bench", json(lexOnly ? "lex" : "parse")), ("corpus", json(corpusName)), ("formats", String(formats.count)),
        ("bytes", String(bytes)), ("views", String(views)), ("diagnostics", String(diagnostics)),
        ("malformed_percent", String(options.input == nil ? options.malformedPercent : -1)),
        ("runs", String(options.runs)), ("unit", json("s")), ("median", json(seconds)),
        ("min", json(timings.min()!)), ("max", json(timings.max()!)),
        ("mb_per_s", json(Double(bytes) / seconds / 1e6)),
        ("formats_per_s", json(Double(formats.count) / seconds)),
        ("maxrss_kb", String(maxRSSKilobytes())),
    ], to: options.out)
}

let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "parse":
        try benchParse(Options(arguments.dropFirst()))
    case "lex":
        try benchParse(Options(arguments.dropFirst()), lexOnly: true)
    default:
        FileHandle.standardError.write("usage: vfl-bench parse [--input FILE] [--count N] [--malformed PERCENT] [--runs R] [--seed S] [--out FILE]\n".data(using: .utf8)!)
        exit(2)
    }
} catch let error as UsageError {
    FileHandle.standardError.write("vfl-bench: \(error.message)\n".data(using: .utf8)!)
    exit(2)
} catch {
    FileHandle.standardError.write("vfl-bench: \(error)\n".data(using: .utf8)!)
    exit(2)
}
