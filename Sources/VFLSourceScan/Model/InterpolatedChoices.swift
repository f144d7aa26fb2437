// Formats whose interpolations only choose between string literals: `"H:|[logo\(wide ?
// "(==120)" : "")]-[name]|"` is one of two whole formats, each known to the byte, where the
// interpolation hides the view name before it from a reading of the literal text alone.

extension SourceScanner {
    /// The most formats one literal is read as (two interpolations of two choices each).
    static let mostInterpolatedChoices = 4

    /// The formats a Swift literal can be when each of its interpolations is a string literal or
    /// `condition ? "…" : "…"` of two (plain literals: no escape, no interpolation of their own),
    /// and its own text has no escape: one value per choice, each byte mapped to its place in
    /// the source. Nil for any other literal. The values are not rewritable (`isVerbatim` is
    /// false): no formatter edit or fix lands in them.
    func interpolatedChoices(_ literal: StringLiteral) -> [FormatValue]? {
        guard language == .swift, literal.hasInterpolation, !literal.isMultiline, literal.hashes == 0 else { return nil }
        // Each part: one choice (text) or several (an interpolation), as bytes and their places.
        typealias Text = (bytes: [UInt8], offsets: [Int32])
        var parts: [[Text]] = []
        var combinations = 1
        var i = literal.contentRange.lowerBound
        let end = min(literal.contentRange.upperBound, bytes.count)
        var plain: Text = ([], [])
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                plain.bytes.append(byte)
                plain.offsets.append(Int32(i))
                i += 1
                continue
            }
            guard i + 1 < end, bytes[i + 1] == UInt8(ascii: "("), let (choices, close) = choicesOfInterpolation(from: i + 2, end: end) else { return nil }
            combinations *= choices.count
            guard combinations <= Self.mostInterpolatedChoices else { return nil }
            parts.append([plain])
            parts.append(choices)
            plain = ([], [])
            i = close + 1
        }
        parts.append([plain])
        // Every combination of choices, in order.
        var values: [Text] = [([], [])]
        for part in parts {
            values = values.flatMap { value in part.map { choice in (value.bytes + choice.bytes, value.offsets + choice.offsets) } }
        }
        return values.map { value in
            var piece = literal
            piece.value = value.bytes
            piece.offsets = value.offsets + [Int32(literal.contentRange.upperBound)]
            piece.hasInterpolation = false
            piece.isVerbatim = false
            return .literals([piece], alternative: values.count > 1)
        }
    }

    /// The string literals an interpolation whose content starts at `start` can give: one
    /// literal, or the two of `condition ? "…" : "…"` (the `?` and `:` set apart by spaces, so
    /// optional chaining and other colons are not taken for them); and where its `)` is.
    private func choicesOfInterpolation(from start: Int, end: Int) -> (choices: [(bytes: [UInt8], offsets: [Int32])], close: Int)? {
        var literals: [(bytes: [UInt8], offsets: [Int32])] = []
        var question: Int? = nil, colon: Int? = nil
        var condition = false   // anything before the first literal (only a condition may be)
        var k = start
        var depth = 0
        while k < end {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\"") {
                // A plain literal: up to its closing quote, with no escape.
                var text: (bytes: [UInt8], offsets: [Int32]) = ([], [])
                var j = k + 1
                while j < end && bytes[j] != UInt8(ascii: "\"") {
                    guard bytes[j] != UInt8(ascii: "\\") && bytes[j] != 0x0A && bytes[j] != 0x0D else { return nil }
                    text.bytes.append(bytes[j])
                    text.offsets.append(Int32(j))
                    j += 1
                }
                guard j < end, depth == 0 else { return nil }
                literals.append(text)
                k = j + 1
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            let spaced = k > start && bytes[k - 1] == 0x20 && k + 1 < end && bytes[k + 1] == 0x20
            if byte == UInt8(ascii: "?") && depth == 0 {
                guard spaced, question == nil, literals.isEmpty else { return nil }
                question = k
            } else if byte == UInt8(ascii: ":") && depth == 0 {
                guard spaced, question != nil, colon == nil, literals.count == 1 else { return nil }
                colon = k
            } else if byte != 0x20 && byte != 0x09 && question != nil && (colon == nil ? literals.count == 1 : literals.count == 2) {
                return nil   // something besides the literals after the `?`: `c ? "a" + x : "b"`
            } else if byte != 0x20 && byte != 0x09 && question == nil {
                guard literals.isEmpty else { return nil }   // `"a" + x`
                condition = true
            }
            k += 1
        }
        guard k < end else { return nil }
        if question == nil { return literals.count == 1 && !condition ? (literals, k) : nil }
        return condition && colon != nil && literals.count == 2 ? (literals, k) : nil
    }
}
