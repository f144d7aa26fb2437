import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import VFLCommandLine
import VFLLint
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Golden tests of `vfl-lint`: every `Fixtures/lint/<name>.{swift,m,mm,vfl}` is linted with the
/// default configuration and its findings are compared with `<name>.diagnostics` (the full
/// reporter's text). Every reporter is compared once, on a shared set of findings from several
/// files (`Fixtures/reporters/findings.<reporter>`).
final class LintFixtureTests: XCTestCase {
    static let root = Fixtures.root.deletingLastPathComponent().path

    /// A fixture is linted with the default configuration, or with `<name>.config.json` beside it
    /// (for opt-in rules).
    func linted(_ url: URL) throws -> LintedFile {
        let relative = "Fixtures/" + url.path.dropFirst(Fixtures.root.path.count + 1)
        var configuration = LintConfiguration()
        let configPath = url.deletingPathExtension().path + ".config.json"
        if FileManager.default.fileExists(atPath: configPath), case .success(let loaded) = ConfigurationLoader.load(configPath) {
            configuration = loaded.0
        }
        guard case .success(let file) = LintTool.lintFile(Self.root + "/" + relative, configuration, fix: false) else {
            throw XCTSkip("cannot lint \(relative)")
        }
        var copy = file
        copy.path = relative
        return copy
    }

    func testLintFixtures() throws {
        var inputs: [URL] = []
        for suffix in [".swift", ".m", ".mm", ".vfl"] { inputs += try Fixtures.inputs("lint", suffix: suffix) }
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Self.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        for input in inputs {
            let text = Reporters.render("full", [try linted(input)], configs: [], color: false)
                .replacingOccurrences(of: Self.root + "/", with: "")
            Fixtures.assertGolden(text, input: input, ext: "diagnostics")
        }
    }

    /// The findings every reporter is compared on: errors and warnings with Apple's messages,
    /// notes at other places, fixes, Swift, Objective-C and a layout file, several files in one
    /// report, and a path and messages with characters each format escapes.
    static let reporterInputs = ["lint/mistakes.swift", "lint/mistakes_objc.m", "lint/cross_format_kept.swift", "lint/layout.vfl",
                                 "reporters/odd path, 50% ü.swift"]

    func testEveryReporterOnASharedSetOfFindings() throws {
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Self.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        let files = try Self.reporterInputs.map { try linted(Fixtures.root.appendingPathComponent($0)) }
        XCTAssertTrue(files.contains { !$0.findings.flatMap(\.notes).isEmpty } && files.contains { $0.findings.contains { $0.fix != nil } })
        for (reporter, ext) in [("full", "diagnostics"), ("xcode", "xcode"), ("json", "json"), ("github", "github"),
                                ("checkstyle", "checkstyle"), ("sarif", "sarif")] {
            let text = Reporters.render(reporter, files, configs: [], color: false)
                .replacingOccurrences(of: Self.root + "/", with: "")
            Fixtures.assertGolden(text, input: Fixtures.root.appendingPathComponent("reporters/findings"), ext: ext)
        }
    }

    func testCorrectCodeHasNoFindings() throws {
        for name in ["correct.swift", "correct_objc.m"] {
            XCTAssertEqual(try linted(Fixtures.root.appendingPathComponent("lint/" + name)).findings.map(\.rule), [], name)
        }
    }

    /// Every rule has at least one fixture that shows it.
    func testEveryRuleHasAFixture() {
        let text = Fixtures.allGoldenText()
        let uncovered = RuleCatalog.all.map(\.rule).filter { !text.contains("[\($0)]") && !text.contains("(\($0))") }
        // Rules shown by other suites' fixtures (parse, lower, solve) count through allGoldenText too.
        XCTAssertEqual(uncovered, [])
    }

    /// Every rule has its page in Documentation/rules (SARIF's helpUri points there), equal to
    /// what the catalog says, and there is no page for a rule that does not exist.
    /// `VFL_UPDATE_FIXTURES=1` rewrites them.
    func testRulePagesAreCurrent() throws {
        let directory = Fixtures.root.deletingLastPathComponent().appendingPathComponent(RuleCatalog.pagesDirectory)
        let update = ProcessInfo.processInfo.environment["VFL_UPDATE_FIXTURES"] == "1"
        if update { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        var expected = ["README.md": RuleCatalog.indexPage]
        for doc in RuleCatalog.all { expected["\(doc.rule).md"] = doc.page }
        for (name, text) in expected {
            let url = directory.appendingPathComponent(name)
            if update { try text.write(to: url, atomically: true, encoding: .utf8); continue }
            let actual = try? String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(actual, text, "\(RuleCatalog.pagesDirectory)/\(name) is out of date (VFL_UPDATE_FIXTURES=1 rewrites it)")
        }
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        XCTAssertEqual(present.subtracting(expected.keys).sorted(), [], "pages for rules that do not exist")
    }

    /// The SARIF document has what code scanning requires.
    func testSARIFHasTheRequiredFields() throws {
        let file = try linted(Fixtures.root.appendingPathComponent("lint/mistakes.swift"))
        let text = Reporters.render("sarif", [file], configs: [], color: false)
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        XCTAssertNotNil(document["$schema"] as? String)
        let run = (document["runs"] as! [[String: Any]])[0]
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        XCTAssertEqual(driver["name"] as? String, "vfl-lint")
        let rules = driver["rules"] as! [[String: Any]]
        for rule in rules {
            XCTAssertNotNil(rule["id"] as? String)
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String)
            let help = try XCTUnwrap(rule["helpUri"] as? String)
            XCTAssertTrue(help.hasPrefix(RuleCatalog.home + "/blob/main/Documentation/rules/"), help)
            let page = Fixtures.root.deletingLastPathComponent().appendingPathComponent("Documentation/rules/\(rule["id"] as? String ?? "").md")
            XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "helpUri names a page that exists: \(page.path)")
        }
        let results = run["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, file.findings.count)
        let ids = Set(rules.compactMap { $0["id"] as? String })
        for result in results {
            XCTAssertTrue(ids.contains(result["ruleId"] as! String))
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as! String))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
            let uri = (location["artifactLocation"] as! [String: Any])["uri"] as! String
            XCTAssertFalse(uri.hasPrefix("/"), "relative uri: \(uri)")
            let region = location["region"] as! [String: Any]
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { XCTAssertTrue(region[key] is Int, key) }
        }
    }

    /// The checkstyle and JSON outputs parse as XML and JSON.
    func testCheckstyleAndJSONAreWellFormed() throws {
        var files: [LintedFile] = []
        for name in ["mistakes.swift", "mistakes_objc.m", "layout.vfl"] {
            files.append(try linted(Fixtures.root.appendingPathComponent("lint/" + name)))
        }
        let xml = Reporters.render("checkstyle", files, configs: [], color: false)
        let document = try XMLDocument(xmlString: xml)
        let errors = try document.nodes(forXPath: "//error")
        XCTAssertEqual(errors.count, files.reduce(0) { $0 + $1.findings.count })
        let json = Reporters.render("json", files, configs: [], color: false)
        let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        XCTAssertEqual(array.count, errors.count)
    }

    func testGitHubEscaping() {
        let bytes = Array("x".utf8)
        var finding = Diagnostic(.unknownView, ByteRange(0, 1), "100% wrong,\nreally: yes")
        finding.severity = .warning
        let file = LintedFile(path: "a,b:c.swift", bytes: bytes, findings: [finding], lines: LineTable(bytes))
        let text = Reporters.render("github", [file], configs: [], color: false)
        XCTAssertTrue(text.hasPrefix("::warning file="), text)
        XCTAssertTrue(text.contains("a%2Cb%3Ac.swift,line=1,col=1,endLine=1,endColumn=2,title=vfl-lint (unknown_view)::100%25 wrong,%0Areally: yes\n"), text)
    }
}
