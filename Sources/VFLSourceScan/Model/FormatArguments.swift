import VFLSyntax

/// The calls that build a string from a format string and its arguments, as formats are built
/// (`String(format: "H:|-%d-[a]", pad)`, `[NSString stringWithFormat:@"…", pad]`,
/// `[[NSString alloc] initWithFormat:@"…", pad]`): one list for every place that reads them.
public enum FormatStringCall {
    /// The Objective-C class method and initializer, and their first selector piece.
    public static let classSelector = "stringWithFormat"
    public static let initSelector = "initWithFormat"
    /// The Swift types whose `init(format:…)` builds one, and its label.
    public static let swiftTypes = ["String", "NSString"]
    public static let swiftLabel = "format"
    /// How the messages name them.
    public static let names = "String(format:), stringWithFormat:, initWithFormat:"
    /// What is written just before the format string: a selector piece or the label, and its colon.
    public static let labelsBeforeTemplate = [classSelector, initSelector, swiftLabel].map { Array(($0 + ":").utf8) }
}

extension SourceScanner {
    /// Whether token `i` is the selector piece of `[NSString stringWithFormat:…]` or `[… initWithFormat:…]`.
    func isFormatStringSelector(_ i: Int) -> Bool {
        isIdentifier(i, FormatStringCall.classSelector) || isIdentifier(i, FormatStringCall.initSelector)
    }

    /// Whether token `i` starts Swift's `String(format:` or `NSString(format:`.
    func isSwiftFormatStringInit(_ i: Int) -> Bool {
        FormatStringCall.swiftTypes.contains { isIdentifier(i, $0) } && isPunct(i + 1, UInt8(ascii: "("))
            && isIdentifier(i + 2, FormatStringCall.swiftLabel)
    }

    enum FormatValue {
        /// The literals of a format; `alternative` when it is one branch of a conditional.
        case literals([StringLiteral], alternative: Bool)
        /// Why, the literals it is built from, and how.
        case dynamic(String, [StringLiteral], EmbeddedFormat.DynamicSource = .other)

        /// The value as one of several a use may receive (literals marked `alternative`).
        var asAlternative: FormatValue {
            if case .literals(let pieces, _) = self { return .literals(pieces, alternative: true) }
            return self
        }
    }

    /// The formats an argument expression can be: one for a literal or a constant, one per
    /// branch of a conditional, one per element when it is the element of an array being
    /// mapped or iterated.
    func evaluateFormat(_ from: Int, _ to: Int, call: Int, depth: Int = 0) -> [FormatValue] {
        guard from < to else { return [] }
        // An argument of thousands of tokens is an unclosed call in broken code: looking into it
        // for every call would make a broken file quadratic.
        guard to - from <= Self.longestArgument else { return [.dynamic("the format argument is over \(Self.longestArgument) tokens long, more than is read", [])] }
        // `(wide ? "H:|[a]|" : "H:|[b]|")`: what is in the parentheses.
        if isPunct(from, UInt8(ascii: "(")) && closing(from) == to - 1 && depth < 8 {
            return evaluateFormat(from + 1, to - 1, call: call, depth: depth + 1)
        }
        if let branches = conditional(from, to), depth < 8 {
            return (evaluateFormat(branches.then.0, branches.then.1, call: call, depth: depth + 1)
                    + evaluateFormat(branches.else.0, branches.else.1, call: call, depth: depth + 1)).map(\.asAlternative)
        }
        if to - from == 1, tokens[from].kind == .string, let choices = interpolatedChoices(literals[Int(tokens[from].value)], token: from) { return choices }
        if let value = stringExpression(from, to) { return [value] }
        if let joined = joinedFormats(from, to, call: call, depth: depth) { return joined }
        if to - from == 1, tokens[from].kind == .identifier {
            let name = text(from)
            if let elements = closureElements(name: name, before: call) { return elements }
            switch resolve(from) {
            case .parameter(let owner):
                switch blockKind(owner) {
                case .loop: return [.dynamic("the format is the loop variable '\(name)', over a sequence not visible here", [])]
                case .closure: return [.dynamic("the format is the closure's parameter '\(name)', whose value its caller decides", [])]
                default: return [.dynamic("the format is the parameter '\(name)', whose value the caller decides", [])]
                }
            case .none:
                if let values = formatsAssignedOnlyInFile(nameBytes(from)) { return values }
                if let constant = projectConstant(name, from, to) { return [constant] }
                return [.dynamic("the format is '\(name)', which is not declared in this file", [])]
            case .conditional:
                return [.dynamic("the format is '\(name)', declared in more than one #if branch", [])]
            case .declaration(let d):
                if isLoopVariable(d) {
                    // `for (NSString *f in @[…])`, over a literal or a constant holding one, its
                    // body braced or not (a braced one is read above), `f` never assigned.
                    if let sequence = objcLoopSequence(of: d), !loopElementChanged(d, use: call),
                       let elements = arrayElements(sequence.0, sequence.1) {
                        return elements
                    }
                    return [.dynamic("the format is the loop variable '\(name)'", [])]
                }
                if isMutable(d) && changedAfterDeclaration(d) {
                    if let built = appendedFormat(of: d, at: call) { return built }
                    if depth < 8, let values = assignedValues(of: d, at: call, depth: depth) { return values }
                    return [.dynamic("the format is the variable '\(name)', which changes after it is made", assignedLiterals(of: d))]
                }
                if let initial = initializer(of: d), depth < 8 {
                    let values = evaluateFormat(initial.0, initial.1, call: call, depth: depth + 1)
                    if !values.isEmpty { return values }
                } else if let values = deferredValues(of: d, before: call, depth: depth), !values.isEmpty {
                    return values
                }
                return [.dynamic("the format is the variable '\(name)', whose value is not visible here", [])]
            }
        }
        // `Self.format`, `Layout.format`, `Outer.Inner.format`: a constant of a type, named by
        // a path of names (not through `self`).
        let isPath = to - from >= 3 && (to - from) % 2 == 1 && !isIdentifier(from, "self")
            && stride(from: from, to: to, by: 2).allSatisfy { tokens[$0].kind == .identifier }
            && stride(from: from + 1, to: to, by: 2).allSatisfy { isPunct($0, UInt8(ascii: ".")) }
        let member = to - 1
        // In this file.
        if isPath, let list = declarations[nameKey(member)], list.filter({ isTypeOrFileLevel($0) }).count == 1,
           let d = list.first(where: { isTypeOrFileLevel($0) }), !isMutable(d) || !changedAfterDeclaration(d),
           let initial = initializer(of: d), depth < 8 {
            let values = evaluateFormat(initial.0, initial.1, call: call, depth: depth + 1)
            if !values.isEmpty { return values }
        }
        if depth < 8, let element = indexedElement(from, to, depth: depth) { return element }
        if let built = builtWithFormatString(from, to) { return [built] }
        // `Formats.row`: a member no type of this file declares (another file's constant, by
        // its type's name: the innermost of a path).
        if isPath, !(declarations[nameKey(member)] ?? []).contains(where: { isTypeOrFileLevel($0) }) {
            // (Through an alias this file declares: `typealias VF = VisualFormat`, `VF.row`.)
            let type = to - from == 3 ? typeAliasTarget(from) ?? text(from) : text(member - 2)
            if let constant = projectConstant(type + "." + text(member), from, to) { return [constant] }
            return [.dynamic("the format is '\(text(from: from, to: to))', which is not declared in this file", [])]
        }
        // `self.layoutStr`: a private member of this file's, given only literals.
        if to - from == 3, isIdentifier(from, "self"), isPunct(from + 1, UInt8(ascii: ".")), tokens[from + 2].kind == .identifier,
           let values = formatsAssignedOnlyInFile(nameBytes(from + 2)) {
            return values
        }
        return [.dynamic("the format is computed at run time", [])]
    }

    /// What a local variable changed only by plain assignments holds at `call`: the values
    /// assigned (or given at its declaration) that reach the call without another assignment
    /// that runs on every path after them (`format = @"H:…"; [… format …]; format = @"V:…";`
    /// gives each call its own), each an alternative when several may reach it (assigned in
    /// the branches of an `if`). Nil when it is added to or changed in place, assigned inside a
    /// closure or block, or assigned after the call around a loop.
    func assignedValues(of d: Int, at call: Int, depth: Int) -> [FormatValue]? {
        guard !isTypeOrFileLevel(d), let assignments = assignmentsReaching(d, use: call, limit: 32, inClosures: false) else { return nil }
        // The declaration's own value, then each assignment that may reach the call.
        let reaching: [Int] = (initializer(of: d) != nil ? [d] : []) + assignments.map(\.at)
        let mustReach = Set(assignments.filter(\.must).map(\.at))
        // An assignment replaced by a later one that runs on every path to the call.
        let live = reaching.filter { s in
            !reaching.contains { t in t > s && mustReach.contains(t) && (s == d || reach(s, to: t, declaration: d) != .excluded) }
        }
        guard !live.isEmpty, live.count <= 16 else { return nil }
        var values: [FormatValue] = []
        for at in live {
            let range = at == d ? initializer(of: d)! : (at + 2, valueEnd(from: at + 2))
            guard at == d || isPunct(at + 1, UInt8(ascii: "=")) else { return nil }
            // `@""` and `nil` are placeholders a real call is kept from (`if (format.length > 0)`).
            let (a, b) = unparenthesized(range)
            if isNull(a, b) { continue }
            for value in evaluateFormat(range.0, range.1, call: call, depth: depth + 1) {
                if case .literals(let pieces, _) = value, pieces.allSatisfy({ $0.contentRange.lowerBound == $0.contentRange.upperBound }) { continue }
                values.append(live.count > 1 ? value.asAlternative : value)
            }
        }
        return values.isEmpty ? nil : values
    }

    /// The plain assignments of the local declared at `d` (not `self.x`, not an inner variable
    /// of the name) that may reach `use`, in order, each with whether it runs on every path there. Nil when the variable is changed otherwise
    /// (added to, changed in place, passed by reference), assigned more than `limit` times, or
    /// assigned after the use around a loop; without `inClosures`, also when it is assigned in a
    /// closure or block that does not hold the use (which may run at any time).
    func assignmentsReaching(_ d: Int, use: Int, limit: Int, inClosures: Bool) -> [(at: Int, must: Bool)]? {
        let scope = declarationScope(d)
        let end = scope >= 0 ? closing(scope) : tokens.count
        let sites = changes(of: nameBytes(d), from: d + 1, to: end)
        guard sites.count <= limit, sites.allSatisfy({ $0.change == .assigned }) else { return nil }
        var reaching: [(at: Int, must: Bool)] = []
        for site in sites where !isPunct(site.at - 1, UInt8(ascii: ".")) {
            guard case .declaration(d) = resolve(site.at) else { continue }
            if !inClosures {
                var brace = block(of: site.at)
                while brace > scope {
                    if blockKind(brace) == .closure && !blockContains(brace, use) { return nil }
                    brace = block(of: brace)
                }
            }
            let reach = self.reach(site.at, to: use, declaration: d)
            if reach == .excluded { continue }
            guard site.at < use else { return nil }   // a later one, around a loop
            reaching.append((site.at, reach == .must))
        }
        return reaching
    }

    /// The string literals given to the variable declared at `d` (its initial value, each
    /// plain assignment): the text a call of it gets is one of them or is built from them, so
    /// they count as passed there, not as formats no call is given.
    func assignedLiterals(of d: Int) -> [StringLiteral] {
        let scope = declarationScope(d)
        let end = scope >= 0 ? closing(scope) : tokens.count
        var ranges: [(Int, Int)] = initializer(of: d).map { [$0] } ?? []
        for site in changes(of: nameBytes(d), from: d + 1, to: min(end, d + 1 + Self.longestArgument * 64))
        where site.change == .assigned && isPunct(site.at + 1, UInt8(ascii: "=")) {
            ranges.append((site.at + 2, valueEnd(from: site.at + 2)))
        }
        return ranges.flatMap { range -> [StringLiteral] in startingText(range.0, range.1) ?? [] }
    }

    /// A Swift `let` declared without a value (`let format: String`) and given one later, on
    /// each path at most once (the compiler sees to it): `if wide { format = "…" } else {
    /// format = "…" }`. The call receives one of the values assigned before it, each an
    /// alternative; nil when it is not such a constant or no assignment comes before the call.
    func deferredValues(of d: Int, before call: Int, depth: Int) -> [FormatValue]? {
        guard language == .swift, depth < 8, !isMutable(d), isIdentifier(d - 1, "let") || isPunct(d - 1, UInt8(ascii: ",")) else { return nil }
        let sites = changes(of: nameBytes(d), from: d + 1, to: call).filter { $0.change == .assigned }
        guard !sites.isEmpty, sites.count <= 16 else { return nil }
        return sites.flatMap { site -> [FormatValue] in
            evaluateFormat(site.at + 2, valueEnd(from: site.at + 2), call: call, depth: depth + 1).map { sites.count > 1 ? $0.asAlternative : $0 }
        }
    }

    /// `axis + "|-[title]-|"` in Swift: a sum of parts each read as literal text (a literal, a
    /// constant, a variable's values), their pieces joined in order. One part may have several
    /// values (`let axis = vertical ? "V:" : "H:"`), each giving a format; two may vary together
    /// (on one condition), so a sum with two is left to the run, as is one with any other part.
    func joinedFormats(_ from: Int, _ to: Int, call: Int, depth: Int) -> [FormatValue]? {
        guard language == .swift, depth < 8 else { return nil }
        // The parts between the `+`s outside brackets.
        var parts: [(Int, Int)] = []
        var start = from, i = from
        while i < to {
            if isPunct(i, UInt8(ascii: "(")) || isPunct(i, UInt8(ascii: "[")) || isPunct(i, UInt8(ascii: "{")) { i = closing(i) + 1; continue }
            if isPunct(i, UInt8(ascii: "+")) {
                guard i > start, !isPunct(i + 1, UInt8(ascii: "=")), !isPunct(i + 1, UInt8(ascii: "+")) else { return nil }
                parts.append((start, i))
                start = i + 1
            }
            i += 1
        }
        guard !parts.isEmpty, start < to else { return nil }
        parts.append((start, to))
        var joined: [(pieces: [StringLiteral], alternative: Bool)] = [([], false)]
        var varies = false
        for part in parts {
            let values = evaluateFormat(part.0, part.1, call: call, depth: depth + 1)
            guard !values.isEmpty, values.count <= 16 else { return nil }
            if values.count > 1 {
                guard !varies else { return nil }
                varies = true
            }
            var options: [(pieces: [StringLiteral], alternative: Bool)] = []
            for value in values {
                guard case .literals(let pieces, let alternative) = value else { return nil }
                options.append((pieces, alternative))
            }
            joined = joined.flatMap { sofar in options.map { (sofar.pieces + $0.pieces, sofar.alternative || $0.alternative) } }
        }
        return joined.map { .literals($0.pieces, alternative: $0.alternative) }
    }

    /// `String(format: …)` / `[NSString stringWithFormat:…]` (`NSString(format:)`,
    /// `[[NSString alloc] initWithFormat:…]`) near the start of `[from, to)` (tokens, not text):
    /// a format built at run time, with the literals it is built from.
    func builtWithFormatString(_ from: Int, _ to: Int) -> FormatValue? {
        let head = from..<min(to, from + 16)
        guard head.contains(where: { isFormatStringSelector($0) || isSwiftFormatStringInit($0) }) else { return nil }
        let pieces = (from..<min(to, from + 256)).filter { tokens[$0].kind == .string }.map { literals[Int(tokens[$0].value)] }
        // The template a constant holds (`NSString *template = @"%@:|[card]|";` then
        // `[NSString stringWithFormat:template, axis]`): its literal first, as if written there.
        if let label = head.first(where: { isFormatStringSelector($0) || isIdentifier($0, FormatStringCall.swiftLabel) && isPunct($0 - 1, UInt8(ascii: "(")) }),
           isPunct(label + 1, UInt8(ascii: ":")), tokens[label + 2].kind == .identifier,
           isPunct(label + 3, UInt8(ascii: ",")) || isPunct(label + 3, UInt8(ascii: "]")) || isPunct(label + 3, UInt8(ascii: ")")),
           case .declaration(let d) = resolve(label + 2), !isLoopVariable(d), !isMutable(d) || !changedAfterDeclaration(d),
           let initial = initializer(of: d), case .literals(let template, _)? = stringExpression(initial.0, initial.1), template.count == 1 {
            return .dynamic("the format is built with a format string (\(FormatStringCall.names)) from the constant '\(text(label + 2))'",
                            template + pieces, .formatString(fromConstant: true))
        }
        return .dynamic("the format is built with a format string (\(FormatStringCall.names))", pieces, .formatString(fromConstant: false))
    }

    /// `cond ? A : B` at the top level of `[from, to)`: the two branches.
    func conditional(_ from: Int, _ to: Int) -> (then: (Int, Int), else: (Int, Int))? {
        var i = from
        var question = -1
        var nested = 0
        while i < to {
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") { i = closing(i) + 1; continue }
                if v == UInt8(ascii: "?") && i > from {
                    if isConditionalMark(i) {
                        if question < 0 { question = i } else { nested += 1 }
                    }
                } else if v == UInt8(ascii: ":") && question >= 0 {
                    if nested == 0 { return ((question + 1, i), (i + 1, to)) }
                    nested -= 1
                }
            }
            i += 1
        }
        return nil
    }

    /// String literals joined by `+` (Swift) or written side by side (C and Objective-C), also
    /// inside `String(format:)`/`stringWithFormat:` with no arguments and no `%`; or nil.
    func stringExpression(_ from: Int, _ to: Int) -> FormatValue? {
        var pieces: [StringLiteral] = []
        var (from, to) = (from, to)
        // A macro's body goes on over lines joined by `\`.
        if language == .objc {
            while from < to && isPunct(from, UInt8(ascii: "\\")) { from += 1 }
            while to > from && isPunct(to - 1, UInt8(ascii: "\\")) { to -= 1 }
        }
        var i = from
        var expectLiteral = true
        if let inner = formatWithoutArguments(from, to) { return stringExpression(inner.0, inner.1) }
        while i < to {
            let token = tokens[i]
            if token.kind == .string {
                if !expectLiteral && language == .swift { return nil }
                pieces.append(lexer.decode(literals[Int(token.value)]))
                expectLiteral = false
            } else if isPunct(i, UInt8(ascii: "+")) && language == .swift && !expectLiteral {
                expectLiteral = true
            } else if isPunct(i, UInt8(ascii: "\\")) && language == .objc {
                // (Between literals of a macro's body.)
            } else if isPunct(i, UInt8(ascii: "(")) && closing(i) == to - 1 && i == from {
                return stringExpression(from + 1, to - 1)
            } else {
                return nil
            }
            i += 1
        }
        guard !pieces.isEmpty, !expectLiteral else { return nil }
        if pieces.contains(where: { $0.hasInterpolation }) {
            return .dynamic("the format contains string interpolation", pieces, .interpolation)
        }
        if pieces.contains(where: { $0.value == nil }) {   // an escape this scanner does not decode
            return .dynamic("the format contains an escape this scanner does not decode", pieces)
        }
        return .literals(pieces, alternative: false)
    }

    /// `[NSString stringWithFormat:@"…"]` / `String(format: "…")` with no arguments and no `%`
    /// in the literal: the literal's tokens.
    func formatWithoutArguments(_ from: Int, _ to: Int) -> (Int, Int)? {
        var a = from
        if language == .objc, isPunct(a, UInt8(ascii: "[")), closing(a) == to - 1, isIdentifier(a + 2, FormatStringCall.classSelector),
           isPunct(a + 3, UInt8(ascii: ":")) {
            a += 4
        } else if language == .objc, isPunct(a, UInt8(ascii: "[")), closing(a) == to - 1, isPunct(a + 1, UInt8(ascii: "[")), closing(a + 1) == a + 4,
                  isIdentifier(a + 3, "alloc"), isIdentifier(a + 5, FormatStringCall.initSelector), isPunct(a + 6, UInt8(ascii: ":")) {
            a += 7
        } else if language == .swift, isSwiftFormatStringInit(a), closing(a + 1) == to - 1, isPunct(a + 3, UInt8(ascii: ":")) {
            a += 4
        } else {
            return nil
        }
        let end = to - 1
        guard a < end, (a..<end).allSatisfy({ tokens[$0].kind == .string || isPunct($0, UInt8(ascii: "+")) }) else { return nil }
        for k in a..<end where tokens[k].kind == .string {
            let content = literals[Int(tokens[k].value)].contentRange
            if bytes[content.lowerBound..<content.upperBound].contains(UInt8(ascii: "%")) { return nil }
        }
        return (a, end)
    }

    /// Every declared name with its token indices, in order: `let x`, `var x`, `NSString *x`,
    /// `NSString *const x`, `#define X`, and every name of a list (`let views = […], metrics =
    /// […]`, `UILabel *a = …, *b = …;`).
    static func declarations(in tokens: [SourceToken], bytes: [UInt8], language: SourceLanguage) -> [NameKey: [Int]] {
        var result: [NameKey: [Int]] = [:]
        func word(_ token: SourceToken, _ text: StaticString) -> Bool {
            guard token.kind == .identifier, Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
            var i = Int(token.start)
            for k in 0..<text.utf8CodeUnitCount {
                if bytes[i] != text.utf8Start[k] { return false }
                i += 1
            }
            return true
        }
        func punct(_ index: Int, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].value == Int32(byte)
        }
        // Bracket depth, and the depth of the declaration whose list of names may go on (-1:
        // none): a `,` at that depth starts another name of it, up to the end of its statement.
        // The open brackets (their bytes); a list is only a statement's, never a pattern's in
        // parentheses (`case .pair(let icon, views: let extra)`).
        // (`depth` is `open.count`, kept beside it: a computed local would capture `open` and
        // check every access to it at run time.)
        var open: [UInt8] = []
        var depth = 0
        var listDepth = -1
        // Tokens that leave a Swift expression open at the end of a line, or continue one at the
        // start of the next.
        let openAtEnd: [UInt8] = Array(",=+-*/%&|^.".utf8), continuingAtStart: [UInt8] = Array(",=+*/%&|^.?:".utf8)
        for i in 0..<tokens.count {
            if tokens[i].kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: tokens[i].value)
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte); depth = open.count
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast(); depth = open.count; if depth < listDepth { listDepth = -1 }
                case UInt8(ascii: ";"): if depth == listDepth { listDepth = -1 }
                default: break
                }
            }
            // A Swift statement ends with its line, unless an operator or a `,` joins the next line to it.
            if language == .swift, listDepth >= 0, depth == listDepth, i + 1 < tokens.count,
               !(tokens[i].kind == .punctuation && openAtEnd.contains(UInt8(truncatingIfNeeded: tokens[i].value))),
               !(tokens[i + 1].kind == .punctuation && continuingAtStart.contains(UInt8(truncatingIfNeeded: tokens[i + 1].value))),
               bytes[Int(tokens[i].end)..<Int(tokens[i + 1].start)].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                listDepth = -1
            }
            guard i >= 1, tokens[i].kind == .identifier else { continue }
            let previous = tokens[i - 1]
            // Most names follow no declaring word: passed over by length and first byte.
            let afterWord = previous.kind == .identifier && declaringWords.contains(bytes, Int(previous.start), Int(previous.end))
            let opensList = afterWord && (word(previous, "let") || word(previous, "var"))
            var declares = opensList || afterWord && (word(previous, "const")
                || word(previous, "define") && punct(i - 2, UInt8(ascii: "#"))
                // Objective-C++ `auto views = …`; `id views = @{…}`, `__auto_type views = …`.
                || language == .objc && (word(previous, "auto") || word(previous, "id") || word(previous, "__auto_type"))
                // `NSLayoutFormatOptions options = NSLayoutFormatAlignAllTop;`, a value type.
                || language == .objc && word(previous, "NSLayoutFormatOptions"))
            if !declares && depth == listDepth {
                // `let views = […], metrics = […]`, `var a: UIView, b: UIView`; `UILabel *a, *b`.
                declares = language == .swift
                    ? punct(i - 1, UInt8(ascii: ",")) && (punct(i + 1, UInt8(ascii: "=")) && !punct(i + 2, UInt8(ascii: "="))
                                                          || punct(i + 1, UInt8(ascii: ":")))
                    : punct(i - 1, UInt8(ascii: "*")) && punct(i - 2, UInt8(ascii: ","))
            }
            if opensList && open.last != UInt8(ascii: "(") { listDepth = depth }
            if !declares && language == .objc && punct(i - 1, UInt8(ascii: "*")) && i >= 2 {
                // `Type *name` at the start of a statement (not `a * b`).
                let type = i - 2
                if tokens[type].kind == .identifier || punct(type, UInt8(ascii: ">")) {
                    var before = type - 1
                    if punct(type, UInt8(ascii: ">")) {
                        var depth = 0
                        var k = type
                        while k >= 0 {
                            if punct(k, UInt8(ascii: ">")) { depth += 1 } else if punct(k, UInt8(ascii: "<")) { depth -= 1; if depth == 0 { break } }
                            k -= 1
                        }
                        before = k - 2
                    }
                    while before >= 0 && tokens[before].kind == .identifier && qualifiers.contains(bytes, Int(tokens[before].start), Int(tokens[before].end)) { before -= 1 }
                    declares = before < 0 || punct(before, UInt8(ascii: "{")) || punct(before, UInt8(ascii: "}"))
                        || punct(before, UInt8(ascii: ";")) || punct(before, UInt8(ascii: "(")) || punct(before, UInt8(ascii: ","))
                        || punct(before, UInt8(ascii: ")")) && !punct(i + 1, UInt8(ascii: ")"))
                        // after a preprocessor line (`#endif`, `#pragma mark …`, `#if 1`): a word or a number, then a line break
                        || (tokens[before].kind == .identifier || tokens[before].kind == .number)
                            && bytes[Int(tokens[before].end)..<Int(tokens[type].start)].contains(where: { $0 == 0x0A || $0 == 0x0D })
                    // A block's parameter (`^(NSDictionary *views) {`) belongs to the block, which
                    // declares it (`declaresParameter`), not to the method around it.
                    if declares && (punct(before, UInt8(ascii: "(")) || punct(before, UInt8(ascii: ","))) {
                        var k = before, depth = 0
                        while k >= 0 && k > before - 64 {
                            if punct(k, UInt8(ascii: ")")) { depth += 1 }
                            if punct(k, UInt8(ascii: "(")) { if depth == 0 { break }; depth -= 1 }
                            k -= 1
                        }
                        if k >= 1 && punct(k, UInt8(ascii: "(")) && punct(k - 1, UInt8(ascii: "^")) { declares = false }
                    }
                    if declares && open.last != UInt8(ascii: "(") { listDepth = depth }
                }
            }
            guard declares else { continue }
            result[NameKey(bytes, Int(tokens[i].start), Int(tokens[i].end)), default: []].append(i)
        }
        return result
    }

    // MARK: Dictionaries and options

    /// What makes an empty option set when called with nothing: `NSLayoutFormatOptions()`.
    static let emptyOptionsInitializers: Set<String> = ["NSLayoutFormatOptions", "NSLayoutConstraint.FormatOptions", ".init",
                                                       "NSLayoutFormatOptions.init", "NSLayoutConstraint.FormatOptions.init"]

    /// The option names of an `options:` argument, or nil when it is not a plain list (or a
    /// constant holding one: `let options: NSLayoutConstraint.FormatOptions = [.alignAllTop]`).
    func evaluateOptions(_ from: Int, _ to: Int, depth: Int = 0) -> OptionsArgument? {
        guard from < to else { return nil }
        if to - from == 1, tokens[from].kind == .identifier, depth < 8, case .declaration(let d) = resolve(from),
           !isLoopVariable(d), !isMutable(d) || !changedAfterDeclaration(d), let initial = initializer(of: d) {
            guard var value = evaluateOptions(initial.0, initial.1, depth: depth + 1) else { return nil }
            value.range = range(from: from, to: to)
            return value
        }
        var names: [String] = []
        var ranges: [ByteRange] = []
        let whole = range(from: from, to: to)
        switch language {
        case .swift:
            var a = from, b = to
            if isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 { a += 1; b -= 1 }
            for (start, end) in split(a, b) {
                let written = text(from: start, to: end)
                if written.contains("rawValue") {
                    if isPunct(end - 1, UInt8(ascii: ")")) && tokens[end - 2].kind == .number && text(end - 2) == "0" { continue }
                    return nil
                }
                // No option: `NSLayoutFormatOptions()`, `NSLayoutConstraint.FormatOptions()`, `.init()`.
                if end - start >= 3 && isPunct(end - 2, UInt8(ascii: "(")) && isPunct(end - 1, UInt8(ascii: ")")) {
                    guard Self.emptyOptionsInitializers.contains(text(from: start, to: end - 2)) else { return nil }
                    continue
                }
                if end - start == 1 && isIdentifier(start, "nil") { continue }   // Swift 1: no options
                // `.alignAllTop`, `NSLayoutConstraint.FormatOptions.alignAllTop`: the last name (a
                // name alone is a variable's).
                guard end - start >= 2, tokens[end - 1].kind == .identifier, isPunct(end - 2, UInt8(ascii: ".")),
                      (start..<end).allSatisfy({ tokens[$0].kind == .identifier || isPunct($0, UInt8(ascii: ".")) }) else {
                    return nil
                }
                names.append(text(end - 1))
                ranges.append(tokens[end - 1].range)
            }
        case .objc:
            var a = from
            // A cast: `(NSLayoutFormatOptions)0`.
            if isPunct(a, UInt8(ascii: "(")), closing(a) < to - 1, tokens[a + 1].kind == .identifier, closing(a) == a + 2 { a += 3 }
            for (start, end) in split(a, to, at: UInt8(ascii: "|")) {
                var s = start, e = end
                while isPunct(s, UInt8(ascii: "(")) && closing(s) == e - 1 { s += 1; e -= 1 }
                guard e - s == 1 else { return nil }
                if tokens[s].kind == .number && text(s) == "0" || isIdentifier(s, "kNilOptions") { continue }
                guard tokens[s].kind == .identifier else { return nil }
                var name = text(s)
                guard name.hasPrefix("NSLayoutFormat") else { return nil }
                name.removeFirst("NSLayoutFormat".count)
                names.append(name.prefix(1).lowercased() + name.dropFirst())
                ranges.append(tokens[s].range)
            }
        }
        return OptionsArgument(names: names, ranges: ranges, range: whole)
    }
}

extension SourceScanner {
    /// The words a declared name follows (`declarations(in:bytes:language:)`).
    static let declaringWords = WordSet(["let", "var", "const", "define", "auto", "id", "__auto_type", "NSLayoutFormatOptions"])
    /// Qualifiers between an Objective-C declaration's type and the statement before it.
    static let qualifiers = WordSet(["static", "const", "__block", "__weak", "__strong", "__unsafe_unretained", "extern", "__kindof", "register"])
}
