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
        let definedAmbiguous = liveDefinitions == 0 ? [] : ambiguousDefinitions(free)
        var result: [Variable] = []
        for id in 0..<variableSymbol.count {
            let symbol = variableSymbol[id]
            let row = rowOfSymbol[Int(symbol)]
            let ambiguous: Bool
            if isDefined(symbol) {
                ambiguous = definedAmbiguous[Int(definitionOf[Int(symbol)])]
            } else if row < 0 {
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
        let symbol = variableSymbol[variable.id]
        let symbols: [UInt32]
        if isDefined(symbol) {
            var scratch = ExpansionScratch()
            let row = definitions[Int(definitionOf[Int(symbol)])].row
            symbols = expand(row.symbols, row.coefficients, scratch: &scratch).symbols
        } else if rowOfSymbol[Int(symbol)] >= 0 {
            symbols = rows[Int(rowOfSymbol[Int(symbol)])].symbols
        } else {
            return []
        }
        let byMarker = constraintsByMarker(requiredOnly: false, includingErrors: true)
        var seen = Set<ObjectIdentifier>()
        return symbols.compactMap { byMarker[$0] }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Whether each definition's variable moves along some free symbol. Written out, a defined
    /// variable's row can hold as many symbols as the chain it ends (quadratic to build for
    /// all of them), so instead two directions, with a pseudo-random positive weight per free
    /// symbol, are pushed through the rows and definitions in dependency order: a variable
    /// whose written-out row holds a free symbol moves along both unless the weights happen to
    /// cancel exactly (a set of measure zero), one without stays put up to rounding, which is
    /// judged against the sum of the magnitudes that met.
    func ambiguousDefinitions(_ free: Set<UInt32>) -> [Bool] {
        func weight(_ symbol: UInt32, _ seed: UInt64) -> Double {
            var z = UInt64(symbol) &+ seed &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return 1 + Double(z >> 11) * 0x1p-53
        }
        typealias Motion = (move: SIMD2<Double>, size: SIMD2<Double>)
        var rowMotion: [UInt32: Motion] = [:]
        var motion = [Motion](repeating: (.zero, .zero), count: definitions.count)
        func of(_ symbol: UInt32) -> Motion {
            if free.contains(symbol) {
                let r = SIMD2(weight(symbol, 1), weight(symbol, 2))
                return (r, r)
            }
            let d = definitionOf[Int(symbol)]
            if d >= 0 { return motion[Int(d)] }
            let index = rowOfSymbol[Int(symbol)]
            guard index >= 0 else { return (.zero, .zero) }
            if let known = rowMotion[symbol] { return known }
            var total: Motion = (.zero, .zero)
            let row = rows[Int(index)]
            for (j, t) in row.symbols.enumerated() where free.contains(t) {
                let r = SIMD2(weight(t, 1), weight(t, 2))
                total.move += row.coefficients[j] * r
                total.size += abs(row.coefficients[j]) * r
            }
            rowMotion[symbol] = total
            return total
        }
        var ambiguous = [Bool](repeating: false, count: definitions.count)
        for (i, definition) in definitions.enumerated() where definition.symbol != UInt32.max {
            var total: Motion = (.zero, .zero)
            for (j, symbol) in definition.row.symbols.enumerated() {
                let m = of(symbol)
                total.move += definition.row.coefficients[j] * m.move
                total.size += abs(definition.row.coefficients[j]) * m.size
            }
            motion[i] = total
            let limit = 1e-9 * max(1, max(total.size.x, total.size.y))
            ambiguous[i] = abs(total.move.x) > limit || abs(total.move.y) > limit
        }
        return ambiguous
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
        for definition in definitions { candidates.formUnion(definition.row.symbols) }
        for symbol in candidates where kinds[Int(symbol)] != .dummy && !inObjective.contains(symbol)
            && rowOfSymbol[Int(symbol)] < 0 && !isDefined(symbol) {
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
