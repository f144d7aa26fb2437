import Foundation
import _VFLTestSupport
import XCTest

/// What a hostile trial found in the tools' output and arguments, each as a user meets it:
/// names that are not plain, line endings of old Mac files, huge numbers, bytes that steer a
/// terminal, logs read from pipes.
final class HostileTrialTests: ScratchTestCase {
    static let mistake = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"

    /// SARIF `uri`s are URI references: `#`, `%` and spaces in names (Xcode's "Supporting
    /// Files") are percent-encoded, so a viewer opens the file the finding is in.
    func testSARIFLocationsArePercentEncoded() throws {
        let names = ["Issue#12.swift", "a%20b.swift", "Supporting Files/Info View.swift", "é?.swift"]
        for name in names { try write(name, Self.mistake) }
        let (status, out, err) = try tool("vfl-lint", ["--reporter", "sarif", "."])
        XCTAssertEqual(status, 1, err)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let uris = results.compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris.count, names.count, out)
        for uri in uris {
            XCTAssertNotNil(URL(string: uri), uri)
            XCTAssertFalse(uri.contains(" ") || uri.contains("#") || uri.contains("?"), uri)
        }
        let decoded = Set(uris.compactMap { $0.removingPercentEncoding }.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 })
        XCTAssertEqual(decoded.count, names.count)
        for name in names { XCTAssertTrue(decoded.contains { $0.hasSuffix(name) }, "\(name) in \(decoded)") }
    }

    /// A lone CR ends a line for Swift and clang (old Mac files): a `//` comment ends there,
    /// and the mistake after it is found, on the line an editor shows.
    func testAFileWithCarriageReturnLineEndingsIsChecked() throws {
        try write("Old.swift", "// Created long ago\rimport UIKit\r" + Self.mistake.replacingOccurrences(of: "\n", with: "\r"))
        let (status, out, err) = try tool("vfl-lint", ["Old.swift"])
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("Old.swift:3:"), out)
    }

    /// `--offsets` takes offsets a file can have: numbers past 2^31 are refused, not wrapped
    /// round to the start of the file.
    func testOffsetsBeyondWhatAFileCanHoldAreRefused() throws {
        let unformatted = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        for range in ["0:4294967296", "4294967296:4294967300", "2147483648:2147483649"] {
            let (status, out, err) = try tool("vfl-fmt", ["--assume-filename", "a.swift", "--offsets", range], stdin: unformatted)
            XCTAssertEqual(status, 2, range)
            XCTAssertEqual(out, "", range)
            XCTAssertTrue(err.contains("--offsets takes A:B"), err)
        }
        // Past the end of the file: nothing is touched.
        let (status, out, _) = try tool("vfl-fmt", ["--assume-filename", "a.swift", "--offsets", "100000:100001"], stdin: unformatted)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(out, unformatted)
    }

    /// C1 controls (U+0080 to U+009F) and bidirectional overrides from file names and source
    /// are escaped like C0 ones, so they neither steer the terminal nor reorder what it shows.
    func testC1ControlsAndBidirectionalOverridesAreEscaped() throws {
        let name = "evil\u{202E}tfiws.swift"
        try write(name, "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[m\u{9B}31m]|\", options: [], metrics: nil, views: [\"a\": a])\n")
        let (status, out, err) = try tool("vfl-lint", ["."])
        XCTAssertEqual(status, 1, out + err)
        for raw in ["\u{202E}", "\u{9B}"] {
            XCTAssertFalse(out.contains(raw) || err.contains(raw), "raw \(raw.unicodeScalars.first!.value) in \(out) \(err)")
        }
        XCTAssertTrue(out.contains("\\u{202E}") && out.contains("\\u{9B}"), out)
    }

    /// A tab in a file name stays a tab in checkstyle XML (a raw one in an attribute is read back
    /// as a space).
    func testCheckstyleKeepsTabsInNames() throws {
        try write("a\tb.swift", Self.mistake)
        let (status, out, _) = try tool("vfl-lint", ["--reporter", "checkstyle", "."])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(out.contains("a&#9;b.swift"), out)
        XCTAssertFalse(out.contains("\t"), out)
    }

    /// `vfl explain-log <(command)` and `/dev/stdin` read the log like a file.
    func testLogsAreReadFromPipesAndDevStdin() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/logs/cell_height.log").path
        let vfl = binary.path
        for command in ["'\(vfl)' explain-log <(cat '\(fixture)')", "'\(vfl)' explain-log /dev/stdin < '\(fixture)'", "cat '\(fixture)' | '\(vfl)' explain-log /dev/stdin"] {
            let (status, out, err) = try runBytes(["-c", command], stdin: [], program: URL(fileURLWithPath: "/bin/bash"))
            XCTAssertEqual(status, 0, command + ": " + err)
            XCTAssertTrue(String(decoding: out, as: UTF8.self).contains("6 constraints"), command)
        }
        let (status, _, err) = try run(["explain-log", directory.path])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("a directory"), err)
    }

    /// A conflict too large to narrow down quickly (a row of 1,200 views pinned edge to edge in
    /// a 375-point container: 2,403 constraints, all in it) is explained at once and said to be
    /// not minimised, where narrowing it down took minutes and gigabytes.
    func testAConflictTooLargeToMinimiseIsSaidSo() throws {
        var log = "Unable to simultaneously satisfy constraints.\n(\n"
        log += "    \"<NSLayoutConstraint:0x200000 UIView:0x800000.width == 375   (active)>\",\n"
        log += "    \"<NSLayoutConstraint:0x200001 UIView:0x900000.leading == UIView:0x800000.leading   (active)>\",\n"
        let n = 1_200
        for i in 0..<n {
            log += "    \"<NSLayoutConstraint:0x\(String(0x1000000 + i, radix: 16)) UIView:0x\(String(0x900000 + i, radix: 16)).width == 100   (active)>\",\n"
            log += "    \"<NSLayoutConstraint:0x\(String(0x3000000 + i, radix: 16)) UIView:0x\(String(0x900001 + i, radix: 16)).leading == UIView:0x\(String(0x900000 + i, radix: 16)).trailing + 8   (active)>\",\n"
        }
        log += "    \"<NSLayoutConstraint:0x200002 UIView:0x\(String(0x900000 + n, radix: 16)).trailing == UIView:0x800000.trailing   (active)>\"\n"
        log += ")\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1000000 UIView:0x900000.width == 100   (active)>\n"
        let (status, out, err) = try tool("vfl", ["explain-log", "-"], stdin: log)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("2403 constraints"), String(out.prefix(300)))
        XCTAssertTrue(out.contains("not minimised"), String(out.prefix(2000)))
    }

    /// A `size` line that is there but malformed is named with its place, not hidden behind
    /// "add a size line".
    func testAMalformedSizeLineIsNamed() throws {
        try write("card.vfl", "size 375by667\nview a\nH:|-[a]-|\nV:|-[a]-|\n")
        let (status, _, err) = try run(["solve", directory.appendingPathComponent("card.vfl").path])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("'size' takes one WIDTHxHEIGHT") && err.contains("card.vfl:1:6"), err)
        XCTAssertFalse(err.contains("no container size"), err)
    }
}
