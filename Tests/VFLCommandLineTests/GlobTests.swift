@testable import VFLCommandLine
import XCTest

/// The patterns of `.gitignore` files and of `excluded`/`included` in `.vfl.json`, matched as git
/// and SwiftLint match them.
final class GlobTests: XCTestCase {
    func testPatternsMatchAsGitMatchesThem() {
        let cases: [(pattern: String, path: String, matches: Bool)] = [
            ("*.gen.swift", "View.gen.swift", true), ("*.gen.swift", "App/Deep/View.gen.swift", true),
            ("*.gen.swift", "App/View.swift", false),
            ("Pods", "Pods", true), ("Pods", "App/Pods", true), ("Pods/", "Pods", true), ("Pods/", "Pods/Kit/Kit.swift", true),
            ("/build", "build", true), ("/build", "App/build", false),
            ("Sources/Gen/*.swift", "Sources/Gen/A.swift", true), ("Sources/Gen/*.swift", "Sources/Gen/Deep/A.swift", false),
            ("Sources/**/*.swift", "Sources/A/B/C.swift", true),
            ("**/Generated/", "Generated", true), ("**/Generated/", "App/Generated", true),
            ("**/Generated/", "App/Generated/Out.swift", true), ("**/Generated/", "App/NotGenerated", false),
            ("?.swift", "A.swift", true), ("?.swift", "AB.swift", false), ("[AB].swift", "B.swift", true),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(Glob.matches(pattern, path), expected, "\(pattern) on \(path)")
        }
    }

    func testGitignoreLinesAndDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-glob-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("# a comment\n\n  Drafts/*  \n!Drafts/Keep.swift\n\\!Bang.swift\n\\#Hash.swift\n!\r\nBuild/\n".utf8)
            .write(to: directory.appendingPathComponent(".gitignore"))
        let patterns = FileWalker.gitignorePatterns(in: directory.path)
        XCTAssertEqual(patterns.map(\.glob), ["Drafts/*", "Drafts/Keep.swift", "!Bang.swift", "#Hash.swift", "Build/"])
        XCTAssertEqual(patterns.map(\.negated), [false, true, false, false, false])
        // `X/*` is what is in X, not X: so `!X/Keep.swift` can take a file back.
        XCTAssertFalse(patterns[0].matches("Drafts", isDirectory: true))
        XCTAssertTrue(patterns[0].matches("Drafts/Toss.swift", isDirectory: false))
        XCTAssertTrue(patterns[4].matches("Build", isDirectory: true))
    }
}
