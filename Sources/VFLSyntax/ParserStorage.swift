// The parser's scratch storage, reused across formats so steady-state parsing does not allocate.

/// Scratch is a growable list that a parser reuses across formats: resetting it only sets the
/// count to zero, so steady-state parsing appends without reallocating or clearing.
struct Scratch<Element> {
    private var items: [Element] = []
    /// The number of elements in use.
    private(set) var count = 0

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < items.count { items[count] = element } else { items.append(element) }
        count += 1
    }

    @inline(__always)
    var last: Element? { count > 0 ? items[count - 1] : nil }

    @inline(__always)
    mutating func reset() { count = 0 }

    /// Calls `body` with the elements in use.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        items.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}

/// The working lists of a parse.
struct Storage {
    var views = Scratch<ViewSyntax>()
    var connections = Scratch<ConnectionSyntax>()
    var predicates = Scratch<PredicateSyntax>()
    /// Skipped ranges and diagnostics are rare, so they are plain arrays handed to the result.
    var unexpected: [ByteRange] = []
    var diagnostics: [Diagnostic] = []

    mutating func reset() {
        views.reset()
        connections.reset()
        predicates.reset()
        unexpected = []
        diagnostics = []
    }
}
