import _VFLTestSupport
import XCTest
@testable import VFLSolver

/// A required constraint that cannot be added leaves the tableau as it was: the same rows at the
/// same places, the same columns and objective. A failed add that pivoted is undone from its
/// journals, so this is checked on random systems that make such adds happen.
final class TransactionalAddTests: XCTestCase {
    struct Tableau: Equatable {
        var rows: [[String]]
        var basics: [UInt32]
        var rowOfSymbol: [Int32]
        var columns: [[UInt32]]
        var objectives: [[String]]
        var levels: [Double]

        init(_ solver: Solver) {
            func text(_ row: Row) -> [String] { zip(row.symbols, row.coefficients).map { "\($0)*\($1)" } + ["\(row.constant)"] }
            rows = solver.rows.map(text)
            basics = solver.basics
            rowOfSymbol = solver.rowOfSymbol
            columns = solver.columns.map { $0.sorted() }
            objectives = solver.objectives.map(text)
            levels = solver.levels
        }
    }

    func testAFailedAddLeavesTheTableauAsItWas() throws {
        var random = TestRandom(seed: 0x51_7CC1_B727_220A)
        var undone = 0, undoneAfterPivots = 0
        for _ in 0..<300 {
            var solver = Solver()
            let variables = (0..<6).map { solver.makeVariable("x\($0)") }
            for _ in 0..<24 {
                let a = variables[random.next(6)], b = variables[random.next(6)], c = variables[random.next(6)]
                let expression = Expression([Term(a, 1), Term(b, Double(random.next(3) - 1)), Term(c, Double(random.next(3) - 1))],
                                            constant: Double(random.next(41) - 20))
                let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                // Preferences put error symbols in the tableau, so a failing required add pivots.
                let priority = [1000.0, 1000, 750, 250][random.next(4)]
                let before = Tableau(solver), pivots = solver.pivotCount
                do {
                    try solver.add(Constraint(expression, relation, priority: priority))
                } catch SolverError.unsatisfiable {
                    undone += 1
                    if solver.pivotCount > pivots { undoneAfterPivots += 1 }
                    XCTAssertEqual(Tableau(solver), before, "a failed add changed the tableau")
                    XCTAssertEqual(solver.validate(), [])
                }
            }
        }
        XCTAssertGreaterThan(undone, 100)
        XCTAssertGreaterThan(undoneAfterPivots, 20, "too few failed adds went through the dual simplex to test its undo")
    }
}
