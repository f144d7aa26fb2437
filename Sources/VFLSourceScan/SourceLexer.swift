import VFLSyntax

/// SourceLanguage is the language of a source file.
public enum SourceLanguage: String, Sendable, Hashable {
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`).
    case objc

    /// The language of a path by its extension, or nil for anything else.
    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".swift") { self = .swift }
        else if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { self = .objc }
        else { return nil }
    }
}

/// SourceToken is one token of Swift or Objective-C text, as much as finding formats needs:
/// names, numbers, string literals, punctuation and comments. Whitespace is skipped.
struct SourceToken {
    enum Kind: UInt8 {
        case identifier
        case number
        /// A string literal; `literal` indexes `SourceLexer.literals`.
        case string
        case punctuation
        case comment
    }

    var kind: Kind
    var start: Int32
    var end: Int32
    /// For `.string`, the index of its `StringLiteral`; for `.punctuation`, the byte.
    var value: Int32

    var range: ByteRange { ByteRange(Int(start), Int(end)) }
}

/// StringLiteral is one string literal: where it is, what it says, and how each byte of its
/// value maps back to the source.
public struct StringLiteral: Sendable {
    /// The whole literal, quotes, `@`, `#` and all.
    public var range: ByteRange
    /// The bytes between the quotes.
    public var contentRange: ByteRange
    /// The decoded value, or nil when it cannot be known statically (interpolation, an escape
    /// this scanner does not decode).
    public var value: [UInt8]?
    /// For each byte of `value`, its offset in the source; one more entry for the end.
    public var offsets: [Int32]
    /// Whether the value contains interpolation (`\(…)`), making it dynamic.
    public var hasInterpolation: Bool
    /// Whether the content is written without escapes, so the value is the content byte for byte.
    public var isVerbatim: Bool
    /// Whether it is a multi-line literal (`"""…"""`).
    public var isMultiline: Bool
}

/// SourceLexer splits Swift or Objective-C text into `SourceToken`s in one pass over the bytes.
/// It understands comments (nested in Swift), string literals of both languages (Swift raw,
/// multi-line and interpolated strings; Objective-C `@"…"`, C strings and character literals)
/// well enough never to mistake their contents for code. It never fails: unterminated
/// constructs end at the end of the line or file.
struct SourceLexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    private(set) var tokens: [SourceToken] = []
    private(set) var literals: [StringLiteral] = []
    private var i = 0

    init(_ bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        tokens.reserveCapacity(bytes.count / 4)
        run()
    }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    private static func isIdentifierContinuation(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private mutating func add(_ kind: SourceToken.Kind, _ start: Int, _ end: Int, _ value: Int32 = 0) {
        tokens.append(SourceToken(kind: kind, start: Int32(start), end: Int32(end), value: value))
    }

    private mutating func run() {
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == 0x0B {
                i += 1
                continue
            }
            let start = i
            if b == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/") {
                while i < n && bytes[i] != 0x0A { i += 1 }
                add(.comment, start, i)
                continue
            }
            if b == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "*") {
                skipBlockComment()
                add(.comment, start, i)
                continue
            }
            if Self.isIdentifierStart(b) {
                i += 1
                while i < n && Self.isIdentifierContinuation(bytes[i]) { i += 1 }
                add(.identifier, start, i)
                continue
            }
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                i += 1
                while i < n && (Self.isIdentifierContinuation(bytes[i]) || bytes[i] == UInt8(ascii: ".")
                                && i + 1 < n && bytes[i + 1] >= UInt8(ascii: "0") && bytes[i + 1] <= UInt8(ascii: "9")) {
                    i += 1
                }
                add(.number, start, i)
                continue
            }
            if b == UInt8(ascii: "\"") {
                stringLiteral(start: start, hashes: 0)
                continue
            }
            if language == .swift && b == UInt8(ascii: "#") {
                var hashes = 0
                var j = i
                while j < n && bytes[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                if j < n && bytes[j] == UInt8(ascii: "\"") {
                    i = j
                    stringLiteral(start: start, hashes: hashes)
                    continue
                }
            }
            if language == .objc && b == UInt8(ascii: "@") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "\"") {
                i += 1
                stringLiteral(start: start, hashes: 0)
                continue
            }
            if language == .objc && b == UInt8(ascii: "'") {
                // A character literal: skip it whole so `'"'` is not a string.
                i += 1
                while i < n && bytes[i] != UInt8(ascii: "'") && bytes[i] != 0x0A {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i = min(i + 1, n)
                add(.punctuation, start, i, Int32(UInt8(ascii: "'")))
                continue
            }
            i += 1
            add(.punctuation, start, i, Int32(b))
        }
    }

    private mutating func skipBlockComment() {
        let n = bytes.count
        var depth = 0
        while i < n {
            if bytes[i] == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
                if language == .objc && depth > 1 { depth = 1 }   // C comments do not nest
            } else if bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
    }

    /// Scans a string literal whose opening quote is at `i` (after any `@` or `#`s).
    private mutating func stringLiteral(start: Int, hashes: Int) {
        let n = bytes.count
        let multiline = language == .swift && i + 2 < n && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
        let quoteLength = multiline ? 3 : 1
        i += quoteLength
        let contentStart = i
        var value: [UInt8] = []
        var offsets: [Int32] = []
        var decodable = true
        var verbatim = true
        var interpolation = false
        var contentEnd = n
        scan: while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") && closes(at: i, hashes: hashes, quoteLength: quoteLength) {
                contentEnd = i
                i += quoteLength + hashes
                break scan
            }
            if b == 0x0A && !multiline {
                // Unterminated: the literal ends at the line's end.
                contentEnd = i
                break scan
            }
            if b == UInt8(ascii: "\\") && escapeHashesMatch(at: i + 1, hashes: hashes) {
                verbatim = false
                let e = i + 1 + hashes
                guard e < n else { i = n; contentEnd = n; decodable = false; break scan }
                let c = bytes[e]
                if language == .swift && c == UInt8(ascii: "(") {
                    interpolation = true
                    decodable = false
                    i = e + 1
                    skipInterpolation()
                    continue
                }
                var decoded: UInt8? = nil
                switch c {
                case UInt8(ascii: "\""): decoded = c
                case UInt8(ascii: "\\"): decoded = c
                case UInt8(ascii: "'"): decoded = c
                case UInt8(ascii: "n"): decoded = 0x0A
                case UInt8(ascii: "t"): decoded = 0x09
                case UInt8(ascii: "r"): decoded = 0x0D
                case UInt8(ascii: "0"): decoded = 0
                default: decoded = nil
                }
                if let decoded {
                    value.append(decoded)
                    offsets.append(Int32(i))
                    i = e + 1
                } else {
                    // \u{…}, octal, hex, line continuation: not decoded; the literal is dynamic.
                    decodable = false
                    i = e + 1
                }
                continue
            }
            value.append(b)
            offsets.append(Int32(i))
            i += 1
        }
        if i >= n && contentEnd == n { i = n }
        offsets.append(Int32(contentEnd))
        let literal = StringLiteral(range: ByteRange(start, i), contentRange: ByteRange(contentStart, contentEnd),
                                    value: decodable ? value : nil, offsets: decodable ? offsets : [],
                                    hasInterpolation: interpolation, isVerbatim: verbatim && decodable,
                                    isMultiline: multiline)
        literals.append(literal)
        add(.string, start, i, Int32(literals.count - 1))
    }

    private func closes(at index: Int, hashes: Int, quoteLength: Int) -> Bool {
        let n = bytes.count
        for k in 0..<quoteLength where index + k >= n || bytes[index + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where index + quoteLength + k >= n || bytes[index + quoteLength + k] != UInt8(ascii: "#") { return false }
        return true
    }

    private func escapeHashesMatch(at index: Int, hashes: Int) -> Bool {
        for k in 0..<hashes where index + k >= bytes.count || bytes[index + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips the expression of `\(…)` up to its closing parenthesis, including nested
    /// parentheses and string literals.
    private mutating func skipInterpolation() {
        let n = bytes.count
        var depth = 1
        while i < n && depth > 0 {
            let b = bytes[i]
            if b == UInt8(ascii: "(") { depth += 1; i += 1 }
            else if b == UInt8(ascii: ")") { depth -= 1; i += 1 }
            else if b == UInt8(ascii: "\"") {
                // A nested literal: scan it (recorded like any other) and continue after it.
                let saved = tokens.count
                stringLiteral(start: i, hashes: 0)
                tokens.removeSubrange(saved...)
            } else if b == 0x0A && depth > 0 {
                i += 1
            } else {
                i += 1
            }
        }
    }
}
