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
struct UnusedViewKey: FileRule {
    static let doc = RuleDoc(.unusedViewKey,
        why: "A key no format names is usually a view that was meant to be placed and is not, or a leftover after a refactor.",
        example: "let views = [\"title\": title, \"badge\": badge]  used only with \"H:|[title]|\"",
        fix: "Place the view in a format, or remove the key.", optIn: true)

    /// The formats grouped by the dictionary they receive (one literal may feed several calls),
    /// in the order the dictionaries are first seen: its entries, the keys the formats name, and
    /// whether every format given it could be read (a dynamic format may use any key).
    var groups: [ByteRange: (dictionary: [DictionaryEntry], used: Set<String>, complete: Bool)] = [:]
    var order: [ByteRange] = []

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // A helper's own dictionary serves every call of the helper: one call's formats need not
        // name all of it.
        guard let views = format.embedded.views, !views.isHelpersOwn else { return }
        if groups[views.range] == nil {
            groups[views.range] = (views.entries, [], true)
            order.append(views.range)
        }
        guard let analysis = format.analysis else {
            groups[views.range]!.complete = false
            return
        }
        let syntax = analysis.syntax
        for view in syntax.views { groups[views.range]!.used.insert(syntax.text(view.name)) }
        for predicate in syntax.predicates where predicate.object.isName { groups[views.range]!.used.insert(syntax.text(predicate.object.range)) }
    }

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        for range in order {
            let group = groups[range]!
            guard group.complete else { continue }
            // A key a helper adds serves all its calls, as a helper's own dictionary does.
            for entry in group.dictionary where !group.used.contains(entry.key) && !entry.isAddedByHelper {
                findings.append(Diagnostic(.unusedViewKey, entry.keyRange,
                    "'\(entry.key)' is a key of the views dictionary but no format given it names that view"))
            }
        }
    }
}
