import VFLSyntax

/// ResolvedValue is what a predicate's constant means in its environment.
enum ResolvedValue: Hashable {
    /// A number, read from the format or from a metric (`exact` is false when the metric's
    /// value is not known).
    case number(Double, metric: String?, exact: Bool)
    /// A view (only inside a view's own predicates).
    case view(String)
    /// Nothing usable; a diagnostic says why.
    case invalid
}

/// ResolvedPredicate is a predicate's object and priority after name lookup.
struct ResolvedPredicate: Hashable {
    var object: ResolvedValue = .invalid
    var priority: Double = 1000
    var priorityExact = true
}

/// Checker finds the mistakes a syntactically valid format can still contain: names missing
/// from the dictionaries, priorities out of range, options that cannot apply, duplicated or
/// self-referencing views, negative sizes and predicates that pull one quantity apart.
struct Checker {
    let syntax: FormatSyntax
    let environment: FormatEnvironment
    /// The view keys: the environment's, or the names written in view position.
    let views: NameSet
    /// The keys known to be in the views dictionary, when it is known only to contain at least
    /// these (`views` then also holds every name written in view position).
    let seenViews: NameSet?
    private(set) var diagnostics: [Diagnostic] = []
    /// The resolved value of every predicate, by index in `syntax.predicates`.
    private(set) var values: [ResolvedPredicate]

    init(syntax: FormatSyntax, environment: FormatEnvironment) {
        self.syntax = syntax
        self.environment = environment
        let names = syntax.views.map { syntax.text($0.name) }
        self.names = names
        if let known = environment.views, !environment.viewsAreComplete {
            self.views = NameSet(known.union(names.filter { !$0.isEmpty }))
            self.seenViews = NameSet(known)
        } else {
            self.views = environment.views.map(NameSet.init) ?? NameSet(names.filter { !$0.isEmpty })
            self.seenViews = nil
        }
        self.values = Array(repeating: ResolvedPredicate(), count: syntax.predicates.count)
    }

    /// The name of every view, by index.
    private let names: [String]

    /// Every connection with the indices of the views it joins (nil: the superview), in textual order.
    private var allConnections: [(connection: ConnectionSyntax, before: Int?, after: Int?)] {
        var result: [(ConnectionSyntax, Int?, Int?)] = []
        if let edge = syntax.leadingSuperview, !names.isEmpty { result.append((edge.connection, nil, 0)) }
        for (index, connection) in syntax.connections.enumerated() where index + 1 < names.count {
            result.append((connection, index, index + 1))
        }
        if let edge = syntax.trailingSuperview, !names.isEmpty { result.append((edge.connection, names.count - 1, nil)) }
        return result
    }

    /// Checks the format and resolves every predicate (`values`, which lowering reads). Run
    /// only on a format without syntax errors: a format with any creates no constraints.
    mutating func run() {
        checkViews()
        for (index, view) in syntax.views.enumerated() {
            for predicate in view.predicateIndices { values[predicate] = resolve(predicate, inView: names[index], report: true) }
        }
        let connections = allConnections
        for connection in connections {
            for predicate in connection.connection.predicateIndices { values[predicate] = resolve(predicate, inView: nil, report: true) }
        }
        checkOptions()
        checkQuantities(connections)
    }

    // MARK: Views

    private mutating func checkViews() {
        var seen = NameIndex()
        // The names the format places, made into a set only if a typo near a key is found.
        var placedSet: Set<String>? = nil
        func placed(_ name: String) -> Bool {
            if placedSet == nil { placedSet = Set(names) }
            return placedSet!.contains(name)
        }
        for (index, view) in syntax.views.enumerated() where !view.name.isEmpty {
            let name = names[index]
            // A name the format already places is never offered: renaming to it would place
            // that view twice (`[separator1][separator2]`, `separator2` missing).
            if let seen = seenViews, !seen.contains(name), let near = near(name, in: seen.all), !placed(near) {
                diagnostics.append(Self.hint(.unknownView, view.name, name: name, near: near, dictionary: "views dictionary"))
            }
            if !views.contains(name) {
                let suggestion = near(name, in: views.all).flatMap { placed($0) ? nil : $0 }
                diagnostics.append(Diagnostic(.unknownView, view.name,
                    "'\(name)' is not a key in the views dictionary",
                    apple: SemanticMessage.unknownView(name),
                    notes: suggestion.map { [DiagnosticNote("did you mean '\($0)'?")] } ?? [],
                    fixes: suggestion.map { [Self.rename(view.name, to: $0)] } ?? []))
            }
            if let first = seen.firstIndex(of: name, in: names, before: index) {
                diagnostics.append(Diagnostic(.duplicateView, view.name,
                    "'\(name)' appears twice in this format; each appearance adds its own constraints",
                    notes: [DiagnosticNote("first appearance here", range: syntax.views[first].name)]))
            }
        }
    }

    /// A likely typo in a dictionary known only to contain at least some keys: a warning, since
    /// the name may be added where the linter cannot see.
    /// The fix of a misspelt name: the one key it is near. It changes what the format means (the
    /// rules mark it unsafe: offered in editors, never applied by `--fix`).
    static func rename(_ range: ByteRange, to name: String) -> FixIt {
        FixIt("rename to '\(name)'", [TextEdit(range: range, replacement: name)])
    }

    static func hint(_ id: DiagnosticID, _ range: ByteRange, name: String, near: String, dictionary: String) -> Diagnostic {
        var diagnostic = Diagnostic(id, range,
            "'\(name)' is not among the keys seen for the \(dictionary), but '\(near)' is; a typo?",
            notes: [DiagnosticNote("did you mean '\(near)'? (other keys may be added where vfl-lint cannot see)")])
        diagnostic.severity = .warning
        return diagnostic
    }

    // MARK: Names and priorities

    /// Resolves predicate `index`; `inView` is the view's name for a size predicate, nil in a connection.
    private mutating func resolve(_ index: Int, inView: String?, report: Bool) -> ResolvedPredicate {
        // `report: false` resolves without diagnostics.
        let predicate = syntax.predicates[index]
        var result = ResolvedPredicate()
        let object = predicate.object
        switch object.value {
        case .number(let value):
            result.object = .number(value, metric: nil, exact: true)
            if report, let view = inView, value < 0, predicate.relation != .greaterThanOrEqual {
                diagnostics.append(Diagnostic(.negativeSize, object.range,
                    "the \(sizeWord) of '\(view)' is set to \(NumberFormatting.shortest(value)); a negative size is never what the layout needs"))
            }
        case .name:
            let name = syntax.text(object.range)
            if environment.isMetric(name) {
                let value = environment.metrics[name]
                result.object = .number(value ?? 0, metric: name, exact: value != nil)
                if report, views.contains(name) {
                    diagnostics.append(Diagnostic(.metricShadowsView, object.range,
                        "'\(name)' is a key of both the metrics and the views dictionary; the metric is used",
                        notes: [DiagnosticNote("rename the metric or the view so the format says which one it means")]))
                }
                if report, let view = inView, let value = value, value < 0, predicate.relation != .greaterThanOrEqual {
                    diagnostics.append(Diagnostic(.negativeSize, object.range,
                        "the \(sizeWord) of '\(view)' is set to the metric '\(name)' = \(NumberFormatting.shortest(value)); a negative size is never what the layout needs"))
                }
            } else if views.contains(name) {
                if let view = inView {
                    result.object = .view(name)
                    if report, name == view {
                        diagnostics.append(Diagnostic(.selfRelativeSize, object.range,
                            "the \(sizeWord) of '\(view)' is set relative to itself, which constrains nothing",
                            notes: [DiagnosticNote("to match another view's \(sizeWord), name that view: [\(view)(==other)]")]))
                    }
                } else if report {
                    diagnostics.append(Diagnostic(.viewInConnection, object.range,
                        "a space cannot be set equal to the view '\(name)'; to space views by a view's size, put a spacer view in the gap: [spacer(==\(name))]",
                        apple: SemanticMessage.viewInConnection))
                }
            } else if environment.metricsAreUnknown || !environment.metricsAreComplete || inView != nil && !environment.viewsAreComplete {
                // Not known to be a metric; in a view's predicate, a views dictionary not seen
                // whole may hold it as a view (`[ok(==skip)]`): either way its value is unknown.
                result.object = .number(0, metric: name, exact: false)
                if report, !environment.metricsAreComplete, let near = near(name, in: Set(environment.metrics.keys).union(environment.metricsWithoutValues)) {
                    diagnostics.append(Self.hint(.unknownMetric, object.range, name: name, near: near, dictionary: "metrics dictionary"))
                } else if report, !environment.metricsAreUnknown, environment.metricsAreComplete, let seen = seenViews,
                          let near = near(name, in: Set(environment.metrics.keys).union(environment.metricsWithoutValues).union(seen.all)) {
                    // Every metric is known and some views are: one edit from a key seen is a likely typo.
                    diagnostics.append(Self.hint(.unknownMetric, object.range, name: name, near: near, dictionary: "metrics and views dictionaries"))
                }
            } else if report {
                let suggestion = near(name, in: Set(environment.metrics.keys).union(environment.metricsWithoutValues).union(inView == nil ? [] : views.all))
                diagnostics.append(Diagnostic(.unknownMetric, object.range,
                    "'\(name)' is not a key in the metrics dictionary\(inView == nil ? "" : " or the views dictionary")",
                    apple: SemanticMessage.unknownMetric(name),
                    notes: suggestion.map { [DiagnosticNote("did you mean '\($0)'?")] } ?? [metricKeysNote],
                    fixes: suggestion.map { [Self.rename(object.range, to: $0)] } ?? []))
            }
        case .missing:
            break
        }
        if let priority = predicate.priority {
            switch priority.value {
            case .number(let value):
                result.priority = value
                if report { checkPriority(value, at: priority.range, written: syntax.text(priority.range)) }
            case .name:
                let name = syntax.text(priority.range)
                if environment.isMetric(name) {
                    if let value = environment.metrics[name] {
                        result.priority = value
                        if report { checkPriority(value, at: priority.range, written: "'\(name)' = \(NumberFormatting.shortest(value))") }
                    } else {
                        result.priorityExact = false
                    }
                } else if views.contains(name) {
                    result.priority = 0
                    if report {
                        diagnostics.append(Diagnostic(.priorityOutOfRange, priority.range,
                            "'\(name)' is a view, not a metric; as a priority it reads as 0, and a priority must be greater than 0",
                            apple: SemanticMessage.priorityTooLow("0")))
                    }
                } else if environment.metricsAreUnknown || !environment.metricsAreComplete {
                    result.priorityExact = false
                } else if report {
                    diagnostics.append(Diagnostic(.unknownMetric, priority.range,
                        "'\(name)' is not a key in the metrics dictionary",
                        apple: SemanticMessage.unknownMetric(name), notes: [metricKeysNote]))
                }
            case .missing:
                break
            }
        }
        return result
    }

    private var sizeWord: String { syntax.axis == .horizontal ? "width" : "height" }

    /// What the metrics dictionary holds, for a name that is not in it and not near any key.
    private var metricKeysNote: DiagnosticNote {
        let keys = Set(environment.metrics.keys).union(environment.metricsWithoutValues).sorted()
        if keys.isEmpty { return DiagnosticNote("the metrics dictionary holds no keys") }
        let shown = keys.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return DiagnosticNote("the metrics dictionary holds " + shown + (keys.count > 8 ? " and \(keys.count - 8) more" : ""))
    }

    private mutating func checkPriority(_ value: Double, at range: ByteRange, written: String) {
        let text = NumberFormatting.shortest(value)
        if !(value > 0) {
            diagnostics.append(Diagnostic(.priorityOutOfRange, range,
                "priority \(written) is not greater than 0; priorities go from 1 to 1000 (required)",
                apple: SemanticMessage.priorityTooLow(text)))
        } else if value > 1000 {
            diagnostics.append(Diagnostic(.priorityOutOfRange, range,
                "priority \(written) is higher than 1000 (required), the highest priority there is",
                apple: SemanticMessage.priorityTooHigh(text)))
        }
    }

    /// A key of `keys` that differs from `name` by letter case or one edit, if exactly one does.
    private func near<S: Sequence>(_ name: String, in keys: S) -> String? where S.Element == String {
        let candidates = Set(keys).filter { $0 != name && ($0.lowercased() == name.lowercased() || Spelling.isOneEditApart($0, name)) }
        return candidates.count == 1 ? candidates.first : nil
    }

    // MARK: Options

    private mutating func checkOptions() {
        let options = environment.options
        let axis = syntax.axis
        let hasPair = syntax.views.count >= 2
        let along = options.intersection(axis == .horizontal ? .horizontalAlignments : .verticalAlignments)
        let across = options.intersection(axis == .horizontal ? .verticalAlignments : .horizontalAlignments)
        let axisWord = axis == .horizontal ? "horizontal" : "vertical"
        if !along.isEmpty {
            let names = along.names.joined(separator: ", ")
            if hasPair {
                diagnostics.append(Diagnostic(.alignmentAxis, syntax.range,
                    "\(names) aligns views along the \(axisWord) axis, which this \(axisWord) format lays them out on",
                    apple: SemanticMessage.alignmentAxis(axis)))
            } else {
                var diagnostic = Diagnostic(.alignmentAxis, syntax.range,
                    "\(names) aligns views along the \(axisWord) axis this format lays them out on; with a single view it creates nothing, with two the runtime throws",
                    notes: [DiagnosticNote("the runtime only throws when the format has two adjacent views")])
                diagnostic.severity = .warning
                diagnostics.append(diagnostic)
            }
        }
        if !across.isEmpty && !hasPair {
            diagnostics.append(Diagnostic(.unusedAlignment, syntax.range,
                "\(across.names.joined(separator: ", ")) aligns adjacent views, but this format has only one view, so it creates nothing"))
        }
        if axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
            diagnostics.append(Diagnostic(.baselineSpacingHorizontal, syntax.range,
                "spacingBaselineToBaseline only applies to vertical formats",
                apple: SemanticMessage.baselineSpacingHorizontal))
        }
        if axis == .vertical && options.usesAbsoluteDirection {
            diagnostics.append(Diagnostic(.directionIgnored, syntax.range,
                "\(options.intersection(.directionMask).names.joined(separator: ", ")) has no effect on a vertical format"))
        } else if options.isSuperset(of: .directionMask) {
            diagnostics.append(Diagnostic(.directionIgnored, syntax.range,
                "directionLeftToRight and directionRightToLeft together behave as directionLeftToRight"))
        }
    }

    // MARK: Conflicts inside one format

    private struct Bound {
        var index: Int
        var relation: Relation
        var value: Double
    }

    /// Groups the numeric predicates by the quantity they bound (one view's size, one space)
    /// and reports required ones that cannot all hold, and equal non-required ones that pull apart.
    private mutating func checkQuantities(_ connections: [(connection: ConnectionSyntax, before: Int?, after: Int?)]) {
        // A view's size predicates, gathered over all its appearances; most formats have at most
        // one per view, so the grouping is only built when some view has two.
        var seen = NameIndex()
        var grouped: [Int: [Int]] = [:]   // first appearance → predicates of every appearance
        for (index, view) in syntax.views.enumerated() where !view.name.isEmpty && !view.predicateIndices.isEmpty {
            let first = seen.firstIndex(of: names[index], in: names, before: index) ?? index
            if first != index || view.predicateIndices.count > 1 || grouped[first] != nil {
                grouped[first, default: []] += view.predicateIndices
            } else {
                grouped[first] = Array(view.predicateIndices)
            }
        }
        for first in grouped.keys.sorted() where grouped[first]!.count > 1 {
            checkQuantity(grouped[first]!, what: "the \(sizeWord) of '\(names[first])'")
        }
        for (connection, before, after) in connections where connection.predicateIndices.count > 1 {
            let what: String
            switch (before, after) {
            case (nil, let view?): what = "the space between the superview and '\(names[view])'"
            case (let view?, nil): what = "the space between '\(names[view])' and the superview"
            case (let a?, let b?): what = "the space between '\(names[a])' and '\(names[b])'"
            default: what = "the space"
            }
            checkQuantity(Array(connection.predicateIndices), what: what)
        }
    }

    private mutating func checkQuantity(_ indices: [Int], what: String) {
        var byPriority: [Double: [Bound]] = [:]
        var priorities: [Double] = []
        for index in indices {
            let value = values[index]
            guard case .number(let number, _, true) = value.object, value.priorityExact,
                  value.priority > 0, value.priority <= 1000 else { continue }
            if byPriority[value.priority] == nil { priorities.append(value.priority) }
            byPriority[value.priority, default: []].append(Bound(index: index, relation: syntax.predicates[index].relation, value: number))
        }
        for priority in priorities {
            let bounds = byPriority[priority]!
            guard bounds.count > 1, let (low, high) = contradiction(bounds) else { continue }
            let later = max(low.index, high.index), earlier = min(low.index, high.index)
            let laterBound = later == low.index ? low : high
            let earlierBound = later == low.index ? high : low
            if priority >= 1000 {
                diagnostics.append(Diagnostic(.conflictingConstraints, syntax.predicates[later].range,
                    "\(what) cannot be \(phrase(earlierBound)) and \(phrase(laterBound)) at once; the runtime breaks one of these required constraints",
                    notes: [DiagnosticNote("the other constraint is here", range: syntax.predicates[earlier].range),
                            DiagnosticNote("at run time this logs 'Unable to simultaneously satisfy constraints.'")]))
            } else {
                let p = NumberFormatting.shortest(priority)
                diagnostics.append(Diagnostic(.ambiguousPriorities, syntax.predicates[later].range,
                    "\(what) is pulled to \(phrase(earlierBound)) and to \(phrase(laterBound)) with the same priority \(p); which one wins is arbitrary",
                    notes: [DiagnosticNote("the other constraint is here", range: syntax.predicates[earlier].range),
                            DiagnosticNote("give one of them a higher priority")]))
            }
        }
    }

    /// The tightest lower and upper bounds when they cross, else nil.
    private func contradiction(_ bounds: [Bound]) -> (Bound, Bound)? {
        var low: Bound? = nil, high: Bound? = nil
        for bound in bounds {
            if bound.relation != .lessThanOrEqual, low == nil || bound.value > low!.value { low = bound }
            if bound.relation != .greaterThanOrEqual, high == nil || bound.value < high!.value { high = bound }
        }
        guard let l = low, let h = high, l.value > h.value + 1e-9 * max(1, abs(l.value)) else { return nil }
        return (l, h)
    }

    private func phrase(_ bound: Bound) -> String {
        let value = NumberFormatting.shortest(bound.value)
        switch bound.relation {
        case .equal: return value
        case .greaterThanOrEqual: return "at least \(value)"
        case .lessThanOrEqual: return "at most \(value)"
        }
    }
}

/// NameSet answers "is this a key" for a few names by a linear scan (no hashing, no
/// allocation), and for many through a hash set, so thousands of views stay linear.
struct NameSet {
    private let small: [String]
    private let large: Set<String>?

    init(_ names: [String]) {
        small = names.count <= 16 ? names : []
        large = names.count <= 16 ? nil : Set(names)
    }

    /// A set is kept as it is (shared, not rehashed): one layout's dictionary of thousands of
    /// views serves each of its formats.
    init(_ names: Set<String>) {
        small = names.count <= 16 ? Array(names) : []
        large = names.count <= 16 ? nil : names
    }

    /// Every name (for messages; not on the hot path).
    var all: [String] { large.map(Array.init) ?? small }

    func contains(_ name: String) -> Bool {
        if let large { return large.contains(name) }
        return small.contains(name)
    }
}

/// NameIndex finds the first earlier appearance of a name in a list visited in order: a
/// linear scan for short lists, a dictionary built as it goes for long ones.
struct NameIndex {
    private var firstIndex: [String: Int] = [:]

    /// The first index before `index` where `names` holds `name`; records `index` otherwise.
    /// Call with increasing `index`.
    mutating func firstIndex(of name: String, in names: [String], before index: Int) -> Int? {
        if names.count <= 16 {
            return names[..<index].firstIndex(of: name)
        }
        if let first = firstIndex[name] { return first }
        firstIndex[name] = index
        return nil
    }
}
