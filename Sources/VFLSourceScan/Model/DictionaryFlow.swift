import VFLSyntax

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
        if let later = blockRunningLater(around: u, declaration: d), let last = events.last, last.at > closing(later) {   // (in order)
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
                if let name = literalString(key.0, key.1) ?? keyJustAdded(key, write: event.at) {
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

    /// `[names addObject:@"title"]; views[[names lastObject]] = title;`: the key of a write at
    /// `write` that is the last element of an array the statement just before added a literal
    /// to: that literal.
    func keyJustAdded(_ key: (Int, Int), write: Int) -> String? {
        let (a, b) = unparenthesized(key)
        guard b - a == 4, isPunct(a, UInt8(ascii: "[")), tokens[a + 1].kind == .identifier, isIdentifier(a + 2, "lastObject"),
              isPunct(a + 3, UInt8(ascii: "]")), write >= 8, isPunct(write - 1, UInt8(ascii: ";")), isPunct(write - 2, UInt8(ascii: "]")) else { return nil }
        let open = Int(match[write - 2])
        // The add is a statement of its own in the write's block (no condition around it), to a
        // local made as an `NSMutableArray` (a set may keep an element where it was).
        guard open > 0, open < write - 6, bytesEqual(tokens[open + 1], nameBytes(a + 1)), isIdentifier(open + 2, "addObject"),
              isPunct(open + 3, UInt8(ascii: ":")), block(of: open) == block(of: write),
              isPunct(open - 1, UInt8(ascii: ";")) || isPunct(open - 1, UInt8(ascii: "{")) || isPunct(open - 1, UInt8(ascii: "}")),
              case .declaration(let d) = resolve(a + 1), !isTypeOrFileLevel(d), let made = initializer(of: d),
              compactText(from: made.0, to: made.1).hasPrefix("[NSMutableArray") || compactText(from: made.0, to: made.1).hasPrefix("[[NSMutableArray") else { return nil }
        return literalString(open + 4, write - 2)
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

    /// The uses of the variable declared at `d` that may change its contents, in order.
    func dictionaryEvents(_ d: Int) -> [DictionaryEvent] {
        if let cached = cache.events[d] { return cached }
        var events: [DictionaryEvent] = []
        let name = nameBytes(d)
        let scope = declarationScope(d)
        var end = scope >= 0 ? closing(scope) : tokens.count
        let list = declarations[NameKey(name)] ?? []
        let later = list[Self.firstIndex(in: list, after: d)...].prefix { $0 < end }
        // A later declaration of the name in the same block (broken code, or the twin in another
        // #if branch) ends what this one can reach: each use is looked at for one declaration.
        if let next = later.first(where: { declarationScope($0) == scope }) { end = next }
        let shadowed = !later.isEmpty
        // A mutable dictionary object (`NSMutableDictionary …`, `[d mutableCopy]`): its tokens, not its
        // text (an initializer can be a long closure; making strings of it cost a tenth of a run).
        // (Most initializers hold neither word: one search of their bytes passes them over.)
        let mutableObject = initializer(of: d).map { (a, b) in
            guard a < b, b <= tokens.count else { return false }
            let bytesRange = Int(tokens[a].start)..<Int(tokens[b - 1].end)
            guard SourceByteSearch.firstIndex(of: Self.mutableMarker, in: bytes, range: bytesRange) != nil
                    || SourceByteSearch.firstIndex(of: Self.mutableCopyMarker, in: bytes, range: bytesRange) != nil else { return false }
            return (a..<b).contains { identifier($0, hasPrefix: "NSMutable") || identifier($0, hasPrefix: "mutableCopy") }
        } ?? false
        // An Objective-C dictionary made by a literal or NSDictionaryOfVariableBindings and never
        // assigned again is immutable: a call it is passed to cannot add keys.
        var immutableObject = language == .objc && !mutableObject && initializer(of: d).map { (a, b) in
            isPunct(a, UInt8(ascii: "@")) && isPunct(a + 1, UInt8(ascii: "{")) && closing(a + 1) == b - 1
                || isIdentifier(a, "NSDictionaryOfVariableBindings") && isPunct(a + 1, UInt8(ascii: "(")) && closing(a + 1) == b - 1
                // `[NSDictionary dictionaryWithObjectsAndKeys:…]`: a class message of NSDictionary makes an immutable one.
                || isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 && isIdentifier(a + 1, "NSDictionary")
        } == true
        if immutableObject {
            // (Another declaration of the name, in a block inside, is not an assignment of this one.)
            for q in d + 1..<end where tokens[q].kind == .identifier && bytesEqual(tokens[q], name) && isPunct(q + 1, UInt8(ascii: "="))
                && !isPunct(q + 2, UInt8(ascii: "=")) && !isPunct(q - 1, UInt8(ascii: ".")) && !Self.contains(list, q) {
                immutableObject = false
                break
            }
        }
        var p = d + 1
        while p < end {
            defer { p += 1 }
            guard tokens[p].kind == .identifier, bytesEqual(tokens[p], name) else { continue }
            if isPunct(p - 1, UInt8(ascii: ".")) { continue }                       // a member of something else
            if isIdentifier(p - 1, "let") || isIdentifier(p - 1, "var") || isIdentifier(p - 1, "const")
                || language == .objc && isPunct(p - 1, UInt8(ascii: "*")) || Self.contains(list, p) { continue }  // another declaration of the name
            if isPunct(p + 1, UInt8(ascii: ":")) && !isPunct(p - 1, UInt8(ascii: "?")) && language == .swift { continue }   // an argument label
            if shadowed, case .declaration(let r) = resolve(p), r != d { continue }
            if let event = classify(p, name: text(p), mutableObject: mutableObject, immutableObject: immutableObject) { events.append(event) }
        }
        cache.events[d] = events
        return events
    }

    /// The event of one use of a dictionary variable, or nil when it only reads it.
    func classify(_ p: Int, name: String, mutableObject: Bool, immutableObject: Bool = false) -> DictionaryEvent? {
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
            if matchesAny(m, Self.mergingCalls), let first = arguments.first {
                var s = first.0
                if tokens[s].kind == .identifier && isPunct(s + 1, UInt8(ascii: ":")) { s += 2 }
                return DictionaryEvent(at: p, kind: .merge(s, first.1))
            }
            if matchesAny(m, Self.settingCalls), arguments.count == 2 {
                var k = arguments[1].0
                if tokens[k].kind == .identifier && isPunct(k + 1, UInt8(ascii: ":")) { k += 2 }
                var kEnd = arguments[1].1
                if let asIndex = (k..<kEnd).first(where: { isIdentifier($0, "as") }) { kEnd = asIndex }
                return DictionaryEvent(at: p, kind: .write(key: (k, kEnd), value: arguments[0]))
            }
            if matchesAny(m, Self.readingDictionaryMethods) {
                return nil
            }
            return DictionaryEvent(at: p, kind: .escape("'\(name).\(text(m))' may change it"))
        }
        // `[views setObject:v forKey:k]`, `[views addEntriesFromDictionary:d]`, `[views count]`.
        if language == .objc && isPunct(p - 1, UInt8(ascii: "[")) && Int(parent[p]) == p - 1 {
            let close = closing(p - 1)
            let m = p + 1
            guard m < close, tokens[m].kind == .identifier else { return nil }
            if matchesAny(m, Self.settingMessages) && isPunct(m + 1, UInt8(ascii: ":")),
               let keyPiece = (m + 2..<close).first(where: { (isIdentifier($0, "forKey") || isIdentifier($0, "forKeyedSubscript")) && isPunct($0 + 1, UInt8(ascii: ":")) && Int(parent[$0]) == p - 1 }) {
                return DictionaryEvent(at: p, kind: .write(key: (keyPiece + 2, close), value: (m + 2, keyPiece)))
            }
            if isIdentifier(m, "addEntriesFromDictionary") && isPunct(m + 1, UInt8(ascii: ":")) {
                return DictionaryEvent(at: p, kind: .merge(m + 2, close))
            }
            if matchesAny(m, Self.readingDictionaryMessages) {
                return nil
            }
            return DictionaryEvent(at: p, kind: .escape("'[\(name) \(text(m))…]' may change it"))
        }
        // Passed to a method or function: an Objective-C mutable dictionary may be filled there.
        if (language == .objc || mutableObject) && !immutableObject {
            if isPunct(p - 1, UInt8(ascii: ":")) && p >= 2 && (isIdentifier(p - 2, "views") || isIdentifier(p - 2, "metrics")) {
                return nil   // the `views:`/`metrics:` argument of a call: read
            }
            if isPunct(p - 1, UInt8(ascii: ":")) || isPunct(p - 1, UInt8(ascii: "(")) || isPunct(p - 1, UInt8(ascii: ",")) {
                if Int(parent[p]) >= 0 && (isPunct(Int(parent[p]), UInt8(ascii: "(")) || isPunct(Int(parent[p]), UInt8(ascii: "["))) {
                    if language == .objc && isPunct(Int(parent[p]), UInt8(ascii: "[")) && isPunct(Int(parent[p]) - 1, UInt8(ascii: "@")) { return nil }   // an array literal
                    if isIdentifier(Int(parent[p]) - 1, "NSDictionaryOfVariableBindings") { return nil }
                    if isViewsOfHelper(p) { return nil }
                    return DictionaryEvent(at: p, kind: .escape("'\(name)' is passed to a call that may add keys"))
                }
            }
        }
        return nil
    }

    static let mutableMarker = Array("NSMutable".utf8), mutableCopyMarker = Array("mutableCopy".utf8)
}

extension SourceScanner {
    /// Whether the name at `p` is the whole views argument of a call of a helper of the project
    /// that hands that argument on to Auto Layout unchanged (`HelperArgument.parameter`): the
    /// helper reads the dictionary as the API does, and adds no keys to it.
    func isViewsOfHelper(_ p: Int) -> Bool {
        guard hasSignatureHelpers else { return false }
        let open = Int(parent[p])
        var name = -1
        if language == .objc && isPunct(open, UInt8(ascii: "[")) {
            // The message's first selector piece: the first `name:` at its top level.
            name = (open + 1..<p).first { tokens[$0].kind == .identifier && isPunct($0 + 1, UInt8(ascii: ":")) && Int(parent[$0]) == open } ?? -1
        } else if language == .swift && isPunct(open, UInt8(ascii: "(")) && open > 0 && tokens[open - 1].kind == .identifier {
            name = open - 1
        }
        guard name >= 0, let (function, arguments) = helperCall(at: name), let q = function.signature?.views.givenParameter,
              q < arguments.count, let argument = arguments[q] else { return false }
        let (a, b) = unparenthesized(argument)
        return a == p && b == p + 1
    }

    // Words compared with tokens (`matchesAny`).
    static let mergingCalls = WordSet(["merge", "addEntries"])
    static let settingCalls = WordSet(["updateValue", "setValue", "setObject"])
    static let readingDictionaryMethods = WordSet(["removeValue", "removeObject", "removeAll", "removeAllObjects", "removeObjects", "count", "keys", "values", "isEmpty", "allKeys", "allValues", "description", "first", "sorted", "filter", "map", "compactMap", "flatMap", "forEach", "contains", "copy", "mutableCopy", "keyEnumerator", "object", "index", "reduce", "enumerated", "mapValues", "compactMapValues", "merging", "keysSortedByValue", "objectEnumerator", "startIndex", "endIndex", "lazy", "makeIterator", "debugDescription", "randomElement"])
    static let settingMessages = WordSet(["setObject", "setValue"])
    static let readingDictionaryMessages = WordSet(["objectForKey", "objectForKeyedSubscript", "valueForKey", "count", "allKeys", "allValues", "copy", "mutableCopy", "removeObjectForKey", "removeAllObjects", "removeObjectsForKeys", "enumerateKeysAndObjectsUsingBlock", "keyEnumerator", "objectEnumerator", "description", "isEqualToDictionary", "keysOfEntriesPassingTest"])
}
