import XCTest
@testable import VFLSolver
import _VFLCorpus

final class SolverTests: XCTestCase {
    func testSingleRequiredEquality() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testInequalityAndPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 20)
        try solver.add((x == 5) ~ 500)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.add((x == 50) ~ 750)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    }

    /// A priority-749 constraint never trades against a 750 one, however many 749 errors there are.
    func testLowerLevelNeverOutweighsAHigherOne() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 0) ~ 750)
        for _ in 0..<1000 { try solver.add((x == 100) ~ 749) }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        // A weighted sum (kiwi's 1000·p folding) would move x to 100 here.
        var folded = Solver()
        let y = folded.makeVariable("y")
        try folded.add(Constraint(Expression(y), .equal, priority: 750, weight: 1))
        try folded.add(Constraint(Expression(y) - 100, .equal, priority: 749, weight: 5000))
        XCTAssertEqual(folded.value(of: y), 0, accuracy: 1e-9, "weight only counts within a level")
    }

    /// Many levels in one system: each level is satisfied as well as possible before the next.
    func testManyLevelsAreSatisfiedInOrder() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        // x wants every value p at priority p; the highest level wins.
        for p in stride(from: 1.0, through: 999, by: 1) { try solver.add((x == p) ~ p) }
        XCTAssertEqual(solver.value(of: x), 999, accuracy: 1e-9)
        // y is pulled by many low levels one way and by one slightly higher level the other way.
        try solver.add(y >= 0)
        try solver.add(y <= 100)
        for p in stride(from: 1.0, through: 500, by: 1) { try solver.add((y == 100) ~ p) }
        try solver.add((y == 0) ~ 500.5)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
    }

    func testEqualPrioritiesCompromiseByWeight() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .equal, priority: 500, weight: 2))
        try solver.add(Constraint(Expression(x) - 10, .equal, priority: 500, weight: 1))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testUnsatisfiableRequiredConstraintIsRejectedWithAMinimalConflictAndNoTrace() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let w = solver.makeVariable("w")
        let minimum = w >= 20
        let pin = x == 8
        try solver.add(pin)
        try solver.add(minimum)
        try solver.add((w == 50) ~ 500)
        let before = solver.values().map(\.1)
        let tooSmall = w <= 10
        XCTAssertThrowsError(try solver.add(tooSmall)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(conflict.broken === tooSmall)
            XCTAssertEqual(conflict.conflicting.count, 1)
            XCTAssertTrue(conflict.conflicting.first === minimum)
        }
        XCTAssertFalse(solver.contains(tooSmall))
        XCTAssertEqual(solver.values().map(\.1), before)
        // The solver still works after the failure.
        try solver.add(w <= 30)
        XCTAssertEqual(solver.value(of: w), 30, accuracy: 1e-9)
    }

    func testConflictThroughAChainNamesTheWholeChain() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let c1 = a == 0, c2 = b == a + 10, c3 = c == b + 10, unrelated = (a + b + c >= -1000)
        for constraint in [c1, c2, unrelated, c3] { try solver.add(constraint) }
        let bad = c <= 5
        XCTAssertThrowsError(try solver.add(bad)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflict.conflicting.map(ObjectIdentifier.init)), Set([c1, c2, c3].map(ObjectIdentifier.init)))
        }
        XCTAssertEqual(solver.value(of: c), 20, accuracy: 1e-9)
    }

    func testRequiredEqualityConflict() throws {
        var solver = Solver()
        let w = solver.makeVariable("W")
        let c0 = w == 100
        try solver.add(c0)
        XCTAssertThrowsError(try solver.add(w == 101)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(conflict.conflicting.count == 1 && conflict.conflicting[0] === c0)
        }
        XCTAssertEqual(solver.value(of: w), 100)
    }

    func testDuplicateAndUnknownConstraintsAreDistinctErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let c = x >= 1
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.remove(x <= 3)) { error in
            guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
        // Structurally equal but distinct objects are two constraints.
        try solver.add(x >= 1)
        XCTAssertTrue((x >= 1).isStructurallyEqual(to: c))
    }

    func testRemovingConstraintsRestoresEarlierSolutions() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10) ~ 250)
        let high = (x == 40) ~ 750
        try solver.add(high)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.remove(high)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        let floor = x >= 30
        try solver.add(floor)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        try solver.remove(floor)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testEditVariables() throws {
        var solver = Solver()
        let width = solver.makeVariable("W")
        let left = solver.makeVariable("left")
        let size = solver.makeVariable("size")
        try solver.add(left == 8)
        try solver.add(left + size + 8 == width)
        try solver.add(size >= 20)
        try solver.addEditVariable(width, priority: 750)
        try solver.suggestValue(width, 200)
        XCTAssertEqual(solver.value(of: size), 184, accuracy: 1e-9)
        try solver.suggestValue(width, 10)
        XCTAssertEqual(solver.value(of: size), 20, accuracy: 1e-9, "the required minimum wins over the edit")
        XCTAssertEqual(solver.value(of: width), 36, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.addEditVariable(width, priority: 500))
        XCTAssertThrowsError(try solver.addEditVariable(left, priority: 1000))
        try solver.removeEditVariable(width)
        XCTAssertThrowsError(try solver.suggestValue(width, 3))
    }

    func testPriorityOutOfRangeIsRejected() {
        var solver = Solver()
        let x = solver.makeVariable()
        XCTAssertThrowsError(try solver.add((x == 1) ~ 0))
        XCTAssertThrowsError(try solver.add((x == 1) ~ 1001))
    }
}

/// The example in the README, kept true.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeExample() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w"), width = solver.makeVariable("W")
        let c1 = width == 320, c2 = x == 8, c3 = x + w + 8 == width
        try solver.add(c1)
        try solver.add(c2)
        try solver.add(c3)
        try solver.add((w == 50) ~ 750)
        XCTAssertEqual(solver.value(of: w), 304, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(w <= 10)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflict.conflicting.map(ObjectIdentifier.init)), Set([c1, c2, c3].map(ObjectIdentifier.init)))
        }
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }
}

/// Bound clashes are rejected before any pivot; everything else takes the general path.
final class BoundClashTests: XCTestCase {
    func testScaledAndEqualityClashesAreCaughtAndNonClashesAccepted() throws {
        var solver = Solver()
        let w = solver.makeVariable("w"), x = solver.makeVariable("x")
        let minimum = w >= 20
        try solver.add(minimum)
        try solver.add(x == w + 5)
        try solver.add((w == 50) ~ 500)
        for bad in [2 * w <= 10, w == 10, Expression([Term(w, 3)], constant: -45) <= 0] {
            XCTAssertThrowsError(try solver.add(bad)) { error in
                guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(conflict.conflicting.map(ObjectIdentifier.init), [ObjectIdentifier(minimum)], "\(bad)")
            }
            XCTAssertEqual(solver.validate(), [])
            XCTAssertEqual(solver.value(of: w), 50, accuracy: 1e-9)
        }
        // Touching the bound is fine, and so is a bound through another variable.
        try solver.add(w <= 20)
        XCTAssertEqual(solver.value(of: w), 20, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(x <= 10))
        XCTAssertEqual(solver.validate(), [])
    }
}

/// Inputs a solver must refuse: non-finite or huge numbers, and variables of another solver.
/// Each is refused with `invalidArgument`, and the solver stays exactly as it was.
final class SolverInputValidationTests: XCTestCase {
    func testNonFiniteAndHugeNumbersAreRefusedAndLeaveTheSolverUnchanged() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(Constraint(y - x - 5, .greaterThanOrEqual))
        let before = solver.values().map(\.1)
        let bad: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e16, .greatestFiniteMagnitude]
        for value in bad {
            for constraint in [Constraint(Expression([Term(x, value)], constant: 1), .equal),
                               Constraint(Expression([Term(y, 1)], constant: value), .lessThanOrEqual),
                               Constraint(Expression([Term(y, 1)], constant: 1), .equal, priority: 500, weight: value.isFinite ? -1 : value)] {
                XCTAssertThrowsError(try solver.add(constraint), "\(value)") { error in
                    guard case SolverError.invalidArgument = error else { return XCTFail("\(error)") }
                }
            }
        }
        XCTAssertThrowsError(try solver.add(Constraint(x - 1, .equal, priority: .nan)))
        try solver.addEditVariable(y, priority: 500)
        for value in bad { XCTAssertThrowsError(try solver.suggestValue(y, value), "\(value)") }
        try solver.removeEditVariable(y)
        XCTAssertEqual(solver.values().map(\.1), before)
        XCTAssertEqual(solver.validate(), [])
        // And it keeps working.
        try solver.add(Constraint(y - 20, .equal))
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
    }

    func testAVariableOfAnotherSolverIsRefused() throws {
        var first = Solver(), second = Solver()
        let a = first.makeVariable("a")
        _ = second.makeVariable("b")   // same index in the other solver
        XCTAssertThrowsError(try second.add(Constraint(a - 1, .equal))) { error in
            guard case SolverError.invalidArgument(let why) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(why.contains("does not belong"), why)
        }
        XCTAssertThrowsError(try second.addEditVariable(a, priority: 500))
        XCTAssertEqual(second.value(of: a), 0)
        XCTAssertEqual(second.validate(), [])
    }
}

/// `changes()` reports exactly the variables whose value moved: a mirror kept up to date from
/// it alone always equals `values()`, through adds, failed adds, removals, edits and suggestions.
final class ChangeTrackingTests: XCTestCase {
    func testAMirrorUpdatedFromChangesEqualsTheValues() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<40 {
            var solver = Solver()
            let variables = (0..<8).map { solver.makeVariable("v\($0)") }
            var mirror = [Double](repeating: 0, count: variables.count)
            var added: [Constraint] = []
            func check(_ step: String) {
                for (variable, value) in solver.changes() {
                    XCTAssertNotEqual(mirror[variable.id], value, "\(step): reported without a change")
                    mirror[variable.id] = value
                }
                for (variable, value) in solver.values() { XCTAssertEqual(mirror[variable.id], value, "\(step): \(variable) missed") }
            }
            let edited = variables[0]
            try solver.addEditVariable(edited, priority: 500)
            for step in 0..<60 {
                let a = variables[Int(random.next() % 8)], b = variables[Int(random.next() % 8)]
                let constant = Double(random.next() % 200) - 50
                let priority: Double = [1000, 1000, 750, 250][Int(random.next() % 4)]
                switch random.next() % 5 {
                case 0, 1:
                    let c = Constraint(a - b - constant, [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int(random.next() % 3)], priority: priority)
                    if (try? solver.add(c)) != nil { added.append(c) }
                case 2:
                    if !added.isEmpty { try solver.remove(added.remove(at: Int(random.next() % UInt64(added.count)))) }
                case 3:
                    try solver.suggestValue(edited, Double(random.next() % 500))
                default:
                    let c = Constraint(Expression(a) - constant, .equal, priority: priority)
                    if (try? solver.add(c)) != nil { added.append(c) }
                }
                check("step \(step)")
            }
        }
    }
}
