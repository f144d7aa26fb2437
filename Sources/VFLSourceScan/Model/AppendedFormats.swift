import VFLSyntax

/// Formats built in steps by appending literal text to a local variable, in straight-line code:
///
/// ```swift
/// var format = "H:|-[title]"
/// format += "-[badge]-|"            // also format.append("…"), format = format + "…"
/// ```
/// ```objc
/// NSMutableString *format = [@"H:|-[title]" mutableCopy];
/// [format appendString:@"-[badge]-|"];   // also format = [format stringByAppendingString:@"…"]
/// ```
///
/// The call gets the literals in order, read as one format, as `"H:|-[title]" + "-[badge]-|"`
/// is. Appends in the blocks of one `if`/`else` chain (`if wide { format += "-[badge]" } else {
/// format += "|" }`, and no other append under a condition) make one format per block that
/// appends, and one without them when a path runs none, each an alternative the call may get
/// (`appendingIf`). Anything less certain is left to the run: appends under two conditions
/// (they may be correlated), in an `#if` branch, a loop, a block or a conditional expression, a
/// piece that is not literal text, a change of another kind, or any other use of the variable
/// before the call (passed to a method, aliased: it may change where this cannot see), except
/// as an argument of `NSLog`, `print` or `debugPrint`.
extension SourceScanner {
    /// The formats the local variable declared at `d` may hold at `call`, when it is built by
    /// appending literals, on every path there or in blocks of one `if`/`else` chain; nil otherwise.
    func appendedFormat(of d: Int, at call: Int) -> [FormatValue]? {
        guard !isTypeOrFileLevel(d), d < call, call - d <= Self.longestArgument * 8, let initial = initializer(of: d),
              straightLine(call, from: d, loops: true) else { return nil }
        let scope = declarationScope(d)
        let end = scope >= 0 ? closing(scope) : tokens.count
        let name = nameBytes(d)
        let sites = changes(of: name, from: d + 1, to: end)
        guard sites.count <= 32, sites.contains(where: { $0.change == .addedTo || appendedToItself($0.at, d) != nil }),
              var pieces = startingText(initial.0, initial.1) else { return nil }
        // Which build's text it is depends on `#if`s between: left to the run.
        for k in d..<call where isPunct(k, UInt8(ascii: "#")) && tokens[k + 1].kind == .identifier { return nil }
        // The tokens of the variable the changes below account for.
        var accounted = Set<Int>()
        // The `if`/`else` chain whose blocks append (its `if`), and the text with each block's
        // appends, in the order met.
        var chain: Int? = nil
        var branches: [(body: Int, text: [StringLiteral])] = []
        for site in sites where !isPunct(site.at - 1, UInt8(ascii: ".")) {
            guard case .declaration(d) = resolve(site.at) else { continue }
            let reach = self.reach(site.at, to: call, declaration: d)
            if reach == .excluded { continue }
            // Appended again around a loop, or in a second conditional block: the text depends
            // on the run.
            guard site.at < call, straightLine(site.at, from: d, loops: false), startsStatement(site.at) else { return nil }
            if reach == .may {
                // Appended in blocks of one `if`/`else` chain that hold nothing but appends, a
                // statement of a block around the call: the call's path takes one block or none.
                guard let branch = appendingIf(site.at, of: d, call: call), chain == nil || chain == branch.keyword,
                      let added = site.change == .addedTo ? appendedText(site.at) : appendedToItself(site.at, d) else { return nil }
                chain = branch.keyword
                if let k = branches.firstIndex(where: { $0.body == branch.body }) {
                    branches[k].text += added
                } else {
                    branches.append((branch.body, pieces + added))
                }
                accounted.insert(site.at)
                if site.change == .assigned { accounted.insert(site.at + (language == .swift ? 2 : 3)) }
                continue
            }
            accounted.insert(site.at)
            switch site.change {
            case .addedTo:
                guard let added = appendedText(site.at) else { return nil }
                pieces += added
                for k in branches.indices { branches[k].text += added }
            case .assigned:
                if let added = appendedToItself(site.at, d) {
                    pieces += added
                    for k in branches.indices { branches[k].text += added }
                    accounted.insert(site.at + (language == .swift ? 2 : 3))
                } else if isPunct(site.at + 1, UInt8(ascii: "=")), case .literals(let value, _)? = stringExpression(site.at + 2, valueEnd(from: site.at + 2)) {
                    pieces = value
                    branches = []
                    chain = nil
                } else {
                    return nil
                }
            case .changedInPlace, .passedByReference:
                return nil
            }
        }
        // Any other use before the call (`[self fill:format]`, `let copy = format`) may change
        // it where this cannot see; one only written to the log (`NSLog(@"%@", format)`) does not.
        for k in d + 1..<call where tokens[k].kind == .identifier && bytesEqual(tokens[k], name) && !isPunct(k - 1, UInt8(ascii: "."))
            && !accounted.contains(k) && !isLogged(k) {
            if case .declaration(d) = resolve(k) { return nil }
        }
        guard !pieces.isEmpty else { return nil }
        // One text per block that appends, and the text without when a path runs none of them.
        var texts = branches.map(\.text)
        if !runsOneOf(branches.map(\.body)) { texts.insert(pieces, at: 0) }
        var distinct: [[StringLiteral]] = []
        for text in texts where !distinct.contains(where: { $0.map(\.range) == text.map(\.range) }) { distinct.append(text) }
        if distinct.count <= 1 { return [.literals(distinct.first ?? pieces, alternative: false)] }
        return distinct.map { .literals($0, alternative: true) }
    }

    /// Whether every path through the `if`/`else` chain of the blocks `bodies` runs one of them:
    /// the chain ends with an `else` and each of its blocks is one of them.
    private func runsOneOf(_ bodies: [Int]) -> Bool {
        guard let body = bodies.first, isPunct(body, UInt8(ascii: "{")), let first = chainStart(body)?.first else { return false }
        var blocks = [first]
        while case .block(let next)? = nextBranch(after: blocks[blocks.count - 1]), blocks.count < 64 { blocks.append(next) }
        return isIdentifier(blocks[blocks.count - 1] - 1, "else") && nextBranch(after: blocks[blocks.count - 1]) == nil
            && blocks.allSatisfy { bodies.contains($0) }
    }

    /// For an append at `at` (the variable's name) to the variable declared at `d`: the block it
    /// is written in, one of an `if`/`else` chain (its `{`; or the `)` of an Objective-C `if (c)`
    /// whose body is the append alone, with no `else`), when the chain starts a statement of a
    /// block around `call` (not a `switch`'s) and nothing in it leaves, loops or may not return
    /// (`leavingWords`; a function of another file returning `Never` is one this cannot see):
    /// the call is reached through that block and around it. With the chain's first `if`; nil
    /// otherwise.
    private func appendingIf(_ at: Int, of d: Int, call: Int) -> (body: Int, keyword: Int)? {
        let start = language == .objc && isPunct(at - 1, UInt8(ascii: "[")) ? at - 1 : at
        let keyword: Int, body: Int, end: Int
        if language == .objc, isPunct(start - 1, UInt8(ascii: ")")), Int(match[start - 1]) > 0, isIdentifier(Int(match[start - 1]) - 1, "if") {
            // `if (c) [f appendString:@"…"];`
            keyword = Int(match[start - 1]) - 1
            body = start - 1
            guard isPunct(start, UInt8(ascii: "[")), isPunct(closing(start) + 1, UInt8(ascii: ";")) else { return nil }
            end = closing(start) + 1
        } else {
            // A block of an `if`/`else` chain: from the chain's first `if` to its last block.
            let brace = block(of: at)
            guard brace > 0, blockKind(brace) == .branch, let first = chainStart(brace), let last = chainEnd(brace) else { return nil }
            keyword = first.keyword
            body = brace
            end = last
        }
        // A statement of its own (not `else if`, nor a loop's body without braces), in a block
        // around the call that is no `switch`'s.
        guard keyword > 0, startsBlockStatement(keyword), !isIdentifier(end + 1, "else"), end < call, case let outer = block(of: keyword), outer < d || blockContains(outer, d),
              blockContains(outer, call), outer < 0 || !isSwitchBody(outer) else { return nil }
        // Nothing in the chain leaves it or loops (each of its paths reaches the call, the one
        // through the append and one around it), and nothing may not return.
        for t in keyword + 1..<end where tokens[t].kind == .identifier {
            if matchesAny(t, Self.leavingWords) { return nil }
            if isPunct(t + 1, UInt8(ascii: "(")), neverReturningFunctions().some.contains(nameBytes(t)) { return nil }
        }
        return (body, keyword)
    }

    /// Whether the name at `k` is a whole argument of `NSLog` (in Swift also `print` or
    /// `debugPrint`), which reads it and changes nothing. Not a member or method of the name
    /// (`log.print(f)`, `Logger::print(f)`), nor an `NSLog` the file defines as a macro; in
    /// Objective-C a `print` is the project's own function.
    private func isLogged(_ k: Int) -> Bool {
        guard isPunct(k - 1, UInt8(ascii: ",")) || isPunct(k - 1, UInt8(ascii: "(")),
              isPunct(k + 1, UInt8(ascii: ",")) || isPunct(k + 1, UInt8(ascii: ")")),
              let open = enclosingOpen(k, UInt8(ascii: "(")), open > 1,
              !isPunct(open - 2, UInt8(ascii: ".")), !isPunct(open - 2, UInt8(ascii: ":")), !isPunct(open - 2, UInt8(ascii: ">")) else { return false }
        if language == .swift { return matchesAny(open - 1, Self.swiftLogging) }
        guard isIdentifier(open - 1, "NSLog") else { return false }
        return !tokens.indices.dropFirst().contains { isIdentifier($0, "NSLog") && isIdentifier($0 - 1, "define") }
    }

    static let swiftLogging = WordSet(["NSLog", "print", "debugPrint"])

    /// Words of a statement that may leave a block, loop, or never return.
    static let leavingWords = WordSet([
        "return", "throw", "break", "continue", "goto", "guard", "switch", "case", "for", "while", "repeat", "do",
        "defer", "try", "Never", "fatalError", "preconditionFailure", "assertionFailure", "abort", "exit", "raise", "NSAssert",
        "NSCAssert", "NSParameterAssert", "assert", "precondition", "longjmp", "siglongjmp", "_exit", "pthread_exit", "objc_terminate",
        "__builtin_trap", "__builtin_unreachable", "dispatch_main", "doesNotRecognizeSelector",
    ])

    /// Whether no block between token `index` and the scope of the declaration at `d` may run
    /// it more than once or at another time: no closure or block, local function or `defer`,
    /// and no loop unless `loops`.
    private func straightLine(_ index: Int, from d: Int, loops: Bool) -> Bool {
        let scope = declarationScope(d)
        var brace = block(of: index)
        while brace > scope {
            switch blockKind(brace) {
            case .closure, .function: return false
            case .loop where !loops: return false
            case .other where isIdentifier(brace - 1, "defer"): return false
            default: break
            }
            brace = block(of: brace)
        }
        return true
    }

    /// Whether the change whose name is token `at` is a statement of its own (`f += …`,
    /// `[f appendString:…]`), not a part of an expression (`wide ? [f appendString:…] : …`).
    private func startsStatement(_ at: Int) -> Bool {
        let first = language == .objc && isPunct(at - 1, UInt8(ascii: "[")) ? at - 1 : at
        guard first > 0 else { return true }
        let previous = punctuation(first - 1)
        if previous == UInt8(ascii: ";") || previous == UInt8(ascii: "{") || previous == UInt8(ascii: "}") { return true }
        // An Objective-C `if (c) [f appendString:…];` is a body without braces (`reach` says so).
        if language == .objc { return previous == UInt8(ascii: ")") }
        // A Swift statement starts a line, after a line that does not leave an operator open.
        return newline(between: first - 1, and: first, continued: false)
            && (previous == 0 || previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]"))
    }

    /// The literal text a string starts with, as the value `[from, to)` of its declaration: a
    /// literal (or literals joined), or in Objective-C a mutable string made from one or empty
    /// (`[@"…" mutableCopy]`, `[NSMutableString stringWithString:@"…"]`, `[[NSMutableString
    /// alloc] initWithString:@"…"]`, `[NSMutableString string]`, `[NSMutableString new]`).
    func startingText(_ from: Int, _ to: Int) -> [StringLiteral]? {
        if case .literals(let pieces, _)? = stringExpression(from, to) { return pieces }
        guard language == .objc, isPunct(from, UInt8(ascii: "[")), closing(from) == to - 1 else { return nil }
        let close = to - 1
        // `[@"…" mutableCopy]`
        if isIdentifier(close - 1, "mutableCopy"), close - 1 > from + 1,
           case .literals(let pieces, _)? = stringExpression(from + 1, close - 1) {
            return pieces
        }
        // `[NSMutableString string]`, `[NSMutableString new]`, `[[NSMutableString alloc] init]`.
        let receiverEnd: Int
        if isIdentifier(from + 1, "NSMutableString") {
            receiverEnd = from + 2
        } else if isPunct(from + 1, UInt8(ascii: "[")), isIdentifier(from + 2, "NSMutableString"), isIdentifier(from + 3, "alloc"),
                  closing(from + 1) == from + 4 {
            receiverEnd = from + 5
        } else {
            return nil
        }
        if receiverEnd + 1 == close, isIdentifier(receiverEnd, "string") || isIdentifier(receiverEnd, "new") || isIdentifier(receiverEnd, "init") {
            return []
        }
        guard isIdentifier(receiverEnd, "stringWithString") || isIdentifier(receiverEnd, "initWithString"),
              isPunct(receiverEnd + 1, UInt8(ascii: ":")),
              case .literals(let pieces, _)? = stringExpression(receiverEnd + 2, close) else { return nil }
        return pieces
    }

    /// The literal text appended at the change whose name is token `at`: `f += "…"`,
    /// `f.append("…")`, `f.append(contentsOf: "…")`, `[f appendString:@"…"]`; nil for anything
    /// else (`appendFormat:`, `insert`, a value that is not literal text).
    private func appendedText(_ at: Int) -> [StringLiteral]? {
        var range: (Int, Int)
        if isPunct(at + 1, UInt8(ascii: "+")) && isPunct(at + 2, UInt8(ascii: "=")) {
            range = (at + 3, valueEnd(from: at + 3))
        } else if language == .swift, isPunct(at + 1, UInt8(ascii: ".")), isIdentifier(at + 2, "append"), isPunct(at + 3, UInt8(ascii: "(")) {
            range = (at + 4, closing(at + 3))
            if isIdentifier(range.0, "contentsOf") && isPunct(range.0 + 1, UInt8(ascii: ":")) { range.0 += 2 }
        } else if language == .objc, isPunct(at - 1, UInt8(ascii: "[")), isIdentifier(at + 1, "appendString"), isPunct(at + 2, UInt8(ascii: ":")) {
            range = (at + 3, closing(at - 1))
        } else {
            return nil
        }
        guard range.0 < range.1, case .literals(let pieces, _)? = stringExpression(range.0, range.1) else { return nil }
        return pieces
    }

    /// The literal text appended by an assignment of the variable to itself with more,
    /// `f = f + "…"` or `f = [f stringByAppendingString:@"…"]`, its name token `at`; nil otherwise.
    private func appendedToItself(_ at: Int, _ d: Int) -> [StringLiteral]? {
        guard isPunct(at + 1, UInt8(ascii: "=")), !isPunct(at + 2, UInt8(ascii: "=")) else { return nil }
        let end = valueEnd(from: at + 2)
        var range: (Int, Int)
        var name: Int
        if language == .swift, isPunct(at + 3, UInt8(ascii: "+")) {
            name = at + 2
            range = (at + 4, end)
        } else if language == .objc, isPunct(at + 2, UInt8(ascii: "[")), closing(at + 2) == end - 1,
                  isIdentifier(at + 4, "stringByAppendingString"), isPunct(at + 5, UInt8(ascii: ":")) {
            name = at + 3
            range = (at + 6, end - 1)
        } else {
            return nil
        }
        guard tokens[name].kind == .identifier, case .declaration(d) = resolve(name), range.0 < range.1,
              case .literals(let pieces, _)? = stringExpression(range.0, range.1) else { return nil }
        return pieces
    }
}
