import VFLSyntax

// Swift helper objects: a class or struct that keeps the views (and metrics) it was made with
// in a constant property, and a method that hands a format to Auto Layout with them:
//
//     struct Layout {
//         let views: [String: Any]
//         func constraints(_ format: String) -> [NSLayoutConstraint] {
//             NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
//         }
//     }
//     let layout = Layout(views: ["title": title])
//     layout.constraints("H:|[title]|")
//
// The method's views are `HelperArgument.stored`, its initializer written as a
// `SwiftInitializer` key; a call sent to an object made by that initializer is read with what
// the object was made with, as an Objective-C helper object's is (`storedArgument`).

/// A Swift initializer as a `HelperArgument.stored` key: the type's name and the labels,
/// each marked when it has a default (`Layout(views:metrics=:)`), which an Objective-C selector
/// (`initWithViews:metrics:`) never looks like.
struct SwiftInitializer: Equatable {
    var type: String
    var labels: [String]
    var defaulted: [Bool]

    var key: String {
        type + "(" + zip(labels, defaulted).map { $0 + ($1 ? "=" : "") + ":" }.joined() + ")"
    }

    init(type: String, labels: [String], defaulted: [Bool]) {
        self.type = type
        self.labels = labels
        self.defaulted = defaulted
    }

    /// The initializer a key names, or nil for an Objective-C selector.
    init?(key: String) {
        guard key.last == ")", let open = key.firstIndex(of: "(") else { return nil }
        type = String(key[..<open])
        let pieces = key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ":").map(String.init)
        labels = pieces.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
        defaulted = pieces.map { $0.hasSuffix("=") }
    }
}

extension SourceScanner {
    /// For a Swift method of a class or struct that reads a property of its type (`views`,
    /// `self.views`) that only an initializer writes, from one of its parameters: that
    /// initializer and the parameter. The property is a `let` (no other code can write it) or
    /// a private `var` no other code of the file writes; the initializer is the one of the type
    /// that writes it (`self.views = views`), or a struct's memberwise one when it declares none.
    func storedBySwiftInitializer(_ range: (Int, Int)) -> HelperArgument? {
        var (a, b) = unparenthesized(range)
        let viaSelf = b - a == 3 && isIdentifier(a, "self") && isPunct(a + 1, UInt8(ascii: "."))
        if viaSelf { a += 2 }
        guard b - a == 1, tokens[a].kind == .identifier else { return nil }
        let type = enclosingType(of: a)
        guard type >= 0, let header = typeHeader(type), header.keyword == "class" || header.keyword == "struct" || header.keyword == "actor" else { return nil }
        // The property: `self.views` is the type's whatever else is named so; `views` must be it.
        let candidates = (declarations[nameKey(a)] ?? []).filter { block(of: $0) == type && !isMacro($0) }
        guard candidates.count == 1, let d = candidates.first else { return nil }
        if !viaSelf { guard case .declaration(d) = resolve(a) else { return nil } }
        // A constant; or a variable only the type's own code can write (a private one), or a
        // struct's, which other code changes only through the variable holding the value
        // (`storedSwiftArgument` reads only one that nothing writes through).
        // (No attribute: a wrapper's getter, or key-value coding of an `@objc` one, may change it.)
        let constant = isIdentifier(d - 1, "let"), isStruct = header.keyword == "struct"
        guard let modifiers = swiftModifiers(before: d - 1), !modifiers.hasAttribute, !modifiers.isClassMember, !modifiers.isDynamic,
              constant || isIdentifier(d - 1, "var") && (isStruct || modifiers.isPrivate),
              !isPunct(d + 1, UInt8(ascii: ",")), !constant || initializer(of: d) == nil, !hasAccessorBlock(d), hasDictionaryType(d) else { return nil }
        // No code of the type (or of the method reading it) replaces the whole value (`self = …`
        // in a `mutating` method), which would replace the property too.
        let helper = enclosingFunction(of: a)
        guard !assignsSelf(type + 1, closing(type)), helper < 0 || !assignsSelf(helper + 1, closing(helper)) else { return nil }
        let bodies = initializerBodies(ofType: type)
        if bodies.isEmpty {
            guard header.keyword == "struct", let memberwise = memberwiseInitializer(ofType: type, name: header.name),
                  let p = memberwise.properties.firstIndex(of: d), constant || onlyReadWhole(d, of: header.name, besides: nil) else { return nil }
            return .stored(initializer: memberwise.initializer.key, parameter: p)
        }
        // The one write of the property in the type's initializers: `self.views = views`.
        var found: (body: Int, value: Int)? = nil
        for body in bodies {
            for t in body + 1..<closing(body) where tokens[t].kind == .identifier && bytesEqual(tokens[t], nameBytes(d)) {
                let member = isIdentifier(t - 2, "self") && isPunct(t - 1, UInt8(ascii: ".")) && !isPunct(t - 3, UInt8(ascii: "."))
                guard member || !isPunct(t - 1, UInt8(ascii: ".")) && resolvesTo(t, d) else { continue }
                guard isPunct(t + 1, UInt8(ascii: "=")), !isComparison(t + 1) else { continue }
                // A statement of the initializer itself, with nothing before it that leaves early
                // (a variable with a value keeps it on a path that skips the write).
                guard found == nil, valueEnd(from: t + 2) == t + 3, tokens[t + 2].kind == .identifier,
                      case .parameter(body) = resolve(t + 2), block(of: t) == body, parameterUnchanged(t + 2, before: t, in: body),
                      !(body + 1..<t).contains(where: { matchesAny($0, Self.earlyExitWords) }) else { return nil }
                found = (body, t + 2)
            }
        }
        guard let found, let signature = parsedSignature(found.body), signature.name == "init",
              let p = signature.names.firstIndex(of: nameBytes(found.value)), !signature.variadic[p] else { return nil }
        guard constant || onlyReadWhole(d, of: header.name, besides: found.value - 2) else { return nil }
        let initializer = SwiftInitializer(type: header.name, labels: signature.labels, defaulted: signature.defaulted)
        return .stored(initializer: initializer.key, parameter: p)
    }

    /// `views ?? self.views` in a Swift method: the views a call passes for the helper's
    /// parameter, or, when it passes none, what the object it is sent to was made with; also
    /// through a constant of the method holding it (`guard let views = views ?? self.views`).
    func storedUnlessGiven(_ range: (Int, Int), parameter: ((Int, Int)?) -> Int?) -> HelperArgument? {
        guard language == .swift else { return nil }
        var (a, b) = unparenthesized(range)
        if b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), isIdentifier(d - 1, "let"),
           !isTypeOrFileLevel(d), let value = initializer(of: d) {
            (a, b) = unparenthesized(value)
        }
        guard b - a >= 4, tokens[a].kind == .identifier, isPunct(a + 1, UInt8(ascii: "?")), isPunct(a + 2, UInt8(ascii: "?")),
              Int(tokens[a + 2].start) == Int(tokens[a + 1].end), let p = parameter((a, a + 1)),
              let signature = parsedSignature(enclosingFunction(of: a)), p < signature.types.count, defaultsToNil(signature, p),
              case .stored(let initializer, let q, nil)? = storedBySwiftInitializer((a + 3, b)) else { return nil }
        return .stored(initializer: initializer, parameter: q, unlessGiven: p)
    }

    /// Whether the Swift parameter `p` has no default or `nil` (a call leaving it out gives none).
    private func defaultsToNil(_ signature: ParsedSignature, _ p: Int) -> Bool {
        guard signature.defaulted[p] else { return true }
        let equals = signature.types[p].1
        return isPunct(equals, UInt8(ascii: "=")) && isIdentifier(equals + 1, "nil")
            && (isPunct(equals + 2, UInt8(ascii: ",")) || isPunct(equals + 2, UInt8(ascii: ")")))
    }

    static let earlyExitWords = WordSet(["return", "throw", "guard", "fatalError"])
    /// Words before a `(` that opens no call's arguments (a pattern, a condition, a tuple).
    static let nonCallees = WordSet(["let", "var", "case", "if", "guard", "while", "return", "in", "for", "switch", "where", "try", "await", "throw"])

    /// Whether every mention of the variable property declared at `d` of the type `type` that
    /// the type's code or another object may make, but its declaration and the write at
    /// `besides`, reads it whole as a call's argument (`views: views`, `views ?? self.views`,
    /// `guard let v = views ?? self.views else`): no change it makes in place is missed.
    private func onlyReadWhole(_ d: Int, of type: String, besides write: Int?) -> Bool {
        let name = nameBytes(d)
        for t in tokens.indices where tokens[t].kind == .identifier && t != d && t != write && bytesEqual(tokens[t], name)
            && mayChangeMember(at: t, of: type) && (isPunct(t - 1, UInt8(ascii: ".")) || resolvesTo(t, d)) {
            // (An argument label or a parameter's name, `views:`, is no mention.)
            guard isPunct(t + 1, UInt8(ascii: ")")) || isPunct(t + 1, UInt8(ascii: ",")) || isIdentifier(t + 1, "else")
                    || isPunct(t + 1, UInt8(ascii: ":")) && !isPunct(t - 1, UInt8(ascii: ".")) else { return false }
        }
        return true
    }

    /// Whether tokens `[from, to)` assign `self` (`self = …`).
    private func assignsSelf(_ from: Int, _ to: Int) -> Bool {
        (from..<max(from, to)).contains { isIdentifier($0, "self") && !isPunct($0 - 1, UInt8(ascii: ".")) && isPunct($0 + 1, UInt8(ascii: "=")) && !isComparison($0 + 1) }
    }

    /// Whether the initializer's parameter named at `value` is what the caller gave where it is
    /// stored at `write`: no `var` copy of it changed first (`var views = views`). Its name may
    /// be an argument's label, or the whole argument of a call (`prepare(views: views)`: a
    /// dictionary is a value, which the callee gets a copy of).
    private func parameterUnchanged(_ value: Int, before write: Int, in body: Int) -> Bool {
        !(body + 1..<write).contains { t in
            guard tokens[t].kind == .identifier, bytesEqual(tokens[t], nameBytes(value)), !isPunct(t - 1, UInt8(ascii: ".")) else { return false }
            // In a call's parentheses (not a tuple pattern binding a new name: `let (views, _) = …`).
            let open = Int(parent[t])
            guard open >= 1, isPunct(open, UInt8(ascii: "(")), !isPunct(closing(open) + 1, UInt8(ascii: "=")),
                  tokens[open - 1].kind == .identifier ? !matchesAny(open - 1, Self.nonCallees)
                    : isPunct(open - 1, UInt8(ascii: ")")) || isPunct(open - 1, UInt8(ascii: "]")) || isPunct(open - 1, UInt8(ascii: ">")) else { return true }
            let afterOpen = isPunct(t - 1, UInt8(ascii: "(")) || isPunct(t - 1, UInt8(ascii: ","))
            let label = afterOpen && isPunct(t + 1, UInt8(ascii: ":"))
            let argument = (afterOpen || isPunct(t - 1, UInt8(ascii: ":")) && (isPunct(t - 3, UInt8(ascii: "(")) || isPunct(t - 3, UInt8(ascii: ","))))
                && (isPunct(t + 1, UInt8(ascii: ")")) || isPunct(t + 1, UInt8(ascii: ",")))
            return !label && !argument
        }
    }

    /// Whether a change of a name at `t` may be one of the member of that name of the type
    /// `type`: in the type or an extension of it, or sent to some object (`other.views = …`), not
    /// another type's own member (`views` or `self.views` there).
    private func mayChangeMember(at t: Int, of type: String) -> Bool {
        if typeName(enclosingType(of: t)) == type { return true }
        return isPunct(t - 1, UInt8(ascii: ".")) && !(isIdentifier(t - 2, "self") && !isPunct(t - 3, UInt8(ascii: ".")))
    }

    /// Whether the property declared at `d` is written a Swift dictionary (`[String: Any]`,
    /// `[String: UIView]?`, `Dictionary<String, Any>`): a value, copied when it is stored, which
    /// no other code holding the caller's can change.
    private func hasDictionaryType(_ d: Int) -> Bool {
        guard isPunct(d + 1, UInt8(ascii: ":")) else { return false }
        if isIdentifier(d + 2, "Dictionary") { return true }
        guard isPunct(d + 2, UInt8(ascii: "[")) else { return false }
        let close = closing(d + 2)
        return (d + 3..<close).contains { isPunct($0, UInt8(ascii: ":")) && Int(parent[$0]) == d + 2 }
    }

    /// Whether code in reach of the variable declared at `d` writes a member through it
    /// (`layout.views = …`, `layout.views["x"] = …`, `layout.views += …`,
    /// `layout.views.removeAll()`), or hands a member on to be changed (`&layout.views`).
    private func writesMembers(through d: Int) -> Bool {
        let scope = declarationScope(d)
        let end = scope >= 0 ? closing(scope) : tokens.count
        let name = nameBytes(d)
        for t in d + 1..<end where tokens[t].kind == .identifier && bytesEqual(tokens[t], name) && !isPunct(t - 1, UInt8(ascii: ".")) {
            guard isPunct(t + 1, UInt8(ascii: ".")), t + 2 < end, tokens[t + 2].kind == .identifier, resolvesTo(t, d) else { continue }
            if isPunct(t - 1, UInt8(ascii: "&")) { return true }
            var after = t + 3
            if isPunct(after, UInt8(ascii: "[")) { after = closing(after) + 1 }
            if isPunct(after, UInt8(ascii: "=")) && !isComparison(after) { return true }
            if isPunct(after + 1, UInt8(ascii: "=")) && [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/")].contains(punctuation(after)) { return true }
            if isPunct(after, UInt8(ascii: ".")) && !isPunct(t + 3, UInt8(ascii: "(")) { return true }
        }
        return false
    }

    /// Whether every use of the variable declared at `d` before the call at `index` (its name
    /// token) reads a member or sends a method of the call's name.
    private func sentOnly(_ index: Int, since d: Int) -> Bool {
        let name = nameBytes(d)
        for t in d + 1..<(index - 2) where tokens[t].kind == .identifier && bytesEqual(tokens[t], name) && !isPunct(t - 1, UInt8(ascii: ".")) && resolvesTo(t, d) {
            guard isPunct(t + 1, UInt8(ascii: ".")), t + 2 < tokens.count, tokens[t + 2].kind == .identifier else { return false }
            if isPunct(t + 3, UInt8(ascii: "(")) && !bytesEqual(tokens[t + 2], nameBytes(index)) { return false }
        }
        return true
    }

    /// Whether the name at `t` is the declaration `d` (not a local or parameter that hides it).
    private func resolvesTo(_ t: Int, _ d: Int) -> Bool {
        if case .declaration(d) = resolve(t) { return true }
        return false
    }

    /// Whether the property declared at `d` is followed by a block: computed (`var v: T { … }`)
    /// or observed (`{ didSet … }`).
    private func hasAccessorBlock(_ d: Int) -> Bool {
        var j = d + 1
        while j < tokens.count && j < d + 64 {
            if isPunct(j, UInt8(ascii: "{")) { return true }
            if isPunct(j, UInt8(ascii: "=")) || isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) { return false }
            if j > d + 1 && newline(between: j - 1, and: j, continued: false) && !isPunct(j - 1, UInt8(ascii: ":")) { return false }
            if isPunct(j, UInt8(ascii: "[")) || isPunct(j, UInt8(ascii: "(")) { j = closing(j) + 1; continue }
            j += 1
        }
        return false
    }

    /// The bodies (`{`) of the initializers the type whose body opens at `type` declares in it.
    func initializerBodies(ofType type: Int) -> [Int] {
        let end = closing(type)
        var bodies: [Int] = []
        var k = type + 1
        while k < end {
            defer { k += 1 }
            guard isIdentifier(k, "init"), block(of: k) == type, !isPunct(k - 1, UInt8(ascii: ".")) else { continue }
            var open = k + 1
            if isPunct(open, UInt8(ascii: "?")) || isPunct(open, UInt8(ascii: "!")) { open += 1 }
            guard isPunct(open, UInt8(ascii: "(")) else { continue }
            var j = closing(open) + 1
            while j < end && j < open + 96 && !isPunct(j, UInt8(ascii: "{")) && !isPunct(j, UInt8(ascii: "}")) && !isPunct(j, UInt8(ascii: ";")) { j += 1 }
            if isPunct(j, UInt8(ascii: "{")) { bodies.append(j); k = closing(j) }
        }
        return bodies
    }

    /// A struct's memberwise initializer (`Layout(views:metrics:)`) when the struct, whose body
    /// opens at `type`, declares no initializer: a parameter for each stored instance property in
    /// order, but constants with a value; variables with one have a default. Nil when a
    /// property is one this does not read (`lazy`, a wrapper, observed, `let a, b`, a tuple).
    func memberwiseInitializer(ofType type: Int, name: String) -> (initializer: SwiftInitializer, properties: [Int])? {
        let end = closing(type)
        var labels: [String] = [], defaulted: [Bool] = [], properties: [Int] = []
        var k = type + 1
        while k < end {
            defer { k += 1 }
            if isPunct(k, UInt8(ascii: "{")) { k = closing(k); continue }
            guard isIdentifier(k, "let") || isIdentifier(k, "var"), block(of: k) == type else { continue }
            let d = k + 1
            guard d < end, tokens[d].kind == .identifier, !isPunct(d + 1, UInt8(ascii: ",")) else { return nil }
            if isStaticDeclaration(d) { continue }
            // Attributes (`@State`, `@objc`) and `lazy` before the keyword.
            var m = k - 1
            while m > type, tokens[m].kind == .identifier, matchesAny(m, Self.swiftModifiers) || isIdentifier(m, "lazy") || isIdentifier(m, "weak") || isIdentifier(m, "unowned") {
                if isIdentifier(m, "lazy") { return nil }
                m -= 1
            }
            if isPunct(m, UInt8(ascii: ")")), Int(match[m]) >= 1 { m = Int(match[m]) - 1 }   // `private(set)`
            if m > type, tokens[m].kind == .identifier, isPunct(m - 1, UInt8(ascii: "@")) { return nil }
            let value = initializer(of: d) != nil
            if !value && hasAccessorBlock(d) {
                // A computed property takes no parameter; an observed one is not read here.
                let open = (d + 1..<end).first { isPunct($0, UInt8(ascii: "{")) } ?? d
                if isIdentifier(open + 1, "didSet") || isIdentifier(open + 1, "willSet") { return nil }
                continue
            }
            if isIdentifier(k, "let") && value { continue }
            labels.append(text(d))
            defaulted.append(value)
            properties.append(d)
        }
        guard !labels.isEmpty else { return nil }
        return (SwiftInitializer(type: name, labels: labels, defaulted: defaulted), properties)
    }

    /// The argument the Swift object a method at `index` is sent to was made with, for the
    /// parameter `parameter` of `initializer` (`receiverCreation`). Nil when the call leaves
    /// that parameter to its default.
    func storedSwiftArgument(receiverOf index: Int, initializer: SwiftInitializer, parameter: Int) -> (Int, Int)? {
        guard let (a, b) = receiverCreation(of: index, type: initializer.type) else { return nil }
        // The arguments by label, as Swift matches them (a defaulted parameter may be left out).
        guard let given = swiftArguments(split(a + 1, b), labels: initializer.labels, defaulted: initializer.defaulted, variadic: []) else { return nil }
        // Another initializer's call (one of an extension) if a parameter without a default is
        // left out; `nil` stored is no dictionary (the helper may unwrap it and stop).
        guard given.indices.allSatisfy({ given[$0] != nil || initializer.defaulted[$0] }), let argument = given[parameter],
              !isNull(argument.0, argument.1) else { return nil }
        return argument
    }

    /// The parentheses of the initializer's call `type(…)` (or `type.init(…)`) that made the
    /// Swift object a method at `index` is sent to: the receiver is a constant or an unchanged
    /// variable made by it (`let layout = Layout(views: v)`, then `layout.constraints(…)`), or
    /// the call itself (`Layout(views: v).constraints(…)`).
    func receiverCreation(of index: Int, type: String) -> (open: Int, close: Int)? {
        guard index >= 2, isPunct(index - 1, UInt8(ascii: ".")) else { return nil }
        let r = index - 2
        var creation: (Int, Int)
        if tokens[r].kind == .identifier {
            // A local constant (or one of the type around the call: a global may be hidden by a
            // member declared elsewhere); or a local variable never assigned again, whose members
            // are never written through it and which is sent no other method before the call
            // (a `mutating` one may replace the whole value).
            guard !isPunct(r - 1, UInt8(ascii: ".")), case .declaration(let d) = resolve(r), !isMacro(d),
                  !isTypeOrFileLevel(d) || isIdentifier(d - 1, "let") && block(of: d) >= 0 && block(of: d) == enclosingType(of: index),
                  isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var") && !changedAfterDeclaration(d) && !writesMembers(through: d)
                    && sentOnly(index, since: d),
                  let value = self.initializer(of: d) else { return nil }
            creation = unparenthesized(value)
        } else if isPunct(r, UInt8(ascii: ")")), Int(match[r]) >= 1 {
            let open = Int(match[r])
            var start = open - 1
            if isIdentifier(start, "init"), isPunct(start - 1, UInt8(ascii: ".")) { start -= 2 }
            guard start >= 0, !isPunct(start - 1, UInt8(ascii: ".")) else { return nil }
            creation = (start, r + 1)
        } else {
            return nil
        }
        // `Type(…)` or `Type.init(…)`, the whole value.
        var (a, b) = creation
        guard b - a >= 3, tokens[a].kind == .identifier, equals(tokens[a], type), !isPunct(a - 1, UInt8(ascii: ".")) else { return nil }
        a += 1
        if isPunct(a, UInt8(ascii: ".")), isIdentifier(a + 1, "init") { a += 2 }
        guard isPunct(a, UInt8(ascii: "(")), closing(a) == b - 1 else { return nil }
        return (a, b - 1)
    }
}
