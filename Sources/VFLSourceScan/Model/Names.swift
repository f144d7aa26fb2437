import VFLSyntax

// The source model: what the scanner knows about a name at one place in a file. A name resolves
// to the declaration that is visible there (a local of an enclosing block, a parameter, a
// constant of the type or the file); a dictionary variable's contents are followed through the
// function from its declaration to the call (subscript and `setObject:forKey:` writes, merges,
// reassignments in branches), and what cannot be seen is *unknown*, never guessed.


/// What a name resolves to at one place.
enum Resolution: Equatable {
    /// A declaration: the token index of the declared name.
    case declaration(Int)
    /// A parameter of the function, closure or loop whose body is the block at that token
    /// index: unknown here.
    case parameter(Int)
    /// No declaration in this file.
    case none
    /// Declarations in more than one branch of an `#if`: which one holds depends on the build.
    case conditional
}

extension SourceScanner {
    // MARK: Names

    /// The declaration `name` (the identifier at `index`) refers to there: the nearest visible
    /// declaration, unless a parameter of a function, closure or loop in between shadows it.
    func resolve(_ index: Int) -> Resolution {
        resolve(nameBytes(index), at: index)
    }

    func resolve(_ name: [UInt8], at index: Int) -> Resolution {
        let key = NameKey(name)
        var visible: Int? = nil
        if let list = declarations[key] {
            var k = Self.firstIndex(in: list, after: index - 1) - 1
            while k >= 0 {
                let d = list[k]
                // A declaration in code that is never built (`#if 1 … #else NSDictionary *views = …`).
                if isCompiledOut(d) { k -= 1; continue }
                // `let views = views` / `if let views = views`: the name in its own initializer is the outer one.
                if index - d < 64, let own = initializer(of: d), own.0 <= index && index < own.1 { k -= 1; continue }
                let scope = declarationScope(d)
                // (A binding in an `if`/`while` condition is also visible in the rest of the condition.)
                if isMacro(d) || blockContains(scope, index) || d < index && index < scope { visible = d; break }
                k -= 1
            }
        }
        if let v = visible, let list = declarations[key], list.count > 1, declaredInAnotherBranch(v, list, use: index) { return .conditional }
        // The nearest of the visible declaration and a parameter of a block around the use.
        let owner = parameterOwner(name, block(of: index))
        if let v = visible, owner < 0 || v > owner { return .declaration(v) }
        return owner >= 0 ? .parameter(owner) : .none
    }

    /// The innermost of `brace` and the blocks around it that has a parameter `name`, or -1.
    /// Only blocks with parameters are looked at (`withParameters`), each block's read once
    /// (`parameters(_:)`); past a few, in code nesting hundreds of them (broken code), the
    /// answers are remembered by name, so that each block is looked at once a name.
    func parameterOwner(_ name: [UInt8], _ brace: Int) -> Int {
        var b = withParameters(brace)
        var steps = 0
        while b >= 0 && steps < 16 {
            if declaresParameter(b, name) { return b }
            b = withParameters(block(of: b))
            steps += 1
        }
        guard b >= 0 else { return -1 }
        var memo = cache.parameterOwners.removeValue(forKey: name) ?? [:]
        let owner = innermostBlock(from: b, memo: &memo) { declaresParameter($0, name) ? $0 : nil }
        cache.parameterOwners[name] = memo
        return owner
    }

    /// The innermost of `brace` and the blocks around it that has parameters, or -1.
    func withParameters(_ brace: Int) -> Int {
        innermostBlock(from: brace, memo: &cache.withParameters) { parameters($0).isEmpty ? nil : $0 }
    }

    /// Whether the declaration `d`, seen at `use`, has a twin of the same name in the same
    /// block in an earlier branch of an `#if` (`#if os(iOS) let views = … #else let views = …
    /// #endif`), with the use after the branches: the twin holds when the other branch is built.
    /// (The twin is the nearest earlier declaration of the name in the block: a block cannot
    /// declare a name twice but in different branches.)
    func declaredInAnotherBranch(_ d: Int, _ list: [Int], use: Int) -> Bool {
        let directives = conditionalDirectives()
        guard !directives.branchEnds.isEmpty else { return false }
        func firstDirective(after i: Int) -> Int { Self.firstIndex(in: directives.branchEnds, after: i) }
        let next = firstDirective(after: d)
        // No directive between d and the use: the use is in d's own branch.
        guard next < directives.branchEnds.count, directives.branchEnds[next] < use else { return false }
        let scope = declarationScope(d)
        for other in list.reversed() where other < d {
            if other < scope { break }   // declarations before the block's `{` are outside it
            guard declarationScope(other) == scope, !isCompiledOut(other) else { continue }
            // An #else/#elseif/#elif between the twin and d.
            return directives.alternativesBefore[next] > directives.alternativesBefore[firstDirective(after: other)]
        }
        return false
    }
    /// The position in ascending `sorted` of its first element above `value` (its count if none).
    static func firstIndex(in sorted: [Int], after value: Int) -> Int {
        partitionPoint(sorted.count) { sorted[$0] <= value }
    }

    /// Whether ascending `sorted` holds `value`.
    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let k = firstIndex(in: sorted, after: value - 1)
        return k < sorted.count && sorted[k] == value
    }

    /// Whether the name at token `p` is declared there (`let x`, `NSString *x`, the second name
    /// of `let a = 1, x = 2`).
    func isDeclaration(_ p: Int) -> Bool {
        declarations[nameKey(p)].map { Self.contains($0, p) } ?? false
    }

    /// The first position in `0..<count` where `isBefore` is false, for an `isBefore` that is
    /// true up to some position and false from there on (a binary search).
    static func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The block a declaration is visible in: its enclosing block, or for a binding in the
    /// condition of an `if` or `while` (`if let views = extra {`), the body after it.
    func declarationScope(_ declaration: Int) -> Int {
        conditionBinding(declaration)?.body ?? block(of: declaration)
    }

    /// For a Swift binding in a condition (`if let x = y {`, `while var x = y`, `guard let x =
    /// y else`, `if case let x? = y`, `if a, let x = y {`): where its value ends (a condition
    /// holds no trailing closure, so its clause ends at `,`, `{` or `else`), and the body it is
    /// visible in (nil for `guard`: visible after it, in the enclosing block).
    func conditionBinding(_ d: Int) -> (valueEnd: Int, body: Int?)? {
        guard language == .swift, d >= 2, isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var") else { return nil }
        guard isIdentifier(d - 2, "if") || isIdentifier(d - 2, "while") || isIdentifier(d - 2, "guard")
                || isIdentifier(d - 2, "case") || isPunct(d - 2, UInt8(ascii: ",")) else { return nil }
        // Asked for each candidate declaration of every use: worked out once.
        if let known = cache.conditionBindings[d] { return known }
        let binding = findConditionBinding(d)
        cache.conditionBindings[d] = .some(binding)
        return binding
    }

    private func findConditionBinding(_ d: Int) -> (valueEnd: Int, body: Int?)? {
        // The keyword that opens the condition, over earlier clauses (brackets skipped).
        var k = d - 2
        var keyword = -1
        while k >= 0 && k >= d - 256 {
            if isIdentifier(k, "if") || isIdentifier(k, "while") || isIdentifier(k, "guard") { keyword = k; break }
            if isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}")) || isPunct(k, UInt8(ascii: ";")) { return nil }
            if isPunct(k, UInt8(ascii: ")")) || isPunct(k, UInt8(ascii: "]")) {
                let open = Int(match[k])
                if open >= 0 && open < k { k = open - 1; continue }
            }
            k -= 1
        }
        guard keyword >= 0 else { return nil }   // `case let x:` in a switch, `(let a, let b)`: a pattern
        // The end of this clause and the body's `{`.
        var j = d + 1
        var valueEnd = -1
        while j < tokens.count && j <= d + 512 {   // a condition is short (brackets count one step)
            if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) { j = closing(j) + 1; continue }
            if isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) || isPunct(j, UInt8(ascii: ")")) || isPunct(j, UInt8(ascii: "]")) { return nil }
            if valueEnd < 0 && (isPunct(j, UInt8(ascii: ",")) || isPunct(j, UInt8(ascii: "{")) || isIdentifier(j, "else")) { valueEnd = j }
            if isPunct(j, UInt8(ascii: "{")) { return (valueEnd, isIdentifier(keyword, "guard") ? nil : j) }
            j += 1
        }
        return nil
    }

    /// Whether the Swift declaration at `d`, which has no initial value, is bound by a pattern
    /// (`case let views:`, `case .some(let views)`, `if case let views? = extra`, `catch let
    /// error`): its value comes from what is matched, which is not visible here. A plain
    /// declaration without a value (`var views: [String: UIView]`) has a type annotation.
    func isPatternBinding(_ d: Int) -> Bool {
        guard language == .swift, d >= 2, isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var") else { return false }
        return isIdentifier(d - 2, "case") || isIdentifier(d - 2, "catch") || isPunct(d - 2, UInt8(ascii: "("))
            || isPunct(d - 2, UInt8(ascii: ",")) || !isPunct(d + 1, UInt8(ascii: ":"))
    }

    /// Whether the declaration at `index` is a `#define`.
    func isMacro(_ index: Int) -> Bool {
        index >= 2 && isIdentifier(index - 1, "define") && isPunct(index - 2, UInt8(ascii: "#"))
    }

    /// Whether the declaration at `index` is a loop variable (`for (NSString *f in formats)`).
    func isLoopVariable(_ index: Int) -> Bool {
        // (Not a parameter followed by a selector's piece `in:`: `views:(NSDictionary *)views in:(UIView *)box`.)
        if isIdentifier(index + 1, "in") && !(language == .objc && isPunct(index + 2, UInt8(ascii: ":"))) { return true }
        // C++'s range-for, `for (NSString *f : list)`.
        guard language == .objc, isPunct(index + 1, UInt8(ascii: ":")) else { return false }
        let open = Int(parent[index])
        return open > 0 && isPunct(open, UInt8(ascii: "(")) && isIdentifier(open - 1, "for")
    }

    /// The sequence an Objective-C loop walks, for its element `d`: `SEQ` of `for (NSString *d in
    /// SEQ)` or C++'s `for (NSString *d : SEQ)`, its body braced or not.
    func objcLoopSequence(of d: Int) -> (Int, Int)? {
        let open = Int(parent[d])
        guard language == .objc, open > 0, isPunct(open, UInt8(ascii: "(")), isIdentifier(open - 1, "for"),
              isIdentifier(d + 1, "in") || isPunct(d + 1, UInt8(ascii: ":")) else { return nil }
        return (d + 2, closing(open))
    }

    /// Whether the declaration at `index` can be assigned again: a Swift `var`, an Objective-C
    /// variable that is not `const`.
    func isMutable(_ index: Int) -> Bool {
        if isMacro(index) { return false }
        if isIdentifier(index - 1, "let") || isIdentifier(index - 1, "const") { return false }
        return true
    }

    /// Whether the declaration at `index` is at the top level of a type or file (a property,
    /// a static, a global), not inside a function.
    func isTypeOrFileLevel(_ index: Int) -> Bool {
        let b = block(of: index)
        return b < 0 || blockKind(b) == .type
    }

    /// The initial value `[from, to)` of the declaration at `index`, or nil when it has none.
    func initializer(of index: Int) -> (Int, Int)? {
        if isMacro(index) {
            // An object-like macro: the rest of the line (`#define FMT(x)` takes arguments).
            guard Int(tokens[index].end) < bytes.count, bytes[Int(tokens[index].end)] != UInt8(ascii: "(") else { return nil }
            var j = index + 1
            while j < tokens.count && !newline(between: j - 1, and: j, continued: true) { j += 1 }
            return j > index + 1 ? (index + 1, j) : nil
        }
        var j = index + 1
        // A C array's size (`NSString *formats[] = {…}`, `formats[2]`).
        if language == .objc && isPunct(j, UInt8(ascii: "[")) { j = closing(j) + 1 }
        if isPunct(j, UInt8(ascii: ":")) {
            // Skip a type annotation up to `=`, on the same line.
            j += 1
            while j < tokens.count {
                if isPunct(j, UInt8(ascii: "=")) { break }
                if isPunct(j, UInt8(ascii: "{")) || isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) { return nil }
                if newline(between: j - 1, and: j, continued: false) && !isPunct(j - 1, UInt8(ascii: ":")) { return nil }
                if isPunct(j, UInt8(ascii: "[")) || isPunct(j, UInt8(ascii: "(")) { j = closing(j) + 1; continue }
                j += 1
            }
        }
        guard isPunct(j, UInt8(ascii: "=")), !isPunct(j + 1, UInt8(ascii: "=")) else { return nil }
        if let binding = conditionBinding(index), binding.valueEnd > j { return (j + 1, binding.valueEnd) }
        return (j + 1, valueEnd(from: j + 1))
    }

    /// Where the value of a declaration or assignment starting at `from` ends: with its statement,
    /// or at a `,` that starts the next name of a list (`let views = […], metrics = […]`,
    /// `UILabel *a = …, *b = …;`).
    func valueEnd(from: Int) -> Int {
        let end = statementEnd(from: from)
        var k = from
        while k < end && !isPunct(k, UInt8(ascii: ",")) {
            if isPunct(k, UInt8(ascii: "(")) || isPunct(k, UInt8(ascii: "[")) || isPunct(k, UInt8(ascii: "{")) { k = closing(k) + 1 }
            else if let close = genericArgumentsEnd(k, before: end) { k = close + 1 }
            else { k += 1 }
        }
        return min(k, end)
    }

    /// When token `open` is the `<` of generic arguments written right after a type name
    /// (`Dictionary<String, UIView>()`, `NSMutableDictionary<NSString *, UIView *>`), its `>`
    /// before token `end`; nil for a comparison (`a < b`, `a<b, c>d` has other tokens inside).
    func genericArgumentsEnd(_ open: Int, before end: Int) -> Int? {
        guard isPunct(open, UInt8(ascii: "<")), open > 0, tokens[open - 1].kind == .identifier,
              tokens[open - 1].end == tokens[open].start else { return nil }
        var depth = 0
        var k = open
        while k < end && k < open + 64 {
            if isPunct(k, UInt8(ascii: "<")) { depth += 1 }
            else if isPunct(k, UInt8(ascii: ">")) { depth -= 1; if depth == 0 { return k } }
            else if isPunct(k, UInt8(ascii: "(")) || isPunct(k, UInt8(ascii: "[")) { k = closing(k); if k >= end { return nil } }
            else if tokens[k].kind != .identifier && !(tokens[k].kind == .punctuation
                        && [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                            UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "-")].contains(UInt8(truncatingIfNeeded: tokens[k].value))) {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// Whether a line break separates tokens `a` and `b`. With `continued`, as the preprocessor
    /// reads a directive: a `\` just before the break joins the lines, and a `/* … */` comment
    /// is one space, whatever line breaks it holds.
    func newline(between a: Int, and b: Int, continued: Bool) -> Bool {
        guard a >= 0, b < tokens.count else { return true }
        var i = Int(tokens[a].end)
        let end = Int(tokens[b].start)
        while i < end {
            let byte = bytes[i]
            if continued && byte == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < end && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                var before = i - 1
                if byte == 0x0A && before >= 0 && bytes[before] == 0x0D { before -= 1 }
                if continued && before >= 0 && bytes[before] == UInt8(ascii: "\\") { i += 1; continue }
                return true
            }
            i += 1
        }
        return false
    }

    /// Where the expression of a statement starting at `from` ends: at `;`, a closing bracket of
    /// an enclosing construct, or a line break that does not continue the expression.
    func statementEnd(from: Int) -> Int {
        var j = from
        while j < tokens.count {
            if tokens[j].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[j].value)
                if v == UInt8(ascii: ";") || v == UInt8(ascii: "}") || v == UInt8(ascii: ")") || v == UInt8(ascii: "]") { break }
            }
            if j > from && newline(between: j - 1, and: j, continued: false) && !continuesExpression(j) { break }
            if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) || isPunct(j, UInt8(ascii: "{")) {
                j = closing(j) + 1
                continue
            }
            j += 1
        }
        return min(j, tokens.count)
    }

    static let continuingOperators: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "&"),
                                               UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ",")]

    /// Whether token `j`, first on its line, continues the expression of the line before.
    func continuesExpression(_ j: Int) -> Bool {
        let operators = Self.continuingOperators
        if tokens[j].kind == .punctuation && operators.contains(UInt8(truncatingIfNeeded: tokens[j].value)) { return true }
        if tokens[j - 1].kind == .punctuation && (operators.contains(UInt8(truncatingIfNeeded: tokens[j - 1].value))
                                                  || isPunct(j - 1, UInt8(ascii: "("))) {
            // A Swift `?` ending a line right after a type or a value is an optional's (`as
            // AnyObject?`), not a conditional's, `??` or `as?`.
            if language == .swift, isPunct(j - 1, UInt8(ascii: "?")), j >= 2, tokens[j - 2].end == tokens[j - 1].start,
               tokens[j - 2].kind == .identifier && !isIdentifier(j - 2, "as") && !isIdentifier(j - 2, "try")
                || isPunct(j - 2, UInt8(ascii: ")")) || isPunct(j - 2, UInt8(ascii: "]")) || isPunct(j - 2, UInt8(ascii: ">")) {
                return false
            }
            return true
        }
        // C and Objective-C literals side by side over several lines.
        return language == .objc && tokens[j].kind == .string && tokens[j - 1].kind == .string
    }
}
