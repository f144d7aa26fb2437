import XCTest
import VFLSolver
import _SolverWorkloads

/// The solver workloads (`_SolverWorkloads`) at small sizes, checked against their closed-form
/// solutions, including the failing adds of the conflict workload and the state after them.
final class WorkloadTests: XCTestCase {
    func testChainInBothOrders() throws {
        for n in [1, 2, 10, 60] {
            for pinFirst in [false, true] {
                var solver = Solver()
                let chain = Workloads.chain(n, in: &solver)
                for constraint in pinFirst ? chain.pinFirstOrder : chain.buildOrder { try solver.add(constraint) }
                XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: Workloads.containerWidth(n)), 1e-6, "n=\(n) pinFirst=\(pinFirst)")
            }
        }
    }

    func testGridAndAlignedGrid() throws {
        for aligned in [false, true] {
            var solver = Solver()
            let grid = Workloads.grid(6, in: &solver, aligned: aligned)
            for constraint in grid.constraints { try solver.add(constraint) }
            XCTAssertLessThanOrEqual(grid.maxError(solver), 1e-6, "aligned=\(aligned)")
        }
    }

    func testResize() throws {
        let n = 40
        var solver = Solver()
        let chain = Workloads.chain(n, in: &solver, withContainer: false)
        let w0 = Workloads.containerWidth(n)
        try solver.addEditVariable(chain.width, priority: Workloads.strong)
        try solver.suggestValue(chain.width, w0)
        for constraint in chain.buildOrder { try solver.add(constraint) }
        var last = 0.0
        for i in 0..<200 {
            last = Double((37 * i) % 401 - 100)
            try solver.suggestValue(chain.width, w0 + last)
        }
        XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: w0 + last, extra: last), 1e-6)
    }

    func testConflictsAreRejectedAndLeaveNoTrace() throws {
        let n = 30
        let w0 = Workloads.containerWidth(n)
        func fresh() throws -> (Solver, Workloads.Chain) {
            var solver = Solver()
            let chain = Workloads.chain(n, in: &solver)
            for constraint in chain.buildOrder { try solver.add(constraint) }
            return (solver, chain)
        }
        // local_ineq: w_m <= 10 against w_m >= 20.
        var (solver, chain) = try fresh()
        let m = n / 2
        XCTAssertThrowsError(try solver.add(chain.w[m] <= 10)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting.map(ObjectIdentifier.init), [ObjectIdentifier(chain.minimums[m])])
        }
        XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: w0), 1e-6)
        // global_ineq: xN >= W with the trailing pin implies wN <= -8.
        (solver, chain) = try fresh()
        XCTAssertThrowsError(try solver.add(chain.x[n - 1] >= chain.width)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            let ids = Set(conflict.conflicting.map(ObjectIdentifier.init))
            XCTAssertTrue(ids.contains(ObjectIdentifier(chain.trailingPin)))
            XCTAssertTrue(ids.contains(ObjectIdentifier(chain.minimums[n - 1])))
        }
        XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: w0), 1e-6)
        // required_eq: W == W0 + 1 against C0.
        (solver, chain) = try fresh()
        XCTAssertThrowsError(try solver.add(chain.width == w0 + 1)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting.map(ObjectIdentifier.init), [ObjectIdentifier(chain.container!)])
        }
        XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: w0), 1e-6)
        // duplicate: the very same object again.
        (solver, chain) = try fresh()
        XCTAssertThrowsError(try solver.add(chain.minimums[0])) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertLessThanOrEqual(chain.maxError(solver, containerWidth: w0), 1e-6)
    }
}
