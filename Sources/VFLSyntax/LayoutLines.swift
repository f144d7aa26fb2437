/// LayoutLine is one line of a `.vfl` layout file split into words (Grammar/LayoutFile.ebnf):
/// either a declaration (its first word is a keyword) or a format with its options.
public struct LayoutLine: Sendable {
    /// The 1-based line number.
    public var number: Int
    /// The line's words (separated by spaces or tabs), up to a `#` comment.
    public var words: [ByteRange]
    /// The comment, from `#` to the end of the line, if any.
    public var comment: ByteRange?
    /// For a format line, the format: the first word, extended over following words that look
    /// like format text (a mistyped `H: |-[a]`), so a space inside a format stays in it.
    public var format: ByteRange?
    /// For a format line, the words after the format (its options).
    public var options: [ByteRange]
    /// For a constraint written in Apple's description syntax (`a.centerX == b.centerX`,
    /// `a.width == 0.5*b.width + 8 @750`), the whole statement.
    public var equation: ByteRange? = nil
}

/// LayoutLines splits layout files into lines and words. `LayoutFile` (VFLLayout) reads the
/// declarations; the formatter rewrites the formats.
public enum LayoutLines {
    /// The words that start a declaration; any other first word starts a format.
    public static let keywords: Set<String> = ["size", "platform", "margins", "metrics", "views", "view", "direction",
        "safearea", "additionalsafearea", "designed", "root", "sizeclass", "device", "guide"]

    /// Every line of `bytes`, with `\n` or `\r\n` endings.
    public static func split(_ bytes: [UInt8]) -> [LayoutLine] {
        var lines: [LayoutLine] = []
        var start = 0
        var number = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lines.append(line(bytes, start, end, number))
            start = end + 1
            number += 1
        }
        return lines
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    static func line(_ bytes: [UInt8], _ start: Int, _ end: Int, _ number: Int) -> LayoutLine {
        var words: [ByteRange] = []
        var comment: ByteRange? = nil
        var i = start
        while i < end {
            if bytes[i] == UInt8(ascii: "#") {
                var commentEnd = end
                if commentEnd > i, bytes[commentEnd - 1] == UInt8(ascii: "\r") { commentEnd -= 1 }
                comment = ByteRange(i, commentEnd)
                break
            }
            if isBlank(bytes[i]) { i += 1; continue }
            let wordStart = i
            while i < end, !isBlank(bytes[i]), bytes[i] != UInt8(ascii: "#") { i += 1 }
            words.append(ByteRange(wordStart, i))
        }
        var result = LayoutLine(number: number, words: words, comment: comment, format: nil, options: [])
        guard let first = words.first else { return result }
        let firstWord = String(decoding: bytes[first.lowerBound..<first.upperBound], as: UTF8.self)
        guard !keywords.contains(firstWord) else { return result }
        if isEquation(bytes, words) {
            result.equation = words[0].union(words[words.count - 1])
            return result
        }
        var format = first
        var index = 1
        while index < words.count, bytes[words[index].lowerBound..<words[index].upperBound].contains(where: isFormatByte) {
            format = format.union(words[index])
            index += 1
        }
        result.format = format
        result.options = Array(words[index...])
        return result
    }

    /// Whether a line is a constraint in description syntax: it starts with `item.attribute`
    /// (letters, digits, `_` and dots, no format bytes) and holds a relation `==`, `<=` or `>=`.
    static func isEquation(_ bytes: [UInt8], _ words: [ByteRange]) -> Bool {
        let first = bytes[words[0].lowerBound..<words[0].upperBound]
        guard first.contains(UInt8(ascii: ".")), let head = first.first, !isFormatByte(head),
              first.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 >= 0x80
                  || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z")
                  || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: "=")
                  || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return false }
        let start = words[0].lowerBound, end = words[words.count - 1].upperBound
        var i = start
        while i + 1 < end {
            let a = bytes[i], b = bytes[i + 1]
            if b == UInt8(ascii: "="), a == UInt8(ascii: "=") || a == UInt8(ascii: "<") || a == UInt8(ascii: ">") { return true }
            i += 1
        }
        return false
    }

    /// Bytes that occur in formats but never in option names.
    static func isFormatByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "@"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }
}
