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
    /// markers appear in the infeasibility certificate). A deletion filter narrows it on one
    /// incremental scratch solver that holds the candidates: each, earliest first, is taken out,
    /// and stays out when `rejected` still cannot be added without it. That is one removal and
    /// one attempt per candidate, each costing about what adding a constraint costs, so
    /// explaining a conflict of k members grows like k times the cost of an addition, not like
    /// the k scratch solvers a divide-and-conquer search builds. The result is irreducible: of
    /// the minimal sets, the one whose members were added latest. A set of more than
    /// `options.explanationLimit` candidates is given as it is, marked as not minimal. This runs
    /// only on the error path, and gives an empty set when `options.explainConflicts` is off.
    func explain(_ rejected: Constraint, superset: [Constraint]) -> Conflict<Constraint> {
        guard options.explainConflicts else { return Conflict(broken: rejected, conflicting: []) }
        let set = superset.filter { $0 !== rejected }
        if set.count > options.explanationLimit { return Conflict(broken: rejected, conflicting: set, isMinimal: false) }
        if let conflict = deletionFilter(rejected, set) { return Conflict(broken: rejected, conflicting: conflict) }
        // The certificate was not enough on its own (it never should be): use everything.
        let all = tags.values.map(\.0).filter { $0.isRequired && $0 !== rejected }.sorted { marker(of: $0) < marker(of: $1) }
        if all.count > options.explanationLimit { return Conflict(broken: rejected, conflicting: all, isMinimal: false) }
        return Conflict(broken: rejected, conflicting: deletionFilter(rejected, all) ?? [])
    }

    /// The members of `candidates` (constraints of this solver, in the order they were added)
    /// that a deletion filter keeps: a minimal set that `rejected` conflicts with. Nil when
    /// `rejected` can hold with all of them.
    func deletionFilter(_ rejected: Constraint, _ candidates: [Constraint]) -> [Constraint]? {
        var scratch = scratchSolver()
        for constraint in candidates {
            // They all hold together in this solver; a refusal here would be a solver bug.
            guard (try? scratch.add(constraint)) != nil else { return nil }
        }
        if (try? scratch.add(rejected)) != nil { return nil }
        var kept: [Constraint] = []
        for constraint in candidates {
            guard (try? scratch.remove(constraint)) != nil else { return nil }
            if (try? scratch.add(rejected)) != nil {
                // Without it `rejected` holds: it is part of the conflict.
                guard (try? scratch.remove(rejected)) != nil, (try? scratch.add(constraint)) != nil else { return nil }
                kept.append(constraint)
            }
        }
        return kept
    }

    /// An empty solver over this one's variables (by index), explaining nothing.
    func scratchSolver() -> Solver {
        var options = Options()
        options.explainConflicts = false
        var scratch = Solver(options: options)
        scratch.identity = identity
        scratch.reserveVariables(variableSymbol.count)
        return scratch
    }

    func marker(of constraint: Constraint) -> UInt32 {
        tags[ObjectIdentifier(constraint)]?.1.marker ?? UInt32.max
    }

    /// Whether the required constraints `list` can all hold, on a scratch solver.
    func isFeasible(_ list: [Constraint]) -> Bool {
        var scratch = scratchSolver()
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
