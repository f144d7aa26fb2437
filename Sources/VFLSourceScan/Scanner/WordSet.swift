import VFLSyntax

/// NameFilter answers "may these bytes be one of the names?" without making a string: by length
/// and first byte, so that most identifiers of a file are passed over at the cost of two bit tests.
struct NameFilter: Sendable {
    private var lengths: UInt64 = 0
    private var firstBytes: (UInt64, UInt64) = (0, 0)

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names {
            lengths |= 1 << UInt64(min(name.utf8.count, 63))
            if let first = name.utf8.first {
                if first < 64 { firstBytes.0 |= 1 << UInt64(first) } else if first < 128 { firstBytes.1 |= 1 << UInt64(first - 64) } else { firstBytes = (~0, ~0) }
            }
        }
    }

    func mayContain(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end > start, lengths & (1 << UInt64(min(end - start, 63))) != 0 else { return false }
        let first = bytes[start]
        return first < 64 ? firstBytes.0 & (1 << UInt64(first)) != 0
            : first < 128 ? firstBytes.1 & (1 << UInt64(first - 64)) != 0 : firstBytes.0 == ~0
    }
}

/// WordSet is a fixed set of words (keywords, method names) that a token is compared with many
/// times a file: a `NameFilter` passes over most tokens, and the rest are compared as bytes.
struct WordSet: Sendable {
    private let filter: NameFilter
    private let words: [[UInt8]]

    init(_ words: [String]) {
        filter = NameFilter(words)
        self.words = words.map { Array($0.utf8) }
    }

    /// Whether `bytes[start..<end]` is one of the words.
    func contains(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard filter.mayContain(bytes, start, end) else { return false }
        let count = end - start
        return words.contains { word in
            guard word.count == count else { return false }
            var i = start
            for byte in word {
                if bytes[i] != byte { return false }
                i += 1
            }
            return true
        }
    }
}
