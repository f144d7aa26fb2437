import VFLSourceScan

/// DynamicFormatText reads the literal text of a format built at run time (interpolation,
/// `String(format:)`/`stringWithFormat:`) for what `interpolated_format` and
/// `format_specifier_in_format` are about: a number written into the format. A view name
/// (`"V:|[\(name)]|"`), an orientation (`"\(axis):|[v]|"`) or a string (`%@`) substituted into it
/// is a legitimate way to build a format and says nothing of the kind.
enum DynamicFormatText {
    /// Whether a value substituted right after `previous` (the last non-blank byte of the
    /// literal text before it, nil at the start) stands where the grammar takes a number: a
    /// spacing (`-…-`), a predicate (`(…`, `,…`, `==…`, `<=…`, `>=…`) or a priority (`@…`).
    static func isNumberPosition(after previous: UInt8?) -> Bool {
        guard let previous else { return false }
        return previous == UInt8(ascii: "-") || previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",")
            || previous == UInt8(ascii: "=") || previous == UInt8(ascii: "<") || previous == UInt8(ascii: ">")
            || previous == UInt8(ascii: "@")
    }

    /// Whether the text from `index` (after a value) goes on as a number's end does: the next
    /// non-blank byte is `-`, `)`, `,` or `@`, or the literal ends (the rest is out of sight).
    static func endsNumber(next index: Int, in bytes: [UInt8], end: Int) -> Bool {
        var k = index
        while k < end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        guard k < end else { return true }
        return bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: ")") || bytes[k] == UInt8(ascii: ",") || bytes[k] == UInt8(ascii: "@")
    }

    /// Whether a Swift interpolation of `literal` (`\(…)`, `\#(…)` in a raw string) stands
    /// where a number goes.
    static func interpolatesNumber(_ literal: StringLiteral, in bytes: [UInt8], text: [Int32] = []) -> Bool {
        var previous: UInt8? = nil
        var i = Int(literal.contentRange.start)
        let end = min(Int(literal.contentRange.end), bytes.count)
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\") {
                let slash = i
                var j = i + 1
                while j < end, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if j < end, bytes[j] == UInt8(ascii: "(") {
                    // Past the interpolation: its closing parenthesis, nested ones counted.
                    var depth = 0
                    i = j
                    while i < end {
                        if bytes[i] == UInt8(ascii: "(") { depth += 1 } else if bytes[i] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                        i += 1
                    }
                    i += 1
                    // A number stands between an operator and what ends a number: `-\(x)-`,
                    // `(==\(w))`, `@\(p),`. Before a view (`-\(title)[value]`, where `title`
                    // is `"[titleLabel]-8-"`) the value is a piece of format; so is a value the
                    // scanner knows is text (`text`: a `String` variable, a constant string).
                    if isNumberPosition(after: previous), endsNumber(next: i, in: bytes, end: end), !text.contains(Int32(slash)) { return true }
                    previous = UInt8(ascii: "x")   // a value: what follows it is not after an operator
                    continue
                }
                // An escape (`\\`, `\n`, `\"`): one character of text.
                previous = j < end ? bytes[j] : byte
                i = j + 1
                continue
            }
            if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { previous = byte }
            i += 1
        }
        return false
    }

    /// What the numeric conversions (`%d`, `%.1f`, `%ld`, `%g`, …) of the format strings among
    /// `literals` may print that the runtime rejects; `%@`, `%s` and `%%` are not numbers.
    struct NumberRisks: OptionSet {
        let rawValue: UInt8
        /// A floating conversion: `inf`, `nan`.
        static let nonFinite = NumberRisks(rawValue: 1)
        /// A signed one outside parentheses: `-%d-` prints `--8-` for -8 (`(-8)` is a number).
        static let negative = NumberRisks(rawValue: 2)
        /// A hexadecimal one: `%x` prints letters, which read as a name.
        static let letters = NumberRisks(rawValue: 4)
        /// One printed as a priority (`@%d`): it must be above 0 and at most 1000.
        static let priority = NumberRisks(rawValue: 8)
    }

    /// The risks of the literals' numeric conversions; empty when every one prints digits the
    /// format takes wherever it stands (unsigned, or signed within parentheses: `-(%ld)-`,
    /// `[icon(%d)]`), and none is a priority.
    static func numberRisks(_ literals: [StringLiteral], in bytes: [UInt8]) -> NumberRisks {
        var risks: NumberRisks = []
        for literal in literals {
            var i = Int(literal.contentRange.start)
            let end = min(Int(literal.contentRange.end), bytes.count)
            var depth = 0
            var previous: UInt8 = 0
            while i < end {
                let byte = bytes[i]
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
                guard byte == UInt8(ascii: "%") else {
                    if byte != 0x20 && byte != 0x09 { previous = byte }
                    i += 1
                    continue
                }
                let priority = previous == UInt8(ascii: "@")
                let before = i > Int(literal.contentRange.start) ? bytes[i - 1] : 0
                previous = UInt8(ascii: "0")   // a value: what follows it is not after `@`
                i += 1
                if i < end, bytes[i] == UInt8(ascii: "%") { i += 1; continue }
                // Flags, width, precision, argument position and length modifiers, then the conversion.
                while i < end, "-+ #0'123456789.*$hlqLjzt".utf8.contains(bytes[i]) { i += 1 }
                guard i < end else { break }
                if priority && "diouxXDOUfFeEgGaA".utf8.contains(bytes[i]) { risks.insert(.priority) }
                switch bytes[i] {
                case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
                     UInt8(ascii: "a"), UInt8(ascii: "A"):
                    risks.insert(.nonFinite)
                    if depth == 0 { risks.insert(.negative) }
                case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
                    // In a name (`[row%ld]`) the number is part of the view's name, which the
                    // names check reads, not a space or size metrics could give.
                    if depth == 0 && !DynamicFormatNames.isNameByte(before) { risks.insert(.negative) }
                case UInt8(ascii: "x"), UInt8(ascii: "X"):
                    // In a name (`[v%x]`) letters are what a name holds.
                    if !(priority || DynamicFormatNames.isNameByte(before) || before == UInt8(ascii: "[")) { risks.insert(.letters) }
                default:
                    break   // `%u`, `%o`: digits only
                }
                i += 1
            }
        }
        return risks
    }
}
