import _VFLTestSupport
import XCTest
@testable import VFLSolver
import _SolverWorkloads

/// Definitions (variables defined by one required constraint, kept out of the tableau) against
/// the eager tableau: the same systems, operation by operation, on a solver that keeps
/// definitions and one that writes every row out.
final class DefinitionTests: XCTestCase {
    func testDefinitionsBehaveAsTheEagerTableau() throws {
        var random = TestRandom(seed: 0x2545_F491_4F6C_DD1D)
        var defined = 0, removedDefinitions = 0, conflicts = 0, ambiguous = 0
        for round in 0..<400 {
            var lazy = Solver()
            var eagerOptions = Solver.Options()
            eagerOptions.definesNewVariables = false
            var eager = Solver(options: eagerOptions)
            let count = 3 + random.next(8)
            let lazyVariables = (0..<count).map { lazy.makeVariable("v\($0)") }
            let eagerVariables = (0..<count).map { eager.makeVariable("v\($0)") }
            var lazyAdded: [Constraint] = [], eagerAdded: [Constraint] = []
            var edited: Set<Int> = []
            for step in 0..<(10 + random.next(20)) {
                let operation = random.next(10)
                if operation < 7 || lazyAdded.isEmpty {
                    // Mostly chains (a new variable after an older one), sometimes any pair.
                    let a = random.next(4) == 0 ? random.next(count) : min(count - 1, step / 2 + random.next(2))
                    let b = random.next(count)
                    let coefficients = (1.0, Double(random.next(3) - 1))
                    let constant = Double(random.next(41) - 20)
                    let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                    let priority = [1000.0, 1000, 1000, 750, 500, 250][random.next(6)]
                    func make(_ v: [Variable]) -> Constraint {
                        Constraint(Expression([Term(v[a], coefficients.0), Term(v[b], coefficients.1)], constant: constant),
                                   relation, priority: priority)
                    }
                    let l = make(lazyVariables), e = make(eagerVariables)
                    let before = lazy.liveDefinitions
                    var lazyError: SolverError?, eagerError: SolverError?
                    do { try lazy.add(l); lazyAdded.append(l) } catch let error as SolverError { lazyError = error }
                    do { try eager.add(e); eagerAdded.append(e) } catch let error as SolverError { eagerError = error }
                    if lazy.liveDefinitions > before { defined += 1 }
                    switch (lazyError, eagerError) {
                    case (nil, nil): break
                    case (.unsatisfiable(let a)?, .unsatisfiable?):
                        // Both reject it. Each narrows its own certificate, so the minimal sets
                        // may differ: the one with definitions must be a minimal conflict.
                        conflicts += 1
                        XCTAssertEqual(lazy.conflictProblems(a.conflicting, rejecting: l), [], "round \(round)")
                    default:
                        XCTFail("round \(round): lazy \(String(describing: lazyError)), eager \(String(describing: eagerError))")
                    }
                } else if operation < 9 {
                    let index = random.next(lazyAdded.count)
                    let before = lazy.liveDefinitions
                    try lazy.remove(lazyAdded.remove(at: index))
                    try eager.remove(eagerAdded.remove(at: index))
                    if lazy.liveDefinitions < before { removedDefinitions += 1 }
                } else {
                    let v = random.next(count)
                    if !edited.contains(v) {
                        try lazy.addEditVariable(lazyVariables[v], priority: 600)
                        try eager.addEditVariable(eagerVariables[v], priority: 600)
                        edited.insert(v)
                    }
                    let value = Double(random.next(200) - 100)
                    try lazy.suggestValue(lazyVariables[v], value)
                    try eager.suggestValue(eagerVariables[v], value)
                }
                XCTAssertEqual(lazy.validate(), [], "round \(round) step \(step)")
                XCTAssertEqual(eager.validate(), [], "round \(round) step \(step)")
                // Both optimal: the same error at every level.
                let lazyErrors = lazy.levelErrors(lazyAdded), eagerErrors = eager.levelErrors(eagerAdded)
                for (level, error) in eagerErrors {
                    XCTAssertEqual(lazyErrors[level] ?? 0, error, accuracy: 1e-6, "round \(round) step \(step): level \(level)")
                }
                // The same variables are free; the others have the same values.
                let lazyFree = Set(lazy.ambiguousVariables().map(\.id)), eagerFree = Set(eager.ambiguousVariables().map(\.id))
                XCTAssertEqual(lazyFree, eagerFree, "round \(round) step \(step): ambiguous variables\n\(lazy.dump())\n\(eager.dump())")
                ambiguous += lazyFree.count
                let values = lazy.values()
                for id in 0..<count where !eagerFree.contains(id) {
                    XCTAssertEqual(lazy.value(of: lazyVariables[id]), eager.value(of: eagerVariables[id]), accuracy: 1e-6,
                                   "round \(round) step \(step): v\(id)")
                    XCTAssertEqual(values[id].1, lazy.value(of: lazyVariables[id]), accuracy: 1e-9)
                }
            }
        }
        XCTAssertGreaterThan(defined, 500, "definitions are made")
        XCTAssertGreaterThan(removedDefinitions, 50, "definitions are removed")
        XCTAssertGreaterThan(conflicts, 50, "conflicts are met")
        XCTAssertGreaterThan(ambiguous, 100, "ambiguous variables are met")
    }

    /// `changes()` after each step lists exactly the variables whose value moved.
    func testChangesReportWhatMovedThroughDefinitions() throws {
        var solver = Solver()
        let chain = Workloads.chain(50, in: &solver, withContainer: false)
        try solver.addEditVariable(chain.width, priority: Workloads.strong)
        try solver.suggestValue(chain.width, Workloads.containerWidth(50))
        for constraint in chain.buildOrder { try solver.add(constraint) }
        XCTAssertGreaterThanOrEqual(solver.liveDefinitions, 100)
        var last = [Double](repeating: 0, count: 101)
        for (variable, value) in solver.changes() { last[variable.id] = value }
        for step in 0..<20 {
            try solver.suggestValue(chain.width, Workloads.containerWidth(50) + Double(step + 1))
            if step == 10 {
                // A link removed and put back: its variable becomes an ordinary row and back.
                try solver.remove(chain.links[20])
                try solver.add(chain.links[20])
            }
            var moved = Set<Int>()
            for (variable, value) in solver.changes() {
                XCTAssertNotEqual(value, last[variable.id], "only what moved is reported")
                last[variable.id] = value
                moved.insert(variable.id)
            }
            for (variable, value) in solver.values() {
                XCTAssertEqual(value, last[variable.id], "step \(step): \(variable) moved unreported")
            }
            XCTAssertTrue(moved.contains(chain.width.id), "step \(step): the edited width moved")
            XCTAssertTrue(moved.contains(chain.w[49].id), "step \(step): the weak view took the change")
        }
    }

    /// Growth in the tableau, not in time: a chain of n views in either order, and a chain with
    /// nothing pinned, keep O(n) row entries and O(n) pivots.
    func testChainsKeepTheTableauLinear() throws {
        for n in [1000, 4000] {
            for pinFirst in [false, true] {
                var solver = Solver()
                let chain = Workloads.chain(n, in: &solver)
                for constraint in pinFirst ? chain.pinFirstOrder : chain.buildOrder { try solver.add(constraint) }
                solver.updateVariables()
                XCTAssertEqual(chain.maxError(solver, containerWidth: Workloads.containerWidth(n)), 0, accuracy: 1e-6)
                let entries = solver.rows.reduce(0) { $0 + $1.symbols.count } + solver.definitions.reduce(0) { $0 + $1.row.symbols.count }
                XCTAssertLessThan(entries, 20 * n, "n \(n) pinFirst \(pinFirst): \(entries) row entries")
                XCTAssertLessThanOrEqual(solver.pivotCount, n + 2)
                XCTAssertEqual(Set(solver.ambiguousVariables()), [], "a determined chain")
            }
            var solver = Solver()
            let v = (0..<n).map { solver.makeVariable("v\($0)") }
            for i in 1..<n { try solver.add(v[i] - v[i - 1] >= 1) }
            try solver.add((v[0] == 0) ~ Workloads.weak)
            let values = solver.values()
            for i in 1..<n { XCTAssertGreaterThanOrEqual(values[i].1 - values[i - 1].1, 1 - 1e-9) }
            XCTAssertEqual(solver.rows.reduce(0) { $0 + $1.symbols.count }, 2, "only v0's row")
            XCTAssertEqual(Set(solver.ambiguousVariables().map(\.id)), Set(1..<n), "every gap is free; v0 is pinned")
        }
    }
}
