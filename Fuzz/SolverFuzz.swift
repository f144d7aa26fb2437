// libFuzzer entry point for the Cassowary solver. Built by Scripts/fuzz.sh together with the
// sources of the Cassowary module, with -sanitize=fuzzer (and address by default).
//
// The input is read as a program of solver operations over a few variables: add a random
// constraint (required or at one of several priorities), remove one, add an edit variable,
// suggest a value. After every operation the solver's invariants must hold (validate()):
// rows, columns and objective consistent, every restricted row feasible, the objective
// optimal and every required constraint satisfied. A rejected add must leave every value and
// the constraint set exactly as before, and must be explained by a conflict that is itself
// infeasible.

@testable import Cassowary

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = UnsafeBufferPointer(start: data, count: size).makeIterator()
    func next() -> Int? { bytes.next().map(Int.init) }
    var solver = Solver()
    let variables = (0..<4).map { solver.makeVariable("v\($0)") }
    var added: [Constraint] = []
    let priorities: [Double] = [1000, 1000, 999, 750, 500, 250, 1]
    func fail(_ message: String) -> Never { fatalError("solver invariant broken: \(message)") }
    while let op = next() {
        switch op % 6 {
        case 0, 1, 2:
            guard let a = next(), let b = next(), let c = next(), let r = next(), let p = next() else { break }
            var expression = Expression([Term(variables[a % 4], Double(a / 4 % 3) - 1),
                                         Term(variables[b % 4], Double(b / 4 % 3) - 1)], constant: Double(c % 61) - 30)
            if expression.terms.allSatisfy({ $0.coefficient == 0 }) { expression.terms[0].coefficient = 1 }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][r % 3]
            let constraint = Constraint(expression, relation, priority: priorities[p % priorities.count])
            let before = solver.values().map(\.1)
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch SolverError.unsatisfiable(let conflict) {
                if !constraint.isRequired { fail("a non-required constraint was rejected") }
                if solver.values().map(\.1) != before { fail("a rejected add changed the solution") }
                if solver.contains(constraint) { fail("a rejected constraint stayed") }
                if solver.isFeasible(conflict.conflicting + [constraint]) { fail("the reported conflict is satisfiable") }
            } catch {
                fail("unexpected error \(error)")
            }
        case 3:
            guard let i = next(), !added.isEmpty else { break }
            let constraint = added.remove(at: i % added.count)
            do { try solver.remove(constraint) } catch { fail("remove failed: \(error)") }
        case 4:
            guard let v = next() else { break }
            let variable = variables[v % 4]
            if !solver.hasEditVariable(variable) {
                do { try solver.addEditVariable(variable, priority: 750) } catch { fail("edit failed: \(error)") }
            }
        default:
            guard let v = next(), let x = next() else { break }
            let variable = variables[v % 4]
            if solver.hasEditVariable(variable) {
                do { try solver.suggestValue(variable, Double(x) - 128) } catch { fail("suggest failed: \(error)") }
            }
        }
        let problems = solver.validate()
        if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
    }
    return 0
}
