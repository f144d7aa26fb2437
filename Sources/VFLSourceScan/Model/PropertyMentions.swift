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

    /// Those of `types` the Swift file `bytes` makes conform to a protocol not Apple's
    /// (`extension Badge: Keyed`): a property of the type may meet its requirement, and code
    /// writing through the protocol reaches it. (Apple's protocols, `UITableViewDataSource`,
    /// require no property a project names.)
    public static func typesExtended(_ types: [String], in bytes: [UInt8], language: SourceLanguage) -> Set<String> {
        guard language == .swift else { return [] }
        return Set(types.filter { conformsElsewhere($0, in: bytes) })
    }

    /// Whether `bytes` hold `extension TYPE:` with a protocol among those after the `:` (up to
    /// `{` or `where`) that is not named as Apple's are (`UI…`, `NS…`).
    static func conformsElsewhere(_ type: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(("extension " + type).utf8)
        var from = 0
        while let at = SourceByteSearch.firstIndex(of: needle, in: bytes, range: from..<bytes.count) {
            from = at + needle.count
            var i = from
            while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13) { i += 1 }
            // `extension BadgeView` is another type; `extension Badge {` adds no protocol.
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":"), !(from < bytes.count && SourceLexer.isIdentifierContinuation(bytes[from])) else { continue }
            // Each name of the list, up to `{` or `where`.
            var name: [UInt8] = []
            var k = i + 1
            while k <= bytes.count {
                let b = k < bytes.count ? bytes[k] : UInt8(ascii: "{")
                if SourceLexer.isIdentifierContinuation(b) || b == UInt8(ascii: ".") { name.append(b); k += 1; continue }
                if !name.isEmpty {
                    if name == Array("where".utf8) { break }
                    let apples = name.count > 2 && (name.starts(with: [85, 73]) || name.starts(with: [78, 83])) && name[2] >= 65 && name[2] <= 90   // UI…, NS…
                    if !apples { return true }
                    name = []
                }
                if b == UInt8(ascii: "{") { break }
                k += 1
            }
        }
        return false
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
    func propertiesNamed(_ names: [String]) -> Set<String> {
        // The `#if` and `#endif` of the file, in order: a declaration between them may not be built.
        var opens: [Int] = [], closes: [Int] = []
        for t in tokens.indices where isPunct(t, UInt8(ascii: "#")) {
            if isIdentifier(t + 1, "if") { opens.append(t) } else if isIdentifier(t + 1, "endif") { closes.append(t) }
        }
        func isConditional(_ d: Int) -> Bool {
            Self.firstIndex(in: opens, after: d) > Self.firstIndex(in: closes, after: d)
        }
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
