/// A name's bytes as a dictionary key, made straight from the file's bytes without a `String`:
/// a name of up to 16 bytes (nearly every name) is two words, hashed and compared as integers;
/// a longer one keeps the rest of its bytes beside them. The model's tables of names
/// (declarations, changes) are keyed by it, as they are built and asked for every file.
struct NameKey: Hashable {
    private var head: UInt64 = 0
    private var next: UInt64 = 0
    private var count: Int = 0
    /// The bytes after the first 16 (empty, which allocates nothing, for most names).
    private var rest: [UInt8] = []

    init(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        count = end - start
        var i = start
        var shift: UInt64 = 0
        while i < end && i < start + 8 { head |= UInt64(bytes[i]) << shift; shift += 8; i += 1 }
        shift = 0
        while i < end && i < start + 16 { next |= UInt64(bytes[i]) << shift; shift += 8; i += 1 }
        if i < end { rest = Array(bytes[i..<end]) }
    }

    init(_ bytes: [UInt8]) {
        self.init(bytes, 0, bytes.count)
    }

    init(_ bytes: ArraySlice<UInt8>) {
        self.init(Array(bytes))
    }

    init(_ name: String) {
        self.init(Array(name.utf8))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(head)
        hasher.combine(next &+ UInt64(truncatingIfNeeded: count))
        if !rest.isEmpty { rest.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
