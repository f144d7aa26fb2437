/// Axis is the direction a format lays views out in: `H:` (the default) or `V:`.
public enum Axis: String, Sendable, Hashable {
    /// `H:`, or no orientation.
    case horizontal = "H"
    /// `V:`.
    case vertical = "V"
}

/// Relation is the comparison of a predicate, with Apple's `NSLayoutRelation` raw values.
public enum Relation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`, also what a predicate without a relation means.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1

    /// The relation as written in a format.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// OrientationSyntax is an explicit `H:` or `V:` prefix.
public struct OrientationSyntax: Hashable, Sendable {
    /// The axis it selects.
    public var axis: Axis
    /// The prefix, including the colon when present.
    public var range: ByteRange

    /// Creates a node.
    public init(axis: Axis, range: ByteRange) {
        self.axis = axis
        self.range = range
    }
}

/// ConstantSyntax is a number or a name where a predicate expects a constant or a priority.
public struct ConstantSyntax: Hashable, Sendable {
    /// What was written.
    public enum Value: Hashable, Sendable {
        /// A number, already converted as `strtod` would (negative when written with `-`).
        case number(Double)
        /// A name (a metric, or a view inside a view's predicate list); the text is `range`.
        case name
        /// Nothing usable was written; a diagnostic explains why.
        case missing
    }

    /// The value.
    public var value: Value
    /// The constant's text, including a leading `-`.
    public var range: ByteRange

    /// The number, if the constant is one.
    @inlinable public var number: Double? {
        if case .number(let n) = value { return n }
        return nil
    }

    /// Whether the constant is a name.
    @inlinable public var isName: Bool {
        if case .name = value { return true }
        return false
    }

    /// Creates a node.
    public init(value: Value, range: ByteRange) {
        self.value = value
        self.range = range
    }
}

/// PredicateSyntax is one `[relation] constant [@priority]` item.
public struct PredicateSyntax: Hashable, Sendable {
    /// The whole predicate.
    public var range: ByteRange
    /// The relation; `equal` when none is written.
    public var relation: Relation
    /// Where the relation is written, or nil when it is implicit.
    public var relationRange: ByteRange?
    /// The constant (for a view: a number, metric or view; for a connection: a number or metric).
    public var object: ConstantSyntax
    /// The priority after `@`, or nil when none is written (required, 1000).
    public var priority: ConstantSyntax?
    /// Where the `@` is, or nil.
    public var atRange: ByteRange?

    /// Creates a node.
    public init(range: ByteRange, relation: Relation, relationRange: ByteRange?, object: ConstantSyntax, priority: ConstantSyntax?, atRange: ByteRange?) {
        self.range = range
        self.relation = relation
        self.relationRange = relationRange
        self.object = object
        self.priority = priority
        self.atRange = atRange
    }
}

/// ConnectionSyntax is what joins two views, or a view and the superview.
public struct ConnectionSyntax: Hashable, Sendable {
    /// The three shapes of a connection.
    public enum Kind: String, Hashable, Sendable {
        /// No hyphen: the views touch (`[a][b]`, `|[a]`).
        case flush
        /// A single hyphen: the standard space (`[a]-[b]`).
        case standard
        /// Hyphens around predicates (`-8-`, `-(>=8,<=20)-`, `->=0-`).
        case predicates
    }

    /// The shape.
    public var kind: Kind
    /// The whole connection, hyphens included; empty for `flush`.
    public var range: ByteRange
    /// Whether the predicates are in parentheses.
    public var isParenthesized: Bool
    /// The indices of this connection's predicates in `FormatSyntax.predicates`.
    public var predicateIndices: Range<Int>

    /// A flush connection at `offset`.
    public static func flush(at offset: Int, predicates: Int) -> ConnectionSyntax {
        ConnectionSyntax(kind: .flush, range: ByteRange(at: offset), isParenthesized: false,
                         predicateIndices: predicates..<predicates)
    }

    /// Creates a node.
    public init(kind: Kind, range: ByteRange, isParenthesized: Bool, predicateIndices: Range<Int>) {
        self.kind = kind
        self.range = range
        self.isParenthesized = isParenthesized
        self.predicateIndices = predicateIndices
    }
}

/// ViewSyntax is `[name(predicates)]`.
public struct ViewSyntax: Hashable, Sendable {
    /// The whole view, brackets included.
    public var range: ByteRange
    /// The view's name; empty when no valid name was written.
    public var name: ByteRange
    /// The parenthesised predicate list, or nil when the view has none.
    public var predicateListRange: ByteRange?
    /// The indices of this view's size predicates in `FormatSyntax.predicates`.
    public var predicateIndices: Range<Int>

    /// Creates a node.
    public init(range: ByteRange, name: ByteRange, predicateListRange: ByteRange?, predicateIndices: Range<Int>) {
        self.range = range
        self.name = name
        self.predicateListRange = predicateListRange
        self.predicateIndices = predicateIndices
    }
}

/// SuperviewEdgeSyntax is a `|` with the connection between it and the nearest view.
public struct SuperviewEdgeSyntax: Hashable, Sendable {
    /// The `|`.
    public var bar: ByteRange
    /// The connection between the bar and the first (leading) or last (trailing) view.
    public var connection: ConnectionSyntax

    /// Creates a node.
    public init(bar: ByteRange, connection: ConnectionSyntax) {
        self.bar = bar
        self.connection = connection
    }
}

/// FormatSyntax is the syntax tree of one format string.
///
/// A format is `[orientation] [| connection] view { connection view } [connection |]`.
/// Invariants: `connections.count == max(views.count - 1, 0)` and `connections[i]` joins
/// `views[i]` and `views[i + 1]`; every node's range lies inside `range`; predicates are
/// stored once, in source order, and referenced by index range from views and connections.
/// Bytes the parser could not place in the tree are listed in `unexpected`, so that the tree
/// and `unexpected` together cover every byte of the source.
public struct FormatSyntax: Hashable, Sendable {
    /// The UTF-8 bytes of the format.
    public var source: [UInt8]
    /// The whole format.
    public var range: ByteRange
    /// The explicit orientation, or nil (horizontal).
    public var orientation: OrientationSyntax?
    /// The `|` before the first view, with its connection.
    public var leadingSuperview: SuperviewEdgeSyntax?
    /// The views in textual order.
    public var views: SyntaxNodes<ViewSyntax>
    /// The connections between adjacent views.
    public var connections: SyntaxNodes<ConnectionSyntax>
    /// The `|` after the last view, with its connection.
    public var trailingSuperview: SuperviewEdgeSyntax?
    /// Every predicate of the format, in source order.
    public var predicates: SyntaxNodes<PredicateSyntax>
    /// Byte ranges the parser skipped (each covered by a diagnostic).
    public var unexpected: [ByteRange]

    /// The axis of the format: the orientation's, or horizontal.
    @inlinable public var axis: Axis { orientation?.axis ?? .horizontal }

    /// The size predicates of `view`.
    @inlinable
    public func predicates(of view: ViewSyntax) -> Slice<SyntaxNodes<PredicateSyntax>> {
        predicates[view.predicateIndices]
    }

    /// The predicates of `connection`.
    @inlinable
    public func predicates(of connection: ConnectionSyntax) -> Slice<SyntaxNodes<PredicateSyntax>> {
        predicates[connection.predicateIndices]
    }

    /// The source text of `range`, decoded as UTF-8 (invalid bytes become U+FFFD).
    public func text(_ range: ByteRange) -> String {
        let lower = max(0, min(range.lowerBound, source.count))
        let upper = max(lower, min(range.upperBound, source.count))
        return String(decoding: source[lower..<upper], as: UTF8.self)
    }

    /// Reports whether the bytes of `range` equal `name`, without allocating.
    public func text(_ range: ByteRange, equals name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        var i = range.lowerBound
        while i < range.upperBound {
            guard i < source.count, let c = utf8.next(), c == source[i] else { return false }
            i += 1
        }
        return utf8.next() == nil
    }

    /// The name of `view` (empty when it has none).
    public func name(of view: ViewSyntax) -> String { text(view.name) }

    /// Creates a node.
    public init(source: [UInt8], range: ByteRange, orientation: OrientationSyntax?,
                leadingSuperview: SuperviewEdgeSyntax?, views: [ViewSyntax], connections: [ConnectionSyntax],
                trailingSuperview: SuperviewEdgeSyntax?, predicates: [PredicateSyntax], unexpected: [ByteRange]) {
        let nodes = SyntaxNodeStore(views: views.count, connections: connections.count, predicates: predicates.count)
        views.withUnsafeBufferPointer { nodes.copyViews($0) }
        connections.withUnsafeBufferPointer { nodes.copyConnections($0) }
        predicates.withUnsafeBufferPointer { nodes.copyPredicates($0) }
        self.init(source: source, range: range, orientation: orientation, leadingSuperview: leadingSuperview,
                  views: nodes.views, connections: nodes.connections, trailingSuperview: trailingSuperview,
                  predicates: nodes.predicates, unexpected: unexpected)
    }

    init(source: [UInt8], range: ByteRange, orientation: OrientationSyntax?, leadingSuperview: SuperviewEdgeSyntax?,
         views: SyntaxNodes<ViewSyntax>, connections: SyntaxNodes<ConnectionSyntax>,
         trailingSuperview: SuperviewEdgeSyntax?, predicates: SyntaxNodes<PredicateSyntax>, unexpected: [ByteRange]) {
        self.source = source
        self.range = range
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
        self.predicates = predicates
        self.unexpected = unexpected
    }

}

/// ParseResult is a syntax tree and the diagnostics found while parsing, sorted by position.
public struct ParseResult: Sendable {
    /// The tree; always present, however broken the input.
    public var syntax: FormatSyntax
    /// All syntax diagnostics, sorted by range.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(syntax: FormatSyntax, diagnostics: [Diagnostic]) {
        self.syntax = syntax
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
