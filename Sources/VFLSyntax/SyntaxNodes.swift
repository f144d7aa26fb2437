/// SyntaxNodes is an immutable random-access list of syntax nodes of one kind.
///
/// A parsed format keeps its views, connections and predicates in one allocation shared by
/// three `SyntaxNodes` values, instead of three arrays: most formats are a few dozen bytes, and
/// allocating (and freeing) one buffer per format instead of three is a large part of parsing
/// them fast. The nodes are plain values (no references), so the buffer is filled by copying.
public struct SyntaxNodes<Node: Hashable>: RandomAccessCollection, Hashable, CustomStringConvertible {
    @usableFromInline let buffer: SyntaxBuffer?
    @usableFromInline let offset: Int
    /// The number of nodes.
    public let count: Int

    @usableFromInline
    init(buffer: SyntaxBuffer?, offset: Int, count: Int) {
        self.buffer = buffer
        self.offset = offset
        self.count = count
    }

    /// Creates a list holding `nodes` in a buffer of its own.
    public init(_ nodes: [Node]) {
        guard !nodes.isEmpty else {
            self.init(buffer: nil, offset: 0, count: 0)
            return
        }
        var layout = SyntaxBuffer.Layout()
        let offset = layout.reserve(Node.self, count: nodes.count)
        let buffer = SyntaxBuffer.make(layout)
        nodes.withUnsafeBufferPointer { buffer.copy($0, to: offset) }
        self.init(buffer: buffer, offset: offset, count: nodes.count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The node at `position`.
    @inlinable
    public subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "SyntaxNodes index out of range")
        return buffer.unsafelyUnwrapped.node(Node.self, offset: offset, index: position)
    }

    public static func == (a: SyntaxNodes, b: SyntaxNodes) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for node in self { hasher.combine(node) }
    }

    public var description: String { Array(self).description }
}

/// The buffer is written once, while the tree is built, and only read after: sharing is safe.
extension SyntaxNodes: @unchecked Sendable where Node: Sendable {}

/// SyntaxBuffer is the single allocation holding a format's nodes, region after region: a
/// `ManagedBuffer` whose tail is raw 8-byte words, so object and storage are one allocation.
public final class SyntaxBuffer: ManagedBuffer<Int, UInt64> {
    /// Layout computes region offsets, each aligned for its node type.
    struct Layout {
        var size = 0

        /// Reserves room for `count` nodes of type `T` and returns the region's offset in bytes.
        mutating func reserve<T>(_ type: T.Type, count: Int) -> Int {
            precondition(_isPOD(T.self) && MemoryLayout<T>.alignment <= 8, "syntax nodes are plain values")
            let alignment = MemoryLayout<T>.alignment
            let offset = (size + alignment - 1) / alignment * alignment
            size = offset + MemoryLayout<T>.stride * count
            return offset
        }
    }

    static func make(_ layout: Layout) -> SyntaxBuffer {
        let words = max(1, (layout.size + 7) / 8)
        return unsafeDowncast(SyntaxBuffer.create(minimumCapacity: words) { _ in words }, to: SyntaxBuffer.self)
    }

    @usableFromInline
    var base: UnsafeMutableRawPointer {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
    }

    /// Copies `nodes` into the region at `offset`.
    func copy<T>(_ nodes: UnsafeBufferPointer<T>, to offset: Int) {
        guard let source = nodes.baseAddress else { return }
        (base + offset).copyMemory(from: source, byteCount: MemoryLayout<T>.stride * nodes.count)
    }

    @inlinable
    func node<T>(_ type: T.Type, offset: Int, index: Int) -> T {
        (base + offset + index * MemoryLayout<T>.stride).load(as: T.self)
    }
}

/// SyntaxNodeStore lays out one format's views, connections and predicates in one buffer.
struct SyntaxNodeStore {
    let buffer: SyntaxBuffer?
    let viewOffset: Int, viewCount: Int
    let connectionOffset: Int, connectionCount: Int
    let predicateOffset: Int, predicateCount: Int

    /// Allocates room for the given numbers of nodes (nothing when all are zero).
    init(views: Int, connections: Int, predicates: Int) {
        var layout = SyntaxBuffer.Layout()
        viewOffset = layout.reserve(ViewSyntax.self, count: views)
        connectionOffset = layout.reserve(ConnectionSyntax.self, count: connections)
        predicateOffset = layout.reserve(PredicateSyntax.self, count: predicates)
        viewCount = views
        connectionCount = connections
        predicateCount = predicates
        buffer = layout.size > 0 ? SyntaxBuffer.make(layout) : nil
    }

    /// The three lists over the buffer.
    var views: SyntaxNodes<ViewSyntax> { SyntaxNodes(buffer: buffer, offset: viewOffset, count: viewCount) }
    var connections: SyntaxNodes<ConnectionSyntax> { SyntaxNodes(buffer: buffer, offset: connectionOffset, count: connectionCount) }
    var predicates: SyntaxNodes<PredicateSyntax> { SyntaxNodes(buffer: buffer, offset: predicateOffset, count: predicateCount) }

    func copyViews(_ nodes: UnsafeBufferPointer<ViewSyntax>) { buffer?.copy(nodes, to: viewOffset) }
    func copyConnections(_ nodes: UnsafeBufferPointer<ConnectionSyntax>) { buffer?.copy(nodes, to: connectionOffset) }
    func copyPredicates(_ nodes: UnsafeBufferPointer<PredicateSyntax>) { buffer?.copy(nodes, to: predicateOffset) }
}
