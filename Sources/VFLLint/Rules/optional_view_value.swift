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
    /// `boxesDeclaredView` by value text, for this file (each answer reads the whole file).
    var declaredViews: [String: Bool] = [:]

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        // Objective-C has no optionals (`a ?: b`, `c ? a : b` are conditionals).
        guard file.language == .swift, let views = format.embedded.views, !views.isVariableBindings, seen.insert(views.range).inserted else { return }
        for entry in views.entries where Self.isOptional(entry.valueText) {
            let declared = declaredViews[entry.valueText] ?? Self.boxesDeclaredView(entry.valueText, in: file.bytes)
            declaredViews[entry.valueText] = declared
            if declared { continue }
            findings.append(Diagnostic(.optionalViewValue, entry.valueRange,
                "the view '\(entry.key)' is passed as '\(entry.valueText)', an optional; a nil view crashes at run time",
                notes: [DiagnosticNote("unwrap it once before the call and pass the non-optional view")]))
        }
    }

    static let viewTypeEndings = ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Stepper"]

    /// Whether `value` is `name as Any` (or `self.name as AnyObject`) for a name every `let`/`var`
    /// of this file declares with a type that is no optional (`private var titleLabel: UILabel`,
    /// `let icon = UIImageView()`): boxing it hides nothing.
    static func boxesDeclaredView(_ value: String, in bytes: [UInt8]) -> Bool {
        var words = value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard words.count == 3, words[1] == "as", words[2] == "Any" || words[2] == "AnyObject" else { return false }
        if words[0].hasPrefix("self.") { words[0] = words[0].dropFirst(5) }
        let name = Array(words[0].utf8)
        guard !name.isEmpty, name.allSatisfy({ $0 == UInt8(ascii: "_") || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        func isNameByte(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        var declarations = 0
        var i = 0
        while i + name.count + 4 < bytes.count {
            // `let NAME` / `var NAME`, whole words.
            guard bytes[i] == UInt8(ascii: "l") || bytes[i] == UInt8(ascii: "v"),
                  bytes[i..<(i + 3)].elementsEqual("let".utf8) || bytes[i..<(i + 3)].elementsEqual("var".utf8),
                  i == 0 || !isNameByte(bytes[i - 1]), bytes[i + 3] == 0x20 else { i += 1; continue }
            var k = i + 4
            while k < bytes.count && bytes[k] == 0x20 { k += 1 }
            guard k + name.count <= bytes.count, bytes[k..<(k + name.count)].elementsEqual(name),
                  k + name.count == bytes.count || !isNameByte(bytes[k + name.count]) else { i += 1; continue }
            k += name.count
            while k < bytes.count && bytes[k] == 0x20 { k += 1 }
            declarations += 1
            if k < bytes.count && bytes[k] == UInt8(ascii: ":") {
                // The type, up to `=`, `{`, `;`, `,` or the line's end: no `?` or `!` at its end.
                var end = k + 1
                var depth = 0
                while end < bytes.count {
                    let b = bytes[end]
                    if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "<") { depth += 1 }
                    if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: ">") { depth -= 1 }
                    if depth <= 0 && (b == UInt8(ascii: "=") || b == UInt8(ascii: "{") || b == UInt8(ascii: ";") || b == UInt8(ascii: ",") || b == 0x0A) { break }
                    end += 1
                }
                var last = end - 1
                while last > k && (bytes[last] == 0x20 || bytes[last] == 0x0D || bytes[last] == 0x09) { last -= 1 }
                guard last > k, bytes[last] != UInt8(ascii: "?"), bytes[last] != UInt8(ascii: "!") else { return false }
            } else if k + 1 < bytes.count && bytes[k] == UInt8(ascii: "=") {
                // `= UILabel()`: a view's initializer, which never fails.
                k += 1
                while k < bytes.count && bytes[k] == 0x20 { k += 1 }
                guard k < bytes.count, bytes[k] >= UInt8(ascii: "A"), bytes[k] <= UInt8(ascii: "Z") else { return false }
                var e = k
                while e < bytes.count && isNameByte(bytes[e]) { e += 1 }
                let type = String(decoding: bytes[k..<e], as: UTF8.self)
                guard e < bytes.count, bytes[e] == UInt8(ascii: "("), type.hasPrefix("UI") || type.hasPrefix("NS"),
                      Self.viewTypeEndings.contains(where: { type.hasSuffix($0) }) else { return false }
            } else {
                return false
            }
            i = k
        }
        return declarations > 0
    }

    /// `x?.y`, `x?[0]`, `x as? T`, `try? f()`, `x as Any`, `x as AnyObject` at the top level of
    /// the value (bytes, no strings made); not a conditional `c ? a : b`, a default `a ?? b`, or
    /// a mark inside brackets, a call's arguments or a string (`(x?.y)!`, `f(x?.tag ?? 0)`). A
    /// forced unwrap `x!` is not reported: it states that the view exists (an outlet, say), and a
    /// nil there stops at the unwrap with a clear message, which is what the author asked for.
    static func isOptional(_ value: String) -> Bool {
        // Most values are a plain name: without a `?` and an `Any` there is nothing to read.
        var marked = false, previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte == UInt8(ascii: "?") || previous == (UInt8(ascii: "A"), UInt8(ascii: "n")) && byte == UInt8(ascii: "y") { marked = true; break }
            previous = (previous.1, byte)
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
