import VFLLint
import VFLSourceScan
import VFLSyntax
import XCTest

/// What `LintSession` adds to the linter: bytes that are not text, configuration.
final class LintSessionTests: XCTestCase {
    let format = Array(#"let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["b": b])"#.utf8)

    func testBytesThatAreNotTextAreOneUnreadableFileFindingNeverAPass() {
        let session = LintSession(configuration: LintConfiguration())
        let binary = format + [0]
        let latin1 = format + [0xE9, 0x0A]
        for (bytes, why) in [(binary, "the file is binary (it contains a NUL byte)"), (latin1, "the file is not UTF-8 text")] {
            for language in [SourceLanguage.swift, .objc, nil] {
                let findings = session.lint(bytes, language: language)
                XCTAssertEqual(findings.map(\.rule), ["unreadable_file"])
                XCTAssertEqual(findings.first?.message, "\(why); the file was not checked")
                XCTAssertEqual(findings.first?.range, ByteRange(at: 0))
                XCTAssertEqual(findings.first?.severity, .error)
            }
        }
        // The same bytes as text are linted (the format names a view the dictionary lacks).
        XCTAssertEqual(session.lint(format, language: .swift).map(\.rule), ["unknown_view"])
    }

    func testUnreadableFileFollowsTheConfigurationAsEveryRuleDoes() {
        var configuration = LintConfiguration()
        configuration.severity = ["unreadable_file": .warning]
        XCTAssertEqual(LintSession(configuration: configuration).lint(format + [0], language: .swift).first?.severity, .warning)
        configuration.disabledRules = ["unreadable_file"]
        XCTAssertEqual(LintSession(configuration: configuration).lint(format + [0], language: .swift), [])
    }
}
