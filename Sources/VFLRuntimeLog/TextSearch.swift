/// Substring search over UTF-8 bytes, for reading runtime logs line by line. The standard
/// library's `contains(_:)` and `firstRange(of:)` on strings build a search table on every call,
/// which made that search most of the time `vfl explain-log` spent reading a log.
extension StringProtocol {
    /// Whether `needle` occurs in the text.
    func includes(_ needle: StaticString) -> Bool {
        firstOffset(of: needle) != nil
    }

    /// The UTF-8 offset at which `needle` first occurs in the text, or nil.
    func firstOffset(of needle: StaticString) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        if let found = utf8.withContiguousStorageIfAvailable({ TextSearch.first(pattern, in: $0) }) { return found }
        return Array(utf8).withUnsafeBufferPointer { TextSearch.first(pattern, in: $0) }
    }

    /// The range at which `needle` first occurs in the text, or nil.
    func firstRange(ofBytes needle: StaticString) -> Range<Index>? {
        guard let offset = firstOffset(of: needle) else { return nil }
        return range(offset, needle)
    }

    /// The range at which `needle` last occurs in the text, or nil.
    func lastRange(ofBytes needle: StaticString) -> Range<Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let found = utf8.withContiguousStorageIfAvailable { TextSearch.last(pattern, in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { TextSearch.last(pattern, in: $0) }
        return found.map { range($0, needle) }
    }

    private func range(_ offset: Int, _ needle: StaticString) -> Range<Index> {
        let start = utf8.index(startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8CodeUnitCount)
    }
}

enum TextSearch {
    /// The offset of `pattern`'s first occurrence in `text`, or nil: a scan for its first byte,
    /// then a comparison of the rest.
    static func first(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let head = pattern.first else { return 0 }
        guard text.count >= pattern.count else { return nil }
        var index = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == head {
                var k = 1
                while k < pattern.count && text[index + k] == pattern[k] { k += 1 }
                if k == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset of `pattern`'s last occurrence in `text`, or nil.
    static func last(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard text.count >= pattern.count else { return nil }
        var index = text.count - pattern.count
        while index >= 0 {
            var k = 0
            while k < pattern.count && text[index + k] == pattern[k] { k += 1 }
            if k == pattern.count { return index }
            index -= 1
        }
        return nil
    }
}
