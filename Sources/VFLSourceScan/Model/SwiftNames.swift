// The Swift names Objective-C methods are given by hand: `- (void)pinItem:(UIView *)item
// format:(NSString *)format NS_SWIFT_NAME(pin(_:format:));`. Swift code calls and overrides the
// method by that name, so a Swift `override func pin(_:format:)` replaces `pinItem:format:` for
// the objects of its class, and a message sent in Objective-C may reach it.

/// An Objective-C method's selector and what Swift names it by: the name `NS_SWIFT_NAME` gives
/// it, or else the types of its parameters, whose names' last words Swift's import drops from
/// the pieces they end (`pinItemView:(UIView *)item inView:(UIView *)view` is `pinItem(_:in:)`).
public struct SwiftName: Sendable, Hashable {
    /// The selector's pieces (`["pinItem", "format"]`), and whether it is a class method.
    public var selector: [String]
    public var isClassMethod: Bool
    /// The Swift base name and argument labels given by hand (`pin`, `["_", "format"]`); empty
    /// when none is.
    public var name: String
    public var labels: [String]
    /// The class of each parameter (`UIView`; empty for another type), when no name is given.
    public var parameterTypes: [String] = []
    /// Whether the name is given by `NS_SWIFT_NAME` as spelled (`swift_name`, a macro whose
    /// name ends `SWIFT_NAME`), not by a project's macro of another name whose argument only
    /// reads as a Swift name (`SWIFTNAME(pin(_:format:))`), which may be one.
    public var isCertain = true
    /// Without a name: whether this is a declaration (an interface's `;`), not a definition.
    public var isDeclaration = false

    /// The `HelperSignature.key` of the Swift function the name given by hand makes, or nil.
    public var swiftKey: String? {
        guard !name.isEmpty else { return nil }
        return HelperSignature.unread(style: .swift, name: name, labels: labels).key
    }
}

extension SourceScanner {
    /// The methods declared in this Objective-C file with an `NS_SWIFT_NAME` (spelled
    /// `__attribute__((swift_name("…")))` too, or through a project's macro whose name ends
    /// the same, `MY_SWIFT_NAME(…)`), with a Swift name of one argument label per selector piece
    /// (a last piece `error:` may have none: the method `throws`).
    /// And, for the methods of `selectors` (each piece of one), declared or defined without such
    /// a name, the type of their first parameter.
    func swiftNames(selectors: Set<[String]> = []) -> [SwiftName] {
        guard language == .objc else { return [] }
        var result: [SwiftName] = []
        for t in tokens.indices where tokens[t].kind == .identifier && isPunct(t + 1, UInt8(ascii: "(")) {
            // Spelled as Apple does, or any macro at the top level whose argument ends `:)`.
            let spelled = isSwiftNameAttribute(t)
            let close = closing(t + 1)
            guard spelled || braceParent[t] < 0 && isPunct(close - 1, UInt8(ascii: ")")) && isPunct(close - 2, UInt8(ascii: ":")),
                  let method = methodDeclaration(around: t),
                  let (name, labels) = swiftName(in: t + 1),
                  labels.count == method.labels.count || labels.count == method.labels.count - 1 && method.labels.last == "error" else { continue }
            var named = SwiftName(selector: method.labels, isClassMethod: method.isClassMethod, name: name, labels: labels)
            named.isCertain = spelled
            result.append(named)
        }
        guard !selectors.isEmpty else { return result }
        // Each method's head ends at a `;` (a declaration) or its body's `{`, at the top level.
        for end in tokens.indices where (isPunct(end, UInt8(ascii: ";")) || isPunct(end, UInt8(ascii: "{"))) && braceParent[end] < 0 {
            guard let method = objcMethodSignature(end), selectors.contains(method.labels),
                  let types = parameterTypes(method, end: end) else { continue }
            var unnamed = SwiftName(selector: method.labels, isClassMethod: method.isClassMethod, name: "", labels: [], parameterTypes: types)
            // (A declaration that names it by hand declares no other name.)
            unnamed.isDeclaration = isPunct(end, UInt8(ascii: ";")) && !(max(method.nameToken, 0)..<end).contains(where: isSwiftNameAttribute)
            result.append(unnamed)
        }
        return result
    }

    /// Whether the name at `t` gives a Swift name as Apple spells it (`NS_SWIFT_NAME`,
    /// `swift_name`, or a project's macro whose name ends `SWIFT_NAME`).
    private func isSwiftNameAttribute(_ t: Int) -> Bool {
        identifier(t, hasSuffix: "SWIFT_NAME") || isIdentifier(t, "swift_name")
    }

    /// The method whose declaration holds the attribute named at `attribute` (it ends at the
    /// next `;` or `{`).
    private func methodDeclaration(around attribute: Int) -> ParsedSignature? {
        var end = closing(attribute + 1) + 1
        while end < tokens.count && end - attribute < 200 && !isPunct(end, UInt8(ascii: ";")) && !isPunct(end, UInt8(ascii: "{")) { end += 1 }
        guard end < tokens.count, braceParent[end] < 0 else { return nil }
        return objcMethodSignature(end)
    }

    /// The class of each of a method's parameters, in the head ending at `end`: the name of a
    /// plain `(Class *)`, qualifiers aside (`UIView` of `(nullable UIView * _Nonnull)`); empty for
    /// any other type (`NSInteger`, `id`, `NSArray<UIView *> *`, a block), whose words Swift's
    /// import matches by rules of its own. Nil unless there is one a piece.
    private func parameterTypes(_ method: ParsedSignature, end: Int) -> [String]? {
        guard method.nameToken >= 0 else { return nil }
        var types: [String] = []
        var k = method.nameToken
        while k < end {
            if isPunct(k, UInt8(ascii: ":")) && isPunct(k + 1, UInt8(ascii: "(")) {
                let close = closing(k + 1)
                guard close < end else { return nil }
                let written = (k + 2..<close).filter { !(tokens[$0].kind == .identifier && Self.typeQualifiers.contains(text($0))) }
                let plain = written.count == 2 && tokens[written[0]].kind == .identifier && isPunct(written[1], UInt8(ascii: "*"))
                types.append(plain ? text(written[0]) : "")
                k = close
            }
            k += 1
        }
        return types.count == method.labels.count ? types : nil
    }

    /// The words around a parameter's class that are not its name.
    static let typeQualifiers: Set<String> = [
        "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull", "_Null_unspecified",
        "_Nullable_result", "__nullable", "__nonnull", "__null_unspecified", "__kindof", "const", "__weak", "__strong",
        "__unsafe_unretained", "__autoreleasing", "in", "out", "inout", "bycopy", "byref", "oneway",
    ]

    /// The Swift name and labels written in the parentheses opening at `open`: `pin(_:format:)`,
    /// or the same in a string (`swift_name("pin(_:format:)")`).
    private func swiftName(in open: Int) -> (String, [String])? {
        let close = closing(open)
        guard close < tokens.count else { return nil }
        var text: [UInt8]
        if close == open + 2, tokens[open + 1].kind == .string {
            guard let value = lexer.decode(literals[Int(tokens[open + 1].value)]).value else { return nil }
            text = value
        } else {
            text = Array(bytes[Int(tokens[open].end)..<Int(tokens[close].start)])
        }
        text.removeAll { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        // `Type.name(a:b:)` names a method of `Type` by `name`.
        guard let paren = text.firstIndex(of: UInt8(ascii: "(")), text.last == UInt8(ascii: ")") else { return nil }
        let base = text[..<paren].split(separator: UInt8(ascii: ".")).last.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let inside = text[(paren + 1)..<(text.count - 1)]
        guard !base.isEmpty, inside.last == UInt8(ascii: ":") else { return nil }
        let labels = inside.dropLast().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard labels.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (base, labels)
    }
}

/// A Swift `override func`'s name and argument labels (`pin`, `["_", "in"]`); an `override var`
/// is its setter's (`setTitle`, `["_"]`).
public struct SwiftOverride: Sendable, Hashable {
    public var name: String
    public var labels: [String]
    /// An `override class func` or `static func`, which overrides no instance method.
    public var isClassMethod = false
    /// An `async` method, which may override one whose last parameter is a completion handler.
    public var isAsync = false
    /// An `override var` with a setter or observers: the property's setter, `set` + its name.
    public var isSetter = false
}

extension SourceScanner {
    /// The Swift `override func`s this file defines whose name, lower-cased, is one of `names`,
    /// and its `override var`s whose setter's name is.
    func swiftOverrides(named names: Set<[UInt8]>) -> [SwiftOverride] {
        guard language == .swift else { return [] }
        var result: [SwiftOverride] = []
        func lowered(_ bytes: [UInt8]) -> [UInt8] { bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 } }
        for t in tokens.indices where tokens.indices.contains(t + 1) && tokens[t + 1].kind == .identifier {
            if isIdentifier(t, "var") {
                guard names.contains(Array("set".utf8) + lowered(nameBytes(t + 1))), let isClassMember = overridesAsClassMember(t),
                      hasSetter(property: t + 1) else { continue }
                let name = text(t + 1)
                result.append(SwiftOverride(name: "set" + name.prefix(1).uppercased() + name.dropFirst(), labels: ["_"],
                                            isClassMethod: isClassMember, isSetter: true))
                continue
            }
            guard isIdentifier(t, "func"), names.contains(lowered(nameBytes(t + 1))) else { continue }
            // The body: the first `{` after the parameters, before any `;` or `}`.
            var i = t + 2
            var isAsync = false
            while i < tokens.count && i < t + 200 && !isPunct(i, UInt8(ascii: "{")) && !isPunct(i, UInt8(ascii: ";")) && !isPunct(i, UInt8(ascii: "}")) {
                if isPunct(i, UInt8(ascii: "(")) || isPunct(i, UInt8(ascii: "[")) { i = closing(i) }
                if isIdentifier(i, "async") { isAsync = true }
                i += 1
            }
            guard i < tokens.count, isPunct(i, UInt8(ascii: "{")), let signature = parsedSignature(i),
                  signature.nameToken == t + 1, signature.isOverride else { continue }
            result.append(SwiftOverride(name: signature.name, labels: signature.labels,
                                        isClassMethod: overridesAsClassMember(t) ?? false, isAsync: isAsync))
        }
        return result
    }

    /// Whether the property named at `name` has a body with a setter or an observer (`set`,
    /// `willSet`, `didSet`): a get-only one overrides no setter (Swift refuses to override a
    /// settable property with one).
    private func hasSetter(property name: Int) -> Bool {
        var k = name + 1
        while k < tokens.count && k < name + 64 && !isPunct(k, UInt8(ascii: "{")) && !isPunct(k, UInt8(ascii: "}")) && !isPunct(k, UInt8(ascii: ";")) {
            if isPunct(k, UInt8(ascii: "(")) || isPunct(k, UInt8(ascii: "[")) { k = closing(k) }
            k += 1
        }
        guard k < tokens.count, isPunct(k, UInt8(ascii: "{")) else { return false }
        return (k + 1..<closing(k)).contains { Int(braceParent[$0]) == k && (isIdentifier($0, "set") || isIdentifier($0, "willSet") || isIdentifier($0, "didSet")) }
    }

    /// For the `func` or `var` at `t`, when a modifier before it is `override`: whether it is a
    /// class member (`class`, `static`); nil when none is.
    private func overridesAsClassMember(_ t: Int) -> Bool? {
        guard let modifiers = swiftModifiers(before: t), modifiers.isOverride else { return nil }
        return modifiers.isClassMember
    }
}

extension HelperSignature {
    /// Whether a Swift method of `name` and `labels` may be this Objective-C method as Swift
    /// imports it (`ImportedNames`), for one of `declarations` of the selector.
    public func mayBeImported(as method: SwiftOverride, declarations: [SwiftName] = []) -> Bool {
        ImportedNames(self, declarations: declarations)?.match(ImportedNames.Method(method)) ?? false
    }

    /// The names, lower-cased, an override of this Objective-C method may have
    /// (`ImportedNames.names`).
    public var importedNamesLowercased: [[UInt8]] {
        ImportedNames(self)?.names ?? []
    }

    /// The names given by hand (`NS_SWIFT_NAME`, among `names`, the project's declarations) a
    /// Swift method may override this Objective-C method by: a Swift `override` under one of
    /// them stops its calls being read. The names Swift's import gives it are matched by
    /// `ImportedNames`.
    public func swiftOverrideCandidates(named names: [SwiftName]) -> [HelperSignature] {
        guard style == .objc, let variant = swiftVariant else { return [] }
        let mine = names.filter { $0.isClassMethod == isClassMethod && $0.selector == labels }
        // The name given, and without a last label of a completion handler (an `async`
        // override's: `attach(_:format:completion:)` as `attach(_:format:) async`).
        func renamed(_ named: SwiftName) -> [HelperSignature] {
            var renamed = variant
            renamed.name = named.name
            renamed.labels = named.labels
            guard named.labels.count > 1, named.labels.count == labels.count, format != labels.count - 1,
                  Self.words(named.labels[named.labels.count - 1]).contains(where: { ImportedNames.completionWords.contains($0.lowercased()) }) else { return [renamed] }
            var async = renamed
            async.labels.removeLast()
            return [renamed, async]
        }
        // A macro's argument that reads as a name may be one.
        let given = mine.filter { !$0.name.isEmpty && $0.isCertain }.flatMap(renamed)
        let guessed = mine.filter { !$0.name.isEmpty && !$0.isCertain }.flatMap(renamed)
        return given + guessed
    }

    /// Whether a name given by hand among `names` (the project's of this method) is the one
    /// Swift knows it by: one is, and no other interface declares the selector without one.
    public func isNamedByHand(in names: [SwiftName]) -> Bool {
        let mine = names.filter { $0.isClassMethod == isClassMethod && $0.selector == labels }
        return mine.contains { !$0.name.isEmpty && $0.isCertain } && !mine.contains { $0.name.isEmpty && $0.isDeclaration }
    }

    /// A name's words: `pinItemView` is `pin`, `Item`, `View`; `UIStackView` is `UI`, `Stack`, `View`.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            // A word starts at a capital after a small letter or a digit, or at the last capital
            // of a run followed by a small letter (`UIStack`: `UI`, `Stack`).
            let startsWord = c.isUppercase && i > 0 && (characters[i - 1].isLowercase || characters[i - 1].isNumber
                || i + 1 < characters.count && characters[i + 1].isLowercase && characters[i - 1].isUppercase)
            if startsWord && !current.isEmpty { words.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// ImportedNames tells whether a Swift method may be an Objective-C method as Swift imports it,
/// whatever words the import drops: its name is the first selector piece's first words, with
/// one run of words left out of them (the class's own name after a verb: `addToolbarItem:` of
/// `Toolbar` is `addItem`), `__` before it (`NS_REFINED_FOR_SWIFT`); each label the first words
/// of its piece (or of the rest of the first piece, a `with` before them dropped) or `_`; a last
/// piece `error:` left out (`throws`), or one that takes a completion handler (an `async`
/// method). The words left out of a later piece's end must end the
/// name of its parameter's class where one is declared (`dockView:(UIView *)item inView:(UIView
/// *)view` is `dock(_:in:)`); any may where none is (no declaration, or another type).
/// Wider than Swift's own rules: an override it matches only stops the helper being read, one
/// it misses may be a false error. The words are worked out once a helper and once a method.
public struct ImportedNames {
    /// A Swift method's name and labels, as lower-cased words.
    public struct Method {
        var name: [String]
        var labels: [[String]]
        var unnamed: [Bool]
        var isClassMethod: Bool
        var isAsync: Bool
        var isSetter: Bool

        public init(_ method: SwiftOverride) {
            var name = Substring(method.name)
            while name.hasPrefix("_") { name = name.dropFirst() }
            self.name = ImportedNames.lowered(String(name))
            labels = method.labels.map(ImportedNames.lowered)
            unnamed = method.labels.map { $0 == "_" }
            isClassMethod = method.isClassMethod
            isAsync = method.isAsync
            isSetter = method.isSetter
        }
    }

    let pieces: [[String]]
    let isClassMethod: Bool
    /// Whether the last piece is `error:`, which `throws` may stand for.
    let endsInError: Bool
    /// Whether the last piece may take a completion handler (`completionHandler:`,
    /// `withReply:`), which an `async` method's result stands for: its words say so, it is not
    /// the format, and no declaration gives it a class.
    let endsInCompletion: Bool
    /// For each declaration seen, the class of each parameter, lower-cased ("" for another type).
    let types: [[String]]

    public init?(_ helper: HelperSignature, declarations: [SwiftName] = []) {
        guard helper.style == .objc, !helper.isMacro, !helper.labels.isEmpty else { return nil }
        pieces = helper.labels.map(Self.lowered)
        isClassMethod = helper.isClassMethod
        endsInError = pieces.count > 1 && pieces[pieces.count - 1].last == "error"
        types = declarations.filter { $0.isClassMethod == helper.isClassMethod && $0.selector == helper.labels && $0.parameterTypes.count == helper.labels.count }
            .map { $0.parameterTypes.map { $0.lowercased() } }
        let last = pieces.count - 1
        endsInCompletion = last > 0 && pieces[last].contains { Self.completionWords.contains($0) } && helper.format != last
            && !helper.otherFormats.contains { $0.index == last } && !types.contains { !$0[last].isEmpty }
    }

    /// Words of the piece a completion handler goes with (SE-0297 names `completionHandler`,
    /// `completion`, `reply` and others; the wider set costs only a helper left unread).
    static let completionWords: Set<String> = ["completion", "handler", "reply", "block", "callback"]

    static func lowered(_ name: String) -> [String] { HelperSignature.words(name).map { $0.lowercased() } }

    /// Every name, lower-cased, `match` may accept, each also with `__` before it.
    public var names: [[UInt8]] {
        let words = pieces[0]
        var result = Set<[UInt8]>()
        for a in 1...max(1, words.count) where a <= words.count {
            for b in a...words.count {
                for c in b...words.count where b == a ? c == b : c > b {
                    let name = Array((words[0..<a] + words[b..<c]).joined().utf8)
                    result.insert(name)
                    result.insert(Array("__".utf8) + name)
                }
            }
        }
        return Array(result)
    }

    public func match(_ method: Method) -> Bool {
        guard method.isClassMethod == isClassMethod, !method.name.isEmpty else { return false }
        // A property's setter is its one piece exactly (`setTitle:` of `title`).
        if method.isSetter { return pieces.count == 1 && pieces[0] == method.name }
        var count = pieces.count
        if method.labels.count == count - 1 && (endsInError || method.isAsync && endsInCompletion) { count -= 1 }
        guard method.labels.count == count else { return false }
        func starts(_ whole: ArraySlice<String>, with part: [String]) -> Bool { part.count <= whole.count && whole.prefix(part.count).elementsEqual(part) }
        // The words left out of each later piece's end (nil: the label cannot be the piece).
        var later: [[String]] = []
        for index in 1..<count {
            let words = pieces[index]
            if method.unnamed[index] { later.append(words); continue }
            let kept = method.labels[index]
            guard !kept.isEmpty, starts(words[...], with: kept) else { return false }
            later.append(Array(words.dropFirst(kept.count)))
        }
        // The first piece: the name from its start, perhaps a run of words left out of it.
        let first = pieces[0], name = method.name
        for a in 1...min(name.count, first.count) where first[0..<a].elementsEqual(name[0..<a]) {
            let tail = name[a...]
            for b in a...first.count where b == a || !tail.isEmpty {
                guard starts(first[b...], with: Array(tail)) else { continue }
                var rest = first[(b + tail.count)...]
                if !method.unnamed[0] {
                    let label = method.labels[0]
                    if rest.first == "with" && !starts(rest, with: label) { rest = rest.dropFirst() }
                    guard !label.isEmpty, starts(rest, with: label) else { continue }
                    rest = rest.dropFirst(label.count)
                }
                if typesAllow([Array(rest)] + later, method: method) { return true }
            }
        }
        return false
    }

    /// Whether the words left out of each later piece's end end its parameter's class, for one
    /// declaration (or there is none); a later piece left out whole is an unnamed one (`:`),
    /// which Swift writes `_`. (The first piece may lose the class's own name and its
    /// parameter's class both: `attachCardView:` of `Card` is `attach`.)
    private func typesAllow(_ left: [[String]], method: Method) -> Bool {
        guard !types.isEmpty else { return true }
        return types.contains { declared in
            left.enumerated().dropFirst().allSatisfy { index, dropped in
                let type = declared[index]
                return dropped.isEmpty || type.isEmpty || type.hasSuffix(dropped.joined()) && !method.unnamed[index]
            }
        }
    }
}
