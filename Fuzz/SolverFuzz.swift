// libFuzzer entry point for the Cassowary solver. Built by Scripts/fuzz.sh together with the
// sources of the VFLSolver module, with -sanitize=fuzzer (and address by default).
//
// The input is read as a program of solver operations over a few variables: add a random
// constraint (required or at one of several priorities), remove one, add an edit variable,
// suggest a value. After every operation the solver's invariants must hold (validate()):
// rows, columns and objective consistent, every restricted row feasible, the objective
// optimal and every required constraint satisfied. A rejected add must leave every value and
// the constraint set exactly as before, and must be explained by a conflict that is itself
// infeasible.
//
// In the narrow mode a second solver that writes every row out (no definitions, see
// Definitions.swift) takes the same operations, and the two must agree after each: the same
// adds accepted, the same error at every priority level, the same
// ambiguous variables and the same values for the others. (Rejections agree; the minimal
// conflicts may be different ones, each narrowed from its own certificate.)
//
// An input whose first byte is odd runs the wide mode: 32 variables, several terms a
// constraint, and numbers drawn from a table that includes NaN, infinities and magnitudes
// beyond 1e15, which must be refused with invalidArgument leaving the solver unchanged.

@testable import VFLSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = UnsafeBufferPointer(start: data, count: size).makeIterator()
    func next() -> Int? { bytes.next().map(Int.init) }
    var solver = Solver()
    let wide = size > 0 && data[0] % 2 == 1
    let count = wide ? 32 : 4
    let variables = (0..<count).map { solver.makeVariable("v\($0)") }
    var eagerOptions = Solver.Options()
    eagerOptions.definesNewVariables = false
    var eager = Solver(options: eagerOptions)
    eager.identity = solver.identity   // the same variables, by index
    eager.reserveVariables(count)
    let numbers: [Double] = [0, 1, -1, 2, -0.5, 8, -16, 1e6, -1e6, 1e15, .nan, .infinity, -.infinity, 1e16, -1e300, .greatestFiniteMagnitude]
    var added: [Constraint] = []
    let priorities: [Double] = [1000, 1000, 999, 750, 500, 250, 1]
    // The operations so far, printed with a failure (the reproduction in plain words).
    var trace: [String] = []
    func fail(_ message: String) -> Never {
        fatalError("solver invariant broken: \(message)\nafter:\n" + trace.joined(separator: "\n") + "\n" + solver.dump())
    }
    while let op = next() {
        if wide && op % 7 == 6 {
            // Many terms, numbers from the table (some invalid): valid ones are added, invalid refused.
            guard let n = next(), let c = next(), let r = next(), let p = next() else { break }
            var terms: [Term] = []
            for _ in 0..<(1 + n % 6) {
                guard let v = next(), let k = next() else { break }
                terms.append(Term(variables[v % count], numbers[k % 9 + (k / 9 % 7 == 0 ? 7 : 0)]))
            }
            let constant = numbers[c % numbers.count] * (c % 2 == 0 ? 1 : 0.001)
            let constraint = Constraint(Expression(terms, constant: constant), [.equal, .lessThanOrEqual, .greaterThanOrEqual][r % 3],
                                        priority: priorities[p % priorities.count])
            let invalid = !(constant.isFinite && abs(constant) <= 1e15) || terms.contains { !($0.coefficient.isFinite && abs($0.coefficient) <= 1e15) }
            let before = solver.values().map(\.1)
            let large = abs(constant) > 1e6 || terms.contains { abs($0.coefficient) > 16 }
            do {
                if large && !invalid { break }   // valid but huge: outside what the tolerances promise
                try solver.add(constraint)
                if invalid { fail("an invalid number was accepted: \(constraint)") }
                added.append(constraint)
            } catch SolverError.invalidArgument {
                if !invalid { fail("a valid constraint was refused: \(constraint)") }
                if solver.values().map(\.1).elementsEqual(before, by: { $0 == $1 || $0.isNaN && $1.isNaN }) == false { fail("a refused add changed the solution") }
            } catch SolverError.unsatisfiable {
                if invalid { fail("an invalid number reached the simplex") }
                if solver.values().map(\.1) != before { fail("a rejected add changed the solution") }
            } catch {
                fail("unexpected error \(error)")
            }
            let problems = solver.validate()
            if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
            continue
        }
        switch op % 6 {
        case 0, 1, 2:
            guard let a = next(), let b = next(), let c = next(), let r = next(), let p = next() else { break }
            var expression = Expression([Term(variables[a % count], Double(a / 4 % 3) - 1),
                                         Term(variables[b % count], Double(b / 4 % 3) - 1)], constant: Double(c % 61) - 30)
            if expression.terms.allSatisfy({ $0.coefficient == 0 }) { expression.terms[0].coefficient = 1 }
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][r % 3]
            let constraint = Constraint(expression, relation, priority: priorities[p % priorities.count])
            let before = solver.values().map(\.1)
            var eagerConflict: [Constraint]?
            if !wide {
                do { try eager.add(constraint) } catch SolverError.unsatisfiable(let conflict) { eagerConflict = conflict.conflicting } catch {
                    fail("unexpected error from the eager solver \(error)")
                }
            }
            do {
                trace.append("add \(constraint)")
                try solver.add(constraint)
                added.append(constraint)
                if eagerConflict != nil { fail("the eager solver rejected what definitions accepted: \(constraint)") }
            } catch SolverError.unsatisfiable(let conflict) {
                // Both reject it; their minimal sets may differ (each narrows its own certificate).
                if !wide, eagerConflict == nil { fail("definitions rejected what the eager solver accepted: \(constraint)") }
                let problems = solver.conflictProblems(conflict.conflicting, rejecting: constraint)
                if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
                if !constraint.isRequired { fail("a non-required constraint was rejected") }
                if solver.values().map(\.1) != before { fail("a rejected add changed the solution") }
                if solver.contains(constraint) { fail("a rejected constraint stayed") }
            } catch {
                fail("unexpected error \(error)")
            }
        case 3:
            guard let i = next(), !added.isEmpty else { break }
            let constraint = added.remove(at: i % added.count)
            trace.append("remove \(constraint)")
            do { try solver.remove(constraint) } catch { fail("remove failed: \(error)") }
            if !wide { do { try eager.remove(constraint) } catch { fail("eager remove failed: \(error)") } }
        case 4:
            guard let v = next() else { break }
            let variable = variables[v % count]
            if !solver.hasEditVariable(variable) {
                trace.append("edit \(variable)")
                do { try solver.addEditVariable(variable, priority: 750) } catch { fail("edit failed: \(error)") }
                if !wide { do { try eager.addEditVariable(variable, priority: 750) } catch { fail("eager edit failed: \(error)") } }
            }
        default:
            guard let v = next(), let x = next() else { break }
            let variable = variables[v % count]
            if solver.hasEditVariable(variable) {
                if wide && x % 16 == 15 {
                    let bad = numbers[10 + x / 16 % 6]   // NaN, infinities, beyond 1e15
                    let before = solver.values().map(\.1)
                    do { try solver.suggestValue(variable, bad); fail("suggested \(bad) was accepted") } catch SolverError.invalidArgument {
                        if solver.values().map(\.1) != before { fail("a refused suggestion changed the solution") }
                    } catch { fail("unexpected error \(error)") }
                } else {
                    trace.append("suggest \(variable) \(Double(x) - 128)")
                    do { try solver.suggestValue(variable, Double(x) - 128) } catch { fail("suggest failed: \(error)") }
                    if !wide { do { try eager.suggestValue(variable, Double(x) - 128) } catch { fail("eager suggest failed: \(error)") } }
                }
            }
        }
        let problems = solver.validate()
        if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
        if !wide { compare(solver, eager, added, fail) }
    }
    return 0
}

/// The solver with definitions against the eager one: optimal at every level alike, the same
/// ambiguous variables, the same values for the determined ones.
func compare(_ solver: Solver, _ eager: Solver, _ constraints: [Constraint], _ fail: (String) -> Never) {
    let errors = solver.levelErrors(constraints), eagerErrors = eager.levelErrors(constraints)
    for (priority, b) in eagerErrors {
        let a = errors[priority] ?? 0
        if abs(a - b) > 1e-6 * max(1, abs(b)) { fail("error at priority \(priority): \(a) with definitions, \(b) eager") }
    }
    let free = Set(solver.ambiguousVariables().map(\.id))
    if free != Set(eager.ambiguousVariables().map(\.id)) { fail("ambiguous variables differ: \(free) against \(eager.ambiguousVariables())") }
    for (variable, value) in solver.values() where !free.contains(variable.id) {
        let other = eager.value(of: variable)
        if abs(value - other) > 1e-6 * max(1, abs(other)) { fail("\(variable) is \(value) with definitions, \(other) eager") }
    }
}
