import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// `NSDictionaryOfVariableBindings(self.x)`.
    public static let dottedViewKey = DiagnosticID(
        code: "VFL400", rule: "dotted_view_key", severity: .error,
        summary: "NSDictionaryOfVariableBindings is given a property access, whose key contains a dot.")
}

/// `dotted_view_key`: `NSDictionaryOfVariableBindings(self.arrow)` makes the key `"self.arrow"`,
/// which no format can name (`[self.arrow]` reads as the view `self` and a stray `.arrow`). Only
/// a format that names the view (`[arrow]`, or the dotted text itself) fails for it: the runtime
/// looks up the names a format uses and nothing else, so an extra dotted key
/// (`NSDictionaryOfVariableBindings(self, self.superview)` with `@"[self(40)]"`) is harmless.
struct DottedViewKey: FileRule {
    static let doc = RuleDoc(.dottedViewKey,
        why: "The macro uses the expression's text as the key. A format cannot write a dot in a view name, so a format that names the view can never find it, and the call throws. (An extra dotted key no format names is harmless: the runtime looks up only the names a format uses.)",
        example: "NSDictionaryOfVariableBindings(self.arrow)  with  @\"H:|[arrow]|\"",
        fix: "Bind the view to a local first (UIView *arrow = self.arrow;) or write the dictionary out: @{@\"arrow\": self.arrow}.")

    func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // A format built at run time may name any view: unknown, so nothing is said.
        guard let views = format.embedded.views, views.isVariableBindings, let analysis = format.analysis,
              views.entries.contains(where: { $0.key.contains(".") }) else { return }
        let syntax = analysis.syntax
        var named = Set(syntax.views.map { syntax.text($0.name) })
        // A name in a predicate is a view only where no metric has it (metrics win): a
        // metrics dictionary not seen whole may have any name, so none counts then.
        let environment = format.environment
        let metricsSeen = !environment.metricsAreUnknown && (format.embedded.metrics == nil || environment.metricsAreComplete)
        for predicate in syntax.predicates where predicate.object.isName && metricsSeen {
            let name = syntax.text(predicate.object.range)
            if !environment.isMetric(name) { named.insert(name) }
        }
        let text = format.embedded.text ?? []
        for entry in views.entries where entry.key.contains(".") && !entry.isAddedByHelper {
            let name = entry.key.split(separator: ".").last.map(String.init) ?? entry.key
            // The view the key was meant for, named by the format and bound under no other key;
            // or the dotted text written into the format (`[self.arrow]`).
            let meant = named.contains(name) && views.index(ofKey: name) == nil
            guard meant || SourceByteSearch.contains(text, Array(entry.key.utf8)) else { continue }
            findings.append(Diagnostic(.dottedViewKey, entry.keyRange,
                "NSDictionaryOfVariableBindings(\(entry.key)) makes the key '\(entry.key)', which no format can name",
                notes: [DiagnosticNote("bind it to a local ('UIView *\(name) = \(entry.key);') or write the dictionary out: @{@\"\(name)\": \(entry.key)}")]))
        }
    }
}
