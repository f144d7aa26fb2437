import VFLSourceScan
import VFLSyntax

/// `optional_view_value`: `["a": a!]`, `["a": a?.b]`, `["a": a as Any]` in `views:`.
enum OptionalViewValue {
    static let doc = RuleDoc(.optionalViewValue,
        why: "A nil view crashes: forced ('a!') at once, 'as Any' later inside Auto Layout with an unhelpful message ('…is not a UIView'), and an optional chain the same way.",
        example: "views: [\"icon\": icon as Any]",
        fix: "Unwrap once before the call (guard let icon = icon else { return }) and pass the non-optional view.")

    static func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var seen = Set<ByteRange>()   // a dictionary shared by many calls is checked once
        for format in context.formats {
            guard let views = format.embedded.views, !views.isVariableBindings, seen.insert(views.range).inserted else { continue }
            for entry in views.entries {
                let value = entry.valueText.filter { $0 != " " && $0 != "\n" && $0 != "\t" }
                let boxed = value.hasSuffix("asAny") || value.hasSuffix("asAnyObject") || value.contains("as?")
                guard value.hasSuffix("!") || value.contains("?") || boxed else { continue }
                findings.append(Finding(.optionalViewValue, entry.valueRange,
                    "the view '\(entry.key)' is passed as '\(entry.valueText)', an optional; a nil view crashes at run time",
                    notes: [DiagnosticNote("unwrap it once before the call and pass the non-optional view")]))
            }
        }
        return findings
    }
}
