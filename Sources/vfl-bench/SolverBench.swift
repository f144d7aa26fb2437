import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// Reads every variable, as kiwi's `updateVariables` writes every variable.
func readAll(_ solver: Solver) -> Double {
    var sum = 0.0
    for (_, value) in solver.values() { sum += value }
    return sum
}

func emitSolver(_ workload: String, _ phase: String, n: Int, views: Int, constraints: Int, variables: Int,
                timings: [Double], unit: String, construct: Double, error: Double, pivots: Int,
                extra: [(String, String)] = [], out: String?) {
    emit([("impl", json("swift-cassowary")), ("workload", json(workload)), ("phase", json(phase)),
          ("n", String(n)), ("views", String(views)), ("constraints", String(constraints)),
          ("variables", String(variables)), ("runs", String(timings.count)), ("unit", json(unit)),
          ("median", json(median(timings))), ("min", json(timings.min()!)), ("max", json(timings.max()!)),
          ("construct_median_ms", json(construct)), ("max_abs_err", json(error)),
          ("maxrss_kb", String(maxRSSKilobytes())), ("pivots", String(pivots))] + extra, to: out)
}

/// Times a build workload: `make` creates the variables and constraints (untimed, reported as
/// construction) and returns them in add order with a check of the solution; the timed region
/// adds them one at a time and reads every variable.
func benchBuild(_ workload: String, _ phase: String, n: Int, views: Int, variables: Int, runs: Int, out: String?,
                make: (inout Solver) -> ([Constraint], (Solver) -> Double)) throws {
    var timings: [Double] = [], constructs: [Double] = [], pivots: [Double] = []
    var error = 0.0
    var count = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        var solver = Solver()
        let (order, check) = make(&solver)
        constructs.append(milliseconds(clock.now - start))
        count = order.count
        let t0 = clock.now
        for constraint in order { try solver.add(constraint) }
        _ = readAll(solver)
        timings.append(milliseconds(clock.now - t0))
        pivots.append(Double(solver.pivotCount))
        error = max(error, check(solver))
    }
    emitSolver(workload, phase, n: n, views: views, constraints: count, variables: variables, timings: timings,
               unit: "ms", construct: median(constructs), error: error, pivots: Int(median(pivots)), out: out)
}

/// `unpinned` (issue 18, not in kiwi's set): `v[i] >= v[i-1] + 1`, required, on a fresh solver
/// with nothing pinned, then `v[0] == 0` weak. Checked: every `v[i] - v[i-1]` at least 1 and
/// `v[0]` at 0.
func benchUnpinned(_ n: Int, runs: Int, out: String?) throws {
    try benchBuild("unpinned", "build", n: n, views: n, variables: n, runs: runs, out: out) { solver in
        let v = (0..<n).map { solver.makeVariable("v\($0)") }
        var order = (1..<n).map { v[$0] - v[$0 - 1] >= 1 }
        order.append((v[0] == 0) ~ Workloads.weak)
        return (order, { solver in
            var error = abs(solver.value(of: v[0]))
            for i in 1..<n { error = max(error, 1 - (solver.value(of: v[i]) - solver.value(of: v[i - 1]))) }
            return error
        })
    }
}

func benchChain(_ n: Int, runs: Int, pinFirst: Bool, out: String?) throws {
    try benchBuild("chain", pinFirst ? "build_pinfirst" : "build", n: n, views: n, variables: 2 * n + 1,
                   runs: runs, out: out) { solver in
        let chain = Workloads.chain(n, in: &solver)
        return (pinFirst ? chain.pinFirstOrder : chain.buildOrder,
                { chain.maxError($0, containerWidth: Workloads.containerWidth(n)) })
    }
}

func benchGrid(_ k: Int, runs: Int, aligned: Bool, out: String?) throws {
    try benchBuild(aligned ? "grid_aligned" : "grid", "build", n: k, views: k * k, variables: 4 * k * k + 2,
                   runs: runs, out: out) { solver in
        let grid = Workloads.grid(k, in: &solver, aligned: aligned)
        return (grid.constraints, { grid.maxError($0) })
    }
}

/// `resize`: 1,000 suggestions on the container width of a chain, each followed by what an
/// app does with the result. `1000_cycles` reads what moved (`changes()`, as Apple's engine
/// notifies); `1000_cycles_readall` reads every variable's value, as kiwi's updateVariables writes all.
func benchResize(_ n: Int, runs: Int, out: String?) throws {
    try benchResize(n, runs: runs, out: out, readAll: false)
    try benchResize(n, runs: runs, out: out, readAll: true)
}

func benchResize(_ n: Int, runs: Int, out: String?, readAll readsAll: Bool) throws {
    var timings: [Double] = []
    var error = 0.0
    var count = 0
    let clock = ContinuousClock()
    let w0 = Workloads.containerWidth(n)
    func delta(_ i: Int) -> Double { Double((37 * i) % 401) - 100 }
    for _ in 0..<runs {
        var solver = Solver()
        let chain = Workloads.chain(n, in: &solver, withContainer: false)
        try solver.addEditVariable(chain.width, priority: Workloads.strong)
        try solver.suggestValue(chain.width, w0)
        for constraint in chain.buildOrder { try solver.add(constraint) }
        count = chain.buildOrder.count + 1
        error = max(error, chain.maxError(solver, containerWidth: w0))
        _ = solver.changes()
        let t0 = clock.now
        for i in 0..<1000 {
            try solver.suggestValue(chain.width, w0 + delta(i))
            if readsAll { _ = readAll(solver) } else { _ = solver.changes().count }
        }
        timings.append(milliseconds(clock.now - t0))
        error = max(error, chain.maxError(solver, containerWidth: w0 + delta(999), extra: delta(999)))
    }
    emitSolver("resize", readsAll ? "1000_cycles_readall" : "1000_cycles", n: n, views: n, constraints: count, variables: 2 * n + 1, timings: timings,
               unit: "ms", construct: 0, error: error, pivots: 0, extra: [("cycles", "1000")], out: out)
}

func benchConflict(_ n: Int, runs: Int, out: String?, only: String? = nil) throws {
    let w0 = Workloads.containerWidth(n)
    let clock = ContinuousClock()
    let phases = [("local_ineq", false), ("global_ineq", false), ("required_eq", false), ("duplicate", false),
                  ("local_ineq_explain", true), ("global_ineq_explain", true), ("required_eq_explain", true)]
    for (phase, explainOn) in phases where only == nil || phase.hasPrefix(only!) {
        var timings: [Double] = []
        var thrown = 0, stateOK = 0
        var error = 0.0
        var count = 0
        for _ in 0..<runs {
            var options = Solver.Options()
            options.explainConflicts = explainOn
            var solver = Solver(options: options)
            let chain = Workloads.chain(n, in: &solver)
            for constraint in chain.buildOrder { try solver.add(constraint) }
            count = chain.buildOrder.count
            let m = n / 2
            let bad: Constraint
            switch phase.replacingOccurrences(of: "_explain", with: "") {
            case "local_ineq": bad = chain.w[m] <= 10
            case "global_ineq": bad = chain.x[n - 1] >= chain.width
            case "required_eq": bad = chain.width == w0 + 1
            default: bad = chain.minimums[0]
            }
            let t0 = clock.now
            do {
                try solver.add(bad)
            } catch SolverError.unsatisfiable {
                if phase != "duplicate" { thrown += 1 }
            } catch SolverError.duplicateConstraint {
                if phase == "duplicate" { thrown += 1 }
            }
            timings.append(milliseconds(clock.now - t0) * 1000)
            let e = chain.maxError(solver, containerWidth: w0)
            if e <= 1e-6 { stateOK += 1 }
            error = max(error, e)
        }
        emitSolver("conflict", phase, n: n, views: n, constraints: count, variables: 2 * n + 1, timings: timings,
                   unit: "us", construct: 0, error: error, pivots: 0,
                   extra: [("thrown", String(thrown)), ("state_ok", String(stateOK))], out: out)
    }
}

/// `vfl-bench solver [--full] [--out FILE]`: the comparison set of run-kiwi.sh, or the full matrix.
func benchSolver(_ arguments: ArraySlice<String>) throws {
    var full = false
    var out: String?
    var only: String?
    var phase: String?
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--full": full = true
        case "--out": out = iterator.next()
        case "--only": only = iterator.next()
        case "--phase": phase = iterator.next()
        default: throw UsageError("unknown option \(argument)")
        }
    }
    func run(_ name: String, _ body: () throws -> Void) rethrows {
        if only == nil || name.hasPrefix(only!) { try body() }
    }
    if full {
        for (n, runs) in [(100, 21), (1000, 11), (2000, 3), (10000, 1)] { try run("chain") { try benchChain(n, runs: runs, pinFirst: false, out: out) } }
        for (n, runs) in [(100, 21), (1000, 11), (10000, 3)] { try run("chain") { try benchChain(n, runs: runs, pinFirst: true, out: out) } }
        try run("grid") { try benchGrid(32, runs: 11, aligned: false, out: out) }
        try run("grid") { try benchGrid(100, runs: 3, aligned: false, out: out) }
        try run("grid_aligned") { try benchGrid(16, runs: 5, aligned: true, out: out) }
        try run("grid_aligned") { try benchGrid(32, runs: 3, aligned: true, out: out) }
        try run("resize") { try benchResize(1000, runs: 7, out: out) }
        try run("conflict") { try benchConflict(1000, runs: 7, out: out, only: phase) }
        for (n, runs) in [(1000, 5), (10000, 1)] { try run("unpinned") { try benchUnpinned(n, runs: runs, out: out) } }
    } else {
        try run("chain") { try benchChain(100, runs: 11, pinFirst: false, out: out) }
        try run("chain") { try benchChain(1000, runs: 3, pinFirst: false, out: out) }
        try run("chain") { try benchChain(1000, runs: 3, pinFirst: true, out: out) }
        try run("grid") { try benchGrid(32, runs: 3, aligned: false, out: out) }
        try run("grid_aligned") { try benchGrid(16, runs: 3, aligned: true, out: out) }
        try run("resize") { try benchResize(1000, runs: 3, out: out) }
        try run("conflict") { try benchConflict(1000, runs: 3, out: out, only: phase) }
        try run("unpinned") { try benchUnpinned(1000, runs: 3, out: out) }
    }
}
