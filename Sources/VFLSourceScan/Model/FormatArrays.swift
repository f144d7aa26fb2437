import VFLSyntax

// Arrays of formats: the elements of a literal array (or a constant, an `arrayWithObjects:` list,
// a ternary between arrays), the element a loop, closure or index reads, and arrays built in
// steps or in the branches of an `if` before their use.
extension SourceScanner {
    /// When `name` is `$0` or a closure parameter, or a `for` loop variable, over an array of
    /// literals (written in place, or in a constant), the elements.
    func closureElements(name: String, before index: Int) -> [FormatValue]? {
        guard let brace = enclosingOpen(index, UInt8(ascii: "{")) else { return nil }
        // (Every element must be read: an element the body may skip is not checked.)
        let skips = bodyMaySkipElements(brace + 1, closing(brace), use: index, closure: blockKind(brace) == .closure)
        // `for name in [ … ] {`, `for (NSString *name in @[ … ]) {` and C++'s
        // `for (NSString *name : {@"…", @"…"}) {`.
        var j = brace - 1
        if isPunct(j, UInt8(ascii: ")")), Int(match[j]) >= 0 {
            let open = Int(match[j])
            // An element assigned in the body is something else from there on: not read.
            if isIdentifier(open - 1, "for"), let inIndex = (open..<j).first(where: { isIdentifier($0, "in") }),
               isIdentifier(inIndex - 1, name) {
                return skips || loopElementChanged(inIndex - 1, use: index) ? nil : arrayElements(inIndex + 1, j)
            }
            if language == .objc, isIdentifier(open - 1, "for"),
               let colon = (open + 1..<j).first(where: { isPunct($0, UInt8(ascii: ":")) && Int(parent[$0]) == open }), isIdentifier(colon - 1, name) {
                return skips || loopElementChanged(colon - 1, use: index) ? nil : arrayElements(colon + 1, j)
            }
        }
        if let forIndex = (max(0, brace - 64)..<brace).last(where: { isIdentifier($0, "for") }),
           isIdentifier(forIndex + 1, name), isIdentifier(forIndex + 2, "in") {
            return skips ? nil : arrayElements(forIndex + 3, brace)
        }
        // `{ name in` / `{ (name) in` / `$0`, after `.map`, `.flatMap`, `.forEach`, … on an array.
        let usesParameter = name == "$0" || isIdentifier(brace + 1, name) && isIdentifier(brace + 2, "in")
            || isPunct(brace + 1, UInt8(ascii: "(")) && isIdentifier(brace + 2, name)
        guard usesParameter, !skips else { return nil }
        j = brace - 1
        if isPunct(j, UInt8(ascii: "(")) { j -= 1 }
        guard j >= 1, tokens[j].kind == .identifier, isPunct(j - 1, UInt8(ascii: ".")) else { return nil }
        let receiverEnd = j - 1
        if isPunct(receiverEnd - 1, UInt8(ascii: "]")), Int(match[receiverEnd - 1]) >= 0 {
            return arrayElements(Int(match[receiverEnd - 1]), receiverEnd)
        }
        if receiverEnd - 1 >= 0, tokens[receiverEnd - 1].kind == .identifier {
            return arrayElements(receiverEnd - 1, receiverEnd)
        }
        return nil
    }

    /// Whether the element `d` that an Objective-C `for (… d in …)` or `for (… d : …)` declares
    /// is assigned in the loop's body (a block, or the one statement that follows), or the body
    /// may leave an element out before the read at `use` (`bodyMaySkipElements`).
    func loopElementChanged(_ d: Int, use: Int) -> Bool {
        guard let close = objcLoopSequence(of: d)?.1 else { return true }
        let end = statementOrBlockEnd(after: close, open: Int(parent[d]))
        return !changes(of: nameBytes(d), from: close, to: end).isEmpty || bodyMaySkipElements(close + 1, end, use: use, closure: false)
    }

    /// Where the body of a `for (…)` whose parentheses are `open`…`close - 1` ends: its block's
    /// `}`, or the `;` of its one statement.
    func statementOrBlockEnd(after close: Int, open: Int) -> Int {
        var end = close + 1
        if isPunct(end, UInt8(ascii: "{")) {
            end = closing(end)
        } else {
            while end < tokens.count && !(isPunct(end, UInt8(ascii: ";")) && parent[end] == parent[open]) { end += 1 }
        }
        return end
    }

    /// Whether a loop's or element-wise closure's body `[from, to)` may leave an element out of
    /// the read at `use`: a `continue` (in a closure, a `return`) before it, or in a loop a
    /// `break`, `return`, `throw` or `goto` anywhere (the elements after it are never walked).
    /// A `break` of a `switch` inside counts too: the element is then read as not checked,
    /// never checked when it may not be handed on.
    /// (Looked up in the file's list of such words, made once: a body is never walked, so a
    /// file of many reads in one long or unclosed block stays linear.)
    func bodyMaySkipElements(_ from: Int, _ to: Int, use: Int, closure: Bool) -> Bool {
        if cache.loopExits == nil {
            var exits: (continues: [Int32], returns: [Int32], stops: [Int32]) = ([], [], [])
            for k in tokens.indices where tokens[k].kind == .identifier {
                // By length and first byte first: most names are none of the five words.
                switch (tokens[k].end - tokens[k].start, bytes[Int(tokens[k].start)]) {
                case (8, UInt8(ascii: "c")): if isIdentifier(k, "continue") { exits.continues.append(Int32(k)) }
                case (6, UInt8(ascii: "r")): if isIdentifier(k, "return") { exits.returns.append(Int32(k)) }
                case (5, UInt8(ascii: "b")), (5, UInt8(ascii: "t")), (4, UInt8(ascii: "g")):
                    if isIdentifier(k, "break") || isIdentifier(k, "throw") || isIdentifier(k, "goto") { exits.stops.append(Int32(k)) }
                default: break
                }
            }
            cache.loopExits = exits
        }
        let exits = cache.loopExits!
        // Whether `list` holds a place in `[a, b)`.
        func holds(_ list: [Int32], _ a: Int, _ b: Int) -> Bool {
            let k = Self.partitionPoint(list.count) { Int(list[$0]) < a }
            return k < list.count && Int(list[k]) < b
        }
        let before = min(use, to)
        if holds(exits.continues, from, before) { return true }
        if closure { return holds(exits.returns, from, before) }
        return holds(exits.returns, from, to) || holds(exits.stops, from, to)
    }

    /// The elements of an array literal `[…]` or `@[…]` in `[from, to)`, or of a constant
    /// holding one; nil when the array is not visible or is changed after it is made.
    func arrayElements(_ from: Int, _ to: Int, depth: Int = 0) -> [FormatValue]? {
        var start = from
        if to - from == 1, tokens[from].kind == .identifier, depth < 4 {
            guard case .declaration(let d) = resolve(from), !isLoopVariable(d) else { return nil }
            guard let initial = initializer(of: d) else { return arraysAssignedInBranches(d, use: from, depth: depth) }
            if isMutable(d) && changedAfterDeclaration(d) { return arrayBuiltInSteps(d, initial: initial, use: from, depth: depth) }
            return arrayElements(initial.0, initial.1, depth: depth + 1)
        }
        // `compact ? @[…] : @[…]`: the elements of either, each an alternative.
        let (a, b) = unparenthesized((from, to))
        if depth < 4, let branches = conditional(a, b) {
            guard let then = arrayElements(branches.then.0, branches.then.1, depth: depth + 1),
                  let otherwise = arrayElements(branches.else.0, branches.else.1, depth: depth + 1) else { return nil }
            return (then + otherwise).map(\.asAlternative)
        }
        if let objects = objectList(from, to) { return objects }
        if isPunct(start, UInt8(ascii: "@")) { start += 1 }
        // A C++ initializer list, `{@"…", @"…"}`, is walked as an array literal is; an Objective-C
        // `[` without its `@` is a message (`[rows mutableCopy]`), not a literal.
        guard language == .swift ? isPunct(start, UInt8(ascii: "[")) : isPunct(start, UInt8(ascii: "[")) && start == from + 1
                || isPunct(start, UInt8(ascii: "{")) && start == from else { return nil }
        // The literal is the whole value: `["a", "b"].map { … }` or `["a"] + extra` is not its elements.
        let close = closing(start)
        guard close == to - 1 else { return nil }
        var result: [FormatValue] = []
        for (a, b) in split(start + 1, close) { result += arrayElement(a, b) }
        return result
    }

    /// The format (or the formats a condition chooses between) an element `[a, b)` of an array
    /// is.
    func arrayElement(_ a: Int, _ b: Int) -> [FormatValue] {
        if let value = stringExpression(a, b) { return [value] }
        // A Swift tuple holding one string among other values (`("H:|[a]|", [])`, `(format: "…",
        // options: .alignAllTop)`), as helpers taking formats with their options are given.
        if language == .swift, isPunct(a, UInt8(ascii: "(")), closing(a) == b - 1 {
            let parts = split(a + 1, b - 1).map { part in
                part.1 - part.0 > 2 && tokens[part.0].kind == .identifier && isPunct(part.0 + 1, UInt8(ascii: ":")) ? (part.0 + 2, part.1) : part
            }
            let strings = parts.compactMap { stringExpression($0.0, $0.1) }
            if parts.count >= 2, strings.count == 1 { return strings }
        }
        if let choice = conditionalLiterals(a, b) { return choice }
        if b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), !isMutable(d) || !changedAfterDeclaration(d),
           let initial = initializer(of: d), let value = stringExpression(initial.0, initial.1) {
            return [value]
        }
        return [builtWithFormatString(a, b) ?? .dynamic("an element of the array of formats is computed at run time", [])]
    }

    /// `[NSArray arrayWithObjects:@"…", @"…", nil]`, `[[NSMutableArray alloc] initWithObjects:…,
    /// nil]`: the elements of the list, which ends at its `nil`. Nil for any other expression.
    func objectList(_ from: Int, _ to: Int) -> [FormatValue]? {
        guard language == .objc, isPunct(from, UInt8(ascii: "[")), closing(from) == to - 1,
              (from..<to).contains(where: { isIdentifier($0, "NSArray") || isIdentifier($0, "NSMutableArray") }) else { return nil }
        let pieces = messagePieces(from)
        guard pieces.count == 1, isIdentifier(pieces[0].label, "arrayWithObjects") || isIdentifier(pieces[0].label, "initWithObjects") else { return nil }
        let parts = split(pieces[0].start, pieces[0].end)
        guard let last = parts.last, last.1 - last.0 == 1, isIdentifier(last.0, "nil") else { return nil }
        return parts.dropLast().flatMap { arrayElement($0.0, $0.1) }
    }

    /// `formats[i]`, `[formats objectAtIndex:i]`: an element of a local array of formats, any of
    /// them (each an alternative). Nil for anything else.
    func indexedElement(_ from: Int, _ to: Int, depth: Int) -> [FormatValue]? {
        var array = -1
        if tokens[from].kind == .identifier, isPunct(from + 1, UInt8(ascii: "[")), closing(from + 1) == to - 1 {
            array = from
        } else if language == .objc, isPunct(from, UInt8(ascii: "[")), closing(from) == to - 1, tokens[from + 1].kind == .identifier,
                  isIdentifier(from + 2, "objectAtIndex") || isIdentifier(from + 2, "objectAtIndexedSubscript"), isPunct(from + 3, UInt8(ascii: ":")) {
            array = from + 1
        }
        guard array >= 0, case .declaration(let d) = resolve(array), !isLoopVariable(d),
              let elements = arrayElements(array, array + 1, depth: depth + 1), !elements.isEmpty,
              !elements.contains(where: { if case .dynamic = $0 { return true }; return false }) else { return nil }
        return elements.map(\.asAlternative)
    }

    /// For `formats[i]` (or `[formats objectAtIndex:i]`) where `i` walks every index of
    /// `formats`, a parameter of the function around it: that parameter, as a loop over its
    /// elements gives it (`for i in 0..<formats.count`, `for i in formats.indices`, C's `for
    /// (NSUInteger i = 0; i < formats.count; i++)` with `[formats count]`, `++i` or `i += 1`).
    /// A loop over part of the indices leaves elements out: not followed.
    func indexedElementOrigin(_ from: Int, _ to: Int) -> (body: Int, name: [UInt8], array: Bool)? {
        var array = -1, index = -1
        if to - from == 4, tokens[from].kind == .identifier, isPunct(from + 1, UInt8(ascii: "[")), closing(from + 1) == to - 1,
           tokens[from + 2].kind == .identifier {
            (array, index) = (from, from + 2)
        } else if language == .objc, to - from == 6, isPunct(from, UInt8(ascii: "[")), closing(from) == to - 1, tokens[from + 1].kind == .identifier,
                  isIdentifier(from + 2, "objectAtIndex") || isIdentifier(from + 2, "objectAtIndexedSubscript"), isPunct(from + 3, UInt8(ascii: ":")),
                  tokens[from + 4].kind == .identifier {
            (array, index) = (from + 1, from + 4)
        }
        guard array >= 0, case .parameter(let owner) = resolve(array), blockKind(owner) == .function else { return nil }
        let name = nameBytes(array), counter = nameBytes(index)
        func isWord(_ k: Int, _ word: String) -> Bool { k < tokens.count && bytesEqual(tokens[k], Array(word.utf8)) }
        func isName(_ k: Int, _ bytes: [UInt8]) -> Bool { k < tokens.count && tokens[k].kind == .identifier && bytesEqual(tokens[k], bytes) }
        func punct(_ k: Int, _ text: String) -> Bool { text.utf8.enumerated().allSatisfy { isPunct(k + $0.offset, $0.element) } }
        if language == .swift {
            // `for i in RANGE {` (its variable is the loop's own), the read in its body.
            guard case .parameter(let loop) = resolve(index), blockKind(loop) == .loop, loop < from, closing(loop) > to,
                  let range = elementSequence(loop, name: counter), !bodyMaySkipElements(loop + 1, closing(loop), use: from, closure: false) else { return nil }
            let (x, y) = unparenthesized(range)
            let indices = y - x == 3 && isName(x, name) && punct(x + 1, ".") && isIdentifier(x + 2, "indices")
            let upToCount = y - x == 7 && isWord(x, "0") && punct(x + 1, "..<") && isName(x + 4, name) && punct(x + 5, ".") && isIdentifier(x + 6, "count")
            guard indices || upToCount else { return nil }
        } else {
            // `for (NSUInteger i = 0; i < formats.count; i++)`, the read in its body, which
            // leaves `i` alone.
            // The loop's parentheses: before its braced body, or the last `for (` before an
            // unbraced one (whose one statement must hold the read, below).
            var open = -1
            if case .parameter(let loop) = resolve(index), blockKind(loop) == .loop, isPunct(loop - 1, UInt8(ascii: ")")) {
                open = Int(match[loop - 1])
            } else if let f = (max(0, from - 64)..<from).last(where: { isIdentifier($0, "for") && isPunct($0 + 1, UInt8(ascii: "(")) }) {
                open = f + 1
            }
            guard open > 0, isIdentifier(open - 1, "for"),
                  let d = (open + 1..<min(tokens.count, open + 8)).first(where: { isName($0, counter) && punct($0 + 1, "=") }),
                  (open + 1..<d).allSatisfy({ tokens[$0].kind == .identifier }), isWord(d + 2, "0"),
                  punct(d + 3, ";"), isName(d + 4, counter), punct(d + 5, "<") else { return nil }
            var k = d + 6
            if isName(k, name) && punct(k + 1, ".") && isIdentifier(k + 2, "count") { k += 3 }
            else if punct(k, "[") && isName(k + 1, name) && isIdentifier(k + 2, "count") && punct(k + 3, "]") { k += 4 }
            else { return nil }
            let close = closing(open)
            guard punct(k, ";") else { return nil }
            let step = close - (k + 1)
            guard step == 3 && isName(k + 1, counter) && punct(k + 2, "++") || step == 3 && punct(k + 1, "++") && isName(k + 3, counter)
                    || step == 4 && isName(k + 1, counter) && punct(k + 2, "+=") && isWord(k + 4, "1") else { return nil }
            let end = statementOrBlockEnd(after: close, open: open)
            // The counter left alone by the body: not assigned, not stepped (`i++`, `--i`).
            let stepped = (close + 1..<end).contains { k in
                isName(k, counter) && (punct(k + 1, "++") || punct(k + 1, "--") || k >= 2 && (punct(k - 2, "++") || punct(k - 2, "--")))
            }
            guard from > close, to <= end, !stepped, changes(of: counter, from: close + 1, to: end).isEmpty,
                  !bodyMaySkipElements(close + 1, end, use: from, closure: false) else { return nil }
        }
        return (owner, name, true)
    }

    /// A mutable array of formats filled in steps before its use at `use`, each perhaps under a
    /// condition: `NSMutableArray *formats = [NSMutableArray array]; if (w) [formats
    /// addObject:@"H:[v(==w)]"];`, `var formats = [String](); formats += ["…"]`,
    /// `formats.append("…")`, or given another array literal (`formats = ["…"]`, in a branch
    /// too). Every element it may hold, each one that may be there or not (`asAlternative`: not
    /// compared with the others for conflicts): emptied or given a literal on every path to the
    /// use, it holds only what comes after; on some paths only, what came before may be there
    /// still. Nil when it is changed in any other way on a path to the use, or added to after it
    /// around a loop.
    func arrayBuiltInSteps(_ d: Int, initial: (Int, Int), use: Int, depth: Int) -> [FormatValue]? {
        let emptyMakers = ["array", "new", "init", "arrayWithCapacity", "initWithCapacity"]
        var start = initial.0
        if isPunct(start, UInt8(ascii: "@")) { start += 1 }
        var result: [FormatValue]
        let literal = language == .swift ? !isPunct(initial.0, UInt8(ascii: "@")) : start == initial.0 + 1
        let message = language == .objc && isPunct(initial.0, UInt8(ascii: "[")) && closing(initial.0) == initial.1 - 1
            && (initial.0..<initial.1).contains(where: { isIdentifier($0, "NSMutableArray") })
        if isEmptyArrayMade(initial) {
            result = []   // `[String]()`
        } else if literal, isPunct(start, UInt8(ascii: "[")), closing(start) == initial.1 - 1,
                  let elements = arrayElements(initial.0, initial.1, depth: depth + 1) {
            result = elements
        } else if message, emptyMakers.contains(where: { isIdentifier(initial.1 - 2, $0) }) {
            result = []   // `[NSMutableArray array]`, `[[NSMutableArray alloc] init]`
        } else if message, let objects = objectList(initial.0, initial.1) {
            result = objects
        } else {
            return nil
        }
        let scope = declarationScope(d)
        let end = scope >= 0 ? closing(scope) : tokens.count
        let sites = changes(of: nameBytes(d), from: d + 1, to: end)
        guard sites.count <= 64 else { return nil }
        for site in sites {
            guard case .declaration(d) = resolve(site.at) else { continue }   // another variable of the name
            let reach = self.reach(site.at, to: use, declaration: d)
            if reach == .excluded { continue }
            guard site.at < use else { return nil }
            // Emptied on every path to the use (`[formats removeAllObjects]`, `formats.removeAll()`):
            // the use holds what is added after; on some paths only, what came before may remain.
            if site.change == .changedInPlace && empties(site.at) {
                if reach == .must { result = [] }
                continue
            }
            // Given another array whose elements are seen (`formats = ["…"]`, `formats = @[…]`, an
            // empty `[String]()`): the same, with its elements.
            if site.change == .assigned {
                let value = (site.at + 2, valueEnd(from: site.at + 2))
                guard isPunct(site.at + 1, UInt8(ascii: "=")), !isPunct(site.at - 1, UInt8(ascii: ".")),
                      let elements = isEmptyArrayMade(value) ? [] : arrayElements(value.0, value.1, depth: depth + 1) else { return nil }
                result = reach == .must ? elements : result + elements
                continue
            }
            guard site.change == .addedTo, let added = addedElements(site.at, depth: depth) else { return nil }
            result += added
        }
        return result.map(\.asAlternative)
    }

    /// Whether `[a, b)` makes an empty Swift array: `[String]()`.
    private func isEmptyArrayMade(_ range: (Int, Int)) -> Bool {
        language == .swift && range.1 - range.0 >= 3 && isPunct(range.1 - 1, UInt8(ascii: ")")) && isPunct(range.1 - 2, UInt8(ascii: "("))
            && isPunct(range.1 - 3, UInt8(ascii: "]")) && isPunct(range.0, UInt8(ascii: "[")) && closing(range.0) == range.1 - 3
    }

    /// Whether the change of an array at `p` empties it: `[p removeAllObjects]`, `p.removeAll()`,
    /// `p.removeAll(keepingCapacity: true)`.
    private func empties(_ p: Int) -> Bool {
        if language == .objc { return isPunct(p - 1, UInt8(ascii: "[")) && isIdentifier(p + 1, "removeAllObjects") && isPunct(p + 2, UInt8(ascii: "]")) }
        guard isPunct(p + 1, UInt8(ascii: ".")), isIdentifier(p + 2, "removeAll"), isPunct(p + 3, UInt8(ascii: "(")) else { return false }
        let close = closing(p + 3)
        return close == p + 4 || isIdentifier(p + 4, "keepingCapacity") && isPunct(p + 5, UInt8(ascii: ":"))
    }

    /// What the change of an array at `p` adds: `[p addObject:X]`, `[p insertObject:X atIndex:i]`,
    /// `[p addObjectsFromArray:A]`, `p.append(X)`, `p.insert(X, at: i)`, `p.append(contentsOf:
    /// A)`, `p += A`; nil for anything else.
    private func addedElements(_ p: Int, depth: Int) -> [FormatValue]? {
        if isPunct(p + 1, UInt8(ascii: "+")) && isPunct(p + 2, UInt8(ascii: "=")) {
            return arrayElements(p + 3, valueEnd(from: p + 3), depth: depth + 1)
        }
        if isPunct(p + 1, UInt8(ascii: ".")), isPunct(p + 3, UInt8(ascii: "(")), isIdentifier(p + 2, "append") || isIdentifier(p + 2, "insert") {
            let parts = split(p + 4, closing(p + 3))
            guard let first = parts.first, first.1 > first.0 else { return nil }
            if isIdentifier(first.0, "contentsOf") && isPunct(first.0 + 1, UInt8(ascii: ":")) {
                return isIdentifier(p + 2, "append") ? arrayElements(first.0 + 2, first.1, depth: depth + 1) : nil
            }
            return arrayElement(first.0, first.1)
        }
        guard isPunct(p - 1, UInt8(ascii: "[")), let open = enclosingOpen(p, UInt8(ascii: "[")) else { return nil }
        let pieces = messagePieces(open)
        guard let first = pieces.first else { return nil }
        if isIdentifier(first.label, "addObject") && pieces.count == 1 || isIdentifier(first.label, "insertObject") && pieces.count == 2 {
            return arrayElement(first.start, first.end)
        }
        if isIdentifier(first.label, "addObjectsFromArray") && pieces.count == 1 {
            return arrayElements(first.start, first.end, depth: depth + 1)
        }
        return nil
    }

    /// An element chosen by a condition between two strings, `(IOS7 ? @"V:|-6-[a]" :
    /// @"V:|-12-[a]")`: each is an alternative. Nil for anything else.
    func conditionalLiterals(_ from: Int, _ to: Int) -> [FormatValue]? {
        let (a, b) = unparenthesized((from, to))
        guard let branches = conditional(a, b) else { return nil }
        var values: [FormatValue] = []
        for (x, y) in [branches.then, branches.else] {
            let (p, q) = unparenthesized((x, y))
            guard let value = stringExpression(p, q) else { return nil }
            values.append(value.asAlternative)
        }
        return values
    }

    /// An array variable declared without a value and given one in each branch of an `if` or
    /// `switch` (`NSArray *formats; if (wide) { formats = @[…]; } else { formats = @[…]; }`):
    /// the use receives the array of one branch, so each element is an alternative. Nil unless
    /// the variable is only ever assigned, every assignment is an array literal, and no path
    /// goes through two of them or reaches the use after one made later.
    func arraysAssignedInBranches(_ d: Int, use: Int, depth: Int) -> [FormatValue]? {
        guard let reaching = assignmentsReaching(d, use: use, limit: 16, inClosures: true)?.map(\.at), !reaching.isEmpty else { return nil }
        // Two assignments on one path: which the use sees depends on the order, not followed.
        for (k, at) in reaching.enumerated() where reaching[..<k].contains(where: { reach($0, to: at, declaration: d) != .excluded }) {
            return nil
        }
        var result: [FormatValue] = []
        for at in reaching {
            let valueStart = at + 2
            guard isPunct(at + 1, UInt8(ascii: "=")), let elements = arrayElements(valueStart, valueEnd(from: valueStart), depth: depth + 1),
                  !isIdentifier(valueStart, "nil") else { return nil }
            result += elements.map { reaching.count > 1 ? $0.asAlternative : $0 }
        }
        return result
    }
}
