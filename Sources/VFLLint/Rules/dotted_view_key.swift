import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// `NSDictionaryOfVariableBindings(self.x)`.
    public static let dottedViewKey = DiagnosticID(
        code: "VFL400", rule: "dotted_view_key", severity: .error,
        summary: "NSDictionaryOfVariableBindings is given a property access, whose key contains a dot.")
}

/// `dotted_view_key`: `NSDictionaryOfVariableBindings(self.arrow)` makes the key `"self.arrow"`,
/// which no format can name (`[self.arrow]` reads as the view `self` and a stray `.arrow`).
struct DottedViewKey: FileRule {
    static let doc = RuleDoc(.dottedViewKey,
        why: "The macro uses the expression's text as the key. A format cannot write a dot in a view name, so the view can never be found and the call throws.",
        example: "NSDictionaryOfVariableBindings(self.arrow)  with  @\"H:|[arrow]|\"",
        fix: "Bind the view to a local first (UIView *arrow = self.arrow;) or write the dictionary out: @{@\"arrow\": self.arrow}.")

    func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        guard let views = format.embedded.views, views.isVariableBindings else { return }
        for entry in views.entries where entry.key.contains(".") {
            let name = entry.key.split(separator: ".").last.map(String.init) ?? entry.key
            findings.append(Diagnostic(.dottedViewKey, entry.keyRange,
                "NSDictionaryOfVariableBindings(\(entry.key)) makes the key '\(entry.key)', which no format can name",
                notes: [DiagnosticNote("bind it to a local ('UIView *\(name) = \(entry.key);') or write the dictionary out: @{@\"\(name)\": \(entry.key)}")]))
        }
    }
}
