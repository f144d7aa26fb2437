import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// DynamicFormatNames checks the view names of a format built at run time where its literal text
/// shows them: `String(format: "H:|-%d-[title]-|", inset)`, `"V:|-\(top)-[title]"`. What is
/// substituted stands where a number goes (a spacing, a predicate's constant or a priority) or
/// where a view's name goes (`[%@]`), so the format's shape is the literal's: each number is
/// read as zeros of the same width, each name as a name no dictionary holds, and a view named in
/// the literal's own text that the views dictionary lacks makes the runtime throw, whatever the
/// values. Anything else substituted (an orientation, a connection, a whole piece) leaves the
/// format unread.
enum DynamicFormatNames {
    /// The one literal a dynamic format is built from, its text (as laid out: a multi-line
    /// literal's lines joined) with every substitution replaced by a stand-in of the same width,
    /// each byte's offset in the file, and where the substituted names are; nil when the format
    /// is not one such literal.
    static func template(of format: EmbeddedFormat, in bytes: [UInt8], language: SourceLanguage)
        -> (text: [UInt8], offsets: [Int32], names: [Range<Int>])? {
        guard let source = format.dynamicSource, let literal = format.literals.first else { return nil }
        let usesSpecifiers = source.usesSpecifiers
        // A format string's template is the literal it is given first, not a literal in another
        // call (`NSLocalizedString(@"…", nil)`), nor one among its arguments.
        guard usesSpecifiers ? isTemplate(of: format, in: bytes) : source == .interpolation && format.literals.count == 1,
              let (laidOut, offsets) = literal.layout(in: bytes), !laidOut.isEmpty else { return nil }
        var text = laidOut
        var names: [Range<Int>] = []
        var i = 0
        while i < text.count {
            let byte = text[i]
            var length = 0
            if usesSpecifiers && byte == UInt8(ascii: "%") {
                guard let (count, kind) = specifier(text, at: i) else { return nil }
                length = count
                if kind == .name { names.append(i..<i + count) }
                guard place(&text, i, count, asName: kind == .name) else { return nil }
            } else if byte == UInt8(ascii: "\\") {
                guard language == .swift, !usesSpecifiers, i + 1 < text.count, text[i + 1] == UInt8(ascii: "("),
                      let close = interpolationEnd(text, from: i + 1) else { return nil }
                length = close + 1 - i
                let asName = isNamePosition(text, before: i, after: close + 1)
                if asName { names.append(i..<close + 1) }
                guard place(&text, i, length, asName: asName) else { return nil }
            } else if byte == UInt8(ascii: "\"") || byte < 0x20 {
                return nil
            }
            i += max(length, 1)
        }
        return (text, offsets, names)
    }

    enum Substitution { case number, name }

    /// The conversion specification at `i` (`%d`, `%.1f`, `%ld`, `%2$@`): its length and what it
    /// substitutes; nil for `%%` or anything not read.
    static func specifier(_ text: [UInt8], at i: Int) -> (Int, Substitution)? {
        var j = i + 1
        let allowed = Array("0123456789$.-+ #'lhqztjL".utf8)
        while j < text.count && allowed.contains(text[j]) { j += 1 }
        guard j < text.count else { return nil }
        switch text[j] {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "g"),
             UInt8(ascii: "G"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "D"), UInt8(ascii: "U"):
            return (j + 1 - i, .number)
        case UInt8(ascii: "@"):
            return (j + 1 - i, .name)
        default:
            return nil
        }
    }

    /// The index of the `)` closing the interpolation whose `(` is at `open`, nested parentheses
    /// and strings counted; nil when it does not close on the line.
    static func interpolationEnd(_ text: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        var k = open
        while k < text.count {
            let b = text[k]
            if inString {
                if b == UInt8(ascii: "\\") { k += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return nil
    }

    /// Whether a substitution from `before` to `after` stands alone between `[` and `]` or `(`:
    /// a view's name.
    static func isNamePosition(_ text: [UInt8], before: Int, after: Int) -> Bool {
        before > 0 && text[before - 1] == UInt8(ascii: "[") && after < text.count
            && (text[after] == UInt8(ascii: "]") || text[after] == UInt8(ascii: "("))
    }

    /// Writes the stand-in for a substitution of `count` bytes at `i`: zeros where a number goes,
    /// a name (`z…`) where a view's name goes; false anywhere else.
    static func place(_ text: inout [UInt8], _ i: Int, _ count: Int, asName: Bool) -> Bool {
        if asName {
            guard isNamePosition(text, before: i, after: i + count) else { return false }
            for k in i..<i + count { text[k] = UInt8(ascii: "z") }
            return true
        }
        var p = i - 1
        while p >= 0 && (text[p] == 0x20 || text[p] == 0x09) { p -= 1 }
        guard DynamicFormatText.isNumberPosition(after: p >= 0 ? text[p] : nil),
              DynamicFormatText.endsNumber(next: i + count, in: text, end: text.count) else { return false }
        for k in i..<i + count { text[k] = UInt8(ascii: "0") }
        return true
    }

    /// The `unknown_view` errors of a dynamic format's literal text, placed in the file: each
    /// names a view written in the literal itself. Nil when its names are not read (no literal
    /// text of that shape, or a views dictionary not known exactly).
    static func findings(_ format: EmbeddedFormat, in bytes: [UInt8], language: SourceLanguage,
                         environment: FormatEnvironment, parser: inout Parser) -> [Diagnostic]? {
        guard format.views?.isComplete == true else { return nil }
        guard let (text, offsets, names) = template(of: format, in: bytes, language: language) else {
            return pieceFindings(format, in: bytes, language: language, environment: environment, parser: &parser)
        }
        let analysis = Semantics.analyze(parser.parse(bytes: text), in: environment)
        func placed(_ range: ByteRange) -> ByteRange { placedIn(offsets, range) }
        return analysis.diagnostics.compactMap { diagnostic in
            guard diagnostic.rule == "unknown_view", diagnostic.severity == .error,
                  !names.contains(where: { $0.overlaps(Int(diagnostic.range.lowerBound)..<max(Int(diagnostic.range.upperBound), Int(diagnostic.range.lowerBound) + 1)) }) else { return nil }
            var found = diagnostic
            found.range = placed(diagnostic.range)
            found.notes = diagnostic.notes.map { DiagnosticNote($0.message, range: $0.range.map(placed)) }
            found.fixes = []
            return found
        }
    }

    /// The `unknown_view` errors of a literal that substitutes whole pieces of the format
    /// (`"H:|-[icon]-\(title)[value]-|"`, `title` holding `"[label]-"` or nothing): its shape is
    /// not known, but a `[name]` or `[name(` written in the literal itself is a view wherever the
    /// pieces fall (no piece can make it anything else in a format that parses). Each such name
    /// is checked alone. Nil when the format is not one such literal.
    static func pieceFindings(_ format: EmbeddedFormat, in bytes: [UInt8], language: SourceLanguage,
                              environment: FormatEnvironment, parser: inout Parser) -> [Diagnostic]? {
        guard let source = format.dynamicSource, let literal = format.literals.first else { return nil }
        let usesSpecifiers = source.usesSpecifiers
        // One literal; or the template a format string is given, other literals being only its
        // arguments (`[NSString stringWithFormat:@"H:[field(==%@)]", d[@"width"]]`).
        guard usesSpecifiers ? isTemplate(of: format, in: bytes) : format.literals.count == 1 else { return nil }
        guard usesSpecifiers || source == .interpolation && language == .swift,
              let (text, offsets) = literal.layout(in: bytes), !text.isEmpty else { return nil }
        var found: [Diagnostic] = []
        var i = 0
        while i < text.count {
            let byte = text[i]
            if byte == UInt8(ascii: "\\") {
                // An interpolation (its inside is code, not the format's text) or an escape.
                guard i + 1 < text.count, text[i + 1] == UInt8(ascii: "("), let close = interpolationEnd(text, from: i + 1) else { return nil }
                i = close + 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "["), i + 1 < text.count, isNameByte(text[i + 1]), !(text[i + 1] >= UInt8(ascii: "0") && text[i + 1] <= UInt8(ascii: "9")) else {
                i += 1
                continue
            }
            var j = i + 1
            while j < text.count && isNameByte(text[j]) { j += 1 }
            guard j < text.count, text[j] == UInt8(ascii: "]") || text[j] == UInt8(ascii: "(") else { i = j; continue }
            // The name alone, as a format: the checker's own words and suggestion.
            let alone = [UInt8(ascii: "[")] + text[(i + 1)..<j] + [UInt8(ascii: "]")]
            for diagnostic in Semantics.analyze(parser.parse(bytes: alone), in: environment).diagnostics
            where diagnostic.rule == "unknown_view" && diagnostic.severity == .error {
                var placed = diagnostic
                placed.range = placedIn(offsets, ByteRange(diagnostic.range.lowerBound + i, diagnostic.range.upperBound + i))
                placed.notes = diagnostic.notes.filter { $0.range == nil }
                placed.fixes = []
                found.append(placed)
            }
            i = j
        }
        return found
    }

    /// Whether the first literal of a format built with a format string is its template:
    /// written as the format string, or held in the constant given as one (the scanner says so).
    static func isTemplate(of format: EmbeddedFormat, in bytes: [UInt8]) -> Bool {
        guard let literal = format.literals.first else { return false }
        return isTemplate(literal, in: bytes) || format.dynamicSource == .formatString(fromConstant: true)
    }

    /// Whether `literal` is written as the first argument of a format string
    /// (`stringWithFormat:@"…"`, `initWithFormat:@"…"`, `String(format: "…"`), read back from
    /// the bytes before it.
    static func isTemplate(_ literal: StringLiteral, in bytes: [UInt8]) -> Bool {
        // (An Objective-C literal's range starts at its `@`.)
        var k = literal.range.lowerBound
        while k > 0 && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 || bytes[k - 1] == 0x0A || bytes[k - 1] == 0x0D) { k -= 1 }
        for word in FormatStringCall.labelsBeforeTemplate {
            if k >= word.count && bytes[(k - word.count)..<k].elementsEqual(word)
                && (k == word.count || !isNameByte(bytes[k - word.count - 1])) { return true }
        }
        return false
    }

    /// A byte of a name: a letter, a digit or `_`.
    static func isNameByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    /// A range of a literal's laid-out text as a range of the file, through each byte's offset.
    static func placedIn(_ offsets: [Int32], _ range: ByteRange) -> ByteRange {
        let last = offsets.count - 1
        let lower = Int(offsets[min(max(range.lowerBound, 0), last)])
        // The end is just past the range's last byte, wherever the next byte is.
        let upper = range.upperBound > range.lowerBound ? Int(offsets[min(range.upperBound - 1, last)]) + 1 : lower
        return ByteRange(lower, max(lower, upper))
    }
}

extension EmbeddedFormat.DynamicSource {
    /// Whether the format is filled in from `%` specifiers (`String(format:)`).
    var usesSpecifiers: Bool {
        if case .formatString = self { return true }
        return false
    }
}
