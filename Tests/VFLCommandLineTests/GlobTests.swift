@testable import VFLCommandLine
import XCTest

/// The patterns of `.gitignore` files and of `excluded`/`included` in `.vfl.json`, matched as git
/// and SwiftLint match them.
final class GlobTests: XCTestCase {
    func testPatternsMatchAsGitMatchesThem() {
        // A path itself, a file or (`isDirectory`) a directory: a .gitignore line tested on one path.
        let exact: [(pattern: String, path: String, isDirectory: Bool, matches: Bool)] = [
            ("*.gen.swift", "View.gen.swift", false, true), ("*.gen.swift", "App/Deep/View.gen.swift", false, true),
            ("*.gen.swift", "App/View.swift", false, false),
            ("Test*.swift", "Tests/AppTests.swift", false, false),   // a name's `*` never crosses a `/`
            ("Pods", "Pods", true, true), ("Pods", "App/Pods", true, true), ("Pods/", "Pods", true, true), ("Pods/", "Pods", false, false),
            ("/build", "build", true, true), ("/build", "App/build", true, false),
            ("Sources/Gen/*.swift", "Sources/Gen/A.swift", false, true), ("Sources/Gen/*.swift", "Sources/Gen/Deep/A.swift", false, false),
            ("Sources/**/*.swift", "Sources/A/B/C.swift", false, true), ("Sources/**/*.swift", "Sources/C.swift", false, true),
            ("**/Generated/", "Generated", true, true), ("**/Generated/", "App/Generated", true, true),
            ("**/Generated/*.swift", "NotGenerated/n.swift", false, false), ("**/Generated/*.swift", "A/Generated/n.swift", false, true),
            ("a/**/b.swift", "a/xb.swift", false, false), ("a/**/b.swift", "a/b.swift", false, true), ("a/**/b.swift", "a/x/y/b.swift", false, true),
            ("X/**", "X", true, false), ("X/**", "X/keep.swift", false, true), ("X/*", "X", true, false),
            ("?.swift", "A.swift", false, true), ("?.swift", "AB.swift", false, false), ("[AB].swift", "B.swift", false, true),
        ]
        for (pattern, path, isDirectory, expected) in exact {
            XCTAssertEqual(Glob.matchesExactly(pattern, path, isDirectory: isDirectory), expected, "\(pattern) on \(path)\(isDirectory ? "/" : "")")
        }
        // A file or a directory it is in (`excluded`, tested on each file).
        let within: [(pattern: String, path: String, matches: Bool)] = [
            ("Pods/", "Pods/Kit/Kit.swift", true), ("Pods", "App/Pods/Kit.swift", true), ("Generated/**", "Generated/A.swift", true),
            ("**/Generated/", "App/Generated/Out.swift", true), ("**/Generated/", "App/NotGenerated/Out.swift", false),
            ("Sources/Gen/*.swift", "Sources/Gen/Deep/A.swift", false), ("Test*.swift", "Tests/AppTests.swift", false),
        ]
        for (pattern, path, expected) in within {
            XCTAssertEqual(Glob.matches(pattern, path), expected, "\(pattern) on \(path)")
        }
    }

    func testGitignoreLinesAndDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-glob-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try (Data("# a comment in Latin-1: caf".utf8) + Data([0xE9]) + Data("\n\nDrafts/*  \n!Drafts/Keep.swift\n\\!Bang.swift\n\\#Hash.swift\n!\r\nBuild/\n  lead.swift\n".utf8))
            .write(to: directory.appendingPathComponent(".gitignore"))
        let patterns = FileWalker.gitignorePatterns(in: directory.path)
        XCTAssertEqual(patterns.map(\.glob), ["Drafts/*", "Drafts/Keep.swift", "!Bang.swift", "#Hash.swift", "Build/", "  lead.swift"])
        XCTAssertEqual(patterns.map(\.negated), [false, true, false, false, false, false])
        // `X/*` is what is in X, not X: so `!X/Keep.swift` can take a file back.
        XCTAssertFalse(patterns[0].matches("Drafts", isDirectory: true))
        XCTAssertTrue(patterns[0].matches("Drafts/Toss.swift", isDirectory: false))
        XCTAssertTrue(patterns[4].matches("Build", isDirectory: true))
    }
}
