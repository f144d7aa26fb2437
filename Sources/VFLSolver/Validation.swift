extension Solver {
    /// Checks the solver's internal invariants and returns what is broken (empty when sound).
    ///
    /// For tests and fuzzing: every row is sorted and free of basic symbols, the column index
    /// matches the rows exactly, no defined variable is in the tableau and each definition
    /// mentions only older ones (its dependents index and cached value agree), every restricted basic symbol is feasible, the objective holds
    /// no basic symbol, no reduced-cost vector is lexicographically negative (the solution is
    /// optimal), and every required constraint holds at the current values.
    public func validate() -> [String] {
        var problems: [String] = []
        var expectedColumns = [[UInt32]](repeating: [], count: kinds.count)
        for (index, row) in rows.enumerated() {
            let basic = basics[index]
            if rowOfSymbol[Int(basic)] != Int32(index) { problems.append("row index of \(basic) is stale") }
            if zip(row.symbols, row.symbols.dropFirst()).contains(where: { $0 >= $1 }) {
                problems.append("row of \(basic) is not sorted")
            }
            for symbol in row.symbols {
                if rowOfSymbol[Int(symbol)] >= 0 { problems.append("basic symbol \(symbol) appears in the row of \(basic)") }
                expectedColumns[Int(symbol)].append(basic)
            }
            if row.symbols.contains(where: isDefined) { problems.append("the row of \(basic) mentions a defined symbol") }
            if kinds[Int(basic)] == .dummy && (abs(row.constant) > 1e-7 || row.symbols.contains { kinds[Int($0)] != .dummy }) {
                problems.append("the redundant equality row of \(basic) is not all dummies at 0")
            }
            if kinds[Int(basic)] != .external && row.constant < -1e-7 {
                problems.append("restricted basic \(basic) is infeasible: \(row.constant)")
            }
        }
        for symbol in kinds.indices where Set(columns[symbol]) != Set(expectedColumns[symbol]) || columns[symbol].count != expectedColumns[symbol].count {
            problems.append("column of \(symbol) does not match the rows")
        }
        for objective in objectives {
            for symbol in objective.symbols where rowOfSymbol[Int(symbol)] >= 0 {
                problems.append("basic symbol \(symbol) appears in the objective")
            }
        }
        for symbol in UInt32(0)..<UInt32(kinds.count) where kinds[Int(symbol)] != .dummy && rowOfSymbol[Int(symbol)] < 0 {
            if let (_, value) = leadingCost(symbol), value < -1e-7 {
                problems.append("symbol \(symbol) has a negative reduced cost: not optimal")
            }
        }
        var expectedDependents = [[UInt32]](repeating: [], count: kinds.count)
        var live = 0
        for (index, definition) in definitions.enumerated() where definition.symbol != UInt32.max {
            live += 1
            let subject = definition.symbol
            if definitionOf[Int(subject)] != Int32(index) { problems.append("definition index of \(subject) is stale") }
            if rowOfSymbol[Int(subject)] >= 0 || !columns[Int(subject)].isEmpty {
                problems.append("defined symbol \(subject) is in the tableau")
            }
            if objectives.contains(where: { $0.coefficient(of: subject) != 0 }) {
                problems.append("defined symbol \(subject) appears in the objective")
            }
            for symbol in definition.row.symbols {
                let d = definitionOf[Int(symbol)]
                if d >= Int32(index) { problems.append("definition of \(subject) mentions the later \(symbol)") }
                expectedDependents[Int(symbol)].append(subject)
            }
            if !definition.stale {
                let value = definedValue(subject)
                var fresh = definition.row.constant
                for (j, symbol) in definition.row.symbols.enumerated() {
                    let d = definitionOf[Int(symbol)]
                    fresh += definition.row.coefficients[j] * (d >= 0 ? definedValue(symbol) : plainValue(symbol))
                }
                if abs(fresh - value) > 1e-7 * max(1, abs(fresh)) {
                    problems.append("cached value of \(subject) is \(value), not \(fresh)")
                }
            }
        }
        if live != liveDefinitions { problems.append("\(liveDefinitions) definitions counted, \(live) live") }
        for symbol in kinds.indices where Set(dependents[symbol]) != Set(expectedDependents[symbol])
            || dependents[symbol].count != expectedDependents[symbol].count {
            problems.append("dependents of \(symbol) do not match the definitions")
        }
        for (constraint, _) in tags.values where constraint.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms {
                value += term.coefficient * self.value(of: term.variable)
            }
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(value) <= 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            if !holds { problems.append("required constraint \(constraint) does not hold (\(value))") }
        }
        return problems
    }
}

extension Solver {
    /// A readable dump of the tableau and objective, for debugging.
    public func dump() -> String {
        func name(_ symbol: UInt32) -> String {
            let v = symbolVariable[Int(symbol)]
            if v >= 0 { return label(of: Int(v)) }
            switch kinds[Int(symbol)] {
            case .slack: return "s\(symbol)"
            case .error: return "e\(symbol)"
            case .dummy: return "d\(symbol)"
            case .external: return "x\(symbol)"
            }
        }
        func text(_ row: Row) -> String {
            "\(row.constant)" + zip(row.symbols, row.coefficients).map { " + \($1)·\(name($0))" }.joined()
        }
        var out = ""
        for (index, row) in rows.enumerated() { out += "\(name(basics[index])) = \(text(row))\n" }
        for definition in definitions where definition.symbol != UInt32.max {
            out += "\(name(definition.symbol)) := \(text(definition.row))\n"
        }
        for (level, objective) in objectives.enumerated() { out += "objective@\(levels[level]) = \(text(objective))\n" }
        return out
    }
}

// MARK: Checks shared by the tests and the fuzz targets

extension Solver {
    /// The error of each priority level at the current values: the weighted violations of
    /// `constraints` and of the edit variables' suggestions. Two optimal solutions of the same
    /// system have the same error at every level (required levels: 0).
    func levelErrors(_ constraints: [Constraint]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        // An edit's constraint reads `v == 0`; its suggested value is kept beside it.
        let suggestions = edits.values.map { ($0.constraint, $0.constant) }
        for (constraint, suggested) in constraints.map({ ($0, 0.0) }) + suggestions {
            var value = constraint.expression.constant - suggested
            for term in constraint.expression.terms { value += term.coefficient * self.value(of: term.variable) }
            let error: Double
            switch constraint.relation {
            case .equal: error = abs(value)
            case .lessThanOrEqual: error = max(0, value)
            case .greaterThanOrEqual: error = max(0, -value)
            }
            errors[constraint.priority, default: 0] += constraint.weight * error
        }
        return errors
    }

    /// What is wrong with `conflicting` as the reason `constraint` was rejected: it must be
    /// infeasible together with `constraint`, and minimal (without any one of its members, it is
    /// feasible). Empty when it is a minimal conflict.
    func conflictProblems(_ conflicting: [Constraint], rejecting constraint: Constraint) -> [String] {
        var problems: [String] = []
        if isFeasible(conflicting + [constraint]) { problems.append("the reported conflict is satisfiable") }
        for i in conflicting.indices {
            var smaller = conflicting
            smaller.remove(at: i)
            if !isFeasible(smaller + [constraint]) { problems.append("the reported conflict is not minimal: \(conflicting[i]) is not needed") }
        }
        return problems
    }
}
