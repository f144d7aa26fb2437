import VFLLayout
import VFLSemantics
import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// Required constraints from several formats of one scope that cannot all hold.
    public static let crossFormatConflict = DiagnosticID(
        code: "VFL407", rule: "cross_format_conflict", severity: .error,
        summary: "Formats of one function constrain the same views with required constraints that cannot all hold.")
}

/// `cross_format_conflict`: formats of one function that constrain the same views with required
/// constraints that cannot all hold, such as `V:[v3(20)]|` and `V:[v3(10)]|`.
struct CrossFormatConflict: FileRule {
    static let doc = RuleDoc(.crossFormatConflict,
        why: "Each format is valid alone; together they ask for the impossible. At run time Auto Layout logs 'Unable to simultaneously satisfy constraints' and breaks one of them, so the layout depends on which one it picks.",
        example: "constraints(withVisualFormat: \"V:[v3(20)]|\", …) and constraints(withVisualFormat: \"V:[v3(10)]|\", …) in one method",
        fix: "Remove or change one of the constraints named, or lower one priority (@750) so it may yield.")

    /// The views dictionary keys a constraint's items had in its format, before they were
    /// renamed to identities.
    struct WrittenKeys {
        var first: String?
        var second: String?
    }

    /// The formats of one group that are active together (same scope, all activated where they
    /// are made or collected in one variable; see `EmbeddedFormat.conflictGroup`).
    struct Scope {
        /// The required constraints whose values are known, the only ones that can conflict
        /// (`RequiredConflicts` solves those alone), in file order, views renamed to their
        /// identities; with the format each comes from and its place in the file.
        var constraints: [LayoutConstraint] = []
        var formats: [Int] = []
        var places: [ByteRange] = []
        /// The keys the format wrote for each constraint's items (the messages quote the format).
        var keys: [WrittenKeys] = []
        /// The views every constraint relates, as a union-find forest: a preference still
        /// joins two views' constraints into one system.
        var parent: [String: String] = [:]

        mutating func root(_ name: String) -> String {
            var current = name
            while let next = parent[current], next != current { current = next }
            var walk = name
            while let next = parent[walk], next != current { parent[walk] = current; walk = next }
            return current
        }

        mutating func relate(_ constraint: LayoutConstraint) {
            let names = CrossFormatConflict.views(constraint)
            for name in names where parent[name] == nil { parent[name] = name }
            if names.count == 2 {
                let a = root(names[0]), b = root(names[1])
                if a != b { parent[a] = b }
            }
        }

        /// The constraints in groups whose views are related (directly or through others), as
        /// indices, in the order each group's first constraint comes.
        mutating func components() -> [[Int]] {
            var groups: [String: Int] = [:]
            var result: [[Int]] = []
            for (index, constraint) in constraints.enumerated() {
                guard let first = CrossFormatConflict.views(constraint).first else { continue }
                let r = root(first)
                if let g = groups[r] { result[g].append(index) } else { groups[r] = result.count; result.append([index]) }
            }
            return result
        }
    }

    /// The groups' constraints, views renamed to the expression passed in `views:` so that two
    /// dictionaries naming one view differently still meet and one key naming two views does
    /// not; groups in the order first seen.
    var scopes: [String: Scope] = [:]
    var order: [String] = []
    /// The identity of each views value, by its place in the file, made when a constraint first
    /// names it: a dictionary usually lists many more views than one format places.
    var identities: [Int: String] = [:]
    /// The text of each format that gave constraints, for the messages.
    var texts: [Int: [UInt8]] = [:]

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        guard let group = format.embedded.conflictGroup, format.embedded.alternative == nil,
              let analysis = format.analysis, !analysis.throwsAtRuntime else { return }
        let dictionary = format.embedded.views
        // A key given twice: Swift traps before any constraint is made, and which view an
        // Objective-C literal keeps is not something to promise; the format is not compared.
        if let dictionary, let keys = format.environment.views, keys.count != dictionary.entries.count { return }
        // The views argument as written: one name is one dictionary in one scope; an expression
        // that makes a dictionary (`makeViews()`) makes one per call.
        // Made only for a dictionary that needs it (most are seen into).
        lazy var passed: String = {
            guard let range = format.embedded.viewsArgument else { return "\(format.embedded.callRange.lowerBound)@" }
            let text = ViewFacts.identity(String(decoding: file.bytes[Int(range.start)..<Int(range.end)], as: UTF8.self))
            return text.utf8.contains(UInt8(ascii: "(")) || text.utf8.contains(UInt8(ascii: "["))
                ? "\(format.embedded.callRange.lowerBound)@\(text)" : text
        }()
        func identity(_ item: LayoutItem) -> LayoutItem {
            guard case .view(let key) = item else { return item }
            // A dictionary the scanner cannot see, or one a helper returns (made anew by each call
            // of the helper, of its own parameters): a key names a view of that very dictionary,
            // known by the expression passed (`views: first` and `views: second` are two).
            if dictionary == nil || dictionary?.isMadeByHelper == true { return .view("\(passed)#\(key)") }
            guard let dictionary, let entry = dictionary.entries.first(where: { $0.key == key }) else {
                // A view whose expression is not visible is only itself within its dictionary.
                return .view("\(dictionary?.range.lowerBound ?? -1):\(key)")
            }
            if let known = identities[entry.valueRange.lowerBound] { return .view(known) }
            // The view the scanner resolved the value to (a local by its declaration, a
            // parameter, a property); an expression that makes a view (`UIView()`, `make()`),
            // picks one (`views[0]`) or a variable assigned again is only itself.
            let name = entry.identity ?? "\(entry.valueRange.lowerBound)@\(entry.valueText)"
            identities[entry.valueRange.lowerBound] = name
            return .view(name)
        }
        // The group's scope, taken out while the format's constraints are added (one lookup a
        // format, and no copy of its arrays).
        var scope: Scope
        if let known = scopes.removeValue(forKey: group) {
            scope = known
        } else {
            order.append(group)
            scope = Scope()
        }
        for var constraint in analysis.constraints {
            var written = WrittenKeys()
            if case .view(let key) = constraint.first.item { written.first = key }
            if case .view(let key)? = constraint.second?.item { written.second = key }
            constraint.first.item = identity(constraint.first.item)
            if let second = constraint.second { constraint.second = LayoutAnchor(identity(second.item), second.attribute) }
            scope.relate(constraint)
            guard constraint.isRequired && constraint.isExact else { continue }
            if texts[format.index] == nil { texts[format.index] = format.embedded.text }
            scope.constraints.append(constraint)
            scope.formats.append(format.index)
            scope.places.append(format.embedded.sourceRange(of: constraint.range))
            scope.keys.append(written)
        }
        scopes[group] = scope
    }

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        for name in order {
            guard var scope = scopes.removeValue(forKey: name) else { continue }
            for group in scope.components() where Set(group.map { scope.formats[$0] }).count > 1 {
                // The usual worst case, every constraint of the scope in one system, is solved
                // without copying it.
                if group.count == scope.constraints.count {
                    conflicts(scope.constraints, formats: scope.formats, places: scope.places, keys: scope.keys,
                              notes: file.notes, into: &findings)
                } else {
                    conflicts(group.map { scope.constraints[$0] }, formats: group.map { scope.formats[$0] },
                              places: group.map { scope.places[$0] }, keys: group.map { scope.keys[$0] },
                              notes: file.notes, into: &findings)
                }
            }
        }
    }

    /// The views a constraint relates (one or two).
    static func views(_ constraint: LayoutConstraint) -> [String] {
        var names: [String] = []
        if case .view(let a) = constraint.first.item { names.append(a) }
        if let second = constraint.second, case .view(let b) = second.item { names.append(b) }
        return names
    }

    /// The conflicts among `constraints` that span formats; with `notes`, each names the
    /// constraints it conflicts with.
    func conflicts(_ constraints: [LayoutConstraint], formats: [Int], places: [ByteRange], keys: [WrittenKeys],
                   notes: Bool, into findings: inout [Diagnostic]) {
        // A constraint in many conflicts (a width every other row contradicts) is described
        // once: its notes share one message.
        var described: [Int: String] = [:]
        func text(_ i: Int) -> String {
            if let known = described[i] { return known }
            let format = texts[formats[i]].map { String(decoding: $0, as: UTF8.self) } ?? ""
            // As the format wrote it: its keys, not the identities the views were compared by.
            var shown = constraints[i]
            if let key = keys[i].first { shown.first.item = .view(key) }
            if let key = keys[i].second, let second = shown.second { shown.second = LayoutAnchor(.view(key), second.attribute) }
            let text = "'\(shown.equation)' from \"\(format)\""
            described[i] = text
            return text
        }
        var noteMessages: [Int: String] = [:]
        func note(_ i: Int) -> DiagnosticNote {
            if let message = noteMessages[i] { return DiagnosticNote(message, range: places[i]) }
            let message = "conflicts with \(text(i))"
            noteMessages[i] = message
            return DiagnosticNote(message, range: places[i])
        }
        for conflict in RequiredConflicts.find(constraints) {
            let involved = [conflict.broken] + conflict.conflicting
            // A conflict inside one format is `conflicting_constraints`; here only those across formats.
            guard Set(involved.map { formats[$0] }).count > 1 else { continue }
            let others = conflict.conflicting.count
            findings.append(Diagnostic(.crossFormatConflict, places[conflict.broken],
                "required constraint \(text(conflict.broken)) cannot hold together with \(others) other\(others == 1 ? "" : "s") from this function; Auto Layout breaks one at run time",
                notes: notes ? conflict.conflicting.map(note) : []))
        }
    }
}
