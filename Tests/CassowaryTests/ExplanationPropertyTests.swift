import XCTest
@testable import Cassowary

/// The conflict explanation (QuickXplain over the certificate) against the plain definition:
/// drop candidates one at a time, earliest first, while the rest still conflicts.
final class ExplanationPropertyTests: XCTestCase {
    func testQuickXplainKeepsTheSetTheOneAtATimeFilterKeeps() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var conflicts = 0
        for _ in 0..<300 {
            var solver = Solver()
            let variables = (0..<4).map { solver.makeVariable("x\($0)") }
            var added: [Constraint] = []
            for _ in 0..<12 {
                // Small integer systems over four variables: chains, bounds and sums that often clash.
                let a = variables[next(4)], b = variables[next(4)]
                let constant = Double(next(21) - 10)
                let expression = Expression([Term(a, 1), Term(b, Double(next(3) - 1))], constant: constant)
                let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
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
                    XCTAssertFalse(solver.isFeasible(conflict.conflicting + [constraint]), "the explanation conflicts")
                    for i in conflict.conflicting.indices {
                        var smaller = conflict.conflicting
                        smaller.remove(at: i)
                        XCTAssertTrue(solver.isFeasible(smaller + [constraint]), "the explanation is minimal")
                    }
                    // QuickXplain over the same candidates keeps the same set: the latest-added minimal one.
                    XCTAssertEqual(solver.explain(constraint, superset: added).map(ObjectIdentifier.init), set.map(ObjectIdentifier.init),
                                   "the latest-added minimal set")
                }
            }
        }
        XCTAssertGreaterThan(conflicts, 100, "the generator makes conflicts")
    }
}
