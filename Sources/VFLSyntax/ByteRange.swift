/// ByteRange is a half-open range of UTF-8 byte offsets into a format string.
///
/// Offsets are `Int32` so that AST nodes stay small; a format longer than 2 GiB is refused
/// by the parser before any range is made.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The offset of the first byte in the range.
    public var start: Int32
    /// The offset one past the last byte in the range.
    public var end: Int32

    /// Creates a range from `start` up to, but not including, `end`.
    @inlinable
    public init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// Creates an empty range at `offset` (a point, used for "something is missing here").
    @inlinable
    public init(at offset: Int) {
        self.init(offset, offset)
    }

    /// The number of bytes covered.
    @inlinable public var count: Int { Int(end) - Int(start) }
    /// Whether the range covers no bytes.
    @inlinable public var isEmpty: Bool { start == end }
    /// The start as an `Int`.
    @inlinable public var lowerBound: Int { Int(start) }
    /// The end as an `Int`.
    @inlinable public var upperBound: Int { Int(end) }

    /// Reports whether `offset` lies inside the range.
    @inlinable public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    /// The smallest range covering both `self` and `other`.
    @inlinable
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(Int(min(start, other.start)), Int(max(end, other.end)))
    }

    public static func < (a: ByteRange, b: ByteRange) -> Bool {
        a.start != b.start ? a.start < b.start : a.end < b.end
    }

    public var description: String { "\(start)..<\(end)" }

    /// The range as indices of `text` (whose UTF-8 bytes the range counts), clamped to the
    /// text, for `text[range]` and text views; nil when it splits a character.
    public func range(in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8
        let lower = min(max(lowerBound, 0), utf8.count), upper = min(max(upperBound, lower), utf8.count)
        let a = utf8.index(utf8.startIndex, offsetBy: lower), b = utf8.index(utf8.startIndex, offsetBy: upper)
        guard a.samePosition(in: text.unicodeScalars) != nil, b.samePosition(in: text.unicodeScalars) != nil else { return nil }
        return a..<b
    }

    /// The range in UTF-16 code units of `text`, as `NSRange(location:length:)` and
    /// `UITextView`/`NSTextView` count: (location, length).
    public func utf16Range(in text: String) -> (location: Int, length: Int) {
        let utf8 = Array(text.utf8)
        func units(_ end: Int) -> Int {
            var count = 0, i = 0
            let stop = min(max(end, 0), utf8.count)
            while i < stop {
                let byte = utf8[i]
                let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                count += width == 4 ? 2 : 1
                i += width
            }
            return count
        }
        let location = units(lowerBound)
        return (location, units(upperBound) - location)
    }
}

/// SourceLocation is a 1-based line and column, where the column counts UTF-8 bytes.
public struct SourceLocation: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column in UTF-8 bytes, as compilers and Xcode count them.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// LineTable maps byte offsets of a text to lines and columns.
///
/// It is built once per text in one scan; each lookup is a binary search.
public struct LineTable: Sendable {
    /// The byte offset at which each line starts; the first entry is 0.
    public private(set) var lineStarts: [Int]
    /// The number of the text's first line (1 unless the text is one line of a larger input).
    public var firstLine: Int

    /// Builds the table for `bytes`, where a line ends at `\n`, `\r\n` or a lone `\r` (as Swift,
    /// clang and Xcode count lines); `firstLine` numbers the first line (for a format that is
    /// line N of standard input).
    public init<C: Collection>(_ bytes: C, firstLine: Int = 1) where C.Element == UInt8 {
        self.init(Array(bytes), firstLine: firstLine)
    }

    /// Builds the table for an array of bytes: the common case, scanned without generics.
    public init(_ bytes: [UInt8], firstLine: Int = 1) {
        self.firstLine = firstLine
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            let n = buffer.count
            for (offset, byte) in buffer.enumerated() where byte == 0x0A || byte == 0x0D && (offset + 1 == n || buffer[offset + 1] != 0x0A) {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// The line and column of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, offset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + firstLine, column: offset - lineStarts[low] + 1)
    }
}

/// UTF8Validation checks text files before they are touched.
public enum UTF8Validation {
    /// What a file's bytes are, for a tool that reads text.
    public enum Kind: Sendable, Equatable {
        /// Well-formed UTF-8 without NUL bytes.
        case text
        /// It holds a NUL byte (whatever else it holds).
        case binary
        /// No NUL byte, but not well-formed UTF-8.
        case notUTF8
    }

    /// Whether `bytes` are text, binary or not UTF-8, in one pass over ASCII runs eight bytes at
    /// a time (a tool reads every byte of a tree this way before anything else).
    public static func kind(_ bytes: [UInt8]) -> Kind {
        kind(bytes, from: 0)
    }

    /// `kind(bytes)` for bytes whose first `start` are known to be ASCII without NUL (a caller's
    /// own pass over them found so): only the rest is read.
    public static func kind(_ bytes: [UInt8], from start: Int) -> Kind {
        switch scan(bytes, from: start, stopAtNUL: true) {
        case .valid: return .text
        case .nul: return .binary
        case .invalid: return SourceByteSearch.index(of: 0, in: bytes) == nil ? .notUTF8 : .binary
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        scan(bytes, from: 0, stopAtNUL: false) == .valid
    }

    private enum Outcome { case valid, invalid, nul }

    private static func scan(_ bytes: [UInt8], from start: Int, stopAtNUL: Bool) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            let n = buffer.count
            var i = min(max(start, 0), n)
            while i < n {
                // ASCII runs without NUL, eight bytes at a time.
                while i + 8 <= n {
                    let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    if stopAtNUL && (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                    i += 8
                }
                guard i < n else { break }
                let b = buffer[i]
                if b == 0 && stopAtNUL { return .nul }
                if b < 0x80 { i += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
                default: return .invalid
                }
                guard i + length <= n else { return .invalid }
                for k in 1..<length {
                    let c = buffer[i + k]
                    guard c & 0xC0 == 0x80 else { return .invalid }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return .invalid }
                i += length
            }
            return .valid
        }
    }
}

/// SourceByteSearch finds bytes and byte strings in a file eight bytes at a time (SWAR, the
/// memchr/memmem class without leaving the standard library): the tools' prefilters run it
/// over every byte of a tree, so it sets their floor.
public enum SourceByteSearch {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The bits 0x80 of the bytes of `word` that are zero (exact for the lowest one; a byte
    /// above a zero byte may be marked too, so callers verify).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

    /// The bit 0x80 of each byte of `word` that equals `byte`, exactly (no borrow between
    /// bytes, so several marks can be combined and trusted without verifying).
    @inlinable @inline(__always)
    public static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x | 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// The eight bytes at `offset` of `base` as one little-endian word (any alignment).
    @inlinable @inline(__always)
    public static func word(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The first index of `byte` in `bytes`, or nil.
    public static func index(of byte: UInt8, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { h in
            let n = h.count
            let pattern = ones &* UInt64(byte)
            var i = 0
            while i + 8 <= n {
                let word = Self.word(h.baseAddress!, at: i) ^ pattern
                let mask = zeroBytes(word)
                if mask != 0 { return i + mask.trailingZeroBitCount / 8 }
                i += 8
            }
            while i < n { if h[i] == byte { return i }; i += 1 }
            return nil
        }
    }

    /// Whether `needle` occurs in `haystack` (an empty needle never does); `range` limits the
    /// search to those bytes (a comment of a file).
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8], in range: Range<Int>? = nil) -> Bool {
        firstIndex(of: needle, in: haystack, range: range) != nil
    }

    /// Where `needle` first occurs in `haystack` (within `range`), or nil. Candidates are found
    /// by a pair of adjacent needle bytes (at the needle's first lower-to-upper-case step, rarer
    /// in code than any single letter: `lF` of `VisualFormat`), eight positions a step, lowest
    /// first, then compared whole.
    public static func firstIndex(of needle: [UInt8], in haystack: [UInt8], range: Range<Int>? = nil) -> Int? {
        let range = range.map { $0.clamped(to: 0..<haystack.count) } ?? 0..<haystack.count
        let m = needle.count
        guard m > 0, range.count >= m else { return nil }
        if m == 1 { return haystack[range].firstIndex(of: needle[0]) }
        var k = 0
        for j in 0..<(m - 1) where needle[j] >= 0x61 && needle[j] <= 0x7A && needle[j + 1] >= 0x41 && needle[j + 1] <= 0x5A { k = j; break }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { nd in
                let n = range.count
                let base = h.baseAddress! + range.lowerBound
                @inline(__always) func matches(at start: Int) -> Bool {
                    guard start >= 0, start + m <= n else { return false }
                    var t = 0
                    while t < m && base[start + t] == nd[t] { t += 1 }
                    return t == m
                }
                let first = ones &* UInt64(nd[k]), second = ones &* UInt64(nd[k + 1])
                // Position i of the pair's first byte; the needle then starts at i - k.
                var i = k
                while i + 9 <= n {
                    let a = Self.word(base, at: i) ^ first
                    let b = Self.word(base, at: i + 1) ^ second
                    var mask = zeroBytes(a | b)
                    while mask != 0 {
                        let start = i + mask.trailingZeroBitCount / 8 - k
                        if matches(at: start) { return range.lowerBound + start }
                        mask &= mask &- 1
                    }
                    i += 8
                }
                while i - k + m <= n {
                    if matches(at: i - k) { return range.lowerBound + i - k }
                    i += 1
                }
                return nil
            }
        }
    }
}
