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
    static let reads: ModelFacts = [.viewIdentities, .activationGroups]

    /// One required constraint whose values are known, its views by their number in the scope
    /// (`superview`, or `none` for a constant size): about a third of a `LayoutConstraint`'s
    /// size, as a long function keeps every one of its formats' constraints until its end.
    struct Required {
        static let superview: Int32 = -2, none: Int32 = -1
        var first: Int32
        var second: Int32
        var firstAttribute: LayoutAttribute
        var secondAttribute: LayoutAttribute
        var relation: Relation
        var isStandardSpacing: Bool
        var constant: Double
        var priority: Double
        /// The format it comes from (`LintedFormat.index`), and its place in the file.
        var format: Int32
        var start: Int32
        var end: Int32
        /// The keys the format wrote for its items, by their number in `Scope.keys` (-1: none),
        /// as the messages quote the format, not the identities views are compared by.
        var firstKey: Int32
        var secondKey: Int32

        var place: ByteRange { ByteRange(Int(start), Int(end)) }
        /// The view whose group it joins (-1 for none).
        var firstView: Int32 { first >= 0 ? first : second >= 0 ? second : -1 }
    }

    /// The formats of one group that are active together (same scope, all activated where they
    /// are made or collected in one variable; see `EmbeddedFormat.conflictGroup`).
    struct Scope {
        /// The required constraints whose values are known, the only ones that can conflict
        /// (`RequiredConflicts` solves those alone), in file order.
        var constraints: [Required] = []
        /// Each view's number, by identity, and the views every constraint relates as a
        /// union-find forest over the numbers: a preference still joins two views' constraints
        /// into one system.
        var numbers: [String: Int32] = [:]
        /// The number of the view each views value names, by the value's place in the file.
        var numberOfValue: [Int: Int32] = [:]
        var parent: [Int32] = []
        /// The item each number stands for (its number written out: a short name, whatever
        /// the identity's length).
        var items: [LayoutItem] = []
        /// The keys formats wrote, each once, and their numbers.
        var keys: [String] = []
        var keyNumbers: [String: Int32] = [:]

        init() {
            // Room for a function's usual views, so that its tables are not rebuilt as they grow.
            numbers.reserveCapacity(16)
            numberOfValue.reserveCapacity(16)
            keyNumbers.reserveCapacity(16)
        }

        mutating func number(_ identity: String) -> Int32 {
            if let known = numbers[identity] { return known }
            let new = Int32(parent.count)
            numbers[identity] = new
            parent.append(new)
            items.append(.view(String(new)))
            return new
        }

        mutating func key(_ key: String) -> Int32 {
            if let known = keyNumbers[key] { return known }
            let new = Int32(keys.count)
            keyNumbers[key] = new
            keys.append(key)
            return new
        }

        mutating func root(_ view: Int32) -> Int32 {
            var current = view
            while parent[Int(current)] != current { current = parent[Int(current)] }
            var walk = view
            while parent[Int(walk)] != current { let next = parent[Int(walk)]; parent[Int(walk)] = current; walk = next }
            return current
        }

        mutating func relate(_ a: Int32, _ b: Int32) {
            guard a >= 0, b >= 0 else { return }
            let ra = root(a), rb = root(b)
            if ra != rb { parent[Int(ra)] = rb }
        }

        /// Adds the constraints of `format` (`constraints`, its analysis's), its views numbered by
        /// `number`: each relates its views, and the required ones whose values are known are
        /// kept. Whether one was kept.
        mutating func add(_ constraints: [LayoutConstraint], of format: LintedFormat, number: (String, inout Scope) -> Int32) -> Bool {
            var kept = false
            for constraint in constraints {
                var first = Required.superview, second = Required.none
                var firstKey: Int32 = -1, secondKey: Int32 = -1
                if case .view(let key) = constraint.first.item {
                    first = number(key, &self)
                    firstKey = self.key(key)
                }
                if let anchor = constraint.second {
                    second = Required.superview
                    if case .view(let key) = anchor.item {
                        second = number(key, &self)
                        secondKey = self.key(key)
                    }
                }
                relate(first, second)
                guard constraint.isRequired && constraint.isExact else { continue }
                kept = true
                let place = format.embedded.sourceRange(of: constraint.range)
                self.constraints.append(Required(first: first, second: second, firstAttribute: constraint.first.attribute,
                                                 secondAttribute: constraint.second?.attribute ?? .notAnAttribute,
                                                 relation: constraint.relation, isStandardSpacing: constraint.isStandardSpacing,
                                                 constant: constraint.constant, priority: constraint.priority, format: Int32(format.index),
                                                 start: Int32(place.lowerBound), end: Int32(place.upperBound),
                                                 firstKey: firstKey, secondKey: secondKey))
            }
            return kept
        }

        /// The constraints in groups whose views are related (directly or through others), as
        /// indices, in the order each group's first constraint comes.
        mutating func components() -> [[Int]] {
            var groups = [Int](repeating: -1, count: parent.count)
            var result: [[Int]] = []
            for index in constraints.indices where constraints[index].firstView >= 0 {
                let r = Int(root(constraints[index].firstView))
                if groups[r] >= 0 { result[groups[r]].append(index) } else { groups[r] = result.count; result.append([index]) }
            }
            return result
        }

        /// The constraint at `index` as the solver takes it: views by their numbers, or, with
        /// `written`, by the keys its format wrote.
        func constraint(_ index: Int, written: Bool = false) -> LayoutConstraint {
            let c = constraints[index]
            func item(_ number: Int32, _ key: Int32) -> LayoutItem {
                number == Required.superview ? .superview : written && key >= 0 ? .view(keys[Int(key)]) : items[Int(number)]
            }
            return LayoutConstraint(first: LayoutAnchor(item(c.first, c.firstKey), c.firstAttribute), relation: c.relation,
                                    second: c.second == Required.none ? nil : LayoutAnchor(item(c.second, c.secondKey), c.secondAttribute),
                                    constant: c.constant, isStandardSpacing: c.isStandardSpacing, priority: c.priority,
                                    range: ByteRange(0, 0), origin: .connection)
        }
    }

    /// The groups' constraints, views renamed after the expression passed in `views:` so that two
    /// dictionaries naming one view differently still meet and one key naming two views does
    /// not; groups in the order first seen.
    var scopes: [Scope] = []
    /// Each group's place in `scopes`.
    var scopeIndex: [String: Int] = [:]
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
        func number(_ key: String, in scope: inout Scope) -> Int32 {
            // A dictionary the scanner cannot see, or one a helper returns (made anew by each call
            // of the helper, of its own parameters): a key names a view of that very dictionary,
            // known by the expression passed (`views: first` and `views: second` are two).
            guard let dictionary, !dictionary.isMadeByHelper else { return scope.number("\(passed)#\(key)") }
            // A view whose expression is not visible is only itself within its dictionary.
            guard let k = dictionary.index(ofKey: key) else {
                return scope.number("\(dictionary.range.lowerBound):\(key)")
            }
            // A view the helper adds, written in the helper: one of its own at each call.
            if dictionary.entries[k].isAddedByHelper { return scope.number("\(passed)#\(key)") }
            let value = dictionary.entries[k].valueRange.lowerBound
            if let known = scope.numberOfValue[value] { return known }
            // The view the scanner resolved the value to (a local by its declaration, a
            // parameter, a property); an expression that makes a view (`UIView()`, `make()`),
            // picks one (`views[0]`) or a variable assigned again is only itself.
            let known = scope.number(dictionary.entries[k].identity ?? "\(value)@\(dictionary.entries[k].valueText)")
            scope.numberOfValue[value] = known
            return known
        }
        let index: Int
        if let known = scopeIndex[group] {
            index = known
        } else {
            index = scopes.count
            scopeIndex[group] = index
            scopes.append(Scope())
        }
        // (The group's scope changed in place in the array: no copy of its tables.)
        if scopes[index].add(analysis.constraints, of: format, number: number) { texts[format.index] = format.embedded.text }
    }

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        let all = scopes
        scopes = []
        scopeIndex = [:]
        for var scope in all {
            for group in scope.components() where Set(group.map { scope.constraints[$0].format }).count > 1 {
                conflicts(group, in: scope, notes: file.notes, into: &findings)
            }
        }
    }

    /// The conflicts among the constraints `group` indexes in `scope` that span formats; with
    /// `notes`, each names the constraints it conflicts with.
    func conflicts(_ group: [Int], in scope: Scope, notes: Bool, into findings: inout [Diagnostic]) {
        let texts = texts
        @Sendable func text(_ i: Int, in scope: Scope) -> String {
            let c = scope.constraints[group[i]]
            let format = texts[Int(c.format)].map { String(decoding: $0, as: UTF8.self) } ?? ""
            // As the format wrote it: its keys, not the identities the views were compared by.
            return "'\(scope.constraint(group[i], written: true).equation)' from \"\(format)\""
        }
        func text(_ i: Int) -> String { text(i, in: scope) }
        // The messages are written when read, from the group's constraints (each conflict its
        // broken constraint's index in the group and the count of the others, in one word):
        // a long function can have as many conflicts as formats.
        var kept = scope
        kept.numbers = [:]
        kept.numberOfValue = [:]
        kept.keyNumbers = [:]
        kept.parent = []
        let messages = DeferredMessages { [kept] item in
            let others = item & 0xFFFF_FFFF
            return "required constraint \(text(item >> 32, in: kept)) cannot hold together with \(others) other\(others == 1 ? "" : "s") from this function; Auto Layout breaks one at run time"
        }
        // A constraint in many conflicts (a width every other row contradicts) is described
        // once: its notes share one message.
        var noteMessages: [Int: String] = [:]
        func note(_ i: Int) -> DiagnosticNote {
            let place = scope.constraints[group[i]].place
            if let message = noteMessages[i] { return DiagnosticNote(message, range: place) }
            let message = "conflicts with \(text(i))"
            noteMessages[i] = message
            return DiagnosticNote(message, range: place)
        }
        for conflict in RequiredConflicts.find(count: group.count, { scope.constraint(group[$0]) }) {
            // A conflict inside one format is `conflicting_constraints`; here only those across formats.
            let broken = scope.constraints[group[conflict.broken]]
            guard conflict.conflicting.contains(where: { scope.constraints[group[$0]].format != broken.format }) else { continue }
            findings.append(Diagnostic(.crossFormatConflict, broken.place, messages, item: conflict.broken << 32 | conflict.conflicting.count,
                                       notes: notes ? conflict.conflicting.map(note) : []))
        }
    }
}
