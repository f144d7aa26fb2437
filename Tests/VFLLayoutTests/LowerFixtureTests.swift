import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Golden tests of lowering: every `Fixtures/lower/*.vfl` layout file is analysed format by
/// format and compared with its `.constraints` file, which lists each format with its options
/// and platform, its diagnostics (one line each), and its constraints in Apple's description
/// style followed by the explicit equation and the bytes they come from.
final class LowerFixtureTests: XCTestCase {
    static func render(_ file: LayoutFile, name: String) -> String {
        var out = ""
        let renderer = DiagnosticRenderer()
        let fileLines = LineTable(file.source)
        for diagnostic in file.diagnostics {
            out += renderer.oneLine(diagnostic, path: name, lines: fileLines) + "\n"
        }
        for format in file.formats {
            let analysis = Semantics.analyze(format.string, in: file.environment(for: format))
            let options = format.options.names
            out += format.string + (options.isEmpty ? "" : "  " + options.joined(separator: " ")) + "  (\(file.platform.rawValue))\n"
            let lines = LineTable(format.text, firstLine: format.line)
            for diagnostic in analysis.diagnostics {
                out += "  " + renderer.oneLine(diagnostic, path: name, lines: lines) + "\n"
                if let apple = diagnostic.apple { out += "    runtime: \(apple)\n" }
            }
            let descriptions = analysis.constraints.map(\.appleDescription)
            let width = descriptions.map(\.count).max() ?? 0
            for (index, constraint) in analysis.constraints.enumerated() {
                let description = descriptions[index]
                out += "  " + description + String(repeating: " ", count: width - description.count)
                out += "   # \(constraint.equation)   '\(analysis.syntax.text(constraint.range))' \(constraint.range)\n"
            }
            if analysis.constraints.isEmpty {
                out += analysis.throwsAtRuntime ? "  (throws: no constraints)\n" : "  (no constraints)\n"
            }
        }
        return out
    }

    func testLowerFixtures() throws {
        let inputs = try Fixtures.inputs("lower")
        XCTAssertGreaterThan(inputs.count, 10)
        for input in inputs {
            let file = LayoutFile.parse(bytes: [UInt8](try Data(contentsOf: input)))
            Fixtures.assertGolden(Self.render(file, name: input.lastPathComponent), input: input, ext: "constraints")
        }
    }

    /// Every checker diagnostic has a fixture that shows it.
    func testEveryCheckerDiagnosticHasAFixture() {
        let text = Fixtures.allGoldenText()
        for id in DiagnosticID.allSemantic + DiagnosticID.allLayout {
            XCTAssertTrue(text.contains("[\(id.rule)]"), "no fixture shows \(id.code) \(id.rule)")
        }
    }
}

/// The library API for code that builds layouts and environments itself.
final class LibraryAPITests: XCTestCase {
    func testALayoutBuiltInCodeSolvesLikeAFile() {
        var file = LayoutFile(size: (375, 667), margins: EdgeInsets(all: 16), metrics: ["pad": 12])
        file.add("H:|-[title]-pad-[badge]-|", options: .alignAllCenterY)
        file.add("V:|-[title]")
        var badge = ViewSpec()
        badge.intrinsicWidth = 24
        badge.intrinsicHeight = 24
        file.viewSpecs["badge"] = badge
        let built = Layout(file: file).solve()
        let parsed = Layout(file: LayoutFile.parse("size 375x667\nmargins 16\nmetrics pad=12\nview badge intrinsic 24x24\nH:|-[title]-pad-[badge]-|  alignAllCenterY\nV:|-[title]\n")).solve()
        XCTAssertEqual(built.frames.map(\.0), parsed.frames.map(\.0))
        XCTAssertEqual(built.frames.map { $0.1.width }, parsed.frames.map { $0.1.width })
        XCTAssertEqual(built.diagnostics.map(\.message), parsed.diagnostics.map(\.message))
    }

    func testEnvironmentFromTheDictionariesUIKitCodeHas() {
        let views: [String: Any] = ["title": "a view", "badge": 1]
        let metrics: [String: Any] = ["pad": 12, "inset": Float(4.5), "gap": 8.0, "name": "not a number"]
        let environment = FormatEnvironment(views: views, metrics: metrics)
        XCTAssertEqual(environment.views, ["title", "badge"])
        XCTAssertEqual(environment.metrics, ["pad": 12, "inset": 4.5, "gap": 8])
        XCTAssertEqual(environment.metricsWithoutValues, ["name"])
        XCTAssertTrue(Semantics.analyze("H:|-pad-[title]-gap-[badge]-inset-|", in: environment).diagnostics.isEmpty)
    }
}
