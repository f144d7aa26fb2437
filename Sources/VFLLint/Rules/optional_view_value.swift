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
        // Objective-C has no optionals (`a ?: b`, `c ? a : b` are conditionals).
        guard file.language == .swift, let views = format.embedded.views, !views.isVariableBindings, seen.insert(views.range).inserted else { return }
        for entry in views.entries where Self.isOptional(entry.valueText) {
            findings.append(Diagnostic(.optionalViewValue, entry.valueRange,
                "the view '\(entry.key)' is passed as '\(entry.valueText)', an optional; a nil view crashes at run time",
                notes: [DiagnosticNote("unwrap it once before the call and pass the non-optional view")]))
        }
    }

    /// `x?.y`, `x?[0]`, `x as? T`, `x as Any`, `x as AnyObject` (bytes, no strings made); not a
    /// conditional `c ? a : b` or `a ?? b`. A forced unwrap `x!` is not reported: it states that
    /// the view exists (an outlet, say), and a nil there stops at the unwrap with a clear
    /// message, which is what the author asked for.
    static func isOptional(_ value: String) -> Bool {
        let raw = Array(value.utf8)
        func isSpace(_ k: Int) -> Bool { k < 0 || k >= raw.count || raw[k] == 0x20 || raw[k] == 0x0A || raw[k] == 0x09 || raw[k] == 0x0D }
        for k in raw.indices where raw[k] == UInt8(ascii: "?") {
            if k + 1 < raw.count && raw[k + 1] == UInt8(ascii: "?") || k > 0 && raw[k - 1] == UInt8(ascii: "?") { continue }   // `??`
            // `as?`
            if k >= 2 && raw[k - 2] == UInt8(ascii: "a") && raw[k - 1] == UInt8(ascii: "s") && isSpace(k - 3) { return true }
            // `x?.y`, `x?[…]`: the mark right after the optional, with no space.
            if !isSpace(k - 1) && k + 1 < raw.count && (raw[k + 1] == UInt8(ascii: ".") || raw[k + 1] == UInt8(ascii: "[")) { return true }
        }
        let bytes = Array(raw.lazy.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 })
        return bytes.reversed().starts(with: "asAny".utf8.reversed()) || bytes.reversed().starts(with: "asAnyObject".utf8.reversed())
    }
}
