import VFLSyntax

// Where the names of a file change after they are declared, read in one pass over the tokens:
// the format variable completed in place (`f += "|"`), the views variable assigned another view
// (`label = UILabel()`), the collector of constraints emptied (`c.removeAll()`). Each question
// about a name (`changedAfterDeclaration`, `isReset`, `viewIdentity`) looks its changes up here.

/// How a name changes at one place.
enum NameChange {
    /// `x = …`, `self.x = …`, `_x = …` (not a declaration's `=`).
    case assigned
    /// Added to in place: `x += …`, `x.append(…)`, `x.insert(…)`, `[x addObject:…]`,
    /// `[x appendString:…]`.
    case addedTo
    /// Otherwise changed in place: `x.removeAll()`, `x[k] = …`, `[x removeObject:…]`,
    /// `[x setArray:…]`, `[x replaceCharactersInRange:…]`.
    case changedInPlace
    /// Passed by reference (`&x`): the callee may do anything to it.
    case passedByReference
}

/// One place where a name changes (`at`: the name's token).
struct NameChangeSite {
    var at: Int
    var change: NameChange
}

extension SourceScanner {
    /// Methods that add to a Swift string or array.
    static let addingMethods = WordSet(["append", "insert", "write"])
    /// Methods that otherwise change a Swift string or array.
    static let changingMethods = WordSet(["remove", "removeAll", "removeLast", "removeFirst", "removeSubrange", "replaceSubrange", "replace",
                                  "popLast", "sort", "reverse", "shuffle", "swapAt"])
    /// Messages that add to an Objective-C mutable string or array.
    static let addingMessages = WordSet(["appendString", "appendFormat", "insertString", "addObject", "addObjectsFromArray", "insertObject",
                                 "insertObjects"])
    /// Messages that otherwise change an Objective-C mutable string or array.
    static let changingMessages = WordSet(["setString", "deleteCharactersInRange", "replaceCharactersInRange", "replaceOccurrencesOfString",
                                   "removeObject", "removeObjectAtIndex", "removeObjectsInArray", "removeObjectsInRange",
                                   "removeObjectsAtIndexes", "removeObjectIdenticalTo", "removeAllObjects", "removeLastObject",
                                   "replaceObjectAtIndex", "replaceObjectsInRange", "replaceObjectsAtIndexes", "exchangeObjectAtIndex",
                                   "filterUsingPredicate", "setObject", "setArray"])

    /// Every change of every name in the file, by the name's identity (`_x` is `x`), in order.
    func nameChanges() -> [NameKey: [NameChangeSite]] {
        if let known = cache.nameChanges { return known }
        var result: [NameKey: [NameChangeSite]] = [:]
        for p in tokens.indices where tokens[p].kind == .identifier {
            guard let change = change(at: p) else { continue }
            result[identityKey(ofName: p), default: []].append(NameChangeSite(at: p, change: change))
        }
        cache.nameChanges = result
        return result
    }

    /// How the name at token `p` changes there, if it does.
    private func change(at p: Int) -> NameChange? {
        // Every change below has punctuation just after the name or just before it (`=`, `+=`,
        // `.`, `[`, `&`): most names of a file have neither.
        let next = punctuation(p + 1), previous = punctuation(p - 1)
        guard next == UInt8(ascii: "=") || next == UInt8(ascii: "+") || next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
                || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ".") || previous == UInt8(ascii: "&") else { return nil }
        // (Each case looked at only after the punctuation it starts with.)
        switch next {
        case UInt8(ascii: "="):
            if isComparison(p + 1) { return nil }
            // A declaration (`let x =`, `var x =`, `UILabel *x =`, `let a = 1, x = 2`) makes the
            // name; it does not change it.
            if isIdentifier(p - 1, "let") || isIdentifier(p - 1, "var") || previous == UInt8(ascii: "*") || isDeclaration(p) { return nil }
            return .assigned
        case UInt8(ascii: "+"):
            if isPunct(p + 2, UInt8(ascii: "=")) { return .addedTo }
        case UInt8(ascii: "."):
            if matchesAny(p + 2, Self.addingMethods) { return .addedTo }
            if matchesAny(p + 2, Self.changingMethods) { return .changedInPlace }
        case UInt8(ascii: "["):
            if isPunct(closing(p + 1) + 1, UInt8(ascii: "=")) && !isPunct(closing(p + 1) + 2, UInt8(ascii: "=")) { return .changedInPlace }
        default:
            break
        }
        switch previous {
        case UInt8(ascii: "["), UInt8(ascii: "."):
            // The receiver of a message: `[c addObject:…]`, `[self.c removeAllObjects]`.
            guard previous == UInt8(ascii: "[") || isIdentifier(p - 2, "self") && isPunct(p - 3, UInt8(ascii: "[")) else { return nil }
            if matchesAny(p + 1, Self.addingMessages) { return .addedTo }
            if matchesAny(p + 1, Self.changingMessages) { return .changedInPlace }
        case UInt8(ascii: "&"):
            if !isPunct(p - 2, UInt8(ascii: "&")) { return .passedByReference }
        default:
            break
        }
        return nil
    }

    /// The changes of the name spelled `name` (exactly: `_x` is not `x` here) between tokens
    /// `start` and `end`, in order.
    func changes(of name: [UInt8], from start: Int, to end: Int) -> [NameChangeSite] {
        guard let sites = nameChanges()[Self.identityKey(ofName: name, 0, name.count)] else { return [] }
        var result: [NameChangeSite] = []
        var k = Self.partitionPoint(sites.count) { sites[$0].at < start }
        while k < sites.count && sites[k].at < end {
            if bytesEqual(tokens[sites[k].at], name) { result.append(sites[k]) }
            k += 1
        }
        return result
    }

    /// Whether the variable declared at `d` changes after its declaration: assigned again
    /// (`f = …`), changed in place (`f += "|"`, `f.append(…)`, `[f appendString:…]`,
    /// `items[0] = …`, `[items addObject:…]`) or passed by reference (`&f`). Its initial value is
    /// then not what a later use sees. (For a property or a file-level variable, anywhere in the
    /// file: a method may run before the use.)
    func changedAfterDeclaration(_ d: Int) -> Bool {
        let scope = declarationScope(d)
        let start = isTypeOrFileLevel(d) ? 0 : d + 1
        let end = scope >= 0 ? closing(scope) : tokens.count
        return !changes(of: nameBytes(d), from: start, to: end).isEmpty
    }
}
