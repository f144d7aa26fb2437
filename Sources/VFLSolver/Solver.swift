/// SolverError is why a solver call failed. A failed call leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Conflict<Constraint>)
    /// The very same constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edits must have a priority below required.
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000], or a variable from another solver.
    case invalidArgument(String)
    /// An invariant of the solver broke; a bug, never the caller's mistake.
    case `internal`(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict): return "unable to satisfy \(conflict.broken): conflicts with \(conflict.conflicting)"
        case .duplicateConstraint(let c): return "duplicate constraint \(c)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .invalidArgument(let message): return message
        case .internal(let message): return "internal solver error: \(message)"
        }
    }
}

/// Conflict is a required constraint that cannot hold together with the ones before it, as Auto
/// Layout meets it: the later one is broken (not added) and the rest stay. One type at every
/// level: the solver's `Conflict<Constraint>`, `RequiredConflicts`' indices (`Conflict<Int>`) and
/// a layout's sources (`Conflict<ConstraintSource>`).
public struct Conflict<Member> {
    /// The constraint that was broken: refused by the solver, left out of the layout.
    public var broken: Member
    /// A minimal set of required constraints already present that, together with `broken`,
    /// cannot all hold: removing any one of them makes the rest satisfiable. Empty when
    /// explanations are switched off, or when `broken` cannot hold on its own.
    public var conflicting: [Member]
    /// False when `conflicting` was too large to narrow down within the solver's
    /// `explanationLimit`: the members still cannot all hold with `broken`, but some of them
    /// may not be needed.
    public var isMinimal: Bool

    public init(broken: Member, conflicting: [Member], isMinimal: Bool = true) {
        self.broken = broken
        self.conflicting = conflicting
        self.isMinimal = isMinimal
    }
}

extension Conflict: CustomStringConvertible {
    public var description: String { "\(broken) conflicts with \(conflicting)" }
}
extension Conflict: Equatable where Member: Equatable {}
extension Conflict: Hashable where Member: Hashable {}
extension Conflict: Sendable where Member: Sendable {}

/// Solver is an incremental Cassowary solver with exact Auto Layout priorities.
///
/// Constraints are added and removed one at a time and the solution is kept optimal after
/// every call. Required constraints (priority 1000) must hold; every distinct lower priority
/// is its own level of the objective, satisfied strictly before any lower level however large
/// the lower-level errors (a lexicographic objective, not a weighted sum). Edit variables take
/// suggested values and are re-solved with the dual simplex.
///
/// Failed calls leave the solver unchanged (strong exception guarantee); an unsatisfiable
/// required constraint is reported with a minimal set of constraints it conflicts with.
public struct Solver {
    /// What the solver does beyond solving.
    public struct Options {
        /// Compute a minimal conflicting set when a required constraint is unsatisfiable.
        public var explainConflicts = true
        /// The most candidates a conflict is narrowed down from (one scratch removal and
        /// addition each, so the cost grows with candidates times the size of the system); a
        /// larger set is reported as it is, with `Conflict.isMinimal` false.
        public var explanationLimit = 2_000
        /// Keep a new variable defined by a required constraint out of the tableau
        /// (Definitions.swift). Off only in tests that compare against the eager tableau.
        var definesNewVariables = true

        /// Creates the default options.
        public init() {}
    }

    enum Kind: UInt8 { case external, slack, error, dummy }

    struct Tag {
        var marker: UInt32
        var other: UInt32?
    }

    struct Edit {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    /// The options.
    public var options: Options

    // Symbols: kinds, the variable of each external symbol, and the priority of error symbols.
    var kinds: [Kind] = []
    var symbolVariable: [Int32] = []
    /// `changes()`: each variable's value when last reported, and the variables whose row was
    /// made, removed or changed since (a superset of those whose value changed).
    var reportedValue: [Double] = []
    var isDirty: [Bool] = []
    var dirtyVariables: [Int32] = []
    var symbolPriority: [Double] = []
    var symbolWeight: [Double] = []
    var variableSymbol: [UInt32] = []
    var variableNames: [String] = []

    // The tableau: one row per basic symbol.
    var rows: [Row] = []
    var basics: [UInt32] = []
    var rowOfSymbol: [Int32] = []
    /// The column index: for each symbol, the basic symbols whose rows contain it, so that
    /// substitution and the ratio test visit only those rows.
    var columns: [[UInt32]] = []
    var symbolChanges = SymbolChanges(tracking: true)
    /// During a transactional add, column changes are journaled instead of snapshotting every
    /// column (columns are many small arrays; copying them on write cost more than the pivots).
    var journaling = false
    var columnJournal: [ColumnChange] = []
    /// During a transactional add: the original of every row it changed or removed, by basic
    /// symbol (first change only), and the symbols it made basic. A failed add puts those rows
    /// back; the tableau itself is never copied (a copy of every row costs two retains a row).
    var rowJournal: [UInt32: Row] = [:]
    var newBasics: Set<UInt32> = []
    /// During a transactional add: every row appended (-1) or removed (its index then), in
    /// order, so that a failed add moves back only the rows it moved.
    var rowMoves: [RowMove] = []

    struct RowMove {
        var basic: UInt32
        /// The index the row was removed from, or -1 when it was appended.
        var removedFrom: Int32
    }

    struct ColumnChange {
        var symbol: UInt32
        var basic: UInt32
        var added: Bool
    }

    // The objective: one row per distinct non-required priority, highest first.
    var levels: [Double] = []
    var objectives: [Row] = []
    /// Every symbol whose reduced-cost vector may be lexicographically negative (a superset,
    /// pruned when read), so that choosing an entering symbol looks only at symbols whose
    /// objective coefficients changed, not at whole objective rows.
    var negativeCandidates: [UInt32] = []

    var tags: [ObjectIdentifier: (Constraint, Tag)] = [:]
    /// For each symbol, the constraint it is the marker of (nil for other symbols), so that a
    /// failed add names its conflicting constraints without a pass over every constraint.
    var markerOwner: [Constraint?] = []
    var edits: [Int: Edit] = [:]
    var infeasibleRows: [UInt32] = []
    var seenStamp: [UInt32] = []
    var stamp: UInt32 = 0

    // Definitions (Definitions.swift): variables defined by one required constraint each,
    // kept out of the tableau. Per symbol: its definition's index (-1 if none) and the
    // defined symbols whose definitions mention it.
    var definitionOf: [Int32] = []
    var dependents: [[UInt32]] = []
    var definitions: [Definition] = []
    var liveDefinitions = 0
    var staleDefinitions: [Int32] = []
    var expansionScratch = ExpansionScratch()

    /// The number of pivots done so far (for benchmarks).
    public private(set) var pivotCount = 0

    /// Creates an empty solver.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Which solver this is, for the variables it makes (random: 64 bits never collide in practice).
    var identity = UInt64.random(in: 1...UInt64.max)

    /// Why `variable` cannot be used here, or nil.
    func foreign(_ variable: Variable) -> String? {
        guard variable.owner == identity, variable.id < variableSymbol.count else {
            return "variable \(variable) does not belong to this solver"
        }
        return nil
    }

    // MARK: Variables

    /// Makes a new variable, initially 0.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let id = addVariable(name)
        return Variable(id: id, name: label(of: id), owner: identity)
    }

    /// Adds a variable's symbol and name; its id.
    private mutating func addVariable(_ name: String) -> Int {
        let id = variableSymbol.count
        let symbol = newSymbol(.external)
        symbolVariable[Int(symbol)] = Int32(id)
        variableSymbol.append(symbol)
        variableNames.append(name)
        reportedValue.append(0)
        isDirty.append(false)
        return id
    }

    /// A variable's name: the one it was made with, or `v` and its number (made only when
    /// asked for, so scratch solvers with thousands of variables make no strings).
    func label(of id: Int) -> String {
        variableNames[id].isEmpty ? "v\(id)" : variableNames[id]
    }

    /// Makes `count` unnamed variables at once (scratch solvers that share another's variables):
    /// no name strings are made.
    mutating func reserveVariables(_ count: Int) {
        let first = Int(newSymbols(.external, count: count))
        for n in 0..<count {
            symbolVariable[first + n] = Int32(variableSymbol.count)
            variableSymbol.append(UInt32(first + n))
        }
        reportedValue.append(contentsOf: repeatElement(0, count: count))
        isDirty.append(contentsOf: repeatElement(false, count: count))
        variableNames.append(contentsOf: repeatElement("", count: count))
    }

    /// The variable's current value.
    public func value(of variable: Variable) -> Double {
        guard foreign(variable) == nil else { return 0 }   // another solver's variable has no value here
        let symbol = variableSymbol[variable.id]
        return isDefined(symbol) ? definedValue(symbol) : plainValue(symbol)
    }

    /// Brings every variable's value up to date, so that `value(of:)` is a constant-time read
    /// (kiwi's name). `value(of:)` is exact without it: a variable defined along a chain of
    /// others (see Definitions.swift) is then evaluated along the part of the chain that moved.
    public mutating func updateVariables() {
        refreshDefinitions()
    }

    /// The variables whose value changed since the last call (since they were made, for the
    /// first: every variable that is not 0), with their values, in creation order: what a
    /// layout engine applies after an edit, in time proportional to what moved rather than to
    /// the number of variables (Apple's engine notifies the same way).
    public mutating func changes() -> [(Variable, Double)] {
        refreshDefinitions()
        dirtyVariables.sort()
        var result: [(Variable, Double)] = []
        for id in dirtyVariables {
            let index = Int(id)
            isDirty[index] = false
            let value = plainValue(variableSymbol[index])
            guard value != reportedValue[index] else { continue }
            reportedValue[index] = value
            result.append((Variable(id: index, name: label(of: index), owner: identity), value))
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        return result
    }

    /// Notes that the value of `symbol` (if it is a variable's) may have changed.
    @inline(__always)
    mutating func touch(_ symbol: UInt32) {
        if !dependents[Int(symbol)].isEmpty { markDependentsStale(of: symbol) }
        let variable = symbolVariable[Int(symbol)]
        guard variable >= 0, !isDirty[Int(variable)] else { return }
        isDirty[Int(variable)] = true
        dirtyVariables.append(variable)
    }

    /// Every variable with its current value, in creation order.
    public func values() -> [(Variable, Double)] {
        let defined = staleDefinitions.isEmpty ? [] : definitionValues()
        return (0..<variableSymbol.count).map { id in
            let variable = Variable(id: id, name: label(of: id), owner: identity)
            let symbol = variableSymbol[id]
            let index = definitionOf[Int(symbol)]
            return (variable, index >= 0 && !defined.isEmpty ? defined[Int(index)] : plainValue(symbol))
        }
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver (in no particular order).
    public var constraints: [Constraint] { tags.values.map(\.0) }

    mutating func newSymbol(_ kind: Kind, priority: Double = 0, weight: Double = 0) -> UInt32 {
        newSymbols(kind, count: 1, priority: priority, weight: weight)
    }

    /// Makes `count` symbols of one kind; the first's number. Every per-symbol array grows here.
    mutating func newSymbols(_ kind: Kind, count: Int, priority: Double = 0, weight: Double = 0) -> UInt32 {
        let symbol = UInt32(kinds.count)
        kinds.append(contentsOf: repeatElement(kind, count: count))
        symbolVariable.append(contentsOf: repeatElement(-1, count: count))
        symbolPriority.append(contentsOf: repeatElement(priority, count: count))
        symbolWeight.append(contentsOf: repeatElement(weight, count: count))
        rowOfSymbol.append(contentsOf: repeatElement(-1, count: count))
        seenStamp.append(contentsOf: repeatElement(0, count: count))
        columns.append(contentsOf: repeatElement([], count: count))
        markerOwner.append(contentsOf: repeatElement(nil, count: count))
        definitionOf.append(contentsOf: repeatElement(-1, count: count))
        dependents.append(contentsOf: repeatElement([], count: count))
        return symbol
    }

    /// Forgets symbols made after `count` (used to roll back a failed add).
    mutating func truncateSymbols(to count: Int) {
        guard kinds.count > count else { return }
        kinds.removeLast(kinds.count - count)
        symbolVariable.removeLast(symbolVariable.count - count)
        symbolPriority.removeLast(symbolPriority.count - count)
        symbolWeight.removeLast(symbolWeight.count - count)
        rowOfSymbol.removeLast(rowOfSymbol.count - count)
        seenStamp.removeLast(seenStamp.count - count)
        columns.removeLast(columns.count - count)
        markerOwner.removeLast(markerOwner.count - count)
        definitionOf.removeLast(definitionOf.count - count)
        dependents.removeLast(dependents.count - count)
    }

    // MARK: Adding and removing constraints

    /// Adds `constraint`. Throws `duplicateConstraint`, `invalidArgument`, or `unsatisfiable`
    /// (required constraints only); after a throw the solver is exactly as before the call.
    public mutating func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        if tags[key] != nil { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.priority > 0, constraint.priority <= Priority.required, constraint.priority.isFinite else {
            throw SolverError.invalidArgument("priority \(constraint.priority) is outside (0, 1000]")
        }
        for term in constraint.expression.terms {
            if let why = foreign(term.variable) { throw SolverError.invalidArgument(why) }
            guard Tolerance.isUsable(term.coefficient) else {
                throw SolverError.invalidArgument("coefficient \(term.coefficient) of \(term.variable) is not a finite number of at most 1e15 in magnitude")
            }
        }
        guard Tolerance.isUsable(constraint.expression.constant) else {
            throw SolverError.invalidArgument("constant \(constraint.expression.constant) is not a finite number of at most 1e15 in magnitude")
        }
        guard constraint.weight.isFinite, constraint.weight > 0 else {
            throw SolverError.invalidArgument("weight \(constraint.weight) is not a positive finite number")
        }
        if constraint.isRequired, options.definesNewVariables, let subject = definableSubject(constraint) {
            // A new variable defined by a required constraint: kept as written, nothing to
            // substitute or optimise (Definitions.swift).
            let tag = addDefinition(constraint, subject: subject)
            tags[key] = (constraint, tag)
            markerOwner[Int(tag.marker)] = constraint
            return
        }
        let symbolCount = kinds.count
        var tag = Tag(marker: 0, other: nil)
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        if subject == nil && allDummies(row) {
            if !Tolerance.isZero(row.constant) {
                let conflict = explain(constraint, superset: options.explainConflicts ? constraints(markedIn: row) : [])
                truncateSymbols(to: symbolCount)
                throw SolverError.unsatisfiable(conflict)
            }
            subject = tag.marker // redundant equality: keep it, so that removal works
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, basic: subject)
        } else if let clash = boundClash(row, marker: tag.marker) {
            // The new row contradicts one existing inequality on the same terms (`w <= 10`
            // against `w >= 20`): rejected before any pivot, so nothing needs undoing.
            truncateSymbols(to: symbolCount)
            throw SolverError.unsatisfiable(explain(constraint, superset: [clash]))
        } else {
            // Only required constraints get here; a snapshot makes the attempt transactional.
            let snapshot = Snapshot(self)
            journaling = true
            columnJournal.removeAll(keepingCapacity: true)
            rowJournal.removeAll(keepingCapacity: true)
            newBasics.removeAll(keepingCapacity: true)
            rowMoves.removeAll(keepingCapacity: true)
            defer {
                journaling = false
                columnJournal.removeAll(keepingCapacity: true)
                rowJournal.removeAll(keepingCapacity: true)
                newBasics.removeAll(keepingCapacity: true)
                rowMoves.removeAll(keepingCapacity: true)
            }
            if let certificate = addWithDualSimplex(row) {
                let superset = options.explainConflicts ? constraints(markedIn: certificate) : []
                snapshot.restore(into: &self)
                truncateSymbols(to: symbolCount)
                throw SolverError.unsatisfiable(explain(constraint, superset: superset))
            }
        }
        tags[key] = (constraint, tag)
        markerOwner[Int(tag.marker)] = constraint
        try optimizeAll()
    }

    /// Removes `constraint`; throws `unknownConstraint` if it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        markerOwner[Int(tag.marker)] = nil
        if let subject = definition(markedBy: tag.marker) { materialize(subject) }
        removeErrorEffects(tag.marker)
        if let other = tag.other { removeErrorEffects(other) }
        if rowOfSymbol[Int(tag.marker)] >= 0 {
            removeRow(of: tag.marker)
        } else {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw SolverError.internal("no row to pivot the removed constraint's marker into")
            }
            let index = Int(rowOfSymbol[Int(leaving)])
            var row = rows[index]
            removeRow(of: leaving)
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        try optimizeAll()
    }

    /// Builds the tableau row of `constraint` in terms of the current parametric symbols.
    mutating func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        var defined: [UInt32] = [], definedCoefficients: [Double] = []
        for term in constraint.expression.terms where !Tolerance.isZero(term.coefficient) {
            let symbol = variableSymbol[term.variable.id]
            let index = rowOfSymbol[Int(symbol)]
            if index >= 0 {
                row.add(rows[Int(index)], times: term.coefficient)
            } else if isDefined(symbol) {
                defined.append(symbol)
                definedCoefficients.append(term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        if !defined.isEmpty { row.add(expanded(defined, definedCoefficients), times: 1) }
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0  ⇔  expression + slack = 0, slack >= 0 (and the mirror for >=).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !required {
                let error = newSymbol(.error, priority: constraint.priority, weight: constraint.weight)
                tag.other = error
                row.insert(error, -sign)
                addToObjective(error, constraint.priority, constraint.weight)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = newSymbol(.error, priority: constraint.priority, weight: constraint.weight)
                let minus = newSymbol(.error, priority: constraint.priority, weight: constraint.weight)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, constraint.priority, constraint.weight)
                addToObjective(minus, constraint.priority, constraint.weight)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol to make basic for a new row, if there is an easy one: of the row's external
    /// variables, the one in the fewest other rows or definitions (a variable no row holds yet
    /// costs no substitution; the oldest variable of a chain is in every row), the newest on a tie.
    func chooseSubject(_ row: Row, _ tag: Tag) -> UInt32? {
        var best: UInt32? = nil
        var bestCount = Int.max
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            let count = columns[Int(symbol)].count + dependents[Int(symbol)].count
            if count < bestCount || count == bestCount && symbol > best! {
                best = symbol
                bestCount = count
            }
        }
        if let best { return best }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// A required inequality already in the solver that the new required `row` contradicts on
    /// its own, found without pivoting: an existing restricted row `b = d + k⁻¹·Σ aⱼxⱼ` (the
    /// same terms as the new row, scaled by k > 0) turns the new row into
    /// `0 = (c - k·d) + k·b + m·marker`, where b and the marker are non-negative (the marker of
    /// an equality is zero). When `c - k·d` is positive that cannot hold. Only the slack rows of
    /// required inequalities qualify, so the clash names exactly one constraint.
    func boundClash(_ row: Row, marker: UInt32) -> Constraint? {
        let markerCoefficient = row.coefficient(of: marker)
        guard kinds[Int(marker)] == .dummy || markerCoefficient >= 0 else { return nil }
        let terms = row.symbols.count - (markerCoefficient != 0 ? 1 : 0)
        guard terms > 0, let probe = row.symbols.first(where: { $0 != marker }) else { return nil }
        let probeCoefficient = row.coefficient(of: probe)
        for basic in columns[Int(probe)] where kinds[Int(basic)] == .slack {
            let candidate = rows[Int(rowOfSymbol[Int(basic)])]
            guard candidate.symbols.count == terms else { continue }
            let k = probeCoefficient / candidate.coefficient(of: probe)
            guard k > 0 else { continue }
            var proportional = true
            for (i, symbol) in candidate.symbols.enumerated() {
                let coefficient = row.coefficient(of: symbol)
                if abs(coefficient - k * candidate.coefficients[i]) > Tolerance.coefficient * max(1, abs(coefficient)) {
                    proportional = false
                    break
                }
            }
            guard proportional, row.constant - k * candidate.constant > Tolerance.feasibility else { continue }
            if let constraint = markerOwner[Int(basic)], constraint.isRequired { return constraint }
        }
        return nil
    }

    /// Adds a required row that has no easy subject, keeping the objective optimal: the
    /// entering symbol is chosen by the dual ratio test (the restricted symbol whose reduced
    /// costs, divided by its coefficient, are lexicographically least), which keeps every
    /// reduced cost non-negative; the row may start infeasible, and the dual simplex then
    /// restores feasibility. Kiwi's artificial-variable phase one instead enters the
    /// lowest-index symbol, often the densest column of the tableau.
    ///
    /// Returns nil on success, or a row that certifies infeasibility (with its basic symbol
    /// among the row's symbols, coefficient -1): `0 = negative constant - non-negative terms`.
    /// The caller rolls back.
    mutating func addWithDualSimplex(_ row: Row) -> Row? {
        var row = row
        guard let entering = dualSubject(row) else { return row }
        row.solve(for: entering)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
        return repairFeasibility()
    }

    /// The subject for `addWithDualSimplex`: among restricted symbols with a positive
    /// coefficient, the dual ratio test's choice; failing that, the cheapest symbol with a
    /// negative coefficient (the row is then feasible and the primal simplex takes over).
    /// Ties go to the symbol whose column is shortest, which keeps the tableau sparse.
    func dualSubject(_ row: Row) -> UInt32? {
        let restricted = { (kind: Kind) in kind == .slack || kind == .error }
        return cheapestSymbol(in: row, sign: 1, admitting: restricted)
            ?? cheapestSymbol(in: row, sign: -1, admitting: restricted)
    }

    /// Among the symbols of `row` whose coefficient times `sign` is positive and whose kind is
    /// admitted, the cheapest to enter (see `cheaper`).
    func cheapestSymbol(in row: Row, sign: Double, admitting admit: (Kind) -> Bool) -> UInt32? {
        var best: UInt32?
        var bestCoefficient = 0.0
        for (i, symbol) in row.symbols.enumerated() where admit(kinds[Int(symbol)]) {
            let coefficient = sign * row.coefficients[i]
            guard coefficient > Tolerance.coefficient else { continue }
            if best == nil || cheaper(symbol, coefficient, than: best!, bestCoefficient) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    /// Whether entering `a` (coefficient `x`) is cheaper than `b` (coefficient `y`): smaller
    /// reduced-cost vector per unit, then shorter column, then lower index.
    func cheaper(_ a: UInt32, _ x: Double, than b: UInt32, _ y: Double) -> Bool {
        for objective in objectives {
            let ra = objective.coefficient(of: a) / x
            let rb = objective.coefficient(of: b) / y
            if abs(ra - rb) > Tolerance.objective { return ra < rb }
        }
        let ca = columns[Int(a)].count, cb = columns[Int(b)].count
        if ca != cb { return ca < cb }
        return a < b
    }

    /// The dual simplex over the rows marked infeasible. Returns nil when every restricted row
    /// is feasible again, or the first row that cannot be repaired (the infeasibility certificate).
    mutating func repairFeasibility() -> Row? {
        while let leaving = infeasibleRows.popLast() {
            let index = rowOfSymbol[Int(leaving)]
            guard index >= 0, rows[Int(index)].constant < -Tolerance.feasibility else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(index)]) else {
                var certificate = rows[Int(index)]
                certificate.insert(leaving, -1)
                infeasibleRows.removeAll()
                return certificate
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    // MARK: Tableau bookkeeping

    /// Keeps the original of row `index` before a transactional add first changes it.
    mutating func journalRow(at index: Int) {
        let basic = basics[index]
        guard journaling, rowJournal[basic] == nil, !newBasics.contains(basic) else { return }
        rowJournal[basic] = rows[index]
    }

    mutating func appendRow(_ row: Row, basic: UInt32) {
        if journaling {
            newBasics.insert(basic)
            rowMoves.append(RowMove(basic: basic, removedFrom: -1))
        }
        touch(basic)
        if journaling {
            for symbol in row.symbols { addToColumn(symbol, basic) }
        } else {
            // One uniqueness check of the column table for the whole row, not one per symbol.
            columns.withUnsafeMutableBufferPointer { columns in
                for symbol in row.symbols { columns[Int(symbol)].append(basic) }
            }
        }
        rowOfSymbol[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        if kinds[Int(basic)] != .external && row.constant < -Tolerance.feasibility {
            infeasibleRows.append(basic)
        }
    }

    /// Removes the row of basic symbol `basic` (swapping the last row into its place).
    mutating func removeRow(of basic: UInt32) {
        let index = Int(rowOfSymbol[Int(basic)])
        journalRow(at: index)
        if journaling { rowMoves.append(RowMove(basic: basic, removedFrom: Int32(index))) }
        touch(basic)
        for symbol in rows[index].symbols { removeFromColumn(symbol, basic) }
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOfSymbol[Int(basics[index])] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        rowOfSymbol[Int(basic)] = -1
    }

    /// Replaces `symbol` by `row` everywhere: in every tableau row and every objective level.
    mutating func substitute(_ symbol: UInt32, with row: Row) {
        let column = columns[Int(symbol)]
        if journaling { for basic in column { columnJournal.append(ColumnChange(symbol: symbol, basic: basic, added: false)) } }
        columns[Int(symbol)] = []
        for basic in column {
            let index = Int(rowOfSymbol[Int(basic)])
            symbolChanges.reset()
            journalRow(at: index)
            touch(basic)
            rows[index].substitute(symbol, with: row, changes: &symbolChanges)
            if journaling {
                for added in symbolChanges.added { addToColumn(added, basic) }
            } else {
                let added = symbolChanges.added
                columns.withUnsafeMutableBufferPointer { columns in
                    for symbol in added { columns[Int(symbol)].append(basic) }
                }
            }
            for removed in symbolChanges.removed where removed != symbol { removeFromColumn(removed, basic) }
            if kinds[Int(basic)] != .external && rows[index].constant < -Tolerance.feasibility {
                infeasibleRows.append(basic)
            }
        }
        var changed = false
        for level in objectives.indices {
            symbolChanges.tracking = false
            if objectives[level].substitute(symbol, with: row, changes: &symbolChanges) { changed = true }
            symbolChanges.tracking = true
        }
        if changed { noteObjectiveChange(row.symbols) }
    }

    /// Records that objective coefficients of `symbols` changed.
    mutating func noteObjectiveChange(_ symbols: [UInt32]) {
        for symbol in symbols {
            if let (_, value) = leadingCost(symbol), value < 0 { negativeCandidates.append(symbol) }
        }
    }

    /// The first non-zero component of `symbol`'s reduced-cost vector: its level and value.
    @inline(__always)
    func leadingCost(_ symbol: UInt32) -> (Int, Double)? {
        for level in objectives.indices {
            let value = objectives[level].coefficient(of: symbol)
            if value > Tolerance.objective || value < -Tolerance.objective { return (level, value) }
        }
        return nil
    }

    /// Adds `basic` to the column of `symbol`, journaled during a transactional add.
    @inline(__always)
    mutating func addToColumn(_ symbol: UInt32, _ basic: UInt32) {
        columns[Int(symbol)].append(basic)
        if journaling { columnJournal.append(ColumnChange(symbol: symbol, basic: basic, added: true)) }
    }

    /// Removes `basic` from the column of `symbol` (order within a column does not matter),
    /// journaled during a transactional add.
    mutating func removeFromColumn(_ symbol: UInt32, _ basic: UInt32) {
        let s = Int(symbol)
        if let position = columns[s].lastIndex(of: basic) {
            columns[s].swapAt(position, columns[s].count - 1)
            columns[s].removeLast()
            if journaling { columnJournal.append(ColumnChange(symbol: symbol, basic: basic, added: false)) }
        }
    }

    /// Undoes the journaled column changes, newest first.
    mutating func undoColumnJournal() {
        for change in columnJournal.reversed() where Int(change.symbol) < columns.count {
            let s = Int(change.symbol)
            if change.added {
                if let position = columns[s].lastIndex(of: change.basic) {
                    columns[s].swapAt(position, columns[s].count - 1)
                    columns[s].removeLast()
                }
            } else {
                columns[s].append(change.basic)
            }
        }
        columnJournal.removeAll(keepingCapacity: true)
    }

    /// Makes `entering` basic in the row of `leaving`.
    mutating func pivot(entering: UInt32, leaving: UInt32) {
        let index = Int(rowOfSymbol[Int(leaving)])
        var row = rows[index]
        removeRow(of: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
        pivotCount += 1
    }

    // MARK: Objective

    /// The level index of `priority`, creating the level if needed.
    mutating func level(for priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid] == priority { return mid }
            if levels[mid] > priority { low = mid + 1 } else { high = mid }
        }
        levels.insert(priority, at: low)
        objectives.insert(Row(), at: low)
        return low
    }

    mutating func addToObjective(_ error: UInt32, _ priority: Double, _ weight: Double) {
        let index = level(for: priority)
        let row = rowOfSymbol[Int(error)]
        if row >= 0 {
            objectives[index].add(rows[Int(row)], times: weight)
            noteObjectiveChange(rows[Int(row)].symbols)
        } else {
            objectives[index].insert(error, weight)
            noteObjectiveChange([error])
        }
    }

    mutating func removeErrorEffects(_ symbol: UInt32) {
        guard kinds[Int(symbol)] == .error else { return }
        addToObjective(symbol, symbolPriority[Int(symbol)], -symbolWeight[Int(symbol)])
    }

    /// The primal simplex over the lexicographic objective: pivots until no symbol's
    /// reduced-cost vector is lexicographically negative.
    mutating func optimizeAll() throws {
        var degenerate = 0
        while let entering = lexicographicEnteringSymbol(bland: degenerate >= Tolerance.degeneratePivotLimit) {
            guard let (leaving, ratio) = leavingRow(for: entering) else {
                throw SolverError.internal("the objective is unbounded")
            }
            degenerate = ratio <= Tolerance.feasibility ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// An entering symbol whose reduced-cost vector is lexicographically negative (its first
    /// non-zero component is negative). The highest such level first; within it Dantzig's rule
    /// (most negative), then the shorter column (Markowitz); Bland's rule (lowest index) when asked.
    mutating func lexicographicEnteringSymbol(bland: Bool) -> UInt32? {
        stamp &+= 1
        if stamp == 0 {
            for i in seenStamp.indices { seenStamp[i] = 0 }
            stamp = 1
        }
        var kept: [UInt32] = []
        var best: UInt32?
        var bestLevel = Int.max
        var bestValue = 0.0
        for symbol in negativeCandidates where seenStamp[Int(symbol)] != stamp {
            seenStamp[Int(symbol)] = stamp
            guard kinds[Int(symbol)] != .dummy, rowOfSymbol[Int(symbol)] < 0,
                  let (level, value) = leadingCost(symbol), value < 0 else { continue }
            kept.append(symbol)
            let better: Bool
            if best == nil || level < bestLevel {
                better = true
            } else if level > bestLevel {
                better = false
            } else if bland {
                better = symbol < best!
            } else if value < bestValue - Tolerance.objective {
                better = true
            } else if value <= bestValue + Tolerance.objective {
                let (a, b) = (columns[Int(symbol)].count, columns[Int(best!)].count)
                better = a < b || (a == b && symbol < best!)
            } else {
                better = false
            }
            if better {
                best = symbol
                bestLevel = level
                bestValue = value
            }
        }
        negativeCandidates = kept
        return best
    }

    /// The row whose basic symbol leaves when `entering` enters (the ratio test), with the
    /// step length; ties go to the lowest basic symbol.
    func leavingRow(for entering: UInt32) -> (UInt32, Double)? {
        var best: UInt32?
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] {
            guard kinds[Int(basic)] != .external else { continue }
            let row = rows[Int(rowOfSymbol[Int(basic)])]
            let coefficient = row.coefficient(of: entering)
            guard coefficient < -Tolerance.coefficient else { continue }
            let ratio = max(0, -row.constant / coefficient)
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// The row to pivot a removed constraint's (non-basic) marker into.
    ///
    /// A redundant required equality (added when the same equation already held) keeps its
    /// dummy basic in a row of dummies; if the removed marker is in such a row, that row comes
    /// first, so the redundant constraint takes over exactly. Otherwise kiwi's order: the
    /// restricted row that limits a decrease, then an increase, then an external row.
    func markerLeavingRow(_ marker: UInt32) -> UInt32? {
        var dummy: UInt32?, first: UInt32?, second: UInt32?, third: UInt32?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[Int(marker)] {
            let row = rows[Int(rowOfSymbol[Int(basic)])]
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            switch kinds[Int(basic)] {
            case .dummy:
                if dummy == nil || basic < dummy! { dummy = basic }
            case .external:
                if third == nil || basic < third! { third = basic }
            default:
                if coefficient < 0 {
                    let ratio = -row.constant / coefficient
                    if ratio < firstRatio || (ratio == firstRatio && basic < first!) { firstRatio = ratio; first = basic }
                } else {
                    let ratio = row.constant / coefficient
                    if ratio < secondRatio || (ratio == secondRatio && basic < second!) { secondRatio = ratio; second = basic }
                }
            }
        }
        return dummy ?? first ?? second ?? third
    }

    // MARK: Edits

    /// Makes `variable` editable at `priority` (below required); its value follows
    /// `suggestValue` as closely as the constraints allow.
    public mutating func addEditVariable(_ variable: Variable, priority: Double) throws {
        if let why = foreign(variable) { throw SolverError.invalidArgument(why) }
        if edits[variable.id] != nil { throw SolverError.duplicateEditVariable(variable) }
        if priority >= Priority.required { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit(\(variable))")
        try add(constraint)
        edits[variable.id] = Edit(constraint: constraint, tag: tags[ObjectIdentifier(constraint)]!.1, constant: 0)
    }

    /// Stops editing `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw SolverError.unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
        if let why = foreign(variable) { throw SolverError.invalidArgument(why) }
        guard Tolerance.isUsable(value) else {
            throw SolverError.invalidArgument("suggested value \(value) is not a finite number of at most 1e15 in magnitude")
        }
        guard var edit = edits[variable.id] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        let plus = edit.tag.marker
        let minus = edit.tag.other!
        if rowOfSymbol[Int(plus)] >= 0 {
            let index = Int(rowOfSymbol[Int(plus)])
            touch(plus)
            rows[index].constant -= delta
            if rows[index].constant < -Tolerance.feasibility { infeasibleRows.append(plus) }
        } else if rowOfSymbol[Int(minus)] >= 0 {
            let index = Int(rowOfSymbol[Int(minus)])
            touch(minus)
            rows[index].constant += delta
            if rows[index].constant < -Tolerance.feasibility { infeasibleRows.append(minus) }
        } else {
            for basic in columns[Int(plus)] {
                let index = Int(rowOfSymbol[Int(basic)])
                touch(basic)
                let coefficient = rows[index].coefficient(of: plus)
                rows[index].constant += delta * coefficient
                if kinds[Int(basic)] != .external && rows[index].constant < -Tolerance.feasibility {
                    infeasibleRows.append(basic)
                }
            }
        }
        try dualOptimize()
    }

    /// The dual simplex after an edit: restores feasibility while keeping the objective optimal.
    mutating func dualOptimize() throws {
        if repairFeasibility() != nil { throw SolverError.internal("dual optimize failed") }
    }

    /// The entering symbol of the dual ratio test: among symbols with a positive coefficient,
    /// the one whose reduced-cost vector divided by that coefficient is lexicographically least.
    func dualEnteringSymbol(_ row: Row) -> UInt32? {
        cheapestSymbol(in: row, sign: 1) { $0 != .dummy }
    }

    // MARK: Snapshots for transactional adds

    /// Snapshot keeps what a transactional add changes besides the rows; the rows are put back
    /// from the journals (`rowMoves`, `rowJournal`, `columnJournal`), so undoing an add costs
    /// what the add changed, not the size of the tableau.
    struct Snapshot {
        var objectives: [Row]
        var negativeCandidates: [UInt32]
        var levels: [Double]
        var infeasibleRows: [UInt32]

        init(_ solver: Solver) {
            objectives = solver.objectives
            negativeCandidates = solver.negativeCandidates
            levels = solver.levels
            infeasibleRows = solver.infeasibleRows
        }

        func restore(into solver: inout Solver) {
            // Each move undone, newest first: an appended row is the last one; a removed row
            // went from its index by a swap with the last, which is swapped back.
            for move in solver.rowMoves.reversed() {
                if move.removedFrom < 0 {
                    solver.rows.removeLast()
                    solver.basics.removeLast()
                    solver.rowOfSymbol[Int(move.basic)] = -1
                } else {
                    // Its content is put back below (a row made by this add has none to keep).
                    solver.rows.append(solver.rowJournal[move.basic] ?? Row())
                    solver.basics.append(move.basic)
                    let index = Int(move.removedFrom), last = solver.rows.count - 1
                    if index != last {
                        solver.rows.swapAt(index, last)
                        solver.basics.swapAt(index, last)
                        solver.rowOfSymbol[Int(solver.basics[last])] = Int32(last)
                    }
                    solver.rowOfSymbol[Int(move.basic)] = Int32(index)
                }
            }
            for (basic, row) in solver.rowJournal where !solver.newBasics.contains(basic) {
                solver.rows[Int(solver.rowOfSymbol[Int(basic)])] = row
            }
            solver.undoColumnJournal()
            solver.journaling = false
            solver.objectives = objectives
            solver.negativeCandidates = negativeCandidates
            solver.levels = levels
            solver.infeasibleRows = infeasibleRows
        }
    }
}
