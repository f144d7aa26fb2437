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
    static let reads: ModelFacts = [.boxedNames]

    /// A dictionary shared by many calls is checked once.
    var seen = Set<ByteRange>()

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // Objective-C has no optionals (`a ?: b`, `c ? a : b` are conditionals).
        // (A helper's own dictionary is written in the helper, and read there.)
        // A helper that unwraps its views with a conditional cast stops at a nil one: no crash.
        guard file.language == .swift, let views = format.embedded.views, !views.isVariableBindings, !views.isHelpersOwn,
              !format.embedded.helperUnwrapsViews, seen.insert(views.range).inserted else { return }
        // A view every declaration of the file types as no optional, boxed out of habit, hides no
        // nil; one the file does not declare (`self.topLayoutGuide as AnyObject`) is not seen.
        for entry in views.entries where entry.boxedName == nil && !entry.isAddedByHelper && Self.isOptional(entry.valueText) {
            findings.append(Diagnostic(.optionalViewValue, entry.valueRange,
                "the view '\(entry.key)' is passed as '\(entry.valueText)', an optional; a nil view crashes at run time",
                notes: [DiagnosticNote("unwrap it once before the call and pass the non-optional view")]))
        }
    }

    /// `x?.y`, `x?[0]`, `x as? T`, `try? f()`, `x as Any`, `x as AnyObject` at the top level of
    /// the value (bytes, no strings made); not a conditional `c ? a : b`, a default `a ?? b`, or
    /// a mark inside brackets, a call's arguments or a string (`(x?.y)!`, `f(x?.tag ?? 0)`). A
    /// forced unwrap `x!` is not reported: it states that the view exists (an outlet, say), and a
    /// nil there stops at the unwrap with a clear message, which is what the author asked for.
    static func isOptional(_ value: String) -> Bool {
        // Most values are a plain name: without a `?` and an `Any` there is nothing to read
        // (looked for in the string's own bytes: an iterator over its view costs more a byte).
        var text = value
        let marked = text.withUTF8 { bytes in
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if byte == UInt8(ascii: "?") || previous == (UInt8(ascii: "A"), UInt8(ascii: "n")) && byte == UInt8(ascii: "y") { return true }
                previous = (previous.1, byte)
            }
            return false
        }
        guard marked else { return false }
        let raw = Array(value.utf8)
        func isSpace(_ k: Int) -> Bool { k < 0 || k >= raw.count || raw[k] == 0x20 || raw[k] == 0x0A || raw[k] == 0x09 || raw[k] == 0x0D }
        func follows(_ word: String, at k: Int) -> Bool {   // `word` ends right before `k`, a whole word
            let w = Array(word.utf8)
            guard k >= w.count, raw[(k - w.count)..<k].elementsEqual(w) else { return false }
            return isSpace(k - w.count - 1) || raw[k - w.count - 1] == UInt8(ascii: "(")
        }
        var depth = 0
        var inString = false
        var optional = false
        var k = 0
        while k < raw.count {
            let byte = raw[k]
            if inString {
                if byte == UInt8(ascii: "\\") { k += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            } else if byte == UInt8(ascii: "?") && depth == 0 {
                if k + 1 < raw.count && raw[k + 1] == UInt8(ascii: "?") { return false }   // `a ?? b`: a default
                if follows("as", at: k) || follows("try", at: k)
                    || !isSpace(k - 1) && k + 1 < raw.count && (raw[k + 1] == UInt8(ascii: ".") || raw[k + 1] == UInt8(ascii: "[")) {
                    optional = true
                }
            }
            k += 1
        }
        if optional { return true }
        let bytes = Array(raw.lazy.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 })
        return bytes.reversed().starts(with: "asAny".utf8.reversed()) || bytes.reversed().starts(with: "asAnyObject".utf8.reversed())
    }
}
