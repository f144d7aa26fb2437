import Foundation
import VFLLint
import _VFLTestSupport
import XCTest

/// The README and the documentation name only files that exist: every relative link, and every
/// path into the repository's folders (an example file name given to `--stdin-filename`/`--assume-filename`
/// is illustrative).
final class ReadmeTests: XCTestCase {
    func testEveryRelativeLinkAndRepositoryPathExists() throws {
        let root = Fixtures.root.deletingLastPathComponent()
        var missing: [String] = []
        for page in try ReadmeExampleTests.pages(root) {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            missing += try Self.missingPaths(in: text, page: page, root: root)
        }
        XCTAssertEqual(missing, [], "the README or the documentation names files that do not exist")
    }

    /// The links of `text` (relative to its page's folder) and the repository paths it names
    /// (relative to the top) that do not exist.
    static func missingPaths(in text: String, page: String, root: URL) throws -> [String] {
        var missing: [String] = []
        let folder = (page as NSString).deletingLastPathComponent
        func check(_ path: String, relative: Bool = false) {
            let full = relative && !folder.isEmpty ? folder + "/" + path : path
            if !FileManager.default.fileExists(atPath: root.appendingPathComponent(full).path) { missing.append(page + ": " + path) }
        }
        let link = try NSRegularExpression(pattern: #"\]\(([^)#]+)(#[^)]*)?\)"#)
        let ns = text as NSString
        for match in link.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let path = ns.substring(with: match.range(at: 1))
            if !path.hasPrefix("http") { check(path, relative: true) }
        }
        let repositoryPath = try NSRegularExpression(pattern: #"(?<![\w/.])((?:Fixtures|Scripts|Sources|Grammar|Tests|Fuzz|Plugins|Documentation)/[A-Za-z0-9_./-]+)"#)
        for match in repositoryPath.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            var path = ns.substring(with: match.range(at: 1))
            while path.hasSuffix(".") { path.removeLast() }
            let before = ns.substring(with: NSRange(location: max(0, match.range.location - 16), length: min(16, match.range.location)))
            if before.hasSuffix("filename ") { continue }
            check(path)
        }
        return missing
    }

    /// The table of rules in Documentation/lint.md is the catalog's: every rule `vfl-lint rules`
    /// lists, with its code, default severity and summary, linked to its page, and no rule the
    /// linter lacks.
    func testRulesTableIsTheCatalog() throws {
        let text = try String(contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent("Documentation/lint.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try XCTUnwrap(lines.firstIndex(of: "| code | rule | severity | finds |"), "Documentation/lint.md has no rules table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        // The pages sit beside it, in Documentation/rules/.
        let expected = RuleCatalog.indexPage.split(separator: "\n").filter { $0.hasPrefix("| VFL") }
            .map { $0.replacingOccurrences(of: "](", with: "](rules/") }
        XCTAssertEqual(Array(rows), expected)
    }
}
