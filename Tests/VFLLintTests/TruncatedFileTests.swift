import Foundation
import VFLLint
import VFLSourceScan
import _VFLTestSupport
import XCTest

/// A file cut anywhere — a buffer being typed, a download cut short — lints without a crash.
/// The scanner looks at tokens around the one it is on (`x.` then a method name, `= true`, the
/// token before a `{`); at the end or start of a file there is none (a file ending in `c.`
/// crashed `vfl-lint`). Every prefix of fixtures that use each of those patterns is linted.
final class TruncatedFileTests: XCTestCase {
    func testEveryPrefixOfTheFixturesLints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let session = LintSession(configuration: LintConfiguration())
        var linted = 0
        for (name, language) in [("cross_format_kept.swift", SourceLanguage.swift), ("cross_format_alternatives.swift", .swift),
                                 ("bindings_and_branches.swift", .swift), ("cross_format_alternatives_objc.m", .objc),
                                 ("autoresizing_set_up_elsewhere.swift", .swift)] {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent("Fixtures/lint/" + name)))
            // Every prefix that ends a token or a line (every byte would be slow in a debug build).
            for end in bytes.indices where end == 0 || bytes[end] == 0x0A || bytes[end] == UInt8(ascii: ".")
                                            || bytes[end] == UInt8(ascii: "=") || bytes[end] == UInt8(ascii: "{") {
                _ = session.lint(Array(bytes[..<end]) + (bytes[end] == UInt8(ascii: ".") ? [bytes[end]] : []), language: language)
                linted += 1
            }
        }
        XCTAssertGreaterThan(linted, 400)
        // The file that crashed it.
        let cut = "func f(a: UIView) {\n    var c: [NSLayoutConstraint] = []\n    c += NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: [\"a\": a])\n    c."
        XCTAssertNotNil(session.lint(Array(cut.utf8), language: .swift))
        // A format interpolating a property whose value is not written yet, at the file's end
        // (the interpolation's value was read past the last token).
        let use = "final class V: UIView {\n    let a = UIView()\n    func f() {\n        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:\\(key)[a]|\", options: [], metrics: nil, views: [\"a\": a]))\n    }\n"
        for end in ["    let key =", "    var key = flag ? \"[a]\" :", "    let key: String ="] {
            XCTAssertNotNil(session.lint(Array((use + end).utf8), language: .swift), end)
        }
    }
}
