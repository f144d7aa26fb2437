/// TokenKind is the kind of a lexical token of the Visual Format Language.
///
/// The lexer is context free; what a token means (a hyphen as a connection or a minus
/// sign, a name as a view or a metric) is decided by the parser.
public enum TokenKind: UInt8, CaseIterable, Sendable {
    /// The end of the format.
    case end
    /// A run of spaces, tabs, carriage returns, newlines, vertical tabs or form feeds.
    case whitespace
    /// An identifier `[A-Za-z_][A-Za-z0-9_]*`: a view, metric or orientation letter.
    case name
    /// An unsigned number read as C `strtod` reads it: `20`, `20.5`, `2.`, `1e2`, `0x14`.
    case number
    /// `|`, the superview.
    case bar
    /// `-`, a connection or a minus sign.
    case hyphen
    /// `[`, the start of a view.
    case openBracket
    /// `]`, the end of a view.
    case closeBracket
    /// `(`, the start of a predicate list.
    case openParen
    /// `)`, the end of a predicate list.
    case closeParen
    /// `,`, between predicates.
    case comma
    /// `@`, before a priority.
    case at
    /// `:`, after the orientation.
    case colon
    /// `==`, `<=` or `>=`.
    case relation
    /// A run of `=`, `<`, `>`, `!` that is not a relation (`=`, `>`, `=>`, `!=`).
    case badRelation
    /// Any other single ASCII character (`.`, `+`, `;`, `x` is a name).
    case unknown
    /// One non-ASCII UTF-8 sequence, or one byte that is not valid UTF-8.
    case nonASCII
}

/// Token is one lexical token: a kind and its byte range. It holds no text and allocates nothing.
public struct Token: Equatable, Sendable {
    /// The kind of token.
    public var kind: TokenKind
    /// Where the token is in the format.
    public var range: ByteRange

    /// Creates a token.
    @inlinable
    public init(_ kind: TokenKind, _ range: ByteRange) {
        self.kind = kind
        self.range = range
    }
}

/// TokenSet is a set of token kinds stored as a bit mask, for recovery without allocation.
public struct TokenSet: ExpressibleByArrayLiteral, Sendable {
    /// One bit per `TokenKind` raw value.
    public var mask: UInt32

    /// Creates a set from kinds.
    @inlinable
    public init(arrayLiteral kinds: TokenKind...) {
        mask = 0
        for kind in kinds { mask |= 1 << UInt32(kind.rawValue) }
    }

    /// Reports whether `kind` is in the set.
    @inlinable
    public func contains(_ kind: TokenKind) -> Bool { mask & (1 << UInt32(kind.rawValue)) != 0 }
}
