import XCTest
@testable import Cassowary

/// The conflict explanation (QuickXplain over the certificate) against the plain definition:
/// drop candidates one at a time, earliest first, while the rest still conflicts.
final class ExplanationPropertyTests: XCTestCase {
    func testQuickXplainKeepsTheSetTheOneAtATimeFilterKeeps() throws {
        var random = TestRandom(seed: 0x9E37_79B9_7F4A_7C15)
        var conflicts = 0
        for _ in 0..<300 {
            var solver = Solver()
            let variables = (0..<4).map { solver.makeVariable("x\($0)") }
            var added: [Constraint] = []
            for _ in 0..<12 {
                // Small integer systems over four variables: chains, bounds and sums that often clash.
                let a = variables[random.next(4)], b = variables[random.next(4)]
                let constant = Double(random.next(21) - 10)
                let expression = Expression([Term(a, 1), Term(b, Double(random.next(3) - 1))], constant: constant)
                let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                let constraint = Constraint(expression, relation)
                do {
                    try solver.add(constraint)
                    added.append(constraint)
                } catch SolverError.unsatisfiable(let conflict) {
                    conflicts += 1
                    // The definition: from a conflicting set (here, everything added), drop what is
                    // not needed, earliest first.
                    var set = added
                    var index = 0
                    while index < set.count {
                        var trial = set
                        trial.remove(at: index)
                        if solver.isFeasible(trial + [constraint]) { index += 1 } else { set = trial }
                    }
                    XCTAssertEqual(solver.conflictProblems(conflict.conflicting, rejecting: constraint), [], "the explanation is a minimal conflict")
                    // QuickXplain over the same candidates keeps the same set: the latest-added minimal one.
                    XCTAssertEqual(solver.explain(constraint, superset: added).map(ObjectIdentifier.init), set.map(ObjectIdentifier.init),
                                   "the latest-added minimal set")
                }
            }
        }
        XCTAssertGreaterThan(conflicts, 100, "the generator makes conflicts")
    }

    /// The checks the property tests and fuzz targets lean on say no when they should.
    func testTheSharedChecksCatchWhatTheyCheck() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let low = Constraint(Expression([Term(x)], constant: -10), .greaterThanOrEqual)        // x >= 10
        let lower = Constraint(Expression([Term(x)], constant: -5), .greaterThanOrEqual)       // x >= 5
        let high = Constraint(Expression([Term(x)], constant: -3), .lessThanOrEqual)           // x <= 3
        XCTAssertEqual(solver.conflictProblems([low], rejecting: high), [])
        XCTAssertEqual(solver.conflictProblems([low, lower], rejecting: high).count, 2, "neither is needed: not minimal")
        XCTAssertEqual(solver.conflictProblems([], rejecting: high), ["the reported conflict is satisfiable"])
        try solver.add(Constraint(Expression([Term(x)], constant: -20), .equal, priority: 500))  // x == 20 @500
        try solver.add(high)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 1)
        let errors = solver.levelErrors([high, Constraint(Expression([Term(x)], constant: -20), .equal, priority: 500)])
        XCTAssertEqual(errors[1000] ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(errors[750] ?? -1, 0, accuracy: 1e-9, "the suggestion (x = 1) is met")
        XCTAssertEqual(errors[500] ?? -1, 19, accuracy: 1e-9, "x == 20 misses by 19")
    }
}
