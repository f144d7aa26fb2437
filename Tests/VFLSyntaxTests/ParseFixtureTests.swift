import _VFLTestSupport
import XCTest
import VFLSyntax

/// Golden tests over `Fixtures/parse`: valid formats print their tree and have no diagnostics;
/// invalid ones print their rendered diagnostics and tree.
final class ParseFixtureTests: XCTestCase {
    func testValidFixturesParseCleanAndMatchTheirTrees() throws {
        let inputs = try Fixtures.inputs("parse/valid")
        XCTAssertGreaterThan(inputs.count, 40)
        var parser = Parser()
        for input in inputs {
            let result = parser.parse(bytes: try Fixtures.format(input))
            XCTAssertEqual(result.diagnostics.map(\.message), [], input.lastPathComponent)
            XCTAssertEqual(result.syntax.unexpected, [], input.lastPathComponent)
            Fixtures.assertGolden(SyntaxPrinter.print(result.syntax), input: input, ext: "ast")
        }
    }

    func testInvalidFixturesReportErrorsAndMatchTheirDiagnostics() throws {
        let inputs = try Fixtures.inputs("parse/invalid")
        XCTAssertGreaterThan(inputs.count, 40)
        var parser = Parser()
        let renderer = DiagnosticRenderer(useColor: false)
        for input in inputs {
            let bytes = try Fixtures.format(input)
            let result = parser.parse(bytes: bytes)
            XCTAssertTrue(result.hasErrors, "\(input.lastPathComponent) parsed without errors")
            let lines = LineTable(bytes)
            var text = ""
            for diagnostic in result.diagnostics {
                text += renderer.snippet(diagnostic, path: input.lastPathComponent, source: bytes, lines: lines)
            }
            text += "--- syntax\n" + SyntaxPrinter.print(result.syntax)
            Fixtures.assertGolden(text, input: input, ext: "diagnostics")
        }
    }

    func testEveryDiagnosticCodeHasAFixture() {
        let golden = Fixtures.allGoldenText()
        for id in DiagnosticID.allSyntax {
            XCTAssertTrue(golden.contains("[\(id.code)]") && golden.contains("[\(id.rule)]"),
                          "no fixture shows \(id.code) \(id.rule)")
        }
    }

    func testDiagnosticCodesAndRulesAreUnique() {
        let all = DiagnosticID.allSyntax
        XCTAssertEqual(Set(all.map(\.code)).count, all.count)
        XCTAssertEqual(Set(all.map(\.rule)).count, all.count)
        for id in all {
            XCTAssertTrue(id.rule.allSatisfy { $0.isLowercase || $0 == "_" }, id.rule)
            XCTAssertTrue(id.code.hasPrefix("VFL") && id.code.count == 6, id.code)
        }
    }
}
