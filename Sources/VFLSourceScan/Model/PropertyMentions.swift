import VFLSyntax

// Whether another file of the project may write an internal Swift dictionary property of a
// file (`SourceScanner.filledAcrossFile`): only a Swift file, by naming it, through a member
// access (`cell.views`, `\.views`) or, in a subclass or extension of its type, by its bare
// name. A bare name this file declares itself (a local, a parameter, a property of the type
// the use is in) is another variable. Objective-C cannot see the property at all: it is
// neither `@objc` nor in an `@objcMembers` class (`filledAcrossFile` reads no other).

extension SourceScan {
    /// Those of `names` the Swift file `bytes` may reach as another type's property: named
    /// after a `.`, or bare where this file declares nothing of the name around the use.
    public static func propertiesNamed(_ names: [String], in bytes: [UInt8], language: SourceLanguage) -> Set<String> {
        let (reached, bare) = propertiesNamedByBytes(names, in: bytes, language: language)
        guard !bare.isEmpty else { return reached }
        return reached.union(SourceScanner(bytes: bytes, language: language, functions: []).propertiesNamed(bare))
    }

    static let objcMembersWord = Array("objcMembers".utf8)

    /// Those of `types` the Swift file `bytes` builds on (`SourceScanner.buildsOn`): a property
    /// of one may then be written through a protocol, or by a subclass.
    public static func typesBuiltOn(_ types: [String], in bytes: [UInt8], language: SourceLanguage) -> Set<String> {
        let present = language == .swift ? types.filter { SourceByteSearch.contains(bytes, Array($0.utf8)) } : []
        guard !present.isEmpty else { return [] }
        let scanner = SourceScanner(bytes: bytes, language: language, functions: [])
        return Set(present.filter { scanner.buildsOn(type: $0) })
    }

    /// What a byte search tells of `propertiesNamed`: those reached for certain (`.views`
    /// anywhere, a comment's too), and those the file holds otherwise, which only lexing it tells.
    public static func propertiesNamedByBytes(_ names: [String], in bytes: [UInt8], language: SourceLanguage) -> (reached: Set<String>, bare: [String]) {
        guard language == .swift else { return ([], []) }
        // `@objcMembers` on an extension or a superclass makes a property `@objc`: key-value
        // coding may then set it by a string.
        if SourceByteSearch.contains(bytes, Self.objcMembersWord) { return (Set(names), []) }
        let reached = Set(names.filter { SourceByteSearch.contains(bytes, Array(("." + $0).utf8)) })
        return (reached, names.filter { !reached.contains($0) && SourceByteSearch.contains(bytes, Array($0.utf8)) })
    }
}

extension SourceScanner {
    /// Whether this file builds on the type `name` (but for its declaration at `declaration`):
    /// an extension of it adding a protocol not Apple's (`extension Badge: Keyed`, `extension
    /// App.Badge: Keyed`), a type inheriting from it (`class Sub: Badge`), or an alias of it
    /// (`typealias B = Badge`), which may be extended.
    func buildsOn(type name: String, except declaration: Int = -1) -> Bool {
        let bytes = Array(name.utf8)
        for t in tokens.indices where t != declaration && tokens[t].kind == .identifier && bytesEqual(tokens[t], bytes) {
            var head = t
            while head >= 2 && isPunct(head - 1, UInt8(ascii: ".")) && tokens[head - 2].kind == .identifier { head -= 2 }
            if isIdentifier(head - 1, "extension") {
                guard isPunct(t + 1, UInt8(ascii: ":")) else { continue }
                var end = t + 2
                while end < tokens.count && !isPunct(end, UInt8(ascii: "{")) && !isIdentifier(end, "where") { end += 1 }
                if !onlyApples(from: t + 2, to: end) { return true }
                continue
            }
            if isPunct(head - 1, UInt8(ascii: "=")) && isIdentifier(head - 3, "typealias") { return true }
            // In an inheritance list (`class Sub: Base, Badge {`): a type keyword before it in
            // the header (a `let b: Badge` or a parameter stops at its `=`, `(` or block).
            guard isPunct(head - 1, UInt8(ascii: ":")) || isPunct(head - 1, UInt8(ascii: ",")) else { continue }
            var k = head - 1
            while k > 0 && k > head - 64 && !isPunct(k, UInt8(ascii: "{")) && !isPunct(k, UInt8(ascii: "}")) && !isPunct(k, UInt8(ascii: ";"))
                    && !isPunct(k, UInt8(ascii: "(")) && !isPunct(k, UInt8(ascii: ")")) && !isPunct(k, UInt8(ascii: "=")) {
                if matchesAny(k, Self.typeKeywords), tokens.indices.contains(k + 1), tokens[k + 1].kind == .identifier { return true }
                k -= 1
            }
        }
        return false
    }

    /// Whether the names in `[from, to)` (an inheritance list, commas between) are all Apple's
    /// (`AppleClasses.supertypesRequiringNoProperty`).
    func onlyApples(from: Int, to: Int) -> Bool {
        for t in from..<min(to, tokens.count) where !isPunct(t, UInt8(ascii: ",")) {
            guard tokens[t].kind == .identifier, AppleClasses.supertypesRequiringNoProperty.contains(text(t)) else { return false }
        }
        return true
    }

    func propertiesNamed(_ names: [String]) -> Set<String> {
        var reached = Set<String>()
        let wanted = Set(names)
        let filter = NameFilter(wanted)
        for t in tokens.indices where tokens[t].kind == .identifier && filter.mayContain(bytes, Int(tokens[t].start), Int(tokens[t].end)) {
            let name = text(t)
            guard wanted.contains(name), !reached.contains(name) else { continue }
            if isPunct(t - 1, UInt8(ascii: ".")) || isPunct(t - 1, UInt8(ascii: "\\")) { reached.insert(name); continue }
            if isIdentifier(t - 1, "var") || isIdentifier(t - 1, "let") {
                // A declaration here; but an `override` of the property, or a protocol's
                // requirement (an `@objc` protocol makes the property that meets it `@objc`), is
                // the property itself.
                if swiftModifiers(before: t - 1)?.isOverride == true || typeHeader(enclosingType(of: t))?.keyword == "protocol" { reached.insert(name) }
                continue
            }
            // Another declaration (`func views`, `case views`), or a label (`f(views: x)`,
            // `func f(views: …)`): not a use.
            if matchesAny(t - 1, Self.declaringKeywords) { continue }
            if isPunct(t + 1, UInt8(ascii: ":")), Int(parent[t]) >= 0, isPunct(Int(parent[t]), UInt8(ascii: "(")) { continue }
            switch resolve(t) {
            case .parameter:
                continue
            // (A declaration inside an `#if` may not be built.)
            case .declaration(let d) where shields(d, use: t) && !isConditional(d):
                continue
            default:
                reached.insert(name)
            }
        }
        return reached
    }

    /// Whether the declaration `d` is what a bare use at `t` names, for certain: a local declared
    /// by a statement of its own (not a pattern of a `case`, a tuple or a list of conditions,
    /// whose reach the scopes here overstate), or a property of the type the use is in, not an
    /// override (a global is no shield: in a subclass the inherited member wins).
    private func shields(_ d: Int, use t: Int) -> Bool {
        if isTypeOrFileLevel(d) {
            // (A `static` member of the name is another: an instance's bare use is the property.)
            let modifiers = swiftModifiers(before: d - 1)
            return enclosingType(of: d) >= 0 && enclosingType(of: d) == enclosingType(of: t) && modifiers?.isOverride != true && modifiers?.isClassMember != true
        }
        if isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var") {
            // Not a pattern, and not in a `case` of a `switch` the use is in another case of.
            let block = Int(parent[d])
            return !(isIdentifier(d - 2, "case") || isIdentifier(d - 2, "catch") || isPunct(d - 2, UInt8(ascii: ","))
                     || isPunct(d - 2, UInt8(ascii: "(")) || block >= 0 && !isPunct(block, UInt8(ascii: "{")))
                && !(d..<t).contains { (isIdentifier($0, "case") || isIdentifier($0, "default")) && Int(parent[$0]) == block }
        }
        // `for view in views`, and others the scopes read.
        return isIdentifier(d - 1, "for")
    }

    static let declaringKeywords = WordSet(["func", "case", "typealias", "class", "struct", "enum", "protocol"])
}
