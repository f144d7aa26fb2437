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

    /// A constraint of a format, its views renamed to their identities, with its place in the file.
    struct Member {
        var format: Int
        var constraint: LayoutConstraint
        var place: ByteRange
    }

    /// The constraints of each group of formats that are active together (same scope, all
    /// activated where they are made or collected in one variable; see
    /// `EmbeddedFormat.conflictGroup`), views renamed to the expression passed in `views:` so
    /// that two dictionaries naming one view differently still meet and one key naming two
    /// views does not; groups in the order first seen.
    var scopes: [String: [Member]] = [:]
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
        func identity(_ item: LayoutItem) -> LayoutItem {
            guard case .view(let key) = item else { return item }
            guard let entry = dictionary?.entries.first(where: { $0.key == key }) else {
                // A view whose expression is not visible is only itself within its dictionary.
                return .view("\(dictionary?.range.lowerBound ?? -1):\(key)")
            }
            if let known = identities[entry.valueRange.lowerBound] { return .view(known) }
            // A name or a property chain is one view wherever it is passed; an expression that
            // makes a view (`UIView()`, `make()`) or picks one (`views[0]`) is only itself.
            let plain = !entry.valueText.utf8.contains(UInt8(ascii: "(")) && !entry.valueText.utf8.contains(UInt8(ascii: "["))
            let name = plain ? ViewFacts.identity(entry.valueText) : "\(entry.valueRange.lowerBound)@\(entry.valueText)"
            identities[entry.valueRange.lowerBound] = name
            return .view(name)
        }
        if scopes[group] == nil {
            order.append(group)
            scopes[group] = []
        }
        texts[format.index] = format.embedded.text
        for var constraint in analysis.constraints {
            constraint.first.item = identity(constraint.first.item)
            if let second = constraint.second { constraint.second = LayoutAnchor(identity(second.item), second.attribute) }
            scopes[group, default: []].append(Member(format: format.index, constraint: constraint,
                                                     place: format.embedded.sourceRange(of: constraint.range)))
        }
    }

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        for scope in order {
            let all = scopes.removeValue(forKey: scope) ?? []
            for members in Self.components(all) where Set(members.map { all[$0].format }).count > 1 {
                findings += conflicts(members.map { all[$0] })
            }
        }
    }

    /// The constraints of `list` in groups that share views (directly or through others), as indices.
    static func components(_ list: [Member]) -> [[Int]] {
        var parent: [String: String] = [:]
        func root(_ name: String) -> String {
            var current = name
            while let next = parent[current], next != current { current = next }
            var walk = name
            while let next = parent[walk], next != current { parent[walk] = current; walk = next }
            return current
        }
        func views(_ constraint: LayoutConstraint) -> [String] {
            var names: [String] = []
            if case .view(let a) = constraint.first.item { names.append(a) }
            if let second = constraint.second, case .view(let b) = second.item { names.append(b) }
            return names
        }
        for member in list {
            let names = views(member.constraint)
            for name in names where parent[name] == nil { parent[name] = name }
            if names.count == 2 {
                let a = root(names[0]), b = root(names[1])
                if a != b { parent[a] = b }
            }
        }
        var groups: [String: Int] = [:]
        var result: [[Int]] = []
        for (index, entry) in list.enumerated() {
            guard let first = views(entry.constraint).first else { continue }
            let r = root(first)
            if let g = groups[r] { result[g].append(index) } else { groups[r] = result.count; result.append([index]) }
        }
        return result
    }

    func conflicts(_ list: [Member]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for conflict in RequiredConflicts.find(list.map(\.constraint)) {
            let involved = [conflict.broken] + conflict.conflicting
            // A conflict inside one format is `conflicting_constraints`; here only those across formats.
            guard Set(involved.map { list[$0].format }).count > 1 else { continue }
            func text(_ i: Int) -> String {
                let format = texts[list[i].format].map { String(decoding: $0, as: UTF8.self) } ?? ""
                return "'\(list[i].constraint.equation)' from \"\(format)\""
            }
            findings.append(Diagnostic(.crossFormatConflict, list[conflict.broken].place,
                "required constraint \(text(conflict.broken)) cannot hold together with \(conflict.conflicting.count) other\(conflict.conflicting.count == 1 ? "" : "s") from this function; Auto Layout breaks one at run time",
                notes: conflict.conflicting.map { DiagnosticNote("conflicts with \(text($0))", range: list[$0].place) }))
        }
        return findings
    }
}
