import XCTest
@testable import VFLSolver

/// Cases found by the solver fuzz target.
final class RegressionTests: XCTestCase {
    func testRemovingOneOfTwoIdenticalRequiredEqualitiesKeepsTheOther() throws {
        var solver = Solver()
        let v = solver.makeVariable("v")
        let soft = (Expression([Term(v, -1)], constant: -22) == 0) ~ 750
        try solver.add(soft)
        try solver.addEditVariable(v, priority: 750)
        let first = Expression([Term(v, -1), Term(v, -1)], constant: -30) == 0
        let second = Expression([Term(v, -1), Term(v, -1)], constant: -30) == 0
        try solver.add(first)
        try solver.add(second)
        XCTAssertEqual(solver.validate(), [])
        try solver.remove(soft)
        XCTAssertEqual(solver.validate(), [])
        try solver.remove(first)
        XCTAssertEqual(solver.validate(), [])
        XCTAssertEqual(solver.value(of: v), -15, accuracy: 1e-9)
    }
}
