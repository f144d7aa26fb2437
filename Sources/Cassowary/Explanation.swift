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
        let byMarker = constraintsByMarker(requiredOnly: true)
        return row.symbols.sorted().compactMap { byMarker[$0] }
    }

    /// A minimal set of required constraints in the solver that conflicts with `rejected`.
    ///
    /// `superset` is a conflicting set read off the failed attempt (the constraints whose
    /// markers appear in the infeasibility certificate). A deletion filter then drops every
    /// member whose removal keeps the set infeasible, testing each candidate on a scratch
    /// solver that holds only the candidates; what remains is irreducible. This runs only on
    /// the error path, and not at all when `options.explainConflicts` is off.
    func explain(_ rejected: Constraint, superset: [Constraint]) -> [Constraint] {
        guard options.explainConflicts else { return [] }
        var set = superset.filter { $0 !== rejected }
        if isFeasible(set + [rejected]) {
            // The certificate was not enough on its own (it never should be): use everything.
            set = tags.values.map(\.0).filter(\.isRequired).sorted { marker(of: $0) < marker(of: $1) }
            if isFeasible(set + [rejected]) { return [] }
        }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if isFeasible(trial + [rejected]) {
                index += 1
            } else {
                set = trial
            }
        }
        return set
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
        for _ in 0..<variableSymbol.count { _ = scratch.makeVariable() }
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
