import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// A key of `views:` no format of the call uses.
    public static let unusedViewKey = DiagnosticID(
        code: "VFL404", rule: "unused_view_key", severity: .warning,
        summary: "A key of the views dictionary is used by no format that receives it.")
}

/// `unused_view_key` (opt-in): a key of a views dictionary that none of the formats given that
/// dictionary uses.
enum UnusedViewKey: FileRule {
    static let doc = RuleDoc(.unusedViewKey,
        why: "A key no format names is usually a view that was meant to be placed and is not, or a leftover after a refactor.",
        example: "let views = [\"title\": title, \"badge\": badge]  used only with \"H:|[title]|\"",
        fix: "Place the view in a format, or remove the key.", optIn: true)

    static func check(_ context: LintContext) -> [Diagnostic] {
        // Group the formats by the dictionary they receive (one literal may feed several calls).
        var groups: [ByteRange: (dictionary: [DictionaryEntry], used: Set<String>, complete: Bool)] = [:]
        var order: [ByteRange] = []
        for format in context.formats {
            guard let views = format.embedded.views else { continue }
            if groups[views.range] == nil {
                groups[views.range] = (views.entries, [], true)
                order.append(views.range)
            }
            guard let analysis = format.analysis else {
                groups[views.range]!.complete = false   // a dynamic format may use any key
                continue
            }
            let syntax = analysis.syntax
            var used = Set(syntax.views.map { syntax.text($0.name) })
            for predicate in syntax.predicates where predicate.object.isName { used.insert(syntax.text(predicate.object.range)) }
            groups[views.range]!.used.formUnion(used)
        }
        var findings: [Diagnostic] = []
        for range in order {
            let group = groups[range]!
            guard group.complete else { continue }
            for entry in group.dictionary where !group.used.contains(entry.key) {
                findings.append(Diagnostic(.unusedViewKey, entry.keyRange,
                    "'\(entry.key)' is a key of the views dictionary but no format given it names that view"))
            }
        }
        return findings
    }
}
