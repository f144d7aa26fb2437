/// Definitions: variables the solver keeps out of the tableau.
///
/// A required constraint that mentions a variable no row, objective or other definition holds
/// yet (`x[i+1] == x[i] + w[i] + 8` when `x[i+1]` is new) would make that variable basic, and
/// Cassowary writes a basic row in parametric symbols only: the new row is the old rows
/// substituted into it. Along a chain every row then holds every earlier symbol (`x[i] = 8 +
/// Σ_{j<i} (w[j] + 8)`, with each `w[j]` in its own symbols): Θ(n²) entries whatever the pivot
/// rule, so a chain of 10,000 views took tens of seconds.
///
/// Such a constraint is kept instead as a *definition*, `x = row` with the row exactly as the
/// constraint reads (its variables, basic or not, and its own slack or dummy), as
/// ConstraintLayout solves chains along their dependencies. It is the same tableau, written
/// lazily: the subject is the one Cassowary would choose (the new variable, which its subject
/// rule prefers as it is in no row), nothing pivots, and every later optimum is an optimum of
/// the eager tableau (`DefinitionTests` compares the two operation by operation: values,
/// errors per level, ambiguity and conflicts). Only tie-breaks that prefer a symbol in fewer
/// rows count a definition as one row where the eager tableau has one per variable depending
/// on it, so an ambiguous layout may settle at another of its solutions. A definition
/// is expanded (substituted down to parametric symbols) only where the tableau needs it written
/// out: in a later constraint's row that mentions `x`, and when the defining constraint is
/// removed (then `x` becomes an ordinary basic row first).
///
/// Definitions are kept in creation order, which is an order of dependency: a definition only
/// mentions variables that existed when it was made, and a variable is defined only before
/// anything mentions it. Values are cached per definition and recomputed in that order when
/// something they depend on moves (`touch` marks the dependents stale).
extension Solver {
    struct Definition {
        /// The defined variable's symbol (`UInt32.max` once the definition is removed).
        var symbol: UInt32
        /// `symbol = row`, in the constraint's own symbols.
        var row: Row
        /// The defining constraint's marker (its slack or dummy).
        var marker: UInt32
        /// The value when `stale` is false.
        var value: Double = 0
        var stale = true
    }

    /// Scratch storage for expansions, kept between them (dense, indexed by symbol and by
    /// definition, reset after use).
    struct ExpansionScratch {
        var sum = SymbolSum()
        var factors = DenseFactors()
        var heap: [Int32] = []
    }

    /// A sum of symbols with coefficients, dense by symbol, emptied as it is read out.
    struct SymbolSum {
        var coefficient: [Double] = []
        var present: [Bool] = []
        var touched: [UInt32] = []

        mutating func reserve(symbols count: Int) {
            guard coefficient.count < count else { return }
            coefficient.append(contentsOf: repeatElement(0, count: count - coefficient.count))
            present.append(contentsOf: repeatElement(false, count: count - present.count))
        }

        @inline(__always)
        mutating func add(_ symbol: UInt32, _ c: Double) {
            let s = Int(symbol)
            if !present[s] {
                present[s] = true
                touched.append(symbol)
            }
            coefficient[s] += c
        }

        /// The sum as a row (symbols in order, zero coefficients left out); empties the sum.
        mutating func takeRow(constant: Double) -> Row {
            touched.sort()
            var result = Row(constant: constant)
            result.symbols.reserveCapacity(touched.count)
            result.coefficients.reserveCapacity(touched.count)
            for symbol in touched {
                let s = Int(symbol)
                let c = coefficient[s]
                if !Tolerance.isZero(c) {
                    result.symbols.append(symbol)
                    result.coefficients.append(c)
                }
                coefficient[s] = 0
                present[s] = false
            }
            touched.removeAll(keepingCapacity: true)
            return result
        }
    }

    /// Factors by definition index in dense arrays, for expansions (kept between them).
    struct DenseFactors: DefinitionFactors {
        var factor: [Double] = []
        var queued: [Bool] = []

        mutating func reserve(definitions count: Int) {
            guard factor.count < count else { return }
            factor.append(contentsOf: repeatElement(0, count: count - factor.count))
            queued.append(contentsOf: repeatElement(false, count: count - queued.count))
        }

        @inline(__always)
        mutating func add(_ c: Double, to index: Int32) -> Bool {
            factor[Int(index)] += c
            guard !queued[Int(index)] else { return false }
            queued[Int(index)] = true
            return true
        }

        @inline(__always)
        mutating func take(_ index: Int32) -> Double {
            let f = factor[Int(index)]
            factor[Int(index)] = 0
            queued[Int(index)] = false
            return f
        }
    }

    /// Factors in a dictionary, for a walk that reaches few definitions and keeps nothing.
    struct SparseFactors: DefinitionFactors {
        var factor: [Int32: Double] = [:]

        mutating func add(_ c: Double, to index: Int32) -> Bool {
            if let old = factor[index] {
                factor[index] = old + c
                return false
            }
            factor[index] = c
            return true
        }

        mutating func take(_ index: Int32) -> Double { factor.removeValue(forKey: index) ?? 0 }
    }

    @inline(__always)
    func isDefined(_ symbol: UInt32) -> Bool { definitionOf[Int(symbol)] >= 0 }

    /// The symbol of `constraint` (required) to define, if any: the newest variable no row,
    /// objective or definition mentions, with a coefficient that does not cancel. That is the
    /// variable `chooseSubject` would make basic (a symbol in no row is the cheapest subject,
    /// the newest on a tie), so the basis is the one the eager tableau would have.
    func definableSubject(_ constraint: Constraint) -> UInt32? {
        var best: UInt32?
        for term in constraint.expression.terms {
            let symbol = variableSymbol[term.variable.id]
            let s = Int(symbol)
            guard best.map({ symbol > $0 }) ?? true, rowOfSymbol[s] < 0, definitionOf[s] < 0,
                  columns[s].isEmpty, dependents[s].isEmpty,
                  !objectives.contains(where: { $0.coefficient(of: symbol) != 0 }) else { continue }
            var total = 0.0
            for other in constraint.expression.terms where other.variable.id == term.variable.id { total += other.coefficient }
            if !Tolerance.isZero(total) { best = symbol }
        }
        return best
    }

    /// Adds required `constraint` as the definition of `subject`; returns its tag.
    mutating func addDefinition(_ constraint: Constraint, subject: UInt32) -> Tag {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Tolerance.isZero(term.coefficient) {
            row.insert(variableSymbol[term.variable.id], term.coefficient)
        }
        let marker: UInt32
        switch constraint.relation {
        case .lessThanOrEqual:
            marker = newSymbol(.slack)
            row.insert(marker, 1)
        case .greaterThanOrEqual:
            marker = newSymbol(.slack)
            row.insert(marker, -1)
        case .equal:
            marker = newSymbol(.dummy)
            row.insert(marker, 1)
        }
        row.solve(for: subject)
        let index = Int32(definitions.count)
        definitions.append(Definition(symbol: subject, row: row, marker: marker))
        definitionOf[Int(subject)] = index
        for symbol in row.symbols { dependents[Int(symbol)].append(subject) }
        staleDefinitions.append(index)
        liveDefinitions += 1
        touch(subject)
        return Tag(marker: marker, other: nil)
    }

    /// The defined variable whose definition `marker` belongs to, if any.
    func definition(markedBy marker: UInt32) -> UInt32? {
        guard let subject = dependents[Int(marker)].first else { return nil }
        let index = definitionOf[Int(subject)]
        return index >= 0 && definitions[Int(index)].marker == marker ? subject : nil
    }

    /// Turns the definition of `subject` into an ordinary basic row (before its constraint is
    /// removed): the row written out in parametric symbols, as the eager tableau holds it.
    mutating func materialize(_ subject: UInt32) {
        let index = Int(definitionOf[Int(subject)])
        let definition = definitions[index]
        var row = Row(constant: definition.row.constant)
        row.add(expanded(definition.row.symbols, definition.row.coefficients), times: 1)
        for symbol in definition.row.symbols {
            if let position = dependents[Int(symbol)].lastIndex(of: subject) {
                dependents[Int(symbol)].swapAt(position, dependents[Int(symbol)].count - 1)
                dependents[Int(symbol)].removeLast()
            }
        }
        definitions[index] = Definition(symbol: UInt32.max, row: Row(), marker: UInt32.max, stale: false)
        definitionOf[Int(subject)] = -1
        liveDefinitions -= 1
        appendRow(row, basic: subject)
        compactDefinitions()
    }

    /// Drops removed definitions once they outnumber the live ones.
    mutating func compactDefinitions() {
        guard definitions.count > 64, liveDefinitions * 2 < definitions.count else { return }
        var remap = [Int32](repeating: -1, count: definitions.count)
        var kept: [Definition] = []
        kept.reserveCapacity(liveDefinitions)
        for (index, definition) in definitions.enumerated() where definition.symbol != UInt32.max {
            remap[index] = Int32(kept.count)
            definitionOf[Int(definition.symbol)] = Int32(kept.count)
            kept.append(definition)
        }
        definitions = kept
        staleDefinitions = staleDefinitions.compactMap { remap[Int($0)] >= 0 ? remap[Int($0)] : nil }
        expansionScratch.factors = DenseFactors()
    }

    /// `Σ coefficients[i]·symbols[i]` written in parametric symbols: defined variables expanded
    /// (each definition once, newest first, so a variable reached along several paths costs
    /// one visit) and basic symbols replaced by their rows. The constant is included.
    mutating func expanded(_ symbols: [UInt32], _ coefficients: [Double]) -> Row {
        var scratch = expansionScratch
        expansionScratch = ExpansionScratch()
        let row = expand(symbols, coefficients, scratch: &scratch)
        expansionScratch = scratch
        return row
    }

    /// `expanded` with caller-owned scratch storage (non-mutating queries pass their own).
    func expand(_ symbols: [UInt32], _ coefficients: [Double], scratch: inout ExpansionScratch) -> Row {
        var sum = scratch.sum
        scratch.sum = SymbolSum()
        sum.reserve(symbols: kinds.count)
        scratch.factors.reserve(definitions: definitions.count)
        var constant = 0.0
        let defined = pushDown(symbols, coefficients, &scratch.factors, &scratch.heap, descends: { _ in true }) { symbol, c in
            let index = rowOfSymbol[Int(symbol)]
            guard index >= 0 else { return sum.add(symbol, c) }
            let row = rows[Int(index)]
            constant += c * row.constant
            for (j, t) in row.symbols.enumerated() { sum.add(t, c * row.coefficients[j]) }
        }
        let result = sum.takeRow(constant: constant + defined)
        scratch.sum = sum
        return result
    }

    /// Pushes `Σ coefficients[i]·symbols[i]` down the definitions, newest first: each definition
    /// `descends` accepts is replaced by its row once, with the sum of the factors of every path
    /// that reaches it (a variable reached along several paths costs one visit); every other
    /// symbol met goes to `leaf` with its coefficient on that path. Returns the sum of the
    /// replaced rows' constants times their factors. (A definition mentions only older symbols,
    /// so newest first reaches each after everything that mentions it.)
    func pushDown<Factors: DefinitionFactors>(
        _ symbols: [UInt32], _ coefficients: [Double], _ factors: inout Factors, _ heap: inout [Int32],
        descends: (Int32) -> Bool, leaf: (UInt32, Double) -> Void
    ) -> Double {
        func visit(_ symbol: UInt32, _ c: Double) {
            let index = definitionOf[Int(symbol)]
            if index >= 0 && descends(index) {
                if factors.add(c, to: index) { Self.heapPush(&heap, index) }
            } else {
                leaf(symbol, c)
            }
        }
        for (i, symbol) in symbols.enumerated() { visit(symbol, coefficients[i]) }
        var constant = 0.0
        while let index = Self.heapPop(&heap) {
            let factor = factors.take(index)
            let row = definitions[Int(index)].row
            constant += factor * row.constant
            for (j, symbol) in row.symbols.enumerated() { visit(symbol, factor * row.coefficients[j]) }
        }
        return constant
    }

    static func heapPush(_ heap: inout [Int32], _ value: Int32) {
        heap.append(value)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The largest element, removed.
    static func heapPop(_ heap: inout [Int32]) -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < heap.count && heap[left] > heap[largest] { largest = left }
            if right < heap.count && heap[right] > heap[largest] { largest = right }
            guard largest != parent else { return top }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }

    // MARK: Values

    /// Marks every definition that depends on `symbol` stale (and its variable changed, for
    /// `changes()`), transitively; stops where both marks are already set.
    mutating func markDependentsStale(of symbol: UInt32) {
        var stack: [UInt32] = [symbol]
        while let next = stack.popLast() {
            for subject in dependents[Int(next)] {
                let index = Int(definitionOf[Int(subject)])
                let variable = Int(symbolVariable[Int(subject)])
                guard !definitions[index].stale || !isDirty[variable] else { continue }
                if !definitions[index].stale {
                    definitions[index].stale = true
                    staleDefinitions.append(Int32(index))
                }
                if !isDirty[variable] {
                    isDirty[variable] = true
                    dirtyVariables.append(Int32(variable))
                }
                stack.append(subject)
            }
        }
    }

    /// The current value of a symbol that is not defined, or of a defined one whose cache is fresh.
    @inline(__always)
    func plainValue(_ symbol: UInt32) -> Double {
        let s = Int(symbol)
        let row = rowOfSymbol[s]
        if row >= 0 { return rows[Int(row)].constant }
        let index = definitionOf[s]
        return index >= 0 ? definitions[Int(index)].value : 0
    }

    /// Recomputes the stale definitions' values, in dependency order.
    mutating func refreshDefinitions() {
        guard !staleDefinitions.isEmpty else { return }
        staleDefinitions.sort()
        for index in staleDefinitions {
            let i = Int(index)
            guard definitions[i].stale else { continue }
            let value = evaluate(i) { definitions[$0].value }
            definitions[i].value = value
            definitions[i].stale = false
        }
        staleDefinitions.removeAll(keepingCapacity: true)
    }

    /// Definition `i`'s value from its row: a defined symbol's value is `defined(its index)`
    /// (the caller's, computed already for every older definition), any other is read.
    @inline(__always)
    func evaluate(_ i: Int, defined: (Int) -> Double) -> Double {
        let row = definitions[i].row
        var value = row.constant
        for (j, symbol) in row.symbols.enumerated() {
            let d = definitionOf[Int(symbol)]
            value += row.coefficients[j] * (d >= 0 ? defined(Int(d)) : plainValue(symbol))
        }
        return value
    }

    /// The value of defined `symbol` without refreshing the cache: its stale dependencies are
    /// pushed down (each once), fresh ones read.
    func definedValue(_ symbol: UInt32) -> Double {
        let top = Int(definitionOf[Int(symbol)])
        guard definitions[top].stale else { return definitions[top].value }
        var factors = SparseFactors()
        var heap: [Int32] = []
        var read = 0.0
        let constants = pushDown([symbol], [1], &factors, &heap, descends: { definitions[Int($0)].stale }) { s, c in
            read += c * plainValue(s)
        }
        return constants + read
    }

    /// Every defined symbol's value, by definition index (stale ones computed, in order).
    func definitionValues() -> [Double] {
        var values = definitions.map(\.value)
        for i in definitions.indices where definitions[i].stale {
            let value = evaluate(i) { values[$0] }
            values[i] = value
        }
        return values
    }
}

/// Where `Solver.pushDown` keeps the factor of each definition it has reached and not yet replaced.
protocol DefinitionFactors {
    /// Adds `c` to definition `index`'s factor; true when the definition was not queued.
    mutating func add(_ c: Double, to index: Int32) -> Bool
    /// Definition `index`'s factor, taken out (it is no longer queued).
    mutating func take(_ index: Int32) -> Double
}
