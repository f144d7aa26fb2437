/// Lexer turns the UTF-8 bytes of one format into tokens, one at a time, without allocating.
///
/// Every byte belongs to exactly one token, so the tokens of a format cover it end to end.
/// The lexer never fails: bytes it does not know become `unknown` or `nonASCII` tokens.
public struct Lexer {
    /// The bytes being scanned. The caller keeps them alive while the lexer is in use.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to scan.
    public var position: Int
    /// The value of the last `number` token returned, converted as `strtod` would.
    public private(set) var numberValue: Double = 0

    /// Creates a lexer over `bytes`, starting at `position`.

    public init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Returns the next token and moves past it; at the end it keeps returning `end`.

    public mutating func next() -> Token {
        let start = position
        guard start < bytes.count else { return Token(.end, ByteRange(at: start)) }
        let byte = bytes[start]
        var end = start + 1
        // Names and numbers are most tokens; test for them before the general switch.
        if Lexer.isNameStart(byte) {
            while end < bytes.count, Lexer.isNameContinuation(bytes[end]) { end += 1 }
            position = end
            return Token(.name, ByteRange(start, end))
        }
        if Lexer.isDigit(byte) {
            end = scanNumberToken(from: start)
            position = end
            return Token(.number, ByteRange(start, end))
        }
        let kind: TokenKind
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            while end < bytes.count, Lexer.isWhitespace(bytes[end]) { end += 1 }
            kind = .whitespace
        case UInt8(ascii: "|"): kind = .bar
        case UInt8(ascii: "-"): kind = .hyphen
        case UInt8(ascii: "["): kind = .openBracket
        case UInt8(ascii: "]"): kind = .closeBracket
        case UInt8(ascii: "("): kind = .openParen
        case UInt8(ascii: ")"): kind = .closeParen
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: "@"): kind = .at
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
            while end < bytes.count, Lexer.isRelationByte(bytes[end]) { end += 1 }
            if end - start == 2, bytes[start + 1] == UInt8(ascii: "="), byte != UInt8(ascii: "!") {
                kind = .relation
            } else {
                kind = .badRelation
            }
        case 0x80...0xFF:
            end = start + Lexer.utf8SequenceLength(bytes, at: start)
            kind = .nonASCII
        default:
            kind = .unknown
        }
        position = end
        return Token(kind, ByteRange(start, end))
    }

    /// Scans the number starting at `start` and sets `numberValue`; plain integers (the usual
    /// case) are converted while scanning, anything else by `NumberConversion`.

    mutating func scanNumberToken(from start: Int) -> Int {
        // Plain `123` and `12.5` (at most 15 digits, so the mantissa is exact) are converted
        // here; `x / 10^k` of two exact doubles is correctly rounded, as strtod's result is.
        let count = bytes.count
        var i = start
        var mantissa: UInt64 = 0
        while i < count, i - start < 15, Lexer.isDigit(bytes[i]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0"))
            i += 1
        }
        var fractionDigits = 0
        if i < count, bytes[i] == UInt8(ascii: "."), i - start < 15 {
            var j = i + 1
            while j < count, j - start < 16, Lexer.isDigit(bytes[j]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[j] &- UInt8(ascii: "0"))
                j += 1
            }
            fractionDigits = j - i - 1
            i = j
        }
        if i == count || !Lexer.mayContinueNumber(bytes[i]) {
            numberValue = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / NumberConversion.powerOfTen(fractionDigits)
            return i
        }
        let end = Lexer.scanNumber(bytes, from: start)
        numberValue = NumberConversion.value(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        return end
    }

    /// Reports whether `byte` could extend a number after its integer digits.

    static func mayContinueNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") || byte | 0x20 == UInt8(ascii: "x")
    }

    /// Reports whether `byte` may start a name: a letter or `_`.
    @inline(__always)
    public static func isNameStart(_ byte: UInt8) -> Bool {
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte >= 64 && byte < 128 && (high >> UInt64(byte & 63)) & 1 != 0
    }

    /// Reports whether `byte` may continue a name: a letter, digit or `_`.
    @inline(__always)
    public static func isNameContinuation(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: digits in the low word, letters and `_` in the high word.
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        let mask = byte < 64 ? low : (byte < 128 ? high : 0)
        return (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// Reports whether `byte` is whitespace as C `isspace` defines it in the C locale.

    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    static func isRelationByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "!")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// Returns the end of the longest prefix starting at `start` (a digit) that C `strtod`
    /// reads as a number: decimal with optional fraction and exponent, or hexadecimal
    /// (`0x…`, with optional fraction and binary exponent).

    public static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var i = start
        if bytes[i] == UInt8(ascii: "0"), i + 1 < count, bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
            // Hexadecimal needs at least one hex digit, else strtod reads just the "0".
            var j = i + 2
            var digits = 0
            while j < count, isHexDigit(bytes[j]) { j += 1; digits += 1 }
            if j < count, bytes[j] == UInt8(ascii: ".") {
                var k = j + 1
                var fraction = 0
                while k < count, isHexDigit(bytes[k]) { k += 1; fraction += 1 }
                if digits + fraction > 0 { j = k; digits += fraction }
            }
            guard digits > 0 else { return i + 1 }
            return scanExponent(bytes, from: j, marker: UInt8(ascii: "p"))
        }
        while i < count, isDigit(bytes[i]) { i += 1 }
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < count, isDigit(bytes[i]) { i += 1 }
        }
        return scanExponent(bytes, from: i, marker: UInt8(ascii: "e"))
    }

    /// Extends a number over an exponent (`e`/`p`, optional sign, digits) if one is complete.

    static func scanExponent(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int, marker: UInt8) -> Int {
        let count = bytes.count
        guard i < count, bytes[i] | 0x20 == marker else { return i }
        var j = i + 1
        if j < count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
        guard j < count, isDigit(bytes[j]) else { return i }
        while j < count, isDigit(bytes[j]) { j += 1 }
        return j
    }

    /// The length of the UTF-8 sequence at `offset` if it is well formed, else 1 (one bad byte).

    public static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: return 1
        }
        guard offset + length <= bytes.count else { return 1 }
        let second = bytes[offset + 1]
        guard second >= lowest, second <= highest else { return 1 }
        var i = 2
        while i < length {
            guard bytes[offset + i] & 0xC0 == 0x80 else { return 1 }
            i += 1
        }
        return length
    }
}
