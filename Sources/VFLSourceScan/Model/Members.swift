import VFLSyntax

// What a member of `self` (`views`, `_views`, `self.views`) holds where it is read: the value
// the method around the read assigned it, or a Swift initializer built in it, when nothing that
// runs between can set it otherwise (`nothingChangesSelf`): messages to `self`, accessors of
// the member, other objects that may reach back.

extension SourceScanner {
    /// Whether the name at `at` is no local of the code around it: an instance variable or
    /// property (declared at the type's level, or elsewhere).
    func isMember(_ at: Int) -> Bool {
        switch resolve(at) {
        case .none: return true
        case .declaration(let d): return isTypeOrFileLevel(d) && !isMacro(d)
        case .parameter, .conditional: return false
        }
    }

    /// Selectors a message to `self` may be sent between a member's assignment and its use
    /// without changing it: UIKit's and AppKit's own view and constraint methods.
    static let layoutMessages = WordSet(["addConstraints", "addConstraint", "removeConstraints", "removeConstraint", "addSubview",
                                         "insertSubview", "setNeedsLayout", "setNeedsUpdateConstraints", "layoutIfNeeded",
                                         "setTranslatesAutoresizingMaskIntoConstraints", "addLayoutGuide", "bringSubviewToFront",
                                         "sendSubviewToBack", "view", "contentView", "superview", "bounds", "frame", "layer"])

    /// Words after which an expression starts (`try batch { }`).
    static let expressionWords = WordSet(["try", "await", "return", "throw"])

    /// Words a `(` may follow that call nothing (`for (_, view) in views`, `if (flag)`).
    static let keywordsBeforeParentheses = WordSet(["for", "while", "if", "guard", "switch", "case", "return", "in", "where", "catch",
                                         "try", "await", "throw", "let", "var", "as", "is", "else", "repeat", "do", "defer"])

    /// An instance variable or property (`views`, `_views`, `self.views`) read at `index` that
    /// the method around it assigned before, on every path to the use (`viewsDictionary =
    /// NSDictionaryOfVariableBindings(imageView);` then `views:viewsDictionary`): that value,
    /// when nothing between could change it (another assignment, a block, a message to `self`
    /// or `super` other than a layout call of the view itself). Nil otherwise.
    /// `sentHelper`: the use is a call of a helper that reads the member (`.member`), whose body
    /// also runs messages to other objects, so the value must be one no one else can change.
    func assignedInMethod(_ name: [UInt8], at index: Int, depth: Int, sentHelper: Bool = false) -> DictionaryKnowledge? {
        let function = enclosingFunction(of: index)
        guard depth < 8, function > 0, blockKind(function) == .function,
              let sites = nameChanges()[Self.identityKey(ofName: name, 0, name.count)] else { return nil }
        let k = Self.partitionPoint(sites.count) { sites[$0].at < index } - 1
        guard k >= 0, sites[k].at > function, sites[k].change == .assigned else { return nil }
        let at = sites[k].at
        guard assignsMemberWhole(at), isMember(at) else { return nil }
        guard block(of: at) == function || reach(at, to: index, declaration: function) == .must,
              enclosingFunction(of: at) == function else { return nil }
        // Read in a `defer` block, a closure that may run later or a local function: a later
        // assignment of the method may run first.
        guard blockRunningLater(around: index, declaration: function) == nil else { return nil }
        // Assigned again after the use around a loop: a later round reads that value. Only an
        // assignment inside a loop or closure around the use can reach it so (`reach`).
        var around = -1   // the end of the outermost loop or closure around the use, in the function
        var brace = block(of: index)
        while brace > function {
            if blockKind(brace) == .loop || blockKind(brace) == .closure { around = closing(brace) }
            brace = block(of: brace)
        }
        for later in sites[(k + 1)...] {
            if later.at >= min(around, closing(function)) { break }   // (the sites are in order)
            if reach(later.at, to: index, declaration: function) != .excluded { return nil }
        }
        let valueEnd = valueEnd(from: at + 2)
        // A setter, observer or getter of its own may store something else than the value.
        guard valueEnd <= index, !memberHasAccessors(name) else { return nil }
        // A value other objects cannot change (Swift's dictionaries are values).
        let settled = language == .swift || isWholeImmutableDictionary(at + 2, valueEnd)
        guard settled || !sentHelper else { return nil }
        // What runs between the assignment's value and the use (a message to `self` in the value
        // itself runs before the member holds it). Other objects' methods are taken to leave the
        // member alone only when no code of the file sets it but in this method.
        let othersMayRun = settled && !memberSetElsewhere(name, than: function)
        guard nothingChangesSelf(from: valueEnd, to: index, othersMayRun: othersMayRun) else { return nil }
        return dictionary(at + 2, valueEnd, depth: depth + 1)
    }

    /// A Swift stored property declared with a value (`var parts = [String: NSView]()`) and read
    /// in an initializer of its type that is the only code of the file changing it: at the
    /// start of the initializer it holds that value (`super.init` cannot reach a write), then
    /// each write of the initializer that reaches the use, as a local's (`parts["title"] =
    /// title`). Nil when a message to `self` or a block runs before the use (`nothingChangesSelf`).
    func builtInInitializer(_ d: Int, use u: Int, depth: Int) -> DictionaryKnowledge? {
        guard language == .swift, depth < 8, initializer(of: d) != nil,
              !isStaticDeclaration(d) else { return nil }   // a type's own
        let type = block(of: d), function = enclosingFunction(of: u)
        guard type >= 0, blockKind(type) == .type, function > 0, block(of: function) == type,
              let signature = parsedSignature(function), signature.name == "init" else { return nil }
        // Read in a `defer` block, a closure that may run later or a local function: a later
        // write of the initializer may run first.
        guard blockRunningLater(around: u, declaration: function) == nil else { return nil }
        let name = nameBytes(d), end = closing(function), typeName = self.typeName(type)
        // `super.init` of a UIKit or AppKit class calls no method of the project's that could set it.
        let frameworkSuperclass = superclassName(type).map { AppleClasses.settingUpNothing.contains($0) } ?? false
        guard let sites = nameChanges()[Self.identityKey(ofName: name, 0, name.count)], !memberHasAccessors(name),
              nothingChangesSelf(from: function + 1, to: u, othersMayRun: true, superInit: frameworkSuperclass) else { return nil }
        // (The sites are in order: those in the initializer are passed over at once.)
        let inside = Self.partitionPoint(sites.count) { sites[$0].at <= function }..<Self.partitionPoint(sites.count) { sites[$0].at < end }
        for site in sites[..<inside.lowerBound] + sites[inside.upperBound...] {
            // Another type's own member of the name (not an extension of this type, nor this
            // type's member set through a reference: `view.parts[k] = …`).
            let other = enclosingType(of: site.at)
            if other >= 0, other != type, let otherName = self.typeName(other), otherName != typeName, !isPunct(site.at - 1, UInt8(ascii: ".")) { continue }
            return nil
        }
        return flowThrough(declaration: d, use: u, depth: depth + 1)
    }

    /// Whether the member `name` (`views`, `_views`) may be set by code other than an
    /// assignment the model reads: a Swift getter, setter or observer (`didSet`), an
    /// Objective-C setter (`setViews:`, defined or sent), KVC with its name, or `@synthesize`
    /// to another instance variable.
    func memberHasAccessors(_ name: [UInt8]) -> Bool {
        let bare = name.count > 1 && name[0] == UInt8(ascii: "_") ? Array(name.dropFirst()) : name
        let key = NameKey(bare)
        if let known = cache.accessors[key] { return known }
        var found = false
        let text = String(decoding: bare, as: UTF8.self)
        if language == .swift {
            for d in declarations[key] ?? [] where isTypeOrFileLevel(d) && !isMacro(d) {
                // `var x: T { … }`, `var x = v { didSet { … } }`: a body after the declaration.
                if let value = initializer(of: d) {
                    found = found || (value.0..<value.1).contains { isPunct($0, UInt8(ascii: "{")) && parent[$0] == parent[value.0]
                        && (isIdentifier($0 + 1, "didSet") || isIdentifier($0 + 1, "willSet")) }
                }
                else { found = found || functionBodies()[text] != nil }
            }
        } else {
            let setter = NameKey(Array(("set" + text.prefix(1).uppercased() + text.dropFirst()).utf8))
            found = accessorFacts.setters.contains(setter) || accessorFacts.synthesized.contains(key)
        }
        // `setValue:forKey:@"x"`, `setValue(v, forKey: "x")`: any literal of the name.
        if !found {
            found = bare.count <= AccessorFacts.longestLiteral ? accessorFacts.literals.contains(key) : literals.contains { lexer.decode($0).value == bare }
        }
        cache.accessors[key] = found
        return found
    }

    /// The facts of the file `memberHasAccessors` looks names up in, gathered in one pass at
    /// its first question: the Objective-C names a setter could have (`setTitle`), the names
    /// `@synthesize` gives another instance variable (`title = _label`), and the literals'
    /// values as long as a name may be.
    private var accessorFacts: AccessorFacts {
        if let known = cache.accessorFacts { return known }
        var facts = AccessorFacts()
        if language == .objc {
            for t in tokens.indices where tokens[t].kind == .identifier {
                let start = Int(tokens[t].start), end = Int(tokens[t].end)
                // A setter takes the value: `setTitle:`, defined or sent (`setTitle` alone is another method).
                if end - start > 3 && bytes[start] == UInt8(ascii: "s") && bytes[start + 1] == UInt8(ascii: "e") && bytes[start + 2] == UInt8(ascii: "t")
                    && isPunct(t + 1, UInt8(ascii: ":")) {
                    facts.setters.insert(NameKey(bytes, start, end))
                } else if isIdentifier(t, "synthesize") && isPunct(t - 1, UInt8(ascii: "@")) {
                    var k = t + 1
                    while k < tokens.count && !isPunct(k, UInt8(ascii: ";")) {
                        if tokens[k].kind == .identifier, isPunct(k + 1, UInt8(ascii: "=")) { facts.synthesized.insert(nameKey(k)) }
                        k += 1
                    }
                }
            }
        }
        for literal in literals {
            if let value = lexer.decode(literal).value, value.count <= AccessorFacts.longestLiteral { facts.literals.insert(NameKey(value)) }
        }
        cache.accessorFacts = facts
        return facts
    }

    /// Whether code of the file other than the function at `function` sets the member `name`,
    /// or any code sets it through another reference (`panel.views = …`, `view.parts[k] = …`):
    /// a method of another object (a delegate, a view the member's owner made) may then set
    /// it while this method runs.
    func memberSetElsewhere(_ name: [UInt8], than function: Int) -> Bool {
        let writers = memberWriters(Self.identityKey(ofName: name, 0, name.count))
        return writers.throughOthers || writers.functions.contains { $0 != function }
    }

    /// Where the member of identity `key` is set: whether through another reference than
    /// `self`, and the functions that set it as a member (worked out once a name: every read
    /// of a member asks).
    private func memberWriters(_ key: NameKey) -> MemberWriters {
        if let known = cache.memberWriters[key] { return known }
        var writers = MemberWriters()
        for site in nameChanges()[key] ?? [] {
            let dotted = isPunct(site.at - 1, UInt8(ascii: "."))
            if dotted && !(isIdentifier(site.at - 2, "self") && !isPunct(site.at - 3, UInt8(ascii: "."))) { writers.throughOthers = true }
            if dotted || isMember(site.at) { writers.functions.insert(enclosingFunction(of: site.at)) }
        }
        cache.memberWriters[key] = writers
        return writers
    }

    /// Whether the code from token `from` to `to` cannot change a member of `self` but by
    /// assigning it (which `nameChanges` shows): no block, and no message to `self` or `super` but a layout call of the view itself, a
    /// property read, or a helper that leaves `self` alone (`HelperSignature.leavesSelfAlone`).
    /// Messages to other objects are taken not to reach back; in Objective-C a message to one
    /// held by `self` (`[self.view addSubview:…]`) only when `othersMayRun`: the member's value
    /// is then one no message can change.
    /// `superInit`: `super.init(…)` may run too (no method it reaches writes the member).
    func nothingChangesSelf(from: Int, to: Int, othersMayRun: Bool, superInit: Bool = false) -> Bool {
        let to = min(to, tokens.count)
        guard from < to else { return true }
        // Each token is judged alone: what was read from `from` on is kept for the next question
        // from there (an initializer's reads each ask from its start).
        let key = SelfScanKey(from: from, othersMayRun: othersMayRun, superInit: superInit)
        var scan = cache.selfScans[key] ?? SelfScan(clearUpTo: from)
        if scan.changedAt == nil {
            while scan.clearUpTo < to {
                cache.selfTokensJudged += 1
                if mayChangeSelf(at: scan.clearUpTo, othersMayRun: othersMayRun, superInit: superInit) {
                    scan.changedAt = scan.clearUpTo
                    break
                }
                scan.clearUpTo += 1
            }
            cache.selfScans[key] = scan
        }
        return (scan.changedAt ?? to) >= to
    }

    /// Whether token `t` may change a member of `self` but by assigning it (`nothingChangesSelf`).
    private func mayChangeSelf(at t: Int, othersMayRun: Bool, superInit: Bool) -> Bool {
        if isPunct(t, UInt8(ascii: "^")) { return true }   // a block
        guard tokens[t].kind == .identifier else { return false }
        func isName(_ i: Int) -> Bool { i < tokens.count && tokens[i].kind == .identifier }
        if isIdentifier(t, "self") || isIdentifier(t, "super") {
            if isPunct(t - 1, UInt8(ascii: "[")) {
                // `[self addConstraints:…]`: a layout call of the view itself; `[self.view
                // addSubview:…]`: a message to another object.
                if isName(t + 1), matchesAny(t + 1, Self.layoutMessages) || othersMayRun && leavesSelfAlone(call: t + 1) { return false }
                if othersMayRun, isPunct(t + 1, UInt8(ascii: ".")) || isPunct(t + 1, UInt8(ascii: "-")) && isPunct(t + 2, UInt8(ascii: ">")) { return false }
                return true
            }
            // `self?.x`, `self!.x`: as `self.x`.
            let dot = isPunct(t + 1, UInt8(ascii: "?")) || isPunct(t + 1, UInt8(ascii: "!")) ? t + 2 : t + 1
            if isPunct(dot, UInt8(ascii: ".")), isName(dot + 1) {
                let member = dot + 1
                let called = isPunct(member + 1, UInt8(ascii: "(")) || isTrailingClosure(after: member)
                // `self.x`, `self.x = …`: a property read or set; `self.view.addSubview(…)`: a
                // message to another object. Any other method of `self` may change the member.
                if called {
                    if matchesAny(member, Self.layoutMessages) || othersMayRun && leavesSelfAlone(call: member) { return false }
                    if superInit, isIdentifier(t, "super"), isIdentifier(member, "init") { return false }
                    return true
                }
                if !othersMayRun, language == .swift, isPunct(member + 1, UInt8(ascii: ".")) { return true }
                // `self.other = …` runs the property's setter or observer, which may set the member.
                return isPunct(member + 1, UInt8(ascii: "=")) && !isPunct(member + 2, UInt8(ascii: "=")) && memberHasAccessors(nameBytes(member))
            }
            if isPunct(t + 1, UInt8(ascii: "(")) { return true }
            // `self` handed to other code, which may call back: only as a target of actions
            // (`initWithTarget:self action:…`, `addTarget(self, action: …)`, `target: self, action: …`)
            // or a closure's capture.
            let action = isIdentifier(t + 1, "action") || isPunct(t + 1, UInt8(ascii: ",")) && isIdentifier(t + 2, "action")
            if action, isPunct(t - 1, UInt8(ascii: ":")), isName(t - 2), text(t - 2).hasSuffix("arget") { return false }
            if action, isPunct(t - 1, UInt8(ascii: "(")), t >= 2, isName(t - 2), text(t - 2) == "addTarget" { return false }
            return !(isIdentifier(t - 1, "weak") || isIdentifier(t - 1, "unowned"))
        }
        // `other = …`, `_other = …` of a member with an observer or a setter of its own.
        if isPunct(t + 1, UInt8(ascii: "=")), !isPunct(t + 2, UInt8(ascii: "=")), !isPunct(t - 1, UInt8(ascii: ".")),
           !isIdentifier(t - 1, "let"), !isIdentifier(t - 1, "var"), isMember(t), memberHasAccessors(nameBytes(t)) { return true }
        // Swift: a method of this type called without `self.` (`refresh()`, `batch { … }`), not
        // a layout call, a type's initializer (`UILabel()`) or another object's (`x.f()`).
        if language == .swift, isPunct(t + 1, UInt8(ascii: "(")) || isTrailingClosure(after: t), !isPunct(t - 1, UInt8(ascii: ".")),
           !matchesAny(t, Self.layoutMessages), !matchesAny(t, Self.keywordsBeforeParentheses), !(othersMayRun && leavesSelfAlone(call: t)),
           let first = bytes[Int(tokens[t].start)...].first, !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) { return true }
        return false
    }

    /// Whether the Swift name at `name` is called with a trailing closure and no parentheses
    /// (`batch { … }`): a `{` after it where a statement or a value starts before it (a
    /// condition's last name before its body, `if ready {`, follows `if`, `,` or an operator).
    func isTrailingClosure(after name: Int) -> Bool {
        guard language == .swift, isPunct(name + 1, UInt8(ascii: "{")) else { return false }
        var start = name
        while start >= 2, isPunct(start - 1, UInt8(ascii: ".")), tokens[start - 2].kind == .identifier { start -= 2 }
        guard start > 0 else { return true }
        // Two names in a row: a keyword and a condition or sequence (`if ready {`, `in items {`),
        // or the end of a statement and a new one (`parts["icon"] = icon` then `configure { }`).
        if tokens[start - 1].kind == .identifier {
            // `try batch { }`, `await batch { }`, `return batch { }`: an expression starts.
            if matchesAny(start - 1, Self.expressionWords) { return true }
            // `{ _ in batch { } }`: a closure's body starts; `for x in items {`: a sequence.
            if isIdentifier(start - 1, "in") {
                return !(max(0, start - 24)..<start - 1).contains { isIdentifier($0, "for") && parent[$0] == parent[start] }
            }
            return !matchesAny(start - 1, Self.keywordsBeforeParentheses)
        }
        guard tokens[start - 1].kind == .punctuation else { return true }
        // An argument (`f(batch { })`, `[x, batch { }]`, `f(a: batch { })`); at a statement's
        // level a `,` or `:` ends a condition (`if a, ready {`).
        let around = Int(parent[start])
        if isPunct(start - 1, UInt8(ascii: "(")) || isPunct(start - 1, UInt8(ascii: "[")) { return true }
        if isPunct(start - 1, UInt8(ascii: ",")) || isPunct(start - 1, UInt8(ascii: ":")) {
            return around >= 0 && (isPunct(around, UInt8(ascii: "(")) || isPunct(around, UInt8(ascii: "[")))
        }
        let previous = UInt8(truncatingIfNeeded: tokens[start - 1].value)
        if previous == UInt8(ascii: "=") { return !isPunct(start - 2, UInt8(ascii: "=")) && !isPunct(start - 2, UInt8(ascii: "!"))
            && !isPunct(start - 2, UInt8(ascii: "<")) && !isPunct(start - 2, UInt8(ascii: ">")) }
        return Self.statementEnds.contains(previous)
    }

    /// Punctuation a statement may start after: the end of another (`)`, `]`, `}`, `;`, a
    /// literal's closing quote is a string token), or a block's `{`.
    static let statementEnds: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "{")]

    /// Whether the call at `call` is of a helper whose body leaves `self` alone
    /// (`HelperSignature.leavesSelfAlone`).
    func leavesSelfAlone(call: Int) -> Bool {
        helperCall(at: call)?.0.signature?.leavesSelfAlone == true
    }
}

extension SourceScanner {
    /// A Swift stored dictionary property (`var views = [String: UIView]()`) whose every write
    /// in this file is seen: its declared value, each key written by subscript with a literal
    /// (`views["title"] = title`, `self.views["badge"] = badge`) and each dictionary assigned
    /// whole that is known. A Swift dictionary is a value: only these writes change its keys,
    /// wherever they run, so at any read it holds at most those keys (a key removed is one the
    /// format still may not name). Known whole when no other file can write it (`private`,
    /// `fileprivate`, `private(set)`); otherwise its keys are those seen (hints, never errors),
    /// when there are any.
    /// Nil when a write cannot be read (a computed key, `merge`, `&views`, an observer).
    func filledAcrossFile(_ d: Int, depth: Int) -> DictionaryKnowledge? {
        guard language == .swift, depth < 8, isMutable(d), isTypeOrFileLevel(d), tokens[d].kind == .identifier,
              let initial = initializer(of: d) else { return nil }
        if let known = cache.filled[d] { return known }
        let value = readFilledAcrossFile(d, initial: initial, depth: depth)
        cache.filled[d] = .some(value)
        return value
    }

    private func readFilledAcrossFile(_ d: Int, initial: (Int, Int), depth: Int) -> DictionaryKnowledge? {
        // `private var`, `private(set) var`, `fileprivate var`; no attribute (a property wrapper
        // keeps the value elsewhere, `@objc` lets key-value coding set it) and no observer.
        guard isIdentifier(d - 1, "var"), let modifiers = swiftModifiers(before: d - 1), !modifiers.hasAttribute, !modifiers.isDynamic else { return nil }
        // An internal one no other file of the project names is as good as private (`sealedProperties`).
        let isSealed = !modifiers.isPrivate && !modifiers.isVisibleOutside && sealedProperties.contains(text(d))
            && isSealable(block(of: d))
        let isPrivate = modifiers.isPrivate || isSealed
        // A class's or an actor's (a struct's memberwise initializer sets it from any
        // dictionary; a static has none).
        let keyword = typeHeader(block(of: d))?.keyword
        // Not in a file that marks anything `@objcMembers` (the class, an extension of it, or a
        // superclass: key-value coding may then set it by a string).
        guard keyword == "class" || keyword == "actor" || modifiers.isClassMember,
              !SourceByteSearch.contains(bytes, SourceScan.objcMembersWord) else { return nil }
        // A Swift dictionary, a value (an `NSMutableDictionary` is changed through any reference).
        guard isPunct(initial.0, UInt8(ascii: "[")) || isIdentifier(initial.0, "Dictionary"),
              !(d + 1..<initial.1).contains(where: { isIdentifier($0, "NSMutableDictionary") || isIdentifier($0, "NSDictionary") }) else { return nil }
        let name = nameBytes(d)
        // No synthesized decoding in the file (`Decodable` fills a property from data), looked
        // for last: it reads the whole file.
        guard !memberHasAccessors(name), case .known(var result) = dictionary(initial.0, initial.1, depth: depth + 1),
              !tokens.indices.contains(where: { tokens[$0].kind == .identifier && matchesAny($0, Self.decodingProtocols) }) else { return nil }
        result.steps = note(Int(tokens[d].start), "'\(text(d))' is a property; every write of its keys in this file is read")
        let ownType = typeName(block(of: d))
        for t in tokens.indices where t != d && tokens[t].kind == .identifier && bytesEqual(tokens[t], name) {
            let member = isPunct(t - 1, UInt8(ascii: "."))
            if member {
                // Another type's own (`self.views` in a type that declares it; in a subclass,
                // this one's); through any other receiver, perhaps this one's.
                let type = enclosingType(of: t)
                if isIdentifier(t - 2, "self"), typeName(type) != ownType,
                   (declarations[nameKey(d)] ?? []).contains(where: { block(of: $0) == type }) { continue }
            } else {
                // Another variable, parameter or property of the name (a parameter by its own
                // name: `func f(views extra: …)` has none called `views`).
                switch resolve(t) {
                case .parameter(let owner) where parsedSignature(owner)?.names.contains(name) ?? true: continue
                case .declaration(let other) where other != d: continue
                case .conditional: return nil
                default: break
                }
                if isIdentifier(t - 1, "let") || isIdentifier(t - 1, "var") { continue }
            }
            // A key path (`\.views`, `\Cell.views`) or a reference (`&views`, `&self.views`) may
            // write it anywhere; so does a tuple assigned whole (`(views, rows) = make()`).
            var chain = t
            while isPunct(chain - 1, UInt8(ascii: ".")) && chain >= 2 && tokens[chain - 2].kind == .identifier { chain -= 2 }
            if isPunct(chain - 1, UInt8(ascii: "&")) || isPunct(chain - 1, UInt8(ascii: "\\")) || member && isPunct(t - 2, UInt8(ascii: "\\")) { return nil }
            var open = enclosingOpen(t, UInt8(ascii: "("))
            while let o = open {
                if isPunct(closing(o) + 1, UInt8(ascii: "=")) && !isPunct(closing(o) + 2, UInt8(ascii: "=")) { return nil }
                open = enclosingOpen(o, UInt8(ascii: "("))
            }
            if isPunct(t + 1, UInt8(ascii: "[")) {
                let close = closing(t + 1)
                guard isPunct(close + 1, UInt8(ascii: "=")), !isPunct(close + 2, UInt8(ascii: "=")) else {
                    // A read; but `views[k, default: v]` may add `k` through what follows.
                    if (t + 2..<close).contains(where: { isIdentifier($0, "default") }) { return nil }
                    continue
                }
                let valueStart = close + 2, valueEnd = self.valueEnd(from: valueStart)
                if valueEnd - valueStart == 1 && isIdentifier(valueStart, "nil") { continue }   // a key removed
                guard let key = literalString(t + 2, close) else { return nil }
                let entry = DictionaryEntry(key: key, keyRange: range(from: t + 2, to: close), valueText: text(from: valueStart, to: valueEnd),
                                            valueRange: range(from: valueStart, to: valueEnd), number: nil)
                if let i = result.entries.firstIndex(where: { $0.key == key }) { result.entries[i] = entry } else { result.entries.append(entry) }
                result.steps += note(Int(tokens[t].start), "key '\(key)' written")
                continue
            }
            if isPunct(t + 1, UInt8(ascii: "=")) && !isPunct(t + 2, UInt8(ascii: "=")) {
                let valueStart = t + 2
                guard case .known(let assigned) = dictionary(valueStart, valueEnd(from: valueStart), depth: depth + 1) else { return nil }
                merge(&result, assigned)
                result.steps += note(Int(tokens[t].start), "assigned a dictionary of keys \(Self.list(assigned.entries))")
                continue
            }
            if isPunct(t + 1, UInt8(ascii: ".")), tokens.indices.contains(t + 2), tokens[t + 2].kind == .identifier {
                if matchesAny(t + 2, Self.keyRemovingMethods) { continue }
                guard matchesAny(t + 2, Self.dictionaryReadingMembers) else { return nil }
                continue
            }
            // `views += …`, `views |= …` (a project's own operator may add keys).
            if isPunct(t + 2, UInt8(ascii: "=")), tokens[t + 1].kind == .punctuation,
               Self.compoundOperators.contains(UInt8(truncatingIfNeeded: tokens[t + 1].value)) { return nil }
        }
        if !isPrivate && !modifiers.isVisibleOutside && readArguments && !definedHelpers.unsealedProperties.contains(text(d)) {
            definedHelpers.unsealedProperties.append(text(d))
            if let type = typeName(block(of: d)), !definedHelpers.unsealedTypes.contains(type) { definedHelpers.unsealedTypes.append(type) }
        }
        // Another file may write all its keys: none seen here says nothing.
        if !isPrivate && result.entries.isEmpty { return nil }
        result.isComplete = result.isComplete && isPrivate
        if isSealed { result.steps += note(Int(tokens[d].start), "no other file of the project names it: every write is in this file") }
        if !isPrivate { result.steps += note(Int(tokens[d].start), "other files may write it: the keys seen are hints") }
        return .known(result)
    }

    /// Whether the class whose body opens at `brace` may have its property sealed: it inherits
    /// from nothing, or only from Apple's (`AppleClasses.supertypesRequiringNoProperty`: no
    /// class of the project's or a package's, which may be `@objcMembers` for its subclasses
    /// too, and no protocol whose requirement the property may meet, code writing through which
    /// reaches it), and nothing in this file builds on it (`buildsOn`).
    func isSealable(_ brace: Int) -> Bool {
        guard let header = typeHeader(brace), header.keyword == "class" || header.keyword == "actor" else { return false }
        var k = brace - 1
        while k > 0 && k >= brace - 48 && !isPunct(k, UInt8(ascii: "}")) && !isPunct(k, UInt8(ascii: "{")) && !isPunct(k, UInt8(ascii: ";")) {
            if isPunct(k, UInt8(ascii: ":")), isIdentifier(k - 2, "class") || isIdentifier(k - 2, "actor") {
                guard onlyApples(from: k + 1, to: brace) else { return false }
                return !buildsOn(type: header.name, except: k - 1)
            }
            k -= 1
        }
        guard isIdentifier(brace - 2, "class") || isIdentifier(brace - 2, "actor") else { return false }
        return !buildsOn(type: header.name, except: brace - 1)
    }

    /// What may follow a dictionary property without adding a key: reading it, or removing keys.
    static let dictionaryReadingMembers = WordSet([
        "keys", "values", "count", "isEmpty", "first", "contains", "forEach", "map", "compactMap", "flatMap", "filter", "reduce",
        "sorted", "merging", "mapValues", "compactMapValues", "index", "startIndex", "endIndex", "description", "debugDescription",
        "randomElement", "min", "max", "allSatisfy", "lazy", "enumerated", "makeIterator", "underestimatedCount",
    ])
    static let keyRemovingMethods = WordSet(["removeValue", "removeAll"])
    static let decodingProtocols = WordSet(["Codable", "Decodable"])
    /// The first bytes of Swift's compound assignments (`+=`, `<<=` ends `<=`, read as a comparison).
    static let compoundOperators: Set<UInt8> = Set("+-*/%&|^".utf8)
}

extension SourceScanner {
    /// An Objective-C member no other file can write (a property of the class extension, an
    /// instance variable of the `@implementation`), read where its method assigns it nothing:
    /// when every assignment of it in the file is a dictionary made whole and immutable
    /// (`@{…}`, `NSDictionaryOfVariableBindings(…)`, or `nil`), it holds one of those, or nil,
    /// wherever it is read; a view name in none of them throws either way, so their keys
    /// together are the keys it can have. Nil otherwise.
    func assignedOnlyInFile(_ name: [UInt8], at index: Int, depth: Int) -> DictionaryKnowledge? {
        guard depth < 8, let values = valuesAssignedOnlyInFile(name) else { return nil }
        var result: DictionaryArgument? = nil
        for (at, end) in values {
            guard isWholeImmutableDictionary(at + 2, end), case .known(var argument) = dictionary(at + 2, end, depth: depth + 1), argument.isComplete else { return nil }
            argument.steps = note(Int(tokens[at].start), "the member is assigned this dictionary here; no other file can write it, "
                                  + "and this file assigns it only such dictionaries (or nil)") + argument.steps
            if result == nil { result = argument } else { merge(&result!, argument) }
        }
        return result.map { .known($0) }
    }

    /// A format an Objective-C member no other file can write holds wherever it is read
    /// (`self.layoutStr`, set to one literal in one method and to another in a second): when
    /// every assignment of it in the file is one plain literal (or `nil`), each of them, as
    /// alternatives when there are several. Nil otherwise.
    func formatsAssignedOnlyInFile(_ name: [UInt8]) -> [FormatValue]? {
        guard let values = valuesAssignedOnlyInFile(name) else { return nil }
        var found: [FormatValue] = []
        for (at, end) in values {
            guard end == at + 3, tokens[at + 2].kind == .string else { return nil }
            let literal = lexer.decode(literals[Int(tokens[at + 2].value)])
            guard literal.value != nil, !literal.hasInterpolation else { return nil }
            found.append(.literals([literal], alternative: true))
        }
        if found.count == 1, case .literals(let pieces, _) = found[0] { return [.literals(pieces, alternative: false)] }
        return found.isEmpty ? nil : found
    }

    /// The values `[at + 2, end)` of every assignment (`x =`, `_x =`, `self.x =`, in a method)
    /// of the Objective-C member `name` in this file, leaving out `nil`, when it is declared where
    /// no other file sees it (`isPrivateObjCMember`), has no accessor of its own, and is changed
    /// no other way; nil otherwise (or past eight values).
    private func valuesAssignedOnlyInFile(_ name: [UInt8]) -> [(Int, Int)]? {
        guard language == .objc, isPrivateObjCMember(name), !memberHasAccessors(name),
              let sites = nameChanges()[Self.identityKey(ofName: name, 0, name.count)] else { return nil }
        var values: [(Int, Int)] = []
        for site in sites {
            let at = site.at
            // Another variable of the name (a local, a parameter) is not the member.
            guard isMember(at) else { continue }
            guard site.change == .assigned, assignsMemberWhole(at), enclosingFunction(of: at) > 0, values.count < 8 else { return nil }
            let end = valueEnd(from: at + 2)
            if !isNull(at + 2, end) { values.append((at, end)) }
        }
        return values
    }

    /// Whether the name at `at` is assigned whole as the member itself: `x =`, `_x =` or
    /// `self.x =`, not another object's (`other.x =`) nor a part of it (`x[k] =`).
    func assignsMemberWhole(_ at: Int) -> Bool {
        isPunct(at + 1, UInt8(ascii: "="))
            && (!isPunct(at - 1, UInt8(ascii: ".")) || isIdentifier(at - 2, "self") && !isPunct(at - 3, UInt8(ascii: ".")))
    }

    /// Whether the Objective-C value `[start, end)` is a dictionary made whole and immutable:
    /// `@{…}` or `NSDictionaryOfVariableBindings(…)`, the whole value, which no object can change.
    func isWholeImmutableDictionary(_ start: Int, _ end: Int) -> Bool {
        isPunct(start, UInt8(ascii: "@")) && isPunct(start + 1, UInt8(ascii: "{")) && closing(start + 1) == end - 1
            || isIdentifier(start, "NSDictionaryOfVariableBindings") && isPunct(start + 1, UInt8(ascii: "(")) && closing(start + 1) == end - 1
    }

    /// Whether the member `name` (`views`, `_views`) is declared in this file where no other
    /// file sees it: a property of a class extension (`@interface Row ()`), or an instance
    /// variable in the braces of an `@implementation`.
    func isPrivateObjCMember(_ name: [UInt8]) -> Bool {
        let bare = name.first == UInt8(ascii: "_") ? Array(name.dropFirst()) : name
        let candidates = (declarations[NameKey(bare)] ?? []) + (declarations[NameKey([UInt8(ascii: "_")] + bare)] ?? [])
        guard !candidates.isEmpty else { return false }
        return candidates.allSatisfy { d in
            // The nearest `@interface`, `@implementation` or `@end` before the declaration.
            var k = d - 1
            while k >= 1 {
                if isPunct(k - 1, UInt8(ascii: "@")) {
                    if isIdentifier(k, "implementation") { return true }
                    if isIdentifier(k, "interface") {
                        return isPunct(k + 2, UInt8(ascii: "(")) && isPunct(k + 3, UInt8(ascii: ")"))
                    }
                    if isIdentifier(k, "end") || isIdentifier(k, "protocol") { return false }
                }
                k -= 1
            }
            return false
        }
    }
}
