import Foundation
import _VFLTestSupport
import XCTest

/// Every `$ command` example of the README and the documentation prints what the page shows under it, run from the
/// repository's top as a user would (`swift run vfl …` and `vfl …` run the built `vfl`). A line
/// `…` stands for any number of lines, `/…/` at the start of a line for the absolute path before
/// the rest, and blank lines are not compared (the tools print one after each format). What the
/// tool writes to standard error (diagnostics, summaries) comes first, then standard output, as
/// a terminal shows them: the tools write their tables and reports at the end. An example that
/// shows no output (a drawing follows it) must run without failing.
final class ReadmeExampleTests: BinaryTestCase {
    struct Example {
        var line: Int
        var command: String
        var shown: [String]
    }

    static func examples(in text: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var inBlock = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") { inBlock.toggle() }
            guard inBlock, line.hasPrefix("$ ") else { index += 1; continue }
            var shown: [String] = []
            var next = index + 1
            while next < lines.count && !lines[next].hasPrefix("```") && !lines[next].hasPrefix("$ ") {
                shown.append(lines[next])
                next += 1
            }
            examples.append(Example(line: index + 1, command: String(line.dropFirst(2)), shown: shown))
            index = next
        }
        return examples
    }

    /// The pages whose examples are run: the README, ARCHITECTURE.md, CONTRIBUTING.md and every
    /// page of `Documentation/` (the generated rule pages show no commands).
    static func pages(_ root: URL) throws -> [String] {
        let documentation = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"] + documentation
    }

    static func matches(_ shown: ArraySlice<String>, _ output: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return output.isEmpty }
        if first == "…" {
            return (output.startIndex...output.endIndex).contains { matches(shown.dropFirst(), output[$0...]) }
        }
        guard let line = output.first else { return false }
        let same = first.hasPrefix("/…/") ? line.hasPrefix("/") && line.hasSuffix(first.dropFirst(2)) : line == first
        return same && matches(shown.dropFirst(), output.dropFirst())
    }

    func testEveryExamplePrintsWhatTheReadmeShows() throws {
        let root = Fixtures.root.deletingLastPathComponent()
        var examples: [(page: String, example: Example)] = []
        for page in try Self.pages(root) {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            examples += Self.examples(in: text).map { (page, $0) }
        }
        XCTAssertGreaterThanOrEqual(examples.count, 20)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (page, example) in examples {
            var command = example.command.replacingOccurrences(of: "swift run ", with: "")
            // A drawing the README shows is written to a scratch file, then compared with the
            // one committed.
            var drawings: [(committed: String, written: URL)] = []
            let words = command.split(separator: " ").map(String.init)
            for (i, word) in words.enumerated() where word == "--svg" && i + 1 < words.count {
                let written = scratch.appendingPathComponent("\(drawings.count).svg")
                drawings.append((words[i + 1], written))
                command = command.replacingOccurrences(of: "--svg \(words[i + 1])", with: "--svg \(written.path)")
            }
            // The tools are found on PATH, as after `swift build` and an install.
            let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let (status, outputBytes, errorText) = try runBytes(["-c", command], stdin: [], environment: ["PATH": path, "NO_COLOR": "1"],
                                                                directory: root, program: URL(fileURLWithPath: "/bin/sh"))
            let printed = [errorText, String(decoding: outputBytes, as: UTF8.self)].flatMap { $0.components(separatedBy: "\n") }.filter { !$0.isEmpty }
            let shown = example.shown.filter { !$0.isEmpty }
            if shown.isEmpty {
                XCTAssertEqual(status, 0, "\(page) line \(example.line): `\(example.command)` failed")
            } else {
                XCTAssertTrue(Self.matches(shown[...], printed[...]),
                              "\(page) line \(example.line): `\(example.command)` prints\n\(printed.joined(separator: "\n"))\nnot what the README shows:\n\(shown.joined(separator: "\n"))")
            }
            for drawing in drawings {
                XCTAssertEqual(try Data(contentsOf: drawing.written), try Data(contentsOf: root.appendingPathComponent(drawing.committed)),
                               "\(page) line \(example.line): \(drawing.committed) is not what the command draws")
            }
        }
    }

    func testEllipsisMatching() {
        XCTAssertTrue(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        XCTAssertTrue(Self.matches(["…", "b", "…"], ["a", "b", "c"]))
        XCTAssertFalse(Self.matches(["a", "d"], ["a", "b", "d"]))
        XCTAssertFalse(Self.matches(["a"], ["a", "b"]), "a line printed but not shown, without '…'")
        XCTAssertTrue(Self.matches(["/…/x.swift:1:2: error"], ["/tmp/p/x.swift:1:2: error"]))
        XCTAssertFalse(Self.matches(["/…/x.swift:1:2: error"], ["x.swift:1:2: error"]))
    }
}
