// Formats whose interpolations only choose between string literals: `"H:|[logo\(wide ?
// "(==120)" : "")]-[name]|"` is one of two whole formats, each known to the byte, where the
// interpolation hides the view name before it from a reading of the literal text alone; or
// interpolate a constant number (`let top = 64.0`, then `"V:|-\(top)-[bar]"`), which Swift
// prints one way only, or a constant string (`let edge = guide ? "[guide]" : "|"`).

extension SourceScanner {
    /// The most formats one literal is read as (two interpolations of two choices each).
    static let mostInterpolatedChoices = 4

    /// The formats a Swift literal can be when each of its interpolations is a string literal or
    /// `condition ? "…" : "…"` of two (plain literals: no escape, no interpolation of their own),
    /// and its own text has no escape: one value per choice, each byte mapped to its place in
    /// the source. Nil for any other literal. The values are not rewritable (`isVerbatim` is
    /// false): no formatter edit or fix lands in them.
    func interpolatedChoices(_ literal: StringLiteral, token: Int) -> [FormatValue]? {
        guard language == .swift, literal.hasInterpolation, !literal.isMultiline, literal.hashes == 0 else { return nil }
        // Each part: one choice (text) or several (an interpolation), as bytes and their places.
        typealias Text = (bytes: [UInt8], offsets: [Int32])
        var parts: [[Text]] = []
        var combinations = 1
        var i = literal.contentRange.lowerBound
        let end = min(literal.contentRange.upperBound, bytes.count)
        var plain: Text = ([], [])
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                plain.bytes.append(byte)
                plain.offsets.append(Int32(i))
                i += 1
                continue
            }
            guard i + 1 < end, bytes[i + 1] == UInt8(ascii: "("),
                  let (choices, close) = choicesOfInterpolation(from: i + 2, end: end) ?? constantOfInterpolation(from: i + 2, end: end, token: token) else { return nil }
            combinations *= choices.count
            guard combinations <= Self.mostInterpolatedChoices else { return nil }
            parts.append([plain])
            parts.append(choices)
            plain = ([], [])
            i = close + 1
        }
        parts.append([plain])
        // Every combination of choices, in order.
        var values: [Text] = [([], [])]
        for part in parts {
            values = values.flatMap { value in part.map { choice in (value.bytes + choice.bytes, value.offsets + choice.offsets) } }
        }
        return values.map { value in
            var piece = literal
            piece.value = value.bytes
            piece.offsets = value.offsets + [Int32(literal.contentRange.upperBound)]
            piece.hasInterpolation = false
            piece.isVerbatim = false
            return .literals([piece], alternative: values.count > 1)
        }
    }

    /// The text Swift prints for an interpolation whose content starts at `start` when it is
    /// only the name of a constant number (`\(top)`, `let top = 64.0` visible at the literal's
    /// token): the number as Swift prints its type (`64.0` for a `Double`, a `CGFloat` or a
    /// `Float`, `64` for an `Int`), each byte placed on the name; and where its `)` is.
    private func constantOfInterpolation(from start: Int, end: Int, token: Int) -> (choices: [(bytes: [UInt8], offsets: [Int32])], close: Int)? {
        guard let (place, a, b, ownMember, close) = interpolationContent(from: start, end: end) else { return nil }
        let text: [UInt8]
        if let first = bytes[a..<b].first(where: { $0 != UInt8(ascii: "-") }), first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            // A number written in the interpolation (`\(8)`, `\(-8.5)`).
            let literal = Array(bytes[a..<b])
            let negative = literal.first == UInt8(ascii: "-")
            guard let printed = printedNumber(Array(literal.dropFirst(negative ? 1 : 0)), negative: negative, type: nil) else { return nil }
            text = printed
        } else {
            guard !bytes[a..<b].contains(UInt8(ascii: ".")), !bytes[a..<b].contains(UInt8(ascii: "-")),
                  let d = constantDeclaration(Array(bytes[a..<b]), at: token, member: ownMember) else { return nil }
            if let printed = printedConstantNumber(d) {
                text = printed
            } else if let strings = constantStrings(d) {
                // A constant string, or one of two (`let edge = guide ? "[guide]" : "|"`).
                return (strings.map { ($0, [Int32](repeating: Int32(place), count: $0.count)) }, close)
            } else {
                return nil
            }
        }
        return ([(text, [Int32](repeating: Int32(place), count: text.count))], close)
    }

    /// The one word an interpolation whose content starts at `start` holds (`\(top)`,
    /// `\( self.inset )`, `\(-8.5)`): where it starts (`place`, `self.` included), its bytes
    /// `a..<b` after any `self.`, whether written `self.` (`member`), and where its `)` is; nil
    /// for anything else (`\(a + b)`, `\(f(x))`).
    private func interpolationContent(from start: Int, end: Int) -> (place: Int, a: Int, b: Int, member: Bool, close: Int)? {
        var a = start
        while a < end && bytes[a] == 0x20 { a += 1 }
        let place = a
        // `\(self.inset)`: the property.
        let member = end - a > 5 && Array(bytes[a..<a + 5]) == Array("self.".utf8)
        if member { a += 5 }
        var b = a
        if !member && b < end && bytes[b] == UInt8(ascii: "-") { b += 1 }
        while b < end && (SourceLexer.isIdentifierContinuation(bytes[b]) || bytes[b] == UInt8(ascii: ".")) { b += 1 }
        var close = b
        while close < end && bytes[close] == 0x20 { close += 1 }
        guard b > a, close < end, bytes[close] == UInt8(ascii: ")") else { return nil }
        return (place, a, b, member, close)
    }

    /// The values of the constant declared at `d` when its initializer is a plain string literal
    /// (no escape, no interpolation) or `condition ? "…" : "…"` of two; nil for anything else.
    func constantStrings(_ d: Int) -> [[UInt8]]? {
        guard language == .swift, let (x, y) = initializer(of: d) else { return nil }
        if isPunct(d + 1, UInt8(ascii: ":")) {
            // A type written out must be `String`: a `Substring` or a custom type prints otherwise.
            guard d + 3 == x - 1, isPunct(x - 1, UInt8(ascii: "=")), isIdentifier(d + 2, "String") else { return nil }
        }
        func plain(_ a: Int, _ b: Int) -> [UInt8]? {
            guard b - a == 1, tokens[a].kind == .string else { return nil }
            let literal = literals[Int(tokens[a].value)]
            guard literal.isVerbatim, !literal.isMultiline, !literal.hasInterpolation, literal.hashes == 0 else { return nil }
            return Array(bytes[literal.contentRange.lowerBound..<literal.contentRange.upperBound])
        }
        if let one = plain(x, y) { return [one] }
        guard let branches = conditional(x, y), let then = plain(branches.then.0, branches.then.1),
              let otherwise = plain(branches.else.0, branches.else.1) else { return nil }
        return [then, otherwise]
    }

    /// The `let` (or, `orVariable`, the `var`) that `name` names at token `token`: a local
    /// declaration visible there (not as `self.name`), else the one property of that name the
    /// type around `token` declares (before or after the method, as Swift allows). Nil when the
    /// name may be another's there: bound again in code between the declaration (or, for a
    /// property, the function's start) and `token` (a tuple pattern, a capture list, a
    /// `case let` bind names this does not list as declarations); a file's constant inside a
    /// type (a member of the type, an extension's or a superclass's, comes first); a `static`
    /// property in a method that is not.
    private func constantDeclaration(_ name: [UInt8], at token: Int, member: Bool, orVariable: Bool = false) -> Int? {
        func declares(_ d: Int) -> Bool { isIdentifier(d - 1, "let") || orVariable && isIdentifier(d - 1, "var") }
        var type = block(of: token)
        while type > 0 && blockKind(type) != .type { type = block(of: type) }
        var function = block(of: token)
        while function > 0 && blockKind(function) != .function { function = block(of: function) }
        if !member {
            switch resolve(name, at: token) {
            case .declaration(let d):
                guard declares(d), !isLoopVariable(d) else { return nil }
                if !isTypeOrFileLevel(d) { return isBoundAgain(name, after: d, before: token) ? nil : d }
                if block(of: d) < 0 && type > 0 { return nil }   // a file's constant, inside a type
                if block(of: d) >= 0 && block(of: d) != type { return nil }
                return isMember(d, usableIn: function) && !isBoundAgain(name, after: max(function, 0), before: token) ? d : nil
            case .none: break
            default: return nil
            }
        }
        guard type > 0 else { return nil }
        let own = (declarations[NameKey(name)] ?? []).filter { block(of: $0) == type }
        guard own.count == 1, declares(own[0]), isMember(own[0], usableIn: function),
              member || !isBoundAgain(name, after: max(function, 0), before: token) else { return nil }
        return own[0]
    }

    /// Whether the property declared at `d` is what its bare name reads in `function` (a
    /// `static` one only in a `static` or `class` function).
    private func isMember(_ d: Int, usableIn function: Int) -> Bool {
        guard isStaticDeclaration(d) else { return true }
        guard function > 0, let signature = parsedSignature(function) else { return false }
        return isStaticDeclaration(signature.nameToken)
    }

    /// Whether `name` is bound again in the code between tokens `start` and `end` (exclusive)
    /// by what the file's declarations do not list: a tuple pattern (`let (name, _) = pair`,
    /// `case let (name, 1):`, `if let (name, _) = …`) or a capture list (`{ [name = other] in`).
    /// The name's places are looked up in the file's list of them, made once.
    private func isBoundAgain(_ name: [UInt8], after start: Int, before end: Int) -> Bool {
        if cache.namePlaces == nil {
            var places: [NameKey: [Int32]] = [:]
            for k in tokens.indices where tokens[k].kind == .identifier {
                places[NameKey(bytes, Int(tokens[k].start), Int(tokens[k].end)), default: []].append(Int32(k))
            }
            cache.namePlaces = places
        }
        guard let list = cache.namePlaces?[NameKey(name)] else { return false }
        var k = Self.partitionPoint(list.count) { Int(list[$0]) <= start }
        while k < list.count && Int(list[k]) < end {
            let place = Int(list[k])
            k += 1
            if isIdentifier(place - 1, "let") || isIdentifier(place - 1, "var") { return true }
            var open = Int(parent[place])
            // A capture list: `[name = value]` right after a closure's `{`.
            if isPunct(open, UInt8(ascii: "[")) && isPunct(open - 1, UInt8(ascii: "{")) && isPunct(place + 1, UInt8(ascii: "=")) { return true }
            // A tuple pattern, nested or not, after `let` or `var`.
            while isPunct(open, UInt8(ascii: "(")) {
                if isIdentifier(open - 1, "let") || isIdentifier(open - 1, "var") { return true }
                open = Int(parent[open])
            }
        }
        return false
    }

    /// How Swift prints the value of the constant declared at `d` when it is a number written
    /// out (`64`, `-8`, `12.5`, with or without a numeric type: `let gap: CGFloat = 8` prints
    /// `8.0`), or nil for any other value or a number whose printing is not plain (an exponent,
    /// many digits, a hexadecimal or underscored literal).
    func printedConstantNumber(_ d: Int) -> [UInt8]? {
        guard language == .swift, let (x, y) = initializer(of: d) else { return nil }
        var k = x
        let negative = isPunct(k, UInt8(ascii: "-"))
        if negative { k += 1 }
        guard y - k == 1, tokens[k].kind == .number, !negative || tokens[k].start == tokens[k - 1].end else { return nil }
        // The type: written after the name, else what the literal makes.
        var type: String? = nil
        if isPunct(d + 1, UInt8(ascii: ":")) {
            guard d + 3 == x - 1, isPunct(x - 1, UInt8(ascii: "=")) else { return nil }
            type = text(d + 2)
        }
        return printedNumber(Array(bytes[Int(tokens[k].start)..<Int(tokens[k].end)]), negative: negative, type: type)
    }

    /// How Swift prints the number literal `digits` (with a minus sign before it when
    /// `negative`) as a value of `type` (nil: the literal's own, a `.` making a `Double`), or nil
    /// for a literal or type whose printing is not plain.
    func printedNumber(_ digits: [UInt8], negative: Bool, type: String?) -> [UInt8]? {
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: ".") }),
              digits.filter({ $0 == UInt8(ascii: ".") }).count <= 1, digits.first != UInt8(ascii: "."), digits.last != UInt8(ascii: ".") else { return nil }
        var floating = digits.contains(UInt8(ascii: "."))
        var significant = 15
        switch type {
        case nil: break
        case "Int", "Int32", "Int64", "UInt", "NSInteger": guard !floating else { return nil }
        case "Double", "CGFloat", "Float64", "TimeInterval": floating = true
        case "Float", "Float32": floating = true; significant = 6
        default: return nil
        }
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        var whole = Array(parts[0].drop { $0 == UInt8(ascii: "0") })
        var fraction = parts.count > 1 ? Array(parts[1]) : []
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        // Plain printing only: no exponent (Swift writes `1e+16`, `1e-05`), every digit kept.
        let leadingZeros = whole.isEmpty ? fraction.prefix { $0 == UInt8(ascii: "0") }.count : 0
        guard whole.count <= 15, leadingZeros < 4, whole.count + fraction.count - leadingZeros <= significant else { return nil }
        if whole.isEmpty { whole = [UInt8(ascii: "0")] }
        var printed = (negative ? [UInt8(ascii: "-")] : []) + whole
        if floating { printed += [UInt8(ascii: ".")] + (fraction.isEmpty ? [UInt8(ascii: "0")] : fraction) }
        else if !fraction.isEmpty { return nil }
        // `-0` is `0` for an integer, `-0.0` for a floating value.
        if negative && !floating && whole == [UInt8(ascii: "0")] { printed = [UInt8(ascii: "0")] }
        return printed
    }

    /// The string literals an interpolation whose content starts at `start` can give: one
    /// literal, or the two of `condition ? "…" : "…"` (the `?` and `:` set apart by spaces, so
    /// optional chaining and other colons are not taken for them); and where its `)` is.
    private func choicesOfInterpolation(from start: Int, end: Int) -> (choices: [(bytes: [UInt8], offsets: [Int32])], close: Int)? {
        var literals: [(bytes: [UInt8], offsets: [Int32])] = []
        var question: Int? = nil, colon: Int? = nil
        var condition = false   // anything before the first literal (only a condition may be)
        var k = start
        var depth = 0
        while k < end {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\"") {
                // A plain literal: up to its closing quote, with no escape.
                var text: (bytes: [UInt8], offsets: [Int32]) = ([], [])
                var j = k + 1
                while j < end && bytes[j] != UInt8(ascii: "\"") {
                    guard bytes[j] != UInt8(ascii: "\\") && bytes[j] != 0x0A && bytes[j] != 0x0D else { return nil }
                    text.bytes.append(bytes[j])
                    text.offsets.append(Int32(j))
                    j += 1
                }
                guard j < end, depth == 0 else { return nil }
                literals.append(text)
                k = j + 1
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            let spaced = k > start && bytes[k - 1] == 0x20 && k + 1 < end && bytes[k + 1] == 0x20
            if byte == UInt8(ascii: "?") && depth == 0 {
                guard spaced, question == nil, literals.isEmpty else { return nil }
                question = k
            } else if byte == UInt8(ascii: ":") && depth == 0 {
                guard spaced, question != nil, colon == nil, literals.count == 1 else { return nil }
                colon = k
            } else if byte != 0x20 && byte != 0x09 && question != nil && (colon == nil ? literals.count == 1 : literals.count == 2) {
                return nil   // something besides the literals after the `?`: `c ? "a" + x : "b"`
            } else if byte != 0x20 && byte != 0x09 && question == nil {
                guard literals.isEmpty else { return nil }   // `"a" + x`
                condition = true
            }
            k += 1
        }
        guard k < end else { return nil }
        if question == nil { return literals.count == 1 && !condition ? (literals, k) : nil }
        return condition && colon != nil && literals.count == 2 ? (literals, k) : nil
    }

    /// The interpolations of Swift literals `pieces` that print text, not a number, by the
    /// offset of their `\(`: a name (or `self.name`) visible at `token` declared `String`, holding
    /// a string literal or one of two (`c ? "[guide]" : "|"`), or the result of a function of the
    /// file declared `-> String` (`let key = viewKey(i)`).
    func textInterpolations(_ pieces: [StringLiteral], at token: Int) -> [Int32] {
        guard language == .swift else { return [] }
        var result: [Int32] = []
        for piece in pieces where piece.hasInterpolation {
            let end = min(piece.contentRange.upperBound, bytes.count)
            var i = piece.contentRange.lowerBound
            while i + 1 < end {
                defer { i += 1 }
                guard bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "("),
                      let (_, a, b, member, _) = interpolationContent(from: i + 2, end: end),
                      !bytes[a..<b].contains(UInt8(ascii: ".")), !bytes[a..<b].contains(UInt8(ascii: "-")),
                      let d = constantDeclaration(Array(bytes[a..<b]), at: token, member: member, orVariable: true), holdsText(d) else { continue }
                result.append(Int32(i))
            }
        }
        return result
    }

    /// Whether the variable declared at `d` holds a string: its type is written `String`, or its
    /// value is a string literal, one of two, or the result of a function of the file declared
    /// `-> String`.
    private func holdsText(_ d: Int) -> Bool {
        if isPunct(d + 1, UInt8(ascii: ":")) { return isIdentifier(d + 2, "String") }
        guard let (x, y) = initializer(of: d) else { return false }
        func text(_ a: Int, _ b: Int) -> Bool {
            guard a < b, b <= tokens.count else { return false }   // (a value left unwritten: `let key =`)
            if b - a == 1 && tokens[a].kind == .string { return true }
            // `name(…)`, a function of the file whose every definition returns `String`.
            guard tokens[a].kind == .identifier, isPunct(a + 1, UInt8(ascii: "(")), closing(a + 1) == b - 1,
                  let bodies = functionBodies()[String(decoding: bytes[Int(tokens[a].start)..<Int(tokens[a].end)], as: UTF8.self)],
                  !bodies.isEmpty else { return false }
            return bodies.allSatisfy { isIdentifier($0 - 1, "String") && isPunct($0 - 2, UInt8(ascii: ">")) && isPunct($0 - 3, UInt8(ascii: "-")) }
        }
        if text(x, y) { return true }
        guard let branches = conditional(x, y) else { return false }
        return text(branches.then.0, branches.then.1) && text(branches.else.0, branches.else.1)
    }
}
