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
/// names, numbers, string literals and punctuation. Whitespace is skipped; comments are kept
/// apart as ranges.
struct SourceToken {
    enum Kind: UInt8 {
        case identifier
        case number
        /// A string literal; `literal` indexes `SourceLexer.literals`.
        case string
        case punctuation
    }

    var start: Int32
    var end: Int32
    /// The kind in the top two bits, the value below: 12 bytes a token, as a big file has
    /// millions of them (a literal index fits: a literal takes two bytes of a file < 2 GB).
    private var packed: UInt32

    init(kind: Kind, start: Int32, end: Int32, value: Int32) {
        self.start = start
        self.end = end
        packed = UInt32(kind.rawValue) << 30 | UInt32(truncatingIfNeeded: value) & 0x3FFF_FFFF
    }

    var kind: Kind {
        @inline(__always) get { Kind(rawValue: UInt8(truncatingIfNeeded: packed >> 30)).unsafelyUnwrapped }
    }
    /// For `.string`, the index of its `StringLiteral`; for `.punctuation`, the byte; for an
    /// `.identifier`, 1 when written between backticks.
    var value: Int32 {
        @inline(__always) get { Int32(bitPattern: packed & 0x3FFF_FFFF) }
    }

    /// A Swift name written between backticks (`` `in` ``), which is no keyword.
    var isBackticked: Bool { kind == .identifier && value != 0 }

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
    /// The number of `#` of a raw string.
    var hashes: Int32 = 0
    /// Whether `value` can be known (no interpolation, only decoded escapes).
    var isDecodable = true
}

/// SourceLexer splits Swift or Objective-C text into `SourceToken`s in one pass over the bytes.
/// It understands comments (nested in Swift), string literals of both languages (Swift raw,
/// multi-line and interpolated strings; Objective-C `@"…"`, C strings and character literals)
/// well enough never to mistake their contents for code. It never fails: unterminated
/// constructs end at the end of the line or file.
struct SourceLexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    /// The code tokens, without comments (kept apart in `comments`: a file is mostly one or the other).
    private(set) var tokens: [SourceToken] = []
    private(set) var comments: [ByteRange] = []
    private(set) var literals: [StringLiteral] = []
    private var i = 0

    init(_ bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        guard bytes.count <= SourceScan.largestFile else { return }
        tokens.reserveCapacity(bytes.count / 4)
        run()
        // The reservation allows a token every four bytes; code has one every six to eight.
        // A big file keeps just what it holds (the spare half would stay for the whole lint).
        if tokens.capacity - tokens.count > 1 << 16 { tokens = tokens.withUnsafeBufferPointer { Array($0) } }
    }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    static func isIdentifierContinuation(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private mutating func add(_ kind: SourceToken.Kind, _ start: Int, _ end: Int, _ value: Int32 = 0) {
        tokens.append(SourceToken(kind: kind, start: Int32(start), end: Int32(end), value: value))
    }

    private mutating func run() {
        let all = bytes
        // Runs of blanks and names, most of a file, are walked with a local index over the
        // buffers (not the lexer's own `i`, kept in memory through `self`).
        SourceLexer.byteClass.withUnsafeBufferPointer { classes in all.withUnsafeBufferPointer { p in
            let n = p.count
            while i < n {
                let b = p[i]
                let kind = classes[Int(b)]
                if kind == SourceLexer.blank {
                    var j = i + 1
                    while j < n && classes[Int(p[j])] == SourceLexer.blank { j += 1 }
                    i = j
                    continue
                }
                let start = i
                if kind == SourceLexer.identifierStart {
                    var j = i + 1
                    while j < n && classes[Int(p[j])] >= SourceLexer.identifierStart { j += 1 }
                    i = j
                    add(.identifier, start, j)
                    continue
                }
                if b == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "/") {
                    // A line ends at LF, CR LF or a lone CR (as it does for Swift and clang).
                    while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
                    comments.append(ByteRange(start, i))
                    continue
                }
                if b == UInt8(ascii: "/") && i + 1 < n && p[i + 1] == UInt8(ascii: "*") {
                    skipBlockComment()
                    comments.append(ByteRange(start, i))
                    continue
                }
                if kind == SourceLexer.digit {
                    i += 1
                    while i < n && (classes[Int(p[i])] >= SourceLexer.identifierStart || p[i] == UInt8(ascii: ".")
                                    && i + 1 < n && classes[Int(p[i + 1])] == SourceLexer.digit) {
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
                    while j < n && p[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                    if j < n && p[j] == UInt8(ascii: "\"") {
                        i = j
                        stringLiteral(start: start, hashes: hashes)
                        continue
                    }
                }
                if language == .objc && b == UInt8(ascii: "@") && i + 1 < n && p[i + 1] == UInt8(ascii: "\"") {
                    i += 1
                    stringLiteral(start: start, hashes: 0)
                    continue
                }
                if language == .swift && b == UInt8(ascii: "`") {
                    // `` `default` ``, `` `in` ``: the name between the backticks, which is the
                    // name without them (`` func `dock`() `` declares `dock`), marked as written
                    // so (`SourceToken.isBackticked`): it is never the keyword.
                    var j = i + 1
                    while j < n && classes[Int(p[j])] >= SourceLexer.identifierStart { j += 1 }
                    if j > i + 1 && j < n && p[j] == UInt8(ascii: "`") {
                        add(.identifier, i + 1, j, 1)
                        i = j + 1
                        continue
                    }
                }
                if language == .objc && b == UInt8(ascii: "'") {
                    // A character literal: skip it whole so `'"'` is not a string.
                    i += 1
                    while i < n && p[i] != UInt8(ascii: "'") && p[i] != 0x0A && p[i] != 0x0D {
                        i += p[i] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    i = min(i + 1, n)
                    add(.punctuation, start, i, Int32(UInt8(ascii: "'")))
                    continue
                }
                i += 1
                add(.punctuation, start, i, Int32(b))
            }
        } }
    }

    /// Byte classes for the lexer's hot loop: blank, other, digit, identifier start (letters,
    /// `_`, `$`, bytes of multi-byte characters); digits and identifier starts continue names.
    static let blank: UInt8 = 0, other: UInt8 = 1, identifierStart: UInt8 = 2, digit: UInt8 = 3
    static let byteClass: [UInt8] = (0..<256).map { value -> UInt8 in
        let b = UInt8(value)
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == 0x0B { return blank }
        if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { return digit }
        if isIdentifierStart(b) { return identifierStart }
        return other
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

    /// Scans a string literal whose opening quote is at `i` (after any `@` or `#`s). Only the
    /// literal's extent and flags are recorded here; its value is decoded on demand
    /// (`decode(_:)`), since only the few literals that are formats need it.
    private mutating func stringLiteral(start: Int, hashes: Int) {
        let quote = i
        var scan = StringScan(quote: quote, hashes: hashes, decode: false)
        scan.run(self)
        i = scan.end
        let literal = StringLiteral(range: ByteRange(start, scan.end), contentRange: ByteRange(scan.contentStart, scan.contentEnd),
                                    value: nil, offsets: [], hasInterpolation: scan.interpolation,
                                    isVerbatim: scan.verbatim && scan.decodable, isMultiline: scan.multiline,
                                    hashes: Int32(hashes), isDecodable: scan.decodable)
        literals.append(literal)
        add(.string, start, scan.end, Int32(literals.count - 1))
    }

    /// The literal with `value` and `offsets` filled in (when it can be known statically).
    func decode(_ literal: StringLiteral) -> StringLiteral {
        guard literal.value == nil, literal.isDecodable else { return literal }
        var quote = literal.range.lowerBound
        while quote < bytes.count && bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
        var scan = StringScan(quote: quote, hashes: Int(literal.hashes), decode: true)
        scan.run(self)
        var decoded = literal
        decoded.value = scan.value
        decoded.offsets = scan.offsets
        return decoded
    }

    /// StringScan walks one string literal from its opening quote: its end, its content, and —
    /// when decoding — its value byte by byte with each byte's source offset.
    struct StringScan {
        let quote: Int
        let hashes: Int
        let decode: Bool
        var end = 0
        var contentStart = 0
        var contentEnd = 0
        var multiline = false
        var verbatim = true
        var decodable = true
        var interpolation = false
        var value: [UInt8] = []
        var offsets: [Int32] = []

        init(quote: Int, hashes: Int, decode: Bool) {
            self.quote = quote
            self.hashes = hashes
            self.decode = decode
        }

        mutating func run(_ lexer: SourceLexer) {
            let bytes = lexer.bytes
            let n = bytes.count
            multiline = lexer.language == .swift && quote + 2 < n && bytes[quote + 1] == UInt8(ascii: "\"")
                && bytes[quote + 2] == UInt8(ascii: "\"")
            let quoteLength = multiline ? 3 : 1
            var i = quote + quoteLength
            contentStart = i
            contentEnd = n
            scan: while i < n {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") && lexer.closes(at: i, hashes: hashes, quoteLength: quoteLength) {
                    contentEnd = i
                    i += quoteLength + hashes
                    break scan
                }
                if (b == 0x0A || b == 0x0D) && !multiline {
                    contentEnd = i   // unterminated: the literal ends at the line's end
                    break scan
                }
                if b == UInt8(ascii: "\\") && lexer.escapeHashesMatch(at: i + 1, hashes: hashes) {
                    verbatim = false
                    let e = i + 1 + hashes
                    guard e < n else { i = n; contentEnd = n; decodable = false; break scan }
                    let c = bytes[e]
                    if lexer.language == .swift && c == UInt8(ascii: "(") {
                        interpolation = true
                        decodable = false
                        i = lexer.endOfInterpolation(from: e + 1)
                        continue
                    }
                    if multiline && (c == 0x0A || c == 0x20 || c == 0x09 || c == 0x0D) {
                        // A line continuation: `\` at the end of a line joins it with the next.
                        var k = e
                        while k < n && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D) { k += 1 }
                        if k < n && bytes[k] == 0x0A {
                            i = k + 1
                            continuations.append(Int32(value.count))
                            continue
                        }
                    }
                    let decoded: UInt8?
                    switch c {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): decoded = c
                    case UInt8(ascii: "n"): decoded = 0x0A
                    case UInt8(ascii: "t"): decoded = 0x09
                    case UInt8(ascii: "r"): decoded = 0x0D
                    case UInt8(ascii: "0"): decoded = 0
                    default: decoded = nil   // \u{…}, octal, hex, line continuation: not decoded
                    }
                    if let decoded {
                        if decode { value.append(decoded); offsets.append(Int32(i)) }
                    } else {
                        decodable = false
                    }
                    i = e + 1
                    continue
                }
                if decode { value.append(b); offsets.append(Int32(i)) }
                i += 1
            }
            end = min(i, n)
            if decode { offsets.append(Int32(contentEnd)) }
            if decode && multiline { stripIndentation(bytes) }
        }

        /// Where line continuations joined lines (value indices), for indentation stripping.
        var continuations: [Int32] = []

        /// Swift's rules for a multi-line literal: the line break after the opening `"""` and the
        /// one before the closing `"""` are not part of the value, and the closing delimiter's
        /// indentation is removed from every line. A literal that breaks the rules (text after
        /// the opening delimiter, a line indented less) is left as it is: the compiler rejects it.
        mutating func stripIndentation(_ bytes: [UInt8]) {
            // The closing line's indentation.
            var lineStart = contentEnd
            while lineStart > contentStart && (bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09) { lineStart -= 1 }
            guard lineStart > contentStart, bytes[lineStart - 1] == 0x0A else { return }
            let indent = Array(bytes[lineStart..<contentEnd])
            // A source line break in the value (not an escaped `\n`) is one whose offset holds 0x0A.
            func isBreak(_ k: Int) -> Bool { value[k] == 0x0A && bytes[Int(offsets[k])] == 0x0A }
            var first = 0
            while first < value.count && (value[first] == 0x20 || value[first] == 0x09 || value[first] == 0x0D) { first += 1 }
            guard first < value.count, isBreak(first) else { return }
            var last = value.count - 1
            while last > first && !isBreak(last) { last -= 1 }
            var newValue: [UInt8] = []
            var newOffsets: [Int32] = []
            var k = first + 1
            let joined = Set(continuations)
            var stripped = -1
            while k < last {
                let lineStart = k == first + 1 || isBreak(k - 1) || joined.contains(Int32(k))
                if lineStart && stripped != k {
                    var m = 0
                    while m < indent.count && k + m < last && value[k + m] == indent[m] && !isBreak(k + m) { m += 1 }
                    if m < indent.count && k + m < last && !isBreak(k + m) { return }   // indented less than the delimiter
                    k += m
                    // A line that was only its indentation and a `\` starts the next one here:
                    // that line's indentation goes too (with none to strip, once is enough).
                    stripped = m > 0 ? -1 : k
                    continue
                }
                newValue.append(value[k])
                newOffsets.append(offsets[k])
                k += 1
            }
            newOffsets.append(offsets[last])
            value = newValue
            offsets = newOffsets
        }
    }

    func closes(at index: Int, hashes: Int, quoteLength: Int) -> Bool {
        let n = bytes.count
        for k in 0..<quoteLength where index + k >= n || bytes[index + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where index + quoteLength + k >= n || bytes[index + quoteLength + k] != UInt8(ascii: "#") { return false }
        return true
    }

    func escapeHashesMatch(at index: Int, hashes: Int) -> Bool {
        for k in 0..<hashes where index + k >= bytes.count || bytes[index + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The offset just past the `)` that closes an interpolation whose expression starts at
    /// `from`, stepping over nested parentheses and string literals.
    func endOfInterpolation(from: Int) -> Int {
        let n = bytes.count
        var depth = 1
        var i = from
        while i < n && depth > 0 {
            let b = bytes[i]
            if b == UInt8(ascii: "(") { depth += 1; i += 1 }
            else if b == UInt8(ascii: ")") { depth -= 1; i += 1 }
            else if b == UInt8(ascii: "\"") {
                var nested = StringScan(quote: i, hashes: 0, decode: false)
                nested.run(self)
                i = max(nested.end, i + 1)
            } else {
                i += 1
            }
        }
        return i
    }
}
