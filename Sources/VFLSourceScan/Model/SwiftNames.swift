// The Swift names Objective-C methods are given by hand: `- (void)pinItem:(UIView *)item
// format:(NSString *)format NS_SWIFT_NAME(pin(_:format:));`. Swift code calls and overrides the
// method by that name, so a Swift `override func pin(_:format:)` replaces `pinItem:format:` for
// the objects of its class, and a message sent in Objective-C may reach it.

/// An Objective-C method's selector and what Swift names it by: the name `NS_SWIFT_NAME` gives
/// it, or else the type of its first parameter, whose name's last words Swift's import drops
/// from the method's (`pinItemView:(UIView *)item` is `pinItem(_:)`).
public struct SwiftName: Sendable, Hashable {
    /// The selector's pieces (`["pinItem", "format"]`), and whether it is a class method.
    public var selector: [String]
    public var isClassMethod: Bool
    /// The Swift base name and argument labels given by hand (`pin`, `["_", "format"]`); empty
    /// when none is.
    public var name: String
    public var labels: [String]
    /// The first parameter's type (`UIView`), when no name is given.
    public var firstParameterType: String? = nil
}

extension SourceScanner {
    /// The methods declared in this Objective-C file with an `NS_SWIFT_NAME` (or `NS_SWIFT_NAME`
    /// spelled `__attribute__((swift_name("…")))`), with a Swift name of one argument label per
    /// selector piece.
    /// And, for the methods of `selectors` (each piece of one), declared or defined without such
    /// a name, the type of their first parameter.
    func swiftNames(selectors: Set<[String]> = []) -> [SwiftName] {
        guard language == .objc else { return [] }
        var result: [SwiftName] = []
        for t in tokens.indices where tokens[t].kind == .identifier && isPunct(t + 1, UInt8(ascii: "("))
            && (isIdentifier(t, "NS_SWIFT_NAME") || isIdentifier(t, "swift_name")) {
            guard let method = methodDeclaration(around: t),
                  let (name, labels) = swiftName(in: t + 1), labels.count == method.labels.count else { continue }
            result.append(SwiftName(selector: method.labels, isClassMethod: method.isClassMethod, name: name, labels: labels))
        }
        guard !selectors.isEmpty else { return result }
        // Each method's head ends at a `;` (a declaration) or its body's `{`, at the top level.
        for end in tokens.indices where (isPunct(end, UInt8(ascii: ";")) || isPunct(end, UInt8(ascii: "{"))) && braceParent[end] < 0 {
            guard let method = objcMethodSignature(end), selectors.contains(method.labels),
                  let type = firstParameterType(method) else { continue }
            result.append(SwiftName(selector: method.labels, isClassMethod: method.isClassMethod, name: "", labels: [], firstParameterType: type))
        }
        return result
    }

    /// The method whose declaration holds the attribute named at `attribute` (it ends at the
    /// next `;` or `{`).
    private func methodDeclaration(around attribute: Int) -> ParsedSignature? {
        var end = closing(attribute + 1) + 1
        while end < tokens.count && end - attribute < 200 && !isPunct(end, UInt8(ascii: ";")) && !isPunct(end, UInt8(ascii: "{")) { end += 1 }
        guard end < tokens.count, braceParent[end] < 0 else { return nil }
        return objcMethodSignature(end)
    }

    /// The type of a method's first parameter: the last name in its parentheses (`UIView` of
    /// `(nullable UIView *)`).
    private func firstParameterType(_ method: ParsedSignature) -> String? {
        let open = method.nameToken + 2   // `piece : (`
        guard method.nameToken >= 0, isPunct(open, UInt8(ascii: "(")), closing(open) < tokens.count else { return nil }
        return (open + 1..<closing(open)).last { tokens[$0].kind == .identifier }.map(text)
    }

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

extension HelperSignature {
    /// The Swift methods that may override this Objective-C instance method, beside
    /// `swiftVariant`: Swift's import drops words of the first piece that repeat a parameter's
    /// type (`pinItemView:format:` with a `UIView *` is `pinItem(_:format:)`), any number of
    /// the last words of the type's name that end the piece; or only the name `NS_SWIFT_NAME`
    /// gives it (`names`, from the project's declarations). A Swift `override` under one of them
    /// stops its calls being read.
    public func swiftOverrideCandidates(named names: [SwiftName]) -> [HelperSignature] {
        guard style == .objc, !isClassMethod, let variant = swiftVariant else { return [] }
        let mine = names.filter { !$0.isClassMethod && $0.selector == labels }
        // A name given by hand is the one Swift knows it by.
        let given = mine.filter { !$0.name.isEmpty }
        if !given.isEmpty {
            return given.map { named in
                var renamed = variant
                renamed.name = named.name
                renamed.labels = named.labels
                return renamed
            }
        }
        // The words ending both the piece the first parameter goes with and its type's name.
        var result: [HelperSignature] = []
        let inName = variant.labels.first == "_"
        let piece = Self.words(inName ? variant.name : variant.labels[0])
        for type in Set(mine.compactMap(\.firstParameterType)) {
            let typeWords = Self.words(type)
            var k = 1
            while k < piece.count, k <= typeWords.count, piece[piece.count - k] == typeWords[typeWords.count - k] {
                var pruned = variant
                let kept = piece.dropLast(k).joined()
                if inName { pruned.name = kept } else { pruned.labels[0] = kept }
                if !result.contains(pruned) { result.append(pruned) }
                k += 1
            }
        }
        return result
    }

    /// A name's words: `pinItemView` is `pin`, `Item`, `View`; `UIStackView` is `UI`, `Stack`, `View`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            // A word starts at a capital after a small letter, or at the last capital of a run
            // followed by a small letter (`UIStack`: `UI`, `Stack`).
            let startsWord = c.isUppercase && i > 0 && (characters[i - 1].isLowercase
                || i + 1 < characters.count && characters[i + 1].isLowercase && characters[i - 1].isUppercase)
            if startsWord && !current.isEmpty { words.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
