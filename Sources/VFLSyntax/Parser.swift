/// Parser turns a format string into a `FormatSyntax` and a list of diagnostics.
///
/// It is a hand-written recursive-descent parser over the lexer's tokens whose nesting is
/// fixed by the grammar (format → view or connection → predicate → constant), so its stack
/// depth never grows with the input. It never fails and never stops early: every mistake
/// becomes a diagnostic, the parser skips to the next point it can resume from, and all
/// diagnostics come back sorted by position. Each diagnostic carries the message Apple's
/// runtime would raise had it been the first mistake in the string.
///
/// A `Parser` value keeps its working storage between calls, so parsing many formats with
/// one parser allocates only the arrays of each result.
public struct Parser {
    /// The parse state, kept between formats so that its working lists keep their capacity.
    private var state = ParseState()

    /// Creates a parser.
    public init() {}

    /// Parses one format.
    public static func parse(_ format: String) -> ParseResult {
        var parser = Parser()
        return parser.parse(format)
    }

    /// Parses one format, reusing this parser's working storage.
    public mutating func parse(_ format: String) -> ParseResult {
        parse(bytes: Array(format.utf8))
    }

    /// Parses one format given as bytes, which need not be valid UTF-8.
    public mutating func parse(bytes: [UInt8]) -> ParseResult {
        if bytes.count > Int(Int32.max) {
            // Ranges are 32-bit; nothing that long is a format. Refuse it as a whole.
            let refusal = Diagnostic(.nonASCII, ByteRange(0, 0), "the format is longer than 2 GiB and was not parsed")
            return ParseResult(syntax: FormatSyntax(source: bytes, range: ByteRange(0, 0), orientation: nil,
                                                    leadingSuperview: nil, views: [], connections: [],
                                                    trailingSuperview: nil, predicates: [], unexpected: []),
                               diagnostics: [refusal])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            state.begin(buffer)
            defer { state.end() }
            state.parseFormat()
            var diagnostics = state.storage.diagnostics
            if diagnostics.count > 1 { diagnostics.sort(by: Diagnostic.ordered) }
            let nodes = SyntaxNodeStore(views: state.storage.views.count, connections: state.storage.connections.count,
                                        predicates: state.storage.predicates.count)
            state.storage.views.withUnsafeBufferPointer { nodes.copyViews($0) }
            state.storage.connections.withUnsafeBufferPointer { nodes.copyConnections($0) }
            state.storage.predicates.withUnsafeBufferPointer { nodes.copyPredicates($0) }
            let syntax = FormatSyntax(
                source: bytes, range: ByteRange(0, buffer.count), orientation: state.orientation,
                leadingSuperview: state.leading, views: nodes.views, connections: nodes.connections,
                trailingSuperview: state.trailing, predicates: nodes.predicates, unexpected: state.storage.unexpected)
            return ParseResult(syntax: syntax, diagnostics: diagnostics)
        }
    }
}

/// Where a predicate appears; it decides what may be written and what Apple would say.
enum PredicateContext {
    /// Inside a view's parentheses: negative numbers and view names allowed.
    case view
    /// Inside a connection's parentheses: negative numbers allowed.
    case connectionList
    /// A connection's single unparenthesised predicate (`-8-`, `->=0-`): no negative numbers.
    case connectionSimple

    /// What the runtime expects after a predicate in this context.
    var closeAppleMessage: AppleMessage {
        switch self {
        case .view: return .expectedPredicateClose
        case .connectionList: return .expectedConnectionListClose
        case .connectionSimple: return .expectedHyphen
        }
    }

    /// Apple's message when the format ends where a constant is needed.
    var endMessage: AppleMessage {
        self == .view ? AppleMessage.ranOutInView : AppleMessage.expectedMoreInput
    }
}

/// The state of one parse: the lexer, one token of lookahead and the output being built.
struct ParseState {
    /// The format being parsed; only valid between `begin` and `end`.
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var lexer = Lexer(UnsafeBufferPointer(start: nil, count: 0))
    /// The current token; may be whitespace until `peek` skips it.
    var current = Token(.end, ByteRange(at: 0))
    var storage = Storage()
    var orientation: OrientationSyntax?
    var leading: SuperviewEdgeSyntax?
    var trailing: SuperviewEdgeSyntax?

    /// Starts parsing `bytes`, which the caller keeps alive until `end`.
    mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lexer = Lexer(bytes)
        restart()
    }

    /// Forgets the buffer so that no pointer to it outlives the parse.
    mutating func end() {
        bytes = UnsafeBufferPointer(start: nil, count: 0)
        lexer = Lexer(bytes)
    }

    /// Forgets everything parsed so far (keeping the storage's capacity) and rewinds to the start.
    mutating func restart() {
        storage.reset()
        lexer.position = 0
        current = Token(.end, ByteRange(at: 0))
        orientation = nil
        leading = nil
        trailing = nil
    }

    // MARK: Tokens

    /// Moves to the next raw token.
    mutating func advance() {
        current = lexer.next()
    }

    /// Returns the current significant token, first reporting and skipping any whitespace and
    /// non-ASCII characters; `expectation` is what the runtime expects at this point.
    @inline(__always)
    mutating func peek(_ expectation: AppleMessage) -> Token {
        if current.kind == .whitespace || current.kind == .nonASCII { skipTrivia(expectation) }
        return current
    }

    mutating func skipTrivia(_ expectation: AppleMessage) {
        while current.kind == .whitespace || current.kind == .nonASCII {
            if current.kind == .whitespace {
                reportWhitespace(current.range, apple: expectation)
                advance()
            } else {
                // One diagnostic for a run of non-ASCII characters (a pasted word, an emoji).
                let start = current.range.lowerBound
                var end = current.range.upperBound
                var scalars = 1
                advance()
                while current.kind == .nonASCII {
                    end = current.range.upperBound
                    scalars += 1
                    advance()
                }
                reportNonASCII(ByteRange(start, end), scalars: scalars)
            }
        }
    }

    /// Returns the current token's first byte, or 0 at the end.
    func byte(at offset: Int) -> UInt8 { offset >= 0 && offset < bytes.count ? bytes[offset] : 0 }

    func text(_ range: ByteRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<range.upperBound]), as: UTF8.self)
    }

    /// Consumes tokens up to, not including, the first whose kind is in `stops` (or the end),
    /// consuming at least one token. Returns the skipped range, which is recorded as unexpected.
    @discardableResult
    mutating func skip(until stops: TokenSet) -> ByteRange {
        let start = current.range.lowerBound
        var end = current.range.upperBound
        advance()
        while current.kind != .end, !stops.contains(current.kind) {
            end = current.range.upperBound
            advance()
        }
        let range = ByteRange(start, end)
        storage.unexpected.append(range)
        return range
    }

    // MARK: Format

    mutating func parseFormat() {
        guard bytes.count > 0 else {
            report(Diagnostic(.emptyFormat, ByteRange(at: 0), "the format is empty",
                              apple: AppleMessage.emptyString))
            return
        }
        parseOrientation()
        advance()
        var token = peek(.expectedView)
        var afterLeading = false
        if token.kind == .bar {
            let bar = token.range
            advance()
            token = peek(.expectedView)
            let connection: ConnectionSyntax
            switch token.kind {
            case .end:
                report(Diagnostic(
                    .expectedConnectionAfterSuperview, ByteRange(at: token.range.lowerBound),
                    "expected a connection and a view after '|', found the end of the format",
                    apple: AppleMessage.expectedConnectionAfterBar))
                leading = SuperviewEdgeSyntax(bar: bar, connection: .flush(at: bar.upperBound, predicates: storage.predicates.count))
                return
            case .hyphen:
                connection = parseConnection()
            default:
                connection = .flush(at: token.range.lowerBound, predicates: storage.predicates.count)
            }
            leading = SuperviewEdgeSyntax(bar: bar, connection: connection)
            afterLeading = true
        }
        // Find the first view.
        while true {
            token = peek(.expectedView)
            switch token.kind {
            case .openBracket:
                parseViews()
                return
            case .end:
                if !(afterLeading && leading?.connection.range.isEmpty == false && lastDiagnosticIsAt(token.range.lowerBound)) {
                    report(Diagnostic(
                        .expectedView, ByteRange(at: token.range.lowerBound),
                        "expected a view such as '[name]', found the end of the format",
                        apple: AppleMessage.expectedView))
                }
                return
            case .bar where afterLeading:
                report(Diagnostic(
                    .expectedView, token.range,
                    "expected a view between the superview edges; a format needs at least one view",
                    apple: AppleMessage.expectedView))
                advance()
                trailing = SuperviewEdgeSyntax(bar: token.range, connection: .flush(at: token.range.lowerBound, predicates: storage.predicates.count))
                parseAfterTrailingSuperview()
                return
            default:
                let range = skip(until: [.openBracket, .bar])
                report(Diagnostic(
                    .expectedView, range, "expected a view such as '[name]', found \(describe(Token(token.kind, range)))",
                    apple: AppleMessage.expectedView))
            }
        }
    }

    func lastDiagnosticIsAt(_ offset: Int) -> Bool {
        storage.diagnostics.last.map { $0.range.lowerBound == offset } ?? false
    }

    /// Reads `H:`, `V:`, and the mistakes `H`, `h:` at the start; leaves the lexer after them.
    mutating func parseOrientation() {
        let first = bytes[0]
        let second = byte(at: 1)
        switch first {
        case UInt8(ascii: "H"), UInt8(ascii: "V"):
            let axis: Axis = first == UInt8(ascii: "H") ? .horizontal : .vertical
            if second == UInt8(ascii: ":") {
                orientation = OrientationSyntax(axis: axis, range: ByteRange(0, 2))
                lexer.position = 2
                return
            }
            let letter = axis.rawValue
            let safe = second == UInt8(ascii: "|") || second == UInt8(ascii: "[")
            report(Diagnostic(
                .missingOrientationColon, ByteRange(at: 1),
                "expected ':' after '\(letter)' to give the orientation",
                apple: axis == .horizontal ? AppleMessage.expectedColonHorizontal : AppleMessage.expectedColonVertical,
                fixes: safe ? [.insert(":", at: 1)] : []))
            orientation = OrientationSyntax(axis: axis, range: ByteRange(0, 1))
            lexer.position = 1
        case UInt8(ascii: "h"), UInt8(ascii: "v"):
            guard second == UInt8(ascii: ":") else { return }
            let axis: Axis = first == UInt8(ascii: "h") ? .horizontal : .vertical
            report(Diagnostic(
                .lowercaseOrientation, ByteRange(0, 1),
                "the orientation must be upper case: '\(axis.rawValue):'",
                apple: AppleMessage.expectedView,
                fixes: [FixIt("write '\(axis.rawValue):'", [TextEdit(range: ByteRange(0, 1), replacement: axis.rawValue)])]))
            orientation = OrientationSyntax(axis: axis, range: ByteRange(0, 2))
            lexer.position = 2
        default:
            return
        }
    }

    /// Parses `view { connection view } [connection |]` starting at a `[`.
    mutating func parseViews() {
        parseView()
        while true {
            var token = peek(.expectedViewOrBar)
            if token.kind == .end { return }
            var connection = token.kind == .hyphen
                ? parseConnection()
                : .flush(at: token.range.lowerBound, predicates: storage.predicates.count)
            while true {
                token = peek(.expectedViewOrBar)
                switch token.kind {
                case .openBracket:
                    storage.connections.append(connection)
                    parseView()
                case .bar:
                    advance()
                    trailing = SuperviewEdgeSyntax(bar: token.range, connection: connection)
                    parseAfterTrailingSuperview()
                    return
                case .end:
                    if connection.kind != .flush {
                        storage.unexpected.append(connection.range)
                        if !lastDiagnosticIsAt(token.range.lowerBound) {
                            report(Diagnostic(
                                .expectedViewOrSuperview, ByteRange(at: token.range.lowerBound),
                                "expected a view or '|' after the connection, found the end of the format",
                                apple: AppleMessage.expectedViewOrBar))
                        }
                    }
                    return
                case .hyphen:
                    if connection.kind == .flush {
                        connection = parseConnection()
                        continue
                    }
                    // `-8--|`: a hyphen after a complete connection.
                    report(Diagnostic(
                        .ambiguousMinus, token.range,
                        "two hyphens in a row after the connection: an extra '-', or a negative number without parentheses",
                        apple: AppleMessage.ambiguousMinus,
                        fixes: [FixIt("delete the extra '-'", [TextEdit(range: token.range, replacement: "")])]))
                    storage.unexpected.append(token.range)
                    advance()
                    continue
                default:
                    let range = skip(until: [.openBracket, .bar, .hyphen])
                    report(Diagnostic(
                        .expectedViewOrSuperview, range,
                        "expected a view or '|', found \(describe(Token(token.kind, range)))",
                        apple: AppleMessage.expectedViewOrBar,
                        notes: token.kind == .unknown && byte(at: range.lowerBound) == UInt8(ascii: ";")
                            ? [DiagnosticNote("a format string holds exactly one format; split it into two strings")]
                            : []))
                    continue
                }
                break
            }
        }
    }

    /// Reports anything after the trailing `|`.
    mutating func parseAfterTrailingSuperview() {
        let token = peek(.expectedEnd)
        guard token.kind != .end else { return }
        let range = ByteRange(token.range.lowerBound, bytes.count)
        storage.unexpected.append(range)
        lexer.position = bytes.count
        advance()
        report(Diagnostic(
            .textAfterSuperview, range,
            "the format must end after the trailing '|', found \(describe(Token(token.kind, range)))",
            apple: AppleMessage.expectedEnd,
            notes: [DiagnosticNote("a format string holds exactly one format; split it into two strings")]))
    }

    // MARK: Views

    /// Parses `[name(predicates)]` starting at `[`.
    mutating func parseView() {
        let open = current.range
        advance()
        let predicateStart = storage.predicates.count
        var name = ByteRange(at: open.upperBound)
        var listRange: ByteRange?
        var end = open.upperBound
        defer {
            storage.views.append(ViewSyntax(
                range: ByteRange(open.lowerBound, end), name: name, predicateListRange: listRange,
                predicateIndices: predicateStart..<storage.predicates.count))
        }
        var token = peek(.invalidViewName)
        switch token.kind {
        case .name:
            name = token.range
            end = token.range.upperBound
            advance()
        case .closeBracket, .openParen:
            report(Diagnostic(.invalidViewName, ByteRange(at: token.range.lowerBound),
                              "expected a view name after '['", apple: AppleMessage.invalidViewName))
        case .end:
            report(Diagnostic(.invalidViewName, ByteRange(at: token.range.lowerBound),
                              "expected a view name after '[', found the end of the format",
                              apple: AppleMessage.invalidViewName))
            return
        case .bar, .openBracket:
            report(Diagnostic(.invalidViewName, ByteRange(at: token.range.lowerBound),
                              "expected a view name after '[', found \(describe(token))",
                              apple: AppleMessage.invalidViewName))
            return
        default:
            let range = skip(until: [.closeBracket, .openParen, .openBracket, .bar])
            end = range.upperBound
            let message = token.kind == .number
                ? "a view name must start with a letter or '_', not a digit: \(describe(Token(.name, range)))"
                : "expected a view name after '[', found \(describe(Token(token.kind, range)))"
            report(Diagnostic(.invalidViewName, range, message, apple: AppleMessage.invalidViewName))
        }
        token = peek(.expectedViewClose)
        if token.kind != .openParen && token.kind != .closeBracket && token.kind != .end
            && token.kind != .openBracket && token.kind != .bar {
            let range = skip(until: [.closeBracket, .openParen, .openBracket, .bar])
            end = range.upperBound
            var notes: [DiagnosticNote] = []
            var message = "expected ']' to end the view, found \(describe(Token(token.kind, range)))"
            if byte(at: range.lowerBound) == UInt8(ascii: ".") && !name.isEmpty {
                let written = text(ByteRange(name.lowerBound, range.upperBound))
                message = "a view name cannot contain '.': '\(written)' is read as '\(text(name))' followed by stray text"
                notes.append(DiagnosticNote(
                    "NSDictionaryOfVariableBindings(\(written)) makes the key '\(written)', which no format can name; "
                        + "build the views dictionary by hand, for example [\"\(written.split(separator: ".").last ?? "")\": \(written)]"))
            }
            report(Diagnostic(.expectedViewClose, range, message, apple: AppleMessage.expectedViewClose, notes: notes))
            token = current
        }
        switch token.kind {
        case .openParen:
            let (outcome, listEnd) = parsePredicateList()
            listRange = ByteRange(token.range.lowerBound, listEnd)
            end = listEnd
            if outcome == .closedByBracket || outcome == .ended { return }
            token = peek(.expectedBracketAfterThickness)
            if token.kind == .closeBracket {
                end = token.range.upperBound
                advance()
                return
            }
            let atBoundary = token.kind == .end || token.kind == .hyphen || token.kind == .openBracket || token.kind == .bar
            if atBoundary {
                report(Diagnostic(
                    .expectedBracketAfterPredicates, ByteRange(at: token.range.lowerBound),
                    "expected ']' after the view's predicate list, found \(describe(token))",
                    apple: AppleMessage.expectedBracketAfterThickness,
                    fixes: [.insert("]", at: token.range.lowerBound)]))
                return
            }
            let range = skip(until: [.closeBracket, .hyphen, .openBracket, .bar])
            end = range.upperBound
            report(Diagnostic(
                .expectedBracketAfterPredicates, range,
                "expected ']' after the view's predicate list, found \(describe(Token(token.kind, range)))",
                apple: AppleMessage.expectedBracketAfterThickness))
            if current.kind == .closeBracket {
                end = current.range.upperBound
                advance()
            }
        case .closeBracket:
            end = token.range.upperBound
            advance()
        default:
            // The end, or a `[` / `|` that starts the next element: the `]` is missing.
            let at = token.range.lowerBound
            if !lastDiagnosticIsAt(at) || token.kind == .end {
                report(Diagnostic(
                    .expectedViewClose, ByteRange(at: at),
                    "expected ']' to end the view, found \(describe(token))",
                    apple: AppleMessage.expectedViewClose,
                    fixes: name.isEmpty ? [] : [.insert("]", at: at)]))
            }
        }
    }

    enum ListOutcome {
        /// Closed by `)`.
        case closed
        /// Closed by `]` (the `)` is missing); the view is complete.
        case closedByBracket
        /// The format ended, or a `[` / `|` started the next element.
        case ended
    }

    /// Parses `(predicate, …)` of a view starting at `(`; returns how it ended and where.
    mutating func parsePredicateList() -> (ListOutcome, Int) {
        advance()
        var first = true
        while true {
            var token = peek(.expectedConstant)
            if token.kind == .end {
                report(Diagnostic(
                    .unexpectedEnd, ByteRange(at: token.range.lowerBound),
                    first ? "the format ends inside the view's predicate list"
                        : "expected another predicate after ',', found the end of the format",
                    apple: first ? AppleMessage.ranOutInView : AppleMessage.expectedMoreInput))
                return (.ended, token.range.lowerBound)
            }
            first = false
            parsePredicate(.view)
            while true {
                token = peek(.expectedPredicateClose)
                switch token.kind {
                case .comma:
                    advance()
                case .closeParen:
                    advance()
                    return (.closed, token.range.upperBound)
                case .closeBracket:
                    if !lastDiagnosticIsAt(token.range.lowerBound) {
                        report(Diagnostic(
                            .expectedPredicateClose, ByteRange(at: token.range.lowerBound),
                            "expected ')' to close the view's predicate list before ']'",
                            apple: AppleMessage.expectedPredicateClose,
                            fixes: [.insert(")", at: token.range.lowerBound)]))
                    }
                    advance()
                    return (.closedByBracket, token.range.upperBound)
                case .end:
                    report(Diagnostic(
                        .unexpectedEnd, ByteRange(at: token.range.lowerBound),
                        "the format ends inside the view's predicate list; expected ')' and ']'",
                        apple: AppleMessage.ranOutInView,
                        fixes: [.insert(")]", at: token.range.lowerBound)]))
                    return (.ended, token.range.lowerBound)
                case .openBracket, .bar:
                    report(Diagnostic(
                        .expectedPredicateClose, ByteRange(at: token.range.lowerBound),
                        "expected ')' and ']' to end the view, found \(describe(token))",
                        apple: AppleMessage.expectedPredicateClose,
                        fixes: [.insert(")]", at: token.range.lowerBound)]))
                    return (.ended, token.range.lowerBound)
                default:
                    let range = skip(until: [.comma, .closeParen, .closeBracket, .openBracket, .bar])
                    report(Diagnostic(
                        .expectedPredicateClose, range,
                        "expected ',' or ')' after a predicate, found \(describe(Token(token.kind, range)))",
                        apple: AppleMessage.expectedPredicateClose))
                    continue
                }
                break
            }
        }
    }

    // MARK: Connections

    /// Parses a connection starting at its first `-`.
    mutating func parseConnection() -> ConnectionSyntax {
        let first = current.range
        let predicateStart = storage.predicates.count
        advance()
        let token = peek(.expectedView)
        func make(_ kind: ConnectionSyntax.Kind, _ end: Int, parenthesized: Bool = false) -> ConnectionSyntax {
            ConnectionSyntax(kind: kind, range: ByteRange(first.lowerBound, end), isParenthesized: parenthesized,
                             predicateIndices: predicateStart..<storage.predicates.count)
        }
        switch token.kind {
        case .openBracket, .bar:
            return make(.standard, first.upperBound)
        case .end:
            report(Diagnostic(
                .unexpectedEnd, ByteRange(at: token.range.lowerBound),
                "the format ends after '-'; expected a view, '|' or a spacing",
                apple: AppleMessage.expectedMoreInput))
            return make(.standard, first.upperBound)
        case .hyphen:
            return parseDoubleHyphen(first: first, predicateStart: predicateStart)
        case .openParen:
            return parseConnectionList(first: first, predicateStart: predicateStart)
        default:
            break
        }
        if token.kind == .relation || token.kind == .badRelation {
            // `->=-5-`: a negative number after a relation, without parentheses.
            var look = Lexer(bytes, position: token.range.upperBound)
            let minus = look.next()
            if minus.kind == .hyphen && look.next().kind == .number {
                return parseUnparenthesizedNegative(first: first, predicateStart: predicateStart, minus: minus.range)
            }
        }
        parsePredicate(.connectionSimple)
        return finishSimpleConnection(first: first, predicateStart: predicateStart)
    }

    /// After `-predicate`, expects the closing `-`; handles `-10,20-` and `-10[`.
    mutating func finishSimpleConnection(first: ByteRange, predicateStart: Int) -> ConnectionSyntax {
        var listComma: ByteRange?
        while true {
            let token = peek(.expectedHyphen)
            switch token.kind {
            case .hyphen:
                advance()
                if let comma = listComma {
                    let inner = ByteRange(first.upperBound, token.range.lowerBound)
                    report(Diagnostic(
                        .unparenthesizedPredicateList, comma,
                        "several predicates in a connection need parentheses: '-(\(text(inner)))-'",
                        apple: AppleMessage.expectedHyphenList,
                        fixes: [FixIt("add parentheses", [
                            TextEdit(range: ByteRange(at: inner.lowerBound), replacement: "("),
                            TextEdit(range: ByteRange(at: inner.upperBound), replacement: ")"),
                        ])]))
                }
                return ConnectionSyntax(
                    kind: .predicates, range: ByteRange(first.lowerBound, token.range.upperBound),
                    isParenthesized: false, predicateIndices: predicateStart..<storage.predicates.count)
            case .comma:
                if listComma == nil { listComma = token.range }
                advance()
                parsePredicate(.connectionSimple)
                continue
            case .openBracket, .bar, .end:
                let at = ByteRange(at: token.range.lowerBound)
                if let comma = listComma {
                    report(Diagnostic(
                        .unparenthesizedPredicateList, comma,
                        "several predicates in a connection need parentheses and a closing '-'",
                        apple: AppleMessage.expectedHyphenList))
                } else if token.kind == .end {
                    report(Diagnostic(
                        .unexpectedEnd, at, "the format ends inside a connection; expected '-' and a view",
                        apple: AppleMessage.expectedMoreInput))
                } else if !lastDiagnosticIsAt(at.lowerBound) {
                    report(Diagnostic(
                        .expectedConnectionEnd, at,
                        "expected '-' to end the connection before \(describe(token))",
                        apple: AppleMessage.expectedHyphen,
                        fixes: [FixIt("insert '-'", [TextEdit(range: at, replacement: "-")])]))
                }
                let end = max(first.upperBound, storage.predicates.last.map { Int($0.range.end) } ?? 0)
                return ConnectionSyntax(
                    kind: .predicates, range: ByteRange(first.lowerBound, end),
                    isParenthesized: false, predicateIndices: predicateStart..<storage.predicates.count)
            default:
                let range = skip(until: [.hyphen, .openBracket, .bar])
                report(Diagnostic(
                    .expectedConnectionEnd, range,
                    "expected '-' to end the connection, found \(describe(Token(token.kind, range)))",
                    apple: AppleMessage.expectedHyphen))
                continue
            }
        }
    }

    /// Parses `-(predicate, …)-` starting at `(`.
    mutating func parseConnectionList(first: ByteRange, predicateStart: Int) -> ConnectionSyntax {
        advance()
        var end = first.upperBound
        func make() -> ConnectionSyntax {
            ConnectionSyntax(kind: .predicates, range: ByteRange(first.lowerBound, end), isParenthesized: true,
                             predicateIndices: predicateStart..<storage.predicates.count)
        }
        predicates: while true {
            var token = peek(.expectedConstant)
            if token.kind == .end {
                report(Diagnostic(
                    .unexpectedEnd, ByteRange(at: token.range.lowerBound),
                    "the format ends inside a connection's predicate list",
                    apple: AppleMessage.expectedMoreInput))
                end = token.range.lowerBound
                return make()
            }
            parsePredicate(.connectionList)
            while true {
                token = peek(.expectedConnectionListClose)
                end = token.range.lowerBound
                switch token.kind {
                case .comma:
                    advance()
                    continue predicates
                case .closeParen:
                    advance()
                    end = token.range.upperBound
                    break predicates
                case .hyphen:
                    report(Diagnostic(
                        .expectedConnectionListClose, ByteRange(at: token.range.lowerBound),
                        "expected ')' to close the connection's predicate list before '-'",
                        apple: AppleMessage.expectedConnectionListClose,
                        fixes: [.insert(")", at: token.range.lowerBound)]))
                    advance()
                    end = token.range.upperBound
                    return make()
                case .end, .openBracket, .bar:
                    report(Diagnostic(
                        .expectedConnectionListClose, ByteRange(at: token.range.lowerBound),
                        "expected ')' to close the connection's predicate list, found \(describe(token))",
                        apple: AppleMessage.expectedConnectionListClose,
                        fixes: token.kind == .end ? [] : [.insert(")-", at: token.range.lowerBound)]))
                    return make()
                default:
                    let range = skip(until: [.comma, .closeParen, .hyphen, .openBracket, .bar])
                    report(Diagnostic(
                        .expectedConnectionListClose, range,
                        "expected ',' or ')' after a predicate, found \(describe(Token(token.kind, range)))",
                        apple: AppleMessage.expectedConnectionListClose))
                    continue
                }
            }
        }
        let token = peek(.expectedHyphen)
        if token.kind == .hyphen {
            advance()
            end = token.range.upperBound
        } else {
            let boundary = token.kind == .openBracket || token.kind == .bar
            report(Diagnostic(
                .expectedConnectionEnd, ByteRange(at: token.range.lowerBound),
                "expected '-' after the connection's predicate list, found \(describe(token))",
                apple: token.kind == .end ? AppleMessage.expectedMoreInput : AppleMessage.expectedHyphen,
                fixes: boundary ? [.insert("-", at: token.range.lowerBound)] : []))
        }
        return make()
    }

    /// Handles a second `-` right after the first: `[a]--[b]` or `[a]--5-[b]`.
    mutating func parseDoubleHyphen(first: ByteRange, predicateStart: Int) -> ConnectionSyntax {
        let second = current.range
        advance()
        let token = peek(.expectedView)
        switch token.kind {
        case .openBracket, .bar:
            report(Diagnostic(
                .ambiguousMinus, second,
                "two hyphens in a row: an extra '-', or a negative number without parentheses",
                apple: AppleMessage.ambiguousMinus,
                fixes: [FixIt("delete the extra '-' (standard spacing)", [TextEdit(range: second, replacement: "")])]))
            return ConnectionSyntax(kind: .standard, range: ByteRange(first.lowerBound, second.upperBound),
                                    isParenthesized: false, predicateIndices: predicateStart..<predicateStart)
        case .number:
            report(Diagnostic(
                .ambiguousMinus, second,
                "a negative number in a connection needs parentheses: write '-(-\(text(token.range)))-', or '-\(text(token.range))-' for a positive space",
                apple: AppleMessage.ambiguousMinus))
            let value = numberValue(token.range)
            advance()
            let object = ConstantSyntax(value: .number(-value), range: ByteRange(second.lowerBound, token.range.upperBound))
            parsePriorityAndAppend(start: second.lowerBound, relation: .equal, relationRange: nil, object: object,
                                   context: .connectionSimple)
            return finishSimpleConnection(first: first, predicateStart: predicateStart)
        default:
            report(Diagnostic(
                .ambiguousMinus, second,
                "two hyphens in a row: an extra '-', or a negative number without parentheses",
                apple: AppleMessage.ambiguousMinus))
            if token.kind == .end {
                return ConnectionSyntax(kind: .standard, range: ByteRange(first.lowerBound, second.upperBound),
                                        isParenthesized: false, predicateIndices: predicateStart..<predicateStart)
            }
            parsePredicate(.connectionSimple)
            return finishSimpleConnection(first: first, predicateStart: predicateStart)
        }
    }

    /// Handles `->=-5-`: a relation followed by a negative number without parentheses.
    mutating func parseUnparenthesizedNegative(first: ByteRange, predicateStart: Int, minus: ByteRange) -> ConnectionSyntax {
        let relationToken = current
        let relation = relationValue(relationToken)
        advance()
        advance() // the minus
        let number = current.range
        let value = numberValue(number)
        advance()
        let object = ConstantSyntax(value: .number(-value), range: ByteRange(minus.lowerBound, number.upperBound))
        parsePriorityAndAppend(start: relationToken.range.lowerBound, relation: relation, relationRange: relationToken.range,
                               object: object, context: .connectionSimple)
        let connection = finishSimpleConnection(first: first, predicateStart: predicateStart)
        let closed = connection.range.upperBound > connection.range.lowerBound
            && byte(at: connection.range.upperBound - 1) == UInt8(ascii: "-") && connection.range.upperBound > minus.upperBound
        let inner = ByteRange(first.upperBound, connection.range.upperBound - 1)
        report(Diagnostic(
            .ambiguousMinus, minus,
            "a negative number in a connection needs parentheses",
            apple: AppleMessage.ambiguousMinus,
            fixes: closed ? [FixIt("add parentheses", [
                TextEdit(range: ByteRange(at: inner.lowerBound), replacement: "("),
                TextEdit(range: ByteRange(at: inner.upperBound), replacement: ")"),
            ])] : []))
        return connection
    }

    // MARK: Predicates

    /// Converts a relation or bad-relation token, reporting bad ones with a fix where it is clear.
    mutating func relationValue(_ token: Token) -> Relation {
        if token.kind == .relation {
            switch bytes[token.range.lowerBound] {
            case UInt8(ascii: "<"): return .lessThanOrEqual
            case UInt8(ascii: ">"): return .greaterThanOrEqual
            default: return .equal
            }
        }
        let written = text(token.range)
        let guess: (Relation, String)?
        switch written {
        case "=": guess = (.equal, "==")
        case ">", "=>": guess = (.greaterThanOrEqual, ">=")
        case "<", "=<": guess = (.lessThanOrEqual, "<=")
        default: guess = nil
        }
        var notes: [DiagnosticNote] = []
        if written == ">" || written == "<" {
            notes.append(DiagnosticNote("Auto Layout has no strict inequalities; '\(written)=' is the closest"))
        }
        report(Diagnostic(
            .unknownRelation, token.range,
            "unknown relation '\(written)'; a relation is '==', '<=' or '>='",
            apple: AppleMessage.unknownRelation, notes: notes,
            fixes: guess.map { [FixIt("write '\($0.1)'", [TextEdit(range: token.range, replacement: $0.1)])] } ?? []))
        return guess?.0 ?? .equal
    }

    /// Parses `[relation] constant [@priority]` and appends it to the predicates.
    mutating func parsePredicate(_ context: PredicateContext) {
        var token = peek(.expectedConstant)
        let start = token.range.lowerBound
        var relation = Relation.equal
        var relationRange: ByteRange?
        if token.kind == .relation || token.kind == .badRelation {
            relation = relationValue(token)
            relationRange = token.range
            advance()
            token = peek(.expectedConstant)
        }
        let object = parseConstant(context, allowNegative: context != .connectionSimple, isPriority: false)
        parsePriorityAndAppend(start: start, relation: relation, relationRange: relationRange, object: object,
                               context: context)
    }

    mutating func parsePriorityAndAppend(start: Int, relation: Relation, relationRange: ByteRange?,
                                         object: ConstantSyntax, context: PredicateContext) {
        var end = max(object.range.upperBound, relationRange?.upperBound ?? start)
        var priority: ConstantSyntax?
        var atRange: ByteRange?
        let token = peek(context.closeAppleMessage)
        if token.kind == .at {
            atRange = token.range
            advance()
            _ = peek(.expectedConstant)
            let value = parseConstant(context, allowNegative: true, isPriority: true)
            priority = value
            end = max(token.range.upperBound, value.range.upperBound)
        }
        storage.predicates.append(PredicateSyntax(
            range: ByteRange(start, end), relation: relation, relationRange: relationRange,
            object: object, priority: priority, atRange: atRange))
    }

    /// Parses a number, `-number` (when allowed) or a name at the current token.
    mutating func parseConstant(_ context: PredicateContext, allowNegative: Bool, isPriority: Bool) -> ConstantSyntax {
        let token = current
        let what = isPriority ? "a priority (a number or metric name)" : "a number or metric name"
        switch token.kind {
        case .number:
            let value = checkedNumber(token.range, lexer.numberValue)
            advance()
            return ConstantSyntax(value: .number(value), range: token.range)
        case .name:
            advance()
            return ConstantSyntax(value: .name, range: token.range)
        case .hyphen:
            advance()
            let next = peek(.expectedConstant)
            if next.kind == .number && allowNegative {
                advance()
                return ConstantSyntax(value: .number(-checkedNumber(next.range)),
                                      range: ByteRange(token.range.lowerBound, next.range.upperBound))
            }
            if next.kind == .number {
                advance()
                report(Diagnostic(.ambiguousMinus, token.range,
                                  "a negative number in a connection needs parentheses",
                                  apple: AppleMessage.ambiguousMinus))
                return ConstantSyntax(value: .number(-checkedNumber(next.range)),
                                      range: ByteRange(token.range.lowerBound, next.range.upperBound))
            }
            if next.kind == .name {
                advance()
                report(Diagnostic(
                    .expectedConstant, ByteRange(token.range.lowerBound, next.range.upperBound),
                    "a metric cannot be negated in a format; give the metric a negative value instead",
                    apple: AppleMessage.expectedConstant))
                return ConstantSyntax(value: .missing, range: ByteRange(token.range.lowerBound, next.range.upperBound))
            }
            report(Diagnostic(.expectedConstant, token.range,
                              "expected \(what), found '-' followed by \(describe(next))",
                              apple: AppleMessage.expectedConstant))
            return ConstantSyntax(value: .missing, range: token.range)
        case .unknown where byte(at: token.range.lowerBound) == UInt8(ascii: "+"):
            var look = Lexer(bytes, position: token.range.upperBound)
            let next = look.next()
            guard next.kind == .number else { break }
            advance()
            advance()
            report(Diagnostic(.expectedConstant, token.range, "a number cannot start with '+'",
                              apple: AppleMessage.expectedConstant,
                              fixes: [FixIt("delete the '+'", [TextEdit(range: token.range, replacement: "")])]))
            return ConstantSyntax(value: .number(checkedNumber(next.range)),
                                  range: ByteRange(token.range.lowerBound, next.range.upperBound))
        case .unknown where byte(at: token.range.lowerBound) == UInt8(ascii: "."):
            var look = Lexer(bytes, position: token.range.upperBound)
            let next = look.next()
            guard next.kind == .number, !text(next.range).contains(where: { $0 == "." || $0 == "x" || $0 == "X" }) else { break }
            advance()
            advance()
            let value = Double("0." + text(next.range)) ?? 0
            report(Diagnostic(.expectedConstant, token.range,
                              "a number must start with a digit: write '0.\(text(next.range))'",
                              apple: AppleMessage.expectedConstant,
                              fixes: [.insert("0", at: token.range.lowerBound)]))
            return ConstantSyntax(value: .number(value), range: ByteRange(token.range.lowerBound, next.range.upperBound))
        case .end:
            report(Diagnostic(.unexpectedEnd, ByteRange(at: token.range.lowerBound),
                              "expected \(what), found the end of the format", apple: context.endMessage))
            return ConstantSyntax(value: .missing, range: ByteRange(at: token.range.lowerBound))
        case .comma, .closeParen, .closeBracket, .at, .openBracket, .bar:
            break
        default:
            // One stray token where the constant belongs (`(;)`, `(:)`, `((5))`): consume it.
            advance()
            report(Diagnostic(.expectedConstant, token.range, "expected \(what), found \(describe(token))",
                              apple: AppleMessage.expectedConstant))
            return ConstantSyntax(value: .missing, range: token.range)
        }
        if token.kind == .unknown || token.kind == .colon {
            advance()
            report(Diagnostic(.expectedConstant, token.range, "expected \(what), found \(describe(token))",
                              apple: AppleMessage.expectedConstant))
            return ConstantSyntax(value: .missing, range: token.range)
        }
        report(Diagnostic(.expectedConstant, ByteRange(at: token.range.lowerBound),
                          "expected \(what), found \(describe(token))", apple: AppleMessage.expectedConstant))
        return ConstantSyntax(value: .missing, range: ByteRange(at: token.range.lowerBound))
    }

    // MARK: Numbers

    /// The value of the number token at `range`, reporting numbers that overflow to infinity.
    mutating func checkedNumber(_ range: ByteRange, _ known: Double? = nil) -> Double {
        let value = known ?? numberValue(range)
        if value.isInfinite {
            report(Diagnostic(.numberOutOfRange, range,
                              "the number \(describe(Token(.number, range))) is too large and reads as infinity"))
        }
        return value
    }

    /// Converts a number token as C `strtod` does, correctly rounded.
    func numberValue(_ range: ByteRange) -> Double {
        NumberConversion.value(UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<range.upperBound]))
    }
}
