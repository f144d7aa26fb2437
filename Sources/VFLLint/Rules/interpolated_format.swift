import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// A format built with string interpolation.
    public static let interpolatedFormat = DiagnosticID(
        code: "VFL401", rule: "interpolated_format", severity: .warning,
        summary: "A format is built with string interpolation instead of metrics.")
}

/// `interpolated_format`: a format built with string interpolation (`"H:|-\(inset)-[a]|"`).
struct InterpolatedFormat: FileRule {
    static let doc = RuleDoc(.interpolatedFormat,
        why: "A number interpolated from a variable is printed however Swift prints its value at run time: a negative one gives '--8-' (a runtime exception), a large one an exponent. Nothing can check the format before it runs. (A number written in the interpolation, or the name of a constant written out as one, 'let top = 64.0' in the function or the type, is printed one way only: such a format is checked whole, as '64.0', and not reported; so is a constant string, 'let edge = guide ? \"[guide]\" : \"|\"'. A value of type String, such as a view's name, is text, not a number, and is not reported.)",
        example: "NSLayoutConstraint.constraints(withVisualFormat: \"H:|-\\(inset)-[title]|\", options: [], metrics: nil, views: views)",
        fix: "Write the name in the format and pass the value in metrics: \"H:|-inset-[title]|\" with metrics: [\"inset\": inset].")

    func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // Only a number interpolated where the grammar takes one: a name or an orientation is
        // a legitimate way to build a format.
        guard format.embedded.dynamicSource == .interpolation,
              format.embedded.literals.contains(where: { DynamicFormatText.interpolatesNumber($0, in: file.bytes, text: format.embedded.textInterpolations) }) else { return }
        // At the format's text, where the numbers go in (each element of an array of formats
        // has its own warning; a literal two calls share, one), else at the argument.
        var place = format.embedded.argumentRange
        if let first = format.embedded.literals.first?.range, let last = format.embedded.literals.last?.range {
            place = ByteRange(first.lowerBound, last.upperBound)
        }
        findings.append(Diagnostic(.interpolatedFormat, place,
            "this format is built with string interpolation, so it cannot be checked whole (only the view names its text shows); write names in the format and pass the values through 'metrics:'"))
    }
}
