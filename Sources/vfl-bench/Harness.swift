import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

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
