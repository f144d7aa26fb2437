import XCTest
import Cassowary

final class AmbiguityTests: XCTestCase {
    func testUnconstrainedAndUnderconstrainedVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        try solver.add(x == 10)
        try solver.add(y >= 10)
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y), "y >= 10 alone leaves y free above 10")
        XCTAssertTrue(solver.isAmbiguous(z), "nothing constrains z")
        try solver.add((y == 5) ~ 250)
        XCTAssertFalse(solver.isAmbiguous(y), "a preference settles y at its bound")
        XCTAssertEqual(solver.ambiguousVariables().map(\.name), ["z"])
    }

    func testTieBetweenEqualNonRequiredPrioritiesIsAmbiguous() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10) ~ 500)
        try solver.add((x == 20) ~ 500)
        XCTAssertTrue(solver.isAmbiguous(x), "any x in [10, 20] has the same total error")
        try solver.add((x == 12) ~ 250)
        XCTAssertFalse(solver.isAmbiguous(x), "a lower level breaks the tie")
        XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
    }

    func testDifferentPrioritiesAreNotAmbiguous() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10) ~ 501)
        try solver.add((x == 20) ~ 500)
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testAViewWithPositionButNoSizeIsAmbiguousInSize() throws {
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add(left == 8)
        try solver.add(right == left + width)
        XCTAssertEqual(Set(solver.ambiguousVariables().map(\.name)), ["width", "right"])
        let pin = right == 100
        try solver.add(pin)
        XCTAssertEqual(solver.ambiguousVariables().map(\.name), [])
        XCTAssertTrue(solver.constraintsAffecting(width).contains { $0 === pin })
    }
}
