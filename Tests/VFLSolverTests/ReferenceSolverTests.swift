import XCTest
import VFLSolver
import _VFLCorpus

/// Random small systems checked against an independent reference: for two variables, the
/// lexicographic optimum of the priority levels lies at a vertex of the arrangement of all the
/// constraints' boundary lines, so the reference enumerates those vertices, keeps the ones
/// where every required constraint holds, and takes the lexicographically least error vector.
final class ReferenceSolverTests: XCTestCase {
    struct Spec {
        var a: Double, b: Double, c: Double   // a·x + b·y + c  (relation)  0
        var relation: RelationalOperator
        var priority: Double
        var weight: Double

        func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

        /// How far (x, y) is from satisfying the constraint.
        func error(_ x: Double, _ y: Double) -> Double {
            let v = value(x, y)
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    static let levels: [Double] = [1000, 999, 750, 500, 250, 1]

    /// The error vector (one sum per non-required level, highest first), or nil if a required
    /// constraint is violated.
    func errorVector(_ specs: [Spec], _ x: Double, _ y: Double) -> [Double]? {
        var vector = [Double](repeating: 0, count: Self.levels.count - 1)
        for spec in specs {
            let e = spec.error(x, y)
            if spec.priority == 1000 {
                if e > 1e-6 { return nil }
            } else {
                vector[Self.levels.firstIndex(of: spec.priority)! - 1] += spec.weight * e
            }
        }
        return vector
    }

    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (u, v) in zip(a, b) where abs(u - v) > 1e-6 { return u < v }
        return false
    }

    /// The reference optimum's error vector, or nil when the required constraints conflict.
    func reference(_ specs: [Spec]) -> [Double]? {
        let lines = specs.map { ($0.a, $0.b, $0.c) }
        var best: [Double]?
        for i in 0..<lines.count {
            for j in (i + 1)..<lines.count {
                let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
                let det = a1 * b2 - a2 * b1
                guard abs(det) > 1e-12 else { continue }
                let x = (-c1 * b2 + c2 * b1) / det
                let y = (-a1 * c2 + a2 * c1) / det
                if let vector = errorVector(specs, x, y), best == nil || lexLess(vector, best!) { best = vector }
            }
        }
        return best
    }

    func testRandomSystemsMatchTheReference() throws {
        var random = SplitMix64(seed: 7)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        var checked = 0, rejected = 0
        for _ in 0..<400 {
            var solver = Solver()
            let x = solver.makeVariable("x"), y = solver.makeVariable("y")
            // Weak anchors at the lowest level make the optimum a unique vertex-reachable point.
            var specs = [Spec(a: 1, b: 0, c: 0, relation: .equal, priority: 1, weight: 1),
                         Spec(a: 0, b: 1, c: 0, relation: .equal, priority: 1, weight: 1)]
            for spec in specs { try solver.add(Constraint(spec.a * x + spec.b * y + spec.c, spec.relation, priority: 1, weight: 1)) }
            let count = 1 + Int(random.next() % 7)
            for _ in 0..<count {
                var spec = Spec(a: pick([-1, 0, 1, 2]), b: pick([-1, 0, 1]), c: Double(Int(random.next() % 41) - 20),
                                relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                priority: pick([1000, 1000, 999, 750, 500, 250]), weight: pick([1, 1, 2, 3]))
                if spec.a == 0 && spec.b == 0 { spec.a = 1 }
                let constraint = Constraint(spec.a * x + spec.b * y + spec.c, spec.relation, priority: spec.priority, weight: spec.weight)
                let before = (solver.value(of: x), solver.value(of: y))
                do {
                    try solver.add(constraint)
                    specs.append(spec)
                } catch SolverError.unsatisfiable {
                    rejected += 1
                    XCTAssertNil(reference(specs + [spec]), "solver rejected a satisfiable constraint \(constraint)")
                    XCTAssertEqual(solver.value(of: x), before.0, accuracy: 1e-9)
                    XCTAssertEqual(solver.value(of: y), before.1, accuracy: 1e-9)
                }
            }
            let solution = (solver.value(of: x), solver.value(of: y))
            guard let expected = reference(specs) else { return XCTFail("reference finds no feasible point for an accepted system") }
            guard let actual = errorVector(specs, solution.0, solution.1) else {
                return XCTFail("a required constraint does not hold at \(solution) for \(specs)")
            }
            XCTAssertFalse(lexLess(expected, actual), "solver \(actual) is worse than the reference \(expected) for \(specs)")
            checked += 1
        }
        XCTAssertEqual(checked, 400)
        XCTAssertGreaterThan(rejected, 10, "the generator should produce some conflicts")
    }
}
