import VFLSyntax

/// PositionEncoding is how an LSP position counts characters within a line: UTF-16 code units
/// (the protocol's default) or UTF-8 bytes (when the client offers it, the cheaper one here).
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// TextDocument is an open document: its bytes, version and line starts, and the conversions
/// between byte offsets (every range of the toolchain) and LSP positions.
public struct TextDocument: Sendable {
    public var uri: String
    public var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lineStarts: [Int]

    public init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = text
        self.lineStarts = Self.lineStarts(of: text)
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
        return starts
    }

    /// Replaces the whole text.
    public mutating func replaceAll(_ text: [UInt8]) {
        bytes = text
        lineStarts = Self.lineStarts(of: text)
    }

    /// Replaces the bytes of `range` (an incremental change).
    public mutating func replace(_ range: ByteRange, with text: [UInt8]) {
        let lower = min(max(0, range.lowerBound), bytes.count), upper = min(max(lower, range.upperBound), bytes.count)
        bytes.replaceSubrange(lower..<upper, with: text)
        // Line starts before the change stay, those inside it go, the text's own come in and
        // those after it move by the change in length (no scan of the whole document).
        let delta = text.count - (upper - lower)
        let firstAfter = lineStarts.firstIndex { $0 > upper } ?? lineStarts.count
        let keep = lineStarts.firstIndex { $0 > lower } ?? lineStarts.count
        var starts = Array(lineStarts[..<keep])
        for (j, byte) in text.enumerated() where byte == 0x0A { starts.append(lower + j + 1) }
        for start in lineStarts[firstAfter...] { starts.append(start + delta) }
        lineStarts = starts
    }

    /// The byte offset of an LSP position; a position past the end of its line is the line's
    /// end, and past the last line the end of the text (as the protocol asks).
    public func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line], end = lineEnd(line)
        var i = start, units = 0
        while i < end && units < character {
            let length = Self.sequenceLength(bytes[i])
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            i = min(end, i + length)
        }
        return i
    }

    /// The LSP position of a byte offset.
    public func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        if encoding == .utf8 { return (low, offset - start) }
        var i = start, units = 0
        while i < offset {
            let length = Self.sequenceLength(bytes[i])
            units += length == 4 ? 2 : 1
            i += length
        }
        return (low, units)
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Where `line`'s text ends: before its "\n" (and a "\r" before that), or at the end of the text.
    public func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        let end = lineStarts[line + 1] - 1
        return end > lineStarts[line] && bytes[end - 1] == 0x0D ? end - 1 : end
    }

    /// The line (0-based) holding `offset`.
    public func line(of offset: Int) -> Int { position(of: offset, encoding: .utf8).line }
}
