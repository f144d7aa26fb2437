extension Solver {
    /// The variables whose values the constraints do not determine uniquely: moving them
    /// leaves every required constraint satisfied and every priority level's error unchanged.
    ///
    /// That covers a variable no constraint pins down (a view with no width), and ties between
    /// equal non-required priorities (`x == 10 @500` and `x == 20 @500` leave x anywhere in
    /// between). It is computed on demand from the optimal tableau: a non-basic symbol with a
    /// zero reduced cost at every level that can move away from zero is a free direction, and
    /// a variable is ambiguous when it is itself free or its row contains a free symbol.
    public func ambiguousVariables() -> [Variable] {
        let free = freeSymbols()
        var result: [Variable] = []
        for id in 0..<variableSymbol.count {
            let symbol = variableSymbol[id]
            let row = rowOfSymbol[Int(symbol)]
            let ambiguous: Bool
            if row < 0 {
                ambiguous = true
            } else {
                ambiguous = rows[Int(row)].symbols.contains { free.contains($0) }
            }
            if ambiguous { result.append(Variable(id: id, name: label(of: id), owner: identity)) }
        }
        return result
    }

    /// Whether `variable` is not determined uniquely (see `ambiguousVariables()`).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        ambiguousVariables().contains(variable)
    }

    /// The required and non-required constraints whose markers appear in `variable`'s row:
    /// the constraints that currently determine its value.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        let row = rowOfSymbol[Int(variableSymbol[variable.id])]
        guard row >= 0 else { return [] }
        let byMarker = constraintsByMarker(requiredOnly: false, includingErrors: true)
        var seen = Set<ObjectIdentifier>()
        return rows[Int(row)].symbols.compactMap { byMarker[$0] }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Non-basic symbols along which the solution can move without changing any level.
    func freeSymbols() -> Set<UInt32> {
        var inObjective = Set<UInt32>()
        for objective in objectives {
            for (i, symbol) in objective.symbols.enumerated() where abs(objective.coefficients[i]) > Tolerance.objective {
                inObjective.insert(symbol)
            }
        }
        var free = Set<UInt32>()
        var candidates = Set<UInt32>()
        for row in rows { candidates.formUnion(row.symbols) }
        for symbol in candidates where kinds[Int(symbol)] != .dummy && !inObjective.contains(symbol) {
            if kinds[Int(symbol)] == .external {
                free.insert(symbol)
                continue
            }
            // A restricted symbol may only increase from 0: it is free unless a row whose
            // restricted basic is at 0 would go negative (a degenerate row blocks it).
            var blocked = false
            for (index, row) in rows.enumerated() where kinds[Int(basics[index])] != .external {
                let coefficient = row.coefficient(of: symbol)
                if coefficient < -Tolerance.coefficient && row.constant <= Tolerance.feasibility {
                    blocked = true
                    break
                }
            }
            if !blocked { free.insert(symbol) }
        }
        return free
    }
}
