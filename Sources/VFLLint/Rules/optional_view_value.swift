import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// `x as Any`, `x?.y` in `views:`.
    public static let optionalViewValue = DiagnosticID(
        code: "VFL403", rule: "optional_view_value", severity: .warning,
        summary: "A value of the views dictionary is an optional (chained or boxed as Any).")
}

/// `optional_view_value`: `["a": a?.b]`, `["a": a as Any]` in `views:`.
struct OptionalViewValue: FileRule {
    static let doc = RuleDoc(.optionalViewValue,
        why: "A nil view boxed 'as Any' (or reached through an optional chain) crashes later inside Auto Layout with an unhelpful message ('…is not a UIView'); the optional is hidden from the compiler.",
        example: "views: [\"icon\": icon as Any]",
        fix: "Unwrap once before the call (guard let icon = icon else { return }) and pass the non-optional view.")

    /// A dictionary shared by many calls is checked once.
    var seen = Set<ByteRange>()

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        guard let views = format.embedded.views, !views.isVariableBindings, seen.insert(views.range).inserted else { return }
        for entry in views.entries where Self.isOptional(entry.valueText) {
            findings.append(Diagnostic(.optionalViewValue, entry.valueRange,
                "the view '\(entry.key)' is passed as '\(entry.valueText)', an optional; a nil view crashes at run time",
                notes: [DiagnosticNote("unwrap it once before the call and pass the non-optional view")]))
        }
    }

    /// `x?.y`, `x as? T`, `x as Any`, `x as AnyObject` (bytes, no strings made). A forced
    /// unwrap `x!` is not reported: it states that the view exists (an outlet, say), and a nil
    /// there stops at the unwrap with a clear message, which is what the author asked for.
    static func isOptional(_ value: String) -> Bool {
        let bytes = Array(value.utf8.lazy.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 })
        if bytes.contains(UInt8(ascii: "?")) { return true }
        return bytes.reversed().starts(with: "asAny".utf8.reversed()) || bytes.reversed().starts(with: "asAnyObject".utf8.reversed())
    }
}
