import VFLSyntax

/// Whether a change of a local variable reaches a use of it, read from the blocks of one
/// function: the `if`/`else` chains, `switch` cases, loops, and the statements that leave the
/// function (`return`, a call that never returns).
///
/// ```swift
/// var format = "H:|-[a]-"
/// if wide { format = "H:|-[a]-|" } else { return }   // on every path to the call
/// guard ready else { format = "H:|[b]"; fatalError() } // on none
/// constraints(withVisualFormat: format, …)
/// ```
extension SourceScanner {
    enum Reach { case must, may, excluded }

    /// Whether the event at `e` happens on every path to `u` (inside the function of `d`), on
    /// some, or on none (an alternative branch, a block that leaves the function after it, or
    /// after `u` outside any loop).
    func reach(_ e: Int, to u: Int, declaration d: Int) -> Reach {
        if e > u {
            // After the call: reaches it only through a loop around both, inside the declaration's scope.
            var brace = block(of: u)
            while brace > d {
                if blockContains(brace, e), blockKind(brace) == .loop || blockKind(brace) == .closure { return .may }
                brace = block(of: brace)
            }
            return .excluded
        }
        let be = block(of: e)
        if blockContains(be, u) {
            // In a block around the call; in a `switch`, only within the same case.
            if be >= 0 && isSwitchBody(be) && casesApart(e, u, in: be) { return .excluded }
            // C's `if (x) views = a; else views = b;`: a statement without braces under a condition.
            if language == .objc && isUnbracedBody(e) { return .may }
            return .must
        }
        // The outermost block around `e` that does not contain `u`, and its parent (around both).
        var xe = be
        while block(of: xe) >= 0 && !blockContains(block(of: xe), u) { xe = block(of: xe) }
        let common = block(of: xe)
        var xu = block(of: u)
        if xu == common { xu = -1 }
        while xu >= 0 && block(of: xu) != common { xu = block(of: xu) }
        if common >= 0 && isSwitchBody(common) && casesApart(xe, u, in: common) { return .excluded }
        if xu >= 0 && sameConditional(xe, xu) { return .excluded }
        // A `return` leaves the function `d` lives in only when no closure or local function
        // lies between (one run again reads what the last run left), nor a `goto`'s label.
        guard runsOncePerCall(e, use: u, declaration: d) else { return .may }
        if leavesFunction(after: e, upTo: xe, declaration: d) { return .excluded }
        if onEveryPath(e, upTo: xe, use: u) { return .must }
        return .may
    }

    /// Whether `e` and `u` are in two cases of switch body `brace` that no path runs through
    /// both of (a case falling through into a later one reaches it).
    func casesApart(_ e: Int, _ u: Int, in brace: Int) -> Bool {
        let from = caseLabel(of: e, in: brace), to = caseLabel(of: u, in: brace)
        return from != to && !fallsThrough(from: from, to: to, in: brace)
    }

    /// Whether blocks `x` and `y` are two branches of one `if`/`else` chain.
    func sameConditional(_ x: Int, _ y: Int) -> Bool {
        var current = min(x, y)
        let target = max(x, y)
        var hops = 0
        while hops < 64 {
            hops += 1
            guard case .block(let next)? = nextBranch(after: current) else { return false }
            if next == target { return true }
            if next > target { return false }
            current = next
        }
        return false
    }

    /// What follows the block at `brace` in its `if`/`else` chain: nil when no `else` does, the
    /// next block (`else {`, `else if c {`), or `.unbraced` for an `else` without braces.
    func nextBranch(after brace: Int) -> NextBranch? {
        let close = closing(brace)
        guard isIdentifier(close + 1, "else") else { return nil }
        var next = close + 2
        if isIdentifier(next, "if") {
            if language == .objc {
                // `else if (c) {`; `else if (c) statement;` has no block.
                guard isPunct(next + 1, UInt8(ascii: "(")) else { return .unbraced }
                next = closing(next + 1) + 1
            } else {
                // Over the condition to its block (a closure in the condition is in parentheses).
                next += 1
                while next < tokens.count && !isPunct(next, UInt8(ascii: "{")) {
                    if isPunct(next, UInt8(ascii: "(")) || isPunct(next, UInt8(ascii: "[")) { next = closing(next) + 1; continue }
                    if isPunct(next, UInt8(ascii: ";")) || isPunct(next, UInt8(ascii: "}")) { return .unbraced }
                    next += 1
                }
            }
        }
        return next < tokens.count && isPunct(next, UInt8(ascii: "{")) ? .block(next) : .unbraced
    }

    enum NextBranch: Equatable { case block(Int), unbraced }

    /// The `if` that starts the `if`/`else` chain whose block opens at `brace` (`if a {…} else
    /// if b {…} else {…}`) and the chain's first block, or nil.
    func chainStart(_ brace: Int) -> (keyword: Int, first: Int)? {
        var b = brace
        for _ in 0..<64 {
            var keyword: Int
            if isIdentifier(b - 1, "else") {
                keyword = b - 1
            } else {
                // Back from the `{` over the condition to its `if`, within the statement.
                var k = b - 1
                while k > b - 64, k > 0, !isIdentifier(k, "if") {
                    if isPunct(k, UInt8(ascii: ")")) || isPunct(k, UInt8(ascii: "]")), Int(match[k]) >= 0, Int(match[k]) < k { k = Int(match[k]) - 1; continue }
                    if isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}")) || isPunct(k, UInt8(ascii: ";")) { return nil }
                    k -= 1
                }
                guard isIdentifier(k, "if"), Int(parent[k]) == Int(parent[b]) else { return nil }
                guard isIdentifier(k - 1, "else") else { return (k, b) }
                keyword = k - 1
            }
            // `… } else`: the block before, a branch's (not a trailing closure's, `guard x.map { … } else {`).
            guard isPunct(keyword - 1, UInt8(ascii: "}")), case let open = Int(match[keyword - 1]), open >= 0, open < keyword - 1,
                  blockKind(open) == .branch else { return nil }
            b = open
        }
        return nil
    }

    /// The closing `}` of the last block of the `if`/`else` chain whose block opens at `brace`,
    /// or nil (an `else` without braces).
    func chainEnd(_ brace: Int) -> Int? {
        var current = brace
        for _ in 0..<64 {
            switch nextBranch(after: current) {
            case nil: return closing(current) < tokens.count ? closing(current) : nil
            case .unbraced?: return nil
            case .block(let next)?:
                guard blockKind(next) == .branch else { return nil }
                current = next
            }
        }
        return nil
    }

    /// Whether the `if` (or other keyword) at `keyword` starts a statement of its block: after
    /// `{`, `}` or `;`, or in Swift on a line of its own after one that leaves no operator open
    /// (not `else if`, nor the body of an Objective-C `if (c)` written without braces).
    func startsBlockStatement(_ keyword: Int) -> Bool {
        guard keyword > 0 else { return true }
        let previous = punctuation(keyword - 1)
        if previous == UInt8(ascii: "{") || previous == UInt8(ascii: "}") || previous == UInt8(ascii: ";") { return true }
        return language == .swift && newline(between: keyword - 1, and: keyword, continued: false) && !isIdentifier(keyword - 1, "else")
            && (previous == 0 || previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]"))
    }

    /// The names of the functions the file declares to return `Never` (`func die() -> Never`):
    /// `some`, each declared so at least once; `only`, those no declaration of the file gives
    /// another result (a call of one never returns, whichever it calls).
    func neverReturningFunctions() -> (some: Set<[UInt8]>, only: Set<[UInt8]>) {
        if let known = cache.neverReturning { return known }
        var some = Set<[UInt8]>()
        var counts: [[UInt8]: Int] = [:]
        for t in tokens.indices.dropFirst(2) where isIdentifier(t, "Never") && isPunct(t - 1, UInt8(ascii: ">")) && isPunct(t - 2, UInt8(ascii: "-")) {
            var k = t - 3
            while k > 0, isIdentifier(k, "throws") || isIdentifier(k, "rethrows") || isIdentifier(k, "async") { k -= 1 }
            guard isPunct(k, UInt8(ascii: ")")), case let open = Int(match[k]), open > 1 else { continue }
            let name = open - 1
            if tokens[name].kind == .identifier, isIdentifier(name - 1, "func") { some.insert(nameBytes(name)); counts[nameBytes(name), default: 0] += 1 }
        }
        var only = some
        if !some.isEmpty {
            for t in tokens.indices.dropFirst() where isIdentifier(t - 1, "func") && tokens[t].kind == .identifier {
                let name = nameBytes(t)
                if let n = counts[name] {
                    if n == 0 { only.remove(name) } else { counts[name] = n - 1 }
                }
            }
        }
        cache.neverReturning = (some, only)
        return (some, only)
    }

    // MARK: Leaving the function

    /// Whether `e` runs once in one run of the function that declares `d`, where it is written,
    /// and `u` in that run or later: every block from `e` out to the declaration runs in place
    /// (`runsInPlace`), no `goto` or C label is in the function, and `u` is in no `@finally`.
    /// A `return` after `e` then ends the run that made the variable before `u`. A `u` in a
    /// closure (or `defer`) made after `e`'s block reads what that run leaves, unless a loop
    /// around both made it on an earlier turn, before `e` ran.
    private func runsOncePerCall(_ e: Int, use u: Int, declaration d: Int) -> Bool {
        var brace = block(of: e)
        while brace > d {
            if !runsInPlace(brace) { return false }
            brace = block(of: brace)
        }
        var later = false
        brace = block(of: u)
        while brace > d && !blockContains(brace, e) {
            if isIdentifier(brace - 1, "finally") { return false }
            if !runsInPlace(brace) { later = true }
            brace = block(of: brace)
        }
        if later {
            while brace > d {
                if blockKind(brace) == .loop { return false }
                brace = block(of: brace)
            }
        }
        return !exits().jumping.contains(enclosingFunction(of: e))
    }

    /// Whether the block at `brace` runs where it is written, each time control reaches it:
    /// the body of an `if`, `else`, `guard`, `switch` or loop, of `do`, `@try`, `@catch (…)`,
    /// `@finally`, `@synchronized (…)` or `@autoreleasepool`, or a C compound statement. Not a
    /// closure, block, lambda or function, which may run at another time or again; nor a block
    /// read as none of these (a second trailing closure, `{ … }()`).
    private func runsInPlace(_ brace: Int) -> Bool {
        switch blockKind(brace) {
        case .branch, .loop: return true
        case .closure, .function, .type: return false
        case .other:
            if isIdentifier(brace - 1, "do") { return true }
            guard language == .objc else {
                // A `catch` clause: `} catch {`, `} catch let error as E {`.
                var k = brace - 1
                while k > brace - 32, k > 0, !isPunct(k, UInt8(ascii: "}")), !isPunct(k, UInt8(ascii: "{")) {
                    if isIdentifier(k, "catch") { return isPunct(k - 1, UInt8(ascii: "}")) }
                    k -= 1
                }
                return false
            }
            if isPunct(brace - 2, UInt8(ascii: "@")), isIdentifier(brace - 1, "try") || isIdentifier(brace - 1, "finally") || isIdentifier(brace - 1, "autoreleasepool") {
                return true
            }
            if isPunct(brace - 1, UInt8(ascii: ")")), case let open = Int(match[brace - 1]), open >= 2, open < brace - 1,
               isIdentifier(open - 1, "synchronized") || isIdentifier(open - 1, "catch"), isPunct(open - 2, UInt8(ascii: "@")) {
                return true
            }
            return isPunct(brace - 1, UInt8(ascii: ";")) || isPunct(brace - 1, UInt8(ascii: "{")) || isPunct(brace - 1, UInt8(ascii: "}"))
        }
    }

    /// Whether a block around `e`, up to `outer`, leaves the function after `e` on every path:
    /// a `return`, a `throw`, or a call of a function that never returns, as a statement of its own (of
    /// `e`'s case in a `switch`), with no `break`, `continue` or `fallthrough` between that might
    /// jump past it, nor a `do` or `@try` around it (out to the declaration) that might catch a
    /// throw before it.
    private func leavesFunction(after e: Int, upTo outer: Int, declaration d: Int) -> Bool {
        var b = block(of: e)
        while b >= 0 {
            if leaves(b, after: e) && !mayCatch(from: b, declaration: d) { return true }
            if b == outer { break }
            b = block(of: b)
        }
        return false
    }

    /// Whether a block from `b` out to the declaration `d` is the body of a `do` or `@try`: what
    /// is thrown between the change and the `return` may be caught, and the path run on to the
    /// use (after the `do`, or in it again around a loop).
    private func mayCatch(from b: Int, declaration d: Int) -> Bool {
        var brace = b
        while brace > d {
            if isIdentifier(brace - 1, "do") || isIdentifier(brace - 1, "try") { return true }
            brace = block(of: brace)
        }
        return false
    }

    /// Whether block `b` has, after token `after`, a statement that leaves the function, with
    /// no jump between.
    private func leaves(_ b: Int, after: Int) -> Bool {
        let facts = leavingFacts()
        guard let list = facts.byBlock[b], let r = list.first(where: { $0 > after }) else { return false }
        if isSwitchBody(b) && caseLabel(of: after, in: b) != caseLabel(of: r, in: b) { return false }
        return !hasJump(from: after, to: r)
    }

    /// Whether every path to `u` through the block `outer` (one of a statement before `u`) runs
    /// through `e`: at
    /// each level from `e`'s block out to `outer`, the block is one of an `if`/`else` chain
    /// that ends with an `else`, is a statement of its block, holds no jump, and whose other
    /// blocks each leave the function (`if wide { f = "…" } else { return }`).
    private func onEveryPath(_ e: Int, upTo outer: Int, use u: Int) -> Bool {
        if language == .objc && isUnbracedBody(e) { return false }
        var b = block(of: e)
        while b >= 0 {
            guard blockKind(b) == .branch, !isSwitchBody(b), let (keyword, first) = chainStart(b), startsBlockStatement(keyword) else { return false }
            // Each block of the chain; the last must be an `else`'s (a chain of `if`s only may run
            // none of them), or the chain end with Objective-C's `else return …;`.
            var blocks = [first]
            while case .block(let next)? = nextBranch(after: blocks[blocks.count - 1]), blocks.count < 64 { blocks.append(next) }
            let last = blocks[blocks.count - 1]
            var end = closing(last)
            if nextBranch(after: last) == .unbraced {
                guard language == .objc, isIdentifier(end + 2, "return") else { return false }
                end += 2
                while end < tokens.count && !isPunct(end, UInt8(ascii: ";")) {
                    if isPunct(end, UInt8(ascii: "(")) || isPunct(end, UInt8(ascii: "[")) || isPunct(end, UInt8(ascii: "{")) { end = closing(end) }
                    end += 1
                }
            } else {
                guard isIdentifier(last - 1, "else"), blockKind(last) == .branch else { return false }
            }
            guard end < tokens.count, blocks.allSatisfy({ $0 == b || leaves($0, after: $0) }), !hasJump(from: keyword, to: end) else { return false }
            if b == outer { return end < u }
            b = block(of: b)
        }
        return false
    }

    /// Whether a `break`, `continue`, `goto` or `fallthrough` lies between tokens `from` and `to`.
    private func hasJump(from: Int, to: Int) -> Bool {
        // The first jump after `from`, by binary search of the sorted list.
        let jumps = leavingFacts().jumps
        var lo = 0, hi = jumps.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(jumps[mid]) <= from { lo = mid + 1 } else { hi = mid }
        }
        return lo < jumps.count && Int(jumps[lo]) < to
    }

    /// The statements of the file that leave the function, by block (`return`; `throw`,
    /// `@throw`, `[NSException raise:…]`; a call of `fatalError`, `abort` or a function of the
    /// file returning `Never`, starting a statement,
    /// unless `untrustedNeverReturning`), and what might pass over them, in order: the jumps and the
    /// preprocessor's lines (`#if`, `#define`: what a build runs is not what is written).
    private func leavingFacts() -> (byBlock: [Int: [Int]], jumps: [Int32]) {
        if let known = cache.leaving { return known }
        var byBlock: [Int: [Int]] = [:]
        var jumps: [Int32] = []
        // `NS_DURING … NS_HANDLER` catches without braces: nothing in such a function is read as leaving.
        var handling = Set<Int>()
        if language == .objc {
            for i in tokens.indices where isIdentifier(i, "NS_DURING") || isIdentifier(i, "NS_HANDLER") { handling.insert(enclosingFunction(of: i)) }
        }
        var calls: [Int] = []
        let never = neverReturningFunctions().only
        let builtIn = language == .swift ? Self.swiftNeverReturning : Self.cNeverReturning
        for i in tokens.indices {
            if isPunct(i, UInt8(ascii: "#")), matchesAny(i + 1, Self.directiveWords) { jumps.append(Int32(i)); continue }
            // `@throw …;` and `[NSException raise:…];`, statements of their block.
            if language == .objc, isPunct(i, UInt8(ascii: "@")) || isPunct(i, UInt8(ascii: "[")), Int(parent[i]) == block(of: i), startsBlockStatement(i),
               isIdentifier(i + 1, "throw") || isIdentifier(i + 1, "NSException") && isIdentifier(i + 2, "raise") {
                byBlock[block(of: i), default: []].append(i)
                continue
            }
            guard tokens[i].kind == .identifier else { continue }
            if matchesAny(i, Self.jumpWords) { jumps.append(Int32(i)); continue }
            guard Int(parent[i]) == block(of: i) else { continue }
            if isIdentifier(i, "return") {
                // Not the body of an Objective-C `if (c) return;` written without braces.
                if language == .objc && isUnbracedBody(i) { continue }
                byBlock[block(of: i), default: []].append(i)
            } else if language == .swift, isIdentifier(i, "throw"), startsBlockStatement(i) {
                // Caught only by a `do` around, which `mayCatch` looks for. (In C and
                // Objective-C, `throw` may be a name; C++'s is left to the run.)
                byBlock[block(of: i), default: []].append(i)
            } else if isPunct(i + 1, UInt8(ascii: "(")), matchesAny(i, builtIn) || !never.isEmpty && never.contains(nameBytes(i)),
                      !isPunct(i - 1, UInt8(ascii: ".")), startsBlockStatement(i) {
                calls.append(i)
            }
        }
        if !calls.isEmpty {
            let untrusted = untrustedNeverReturning(calls)
            calls.removeAll { untrusted.contains($0) }
            for i in calls { byBlock[block(of: i), default: []].append(i) }
            for key in byBlock.keys { byBlock[key]!.sort() }
        }
        if !handling.isEmpty {
            for key in Array(byBlock.keys) where handling.contains(enclosingFunction(of: key + 1)) { byBlock[key] = nil }
        }
        cache.leaving = (byBlock, jumps)
        return (byBlock, jumps)
    }

    /// Of `calls` (of functions that never return), those that may call something else of the
    /// name: one the file mentions otherwise than as a call (`let die = {…}`, a parameter, a
    /// property, `[self exit:1]`) in a block around the call, or at a type's or the file's
    /// level (a member, which any extension may reach), or declares `func` without `-> Never`.
    private func untrustedNeverReturning(_ calls: [Int]) -> Set<Int> {
        let never = neverReturningFunctions().only
        let names = Array(Set(calls.map { nameBytes($0) }))
        // Per name, the blocks of its other mentions (-1: the whole file).
        var mentions = [[Int]](repeating: [], count: names.count)
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard let k = names.firstIndex(where: { bytesEqual(tokens[i], $0) }) else { continue }
            if isIdentifier(i - 1, "func") {
                if !never.contains(names[k]) { mentions[k].append(-1) }
                continue
            }
            if isPunct(i + 1, UInt8(ascii: "(")) && !isPunct(i - 1, UInt8(ascii: ".")) && !isBacktickedKeyword(i) { continue }
            let b = block(of: i)
            mentions[k].append(b < 0 || blockKind(b) == .type ? -1 : b)
        }
        var untrusted = Set<Int>()
        for i in calls {
            let k = names.firstIndex(where: { bytesEqual(tokens[i], $0) })!
            if mentions[k].contains(where: { $0 < 0 || blockContains($0, i) }) { untrusted.insert(i) }
        }
        return untrusted
    }

    static let jumpWords = WordSet(["break", "continue", "goto", "fallthrough"])
    static let directiveWords = WordSet(["if", "ifdef", "ifndef", "elif", "elseif", "else", "endif", "define", "undef"])
    /// Functions that never return (in Swift a method of the type may be named `abort` or `exit`).
    static let swiftNeverReturning = WordSet(["fatalError", "preconditionFailure"])
    static let cNeverReturning = WordSet(["abort", "exit", "_exit"])
}
