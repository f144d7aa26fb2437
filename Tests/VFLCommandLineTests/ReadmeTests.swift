import Foundation
import VFLLint
import XCTest

/// The README names only files that exist: every relative link, and every path into the
/// repository's folders (an example file name given to `--stdin-filename`/`--assume-filename`
/// is illustrative).
final class ReadmeTests: XCTestCase {
    func testEveryRelativeLinkAndRepositoryPathExists() throws {
        let root = Fixtures.root.deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var missing: [String] = []
        func check(_ path: String) {
            if !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) { missing.append(path) }
        }
        let link = try NSRegularExpression(pattern: #"\]\(([^)#]+)(#[^)]*)?\)"#)
        let ns = text as NSString
        for match in link.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let path = ns.substring(with: match.range(at: 1))
            if !path.hasPrefix("http") { check(path) }
        }
        let repositoryPath = try NSRegularExpression(pattern: #"(?<![\w/.])((?:Fixtures|Scripts|Sources|Grammar|Tests|Fuzz|Plugins|Documentation)/[A-Za-z0-9_./-]+)"#)
        for match in repositoryPath.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            var path = ns.substring(with: match.range(at: 1))
            while path.hasSuffix(".") { path.removeLast() }
            let before = ns.substring(with: NSRange(location: max(0, match.range.location - 16), length: min(16, match.range.location)))
            if before.hasSuffix("filename ") { continue }
            check(path)
        }
        XCTAssertEqual(missing, [], "the README names files that do not exist")
    }

    /// The README's table of rules is the catalog's: every rule `vfl-lint rules` lists, with its
    /// code, default severity and summary, linked to its page, and no rule the linter lacks.
    func testRulesTableIsTheCatalog() throws {
        let text = try String(contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try XCTUnwrap(lines.firstIndex(of: "| code | rule | severity | finds |"), "the README has no rules table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let expected = RuleCatalog.indexPage.split(separator: "\n").filter { $0.hasPrefix("| VFL") }
            .map { $0.replacingOccurrences(of: "](", with: "](\(RuleCatalog.pagesDirectory)/") }
        XCTAssertEqual(Array(rows), expected)
    }
}
