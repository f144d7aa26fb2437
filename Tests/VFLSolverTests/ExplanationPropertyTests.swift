import _VFLTestSupport
import XCTest
@testable import VFLSolver

/// The conflict explanation (a deletion filter on one incremental scratch solver) against the
/// plain definition: drop candidates one at a time, earliest first, while the rest still
/// conflicts, each test on a solver built anew.
final class ExplanationPropertyTests: XCTestCase {
    func testTheExplanationKeepsTheSetTheOneAtATimeFilterKeeps() throws {
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
                    // The incremental filter over the same candidates keeps the same set: the latest-added minimal one.
                    XCTAssertEqual(solver.explain(constraint, superset: added).conflicting.map(ObjectIdentifier.init), set.map(ObjectIdentifier.init),
                                   "the latest-added minimal set")
                }
            }
        }
        XCTAssertGreaterThan(conflicts, 100, "the generator makes conflicts")
    }

    /// A conflict with more candidates than `explanationLimit` is given whole and marked as not
    /// minimal (it still cannot hold); one within the limit is narrowed down and marked minimal.
    func testAConflictTooLargeToNarrowDownIsMarkedSo() throws {
        for (limit, minimal) in [(10, false), (1_000, true)] {
            var options = Solver.Options()
            options.explanationLimit = limit
            var solver = Solver(options: options)
            // x0 == 0, x(i+1) == x(i) + 1 for 50 steps, then x50 <= 10: all 51 are needed.
            let xs = (0...50).map { solver.makeVariable("x\($0)") }
            try solver.add(Constraint(Expression([Term(xs[0])]), .equal))
            for i in 0..<50 { try solver.add(Constraint(Expression([Term(xs[i + 1]), Term(xs[i], -1)], constant: -1), .equal)) }
            // Two constraints that are not part of it.
            let free = solver.makeVariable("free")
            try solver.add(Constraint(Expression([Term(free)], constant: -3), .greaterThanOrEqual))
            try solver.add(Constraint(Expression([Term(free)], constant: -9), .lessThanOrEqual))
            let last = Constraint(Expression([Term(xs[50])], constant: -10), .lessThanOrEqual)
            XCTAssertThrowsError(try solver.add(last)) { error in
                guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(conflict.isMinimal, minimal)
                XCTAssertFalse(solver.isFeasible(conflict.conflicting + [last]), "it cannot hold either way")
                if minimal { XCTAssertEqual(conflict.conflicting.count, 51) } else { XCTAssertGreaterThan(conflict.conflicting.count, 10) }
            }
        }
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
