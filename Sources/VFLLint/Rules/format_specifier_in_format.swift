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
        // Only a numeric conversion (`%d`, `%.1f`): `%@` substitutes a string, often a view's name.
        guard format.embedded.isDynamic(because: "String(format:)"),
              DynamicFormatText.hasNumericConversion(format.embedded.literals, in: file.bytes) else { return }
        findings.append(Diagnostic(.formatSpecifierInFormat, format.embedded.argumentRange,
            "this format is built with a format string, so its numbers are not checked, and a negative, infinite or NaN one makes it invalid; pass the numbers through 'metrics:'"))
    }
}
