import Foundation
import VFLSemantics
import VFLSyntax
import _VFLTestSupport
import XCTest
import _VFLCorpus

/// The formatter's guarantees: its output parses clean, formatting twice changes nothing, and
/// the output lowers to exactly the constraints of the input under every option and platform.
final class FormatterTests: XCTestCase {
    /// Options that exercise every lowering path (alignment, direction, baseline spacing).
    static let optionSets: [FormatOptions] = [
        [], .alignAllTop, .alignAllLeading, [.alignAllCenterX, .alignAllCenterY], .directionLeftToRight,
        .directionRightToLeft, [.directionRightToLeft, .alignAllBottom], .spacingBaselineToBaseline,
        [.spacingBaselineToBaseline, .alignAllLeft],
    ]

    /// Every name used as a metric gets a value, so that lowering has numbers to compare.
    static func environment(for syntax: FormatSyntax, options: FormatOptions, platform: Platform) -> FormatEnvironment {
        var metrics: [String: Double] = [:]
        let views = Set(syntax.views.map { syntax.text($0.name) })
        for predicate in syntax.predicates {
            for constant in [predicate.object, predicate.priority].compactMap({ $0 }) where constant.isName {
                let name = syntax.text(constant.range)
                if !views.contains(name) { metrics[name] = Double(name.utf8.count * 7 % 500 + 1) }
            }
        }
        return FormatEnvironment(views: nil, metrics: metrics, options: options, platform: platform)
    }

    /// Checks the three guarantees for `format`; returns whether it was formattable.
    @discardableResult
    static func check(_ format: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var parser = Parser()
        let result = Formatter.format(bytes: format, parser: &parser)
        let text = String(decoding: format, as: UTF8.self)
        if result.hasErrors {
            XCTAssertEqual(result.text, format, "a format with errors must come back unchanged: \(text)", file: file, line: line)
            XCTAssertFalse(result.changed, file: file, line: line)
            return false
        }
        let output = parser.parse(bytes: result.text)
        XCTAssertFalse(output.hasErrors, "output has errors: \(text) → \(String(decoding: result.text, as: UTF8.self))", file: file, line: line)
        let again = Formatter.format(bytes: result.text, parser: &parser)
        XCTAssertEqual(again.text, result.text, "not idempotent: \(text)", file: file, line: line)
        XCTAssertFalse(again.changed, file: file, line: line)
        // Whitespace removal is part of formatting; compare meanings on the repaired input.
        let input = parser.parse(bytes: format)
        let inputSyntax = input.hasErrors ? output.syntax : input.syntax
        for platform in Platform.allCases {
            for options in optionSets {
                let environment = environment(for: inputSyntax, options: options, platform: platform)
                let before = Semantics.analyze(input.hasErrors ? output : input, in: environment)
                let after = Semantics.analyze(output, in: environment)
                XCTAssertEqual(before.throwsAtRuntime, after.throwsAtRuntime, text, file: file, line: line)
                XCTAssertTrue(LayoutConstraint.sameMeaning(before.constraints, after.constraints),
                               "meaning changed under \(options.names) \(platform): \(text) → \(String(decoding: result.text, as: UTF8.self))",
                               file: file, line: line)
            }
        }
        return true
    }

    func testStyleExamples() {
        let cases: [(String, String)] = [
            ("H: |-(8)-[a(==50@1000)]", "H:|-8-[a(50)]"),
            ("|-0-[a]-(0)-[b]-(==0)-[c]", "|[a][b][c]"),
            ("[a]-0@999-[b]->=0-|", "[a]-(0@999)-[b]-(>=0)-|"),
            ("[a(>=0x14,<=2.)]-(pad)-[b(1e2)]", "[a(>=20,<=2)]-pad-[b(100)]"),
            ("[a(==b)]-(==pad)-[b(b@750.0)]", "[a(==b)]-(==pad)-[b(b@750)]"),
            ("V:[a]-(-5)-[b]-(-0)-[c]", "V:[a]-(-5)-[b][c]"),
            ("[a]-(>=8,<=20@1000)-[b]", "[a]-(>=8,<=20)-[b]"),
            ("[a(20.50)]-(0.25)-[b]", "[a(20.5)]-0.25-[b]"),
            ("[a]\t-[b]", "[a]-[b]"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(String(decoding: Formatter.format(input).text, as: UTF8.self), expected, input)
            Self.check(Array(input.utf8))
        }
    }

    func testFormatsWithErrorsComeBackUnchanged() {
        for input in ["[a]-[b", "[a b]", "H:|-10-|", "[a]--[b]", "", "[a(==)]"] {
            let result = Formatter.format(input)
            XCTAssertTrue(result.hasErrors, input)
            XCTAssertEqual(result.text, Array(input.utf8))
            XCTAssertFalse(result.diagnostics.isEmpty)
        }
    }

    func testEveryParseFixture() throws {
        var formatted = 0
        for directory in ["parse/valid", "parse/invalid"] {
            for url in try Fixtures.inputs(directory) {
                if Self.check(try Fixtures.format(url)) { formatted += 1 }
            }
        }
        XCTAssertGreaterThan(formatted, 50)
    }

    func testGeneratedFormats() {
        var generator = FormatGenerator(seed: 0xF0F0)
        var formatted = 0
        for index in 0..<1500 {
            let format = index % 5 == 0 ? generator.malformedFormat() : generator.format()
            if Self.check(Array(format.utf8)) { formatted += 1 }
        }
        XCTAssertGreaterThan(formatted, 1200)
    }
}
