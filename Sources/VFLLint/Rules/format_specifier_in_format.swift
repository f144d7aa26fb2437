import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// A format built with `String(format:)` / `stringWithFormat:`.
    public static let formatSpecifierInFormat = DiagnosticID(
        code: "VFL402", rule: "format_specifier_in_format", severity: .warning,
        summary: "A format is built with String(format:) or stringWithFormat: and a numeric conversion (%d, %f) instead of metrics.")
}

/// `format_specifier_in_format`: a format built with `String(format:)` or `stringWithFormat:`.
struct FormatSpecifierInFormat: FileRule {
    static let doc = RuleDoc(.formatSpecifierInFormat,
        why: "'%f' prints '8.000000'; a negative value gives '--8-', which the runtime rejects ('Cannot tell if this - is a minus sign…'). The format cannot be checked before it runs. A '%@' alone is not reported: it usually puts a view's name in the format, which metrics cannot do.",
        example: "[NSString stringWithFormat:@\"V:|-%f-[icon]|\", top]",
        fix: "Write a metric name in the format and pass the number in metrics: @\"V:|-top-[icon]|\" with metrics:@{@\"top\": @(top)}.")

    func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // Only a numeric conversion that may print what the runtime rejects (`%.1f`, `-%d-`): `%@`
        // substitutes a string, often a view's name, and `-(%ld)-` or `%u` print a number wherever.
        guard format.embedded.dynamicSource?.usesSpecifiers == true else { return }
        // The template's conversions, the first literal when it is one: a literal among its
        // arguments (`@"%ld"` formatted apart) is not where its number lands.
        guard let template = format.embedded.literals.first, DynamicFormatNames.isTemplate(of: format.embedded, in: file.bytes) else { return }
        let risks = DynamicFormatText.numberRisks([template], in: file.bytes)
        guard !risks.isEmpty else { return }
        var values: [String] = []
        if risks.contains(.negative) { values.append("negative") }
        if risks.contains(.nonFinite) { values.append("infinite or NaN") }
        let rejected = values.isEmpty ? "" : ", and \(risks.contains(.negative) ? "a" : "an") \(values.joined(separator: ", ")) one makes it invalid"
        let letters = risks.contains(.letters) ? ", and '%x' prints letters, which read as a name" : ""
        let priority = risks.contains(.priority) ? ", and a priority must be above 0 and at most 1000" : ""
        findings.append(Diagnostic(.formatSpecifierInFormat, format.embedded.argumentRange,
            "this format is built with a format string, so its numbers are not checked\(rejected)\(letters)\(priority); pass the numbers through 'metrics:'"))
    }
}
