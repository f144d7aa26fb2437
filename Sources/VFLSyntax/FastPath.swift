/// The parser's fast path: a direct byte scan for formats without mistakes.
///
/// Almost every format a linter sees is valid. For those, this scan builds exactly the tree the
/// recovering parser would, without the token layer and its per-token dispatch, because after
/// each piece the next byte's role is known (after `[` a name, after a name `(` or `]`, …). At the
/// first byte it does not expect, it gives up and the recovering parser starts again from the
/// beginning, so every diagnostic still comes from one place. `FastPathTests` and the fuzz target
/// check that whenever the fast path succeeds its tree equals the recovering parser's.
extension ParseState {
    /// Parses a valid format into `storage`, `orientation`, `leading` and `trailing`; returns
    /// false, leaving partial output for the caller to discard, at the first unexpected byte.
    mutating func parseFast() -> Bool {
        let count = bytes.count
        var i = 0
        guard count > 0 else { return false }
        let first = bytes[0]
        if first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
            guard count > 1, bytes[1] == UInt8(ascii: ":") else { return false }
            orientation = OrientationSyntax(axis: first == UInt8(ascii: "H") ? .horizontal : .vertical, range: ByteRange(0, 2))
            i = 2
        }
        guard i < count else { return false }
        if bytes[i] == UInt8(ascii: "|") {
            let bar = ByteRange(i, i + 1)
            i += 1
            guard i < count, let connection = fastConnection(&i) else { return false }
            leading = SuperviewEdgeSyntax(bar: bar, connection: connection)
        }
        while true {
            guard i < count, bytes[i] == UInt8(ascii: "["), fastView(&i) else { return false }
            if i == count { return true }
            guard let connection = fastConnection(&i), i < count else { return false }
            if bytes[i] == UInt8(ascii: "|") {
                trailing = SuperviewEdgeSyntax(bar: ByteRange(i, i + 1), connection: connection)
                return i + 1 == count
            }
            storage.connections.append(connection)
        }
    }

    /// `[name(predicates)]` at `i`, which is a `[`.
    mutating func fastView(_ i: inout Int) -> Bool {
        let count = bytes.count
        let open = i
        i += 1
        guard i < count, Lexer.isNameStart(bytes[i]) else { return false }
        let nameStart = i
        i += 1
        while i < count, Lexer.isNameContinuation(bytes[i]) { i += 1 }
        let name = ByteRange(nameStart, i)
        let predicateStart = storage.predicates.count
        var list: ByteRange?
        guard i < count else { return false }
        if bytes[i] == UInt8(ascii: "(") {
            let listStart = i
            i += 1
            while true {
                guard fastPredicate(&i, allowNegative: true) else { return false }
                guard i < count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: ")") { i += 1; break }
                return false
            }
            list = ByteRange(listStart, i)
        }
        guard i < count, bytes[i] == UInt8(ascii: "]") else { return false }
        i += 1
        storage.views.append(ViewSyntax(range: ByteRange(open, i), name: name, predicateListRange: list,
                                        predicateIndices: predicateStart..<storage.predicates.count))
        return true
    }

    /// A connection at `i`: nothing before `[`/`|`, `-`, `-predicate-` or `-(list)-`.
    mutating func fastConnection(_ i: inout Int) -> ConnectionSyntax? {
        let count = bytes.count
        let start = i
        let predicateStart = storage.predicates.count
        let byte = bytes[i]
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "|") {
            return .flush(at: i, predicates: predicateStart)
        }
        guard byte == UInt8(ascii: "-") else { return nil }
        i += 1
        guard i < count else { return nil }
        let next = bytes[i]
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "|") {
            return ConnectionSyntax(kind: .standard, range: ByteRange(start, i), isParenthesized: false,
                                    predicateIndices: predicateStart..<predicateStart)
        }
        var parenthesized = false
        if next == UInt8(ascii: "(") {
            parenthesized = true
            i += 1
            while true {
                guard fastPredicate(&i, allowNegative: true), i < count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: ")") { i += 1; break }
                return nil
            }
        } else {
            guard fastPredicate(&i, allowNegative: false) else { return nil }
        }
        guard i < count, bytes[i] == UInt8(ascii: "-") else { return nil }
        i += 1
        return ConnectionSyntax(kind: .predicates, range: ByteRange(start, i), isParenthesized: parenthesized,
                                predicateIndices: predicateStart..<storage.predicates.count)
    }

    /// `[relation] constant [@priority]` at `i`.
    mutating func fastPredicate(_ i: inout Int, allowNegative: Bool) -> Bool {
        let count = bytes.count
        let start = i
        guard i < count else { return false }
        var relation = Relation.equal
        var relationRange: ByteRange?
        switch bytes[i] {
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            // Exactly two bytes, the second '=', and not followed by another relation byte.
            guard i + 2 < count, bytes[i + 1] == UInt8(ascii: "="), !Lexer.isRelationByte(bytes[i + 2]) else { return false }
            relation = bytes[i] == UInt8(ascii: "<") ? .lessThanOrEqual : bytes[i] == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
            relationRange = ByteRange(i, i + 2)
            i += 2
        case UInt8(ascii: "!"):
            return false
        default:
            break
        }
        guard let object = fastConstant(&i, allowNegative: allowNegative) else { return false }
        var end = object.range.upperBound
        var priority: ConstantSyntax?
        var atRange: ByteRange?
        if i < count, bytes[i] == UInt8(ascii: "@") {
            atRange = ByteRange(i, i + 1)
            i += 1
            guard let value = fastConstant(&i, allowNegative: true) else { return false }
            priority = value
            end = value.range.upperBound
        }
        storage.predicates.append(PredicateSyntax(range: ByteRange(start, end), relation: relation,
                                                  relationRange: relationRange, object: object,
                                                  priority: priority, atRange: atRange))
        return true
    }

    /// A number, `-number` (when allowed) or a name at `i`.
    mutating func fastConstant(_ i: inout Int, allowNegative: Bool) -> ConstantSyntax? {
        let count = bytes.count
        guard i < count else { return nil }
        let start = i
        var negative = false
        if bytes[i] == UInt8(ascii: "-") {
            guard allowNegative else { return nil }
            negative = true
            i += 1
            guard i < count else { return nil }
        }
        let byte = bytes[i]
        if Lexer.isDigit(byte) {
            lexer.position = i
            i = lexer.scanNumberToken(from: i)
            let value = lexer.numberValue
            guard value.isFinite else { return nil }
            return ConstantSyntax(value: .number(negative ? -value : value), range: ByteRange(start, i))
        }
        guard !negative, Lexer.isNameStart(byte) else { return nil }
        i += 1
        while i < count, Lexer.isNameContinuation(bytes[i]) { i += 1 }
        return ConstantSyntax(value: .name, range: ByteRange(start, i))
    }
}
