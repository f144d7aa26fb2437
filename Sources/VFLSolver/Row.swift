/// Row is a sparse linear form `constant + Σ coefficient·symbol`, stored as two parallel arrays
/// sorted by symbol index. A tableau row reads `basic = row`; the objective rows read
/// `objective(level) = row`.
struct Row {
    var symbols: [UInt32] = []
    var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: UInt32) -> (Int, Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let value = symbols[mid]
            if value == symbol { return (mid, true) }
            if value < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (zero if absent).
    @inline(__always)
    func coefficient(of symbol: UInt32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient·symbol`, dropping the term if it cancels.
    mutating func insert(_ symbol: UInt32, _ coefficient: Double) {
        var ignored = SymbolChanges(tracking: false)
        insert(symbol, coefficient, changes: &ignored)
    }

    /// Adds `factor·other` (constant included) in one linear merge.
    mutating func add(_ other: Row, times factor: Double) {
        var ignored = SymbolChanges(tracking: false)
        add(other, times: factor, changes: &ignored)
    }

    /// Adds `factor·other` in one linear merge, recording symbols that appear in or vanish
    /// from this row (for the tableau's column index).
    mutating func add(_ other: Row, times factor: Double, changes: inout SymbolChanges) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        if other.symbols.count == 1 || other.symbols.count * 8 < symbols.count {
            // A short row into a long one: inserting in place (a binary search and a memmove
            // each) beats copying the long row through a merge.
            for j in other.symbols.indices {
                insert(other.symbols[j], other.coefficients[j] * factor, changes: &changes)
            }
            return
        }
        // Merge into the scratch arrays (reused between merges), then swap them in: the row's
        // old arrays become the next merge's scratch, so long rows are not reallocated each time.
        changes.mergedSymbols.removeAll(keepingCapacity: true)
        changes.mergedCoefficients.removeAll(keepingCapacity: true)
        changes.mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        changes.mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        let count = symbols.count, otherCount = other.symbols.count
        while i < count || j < otherCount {
            let a = i < count ? symbols[i] : UInt32.max
            let b = j < otherCount ? other.symbols[j] : UInt32.max
            if a == b {
                let value = coefficients[i] + other.coefficients[j] * factor
                if Tolerance.isZero(value) {
                    if changes.tracking { changes.removed.append(a) }
                } else {
                    changes.mergedSymbols.append(a)
                    changes.mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            } else if a < b {
                changes.mergedSymbols.append(a)
                changes.mergedCoefficients.append(coefficients[i])
                i += 1
            } else {
                let value = other.coefficients[j] * factor
                if !Tolerance.isZero(value) {
                    changes.mergedSymbols.append(b)
                    changes.mergedCoefficients.append(value)
                    if changes.tracking { changes.added.append(b) }
                }
                j += 1
            }
        }
        swap(&symbols, &changes.mergedSymbols)
        swap(&coefficients, &changes.mergedCoefficients)
    }

    /// `insert` that records whether the symbol appeared or vanished.
    mutating func insert(_ symbol: UInt32, _ coefficient: Double, changes: inout SymbolChanges) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Tolerance.isZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                if changes.tracking { changes.removed.append(symbol) }
            } else {
                coefficients[index] = sum
            }
        } else if !Tolerance.isZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
            if changes.tracking { changes.added.append(symbol) }
        }
    }

    /// Removes `symbol` and returns its coefficient (zero if absent).
    @discardableResult
    mutating func remove(_ symbol: UInt32) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Multiplies the row by -1.
    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `0 = row` as `symbol = row'`: the symbol leaves the row, the rest is divided by
    /// minus its coefficient.
    mutating func solve(for symbol: UInt32) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Rewrites `lhs = row` (with `rhs` in the row) as `rhs = row'`.
    mutating func solve(for rhs: UInt32, replacing lhs: UInt32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the symbol's definition), if the symbol occurs here.
    /// Returns whether the row changed.
    @discardableResult
    mutating func substitute(_ symbol: UInt32, with row: Row) -> Bool {
        var ignored = SymbolChanges(tracking: false)
        return substitute(symbol, with: row, changes: &ignored)
    }

    /// `substitute` recording the symbols that appear or vanish (the substituted one included).
    @discardableResult
    mutating func substitute(_ symbol: UInt32, with row: Row, changes: inout SymbolChanges) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        if changes.tracking { changes.removed.append(symbol) }
        add(row, times: coefficient, changes: &changes)
        return true
    }
}

/// SymbolChanges collects the symbols a row operation added to or removed from a row.
struct SymbolChanges {
    var tracking: Bool
    var added: [UInt32] = []
    var removed: [UInt32] = []
    /// Scratch storage for merges, kept between them.
    var mergedSymbols: [UInt32] = []
    var mergedCoefficients: [Double] = []

    mutating func reset() {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
    }
}
