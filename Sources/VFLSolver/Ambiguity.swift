extension Solver {
    /// The variables whose values the constraints do not determine uniquely: moving them
    /// leaves every required constraint satisfied and every priority level's error unchanged.
    ///
    /// That covers a variable no constraint pins down (a view with no width), and ties between
    /// equal non-required priorities (`x == 10 @500` and `x == 20 @500` leave x anywhere in
    /// between). It is computed on demand from the optimal tableau: only non-basic symbols with
    /// a zero reduced cost at every level can move (`optimalFace`); a variable is ambiguous when
    /// it is itself non-basic, when its row holds such a symbol that can move alone, or when
    /// moving several together (restricted rows at 0 permitting) moves it (`FaceProgramme`, asked
    /// only where a degenerate row blocks a single one). The answer does not depend on which
    /// of the optimal bases the solver holds.
    public func ambiguousVariables() -> [Variable] {
        let face = optimalFace()
        let blocked = face.movable.count > face.free.count
        let definedFree = liveDefinitions == 0 ? [] : definitionsMoving(along: face.free)
        let definedMovable = liveDefinitions == 0 || !blocked ? [] : definitionsMoving(along: face.movable)
        var scratch = ExpansionScratch()
        var programme: FaceProgramme?
        func movesOnFace(_ row: Row) -> Bool {
            if programme == nil { programme = FaceProgramme(self, face) }
            return programme!.moves(row)
        }
        var result: [Variable] = []
        for id in 0..<variableSymbol.count {
            let symbol = variableSymbol[id]
            let row = rowOfSymbol[Int(symbol)]
            let ambiguous: Bool
            if isDefined(symbol) {
                let index = Int(definitionOf[Int(symbol)])
                if definedFree[index] {
                    ambiguous = true
                } else if blocked && definedMovable[index] {
                    let definition = definitions[index].row
                    ambiguous = movesOnFace(expand(definition.symbols, definition.coefficients, scratch: &scratch))
                } else {
                    ambiguous = false
                }
            } else if row < 0 {
                ambiguous = true
            } else if rows[Int(row)].symbols.contains(where: face.free.contains) {
                ambiguous = true
            } else {
                ambiguous = blocked && rows[Int(row)].symbols.contains(where: face.movable.contains) && movesOnFace(rows[Int(row)])
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

    /// Whether each definition's variable moves along some symbol of `free`. Written out, a defined
    /// variable's row can hold as many symbols as the chain it ends (quadratic to build for
    /// all of them), so instead two directions, with a pseudo-random positive weight per free
    /// symbol, are pushed through the rows and definitions in dependency order: a variable
    /// whose written-out row holds a free symbol moves along both unless the weights happen to
    /// cancel exactly (a set of measure zero), one without stays put up to rounding, which is
    /// judged against the sum of the magnitudes that met.
    func definitionsMoving(along free: Set<UInt32>) -> [Bool] {
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

    /// Where the optimum can move: the symbols with a zero reduced cost at every level (the
    /// only ones that can move without raising some level's error), the restricted rows at 0
    /// that limit them (degenerate rows), and those of the symbols that can move on their own.
    struct Face {
        var movable: Set<UInt32> = []
        var free: Set<UInt32> = []
        var degenerate: [Int] = []
    }

    /// The optimal face around the current solution (see `Face`), in one pass over the rows.
    func optimalFace() -> Face {
        var inObjective = Set<UInt32>()
        for objective in objectives {
            for (i, symbol) in objective.symbols.enumerated() where abs(objective.coefficients[i]) > Tolerance.objective {
                inObjective.insert(symbol)
            }
        }
        var face = Face()
        for row in rows { face.movable.formUnion(row.symbols) }
        for definition in definitions { face.movable.formUnion(definition.row.symbols) }
        face.movable = face.movable.filter {
            kinds[Int($0)] != .dummy && !inObjective.contains($0) && rowOfSymbol[Int($0)] < 0 && !isDefined($0)
        }
        // A restricted symbol may only increase from 0, an external one either way; a restricted
        // row at 0 must not go negative. A symbol moves alone unless such a row holds it with a
        // negative coefficient (an external one: unless rows hold it with both signs).
        var negative = Set<UInt32>(), positive = Set<UInt32>()
        for (index, row) in rows.enumerated() where kinds[Int(basics[index])] != .external && row.constant <= Tolerance.feasibility {
            var touches = false
            for (j, symbol) in row.symbols.enumerated() where face.movable.contains(symbol) {
                touches = true
                if row.coefficients[j] < -Tolerance.coefficient { negative.insert(symbol) }
                if row.coefficients[j] > Tolerance.coefficient { positive.insert(symbol) }
            }
            if touches { face.degenerate.append(index) }
        }
        face.free = face.movable.filter {
            kinds[Int($0)] == .external ? !(negative.contains($0) && positive.contains($0)) : !negative.contains($0)
        }
        return face
    }

    /// The optimal face as a small linear programme on a scratch solver: a variable per movable
    /// symbol (its direction: restricted ones up, external ones either way, each by at most 1)
    /// and the degenerate rows, which must not go negative, as constraints. Built once per
    /// ambiguity query, only where a degenerate row blocks a single symbol's move, then asked
    /// about each row in question.
    struct FaceProgramme {
        private var lp: Solver
        private var direction: [UInt32: Variable] = [:]
        private let movable: Set<UInt32>
        private let kinds: [Kind]

        init(_ solver: Solver, _ face: Face) {
            var options = Options()
            options.explainConflicts = false
            lp = Solver(options: options)
            movable = face.movable
            kinds = solver.kinds
            for index in face.degenerate {
                let limit = solver.rows[index]
                var terms: [Term] = []
                for (j, symbol) in limit.symbols.enumerated() where movable.contains(symbol) {
                    terms.append(Term(variable(symbol), limit.coefficients[j]))
                }
                try? lp.add(Constraint(Expression(terms), .greaterThanOrEqual))
            }
        }

        private mutating func variable(_ symbol: UInt32) -> Variable {
            if let known = direction[symbol] { return known }
            let v = lp.makeVariable()
            direction[symbol] = v
            let lowest = kinds[Int(symbol)] == .external ? -1.0 : 0
            try? lp.add(Constraint(Expression([Term(v)], constant: -lowest), .greaterThanOrEqual))
            try? lp.add(Constraint(Expression([Term(v)], constant: -1), .lessThanOrEqual))
            return v
        }

        /// Whether the quantity `row` (in parametric symbols) changes along some direction of
        /// the face: the row maximised and minimised over it. Single symbols that move alone are
        /// checked before this is asked; this settles the rest exactly.
        mutating func moves(_ row: Row) -> Bool {
            var target: [Term] = []
            for (j, symbol) in row.symbols.enumerated() where movable.contains(symbol) {
                target.append(Term(variable(symbol), row.coefficients[j]))
            }
            guard !target.isEmpty else { return false }
            for sign in [1.0, -1.0] {
                let terms = target.map { Term($0.variable, sign * $0.coefficient) }
                let goal = Constraint(Expression(terms, constant: -1), .greaterThanOrEqual, priority: 1)
                guard (try? lp.add(goal)) != nil else { continue }
                var moved = 0.0
                for term in terms { moved += term.coefficient * lp.value(of: term.variable) }
                try? lp.remove(goal)
                if moved > 1e-7 { return true }
            }
            return false
        }
    }
}
