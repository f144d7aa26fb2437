import Foundation
import VFLCommandLine
import VFLLayout
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Golden tests of whole layouts: every `Fixtures/solve/*.vfl` is solved and its report (the
/// text `vfl solve` prints: diagnostics, frames, conflicts, ambiguity) compared with `.frames`.
final class SolveFixtureTests: XCTestCase {
    func testSolveFixtures() throws {
        let inputs = try Fixtures.inputs("solve")
        XCTAssertGreaterThan(inputs.count, 5)
        for input in inputs {
            let file = LayoutFile.parse(bytes: [UInt8](try Data(contentsOf: input)))
            let result = Layout(file: file).solve()
            let text = SolveReport.text(result, file: file, path: input.lastPathComponent)
            Fixtures.assertGolden(text, input: input, ext: "frames")
        }
    }
}
