extension Solver {
    /// The constraint each marker symbol belongs to (both symbols of a non-required constraint
    /// with `includingErrors`). Built on demand: only error paths and debug queries need it.
    func constraintsByMarker(requiredOnly: Bool, includingErrors: Bool = false) -> [UInt32: Constraint] {
        var byMarker: [UInt32: Constraint] = [:]
        for (constraint, tag) in tags.values where !requiredOnly || constraint.isRequired {
            byMarker[tag.marker] = constraint
            if includingErrors, let other = tag.other { byMarker[other] = constraint }
        }
        return byMarker
    }

    /// The required constraints whose marker symbols appear in `row`, in the order they were added.
    func constraints(markedIn row: Row) -> [Constraint] {
        row.symbols.sorted().compactMap { symbol in markerOwner[Int(symbol)].flatMap { $0.isRequired ? $0 : nil } }
    }

    /// A minimal set of required constraints in the solver that conflicts with `rejected`.
    ///
    /// `superset` is a conflicting set read off the failed attempt (the constraints whose
    /// markers appear in the infeasibility certificate). QuickXplain (Junker, 2004) then narrows
    /// it, testing halves on scratch solvers that hold only the candidates: O(k log(n/k))
    /// tests for k conflicting constraints among n, where dropping one candidate at a time takes
    /// n (and made linting thousands of conflicting formats in one scope quadratic). The result
    /// is irreducible and the same set the one-at-a-time filter keeps: of the minimal sets, the
    /// one whose members were added latest. This runs only on the error path, and not at all
    /// when `options.explainConflicts` is off.
    func explain(_ rejected: Constraint, superset: [Constraint]) -> [Constraint] {
        guard options.explainConflicts else { return [] }
        var set = superset.filter { $0 !== rejected }
        if isFeasible(set + [rejected]) {
            // The certificate was not enough on its own (it never should be): use everything.
            set = tags.values.map(\.0).filter(\.isRequired).sorted { marker(of: $0) < marker(of: $1) }
            if isFeasible(set + [rejected]) { return [] }
        }
        // Latest first: QuickXplain keeps the earliest members of its list it can.
        let conflict = quickXplain(background: [rejected], changed: true, Array(set.reversed())[...])
        return conflict.reversed()
    }

    /// The members of `candidates` that, with `background`, form the preferred minimal
    /// infeasible set (earliest candidates kept first). `changed` says whether the background
    /// grew since the caller last tested it.
    func quickXplain(background: [Constraint], changed: Bool, _ candidates: ArraySlice<Constraint>) -> [Constraint] {
        if candidates.isEmpty || changed && !isFeasible(background) { return [] }
        if candidates.count == 1 { return [candidates[candidates.startIndex]] }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle], second = candidates[middle...]
        let fromSecond = quickXplain(background: background + first, changed: !first.isEmpty, second)
        let fromFirst = quickXplain(background: background + fromSecond, changed: !fromSecond.isEmpty, first)
        return fromFirst + fromSecond
    }

    func marker(of constraint: Constraint) -> UInt32 {
        tags[ObjectIdentifier(constraint)]?.1.marker ?? UInt32.max
    }

    /// Whether the required constraints `list` can all hold, on a scratch solver.
    func isFeasible(_ list: [Constraint]) -> Bool {
        var options = Options()
        options.explainConflicts = false
        var scratch = Solver(options: options)
        scratch.identity = identity   // the same variables, by index
        scratch.reserveVariables(variableSymbol.count)
        for constraint in list {
            do {
                try scratch.add(constraint)
            } catch {
                return false
            }
        }
        return true
    }
}
