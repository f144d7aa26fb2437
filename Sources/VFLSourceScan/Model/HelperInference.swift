import VFLSyntax

// How the helpers are found: a function whose parameter reaches the API (`helperDefinitions`),
// what its calls give it for views and metrics (a parameter, a member its initializer stores,
// an array keyed by place), and local closures, blocks and lambdas held in a variable.

/// A closure, Objective-C block or C++ lambda held in a local that hands its parameter to Auto
/// Layout (`let constrain = { (format: String) in … }`, `void (^add)(NSString *) = ^(NSString
/// *f) { … }`, `auto add = [&](NSString *f) { … }`): its calls later in the same scope are
/// format calls, read with the views, metrics and options of the call in its body.
struct ClosureHelper {
    /// The local's declaration (its name token) and which closure parameter is the format.
    var declaration: Int
    var format: Int
    /// The body call's arguments (token ranges, read where they are written).
    var options: (Int, Int)?
    var metrics: (Int, Int)?
    var views: (Int, Int)?
    var function: FormatFunction?
    var optionsUnknown: Bool
    /// When the body passes a parameter of the closure itself as the views or the metrics (and
    /// leaves it alone), which one: read from each call's arguments.
    var viewsParameter: Int? = nil
    var metricsParameter: Int? = nil
}

/// The views a call in a helper's body hands on when the function it calls makes the
/// dictionary itself, keyed by place or by its own keys, whatever the helper around it is given.
enum CalledViews {
    /// These keys, with these values, at every call of the helper around it.
    case own([DictionaryEntry])
    /// Keyed by place (`prefix0`, `prefix1`, …) in an array the call does not write out.
    case positional(prefix: String)
    /// The dictionary the call passes, with these keys the called helper may add to its copy.
    case extended(keys: [String], values: [String])
    /// Neither: the keys cannot be known.
    case unknown
}

extension SourceScanner {
    // MARK: Finding helpers

    /// The helpers this file defines: each function, method or C function whose parameter
    /// reaches the format of the API or of a helper among `known` (the project's, found so far),
    /// including those that reach it through a helper the file defines itself. Local closures
    /// are not among them (they are read where they are used, `ClosureHelper`).
    func helperDefinitions(known: [FormatFunction]) -> [HelperSignature] {
        functions = known
        hasSignatureHelpers = functions.contains { $0.signature != nil }
        // One entry per function that defines a helper (by its body): two functions of one
        // signature that both pass on alike (a `UIView` method and a `UIViewController` one that
        // calls it) are two definitions, neither of them something else.
        var found: [HelperSignature] = []
        var seen = Set<DefinitionSite>()
        var callable = Set(functions.compactMap { $0.signature?.callKey })
        for _ in 0..<4 {
            collected = []
            collectedBodies = []
            formatMacros = []
            closureHelpers = []
            findCalls()
            var new: [HelperSignature] = []
            for (definition, body) in zip(collected ?? [], collectedBodies)
                where seen.insert(DefinitionSite(signature: definition, body: body)).inserted {
                new.append(definition)
            }
            if new.isEmpty { break }
            found += new
            for helper in new where callable.insert(helper.callKey).inserted {
                functions.append(helper.function)
            }
            hasSignatureHelpers = functions.contains { $0.signature != nil }
        }
        collected = nil
        return found
    }

    /// How many functions, methods and C functions the file defines (with a body) under each
    /// of `signatures`' keys (and, under the key and `HelperSignature.overrideSuffix`, how many
    /// of them are Swift `override`s; under `noStringSuffix(k)`, how many take no string at `k`;
    /// each of these also under `memberSuffix`, for the methods of a type's body).
    func definitionCounts(_ signatures: [HelperSignature]) -> [String: Int] {
        var counts: [String: Int] = [:]
        let names = Set(signatures.map(\.callName))
        let keys = Set(signatures.map(\.key))
        let filter = NameFilter(names)
        for t in tokens.indices where tokens[t].kind == .identifier && filter.mayContain(bytes, Int(tokens[t].start), Int(tokens[t].end))
            && names.contains(text(t)) {
            // The body after the name: the next `{` or `;` at the same depth.
            var i = t + 1
            while i < tokens.count && i < t + 200 && !isPunct(i, UInt8(ascii: "{")) && !isPunct(i, UInt8(ascii: ";")) && !isPunct(i, UInt8(ascii: "}")) {
                if isPunct(i, UInt8(ascii: "(")) || isPunct(i, UInt8(ascii: "[")) { i = closing(i) }
                i += 1
            }
            guard i < tokens.count, isPunct(i, UInt8(ascii: "{")), let signature = parsedSignature(i), signature.nameToken == t else { continue }
            // Each count also under the type the method is written in, when that is a struct,
            // class, enum or actor (not an extension, which may be a protocol's).
            var scopes = [""]
            if language == .swift, case let brace = block(of: t), brace >= 0, blockKind(brace) == .type, let header = typeHeader(brace),
               ["struct", "class", "enum", "actor"].contains(header.keyword) {
                scopes.append(HelperSignature.memberSuffix(nil))
                if header.keyword == "struct" { scopes.append(HelperSignature.memberSuffix(header.name)) }
                if header.keyword == "class" || header.keyword == "actor" { scopes.append(HelperSignature.classMemberSuffix(header.name)) }
            }
            // A Swift function a call leaving out its defaulted parameters reaches too.
            for variant in signature.asSignature.defaultedVariants where keys.contains(variant.key) {
                for scope in scopes { counts[variant.key + HelperSignature.reachedByDefaultsSuffix + scope, default: 0] += 1 }
            }
            guard keys.contains(signature.key) else { continue }
            for scope in scopes { counts[signature.key + scope, default: 0] += 1 }
            for (k, type) in signature.types.enumerated() where takesNoString(type.0, type.1) {
                for scope in scopes { counts[signature.key + HelperSignature.noStringSuffix(k) + scope, default: 0] += 1 }
            }
            if signature.isOverride { counts[signature.key + HelperSignature.overrideSuffix, default: 0] += 1 }
        }
        // The declarations of the names of the structs storing a helper's dictionaries (in any
        // type, a generic parameter, a type alias, an Objective-C class): a call sent to a value
        // made by `Name(…)` is that struct's only where the name declares nothing else.
        let storing = Set(signatures.compactMap(\.storingType))
        if !storing.isEmpty {
            let typeFilter = NameFilter(Set(storing))
            for t in tokens.indices.dropFirst() where tokens[t].kind == .identifier
                && typeFilter.mayContain(bytes, Int(tokens[t].start), Int(tokens[t].end)) && storing.contains(text(t))
                && (matchesAny(t - 1, Self.typeDeclarationWords) || isPunct(t - 1, UInt8(ascii: "<"))) {
                counts[HelperSignature.typeDeclarationsSuffix(text(t)), default: 0] += 1
            }
        }
        return counts
    }

    static let typeDeclarationWords = WordSet(["struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype", "interface"])

    /// The helpers the file defines that `functions` does not already name (the project's reading
    /// of a signature, helper or ambiguous, wins), ambiguous ones marked.
    func ownHelpers() -> [FormatFunction] {
        let known = functions
        // With no signature helper known (a file read alone, or first in a run), what it finds
        // is all the file defines: kept for the project (`definedHelpers`).
        let knowsNone = !known.contains { $0.signature != nil }
        let all = helperDefinitions(known: known)
        if knowsNone { definedHelpers.signatures = all }
        let knownKeys = Set(known.compactMap { $0.signature?.callKey })
        let definitions = all.filter { helper in
            !knownKeys.contains(helper.callKey)
        }
        functions = known
        guard !definitions.isEmpty else { return [] }
        let counts = definitionCounts(definitions)
        let helpers = HelperSignature.unambiguous(definitions, definitionCounts: counts).map { $0.checkingStoringType(counts) }
        // Swift 1 and 2 calls of a readable helper, unless the file defines their signature.
        let legacy = helpers.filter { !$0.isAmbiguous }.compactMap(\.swift2Variant)
        let legacyCounts = definitionCounts(legacy)
        let keys = Set(helpers.map(\.callKey))
        return (helpers + legacy.filter { (legacyCounts[$0.key] ?? 0) == 0 && !keys.contains($0.callKey) && !knownKeys.contains($0.callKey) }).map(\.function)
    }

    /// In `helperDefinitions`: the helper a call makes of the function around it, when the
    /// call's format is that function's parameter (or each element of it).
    func collectHelper(format: (Int, Int), formatsAreArray: Bool, options: (Int, Int)?, optionsUnknown: Bool,
                                metrics: (Int, Int)?, passesNoMetrics: Bool, viewsArgument: (Int, Int)?, calledViews: CalledViews? = nil,
                                storedViews: HelperArgument? = nil, storedMetrics: HelperArgument? = nil, calleeUnwrapsViews: Bool = false) {
        guard let origin = formatOrigin(format, array: formatsAreArray), let signature = parsedSignature(origin.body) else { return }
        func parameter(_ range: (Int, Int)?) -> Int? {
            guard var range else { return nil }
            // `views ?? [:]`: the argument a call passes (one left out is its default, unknown).
            if language == .swift, range.1 - range.0 == 6, isPunct(range.0 + 1, UInt8(ascii: "?")), isPunct(range.0 + 2, UInt8(ascii: "?")),
               isPunct(range.0 + 3, UInt8(ascii: "[")), isPunct(range.0 + 4, UInt8(ascii: ":")), isPunct(range.0 + 5, UInt8(ascii: "]")) {
                range.1 = range.0 + 1
            }
            guard range.1 - range.0 == 1, tokens[range.0].kind == .identifier else { return nil }
            let name = castParameter(range.0)?.parameter ?? range.0
            guard case .parameter(let owner) = resolve(name), owner == origin.body,
                  let p = signature.names.firstIndex(of: nameBytes(name)), onlyPassedOn(signature.names[p], in: origin.body) else { return nil }
            return p
        }
        // A variadic parameter is a list of formats (walked by a loop), never one.
        guard let p = signature.names.firstIndex(of: origin.name), !signature.variadic[p] || origin.array && !formatsAreArray,
              onlyPassedOn(origin.name, in: origin.body) else { return }
        // A helper that keys its views by place, or makes its own, is not given a dictionary:
        // what the call passes it decides the keys.
        var called: HelperArgument? = nil
        switch calledViews {
        case .own(let entries): called = ownViews(entries, body: origin.body, signature: signature) ?? .unknown
        case .positional(let prefix):
            called = parameter(viewsArgument).flatMap { signature.variadic[$0] ? nil : .positional(prefix: prefix, parameter: $0) } ?? .unknown
        case .extended(let keys, let values):
            called = parameter(viewsArgument).map { .extended(parameter: $0, keys: keys, values: values) } ?? .unknown
        case .unknown: called = .unknown
        case nil: break
        }
        let views: HelperArgument = storedViews ?? called ?? parameter(viewsArgument).map { .parameter($0) }
            ?? viewsArgument.flatMap { storedUnlessGiven($0, parameter: parameter) } ?? viewsArgument.flatMap(storedByInitializer)
            ?? viewsArgument.flatMap { memberViews($0, body: origin.body, signature: signature) }
            ?? viewsArgument.flatMap { propertyViews($0, body: origin.body, signature: signature) }
            ?? viewsArgument.flatMap { positionalViews($0, body: origin.body, signature: signature) }
            ?? viewsArgument.flatMap { extendedViews($0, body: origin.body, signature: signature) }
            ?? viewsArgument.flatMap { keyedViews($0, body: origin.body, signature: signature) }
            ?? viewsArgument.flatMap { ownViews($0, body: origin.body, signature: signature) } ?? .unknown
        var metricsRole: HelperArgument = storedMetrics ?? (passesNoMetrics ? .none : .unknown)
        if let metrics, storedMetrics == nil {
            let (a, b) = unparenthesized(metrics)
            if isNull(a, b) || holdsNullOnly(a, b) { metricsRole = .none }
            else {
                metricsRole = parameter((a, b)).map { .parameter($0) } ?? storedUnlessGiven((a, b), parameter: parameter)
                    ?? storedByInitializer((a, b)) ?? .unknown
            }
        }
        var optionsRole: HelperArgument = optionsUnknown ? .unknown : .none
        if let options {
            if let q = parameter(options) { optionsRole = .parameter(q) }
            else if isEmptyOptions(options.0, options.1) { optionsRole = .none }
            else { optionsRole = .unknown }
        }
        var helper = HelperSignature(style: signature.style, name: signature.name, labels: signature.labels, defaulted: signature.defaulted,
                                     format: p, formatsAreArray: origin.array, views: views, metrics: metricsRole, options: optionsRole)
        helper.variadic = signature.variadic
        helper.isClassMethod = signature.isClassMethod
        helper.exposedToObjC = signature.exposedToObjC
        helper.leavesSelfAlone = leavesSelfAlone(body: origin.body)
        helper.unwrapsViews = calleeUnwrapsViews || viewsArgument.map { $0.1 - $0.0 == 1 && castParameter($0.0)?.conditional == true } ?? false
        helper.isOverride = signature.isOverride
        helper.isInstanceMethod = signature.style == .swift && enclosingType(of: origin.body) >= 0 && !isStaticDeclaration(signature.nameToken)
        helper.firstLabelIsImplied = signature.firstLabelIsImplied
        collected?.append(helper)
        collectedBodies.append(origin.body)
    }

    /// `@{@"view": view}`, `["view": view]`: a dictionary literal the helper writes itself, every
    /// key a string and every value one of its own parameters.
    func keyedViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        let (a, b) = unparenthesized(range)
        let open = isPunct(a, UInt8(ascii: "@")) ? a + 1 : a
        guard language == .objc ? isPunct(open, UInt8(ascii: "{")) && open == a + 1 : isPunct(open, UInt8(ascii: "[")),
              closing(open) == b - 1, case .known(let written) = dictionary(a, b), written.isComplete, !written.entries.isEmpty else { return nil }
        var keys: [String] = [], parameters: [Int] = []
        for entry in written.entries {
            guard let t = tokenIndex(at: entry.valueRange.lowerBound), Int(tokens[t].end) == entry.valueRange.upperBound,
                  tokens[t].kind == .identifier, case .parameter(let owner) = resolve(t), owner == body,
                  let p = signature.names.firstIndex(of: nameBytes(t)) else { return nil }
            keys.append(entry.key)
            parameters.append(p)
        }
        return .keyed(keys: keys, parameters: parameters)
    }

    /// A dictionary the helper makes itself whose keys are all literal strings, whatever its
    /// values (`views: ["v0": separator, "v1": title]`, `NSDictionaryOfVariableBindings(item)`):
    /// the same keys at every call (`.own`).
    func ownViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        guard case .known(let written) = dictionary(range.0, range.1), written.isComplete,
              !written.isMadeByHelper else { return nil }
        return ownViews(written.entries, body: body, signature: signature)
    }

    /// `.own` views of these keys and values, for the helper whose body is `body`.
    func ownViews(_ entries: [DictionaryEntry], body: Int, signature: ParsedSignature) -> HelperArgument? {
        guard !entries.isEmpty else { return nil }
        // A Swift method of a class, struct or enum (not of an extension, whose type may be a
        // protocol a conforming type implements the method of itself) is told apart by its type.
        var type = ""
        if language == .swift {
            guard !signature.isClassMethod, !isStaticDeclaration(signature.nameToken) else { return nil }
            if let header = typeHeader(enclosingType(of: body)), ["class", "struct", "enum", "actor"].contains(header.keyword) { type = header.name }
        }
        return .own(keys: entries.map(\.key), values: entries.map(\.valueText), type: type)
    }

    /// `var all = views` (`[views mutableCopy]`, `[NSMutableDictionary dictionaryWithDictionary:views]`),
    /// a copy of the helper's parameter to which the helper only adds keys written as strings
    /// (`all["topGuide"] = guide`, `[all setObject:guide forKey:@"topGuide"]`, under a condition
    /// or not), if any, and which it otherwise only reads (`all.values`): the caller's
    /// dictionary, with these keys besides (`.extended`). Any other use of the copy, or a key
    /// that is not a string written out, and the helper is not read so.
    func extendedViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        let (a, b) = unparenthesized(range)
        guard b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), blockContains(body, d),
              var (x, y) = initializer(of: d).map(unparenthesized) else { return nil }
        if language == .objc, y - x == 4, isPunct(x, UInt8(ascii: "[")), closing(x) == y - 1,
           isIdentifier(y - 2, "mutableCopy") || isIdentifier(y - 2, "copy") {
            (x, y) = (x + 1, x + 2)
        } else if let copied = copiedDictionary(x, y) {
            (x, y) = unparenthesized(copied)
        }
        guard y - x == 1, tokens[x].kind == .identifier, case .parameter(let owner) = resolve(x), owner == body,
              let p = signature.names.firstIndex(of: nameBytes(x)), onlyPassedOn(signature.names[p], in: body) else { return nil }
        let name = nameBytes(d)
        var keys: [String] = [], values: [String] = []
        let end = closing(body)
        var t = body + 1
        while t < end {
            defer { t += 1 }
            guard tokens[t].kind == .identifier, t != d, t != a, bytesEqual(tokens[t], name), !isPunct(t - 1, UInt8(ascii: ".")) else { continue }
            guard case .declaration(d) = resolve(t) else { continue }
            if isPunct(t + 1, UInt8(ascii: ".")), matchesAny(t + 2, Self.readOnlyDictionaryMembers), !isPunct(t + 3, UInt8(ascii: "=")) { continue }
            if language == .objc, isPunct(t - 1, UInt8(ascii: "[")), closing(t - 1) > t {
                // `[all setObject:value forKey:@"key"]` (`setValue:forKey:`), not `nil`.
                let pieces = messagePieces(t - 1)
                guard pieces.count == 2, isIdentifier(pieces[0].label, "setObject") || isIdentifier(pieces[0].label, "setValue"),
                      isIdentifier(pieces[1].label, "forKey"), pieces[0].end > pieces[0].start, !isNull(pieces[0].start, pieces[0].end),
                      case .literals(let key, _)? = stringExpression(pieces[1].start, pieces[1].end), key.count == 1, let bytes = key[0].value else { return nil }
                keys.append(String(decoding: bytes, as: UTF8.self))
                values.append(text(from: pieces[0].start, to: pieces[0].end))
                continue
            }
            // `all["key"] = value` (`all[@"key"] = value;`), not `==`, not `nil` (which removes).
            guard isPunct(t + 1, UInt8(ascii: "[")), case let close = closing(t + 1), close > t + 2,
                  isPunct(close + 1, UInt8(ascii: "=")), !isPunct(close + 2, UInt8(ascii: "=")),
                  case .literals(let pieces, _)? = stringExpression(t + 2, close), pieces.count == 1, let key = pieces[0].value else { return nil }
            let valueEnd = valueEnd(from: close + 2)
            guard valueEnd > close + 2, !isNull(close + 2, valueEnd) else { return nil }
            keys.append(String(decoding: key, as: UTF8.self))
            values.append(text(from: close + 2, to: valueEnd))
        }
        return .extended(parameter: p, keys: keys, values: values)
    }

    /// What a helper may read of its copy of the views without changing it.
    static let readOnlyDictionaryMembers = WordSet(["values", "keys", "count", "isEmpty", "allKeys", "allValues"])

    // MARK: Helper objects

    /// The member an expression reads (`_views`, `self.views`, `self->_views`: `views`), or nil.
    func memberName(_ range: (Int, Int)) -> String? {
        let (a, b) = unparenthesized(range)
        var name: String
        if b - a == 1, tokens[a].kind == .identifier, text(a).hasPrefix("_"), case .none = resolve(a) {
            name = text(a)
        } else if b - a == 3, isIdentifier(a, "self"), isPunct(a + 1, UInt8(ascii: ".")), tokens[a + 2].kind == .identifier {
            name = text(a + 2)
        } else if b - a == 4, isIdentifier(a, "self"), isPunct(a + 1, UInt8(ascii: "-")), isPunct(a + 2, UInt8(ascii: ">")), tokens[a + 3].kind == .identifier {
            name = text(a + 3)
        } else {
            return nil
        }
        if name.hasPrefix("_") { name.removeFirst() }
        return name.isEmpty ? nil : name
    }

    /// For a helper method that reads a member (`_views`, Swift's `views` of its type), the
    /// initializer that stores one of its parameters in that member, when it is the only code
    /// that writes it.
    func storedByInitializer(_ range: (Int, Int)) -> HelperArgument? {
        language == .swift ? storedBySwiftInitializer(range) : storedByObjCInitializer(range)
    }

    /// `storedByInitializer` in Objective-C: the one initializer of the file that writes the member.
    private func storedByObjCInitializer(_ range: (Int, Int)) -> HelperArgument? {
        guard let member = memberName(range) else { return nil }
        var found: HelperArgument? = nil
        for i in tokens.indices where isPunct(i, UInt8(ascii: "=")) && !isComparison(i) {
            // The written expression ends just before the `=`: `_views`, `self.views`, `self->_views`.
            let start = (1...4).map { i - $0 }.first { $0 >= 0 && memberName(($0, i)) == member }
            guard let start, start == 0 || !isPunct(start - 1, UInt8(ascii: ".")) else { continue }
            let end = statementEnd(from: i + 1)
            let body = enclosingFunction(of: i)
            guard found == nil, end - i == 2, tokens[i + 1].kind == .identifier, body > 0, let signature = parsedSignature(body),
                  signature.style == .objc, signature.name.hasPrefix("init"),
                  case .parameter(body) = resolve(i + 1), let p = signature.names.firstIndex(of: nameBytes(i + 1)) else { return nil }
            found = .stored(initializer: signature.name, parameter: p)
        }
        return found
    }

    /// `views:self.views` (`_views`, Swift's `views` of the type) in an instance method that
    /// leaves every member alone: no assignment or change of that member, no block, and no
    /// message to `self` but layout calls (`nothingChangesSelf`). A call sent to `self` then
    /// passes what the caller's method last assigned to the member (`assignedInMethod`).
    func memberViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        // A method: an Objective-C one, or a Swift one of a type (a free function's `views` is a global).
        guard !signature.isClassMethod, !isStaticDeclaration(signature.nameToken),
              signature.style == .objc || signature.style == .swift && enclosingType(of: body) >= 0 else { return nil }
        var member = memberName(range)
        let (a, b) = unparenthesized(range)
        if member == nil, language == .swift, b - a == 1, tokens[a].kind == .identifier {
            switch resolve(a) {
            case .none: member = text(a)
            case .declaration(let d) where block(of: d) >= 0 && isTypeOrFileLevel(d) && !isMacro(d): member = text(a)
            default: break
            }
        }
        guard let member, leavesSelfAlone(body: body) else { return nil }
        return .member(member)
    }

    /// `views: self.views` (or `views`) in a Swift method of a type whose dictionary property of
    /// that name has every write of the file read (`filledAcrossFile`): whatever the method or
    /// anything else does to `self`, the property holds at most those keys.
    func propertyViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        guard language == .swift, !signature.isClassMethod, !isStaticDeclaration(signature.nameToken) else { return nil }
        var (a, b) = unparenthesized(range)
        if b - a == 3, isIdentifier(a, "self"), isPunct(a + 1, UInt8(ascii: ".")) { a += 2 }
        let type = enclosingType(of: body)
        guard b - a == 1, tokens[a].kind == .identifier, type >= 0, let typeName = typeName(type),
              case .declaration(let d) = resolve(a), block(of: d) == type, filledAcrossFile(d, depth: 0) != nil else { return nil }
        return .property(name: text(a), type: typeName)
    }

    /// The dictionary property `name` of the type `type` declared in this file, read as
    /// `filledAcrossFile` does; nil when the file declares no such property (or more than one).
    func propertyOfType(_ name: String, type: String) -> DictionaryKnowledge? {
        let found = (declarations[NameKey(name)] ?? []).filter { d in
            let block = self.block(of: d)
            return block >= 0 && blockKind(block) == .type && typeName(block) == type && !isMacro(d)
        }
        guard found.count == 1 else { return nil }
        return filledAcrossFile(found[0], depth: 0)
    }

    /// Whether the function whose body opens at `body` changes no member of `self` (`x = …`,
    /// `self.x = …`, `_x[k] = …`, `[_x addObject:…]` of a name that is no local) and sends `self`
    /// no message that might (`nothingChangesSelf`).
    func leavesSelfAlone(body: Int) -> Bool {
        let end = closing(body)
        guard nothingChangesSelf(from: body + 1, to: end, othersMayRun: true) else { return false }
        for t in body + 1..<end where tokens[t].kind == .identifier && !isPunct(t - 1, UInt8(ascii: ".")) || isIdentifier(t - 2, "self") && isPunct(t - 1, UInt8(ascii: ".")) {
            guard let sites = nameChanges()[identityKey(ofName: t)] else { continue }
            let k = Self.partitionPoint(sites.count) { sites[$0].at < t }   // (the sites are in order)
            guard k < sites.count, sites[k].at == t else { continue }
            if isIdentifier(t - 2, "self") && isPunct(t - 1, UInt8(ascii: ".")) { return false }
            switch resolve(t) {
            case .none: return false
            case .declaration(let d) where isTypeOrFileLevel(d): return false
            default: continue
            }
        }
        return true
    }

    /// Whether the Swift declaration named at `name` (after its `func`, `var` or `let`) is
    /// `static` or `class`: the type's own, not each instance's. Its modifiers are read back to
    /// the start of the declaration (`static private(set) var`, `@objc class func`).
    func isStaticDeclaration(_ name: Int) -> Bool {
        guard language == .swift else { return false }
        var k = name - 2
        while k >= 0 && k > name - 12 {
            if isIdentifier(k, "static") || isIdentifier(k, "class") { return true }
            if tokens[k].kind == .identifier || isPunct(k, UInt8(ascii: "@")) || isPunct(k, UInt8(ascii: ")")) { k -= 1; continue }
            if isPunct(k, UInt8(ascii: "(")), isName(k - 1) { k -= 1; continue }   // `private(set)`
            break
        }
        return false
    }

    private func isName(_ k: Int) -> Bool { k >= 0 && tokens[k].kind == .identifier }

    /// When the name at `k` is a constant that holds a parameter of the function around it cast
    /// to a dictionary type (`guard let views = views as? [String: UIView] else { return }`,
    /// `if let views = …`, `let views = views as! [String: UIView]`): the parameter's token, and
    /// whether the cast is a conditional one. A cast keeps every entry or fails, and a failed
    /// `as?` leaves the constant unset: where the name is read, it holds the parameter's entries.
    func castParameter(_ k: Int) -> (parameter: Int, conditional: Bool)? {
        guard language == .swift, case .declaration(let d) = resolve(k), isIdentifier(d - 1, "let"),
              let (x, y) = initializer(of: d), tokens[x].kind == .identifier, isIdentifier(x + 1, "as"),
              case .parameter(let owner) = resolve(x), blockKind(owner) == .function else { return nil }
        var t = x + 2
        let conditional = isPunct(t, UInt8(ascii: "?"))
        if conditional || isPunct(t, UInt8(ascii: "!")) { t += 1 }
        // A dictionary type, and a conditional cast only where a failure goes no further.
        guard isPunct(t, UInt8(ascii: "[")), closing(t) == y - 1, (t + 1..<y - 1).contains(where: { isPunct($0, UInt8(ascii: ":")) && Int(parent[$0]) == t }),
              !conditional || isIdentifier(d - 2, "guard") || isIdentifier(d - 2, "if") else { return nil }
        // A `guard` whose `else` stops the program (`fatalError()`) is no quiet unwrapping.
        if conditional && isIdentifier(d - 2, "guard") {
            guard isIdentifier(y, "else"), isPunct(y + 1, UInt8(ascii: "{")) else { return nil }
            let body = (y + 2..<closing(y + 1)).filter { tokens[$0].kind == .identifier }
            let stops = body.contains { isIdentifier($0, "fatalError") || isIdentifier($0, "preconditionFailure") || isIdentifier($0, "abort") || isIdentifier($0, "exit") }
            return (x, !stops && body.contains { isIdentifier($0, "return") })
        }
        return (x, conditional)
    }

    /// The argument the object a message at `index` is sent to was made with: the receiver a
    /// local made by `[[Class alloc] INITIALIZER…]` and never assigned again (in Swift,
    /// `storedSwiftArgument`).
    func storedArgument(receiverOf index: Int, initializer selector: String, parameter: Int) -> (Int, Int)? {
        // A Swift type's initializer is reached from Swift, an Objective-C class's from Objective-C.
        if let initializer = SwiftInitializer(key: selector) {
            return language == .swift ? storedSwiftArgument(receiverOf: index, initializer: initializer, parameter: parameter) : nil
        }
        guard language == .objc, let open = enclosingOpen(index, UInt8(ascii: "[")), open + 1 == index || open + 2 == index,
              tokens[open + 1].kind == .identifier, case .declaration(let d) = resolve(open + 1),
              !changedAfterDeclaration(d), let made = initializer(of: d) else { return nil }
        let (a, b) = unparenthesized(made)
        guard isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1 else { return nil }
        let pieces = messagePieces(a)
        guard pieces.map({ isPunct($0.label, UInt8(ascii: ":")) ? ":" : text($0.label) + ":" }).joined() == selector,
              parameter < pieces.count else { return nil }
        return (pieces[parameter].start, pieces[parameter].end)
    }

    /// Where a call's format comes from when it is the parameter of the function around it:
    /// the function's body, the parameter's name, and whether the parameter is an array whose
    /// elements are the formats (`for (NSString *f in formats)`, `for f in formats`,
    /// `formats.forEach { f in … }`, `formats.map { … $0 … }`).
    func formatOrigin(_ format: (Int, Int), array: Bool, depth: Int = 0) -> (body: Int, name: [UInt8], array: Bool)? {
        let (a, b) = unparenthesized(format)
        if array, let element = singleElement(a, b) { return formatOrigin(element, array: false, depth: depth) }
        if !array, let element = indexedElementOrigin(a, b) { return element }
        guard b - a == 1, tokens[a].kind == .identifier else { return nil }
        if let element = elementOrigin(a), !array { return element }
        if depth < 4, let copied = copiedFrom(a) { return formatOrigin((copied, copied + 1), array: array, depth: depth + 1) }
        guard case .parameter(let owner) = resolve(a), blockKind(owner) == .function else { return nil }
        return (owner, nameBytes(a), array)
    }

    /// When the name at `a` is a local that holds a copy of another name at the call (`NSString
    /// *format = item;`, or `format = @""` then `format = item` in the branch that takes a string,
    /// `format = item[@"format"]` in another): a token of that name. Every value given to the
    /// local that reaches `a` (each branch of a conditional) is the name itself, an empty
    /// placeholder (`@""`, `nil`), or read from it as a dictionary's value (`item[@"format"]`, `[item objectForKey:…]`: not the
    /// element's text, and a string element cannot take that path); nil for anything else
    /// (`[item uppercaseString]` is text made from the element, not the element).
    func copiedFrom(_ a: Int) -> Int? {
        guard case .declaration(let d) = resolve(a), !isLoopVariable(d), !isTypeOrFileLevel(d),
              let assignments = assignmentsReaching(d, use: a, limit: 8, inClosures: false) else { return nil }
        var values: [(Int, Int)] = initializer(of: d).map { [$0] } ?? []
        for site in assignments {
            guard isPunct(site.at + 1, UInt8(ascii: "=")) else { return nil }
            values.append((site.at + 2, valueEnd(from: site.at + 2)))
        }
        var copied: Int? = nil
        var readFrom: [Int] = []
        // Without a value on some path (`nil`, `@""`, none), the copy must be made for every
        // string: under a test of the element's type only, never of its text (`hasPrefix:`
        // would leave some strings out, and a caller's other strings are no formats).
        var placeholder = initializer(of: d) == nil
        var copies: [Int] = []
        // Whether the value `[from, to)` is one of those above (each branch of a conditional).
        func accepts(_ from: Int, _ to: Int, depth: Int) -> Bool {
            let (x, y) = unparenthesized((from, to))
            guard x < y, depth < 4 else { return false }
            if isNull(x, y) { placeholder = true; return true }
            if case .literals(let pieces, _)? = stringExpression(x, y), pieces.allSatisfy({ $0.contentRange.lowerBound == $0.contentRange.upperBound }) {
                placeholder = true
                return true
            }
            if let branches = conditional(x, y) {
                return accepts(branches.then.0, branches.then.1, depth: depth + 1) && accepts(branches.else.0, branches.else.1, depth: depth + 1)
            }
            if y - x == 1, tokens[x].kind == .identifier {
                if let c = copied, !bytesEqual(tokens[x], nameBytes(c)) { return false }
                copied = copied ?? x
                copies.append(x)
            } else if tokens[x].kind == .identifier, isPunct(x + 1, UInt8(ascii: "[")), closing(x + 1) == y - 1 {
                readFrom.append(x)
            } else if isPunct(x, UInt8(ascii: "[")), closing(x) == y - 1, tokens[x + 1].kind == .identifier,
                      isIdentifier(x + 2, "objectForKey") || isIdentifier(x + 2, "valueForKey") {
                readFrom.append(x + 1)
            } else {
                return false
            }
            return true
        }
        for value in values where !accepts(value.0, value.1, depth: 0) { return nil }
        guard let copied, !bytesEqual(tokens[copied], nameBytes(d)),
              readFrom.allSatisfy({ bytesEqual(tokens[$0], nameBytes(copied)) }) else { return nil }
        if placeholder, !copies.allSatisfy({ $0 != initializer(of: d)?.0 && isUnderStringTest($0) }) { return nil }
        return copied
    }

    /// Whether the assignment whose value is token `value` is the body of an `if` that tests the
    /// value's type for a string (`[item isKindOfClass:[NSString class]]`, `item is String`,
    /// `let s = item as? String`) and nothing else about its text.
    private func isUnderStringTest(_ value: Int) -> Bool {
        // The condition: of the `if` whose braced body holds the assignment, or whose body it is.
        var close = -1
        let brace = block(of: value)
        if brace > 0, blockKind(brace) == .branch, !isUnbracedBody(value) { close = brace }
        else if isUnbracedBody(value), let statement = (max(0, value - 4)..<value).last(where: { isPunct($0, UInt8(ascii: ")")) }) { close = statement + 1 }
        guard close > 0 else { return false }
        var k = close - 1
        while k >= 0 && close - k <= 64 && !isIdentifier(k, "if") {
            if isPunct(k, UInt8(ascii: ")")) || isPunct(k, UInt8(ascii: "]")) { k = Int(match[k]) }
            if isPunct(k, UInt8(ascii: ";")) || isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}")) { return false }
            k -= 1
        }
        guard k >= 0, isIdentifier(k, "if") else { return false }
        var testsType = false
        for t in k + 1..<close where tokens[t].kind == .identifier {
            if language == .objc {
                if isIdentifier(t, "isKindOfClass") || isIdentifier(t, "isMemberOfClass") { testsType = true }
                else if isIdentifier(t, "hasPrefix") || isIdentifier(t, "hasSuffix") || isIdentifier(t, "length") || isIdentifier(t, "containsString")
                            || isIdentifier(t, "isEqualToString") || isIdentifier(t, "rangeOfString") { return false }
            } else if (isIdentifier(t, "is") || isIdentifier(t, "as")) && (isIdentifier(t + 1, "String") || isPunct(t + 1, UInt8(ascii: "?")) && isIdentifier(t + 2, "String")) {
                testsType = true
            } else if isIdentifier(t, "hasPrefix") || isIdentifier(t, "hasSuffix") || isIdentifier(t, "contains") || isIdentifier(t, "isEmpty") || isIdentifier(t, "count") {
                return false
            }
        }
        return testsType
    }

    /// The one element of an array literal `[x]` / `@[x]` that is all of `[a, b)`.
    func singleElement(_ a: Int, _ b: Int) -> (Int, Int)? {
        let open = isPunct(a, UInt8(ascii: "@")) ? a + 1 : a
        guard isPunct(open, UInt8(ascii: "[")), closing(open) == b - 1 else { return nil }
        let parts = split(open + 1, b - 1)
        return parts.count == 1 ? parts[0] : nil
    }

    /// For the loop variable or closure parameter at `a` walking the elements of a parameter of
    /// the function around it: that parameter.
    private func elementOrigin(_ a: Int) -> (body: Int, name: [UInt8], array: Bool)? {
        var brace = -1
        if isIdentifier(a, "$0") {
            // The closure's, however deep in its `if`s and loops.
            brace = block(of: a)
            while brace > 0 && (blockKind(brace) == .branch || blockKind(brace) == .loop) { brace = block(of: brace) }
            guard brace > 0, blockKind(brace) == .closure else { return nil }
        } else {
            switch resolve(a) {
            case .parameter(let owner): brace = owner
            case .declaration(let d) where isLoopVariable(d):
                // `for (NSString *f in formats)`, its body braced or not: the sequence is what
                // follows `in` in the parentheses.
                // An element the body rewrites (`format = [format stringBy…]`) is not what the
                // caller put in the array.
                if let sequence = objcLoopSequence(of: d) { return loopElementChanged(d, use: a) ? nil : sequenceOrigin(sequence) }
                brace = block(of: d) == block(of: a) ? -1 : innermostLoop(around: a, declaring: d)
            default: return nil
            }
        }
        guard brace > 0, changes(of: nameBytes(a), from: brace, to: closing(brace)).isEmpty,
              !bodyMaySkipElements(brace + 1, closing(brace), use: a, closure: blockKind(brace) == .closure),
              let sequence = elementSequence(brace, name: nameBytes(a)) else { return nil }
        return sequenceOrigin(sequence)
    }

    /// The function parameter a loop's or element-wise closure's sequence is, if it is one.
    private func sequenceOrigin(_ sequence: (Int, Int)) -> (body: Int, name: [UInt8], array: Bool)? {
        let (a, b) = unparenthesized(sequence)
        guard b - a == 1, tokens[a].kind == .identifier, case .parameter(let owner) = resolve(a), blockKind(owner) == .function else { return nil }
        return (owner, nameBytes(a), true)
    }

    private func innermostLoop(around a: Int, declaring d: Int) -> Int {
        var brace = block(of: a)
        while brace > d {
            if blockKind(brace) == .loop && brace > d && brace - d < 64 { return brace }
            brace = block(of: brace)
        }
        return -1
    }

    /// The sequence a loop or an element-wise closure at `brace` walks, when `name` is its element:
    /// `for name in SEQ {`, `for (NSString *name in SEQ) {`, `SEQ.forEach { name in`, `SEQ.map {
    /// … $0 … }`, `[SEQ enumerateObjectsUsingBlock:^(NSString *name, …) {`.
    func elementSequence(_ brace: Int, name: [UInt8]) -> (Int, Int)? {
        switch blockKind(brace) {
        case .loop:
            if isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) > 0, isIdentifier(Int(match[brace - 1]) - 1, "for") {
                let open = Int(match[brace - 1])
                // `for (NSString *f in formats)`, C++'s `for (NSString *f : formats)`.
                guard let inIndex = (open..<brace - 1).first(where: { isIdentifier($0, "in") || language == .objc && isPunct($0, UInt8(ascii: ":")) && Int(parent[$0]) == open }),
                      bytesEqual(tokens[inIndex - 1], name) else { return nil }
                return (inIndex + 1, brace - 1)
            }
            guard let forIndex = (max(0, brace - 64)..<brace).last(where: { isIdentifier($0, "for") }) else { return nil }
            if bytesEqual(tokens[forIndex + 1], name), isIdentifier(forIndex + 2, "in") { return (forIndex + 3, brace) }
            // `for (format, options) in formatsAndOptions {`: an element of a tuple.
            guard isPunct(forIndex + 1, UInt8(ascii: "(")), closing(forIndex + 1) < brace, isIdentifier(closing(forIndex + 1) + 1, "in"),
                  split(forIndex + 2, closing(forIndex + 1)).contains(where: { $0.1 - $0.0 == 1 && bytesEqual(tokens[$0.0], name) }) else { return nil }
            return (closing(forIndex + 1) + 2, brace)
        case .closure:
            if language == .objc {
                // `[formats enumerateObjectsUsingBlock:^(NSString *f, NSUInteger i, BOOL *stop) {`
                guard isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) > 1 else { return nil }
                let open = Int(match[brace - 1])
                guard isPunct(open - 1, UInt8(ascii: "^")), isPunct(open - 2, UInt8(ascii: ":")), isIdentifier(open - 3, "enumerateObjectsUsingBlock"),
                      let first = parameterParts(open + 1, brace - 1).first,
                      let last = (first.0..<first.1).last(where: { tokens[$0].kind == .identifier }), bytesEqual(tokens[last], name),
                      let message = enclosingOpen(open - 3, UInt8(ascii: "[")), open - 3 - message == 2 else { return nil }
                return (message + 1, message + 2)
            }
            let parameterNamed = bytesEqual(tokens[brace + 1], name) && isIdentifier(brace + 2, "in")
                || isPunct(brace + 1, UInt8(ascii: "(")) && bytesEqual(tokens[brace + 2], name)
            guard name == Array("$0".utf8) || parameterNamed else { return nil }
            var j = brace - 1
            if isPunct(j, UInt8(ascii: "(")) { j -= 1 }
            guard j >= 2, matchesAny(j, Self.elementMethods), isPunct(j - 1, UInt8(ascii: ".")) else { return nil }
            // `formats?.forEach {`: an optional array, whose elements are iterated when it is one.
            if j >= 3, isPunct(j - 2, UInt8(ascii: "?")), tokens[j - 3].kind == .identifier { return (j - 3, j - 2) }
            return (j - 2, j - 1)
        default:
            return nil
        }
    }

    /// The messages that change a mutable string, array or dictionary.
    static let mutatingSelectors: Set<String> = [
        "setObject", "setValue", "addEntriesFromDictionary", "removeObjectForKey", "removeObjectsForKeys", "removeAllObjects",
        "setDictionary", "addObject", "addObjectsFromArray", "insertObject", "insertObjects", "removeObject", "removeObjectAtIndex",
        "removeLastObject", "removeObjectsInArray", "replaceObjectAtIndex", "setArray", "appendString", "appendFormat",
        "setString", "replaceCharactersInRange", "insertString", "deleteCharactersInRange", "sortUsingSelector",
        "sortUsingComparator", "sortUsingDescriptors", "exchangeObjectAtIndex", "filterUsingPredicate",
    ]

    /// Whether the function at `body` leaves its parameter `name` as its caller gave it: a Swift
    /// parameter always does (an `inout` one is passed as `&x`, which no dictionary or format
    /// is read from); an Objective-C or C one as long as the body never assigns it, takes its
    /// address, assigns into it or sends it a message that changes it (`[views setObject:…]`).
    func onlyPassedOn(_ name: [UInt8], in body: Int) -> Bool {
        guard language == .objc else { return true }
        let end = closing(body)
        var i = body + 1
        while i < end && i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, bytesEqual(tokens[i], name), !isPunct(i - 1, UInt8(ascii: ".")),
                  !isPunct(i - 1, UInt8(ascii: "-")) || !isPunct(i, UInt8(ascii: ">")) else { continue }
            if isPunct(i - 1, UInt8(ascii: "&")) && !isPunct(i - 2, UInt8(ascii: "&")) && (i < 2 || tokens[i - 2].kind != .identifier) { return false }
            var after = i + 1
            if isPunct(after, UInt8(ascii: "[")) { after = closing(after) + 1 }   // `views[@"k"] = v`
            if isPunct(after, UInt8(ascii: "=")) && !isPunct(after + 1, UInt8(ascii: "=")) { return false }
            if tokens.indices.contains(after + 1), tokens[after].kind == .punctuation, isPunct(after + 1, UInt8(ascii: "=")),
               !isPunct(after, UInt8(ascii: "=")) && !isPunct(after, UInt8(ascii: "!")) && !isPunct(after, UInt8(ascii: "<")) && !isPunct(after, UInt8(ascii: ">")) {
                return false   // `+=`, `|=`, …
            }
            if isPunct(i - 1, UInt8(ascii: "[")), tokens.indices.contains(i + 1), tokens[i + 1].kind == .identifier,
               Self.mutatingSelectors.contains(text(i + 1)) { return false }
        }
        return true
    }

    /// Whether the format `(a, b)` of a call is a parameter of the function or closure around it,
    /// or an element of one: what its callers pass is checked at their calls.
    func isForwardedFormat(_ format: (Int, Int), array: Bool, depth: Int = 0) -> Bool {
        let (a, b) = unparenthesized(format)
        if array, let element = singleElement(a, b) { return isForwardedFormat(element, array: false, depth: depth) }
        if !array, indexedElementOrigin(a, b) != nil { return true }
        guard b - a == 1, tokens[a].kind == .identifier else { return false }
        if !array, elementOrigin(a) != nil { return true }
        if depth < 4, let copied = copiedFrom(a) { return isForwardedFormat((copied, copied + 1), array: array, depth: depth + 1) }
        if case .parameter(let owner) = resolve(a), blockKind(owner) == .function || blockKind(owner) == .closure && closureHelperName(owner) != nil {
            return true
        }
        return false
    }

    // MARK: Local closures

    /// The name token of the local a closure, block or lambda opened at `brace` is assigned to
    /// where it is declared (`let NAME = {`, `void (^NAME)(…) = ^(…) {`, `auto NAME = [&](…) {`).
    func closureHelperName(_ brace: Int) -> Int? {
        var start = brace
        if isPunct(brace - 1, UInt8(ascii: "^")) { start = brace - 1 }
        else if isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) > 0 {
            let open = Int(match[brace - 1])
            if isPunct(open - 1, UInt8(ascii: "^")) { start = open - 1 }
            else if isPunct(open - 1, UInt8(ascii: "]")), Int(match[open - 1]) >= 0 { start = Int(match[open - 1]) }
        }
        guard start > 1, isPunct(start - 1, UInt8(ascii: "=")) else { return nil }
        let before = start - 2
        if language == .swift {
            // `let NAME = {` or `let NAME: (String) -> Void = {`.
            if tokens[before].kind == .identifier, isIdentifier(before - 1, "let") || isIdentifier(before - 1, "var") { return before }
            var k = before
            while k > max(0, before - 24) {
                if (isIdentifier(k, "let") || isIdentifier(k, "var")) && tokens[k + 1].kind == .identifier && isPunct(k + 2, UInt8(ascii: ":")) { return k + 1 }
                if isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: "}")) { return nil }
                k -= 1
            }
            return nil
        }
        // `auto NAME =`, `void (^NAME)(NSString *) =`.
        if before >= 1, tokens[before].kind == .identifier, tokens[before - 1].kind == .identifier { return before }
        if isPunct(before, UInt8(ascii: ")")), Int(match[before]) > 0 {
            let types = Int(match[before])
            if isPunct(types - 1, UInt8(ascii: ")")), Int(match[types - 1]) >= 0 {
                let open = Int(match[types - 1])
                if isPunct(open + 1, UInt8(ascii: "^")), tokens[open + 2].kind == .identifier, open + 3 == types - 1 { return open + 2 }
            }
        }
        return nil
    }

    /// Whether the use of a name at `use` is of the local declared at `declaration`: it resolves
    /// to it, or (an Objective-C block's declarator, `void (^add)(NSString *)`, which is not
    /// among the declarations read) to nothing, in the declaration's block.
    func declares(_ declaration: Int, use: Int) -> Bool {
        switch resolve(use) {
        case .declaration(let d): return d == declaration
        case .none: return language == .objc && blockContains(block(of: declaration), use)
        default: return false
        }
    }

    /// The closure parameters' names of the closure at `brace` (`{ (format: String) in`, `{ f in`,
    /// `^(NSString *f) {`, `[&](NSString *f) {`).
    func closureParameters(_ brace: Int) -> [[UInt8]] {
        if language == .objc {
            guard isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) >= 0 else { return [] }
            let open = Int(match[brace - 1])
            return parameterParts(open + 1, brace - 1).map { part in
                (part.0..<part.1).last(where: { tokens[$0].kind == .identifier }).map { nameBytes($0) } ?? []
            }
        }
        var i = brace + 1
        if isPunct(i, UInt8(ascii: "(")) {
            // `{ (format: String) in`, `{ (format) -> Void in`.
            return parameterParts(i + 1, closing(i)).map { part in
                let colon = (part.0..<part.1).first(where: { isPunct($0, UInt8(ascii: ":")) }) ?? part.1
                return colon > part.0 && tokens[colon - 1].kind == .identifier ? nameBytes(colon - 1) : []
            }
        }
        var names: [[UInt8]] = []
        while i < tokens.count && i < brace + 24 {
            if isIdentifier(i, "in") { return names }
            if tokens[i].kind == .identifier { names.append(nameBytes(i)) }
            else if !isPunct(i, UInt8(ascii: ",")) { return [] }
            i += 1
        }
        return []
    }

    /// The closure helper a call in a closure's body makes of the closure, when the call's
    /// format is the closure's parameter and the closure is held in a local.
    func closureHelper(format: (Int, Int), options: (Int, Int)?, metrics: (Int, Int)?, views: (Int, Int)?,
                       function: FormatFunction?, optionsUnknown: Bool) -> ClosureHelper? {
        let (a, b) = unparenthesized(format)
        guard b - a == 1, tokens[a].kind == .identifier, case .parameter(let brace) = resolve(a), blockKind(brace) == .closure,
              let name = closureHelperName(brace), let p = closureParameters(brace).firstIndex(of: nameBytes(a)) else { return nil }
        // `^(UIView *host, NSString *format, NSDictionary *views) { … views:views … }`: the body
        // uses the parameter only there (or reads it by key), and the local is never assigned
        // another block.
        func ownParameter(_ range: (Int, Int)?) -> Int? {
            guard let range else { return nil }
            let (x, y) = unparenthesized(range)
            guard y - x == 1, tokens[x].kind == .identifier, case .parameter(brace) = resolve(x),
                  !changedAfterDeclaration(name) else { return nil }
            let parameter = nameBytes(x)
            for t in brace + 1..<closing(brace) where t != x && tokens[t].kind == .identifier && bytesEqual(tokens[t], parameter)
                && !isPunct(t - 1, UInt8(ascii: ".")) && !isPunct(t + 1, UInt8(ascii: ":")) {   // (a label, `views:`)
                guard isPunct(t + 1, UInt8(ascii: "[")), !isPunct(closing(t + 1) + 1, UInt8(ascii: "=")) else { return nil }
            }
            return closureParameters(brace).firstIndex(of: parameter)
        }
        return ClosureHelper(declaration: name, format: p, options: options, metrics: metrics, views: views, function: function,
                             optionsUnknown: optionsUnknown, viewsParameter: ownParameter(views), metricsParameter: ownParameter(metrics))
    }

    /// A call of a local closure helper at `index` (`constrain("H:|[a]|")`).
    func closureCall(_ index: Int, _ helper: ClosureHelper) {
        let open = index + 1
        let close = closing(open)
        guard close < tokens.count, close - open <= Self.longestArgument else { return }
        let arguments = split(open + 1, close)
        guard helper.format < arguments.count else { return }
        func argument(_ k: Int) -> (Int, Int) {
            var argument = arguments[k]
            if language == .swift, argument.1 - argument.0 >= 2, tokens[argument.0].kind == .identifier, isPunct(argument.0 + 1, UInt8(ascii: ":")) { argument.0 += 2 }
            return argument
        }
        let format = argument(helper.format)
        // The closure's own parameters the body passes on are what this call gives them.
        let viewsRange = helper.viewsParameter.flatMap { $0 < arguments.count ? argument($0) : nil } ?? helper.views
        let metricsRange = helper.metricsParameter.flatMap { $0 < arguments.count ? argument($0) : nil } ?? helper.metrics
        let views = readsValues ? viewsRange.map { dictionary($0.0, $0.1) } : nil
        record(callName: index, format: format, options: helper.options, metrics: metricsRange, views: views,
               viewsArgument: viewsRange, function: helper.function, optionsUnknown: helper.optionsUnknown)
    }
}

extension SourceScanner {
    /// Whether `[a, b)` is a local made nil and never changed (`NSDictionary *sizes = nil;`,
    /// `let sizes: [String: Any]? = nil`): a helper passing it passes no metrics.
    func holdsNullOnly(_ a: Int, _ b: Int) -> Bool {
        guard b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), !isTypeOrFileLevel(d),
              !isLoopVariable(d), !changedAfterDeclaration(d), let (x, y) = initializer(of: d) else { return false }
        return isNull(x, y)
    }

    // Words compared with tokens (`matchesAny`).
    static let elementMethods = WordSet(["forEach", "map", "flatMap", "compactMap"])
}

/// A helper's definition and the body (`{` token) that defines it.
private struct DefinitionSite: Hashable {
    var signature: HelperSignature
    var body: Int
}
