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

    /// The model works out the facts a rule reads (`FileRule.reads`) only while the rule is on:
    /// turning one rule off takes its findings away and changes no other rule's, in every
    /// fixture of Fixtures/lint (each rule's, and the model's traps).
    func testARuleTurnedOffLeavesEveryOtherFindingAsItWas() throws {
        let directory = Self.root.appendingPathComponent("Fixtures/lint")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.sorted()
        XCTAssertFalse(fixtures.isEmpty)
        var fired = Set<String>()
        for name in fixtures {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            let language = SourceLanguage(path: name)
            let all = LintSession(configuration: LintConfiguration()).lint(bytes, language: language)
            for rule in Linter.fileRules where rule.reads != [] {
                var configuration = LintConfiguration()
                configuration.disabledRules = [rule.doc.rule]
                let without = LintSession(configuration: configuration).lint(bytes, language: language)
                XCTAssertEqual(without.map(Self.text), all.filter { $0.rule != rule.doc.rule }.map(Self.text),
                               "\(name) with \(rule.doc.rule) off")
                if all.contains(where: { $0.rule == rule.doc.rule }) { fired.insert(rule.doc.rule) }
            }
        }
        // Each such rule fires somewhere, so turning it off is seen to take something away.
        XCTAssertEqual(fired, Set(Linter.fileRules.filter { $0.reads != [] }.map { $0.doc.rule }))
    }

    static func text(_ finding: Diagnostic) -> String {
        "\(finding.range) \(finding.rule) \(finding.severity) \(finding.message) \(finding.notes.map { "\($0.range.map { "\($0)" } ?? "") \($0.message)" })"
    }
}
