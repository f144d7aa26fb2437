import Foundation
@testable import VFLLint
import VFLSourceScan
import VFLSyntax
import XCTest

/// A rule is one file in Sources/VFLLint/Rules (file name = rule id, holding its documentation
/// and logic) with a fixture of the same name in Fixtures/lint that shows it firing and a
/// near miss that does not (their exact output in every reporter is LintFixtureTests' golden).
final class RuleFileTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rules with logic of their own (the file rules and the session's): every file of
    /// Rules/ but the catalog.
    func ruleFiles() throws -> [String] {
        let directory = Self.root.appendingPathComponent("Sources/VFLLint/Rules")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") && $0 != "docs.swift" }
            .map { String($0.dropLast(".swift".count)) }
            .sorted()
    }

    func testEveryRuleFileIsARuleOfTheCatalog() throws {
        let files = try ruleFiles()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            XCTAssertNotNil(RuleCatalog.doc(file), "Rules/\(file).swift is not a rule id of the catalog")
        }
        // The registry is the folder: a rule file not listed never runs; a listed rule has its file.
        XCTAssertEqual((Linter.fileRules.map { $0.doc.rule } + LintSession.sessionRules.map { $0.doc.rule }).sorted(), files)
    }

    func testEveryRuleFileHasAFixtureWhereItFires() throws {
        var configuration = LintConfiguration()
        configuration.optInRules = RuleCatalog.all.filter(\.isOptIn).map(\.rule)
        let session = LintSession(configuration: configuration)
        for rule in try ruleFiles() {
            let candidates = ["swift", "m"].map { Self.root.appendingPathComponent("Fixtures/lint/\(rule).\($0)") }
            guard let fixture = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                XCTFail("Fixtures/lint/\(rule).swift (or .m) is missing")
                continue
            }
            let bytes = try [UInt8](Data(contentsOf: fixture))
            let findings = session.lint(bytes, language: SourceLanguage(path: fixture.path))
            let own = findings.filter { $0.rule == rule }
            XCTAssertFalse(own.isEmpty, "\(rule) does not fire in its fixture")
            // The near miss of each fixture (after "Not a finding") stays quiet.
            if let marker = String(decoding: bytes, as: UTF8.self).range(of: "Not a finding") {
                let offset = String(decoding: bytes, as: UTF8.self)[..<marker.lowerBound].utf8.count
                XCTAssertEqual(own.filter { $0.range.lowerBound > offset }.map(\.message), [], "\(rule) fires on its near miss")
            }
        }
    }
}
