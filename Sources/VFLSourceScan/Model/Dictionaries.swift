import VFLSyntax

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

extension SourceScanner {
    /// A step of the model's reasoning, kept only when explaining a site (`recordSteps`): the
    /// text is not even built otherwise.
    func note(_ offset: Int, _ text: @autoclosure () -> String) -> [ModelStep] {
        recordSteps ? [ModelStep(offset: offset, text: text())] : []
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
        if isNull(a, b) || b - a == 1 && language == .objc && tokens[a].kind == .number && text(a) == "0" {   // `metrics:0` is a null pointer
            return .known(DictionaryArgument(entries: [], range: whole, isVariableBindings: false,
                                             steps: note(at.lowerBound, "nil: no keys")))
        }
        if isPunct(a + 1, UInt8(ascii: "(")),
           isIdentifier(a, "NSDictionaryOfVariableBindings") || isIdentifier(a, "_NSDictionaryOfVariableBindings") || namesVariableBindings(a) {
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

    /// Whether the name at `a` is the file's own spelling of `NSDictionaryOfVariableBindings`, an
    /// object-like macro (`#define VarBindings NSDictionaryOfVariableBindings`) defined once.
    func namesVariableBindings(_ a: Int) -> Bool {
        guard language == .objc, tokens[a].kind == .identifier, let list = declarations[nameKey(a)], list.count == 1, isMacro(list[0]),
              let body = initializer(of: list[0]), body.1 - body.0 == 1 else { return false }
        return isIdentifier(body.0, "NSDictionaryOfVariableBindings")
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
            entries = bindingEntries(parts)
        }
        return DictionaryArgument(entries: entries, range: whole, isVariableBindings: true,
                                  steps: note(whole.lowerBound, "\(text(a))(…): keys \(Self.list(entries))"))
    }

    /// The entries `NSDictionaryOfVariableBindings` makes of these expressions: each keyed by
    /// its text without whitespace (`self.x` gives "self.x").
    func bindingEntries(_ parts: [(Int, Int)]) -> [DictionaryEntry] {
        parts.map { (p0, p1) in
            let r = range(from: p0, to: p1)
            let key = String(decoding: bytes[r.lowerBound..<r.upperBound].filter { $0 > 0x20 }, as: UTF8.self)
            return DictionaryEntry(key: key, keyRange: r, valueText: key, valueRange: r, number: nil)
        }
    }

    /// The dictionary a macro's `NSDictionaryOfVariableBindings(VIEW, …)` makes at its use at
    /// `call`, given these arguments for its parameters.
    func variableBindings(_ arguments: [(Int, Int)], call: Int, name: [UInt8]) -> DictionaryArgument {
        let entries = bindingEntries(arguments)
        return DictionaryArgument(entries: entries, range: tokens[call].range, isVariableBindings: true,
                                  steps: note(Int(tokens[call].start), "\(String(decoding: name, as: UTF8.self))(…) makes NSDictionaryOfVariableBindings of its arguments: keys \(Self.list(entries))"))
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
            let compact = compactText(from: a, to: b)
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

    /// The tokens from `a` to `b` written without spaces, and without the lightweight generics of
    /// a class (`NSMutableDictionary<NSString *, UIView *>` is `NSMutableDictionary`), for
    /// comparing a message with the forms it may take.
    func compactText(from a: Int, to b: Int) -> String {
        var result = ""
        var i = a
        while i < b {
            result += text(i)
            if tokens[i].kind == .identifier, isPunct(i + 1, UInt8(ascii: "<")), identifier(i, hasPrefix: "NS") {
                // The generic arguments: types, `*`, `,` and `__kindof`, up to the matching `>`.
                var j = i + 2, depth = 1
                while j < b && j < i + 24 && depth > 0 {
                    if isPunct(j, UInt8(ascii: "<")) { depth += 1 } else if isPunct(j, UInt8(ascii: ">")) { depth -= 1 }
                    else if tokens[j].kind != .identifier && !isPunct(j, UInt8(ascii: "*")) && !isPunct(j, UInt8(ascii: ",")) { break }
                    j += 1
                }
                if depth == 0 { i = j; continue }
            }
            i += 1
        }
        return result
    }

    /// `[NSMutableDictionary dictionaryWithDictionary:X]`, `NSMutableDictionary(dictionary: X)`,
    /// `[[NSMutableDictionary alloc] initWithDictionary:X]` (`NSDictionary`'s too), the whole of
    /// `[a, b)`: the range of X. A method of that name of another class or function may add keys
    /// of its own, and is not a copy.
    func copiedDictionary(_ a: Int, _ b: Int) -> (Int, Int)? {
        func dictionaryClass(_ k: Int) -> Bool { isIdentifier(k, "NSMutableDictionary") || isIdentifier(k, "NSDictionary") }
        let (a, b) = unparenthesized((a, b))
        guard b - a >= 5 else { return nil }
        if language == .objc {
            guard isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1, messagePieces(a).count == 1 else { return nil }
            let label: Int
            if dictionaryClass(a + 1), isIdentifier(a + 2, "dictionaryWithDictionary") {
                label = a + 2
            } else if isPunct(a + 1, UInt8(ascii: "[")), dictionaryClass(a + 2), isIdentifier(a + 3, "alloc"), isPunct(a + 4, UInt8(ascii: "]")),
                      isIdentifier(a + 5, "initWithDictionary") {
                label = a + 5
            } else {
                return nil
            }
            guard isPunct(label + 1, UInt8(ascii: ":")), label + 2 < b - 1 else { return nil }
            return (label + 2, b - 1)
        }
        guard dictionaryClass(a), isPunct(a + 1, UInt8(ascii: "(")), closing(a + 1) == b - 1, isIdentifier(a + 2, "dictionary"),
              isPunct(a + 3, UInt8(ascii: ":")), a + 4 < b - 1, split(a + 2, b - 1).count == 1 else { return nil }
        return (a + 4, b - 1)
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
        if b - s == 1 && tokens[s].kind == .string {
            let literal = literals[Int(tokens[s].value)]
            // Most keys are written without escapes: their value is their content.
            if literal.isVerbatim && !literal.isMultiline && !literal.hasInterpolation {
                return String(decoding: bytes[literal.contentRange.lowerBound..<literal.contentRange.upperBound], as: UTF8.self)
            }
            if let value = lexer.decode(literal).value, !literal.hasInterpolation {
                return String(decoding: value, as: UTF8.self)
            }
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
            let valueRange = range(from: colon + 1, to: p1)
            entries.append(DictionaryEntry(key: key, keyRange: range(from: p0, to: colon),
                                           valueText: text(from: colon + 1, to: p1), valueRange: valueRange,
                                           number: numberValue(valueRange)))
        }
        steps.insert(contentsOf: note(whole.lowerBound, "a literal with keys \(Self.list(entries))"), at: 0)
        return .known(DictionaryArgument(entries: entries, range: whole, isVariableBindings: false, isComplete: complete, steps: steps))
    }

    /// The number a metrics value written at `range` is (`12`, `-8.5`, `@12`, `@(12)`), or nil.
    /// Read from the bytes, which most values (names) fail at their first.
    func numberValue(_ range: ByteRange) -> Double? {
        var a = Int(range.start), b = min(Int(range.end), bytes.count)
        if a < b && bytes[a] == UInt8(ascii: "@") {
            a += 1
            if a < b && bytes[a] == UInt8(ascii: "(") && bytes[b - 1] == UInt8(ascii: ")") { a += 1; b -= 1 }
        }
        // A number starts with a digit or a point, after its sign (`inf`, `-nan` are names here).
        var digit = a
        if digit < b && (bytes[digit] == UInt8(ascii: "-") || bytes[digit] == UInt8(ascii: "+")) { digit += 1 }
        guard digit < b, bytes[digit] >= UInt8(ascii: "0") && bytes[digit] <= UInt8(ascii: "9") || bytes[digit] == UInt8(ascii: ".") else { return nil }
        return Double(String(decoding: bytes[a..<b], as: UTF8.self))
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
            if let assigned = assignedInMethod(bytes, at: index, depth: depth) ?? assignedOnlyInFile(bytes, at: index, depth: depth) { return assigned }
            return .unknown("'\(name)' is not declared as a local of this code (an instance variable or property is set elsewhere)")
        case .conditional:
            return .unknown("'\(name)' is declared in more than one #if branch: which one holds depends on the build")
        case .declaration(let d):
            if isLoopVariable(d) { return .unknown("'\(name)' is a loop variable") }
            if isTypeOrFileLevel(d) {
                if initializer(of: d) == nil, functionBodies()[name] != nil { return helper(name, at: index, depth: depth) }   // a computed property
                guard !isMutable(d) || isMacro(d) else {
                    if let assigned = assignedInMethod(bytes, at: index, depth: depth) { return assigned }
                    if let built = builtInInitializer(d, use: index, depth: depth) { return built }
                    if let filled = filledAcrossFile(d, depth: depth) ?? assignedOnlyInFile(bytes, at: index, depth: depth) { return filled }
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
        if let list = declarations[nameKey(index)], let d = list.first(where: { isTypeOrFileLevel($0) && !isMacro($0) }), list.filter({ isTypeOrFileLevel($0) }).count == 1 {
            if initializer(of: d) != nil {
                guard !isMutable(d) else {
                    return assignedInMethod(nameBytes(index), at: index, depth: depth) ?? builtInInitializer(d, use: index, depth: depth)
                        ?? filledAcrossFile(d, depth: depth) ?? .unknown("'\(name)' is a property that may be written elsewhere")
                }
                return settledValue(d, depth: depth)
            }
        }
        if let assigned = assignedInMethod(nameBytes(index), at: index, depth: depth) { return assigned }
        if functionBodies()[name] == nil, let only = assignedOnlyInFile(nameBytes(index), at: index, depth: depth) { return only }
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
}
