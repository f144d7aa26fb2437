import VFLSyntax

extension SourceScanner {
    /// The group of the call at `call` for cross-format checks: its scope and where its
    /// constraints go. Constraints activated or added where they are made (`activate(…)`,
    /// `addConstraints(…)`, also through `+`, arrays and `flatMap`) are one group per scope; those
    /// collected in a variable or property are a group of that variable, joined with the
    /// activated ones when the variable itself is activated in the same function. Anything else
    /// (returned, chosen between alternatives, passed on) is nil: never compared.
    func conflictGroup(of call: Int, scope: Int) -> String? {
        // Constraints changed after they are made (a priority lowered, a set deactivated before
        // another is activated): which are active together is not visible.
        if changesConstraintsAfterMaking(enclosingFunction(of: call), after: call) { return nil }
        // Code after an exit from its block runs only if a label is jumped to, and a function
        // with `goto` jumps where its blocks do not show: which calls run together is not known.
        if followsExit(call) { return nil }
        // Two branches of an `#if` are never built together.
        let scope = "\(scope)#\(conditionalRegion(of: call))"
        guard let open = enclosingOpen(call, language == .swift ? UInt8(ascii: "(") : UInt8(ascii: "[")) else { return nil }
        // A method applied to the constraints (`.withPriority(…)`, `.map { … }`) may change them.
        if language == .swift, isPunct(closing(open) + 1, UInt8(ascii: ".")) || isPunct(closing(open) + 1, UInt8(ascii: "?")) { return nil }
        var element = language == .swift ? expressionStart(before: open) : open
        var hops = 0
        while hops < 16 {
            hops += 1
            let p = Int(parent[element])
            if p < 0 { break }
            if isPunct(p, UInt8(ascii: "{")) {
                guard blockKind(p) == .closure else { break }
                element = expressionStart(before: p)
                continue
            }
            if isPunct(p, UInt8(ascii: "(")) {
                guard p > 0, tokens[p - 1].kind == .identifier else { element = p; continue }
                let callee = p - 1
                if matchesAny(callee, Self.activatingFunctions) {
                    return isTernaryBranch(expressionStart(before: p)) ? nil : "\(scope) activated"
                }
                if matchesAny(callee, Self.collectingCalls) {
                    if isIdentifier(callee, "Array") { element = expressionStart(before: p); continue }
                    guard isPunct(callee - 1, UInt8(ascii: ".")) else { return nil }
                    return sinkGroup(text(from: expressionStart(before: callee - 1), to: callee - 1), scope: scope, at: call)
                }
                return nil
            }
            if isPunct(p, UInt8(ascii: "[")) {
                if language == .swift { element = p; continue }
                if isPunct(element - 1, UInt8(ascii: ":")), element >= 2, tokens[element - 2].kind == .identifier {
                    let piece = element - 2
                    if matchesAny(piece, Self.activatingMessages) { return isTernaryBranch(p) ? nil : "\(scope) activated" }
                    if isIdentifier(piece, "addObjectsFromArray") {
                        return sinkGroup(text(from: p + 1, to: piece), scope: scope, at: call)
                    }
                    if isIdentifier(piece, "arrayByAddingObjectsFromArray") || isIdentifier(piece, "arrayWithArray") { element = p; continue }
                    return nil
                }
                element = p   // the receiver of a message: `[[NSLayoutConstraint …] mutableCopy]`
                continue
            }
            break
        }
        // One branch of a conditional statement (`c ? [self addConstraints:A] : [self addConstraints:B]`).
        if isTernaryBranch(element) { return nil }
        // The statement the expression is in: `R += …`, `R = …`, `let R = …`, `NSArray *R = …`.
        let k = element - 1
        if isPunct(k, UInt8(ascii: "=")) && isPunct(k - 1, UInt8(ascii: "+")) {
            return sinkGroup(text(from: expressionStart(before: k - 1), to: k - 1), scope: scope, at: call)
        }
        if isPunct(k, UInt8(ascii: "=")) && !isPunct(k - 1, UInt8(ascii: "=")) && !isPunct(k - 1, UInt8(ascii: "!")) {
            var n = k - 1
            if isPunct(n, UInt8(ascii: "]")) || isPunct(n, UInt8(ascii: ">")) {
                // `let c: [NSLayoutConstraint] = …`: the name before the annotation.
                var j = n
                while j > 0 && !isPunct(j, UInt8(ascii: ":")) && j > k - 12 { j -= 1 }
                n = j - 1
            }
            guard n >= 0, tokens[n].kind == .identifier else { return nil }
            // `_ = …`: the constraints are dropped, never active.
            if language == .swift && isIdentifier(n, "_") { return nil }
            // The collector ends with the name (`c`, `self.portrait`).
            return sinkGroup(text(from: expressionStart(before: n + 1), to: n + 1), scope: scope, at: call)
        }
        return nil
    }


    /// The token that starts at byte `offset`, if any.
    func tokenIndex(at offset: Int) -> Int? {
        let k = Self.partitionPoint(tokens.count) { Int(tokens[$0].start) < offset }
        return k < tokens.count && Int(tokens[k].start) == offset ? k : nil
    }

    /// Whether the function or closure whose body is `brace` changes constraints after the call
    /// at `call` makes its own: a priority or constant set (`$0.priority = .defaultHigh`, `[c
    /// setPriority:…]`), constraints deactivated or removed (`deactivate`, `removeConstraints:`,
    /// `isActive = false`). Which constraints are active together with the call's then cannot be
    /// seen. A change before the call (`removeConstraints(constraints)` at the top of
    /// `updateConstraints()`) happens before its constraints exist, unless it runs later than it
    /// is written (`lastConstraintChange`).
    func changesConstraintsAfterMaking(_ brace: Int, after call: Int) -> Bool {
        lastConstraintChange(in: brace) > call
    }

    /// The properties of a constraint whose assignment changes it (`c.priority = …`, `c.isActive =
    /// false`), and the calls that change or remove constraints (`[c setConstant:…]`).
    static let constraintProperties = WordSet(["priority", "constant", "isActive", "active"])
    static let constraintChangingCalls = WordSet(["deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints",
                                          "setPriority", "setConstant", "setValue"])
    /// Every word `changesConstraints` starts from.
    static let constraintChangeWords = WordSet(["priority", "constant", "isActive", "active", "deactivate", "deactivateConstraints",
                                                "removeConstraint", "removeConstraints", "setPriority", "setConstant", "setValue", "setActive"])

    /// When the last change to constraints in the function or closure whose body is `brace`
    /// (-1 for the file) may run, as a token position, or -1 for none: at the block's end when a
    /// block inside it around the change runs later than it is written (a closure that does not
    /// run where it is written, a `defer`, a local function, an Objective-C block); at the end of
    /// the outermost loop inside it around the change, which runs it again after what follows;
    /// otherwise where it is written.
    func lastConstraintChange(in brace: Int) -> Int {
        if cache.lastConstraintChange == nil { cache.lastConstraintChange = lastConstraintChanges() }
        return cache.lastConstraintChange?[brace] ?? -1
    }

    /// `lastConstraintChange` of every block, in one pass from the innermost blocks out (each
    /// block looking at every token inside it would be quadratic in the depth of nesting, as in
    /// closures that never close, each running to the end of the file).
    /// A block holds the tokens whose innermost blocks lead to it (`braceParent`): in broken code
    /// where another kind of bracket ends a block that never closes, what follows is not in it.
    private func lastConstraintChanges() -> [Int: Int] {
        // Per block: the last change written directly in it; whether a change in a block inside
        // it runs later than written; when the changes in the blocks inside it run otherwise.
        var direct: [Int: Int] = [:]
        let words = Self.constraintChangeWords   // (a static read once, not a token)
        for i in tokens.indices where tokens[i].kind == .identifier && words.contains(bytes, Int(tokens[i].start), Int(tokens[i].end))
            && changesConstraints(i) {
            direct[block(of: i)] = i
        }
        guard !direct.isEmpty else { return [:] }
        var later = Set<Int>()
        var inner: [Int: Int] = [:]
        var last: [Int: Int] = [:]
        func settle(_ brace: Int) {
            let end = brace >= 0 ? closing(brace) : tokens.count
            let position = later.contains(brace) ? end : max(direct[brace] ?? -1, inner[brace] ?? -1)
            last[brace] = position
            guard brace >= 0 else { return }
            // What the block passes to the one around it (its children were settled before it:
            // a block opens after the one around it).
            let outer = block(of: brace)
            if later.contains(brace) || runsLater(brace) {
                later.insert(outer)
            } else {
                inner[outer] = max(inner[outer] ?? -1, blockKind(brace) == .loop ? max(position, end) : position)
            }
        }
        for brace in stride(from: tokens.count - 1, through: 0, by: -1)
        where isPunct(brace, UInt8(ascii: "{")) && (direct[brace] != nil || inner[brace] != nil || later.contains(brace)) {
            settle(brace)
        }
        settle(-1)
        return last
    }

    /// Whether the identifier at `i` changes constraints: a property of a constraint assigned
    /// (not `isActive = true`: activating more is no change), or a call that changes or removes.
    private func changesConstraints(_ i: Int) -> Bool {
        if matchesAny(i, Self.constraintProperties) {
            return isPunct(i + 1, UInt8(ascii: "=")) && !isComparison(i + 1) && isPunct(i - 1, UInt8(ascii: "."))
                && !(matchesAny(i, Self.activeProperties) && matchesAny(i + 2, Self.trueWords))
        }
        return matchesAny(i, Self.constraintChangingCalls)
            || isIdentifier(i, "setActive") && isPunct(i + 1, UInt8(ascii: ":")) && isIdentifier(i + 2, "NO")
    }

    /// Whether the block opened at `brace` may run later than it is written, after the code that
    /// follows it: a local function (run when it is called), a closure that does not run at once
    /// (stored, escaping, dispatched; an Objective-C block), a `defer`.
    func runsLater(_ brace: Int) -> Bool {
        switch blockKind(brace) {
        case .function: return true
        case .closure: return !runsAtOnce(brace)
        default: return isIdentifier(brace - 1, "defer")
        }
    }

    /// Whether the expression starting at `element` is a branch of a `? :` conditional.
    func isTernaryBranch(_ element: Int) -> Bool {
        var k = element - 1
        if isConditionalMark(k) { return true }
        guard isPunct(k, UInt8(ascii: ":")) else { return false }
        // `a ? b : element`: a `?` earlier in the statement, brackets stepped over.
        k -= 1
        while k >= 0 && k >= element - 256 {
            if isPunct(k, UInt8(ascii: ";")) || isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}"))
                || isIdentifier(k, "case") || isIdentifier(k, "default") { return false }
            if language == .swift && newline(between: k, and: k + 1, continued: false) && !continuesExpression(k + 1) { return false }
            if isConditionalMark(k) { return true }
            if isPunct(k, UInt8(ascii: ")")) || isPunct(k, UInt8(ascii: "]")) {
                let open = Int(match[k])
                if open >= 0 && open < k { k = open - 1; continue }
            }
            k -= 1
        }
        return false
    }

    /// Whether the closure opened at `brace` runs where it is written: the body of `forEach`,
    /// `map`, `flatMap` and the like (`items.forEach { … }`, `.map({ … })`,
    /// `[items enumerateObjectsUsingBlock:^(id item, NSUInteger i, BOOL *stop) { … }]`).
    func runsAtOnce(_ brace: Int) -> Bool {
        var k = brace - 1
        if isPunct(k, UInt8(ascii: ")")), Int(match[k]) >= 0, isPunct(Int(match[k]) - 1, UInt8(ascii: "^")) { k = Int(match[k]) - 1 }
        if isPunct(k, UInt8(ascii: "^")) {
            k -= 1
            guard isPunct(k, UInt8(ascii: ":")) else { return false }
            k -= 1
        }
        if isPunct(k, UInt8(ascii: "(")) { k -= 1 }
        return matchesAny(k, Self.iteratingMethods)
    }

    /// The outermost block around the use `u` inside the scope of the declaration `d` (opened
    /// after it) that may run later than where it is written (`runsLater`).
    /// (The answer for each block passed is remembered per declaration: asked for every use, the
    /// walk out would otherwise be quadratic in the depth of nesting.)
    func blockRunningLater(around u: Int, declaration d: Int) -> Int? {
        var memo = cache.blocksRunningLater.removeValue(forKey: d) ?? [:]
        defer { cache.blocksRunningLater[d] = memo }
        var path: [Int] = []
        var brace = block(of: u)
        var found = -1
        while brace > d {
            if let known = memo[brace] { found = known; break }
            path.append(brace)
            brace = block(of: brace)
        }
        // From the outermost block in: the outermost that runs later holds for those inside it.
        for step in path.reversed() {
            if found < 0 && runsLater(step) { found = step }
            memo[step] = found
        }
        return found >= 0 ? found : nil
    }

    /// The token indices of `activate`, `addConstraints`, `activateConstraints`, in order.
    func activationCalls() -> [Int] {
        if let known = cache.activations { return known }
        var result: [Int] = []
        for i in tokens.indices where tokens[i].kind == .identifier && matchesAny(i, Self.activatingCalls) {
            result.append(i)
        }
        cache.activations = result
        return result
    }

    /// Words that start a statement or declare, never part of an expression before them
    /// (Objective-C++ `const auto c = …` declares `c`).
    static let statementWords = WordSet(["return", "let", "var", "in", "case", "if", "guard", "else", "const", "auto", "static"])

    /// The start of the postfix expression that ends just before `index` (`a.b(c)[d].e`).
    func expressionStart(before index: Int) -> Int {
        var k = index - 1
        while k >= 0 {
            if k + 1 < index && newline(between: k, and: k + 1, continued: false) && !continuesExpression(k + 1) { break }
            if tokens[k].kind == .identifier || tokens[k].kind == .string || isPunct(k, UInt8(ascii: ".")) || isPunct(k, UInt8(ascii: "?")) && !isPunct(k - 1, UInt8(ascii: " ")) || isPunct(k, UInt8(ascii: "!")) || isPunct(k, UInt8(ascii: "@")) {
                if tokens[k].kind == .identifier && matchesAny(k, Self.statementWords) { break }
                k -= 1
                continue
            }
            if isPunct(k, UInt8(ascii: ")")) || isPunct(k, UInt8(ascii: "]")) {
                let open = Int(match[k])
                guard open >= 0 && open < k else { break }
                k = open - 1
                continue
            }
            break
        }
        return k + 1
    }

    /// Whether the constraints the call at `call` makes go into a local (`let c =
    /// NSLayoutConstraint.constraints(…)`, `NSArray *c = [NSLayoutConstraint …]`, `c = […]`)
    /// that the function then only compares (`c == nil`, `!c`), counts (`c.count`, `[c count]`,
    /// `c.isEmpty`), hands to a test assertion (`XCTAssertNil(c)`, `EXPECT_FALSE(c)`) or leaves
    /// unused, until it is assigned again in the same block: no use can install them.
    func resultIsOnlyInspected(_ call: Int) -> Bool {
        guard let open = enclosingOpen(call, language == .swift ? UInt8(ascii: "(") : UInt8(ascii: "[")) else { return false }
        let start = language == .swift ? expressionStart(before: open) : open
        // The whole value assigned is the call: nothing is applied to its result.
        let end = closing(open) + 1
        if language == .swift, isPunct(end, UInt8(ascii: ".")) || isPunct(end, UInt8(ascii: "?")) { return false }
        guard isPunct(start - 1, UInt8(ascii: "=")), !isPunct(start - 2, UInt8(ascii: "=")), start >= 2, tokens[start - 2].kind == .identifier,
              !isPunct(start - 3, UInt8(ascii: ".")) else { return false }
        let target = start - 2
        let function = enclosingFunction(of: call)
        // Broken code that never closes the call or the function: nothing is known.
        guard function >= 0, closing(open) < tokens.count, end <= closing(function) else { return false }
        // A local of this function: declared here, or assigned here and declared in it.
        if !Self.contains(declarations[nameKey(target)] ?? [], target) {
            guard case .declaration(let d) = resolve(target), d > function, !isTypeOrFileLevel(d) else { return false }
        } else if isTypeOrFileLevel(target) {
            return false
        }
        let name = nameBytes(target)
        let statementBlock = block(of: call)
        for k in end..<closing(function) where tokens[k].kind == .identifier && bytesEqual(tokens[k], name) {
            if isPunct(k - 1, UInt8(ascii: ".")) { continue }   // a member of something else
            let assigned = isPunct(k + 1, UInt8(ascii: "=")) && !isPunct(k + 2, UInt8(ascii: "="))
            if assigned { return block(of: k) == statementBlock }   // replaced: these are dropped
            let compared = isPunct(k + 1, UInt8(ascii: "=")) && isPunct(k + 2, UInt8(ascii: "="))
                || isPunct(k + 1, UInt8(ascii: "!")) && isPunct(k + 2, UInt8(ascii: "="))
                || isPunct(k - 1, UInt8(ascii: "=")) && (isPunct(k - 2, UInt8(ascii: "=")) || isPunct(k - 2, UInt8(ascii: "!")))
                || isPunct(k - 1, UInt8(ascii: "!")) && language == .objc
            let counted = isPunct(k + 1, UInt8(ascii: ".")) && (isIdentifier(k + 2, "count") || isIdentifier(k + 2, "isEmpty"))
                || language == .objc && isPunct(k - 1, UInt8(ascii: "[")) && isIdentifier(k + 1, "count") && isPunct(k + 2, UInt8(ascii: "]"))
            let asserted = enclosingCallName(of: k).map { isAssertion($0) } ?? false || isAssertionArgument(k)
            if !(compared || counted || asserted) { return false }
        }
        return true
    }

    /// Whether the identifier at `index` names a test assertion (`SourceScan.assertionPrefixes`).
    func isAssertion(_ index: Int) -> Bool {
        SourceScan.assertionPrefixes.contains { identifier(index, hasPrefix: $0) } || isIdentifier(index, "precondition")
    }

    /// Whether the call at `call` is inside the expression an Objective-C test asserts throws:
    /// an argument of `XCTAssertThrows`, `XCTAssertThrowsSpecific`, `XCTAssertThrowsSpecificNamed`
    /// (or SenTestingKit's `STAssertThrows…`), in the same statement. (Swift's
    /// `XCTAssertThrowsError` catches Swift errors, not the exception the runtime raises.)
    func isAssertedToThrow(_ call: Int) -> Bool {
        guard language == .objc else { return false }
        var open = Int(parent[call])
        while open > 0, !isPunct(open, UInt8(ascii: "{")) {
            if isPunct(open, UInt8(ascii: "(")) && (identifier(open - 1, hasPrefix: "XCTAssertThrows") || identifier(open - 1, hasPrefix: "STAssertThrows")) {
                return true
            }
            open = Int(parent[open])
        }
        return false
    }

    /// Whether the token at `index` is in an argument of an Objective-C message whose selector
    /// names an assertion (`[self assertConstraint:made[0] equalsConstraint:expected]`).
    func isAssertionArgument(_ index: Int) -> Bool {
        guard language == .objc, let open = enclosingOpen(index, UInt8(ascii: "[")), let piece = firstPiece(open) else { return false }
        return piece < index && tokens[piece].kind == .identifier && isAssertion(piece)
    }

    /// Whether the call at `call` comes after a `return`, `throw`, `break`, `continue` or `goto`
    /// of its own block (in a `switch`, of its own case), or is in a function that jumps (a
    /// `goto`, or a C label).
    func followsExit(_ call: Int) -> Bool {
        let exits = self.exits()
        if exits.jumping.contains(enclosingFunction(of: call)) { return true }
        let brace = block(of: call)
        guard let list = exits.byBlock[brace] else { return false }
        let last = Self.firstIndex(in: list, after: call - 1) - 1
        guard last >= 0 else { return false }
        // In a `switch`, an exit ends its own case only.
        if brace >= 0 && isSwitchBody(brace) { return list[last] > caseLabel(of: call, in: brace) }
        return true
    }

    /// The exits of each block and the functions that jump (`ModelCache.exits`), made at the
    /// first question in one pass over the file.
    func exits() -> (byBlock: [Int: [Int]], jumping: Set<Int>) {
        if let known = cache.exits { return known }
        var byBlock: [Int: [Int]] = [:]
        var jumping = Set<Int>()
        let exitWords = Self.exitWords
        for i in tokens.indices where tokens[i].kind == .identifier && matchesAny(i, exitWords) {
            if isIdentifier(i, "goto") { jumping.insert(enclosingFunction(of: i)) }
            // A statement of its block (`@throw` and C's `throw` alike), not one an Objective-C
            // `if` or loop holds without braces (`if (!view) return;`), which may not run.
            let brace = block(of: i)
            guard Int(parent[i]) == brace, !(language == .objc && isUnbracedBody(i)) else { continue }
            byBlock[brace, default: []].append(i)
        }
        if language == .objc {
            // A C label, `done:` at the start of a statement, is where a `goto` lands.
            for i in tokens.indices.dropFirst() where tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":"))
                && (isPunct(i - 1, UInt8(ascii: ";")) || isPunct(i - 1, UInt8(ascii: "}")) || isPunct(i - 1, UInt8(ascii: "{")))
                && Int(parent[i]) == block(of: i) && !isIdentifier(i, "default") && !isIdentifier(i, "case") {
                jumping.insert(enclosingFunction(of: i))
            }
        }
        cache.exits = (byBlock, jumping)
        return (byBlock, jumping)
    }

    static let exitWords = WordSet(["return", "throw", "break", "continue", "goto"])

    /// The group of constraints collected in `sink` (`constraints`, `self.portrait`): joined with
    /// the activated ones when the function activates that variable itself.
    func sinkGroup(_ sink: String, scope: String, at call: Int) -> String? {
        let name = String(sink.filter { $0 != " " && $0 != "\n" && $0 != "\t" })
        guard !name.isEmpty else { return nil }
        let function = enclosingFunction(of: call)
        let start = function >= 0 ? function : 0
        let end = function >= 0 ? closing(function) : tokens.count
        let nameBytes = Array(name.utf8)
        let callScope = self.scope(of: call)
        let key = SinkKey(function: function, scope: callScope, name: nameBytes)
        // A collector's group is its name after "=", so that one named `activated` is never the
        // group of the constraints activated where they are made.
        if let known = cache.activatedSinks[key] { return known.map { $0 ? "\(scope) activated" : "\(scope) =\(name)" } }
        // A collector emptied or replaced on the way (`c = []`, `c.removeAll()`) holds different
        // sets at different times; one activated only in a branch is not active with this scope.
        let result: Bool? = isReset(nameBytes, from: start, to: end, at: call) ? nil
            : activates(nameBytes, from: start, to: end, inScope: callScope)
        cache.activatedSinks[key] = .some(result)
        return result.map { $0 ? "\(scope) activated" : "\(scope) =\(name)" }
    }

    /// Whether the collector `name` (`c`, `self.portrait`) is emptied or replaced between tokens
    /// `start` and `end` after it is made: changed in any way but added to.
    func isReset(_ nameBytes: [UInt8], from start: Int, to end: Int, at call: Int) -> Bool {
        // The last name of the chain is what is assigned (`self.portrait = …`).
        let last = Array(nameBytes.split(separator: UInt8(ascii: ".")).last ?? [])
        guard !last.isEmpty else { return false }
        // A constant (`let c = NSLayoutConstraint.constraints(…)`) is never emptied or replaced.
        if last.count == nameBytes.count, let d = declarations[NameKey(last)]?.last(where: { $0 < call }),
           !isMutable(d) { return false }
        return changes(of: last, from: start, to: end).contains { $0.change != .addedTo }
    }

    /// Whether an activation call between tokens `start` and `end` is given exactly the
    /// expression `name` (blanks ignored). Each argument is compared byte by byte and left at the
    /// first difference, so a long argument of broken code costs no more than the name.
    func activates(_ nameBytes: [UInt8], from start: Int, to end: Int, inScope scope: Int) -> Bool {
        let all = activationCalls()
        for i in all[Self.firstIndex(in: all, after: start - 1)...] {
            if i >= end { break }
            let open = i + 1
            var a = open + 1, b = -1
            if language == .swift, isPunct(open, UInt8(ascii: "(")) { b = closing(open) }
            else if language == .objc, isPunct(open, UInt8(ascii: ":")), Int(parent[i]) >= 0 { b = closing(Int(parent[i])) } else { continue }
            if language == .objc { a = open + 1 }
            guard b > a else { continue }
            var k = 0, same = true
            for byte in bytes[Int(tokens[a].start)..<Int(tokens[b - 1].end)] where byte > 0x20 {
                if k == nameBytes.count || nameBytes[k] != byte { same = false; break }
                k += 1
            }
            if same && k == nameBytes.count && self.scope(of: i) == scope { return true }
        }
        return false
    }
}

extension SourceScanner {
    // Words compared with tokens (`matchesAny`).
    static let activatingFunctions = WordSet(["activate", "addConstraints", "addConstraint"])
    static let collectingCalls = WordSet(["append", "Array"])
    static let activatingMessages = WordSet(["activateConstraints", "addConstraints"])
    static let activeProperties = WordSet(["isActive", "active"])
    static let trueWords = WordSet(["true", "YES"])
    static let iteratingMethods = WordSet(["forEach", "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "contains", "first", "allSatisfy", "enumerateObjectsUsingBlock", "enumerateKeysAndObjectsUsingBlock"])
    static let activatingCalls = WordSet(["activate", "addConstraints", "activateConstraints"])
}
