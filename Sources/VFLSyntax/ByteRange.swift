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

    /// Builds the table for `bytes`, treating `\n` as the line terminator (so `\r\n` works too);
    /// `firstLine` numbers the first line (for a format that is line N of standard input).
    public init<C: Collection>(_ bytes: C, firstLine: Int = 1) where C.Element == UInt8 {
        self.firstLine = firstLine
        var starts = [0]
        var offset = 0
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// Builds the table for an array of bytes: the common case, scanned without generics.
    public init(_ bytes: [UInt8], firstLine: Int = 1) {
        self.firstLine = firstLine
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
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
    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let n = buffer.count
            var i = 0
            while i < n {
                // ASCII runs, eight bytes at a time.
                while i + 8 <= n {
                    let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    i += 8
                }
                guard i < n else { break }
                let b = buffer[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
                default: return false
                }
                guard i + length <= n else { return false }
                for k in 1..<length {
                    let c = buffer[i + k]
                    guard c & 0xC0 == 0x80 else { return false }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return false }
                i += length
            }
            return true
        }
    }
}
