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

    /// A suppression in a block comment that goes on over lines reads the rules on its own line,
    /// whatever the line ends ("unknown_view\n" was an unknown rule, and suppressed nothing), and
    /// `disable:next` is the line after the comment. Prose on the next lines is not rules.
    func testASuppressionInABlockCommentOverLines() {
        let session = LintSession(configuration: LintConfiguration())
        for end in ["\n", "\r\n"] {
            for comment in ["/* vfl-lint:disable unknown_view\(end) */", "/*\(end) * vfl-lint:disable unknown_view, unknown_metric\(end) */",
                            "/* vfl-lint:disable:next unknown_view\(end)   the dictionary is filled elsewhere\(end) */"] {
                let file = Array((comment + end).utf8) + format
                XCTAssertEqual(session.lint(file, language: .swift).map(\.rule), [], comment.debugDescription)
            }
        }
    }

    /// optional_view_value reads the value's top level: a chain, `as?`, `try?`, `as Any` are
    /// optionals; a conditional, a default, a mark inside a call, brackets or a string are not
    /// (each of those was a false warning). A name the file does not declare is boxed with a
    /// type not seen, and is not reported.
    func testOptionalViewValuesAreReadAtTheTopLevel() {
        let session = LintSession(configuration: LintConfiguration())
        func fires(_ value: String) -> Bool {
            let file = "var icon: UIImageView?\nlet c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: [\"a\": \(value)])"
            return session.lint(Array(file.utf8), language: .swift).contains { $0.rule == "optional_view_value" }
        }
        for value in ["icon as Any", "header?.subviews[0] as Any", "header?.subviews.first!", "(header)?.first", "list?[0]", "x as? UILabel", "try? make()"] {
            XCTAssertTrue(fires(value), value)
        }
        for value in ["compact ? narrow : wide", "header ?? wide", "header?.superview ?? fallback", "(header as? UILabel) ?? fallback",
                      "viewWithTag(header?.tag ?? 1)!", "(header?.superview)!", "named(\"a?.b\")", "{ o?.x(); return a }()", "icon",
                      "self.topLayoutGuide as AnyObject", "inheritedBadge as Any"] {
            XCTAssertFalse(fires(value), value)
        }
    }

    func testUnreadableFileFollowsTheConfigurationAsEveryRuleDoes() {
        var configuration = LintConfiguration()
        configuration.severity = ["unreadable_file": .warning]
        XCTAssertEqual(LintSession(configuration: configuration).lint(format + [0], language: .swift).first?.severity, .warning)
        configuration.disabledRules = ["unreadable_file"]
        XCTAssertEqual(LintSession(configuration: configuration).lint(format + [0], language: .swift), [])
    }

    /// The dynamic-format rules fire where a number is written into the format, not for a name,
    /// an orientation or a string substituted into it.
    func testDynamicFormatsAreReportedOnlyWhereANumberGoesIn() {
        var configuration = LintConfiguration()
        configuration.disabledRules = ["missing_autoresizing_opt_out"]
        let session = LintSession(configuration: configuration)
        func rules(_ format: String, _ language: SourceLanguage = .swift) -> [String] {
            let call = language == .swift
                ? "let c = NSLayoutConstraint.constraints(withVisualFormat: \(format), options: [], metrics: nil, views: v)\n"
                : "NSArray *c = [NSLayoutConstraint constraintsWithVisualFormat:\(format) options:0 metrics:nil views:v];\n"
            return session.lint(Array(call.utf8), language: language).map(\.rule)
        }
        for number in [#""H:|-\(inset)-[a]|""#, #""[a(==\(w))]""#, #""[a(>=\(w)@\(p))]""#, #""[a]-(\(gap))-[b]""#, ##"#"H:|-\#(inset)-[a]|"#"##] {
            XCTAssertEqual(rules(number), ["interpolated_format"], number)
        }
        for name in [#""V:|[\(name)]|""#, #""\(axis):|[a]|""#, #""H:|[a]\("-8-")[b]|""#] {
            XCTAssertEqual(rules(name), [], name)
        }
        // An escaped backslash is text, not an interpolation: the format is static (and wrong).
        XCTAssertEqual(rules(#""[a]-(8)-[\\(b)]""#), ["syntax_invalid_view_name"])
        for number in [#"String(format: "H:|-%f-[a]|", x)"#, #"String(format: "[a]-%ld-[b]", n)"#, #"String(format: "[a(%1$.2f)]", x)"#,
                       #"String(format: "[a]-%x-[b]", n)"#, #"String(format: "[a(==20@%u)]", p)"#, #"String(format: "[a(==20@ %ld)]", p)"#] {
            XCTAssertEqual(rules(number), ["format_specifier_in_format"], number)
        }
        // A string; an integer within parentheses (`(-8)` is a number) or an unsigned one.
        for string in [#"String(format: "V:|[%@]|", name)"#, #"String(format: "%@:|[a]|", axis)"#, #"String(format: "[a(100%%)]-%@-[b]", m)"#,
                       #"String(format: "[a(%ld)]", n)"#, #"String(format: "[a]-(%d)-[b]", n)"#, #"String(format: "[a]-%lu-[b]", n)"#] {
            XCTAssertEqual(rules(string), [], string)
        }
        XCTAssertEqual(rules(#"[NSString stringWithFormat:@"V:|-%d-[a]|", top]"#, .objc), ["format_specifier_in_format"])
        XCTAssertEqual(rules(#"[NSString stringWithFormat:@"V:|[%@]|", key]"#, .objc), [])
    }
}
