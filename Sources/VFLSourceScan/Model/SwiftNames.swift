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
            guard let (selector, isClassMethod) = declaredSelector(before: t),
                  let (name, labels) = swiftName(in: t + 1), labels.count == selector.count else { continue }
            result.append(SwiftName(selector: selector, isClassMethod: isClassMethod, name: name, labels: labels))
        }
        guard !selectors.isEmpty else { return result }
        // `- (void)pinItemView:(UIView *)item …`, at the start of a line or statement.
        for t in tokens.indices where (isPunct(t, UInt8(ascii: "-")) || isPunct(t, UInt8(ascii: "+"))) && isPunct(t + 1, UInt8(ascii: "("))
            && (t == 0 || isPunct(t - 1, UInt8(ascii: ";")) || isPunct(t - 1, UInt8(ascii: "}")) || newline(between: t - 1, and: t, continued: false)) {
            guard let method = methodHead(at: t), selectors.contains(method.pieces), let type = method.firstType else { continue }
            result.append(SwiftName(selector: method.pieces, isClassMethod: isPunct(t, UInt8(ascii: "+")), name: "", labels: [], firstParameterType: type))
        }
        return result
    }

    /// The selector pieces of the method declaration starting at `start` (its `-` or `+`), the
    /// type of its first parameter (its last name: `UIView` of `(nullable UIView *)`), and the
    /// token after its head.
    private func methodHead(at start: Int) -> (pieces: [String], firstType: String?, end: Int)? {
        var k = start + 1
        if isPunct(k, UInt8(ascii: "(")) { k = closing(k) + 1 }   // the return type
        var pieces: [String] = [], firstType: String? = nil
        while k + 1 < tokens.count, tokens[k].kind == .identifier, isPunct(k + 1, UInt8(ascii: ":")) {
            pieces.append(text(k))
            k += 2
            if isPunct(k, UInt8(ascii: "(")) {
                let close = closing(k)
                if pieces.count == 1, close < tokens.count, let last = (k + 1..<close).last(where: { tokens[$0].kind == .identifier }) {
                    firstType = text(last)
                }
                k = close + 1
            }
            guard k < tokens.count, tokens[k].kind == .identifier else { return nil }
            k += 1
        }
        return pieces.isEmpty ? nil : (pieces, firstType, k)
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

    /// The selector of the Objective-C method declaration that ends at token `end` (its
    /// attributes start there): `- (void)pinItem:(UIView *)item format:(NSString *)format`.
    private func declaredSelector(before end: Int) -> ([String], Bool)? {
        // Back to the `-` or `+` that starts the declaration, at the start of a statement.
        var start = end - 1
        while start >= 0 && !(isPunct(start, UInt8(ascii: "-")) || isPunct(start, UInt8(ascii: "+"))) {
            if isPunct(start, UInt8(ascii: ";")) || isPunct(start, UInt8(ascii: "{")) || isPunct(start, UInt8(ascii: "}")) || end - start > 200 { return nil }
            if isPunct(start, UInt8(ascii: ")")), closing(start) < start { start = closing(start) }
            start -= 1
        }
        guard start >= 0, start == 0 || isPunct(start - 1, UInt8(ascii: ";")) || isPunct(start - 1, UInt8(ascii: "}"))
                || newline(between: start - 1, and: start, continued: false) else { return nil }
        var k = start + 1
        if isPunct(k, UInt8(ascii: "(")) { k = closing(k) + 1 }   // the return type
        var pieces: [String] = []
        // `piece:(Type)name piece:(Type)name`; the declaration's attributes end it.
        while k < end, tokens[k].kind == .identifier, isPunct(k + 1, UInt8(ascii: ":")) {
            pieces.append(text(k))
            k += 2
            if isPunct(k, UInt8(ascii: "(")) { k = closing(k) + 1 }
            guard k < end, tokens[k].kind == .identifier else { return nil }
            k += 1
        }
        guard !pieces.isEmpty else { return nil }
        return (pieces, isPunct(start, UInt8(ascii: "+")))
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
