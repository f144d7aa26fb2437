import VFLSyntax

/// What a `{` opens.
enum BlockKind {
    /// A class, struct, enum, extension, actor, protocol or `@implementation`-level body.
    case type
    /// A function, method, initializer, accessor or computed property.
    case function
    /// A closure or an Objective-C block.
    case closure
    /// `if`, `else`, `guard`, `switch` or a `case` body.
    case branch
    /// `for`, `while`, `repeat`.
    case loop
    /// Anything else (`do`, a bare block).
    case other
}

extension SourceScanner {
    // MARK: Blocks

    /// The token index of the innermost `{` around token `index`, or -1.
    func block(of index: Int) -> Int { Int(braceParent[index]) }

    /// Whether the block opened at `brace` (or the file, for -1) contains token `index`.
    func blockContains(_ brace: Int, _ index: Int) -> Bool {
        brace < 0 || brace < index && closing(brace) > index
    }

    /// The kind of the block opened at `brace`, judged by the keywords before it.
    func blockKind(_ brace: Int) -> BlockKind {
        if let known = cache.kinds[brace] { return known }
        let kind = computeBlockKind(brace)
        cache.kinds[brace] = kind
        return kind
    }

    private func computeBlockKind(_ brace: Int) -> BlockKind {
        // An Objective-C method whose definition keeps its declaration's `;`: `- (void)f:(T)x;\n{`.
        if language == .objc, isPunct(brace - 1, UInt8(ascii: ";")), braceParent[brace] < 0, objcMethodStart(before: brace - 1) != nil { return .function }
        // An Objective-C block: `^{` or `^(…) {`.
        if isPunct(brace - 1, UInt8(ascii: "^")) { return .closure }
        if isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) >= 0, isPunct(Int(match[brace - 1]) - 1, UInt8(ascii: "^")) {
            return .closure
        }
        var i = brace - 1
        var sawParenthesis = false
        // After `=` or `,` the brace is a closure (`let make = {`, `f(a, {`), unless a condition
        // keyword starts the statement (`if let v = w {`, `guard a, b else {`, `while let`).
        var assigned = false
        // A `,` alone (no `=`) may also be one of a declaration's own: an inheritance list, generic
        // parameters, a `where` clause (`class Cell: UITableViewCell, UITextFieldDelegate {`,
        // `func f<T, U>() {`); the declaration's keyword then still decides.
        var sawAssignment = false
        while i >= 0 && i >= brace - 80 {
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "{") || v == UInt8(ascii: "}") || v == UInt8(ascii: ";") { break }
                if v == UInt8(ascii: ")") || v == UInt8(ascii: "]") {
                    // Step over a parameter list, condition or subscript as a whole.
                    sawParenthesis = sawParenthesis || v == UInt8(ascii: ")")
                    let open = Int(match[i])
                    if open >= 0 && open < i { i = open - 1; continue }
                }
                if v == UInt8(ascii: "(") { return .closure }
                if v == UInt8(ascii: ",") { assigned = true }
                if v == UInt8(ascii: "=") && !isComparison(i) { assigned = true; sawAssignment = true }
                // An Objective-C method: `- (void)layout {`, `+ (instancetype)view:(…)x {`.
                if language == .objc && (v == UInt8(ascii: "-") || v == UInt8(ascii: "+")) && isPunct(i + 1, UInt8(ascii: "(")) { return .function }
            }
            // A keyword that is an Objective-C selector's piece (`views:d in:(UIView *)box {`,
            // `for:(UIView *)v`) decides nothing.
            if language == .objc && tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":")) && !equals(tokens[i], "default") { i -= 1; continue }
            if tokens[i].kind == .identifier && !isPunct(i - 1, UInt8(ascii: ".")) {
                // `case 0: let apply = {` is a closure in a case body; `if case let x = y {` a branch.
                if assigned && (equals(tokens[i], "default") || equals(tokens[i], "case")
                                && !(isIdentifier(i - 1, "if") || isIdentifier(i - 1, "guard") || isIdentifier(i - 1, "while")
                                     || isPunct(i - 1, UInt8(ascii: ",")))) {
                    return .closure
                }
                if matchesAny(i, Self.branchKeywords) {
                    if equals(tokens[i], "switch") { cache.switches.insert(brace) }
                    return .branch
                }
                if matchesAny(i, Self.loopWords) || equals(tokens[i], "in") && !assigned { return .loop }
                if assigned && sawAssignment { i -= 1; continue }
                if matchesAny(i, Self.typeKeywords) { return .type }
                if matchesAny(i, Self.functionWords) { return .function }
                if assigned { i -= 1; continue }
                if matchesAny(i, Self.otherBlockKeywords) { return .other }
            }
            i -= 1
        }
        if assigned { return .closure }
        if language == .objc { return sawParenthesis ? .function : .other }
        // A trailing closure: `items.forEach {`, `animate(withDuration: 0.3) {`.
        if brace > 0, tokens[brace - 1].kind == .identifier || isPunct(brace - 1, UInt8(ascii: ")")) { return .closure }
        return .other
    }

    /// Whether the `=` at `index` is part of a comparison (`==`, `!=`, `<=`, `>=`, `===`).
    func isComparison(_ index: Int) -> Bool {
        isPunct(index + 1, UInt8(ascii: "=")) || isPunct(index - 1, UInt8(ascii: "=")) || isPunct(index - 1, UInt8(ascii: "!"))
            || isPunct(index - 1, UInt8(ascii: "<")) || isPunct(index - 1, UInt8(ascii: ">"))
    }

    /// Whether token `index` is an identifier spelled as one of `words` (false out of range:
    /// callers look at neighbours, `i + 2`, `brace - 1`, at the ends of a file).
    func matchesAny(_ index: Int, _ words: WordSet) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        return words.contains(bytes, Int(tokens[index].start), Int(tokens[index].end)) && !isBacktickedKeyword(index)
    }

    /// Whether the statement at `index` is the whole body of an Objective-C `if`, `else`, `for`,
    /// `while` or `do` written without braces (`if (compact) [self addConstraints:…];`, also
    /// after `return`): it runs on some paths only, and as a whole.
    func isUnbracedBody(_ index: Int) -> Bool {
        var start = index
        // Back to the start of the statement: `[views setObject:…]` starts at its `[`.
        while Int(parent[start]) >= 0, isPunct(Int(parent[start]), UInt8(ascii: "[")) { start = Int(parent[start]) }
        var before = start - 1
        if isIdentifier(before, "return") { before -= 1 }
        guard before >= 0 else { return false }
        if isIdentifier(before, "else") || isIdentifier(before, "do") { return true }
        if isPunct(before, UInt8(ascii: ")")), Int(match[before]) > 0 {
            let keyword = Int(match[before]) - 1
            return isIdentifier(keyword, "if") || isIdentifier(keyword, "while") || isIdentifier(keyword, "for")
        }
        return false
    }

    /// Whether the block at `brace` is the body of a `switch` (`blockKind` notes it).
    func isSwitchBody(_ brace: Int) -> Bool {
        blockKind(brace) == .branch && cache.switches.contains(brace)
    }

    /// The `case`/`default` label of switch body `brace` that token `index` falls under, or -1.
    func caseLabel(of index: Int, in brace: Int) -> Int {
        var i = index - 1
        while i > brace {
            if tokens[i].kind == .identifier && Int(parent[i]) == brace && (isIdentifier(i, "case") || isIdentifier(i, "default")) {
                return i
            }
            i -= 1
        }
        return -1
    }

    /// Whether the cases of switch body `brace` run on from the case labelled at `from` into the
    /// one labelled at `to`, a later label: in Objective-C unless a case on the way exits (an
    /// exit of `exits()`, at the case's own level or in a block written as its body: one an
    /// `if` holds without braces may not run, so C falls through); in Swift only when each case
    /// says `fallthrough`.
    func fallsThrough(from: Int, to: Int, in brace: Int) -> Bool {
        guard from >= 0, to > from else { return false }
        if language == .objc {
            let exits = self.exits().byBlock
            func exitsBetween(_ block: Int) -> Bool { exits[block]?.contains { $0 > from && $0 < to } ?? false }
            if exitsBetween(brace) { return false }
            return !(from + 1..<to).contains { isPunct($0, UInt8(ascii: "{")) && Int(parent[$0]) == brace && exitsBetween($0) }
        }
        var runsOn = false
        for i in from + 1..<to where tokens[i].kind == .identifier && Int(parent[i]) == brace {
            if isIdentifier(i, "case") || isIdentifier(i, "default") {
                if !runsOn { return false }
                runsOn = false
            } else if isIdentifier(i, "fallthrough") {
                runsOn = true
            }
        }
        return runsOn
    }

    /// The innermost enclosing function or closure body of `index`, or -1 (a type's body stops
    /// the walk).
    func enclosingFunction(of index: Int) -> Int {
        innermostBlock(from: block(of: index), memo: &cache.enclosingFunctions) { brace in
            switch blockKind(brace) {
            case .function, .closure: return brace
            case .type: return -1
            default: return nil
            }
        }
    }

    /// Walks out from `start` (a block, or a token) through the blocks around it to the first for
    /// which `decide` has an answer (nil: ask the block around it), and returns that answer, -1
    /// past the file's blocks. The answer is stored in `memo` for every block passed, and a
    /// stored one ends the walk: asked once per use, a walk out is quadratic in the depth of
    /// nesting, which in code whose blocks never close (an editor's buffer while someone types)
    /// is the number of lines. (The lintscale fuzz target found it.)
    func innermostBlock(from start: Int, memo: inout [Int: Int], decide: (Int) -> Int?) -> Int {
        var path: [Int] = []
        var b = start
        var answer = -1
        while b >= 0 {
            if let known = memo[b] { answer = known; break }
            path.append(b)
            if let decided = decide(b) { answer = decided; break }
            b = block(of: b)
        }
        for step in path { memo[step] = answer }
        return answer
    }

    /// The keywords a Swift block's signature starts with (`func f(a: T) {`, `var v: T {`,
    /// `for a in b {`): those `blockKind` reads a function's or a loop's block from.
    static let signatureStarts: [[UInt8]] = (functionKeywords + loopKeywords).map { Array($0.utf8) }

    /// The keywords before a function's body (`blockKind` .function) and a loop's (.loop; `in`
    /// too, which sits inside a `for` signature and so does not start one).
    static let functionKeywords = ["func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "var"]
    static let loopKeywords = ["for", "while", "repeat"]
    static let loopWords = WordSet(loopKeywords)
    static let functionWords = WordSet(functionKeywords)

    /// Whether `name` is a parameter of the function, closure or loop whose body is `brace`.
    func declaresParameter(_ brace: Int, _ name: [UInt8]) -> Bool {
        parameters(brace).contains { bytesEqual(tokens[$0], name) }
    }

    /// The tokens that name the parameters of the function, closure or loop whose body is
    /// `brace` (empty for another block), worked out once a block.
    func parameters(_ brace: Int) -> [Int] {
        if let known = cache.parameters[brace] { return known }
        let found = findParameters(brace)
        cache.parameters[brace] = found
        return found
    }

    /// Whether the `{` at `brace` opens the body of a `while (…)`.
    func isWhileBody(_ brace: Int) -> Bool {
        isPunct(brace - 1, UInt8(ascii: ")")) && Int(match[brace - 1]) > 0 && isIdentifier(Int(match[brace - 1]) - 1, "while")
    }

    private func findParameters(_ brace: Int) -> [Int] {
        let kind = blockKind(brace)
        guard kind == .function || kind == .closure || kind == .loop else { return [] }
        // An Objective-C `while (view)` names a variable of the code around it; only `for` declares.
        if language == .objc && kind == .loop && isWhileBody(brace) { return [] }
        var found: [Int] = []
        // Closure parameters after the brace: `{ a, b in`, `{ (a: T) in`.
        if kind == .closure {
            var i = brace + 1
            let limit = min(closing(brace), brace + 40)
            var names: [Int] = []
            while i < limit {
                if isIdentifier(i, "in") { found = names; break }
                if tokens[i].kind == .identifier { names.append(i) }
                if isPunct(i, UInt8(ascii: ";")) || isPunct(i, UInt8(ascii: "{")) || isPunct(i, UInt8(ascii: "=")) { break }
                i += 1
            }
        }
        // A signature before the brace: `func f(views: …)`, `- (void)m:(NSDictionary *)views`,
        // `for view in`, `^(NSString *f)`.
        var i = brace - 1
        if language == .objc && kind == .function && isPunct(i, UInt8(ascii: ";")) { i -= 1 }   // `- (void)f:(T)x;\n{`
        // A Swift loop declares what comes between `for` and `in`; the sequence after `in` is not
        // its parameter (`for view in views {`), and `while`/`repeat` declare nothing.
        var inSequence = language == .swift && kind == .loop
        // Inside the parameter list a keyword is a label (`func add(_ f: String, for views: …)`).
        var depth = 0
        while i >= 0 && i >= brace - 200 {
            if inSequence {
                if isIdentifier(i, "in") { inSequence = false }
                else if tokens[i].kind == .identifier && Self.signatureStarts.contains(where: { bytesEqual(tokens[i], $0) }) { break }
                else if isPunct(i, UInt8(ascii: "{")) || isPunct(i, UInt8(ascii: "}")) || isPunct(i, UInt8(ascii: ";")) { break }
                i -= 1
                continue
            }
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "{") || v == UInt8(ascii: "}") || v == UInt8(ascii: ";") { break }
                if language == .objc && depth <= 0 && (i == 0 || newline(between: i - 1, and: i, continued: false)) {
                    // An Objective-C method's signature starts with its `-` or `+` on a new line.
                    if kind == .function && (v == UInt8(ascii: "-") || v == UInt8(ascii: "+")) { break }
                    // A directive above the signature (`#define kRow @"…"` before
                    // `@implementation`) declares nothing of it.
                    if v == UInt8(ascii: "#") {
                        var end = i + 1
                        while end < brace && !newline(between: end - 1, and: end, continued: true) { end += 1 }
                        found.removeAll { $0 > i && $0 < end }
                        break
                    }
                }
                if v == UInt8(ascii: ")") { depth += 1 }
                if v == UInt8(ascii: "(") { depth -= 1 }
                if kind == .closure && (v == UInt8(ascii: "(") || v == UInt8(ascii: ",") || v == UInt8(ascii: "=")) && !isPunct(i + 1, UInt8(ascii: "^")) {
                    // `(` before a Swift trailing closure's call is the call's own argument list.
                    if language == .swift { break }
                }
            }
            // (A Swift function's parameters are all inside its parentheses: its keyword, name,
            // `throws` and result type are not.)
            if tokens[i].kind == .identifier && !isPunct(i - 1, UInt8(ascii: "."))
                && !(language == .swift && (isIdentifier(i - 1, "func") || isIdentifier(i - 1, "var")))   // its own name
                && !(language == .swift && kind == .function && depth <= 0) {
                found.append(i)
            }
            // A Swift statement ends at a line break, not a `;`: the signature starts at its
            // keyword, and what comes before (`let title = UILabel()` above `func build() {`)
            // declares nothing of this block.
            if language == .swift && depth <= 0 && tokens[i].kind == .identifier && Self.signatureStarts.contains(where: { bytesEqual(tokens[i], $0) }) { break }
            i -= 1
        }
        return found
    }

    func bytesEqual(_ token: SourceToken, _ name: [UInt8]) -> Bool {
        let count = Int(token.end - token.start)
        guard count == name.count else { return false }
        var i = Int(token.start)
        for byte in name {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
    }

    func nameBytes(_ index: Int) -> [UInt8] { Array(bytes[Int(tokens[index].start)..<Int(tokens[index].end)]) }

    /// The name at token `index` as a key of the model's tables of names.
    func nameKey(_ index: Int) -> NameKey { NameKey(bytes, Int(tokens[index].start), Int(tokens[index].end)) }
}

extension SourceScanner {
    // Words compared with tokens (`matchesAny`).
    static let branchKeywords = WordSet(["if", "else", "guard", "switch", "case", "default"])
    static let typeKeywords = WordSet(["class", "struct", "enum", "extension", "actor", "protocol"])
    static let otherBlockKeywords = WordSet(["do", "defer", "catch"])

    // MARK: Types

    /// The type body around token `index` (a class, struct, enum, extension… `{`), or -1.
    func enclosingType(of index: Int) -> Int {
        var brace = block(of: index)
        while brace >= 0 && blockKind(brace) != .type { brace = block(of: brace) }
        return brace
    }

    /// The name of the type whose body opens at `brace` (`class Row: NSView {` is `Row`,
    /// `extension Row {` too), or nil.
    func typeName(_ brace: Int) -> String? {
        typeHeader(brace)?.name
    }

    /// The keyword and the name of the type whose body opens at `brace`: `extension
    /// Outer.Inner {` is `Inner`, the last part of its name.
    func typeHeader(_ brace: Int) -> (keyword: String, name: String)? {
        var k = brace - 1
        while k >= 0 && k >= brace - 48 && !isPunct(k, UInt8(ascii: "}")) && !isPunct(k, UInt8(ascii: "{")) && !isPunct(k, UInt8(ascii: ";")) {
            if tokens[k].kind == .identifier, matchesAny(k, Self.typeKeywords), k + 1 < brace, tokens[k + 1].kind == .identifier {
                var n = k + 1
                while n + 2 < brace, isPunct(n + 1, UInt8(ascii: ".")), tokens[n + 2].kind == .identifier { n += 2 }
                return (text(k), text(n))
            }
            k -= 1
        }
        return nil
    }

    /// The first name after the `:` of the class header before `brace` (`class Row: NSView {`
    /// is `NSView`), or nil.
    func superclassName(_ brace: Int) -> String? {
        var k = brace - 1
        while k > 0 && k >= brace - 48 && !isPunct(k, UInt8(ascii: "}")) && !isPunct(k, UInt8(ascii: "{")) && !isPunct(k, UInt8(ascii: ";")) {
            if isPunct(k, UInt8(ascii: ":")), k + 1 < brace, tokens[k + 1].kind == .identifier, isIdentifier(k - 2, "class") { return text(k + 1) }
            k -= 1
        }
        return nil
    }
}
