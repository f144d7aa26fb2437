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

/// WordSet is a fixed set of words (keywords, method names, the views a rule asks about) that a
/// token is compared with many times a file: a `NameFilter` passes over most tokens, and the
/// rest are looked up in a small open-addressed table by a hash of their bytes, so a set of a
/// hundred names costs what a set of three does.
struct WordSet: Sendable {
    private let filter: NameFilter
    /// The words' bytes, one after another; word `k` is `bytes[starts[k]..<starts[k + 1]]`.
    private let text: [UInt8]
    private let starts: [Int32]
    /// Slots of `k + 1` (0: empty), a power of two at least twice the words.
    private let slots: [Int32]

    init(_ words: [String]) {
        filter = NameFilter(words)
        var text: [UInt8] = []
        var starts: [Int32] = [0]
        for word in words {
            text += word.utf8
            starts.append(Int32(text.count))
        }
        var size = 4
        while size < 2 * words.count { size <<= 1 }
        var slots = [Int32](repeating: 0, count: size)
        for k in words.indices {
            let a = Int(starts[k]), b = Int(starts[k + 1])
            var slot = Self.hash(text, a, b) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(k + 1)
        }
        self.text = text
        self.starts = starts
        self.slots = slots
    }

    /// FNV-1a over `bytes[start..<end]`.
    private static func hash(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in start..<end { h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Whether `bytes[start..<end]` is one of the words.
    func contains(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard filter.mayContain(bytes, start, end) else { return false }
        let mask = slots.count - 1
        var slot = Self.hash(bytes, start, end) & mask
        while slots[slot] != 0 {
            let k = Int(slots[slot]) - 1
            let a = Int(starts[k]), b = Int(starts[k + 1])
            if b - a == end - start {
                var i = start, j = a
                while j < b && bytes[i] == text[j] { i += 1; j += 1 }
                if j == b { return true }
            }
            slot = (slot + 1) & mask
        }
        return false
    }
}
