import VFLSyntax

// The source model: what the scanner knows about a name at one place in a file. A name resolves
// to the declaration that is visible there (a local of an enclosing block, a parameter, a
// constant of the type or the file); a dictionary variable's contents are followed through the
// function from its declaration to the call (subscript and `setObject:forKey:` writes, merges,
// reassignments in branches), and what cannot be seen is *unknown*, never guessed.

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

/// What the scanner knows about a dictionary: its keys, whether they are all of them, and how
/// it found them; or why it cannot know.
enum DictionaryKnowledge {
    case known(DictionaryArgument)
    case unknown(String)

    var argument: DictionaryArgument? {
        if case .known(let argument) = self { return argument }
        return nil
    }
}

/// What a name resolves to at one place.
enum Resolution {
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

/// Caches of the source model, shared by the copies of a scanner (it is a struct).
final class ModelCache {
    /// Function and method definitions by name: the token index of each body's `{`.
    var functions: [String: [Int]]? = nil
    /// Block kinds by the token index of the `{`, and whether each is a `switch` body.
    var kinds: [Int: BlockKind] = [:]
    var switches: Set<Int> = []
    /// The token indices of `activate`, `addConstraints` and `activateConstraints`, in order.
    var activations: [Int]? = nil
    /// Dictionary contents by declaration token, for declarations with no write after them.
    var settled: [Int: DictionaryKnowledge] = [:]
    /// The initial value of each local dictionary variable (by declaration token).
    var initials: [Int: DictionaryKnowledge] = [:]
    /// The writes of each dictionary variable (by declaration token), in source order.
    var events: [Int: [DictionaryEvent]] = [:]
    /// What a local dictionary variable holds at a use reached through a write, with the depth
    /// it was worked out at (reused at that depth or deeper: it had at least the steps left that
    /// a deeper use has).
    var flows: [FlowKey: (depth: Int, value: DictionaryKnowledge)] = [:]
    /// How many times a variable's value at a use was worked out (for tests: the work is bounded).
    var flowsWorkedOut = 0
    /// The file's `#if` directives (`conditionalDirectives()`).
    var directives: ConditionalDirectives? = nil
    /// Swift bindings in a condition (by declaration token): where the value ends, the body.
    var conditionBindings: [Int: (valueEnd: Int, body: Int?)?] = [:]
    /// Where each name changes, by identity (`nameChanges()`).
    var nameChanges: [String: [NameChangeSite]]? = nil
    /// The view each views entry holds (`viewIdentity`), by the entry's value.
    var viewIdentities: [ByteRange: String?] = [:]
    /// Where the changes to constraints in each block (by its `{`, -1 for the file) last run
    /// (absent: none), made at the first question.
    var lastConstraintChange: [Int: Int]? = nil
    /// Per name, per block: the innermost of the block and those around it with a parameter of
    /// that name (-1: none).
    var parameterOwners: [[UInt8]: [Int: Int]] = [:]
    /// The innermost function or closure body around each block, itself included (-1: none).
    var enclosingFunctions: [Int: Int] = [:]
    /// The innermost closure or loop body around each block inside its function, itself
    /// included (-1: none).
    var iterations: [Int: Int] = [:]
    /// Per declaration, per block opened after it: the outermost of the block and those around
    /// it opened after the declaration that runs later than written (-1: none).
    var blocksRunningLater: [Int: [Int: Int]] = [:]
    /// The scope (`scope(of:)`) of each call token and of each `do` or bare block passed on the
    /// way out from one.
    var scopes: [Int: Int] = [:]
    /// Whether a function (by its `{`, -1 for the file) activates a collected variable (by name)
    /// in the scope of a call (nil: the collector is emptied or replaced, never compared).
    var activatedSinks: [SinkKey: Bool?] = [:]
}

struct SinkKey: Hashable {
    var function: Int
    var scope: Int
    var name: [UInt8]
}

/// What the `#if` directives of a file say, read in one pass (token indices of the `#`).
struct ConditionalDirectives {
    /// `#else`, `#elseif`, `#elif` and `#endif`, in order, and for each position in that list
    /// how many of those before it start another branch (all but `#endif`).
    var branchEnds: [Int] = []
    var alternativesBefore: [Int] = [0]
    /// Every directive, in order, and the region after it: one number for each branch of an
    /// `#if` that has another branch (0 outside them), so code in two regions is never built
    /// together, and code on both sides of an `#if DEBUG … #endif` is in one.
    var regionStarts: [Int] = []
    var regions: [Int] = []
    /// Code never built: a branch whose condition is `0` or `false` (`#if 0`, `#elif 0`, `#if
    /// false`), or that follows one whose condition is `1` or `true` (`#if 1 … #else`), up to
    /// the next directive of its `#if`: where each such range starts and ends, in order.
    var deadStarts: [Int] = []
    var deadEnds: [Int] = []
}

/// A local variable's declaration token and a use of it.
struct FlowKey: Hashable {
    var declaration: Int
    var use: Int
}

/// One use of a dictionary variable that may change what it holds.
struct DictionaryEvent {
    enum Kind {
        /// `views = …`: the value is `[start, end)`.
        case assign(Int, Int)
        /// `views["k"] = v`, `[views setObject:v forKey:@"k"]`: key `[k0, k1)`, value `[v0, v1)`.
        case write(key: (Int, Int), value: (Int, Int))
        /// `views.merge(other)`, `[views addEntriesFromDictionary:other]`: the other dictionary.
        case merge(Int, Int)
        /// A use the model does not follow (passed by reference, an unknown method).
        case escape(String)
    }
    var at: Int
    var kind: Kind

    /// The token after the event's statement as far as the model reads it (its value, key or
    /// other dictionary): a use before this and after `at` is read by the event's own statement.
    var end: Int {
        switch kind {
        case .assign(_, let e), .merge(_, let e): return e
        case .write(let key, let value): return max(key.1, value.1)
        case .escape: return at + 1
        }
    }
}

extension SourceScanner {
    /// A step of the model's reasoning, kept only when explaining a site (`recordSteps`): the
    /// text is not even built otherwise.
    func note(_ offset: Int, _ text: @autoclosure () -> String) -> [ModelStep] {
        recordSteps ? [ModelStep(offset: offset, text: text())] : []
    }

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
            if tokens[i].kind == .identifier && !isPunct(i - 1, UInt8(ascii: ".")) {
                // `case 0: let apply = {` is a closure in a case body; `if case let x = y {` a branch.
                if assigned && (equals(tokens[i], "default") || equals(tokens[i], "case")
                                && !(isIdentifier(i - 1, "if") || isIdentifier(i - 1, "guard") || isIdentifier(i - 1, "while")
                                     || isPunct(i - 1, UInt8(ascii: ",")))) {
                    return .closure
                }
                if matchesAny(i, ["if", "else", "guard", "switch", "case", "default"]) {
                    if equals(tokens[i], "switch") { cache.switches.insert(brace) }
                    return .branch
                }
                if matchesAny(i, Self.loopKeywords) || equals(tokens[i], "in") && !assigned { return .loop }
                if assigned && sawAssignment { i -= 1; continue }
                if matchesAny(i, ["class", "struct", "enum", "extension", "actor", "protocol"]) { return .type }
                if matchesAny(i, Self.functionKeywords) { return .function }
                if assigned { i -= 1; continue }
                if matchesAny(i, ["do", "defer", "catch"]) { return .other }
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
    func matchesAny(_ index: Int, _ words: [String]) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        return words.contains { equals(tokens[index], $0) }
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

    /// Whether `name` is a parameter of the function, closure or loop whose body is `brace`.
    func declaresParameter(_ brace: Int, _ name: [UInt8]) -> Bool {
        let kind = blockKind(brace)
        guard kind == .function || kind == .closure || kind == .loop else { return false }
        // Closure parameters after the brace: `{ a, b in`, `{ (a: T) in`.
        if kind == .closure {
            var i = brace + 1
            let limit = min(closing(brace), brace + 40)
            var names = false
            while i < limit {
                if isIdentifier(i, "in") { if names { return true }; break }
                if tokens[i].kind == .identifier && bytesEqual(tokens[i], name) { names = true }
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
                if kind == .closure && (v == UInt8(ascii: "(") || v == UInt8(ascii: ",") || v == UInt8(ascii: "=")) && !isPunct(i + 1, UInt8(ascii: "^")) {
                    // `(` before a Swift trailing closure's call is the call's own argument list.
                    if language == .swift { break }
                }
            }
            if tokens[i].kind == .identifier && !isPunct(i - 1, UInt8(ascii: ".")) && bytesEqual(tokens[i], name)
                && !(language == .swift && (isIdentifier(i - 1, "func") || isIdentifier(i - 1, "var"))) {   // its own name
                return true
            }
            // A Swift statement ends at a line break, not a `;`: the signature starts at its
            // keyword, and what comes before (`let title = UILabel()` above `func build() {`)
            // declares nothing of this block.
            if language == .swift && tokens[i].kind == .identifier && Self.signatureStarts.contains(where: { bytesEqual(tokens[i], $0) }) { break }
            i -= 1
        }
        return false
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

    // MARK: Names

    /// The declaration `name` (the identifier at `index`) refers to there: the nearest visible
    /// declaration, unless a parameter of a function, closure or loop in between shadows it.
    func resolve(_ index: Int) -> Resolution {
        resolve(nameBytes(index), at: index)
    }

    func resolve(_ name: [UInt8], at index: Int) -> Resolution {
        let key = String(decoding: name, as: UTF8.self)
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
    /// (The name's answers are taken out of the cache for the walk: its bytes are hashed twice
    /// a call, not at every step.)
    func parameterOwner(_ name: [UInt8], _ brace: Int) -> Int {
        var memo = cache.parameterOwners.removeValue(forKey: name) ?? [:]
        let owner = innermostBlock(from: brace, memo: &memo) { declaresParameter($0, name) ? $0 : nil }
        cache.parameterOwners[name] = memo
        return owner
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

    /// The `#if` branches token `index` is in, of those `#if`s that have another branch
    /// (`#else`, `#elif`): calls in different branches of one are never built together. Calls
    /// outside such an `#if`, or on both sides of an `#if DEBUG … #endif`, share 0.
    func conditionalRegion(of index: Int) -> Int {
        let directives = conditionalDirectives()
        let k = Self.firstIndex(in: directives.regionStarts, after: index) - 1
        return k >= 0 ? directives.regions[k] : 0
    }

    /// Whether token `index` is in code that is never built: `#if 0` (C, Objective-C) or
    /// `#if false` (Swift) up to its `#else`, `#elif` or `#endif`, likewise `#elif 0`, and what
    /// follows `#if 1` (`#if true`) up to its `#endif`.
    func isCompiledOut(_ index: Int) -> Bool {
        let directives = conditionalDirectives()
        let k = Self.firstIndex(in: directives.deadStarts, after: index) - 1
        return k >= 0 && index < directives.deadEnds[k]
    }

    /// The file's `#if`, `#ifdef`, `#ifndef`, `#else`, `#elseif`, `#elif` and `#endif`, read once.
    func conditionalDirectives() -> ConditionalDirectives {
        if let known = cache.directives { return known }
        // A branch's condition: `#if`/`#elif` (`#elseif`) with one that is literally false or true,
        // or decided when the file is built; `#else` is true. `#endif` has none.
        enum Condition { case never, always, decidedWhenBuilt }
        var list: [(index: Int, condition: Condition?, opens: Bool)] = []
        for i in 0..<max(tokens.count - 1, 0) where isPunct(i, UInt8(ascii: "#")) {
            let opens = isIdentifier(i + 1, "if") || isIdentifier(i + 1, "ifdef") || isIdentifier(i + 1, "ifndef")
            if opens || isIdentifier(i + 1, "elif") || isIdentifier(i + 1, "elseif") {
                list.append((i, literalCondition(of: i + 1).map { $0 ? .always : .never } ?? .decidedWhenBuilt, opens))
            } else if isIdentifier(i + 1, "else") {
                list.append((i, .always, false))
            } else if isIdentifier(i + 1, "endif") {
                list.append((i, nil, false))
            }
        }
        var result = ConditionalDirectives()
        // Which `#if`s have another branch.
        var alternatives = Set<Int>()
        var stack: [Int] = []
        for d in list {
            if d.opens { stack.append(d.index) }
            else if d.condition != nil { if let top = stack.last { alternatives.insert(top) } }
            else { _ = stack.popLast() }
        }
        // Open `#if`s: where each began, where its current branch began, whether that branch is
        // never built, whether an earlier branch always is (then no later one is), the region of
        // the branch (after `#endif`, the region around it is the enclosing `#if`'s again).
        var open: [(start: Int, branchStart: Int, dead: Bool, taken: Bool, region: Int)] = []
        var regionCount = 0
        for d in list {
            if d.opens {
                var region = open.last?.region ?? 0
                if alternatives.contains(d.index) { regionCount += 1; region = regionCount }
                open.append((d.index, d.index, d.condition == .never, d.condition == .always, region))
            } else {
                result.branchEnds.append(d.index)
                result.alternativesBefore.append(result.alternativesBefore[result.alternativesBefore.count - 1] + (d.condition == nil ? 0 : 1))
                if let top = open.last {
                    if top.dead {
                        result.deadStarts.append(top.branchStart)
                        result.deadEnds.append(d.index)
                    }
                    if let condition = d.condition {
                        regionCount += 1
                        open[open.count - 1] = (top.start, d.index, top.taken || condition == .never, top.taken || condition == .always,
                                                regionCount)
                    } else {
                        open.removeLast()
                    }
                }
            }
            result.regionStarts.append(d.index)
            result.regions.append(open.last?.region ?? 0)
        }
        // An inner `#if 0` ends before the dead branch around it: ranges in order, merged.
        var merged: [(start: Int, end: Int)] = []
        for range in zip(result.deadStarts, result.deadEnds).sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, range.0 <= last.end { merged[merged.count - 1].end = max(last.end, range.1) }
            else { merged.append((range.0, range.1)) }
        }
        result.deadStarts = merged.map(\.start)
        result.deadEnds = merged.map(\.end)
        cache.directives = result
        return result
    }

    /// The condition of the directive whose keyword is at `keyword`, when it is one literal: `0`
    /// and `false` (never built), `1` and, in Swift, `true` (always built). Nil for anything
    /// else (`#ifdef`, `DEBUG`, `os(iOS)`, and `true` in C, where it is a macro or 0).
    func literalCondition(of keyword: Int) -> Bool? {
        guard isIdentifier(keyword, "if") || isIdentifier(keyword, "elif") || isIdentifier(keyword, "elseif"),
              keyword + 1 < tokens.count, newline(between: keyword + 1, and: keyword + 2, continued: true) else { return nil }
        let value = keyword + 1
        if tokens[value].kind == .number && tokens[value].end - tokens[value].start == 1 {
            let digit = bytes[Int(tokens[value].start)]
            return digit == UInt8(ascii: "0") ? false : digit == UInt8(ascii: "1") ? true : nil
        }
        if isIdentifier(value, "false") { return false }
        if isIdentifier(value, "true") && language == .swift { return true }
        return nil
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
        declarations[text(p)].map { Self.contains($0, p) } ?? false
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
    func isLoopVariable(_ index: Int) -> Bool { isIdentifier(index + 1, "in") }

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

    /// Whether a line break separates tokens `a` and `b` (`continued`: a `\` before the break,
    /// as in a macro, joins the lines).
    func newline(between a: Int, and b: Int, continued: Bool) -> Bool {
        guard a >= 0, b < tokens.count else { return true }
        var i = Int(tokens[a].end)
        let end = Int(tokens[b].start)
        while i < end {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                if continued, isPunct(a, UInt8(ascii: "\\")) { i += 1; continue }
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
            return true
        }
        // C and Objective-C literals side by side over several lines.
        return language == .objc && tokens[j].kind == .string && tokens[j - 1].kind == .string
    }

    // MARK: Dictionaries

    /// What the expression `[from, to)` is known to hold as a dictionary at token `at`.
    func dictionary(_ from: Int, _ to: Int, depth: Int = 0) -> DictionaryKnowledge {
        guard from < to else { return .unknown("the argument is empty") }
        guard depth < 6 else { return .unknown("the dictionary is built through too many steps to follow") }
        guard to - from <= Self.longestArgument else { return .unknown("the argument is over \(Self.longestArgument) tokens long, more than is read") }
        let whole = range(from: from, to: to)
        var a = from, b = to
        // Parentheses, casts and copies do not change the keys.
        while true {
            if isPunct(a, UInt8(ascii: "(")) && closing(a) == b - 1 { a += 1; b -= 1; continue }
            if let asIndex = (a..<b).first(where: { isIdentifier($0, "as") && Int(parent[$0]) == Int(parent[a]) }), asIndex > a {
                b = asIndex
                continue
            }
            if b - a > 3, isPunct(b - 1, UInt8(ascii: ")")), isPunct(b - 2, UInt8(ascii: "(")), isPunct(b - 4, UInt8(ascii: ".")),
               isIdentifier(b - 3, "mutableCopy") || isIdentifier(b - 3, "copy") {
                b -= 4
                continue
            }
            if b - a > 2, isPunct(b - 2, UInt8(ascii: ".")), isIdentifier(b - 1, "mutableCopy") || isIdentifier(b - 1, "copy") {
                b -= 2
                continue
            }
            if b - a > 1, isPunct(b - 1, UInt8(ascii: "!")) { b -= 1; continue }
            if isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 && b - a >= 4,
               isIdentifier(b - 2, "mutableCopy") || isIdentifier(b - 2, "copy") {
                // `[X mutableCopy]`
                a += 1
                b -= 2
                continue
            }
            break
        }
        guard a < b else { return .unknown("the argument is empty") }
        let at = ByteRange(at: Int(tokens[a].start))
        // `flag ? wide : narrow`: either may be passed.
        if let branches = conditional(a, b) {
            return union(dictionary(branches.then.0, branches.then.1, depth: depth + 1),
                         dictionary(branches.else.0, branches.else.1, depth: depth + 1), at: at.lowerBound)
        }
        if b - a == 1 && (isIdentifier(a, "nil") || isIdentifier(a, "NULL") || isIdentifier(a, "Nil")
                          || language == .objc && tokens[a].kind == .number && text(a) == "0") {   // `metrics:0` is a null pointer
            return .known(DictionaryArgument(entries: [], range: whole, isVariableBindings: false,
                                             steps: note(at.lowerBound, "nil: no keys")))
        }
        if isIdentifier(a, "NSDictionaryOfVariableBindings") || isIdentifier(a, "_NSDictionaryOfVariableBindings"), isPunct(a + 1, UInt8(ascii: "(")) {
            return .known(variableBindings(a, whole: whole))
        }
        if let empty = emptyDictionary(a, b) {
            return .known(DictionaryArgument(entries: [], range: whole, isVariableBindings: false,
                                             steps: note(at.lowerBound, "\(empty): no keys")))
        }
        if let literal = dictionaryLiteral(a, b, whole: whole) { return literal }
        if let copied = copiedDictionary(a, b) { return dictionary(copied.0, copied.1, depth: depth + 1) }
        if let pairs = objectsAndKeys(a, b, whole: whole) { return .known(pairs) }
        // `X.merging(Y) { … }`
        if let merging = (a..<b).first(where: { isIdentifier($0, "merging") && isPunct($0 - 1, UInt8(ascii: ".")) && Int(parent[$0]) == Int(parent[a]) }),
           isPunct(merging + 1, UInt8(ascii: "(")) {
            let close = closing(merging + 1)
            let other = split(merging + 2, close).first ?? (merging + 2, close)
            return union(dictionary(a, merging - 1, depth: depth + 1), dictionary(other.0, other.1, depth: depth + 1), at: at.lowerBound)
        }
        if b - a == 1 && tokens[a].kind == .identifier {
            return variable(a, depth: depth)
        }
        // `self.views`, `Self.views`, `Layout.views`: a property, a static, or a getter of this file.
        if b - a == 3 && tokens[a].kind == .identifier && isPunct(a + 1, UInt8(ascii: ".")) && tokens[a + 2].kind == .identifier {
            guard isOwnReceiver(a) else { return .unknown("'\(text(from: a, to: b))' belongs to another object") }
            return member(a + 2, depth: depth)
        }
        if let call = helperCall(a, b) { return helper(call.name, at: call.at, depth: depth) }
        return .unknown("'\(text(from: a, to: b))' is computed in a way the scanner does not follow")
    }

    /// `NSDictionaryOfVariableBindings(a, b)`: the keys are the expressions' text;
    /// `_NSDictionaryOfVariableBindings(@"a, b", a, b)`: the keys are the string's names.
    func variableBindings(_ a: Int, whole: ByteRange) -> DictionaryArgument {
        let close = closing(a + 1)
        var entries: [DictionaryEntry] = []
        var parts = split(a + 2, close)
        if isIdentifier(a, "_NSDictionaryOfVariableBindings"), let first = parts.first {
            parts.removeFirst()
            let names = (first.0..<first.1).compactMap { tokens[$0].kind == .string ? lexer.decode(literals[Int(tokens[$0].value)]).value : nil }
                .flatMap { $0 }
            let keys = names.split(separator: UInt8(ascii: ",")).map { String(decoding: $0.filter { $0 > 0x20 }, as: UTF8.self) }
            for (n, part) in parts.enumerated() where !(part.1 - part.0 == 1 && isIdentifier(part.0, "nil")) {
                let r = range(from: part.0, to: part.1)
                let key = n < keys.count ? keys[n] : text(from: part.0, to: part.1)
                entries.append(DictionaryEntry(key: key, keyRange: r, valueText: text(from: part.0, to: part.1), valueRange: r, number: nil))
            }
        } else {
            for (p0, p1) in parts {
                let r = range(from: p0, to: p1)
                // The key is the expression's text without whitespace: `self.x` gives "self.x".
                let key = String(decoding: bytes[r.lowerBound..<r.upperBound].filter { $0 > 0x20 }, as: UTF8.self)
                entries.append(DictionaryEntry(key: key, keyRange: r, valueText: key, valueRange: r, number: nil))
            }
        }
        return DictionaryArgument(entries: entries, range: whole, isVariableBindings: true,
                                  steps: note(whole.lowerBound, "\(text(a))(…): keys \(Self.list(entries))"))
    }

    static func list(_ entries: [DictionaryEntry]) -> String {
        entries.isEmpty ? "(none)" : entries.map { "'\($0.key)'" }.joined(separator: ", ")
    }

    /// `[:]`, `[String: UIView]()`, `Dictionary<…>()`, `NSMutableDictionary()`, `@{}`,
    /// `[NSMutableDictionary dictionary]`, `[[NSMutableDictionary alloc] init]`: a description, or nil.
    func emptyDictionary(_ a: Int, _ b: Int) -> String? {
        let written = text(from: a, to: b)
        if b - a == 3 && isPunct(a, UInt8(ascii: "[")) && isPunct(a + 1, UInt8(ascii: ":")) { return "an empty dictionary" }
        if b - a == 3 && isPunct(a, UInt8(ascii: "@")) && isPunct(a + 1, UInt8(ascii: "{")) { return "an empty dictionary" }
        if isPunct(b - 1, UInt8(ascii: ")")) && isPunct(b - 2, UInt8(ascii: "(")) {
            if isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 3 && (a..<b - 3).contains(where: { isPunct($0, UInt8(ascii: ":")) }) { return "an empty dictionary" }
            if written.hasPrefix("Dictionary<") || written.hasPrefix("NSMutableDictionary(") || written.hasPrefix("NSDictionary(")
                || written.hasPrefix("[String") && written.hasSuffix("].init()") {
                return "an empty dictionary"
            }
        }
        if language == .objc && isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 {
            let compact = String(written.filter { $0 != " " && $0 != "\n" && $0 != "\t" })
            for receiver in ["NSMutableDictionary", "NSDictionary"] {
                for form in ["[\(receiver)dictionary]", "[\(receiver)new]", "[[\(receiver)alloc]init]"] where compact == form {
                    return "an empty dictionary"
                }
                if compact.hasPrefix("[\(receiver)dictionaryWithCapacity:") || compact.hasPrefix("[[\(receiver)alloc]initWithCapacity:") {
                    return "an empty dictionary"
                }
            }
        }
        return nil
    }

    /// `[NSMutableDictionary dictionaryWithDictionary:X]`, `NSMutableDictionary(dictionary: X)`,
    /// `[[NSMutableDictionary alloc] initWithDictionary:X]`: the range of X.
    func copiedDictionary(_ a: Int, _ b: Int) -> (Int, Int)? {
        for (n, label) in ["dictionaryWithDictionary", "initWithDictionary", "dictionary"].enumerated() {
            guard let i = (a..<b).first(where: { isIdentifier($0, label) && isPunct($0 + 1, UInt8(ascii: ":")) }) else { continue }
            if n == 2 && language == .objc { continue }
            // Outside any bracket (hostile or unfinished text) the argument runs to `b`.
            let end = Int(parent[i]) >= 0 ? closing(Int(parent[i])) : b
            guard i + 2 < end else { continue }
            return (i + 2, min(end, b))
        }
        return nil
    }

    /// `[NSDictionary dictionaryWithObjectsAndKeys: v1, @"k1", v2, @"k2", nil]`.
    func objectsAndKeys(_ a: Int, _ b: Int, whole: ByteRange) -> DictionaryArgument? {
        guard language == .objc, let i = (a..<b).first(where: { isIdentifier($0, "dictionaryWithObjectsAndKeys") }),
              isPunct(i + 1, UInt8(ascii: ":")) else { return nil }
        let parts = split(i + 2, Int(parent[i]) >= 0 ? closing(Int(parent[i])) : b)
        var entries: [DictionaryEntry] = []
        var n = 0
        while n + 1 < parts.count {
            let value = parts[n], key = parts[n + 1]
            guard key.1 - key.0 == 1 || key.1 - key.0 == 2, let name = literalString(key.0, key.1) else { return nil }
            entries.append(DictionaryEntry(key: name, keyRange: range(from: key.0, to: key.1), valueText: text(from: value.0, to: value.1),
                                           valueRange: range(from: value.0, to: value.1), number: nil))
            n += 2
        }
        return DictionaryArgument(entries: entries, range: whole, isVariableBindings: false,
                                  steps: note(whole.lowerBound, "dictionaryWithObjectsAndKeys: keys \(Self.list(entries))"))
    }

    /// The value of a string literal (`"k"`, `@"k"`) or of a constant holding one, or nil.
    func literalString(_ a: Int, _ b: Int) -> String? {
        var s = a
        if isPunct(s, UInt8(ascii: "@")) && b - a == 2 { s += 1 }
        if b - s == 1 && tokens[s].kind == .string, let value = lexer.decode(literals[Int(tokens[s].value)]).value,
           !literals[Int(tokens[s].value)].hasInterpolation {
            return String(decoding: value, as: UTF8.self)
        }
        if b - a == 1 && tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), !isMutable(d) || isTypeOrFileLevel(d) && isMacro(d),
           let value = initializer(of: d), value.1 - value.0 <= 2, value.1 > value.0, !(value.1 - value.0 == 1 && tokens[value.0].kind == .identifier) {
            return literalString(value.0, value.1)
        }
        return nil
    }

    /// A dictionary literal `[…]` or `@{…}`; nil when `[a, b)` is not one.
    func dictionaryLiteral(_ a: Int, _ b: Int, whole: ByteRange) -> DictionaryKnowledge? {
        var open = a
        if isPunct(open, UInt8(ascii: "@")) { open += 1 }
        // Swift writes `[k: v]`; Objective-C `@{k: v}` (its `[…]` is a message).
        let literal = language == .swift ? isPunct(open, UInt8(ascii: "[")) : open > a && isPunct(open, UInt8(ascii: "{"))
        guard literal && closing(open) == b - 1 else { return nil }
        if isPunct(open + 1, UInt8(ascii: ":")) && open + 2 == b - 1 {
            return .known(DictionaryArgument(entries: [], range: whole, isVariableBindings: false,
                                             steps: note(whole.lowerBound, "an empty dictionary: no keys")))
        }
        var entries: [DictionaryEntry] = []
        var complete = true
        var steps: [ModelStep] = []
        for (p0, p1) in split(open + 1, b - 1) {
            var colon = p0
            while colon < p1 && !isPunct(colon, UInt8(ascii: ":")) { colon += 1 }
            guard colon < p1 else { return nil }   // an array, not a dictionary
            guard let key = literalString(p0, colon) else {
                complete = false
                steps += note(Int(tokens[p0].start), "the key '\(text(from: p0, to: colon))' is not a literal: other keys may exist")
                continue
            }
            let valueText = text(from: colon + 1, to: p1)
            var numberText = valueText
            if numberText.hasPrefix("@(") && numberText.hasSuffix(")") { numberText = String(numberText.dropFirst(2).dropLast()) }
            else if numberText.hasPrefix("@") { numberText = String(numberText.dropFirst()) }
            entries.append(DictionaryEntry(key: key, keyRange: range(from: p0, to: colon),
                                           valueText: valueText, valueRange: range(from: colon + 1, to: p1),
                                           number: Double(numberText)))
        }
        steps.insert(contentsOf: note(whole.lowerBound, "a literal with keys \(Self.list(entries))"), at: 0)
        return .known(DictionaryArgument(entries: entries, range: whole, isVariableBindings: false, isComplete: complete, steps: steps))
    }

    /// Both dictionaries' keys: a key is possible if either has it; complete only if both are.
    func union(_ x: DictionaryKnowledge, _ y: DictionaryKnowledge, at offset: Int) -> DictionaryKnowledge {
        switch (x, y) {
        case (.known(var left), .known(let right)):
            merge(&left, right)
            return .known(left)
        case (.known(var left), .unknown(let why)), (.unknown(let why), .known(var left)):
            left.isComplete = false
            left.steps += note(offset, "merged with a dictionary that is not visible (\(why)): other keys may exist")
            return .known(left)
        case (.unknown(let why), .unknown):
            return .unknown(why)
        }
    }

    func merge(_ left: inout DictionaryArgument, _ right: DictionaryArgument) {
        for entry in right.entries {
            if let i = left.entries.firstIndex(where: { $0.key == entry.key }) { left.entries[i] = entry } else { left.entries.append(entry) }
        }
        left.isComplete = left.isComplete && right.isComplete
        left.isVariableBindings = left.isVariableBindings && right.isVariableBindings
        left.steps += right.steps
    }

    /// A dictionary variable at the use `index`.
    func variable(_ index: Int, depth: Int) -> DictionaryKnowledge {
        variable(named: nameBytes(index), at: index, depth: depth)
    }

    /// The dictionary the name `bytes` holds where it is read at `index` (a macro's body names a
    /// variable of each place it is used).
    func variable(named bytes: [UInt8], at index: Int, depth: Int) -> DictionaryKnowledge {
        let name = String(decoding: bytes, as: UTF8.self)
        switch resolve(bytes, at: index) {
        case .parameter:
            return .unknown("'\(name)' is a parameter: its contents are decided by the caller")
        case .none:
            return .unknown("'\(name)' is not declared in this file")
        case .conditional:
            return .unknown("'\(name)' is declared in more than one #if branch: which one holds depends on the build")
        case .declaration(let d):
            if isLoopVariable(d) { return .unknown("'\(name)' is a loop variable") }
            if isTypeOrFileLevel(d) {
                if initializer(of: d) == nil, functionBodies()[name] != nil { return helper(name, at: index, depth: depth) }   // a computed property
                guard !isMutable(d) || isMacro(d) else {
                    return .unknown("'\(name)' is a property or global variable that may be written elsewhere")
                }
                return settledValue(d, depth: depth)
            }
            return flow(declaration: d, use: index, depth: depth)
        }
    }

    /// `self.name` / `Type.name`: a constant of the type or file, or a getter or computed
    /// property of this file.
    func member(_ index: Int, depth: Int) -> DictionaryKnowledge {
        let name = text(index)
        if let list = declarations[name], let d = list.first(where: { isTypeOrFileLevel($0) && !isMacro($0) }), list.filter({ isTypeOrFileLevel($0) }).count == 1 {
            if initializer(of: d) != nil {
                guard !isMutable(d) else { return .unknown("'\(name)' is a property that may be written elsewhere") }
                return settledValue(d, depth: depth)
            }
        }
        return helper(name, at: index, depth: depth)
    }

    /// The value of a declaration that is never written after it (a constant).
    func settledValue(_ d: Int, depth: Int) -> DictionaryKnowledge {
        if let cached = cache.settled[d] { return cached }
        let value: DictionaryKnowledge
        if let initial = initializer(of: d) {
            value = dictionary(initial.0, initial.1, depth: depth + 1)
        } else {
            value = .unknown("'\(text(d))' has no initial value here")
        }
        cache.settled[d] = value
        return value
    }

    // MARK: Flow through a function

    /// What the local variable declared at `d` holds at the use `u`: its initial value, then every
    /// write that can reach `u`. A write on every path replaces or extends the contents; a write
    /// on some paths adds the keys it may add (so the keys are those of any path); a write in
    /// an alternative branch that cannot reach `u` is not counted.
    ///
    /// Results are kept per use reached through a write (depth above 0): a variable written in a
    /// loop from its own value (`views = views.merging(…)` in a `for`) reaches the same uses
    /// again and again, and without them the uses followed grew as (writes)^depth. A call's own
    /// argument (depth 0) is asked about once, so it is not kept: a file of thousands of calls
    /// keeps no dictionary per call.
    func flow(declaration d: Int, use u: Int, depth: Int) -> DictionaryKnowledge {
        guard depth > 0 else {
            cache.flowsWorkedOut += 1
            return flowThrough(declaration: d, use: u, depth: depth)
        }
        let key = FlowKey(declaration: d, use: u)
        if let known = cache.flows[key], known.depth <= depth { return known.value }
        let value = flowThrough(declaration: d, use: u, depth: depth)
        cache.flows[key] = (depth, value)
        cache.flowsWorkedOut += 1
        return value
    }

    func flowThrough(declaration d: Int, use u: Int, depth: Int) -> DictionaryKnowledge {
        let events = dictionaryEvents(d)
        var state: DictionaryKnowledge
        if let initial = cache.initials[d] {
            state = initial   // a variable is usually read by several calls: its initial value once
        } else {
            if let initial = initializer(of: d) {
                state = dictionary(initial.0, initial.1, depth: depth + 1)
            } else if isPatternBinding(d) {
                state = .unknown("'\(text(d))' is bound by a pattern: its value is what is matched")
            } else {
                state = .known(DictionaryArgument(entries: [], range: tokens[d].range, isVariableBindings: false,
                                                  steps: note(Int(tokens[d].start), "declared without a value")))
            }
            cache.initials[d] = state
        }
        guard !events.isEmpty, case .known = state else { return state }
        // Read in a local function, closure or `defer` that runs later, and written after it: the
        // value it reads may hold those writes too (Swift captures the variable, not its value).
        if let later = blockRunningLater(around: u, declaration: d), events.contains(where: { $0.at > closing(later) }) {
            return .unknown("'\(text(d))' is read in a local function, closure or defer block that may run after the later writes to it")
        }
        if events.count > Self.eventLimit { return manyWrites(state, events: events, before: u) }
        // The keys of the state as it is built, with their places in `entries`.
        var index: [String: Int] = [:]
        func reindex(_ k: DictionaryArgument) {
            index.removeAll(keepingCapacity: true)
            for (i, entry) in k.entries.enumerated() { index[entry.key] = i }
        }
        if case .known(let k) = state { reindex(k) }
        for event in events {
            // A statement that reads the variable (`views = views.merging(…)`) changes it after
            // reading it: for that read the change comes later (reaching it only around a loop).
            let readsUse = event.at < u && u < event.end
            let reach = self.reach(readsUse ? event.end - 1 : event.at, to: u, declaration: d)
            if reach == .excluded { continue }
            let offset = Int(tokens[event.at].start)
            switch event.kind {
            case .assign(let s, let e):
                let value = dictionary(s, e, depth: depth + 1)
                if reach == .must {
                    state = value
                } else {
                    state = union(state, value, at: offset)
                    if case .known(var k) = state {
                        k.steps += note(offset, "assigned on some paths to the call only")
                        state = .known(k)
                    }
                }
                if case .known(let k) = state { reindex(k) }
            case .write(let key, let value):
                guard case .known(var k) = state else { continue }
                state = .unknown("")   // release the storage while it is changed in place
                if let name = literalString(key.0, key.1) {
                    let entry = DictionaryEntry(key: name, keyRange: range(from: key.0, to: key.1), valueText: text(from: value.0, to: value.1),
                                                valueRange: range(from: value.0, to: value.1), number: nil)
                    if let i = index[name] { k.entries[i] = entry } else { index[name] = k.entries.count; k.entries.append(entry) }
                    k.steps += note(offset, "key '\(name)' written\(reach == .must ? "" : " on some paths")")
                } else {
                    k.isComplete = false
                    k.steps += note(offset, "a key computed at run time ('\(text(from: key.0, to: key.1))') is written: other keys may exist")
                }
                k.isVariableBindings = false
                state = .known(k)
            case .merge(let s, let e):
                state = union(state, dictionary(s, e, depth: depth + 1), at: offset)
                if case .known(let k) = state { reindex(k) }
            case .escape(let why):
                guard case .known(var k) = state else { continue }
                k.isComplete = false
                k.steps += note(offset, "\(why): other keys may exist")
                state = .known(k)
            }
        }
        return state
    }

    /// Past this many writes to one dictionary (generated code), each call sees its initial
    /// keys as *at least*: bounded work and memory.
    static let eventLimit = 128

    func manyWrites(_ initial: DictionaryKnowledge, events: [DictionaryEvent], before u: Int) -> DictionaryKnowledge {
        guard case .known(var k) = initial else { return initial }
        // Keeping each call's keys would grow with calls × writes: the keys written are not
        // listed, only the initial ones, as *at least*.
        k.isComplete = false
        k.steps += note(Int(tokens[u].start), "more than \(Self.eventLimit) writes to follow one by one: other keys may exist")
        return .known(k)
    }

    enum Reach { case must, may, excluded }

    /// Whether the event at `e` happens on every path to `u` (inside the function of `d`), on
    /// some, or on none (an alternative branch, or after `u` outside any loop).
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
            if be >= 0 && isSwitchBody(be) && caseLabel(of: e, in: be) != caseLabel(of: u, in: be) { return .excluded }
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
        if common >= 0 && isSwitchBody(common) && caseLabel(of: xe, in: common) != caseLabel(of: u, in: common) { return .excluded }
        if xu >= 0 && sameConditional(xe, xu) { return .excluded }
        return .may
    }

    /// Whether blocks `x` and `y` are two branches of one `if`/`else` chain.
    func sameConditional(_ x: Int, _ y: Int) -> Bool {
        var current = min(x, y)
        let target = max(x, y)
        var hops = 0
        while hops < 64 {
            hops += 1
            let close = closing(current)
            guard isIdentifier(close + 1, "else") else { return false }
            var next = close + 2
            if isIdentifier(next, "if") {
                while next < tokens.count && !(isPunct(next, UInt8(ascii: "{")) && Int(parent[next]) == Int(parent[current])) { next += 1 }
            }
            guard isPunct(next, UInt8(ascii: "{")) else { return false }
            if next == target { return true }
            if next > target { return false }
            current = next
        }
        return false
    }

    /// The uses of the variable declared at `d` that may change its contents, in order.
    func dictionaryEvents(_ d: Int) -> [DictionaryEvent] {
        if let cached = cache.events[d] { return cached }
        var events: [DictionaryEvent] = []
        let name = nameBytes(d)
        let scope = declarationScope(d)
        var end = scope >= 0 ? closing(scope) : tokens.count
        let list = declarations[String(decoding: name, as: UTF8.self)] ?? []
        let later = list[Self.firstIndex(in: list, after: d)...].prefix { $0 < end }
        // A later declaration of the name in the same block (broken code, or the twin in another
        // #if branch) ends what this one can reach: each use is looked at for one declaration.
        if let next = later.first(where: { declarationScope($0) == scope }) { end = next }
        let shadowed = !later.isEmpty
        // A mutable dictionary object (`NSMutableDictionary …`, `[d mutableCopy]`): its tokens, not its
        // text (an initializer can be a long closure; making strings of it cost a tenth of a run).
        let mutableObject = initializer(of: d).map { (a, b) in
            (a..<b).contains { identifier($0, hasPrefix: "NSMutable") || identifier($0, hasPrefix: "mutableCopy") }
        } ?? false
        var p = d + 1
        while p < end {
            defer { p += 1 }
            guard tokens[p].kind == .identifier, bytesEqual(tokens[p], name) else { continue }
            if isPunct(p - 1, UInt8(ascii: ".")) { continue }                       // a member of something else
            if isIdentifier(p - 1, "let") || isIdentifier(p - 1, "var") || isIdentifier(p - 1, "const")
                || language == .objc && isPunct(p - 1, UInt8(ascii: "*")) || Self.contains(list, p) { continue }  // another declaration of the name
            if isPunct(p + 1, UInt8(ascii: ":")) && !isPunct(p - 1, UInt8(ascii: "?")) && language == .swift { continue }   // an argument label
            if shadowed, case .declaration(let r) = resolve(p), r != d { continue }
            if let event = classify(p, name: text(p), mutableObject: mutableObject) { events.append(event) }
        }
        cache.events[d] = events
        return events
    }

    /// The event of one use of a dictionary variable, or nil when it only reads it.
    func classify(_ p: Int, name: String, mutableObject: Bool) -> DictionaryEvent? {
        // `(views, metrics) = (…)`: assigned as part of a tuple.
        if language == .swift, isPunct(p - 1, UInt8(ascii: "(")) || isPunct(p - 1, UInt8(ascii: ",")),
           let open = enclosingOpen(p, UInt8(ascii: "(")), isPunct(closing(open) + 1, UInt8(ascii: "=")), !isComparison(closing(open) + 1),
           !(open > 0 && (tokens[open - 1].kind == .identifier || isPunct(open - 1, UInt8(ascii: ")")))) {   // not a call's argument
            return DictionaryEvent(at: p, kind: .escape("assigned as part of a tuple"))
        }
        // `views = …`
        if isPunct(p + 1, UInt8(ascii: "=")) && !isPunct(p + 2, UInt8(ascii: "=")) {
            return DictionaryEvent(at: p, kind: .assign(p + 2, valueEnd(from: p + 2)))
        }
        // `views[k] = v`
        if isPunct(p + 1, UInt8(ascii: "[")) {
            let close = closing(p + 1)
            if isPunct(close + 1, UInt8(ascii: "=")) && !isPunct(close + 2, UInt8(ascii: "=")) {
                if close + 2 < tokens.count && isIdentifier(close + 2, "nil") && statementEnd(from: close + 2) == close + 3 { return nil }   // a removal
                return DictionaryEvent(at: p, kind: .write(key: (p + 2, close), value: (close + 2, valueEnd(from: close + 2))))
            }
            return nil
        }
        if isPunct(p - 1, UInt8(ascii: "&")) { return DictionaryEvent(at: p, kind: .escape("'\(name)' is passed by reference (&\(name))")) }
        // `views.member…`
        if isPunct(p + 1, UInt8(ascii: ".")) && p + 2 < tokens.count && tokens[p + 2].kind == .identifier {
            let m = p + 2
            let call = isPunct(m + 1, UInt8(ascii: "(")) ? m + 1 : -1
            let arguments = call >= 0 ? split(call + 1, closing(call)) : []
            if matchesAny(m, ["merge", "addEntries"]), let first = arguments.first {
                var s = first.0
                if tokens[s].kind == .identifier && isPunct(s + 1, UInt8(ascii: ":")) { s += 2 }
                return DictionaryEvent(at: p, kind: .merge(s, first.1))
            }
            if matchesAny(m, ["updateValue", "setValue", "setObject"]), arguments.count == 2 {
                var k = arguments[1].0
                if tokens[k].kind == .identifier && isPunct(k + 1, UInt8(ascii: ":")) { k += 2 }
                var kEnd = arguments[1].1
                if let asIndex = (k..<kEnd).first(where: { isIdentifier($0, "as") }) { kEnd = asIndex }
                return DictionaryEvent(at: p, kind: .write(key: (k, kEnd), value: arguments[0]))
            }
            if matchesAny(m, ["removeValue", "removeObject", "removeAll", "removeAllObjects", "removeObjects", "count", "keys", "values",
                              "isEmpty", "allKeys", "allValues", "description", "first", "sorted", "filter", "map", "compactMap",
                              "flatMap", "forEach", "contains", "copy", "mutableCopy", "keyEnumerator", "object", "index",
                              "reduce", "enumerated", "mapValues", "compactMapValues", "merging", "keysSortedByValue", "objectEnumerator",
                              "startIndex", "endIndex", "lazy", "makeIterator", "debugDescription", "randomElement"]) {
                return nil
            }
            return DictionaryEvent(at: p, kind: .escape("'\(name).\(text(m))' may change it"))
        }
        // `[views setObject:v forKey:k]`, `[views addEntriesFromDictionary:d]`, `[views count]`.
        if language == .objc && isPunct(p - 1, UInt8(ascii: "[")) && Int(parent[p]) == p - 1 {
            let close = closing(p - 1)
            let m = p + 1
            guard m < close, tokens[m].kind == .identifier else { return nil }
            if matchesAny(m, ["setObject", "setValue"]) && isPunct(m + 1, UInt8(ascii: ":")),
               let keyPiece = (m + 2..<close).first(where: { (isIdentifier($0, "forKey") || isIdentifier($0, "forKeyedSubscript")) && isPunct($0 + 1, UInt8(ascii: ":")) && Int(parent[$0]) == p - 1 }) {
                return DictionaryEvent(at: p, kind: .write(key: (keyPiece + 2, close), value: (m + 2, keyPiece)))
            }
            if isIdentifier(m, "addEntriesFromDictionary") && isPunct(m + 1, UInt8(ascii: ":")) {
                return DictionaryEvent(at: p, kind: .merge(m + 2, close))
            }
            if matchesAny(m, ["objectForKey", "objectForKeyedSubscript", "valueForKey", "count", "allKeys", "allValues", "copy", "mutableCopy",
                              "removeObjectForKey", "removeAllObjects", "removeObjectsForKeys", "enumerateKeysAndObjectsUsingBlock",
                              "keyEnumerator", "objectEnumerator", "description", "isEqualToDictionary", "keysOfEntriesPassingTest"]) {
                return nil
            }
            return DictionaryEvent(at: p, kind: .escape("'[\(name) \(text(m))…]' may change it"))
        }
        // Passed to a method or function: an Objective-C mutable dictionary may be filled there.
        if language == .objc || mutableObject {
            if isPunct(p - 1, UInt8(ascii: ":")) && p >= 2 && (isIdentifier(p - 2, "views") || isIdentifier(p - 2, "metrics")) {
                return nil   // the `views:`/`metrics:` argument of a call: read
            }
            if isPunct(p - 1, UInt8(ascii: ":")) || isPunct(p - 1, UInt8(ascii: "(")) || isPunct(p - 1, UInt8(ascii: ",")) {
                if Int(parent[p]) >= 0 && (isPunct(Int(parent[p]), UInt8(ascii: "(")) || isPunct(Int(parent[p]), UInt8(ascii: "["))) {
                    if language == .objc && isPunct(Int(parent[p]), UInt8(ascii: "[")) && isPunct(Int(parent[p]) - 1, UInt8(ascii: "@")) { return nil }   // an array literal
                    if isIdentifier(Int(parent[p]) - 1, "NSDictionaryOfVariableBindings") { return nil }
                    return DictionaryEvent(at: p, kind: .escape("'\(name)' is passed to a call that may add keys"))
                }
            }
        }
        return nil
    }

    // MARK: Helpers of this file

    /// `name()`, `self.name()`, `Self.name(…)`, `[self name]`, `[self name:…]`, `[Type name]`:
    /// the helper's name and token, or nil.
    func helperCall(_ a: Int, _ b: Int) -> (name: String, at: Int)? {
        var s = a
        if b - a >= 4 && tokens[a].kind == .identifier && isPunct(a + 1, UInt8(ascii: ".")) {
            guard isOwnReceiver(a) else { return nil }   // `other.views()` is another object's
            s = a + 2
        }
        if tokens[s].kind == .identifier && isPunct(s + 1, UInt8(ascii: "(")) && closing(s + 1) == b - 1 { return (text(s), s) }
        if language == .objc && isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 && b - a >= 4 && tokens[a + 1].kind == .identifier
            && isOwnReceiver(a + 1) && tokens[a + 2].kind == .identifier && Int(parent[a + 2]) == a {
            return (text(a + 2), a + 2)
        }
        return nil
    }

    /// Whether the receiver at `index` is this object or a type (`self`, `Self`, `super`,
    /// `ProfileView`): only then can a member be one defined in this file.
    func isOwnReceiver(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        if matchesAny(index, ["self", "Self", "super"]) { return true }
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Every function, method and computed property of the file by name: its body's `{`.
    func functionBodies() -> [String: [Int]] {
        if let known = cache.functions { return known }
        var result: [String: [Int]] = [:]
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier else { continue }
            var nameIndex = -1
            if language == .swift && (isIdentifier(i, "func") || isIdentifier(i, "var")) && i + 1 < tokens.count && tokens[i + 1].kind == .identifier {
                nameIndex = i + 1
            } else if language == .objc && (isPunct(i - 1, UInt8(ascii: ")"))) && Int(match[i - 1]) >= 1,
                      isPunct(Int(match[i - 1]) - 1, UInt8(ascii: "-")) || isPunct(Int(match[i - 1]) - 1, UInt8(ascii: "+")),
                      block(of: i) < 0 || blockKind(block(of: i)) == .type || block(of: i) >= 0 && !isPunct(block(of: i), UInt8(ascii: "{")) {
                nameIndex = i
            }
            guard nameIndex >= 0 else { continue }
            // The body: the first `{` after the signature at the same level, before any `;` or `=`.
            var j = nameIndex + 1
            while j < tokens.count && j < nameIndex + 200 {
                if isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) || isPunct(j, UInt8(ascii: "=")) { j = -1; break }
                if isPunct(j, UInt8(ascii: "{")) { break }
                if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) { j = closing(j) + 1; continue }
                if language == .swift && isIdentifier(j, "var") || isIdentifier(j, "let") || isIdentifier(j, "func") { j = -1; break }
                j += 1
            }
            guard j > 0, isPunct(j, UInt8(ascii: "{")) else { continue }
            result[text(nameIndex), default: []].append(j)
        }
        cache.functions = result
        return result
    }

    /// What a helper of this file returns as a dictionary: the union of its `return`s.
    func helper(_ name: String, at index: Int, depth: Int) -> DictionaryKnowledge {
        guard let bodies = functionBodies()[name] else { return .unknown("'\(name)' is not defined in this file") }
        guard bodies.count == 1, let body = bodies.first else { return .unknown("'\(name)' has several definitions in this file") }
        guard depth < 4, !blockContains(body, index) else { return .unknown("'\(name)' calls itself") }
        var result: DictionaryKnowledge? = nil
        let close = closing(body)
        var i = body + 1
        while i < close {
            defer { i += 1 }
            guard isIdentifier(i, "return"), enclosingFunction(of: i) == body else { continue }
            let end = statementEnd(from: i + 1)
            let value = dictionary(i + 1, end, depth: depth + 1)
            result = result.map { union($0, value, at: Int(tokens[i].start)) } ?? value
        }
        if result == nil, language == .swift, close > body + 1 {
            result = dictionary(body + 1, close, depth: depth + 1)   // a single-expression body
        }
        guard var value = result else { return .unknown("'\(name)' returns no dictionary the scanner can see") }
        if case .known(var k) = value {
            k.steps.insert(contentsOf: note(Int(tokens[body].start), "returned by '\(name)' in this file"), at: 0)
            k.isMadeByHelper = true
            value = .known(k)
        }
        return value
    }
}

// MARK: Which constraints are active together

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
                if matchesAny(callee, ["activate", "addConstraints", "addConstraint"]) {
                    return isTernaryBranch(expressionStart(before: p)) ? nil : "\(scope) activated"
                }
                if matchesAny(callee, ["append", "Array"]) {
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
                    if matchesAny(piece, ["activateConstraints", "addConstraints"]) { return isTernaryBranch(p) ? nil : "\(scope) activated" }
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
            return sinkGroup(text(from: expressionStart(before: n), to: n + 1), scope: scope, at: call)
        }
        return nil
    }

    /// Which view a views entry holds (`DictionaryEntry.identity`): a local by its declaration
    /// (two loops' `button`, a closure's own `label` and a shadowing `let title` are different
    /// views), a parameter by its function or closure, a property of this file or a name not
    /// declared here by its name (`self.title`, `_title` and `title` are one) — each with the
    /// last assignment before the entry (in the entry's function, for a property): `label =
    /// [[UILabel alloc] init]` between two formats makes another view. Nil for anything else.
    func viewIdentity(_ entry: DictionaryEntry) -> String? {
        // A views dictionary shared by many calls gives each the same entries: worked out once.
        if let known = cache.viewIdentities[entry.valueRange] { return known }
        let identity = computeViewIdentity(entry)
        cache.viewIdentities[entry.valueRange] = .some(identity)
        return identity
    }

    private func computeViewIdentity(_ entry: DictionaryEntry) -> String? {
        guard let first = tokenIndex(at: entry.valueRange.lowerBound) else { return nil }
        var end = first
        while end < tokens.count && Int(tokens[end].end) <= entry.valueRange.upperBound { end += 1 }
        // `name`, `name!`, `self.name`, `self?.name`, `self.name!`, `name as Any`.
        var a = first, b = end
        if b - a >= 2, isPunct(b - 1, UInt8(ascii: "!")) { b -= 1 }
        if b - a >= 3, isIdentifier(b - 2, "as") { b -= 2 }
        var member = false
        if b - a >= 3, isIdentifier(a, "self"), isPunct(b - 2, UInt8(ascii: ".")) { a = b - 1; member = true }
        guard b - a == 1, tokens[a].kind == .identifier else { return nil }
        let name = text(a)
        let changes = nameChanges()[identity(ofName: a)] ?? []
        // The last assignment of the name before the entry, from `after` on (nil: none).
        func generation(after start: Int, inFunction function: Int?) -> Int? {
            var k = Self.partitionPoint(changes.count) { changes[$0].at < first } - 1
            while k >= 0 && changes[k].at > start {
                if changes[k].change == .assigned && (function == nil || enclosingFunction(of: changes[k].at) == function) { return changes[k].at }
                k -= 1
            }
            return nil
        }
        func property() -> String {
            let function = enclosingFunction(of: first)
            let since = generation(after: max(function, -1), inFunction: function).map { " @\($0)" } ?? ""
            return "property " + ViewFacts.identity(name) + since
        }
        if member { return property() }
        switch resolve(a) {
        case .declaration(let d):
            if isTypeOrFileLevel(d) { return property() }
            let since = generation(after: d, inFunction: nil).map { " @\($0)" } ?? ""
            return "local \(d) \(name)" + since
        case .parameter(let brace):
            let since = generation(after: brace, inFunction: nil).map { " @\($0)" } ?? ""
            return "parameter \(brace) \(name)" + since
        case .none:
            return property()   // an ivar or a property declared elsewhere
        case .conditional:
            return nil
        }
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
    static let constraintProperties = ["priority", "constant", "isActive", "active"]
    static let constraintChangingCalls = ["deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints",
                                          "setPriority", "setConstant", "setValue"]

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
    /// block looking at every token inside it was quadratic in the depth of nesting: the lintscale
    /// fuzz target found it on closures that never close, each running to the end of the file).
    /// A block holds the tokens whose innermost blocks lead to it (`braceParent`): in broken code
    /// where another kind of bracket ends a block that never closes, what follows is not in it.
    private func lastConstraintChanges() -> [Int: Int] {
        // Per block: the last change written directly in it; whether a change in a block inside
        // it runs later than written; when the changes in the blocks inside it run otherwise.
        var direct: [Int: Int] = [:]
        for i in tokens.indices where tokens[i].kind == .identifier && changesConstraints(i) {
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
                && !(matchesAny(i, ["isActive", "active"]) && matchesAny(i + 2, ["true", "YES"]))
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
        return matchesAny(k, ["forEach", "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "contains", "first",
                              "allSatisfy", "enumerateObjectsUsingBlock", "enumerateKeysAndObjectsUsingBlock"])
    }

    /// The outermost block around the use `u` inside the scope of the declaration `d` (opened
    /// after it) that may run later than where it is written (`runsLater`).
    /// (The answer for each block passed is remembered per declaration: asked for every use,
    /// the walk out was quadratic in the depth of nesting.)
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
        for i in tokens.indices where tokens[i].kind == .identifier && matchesAny(i, ["activate", "addConstraints", "activateConstraints"]) {
            result.append(i)
        }
        cache.activations = result
        return result
    }

    /// Words that start a statement or declare, never part of an expression before them
    /// (Objective-C++ `const auto c = …` declares `c`).
    static let statementWords = ["return", "let", "var", "in", "case", "if", "guard", "else", "const", "auto", "static"]

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
        if last.count == nameBytes.count, let d = declarations[String(decoding: last, as: UTF8.self)]?.last(where: { $0 < call }),
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
