// The Swift names Objective-C methods are given by hand: `- (void)pinItem:(UIView *)item
// format:(NSString *)format NS_SWIFT_NAME(pin(_:format:));`. Swift code calls and overrides the
// method by that name, so a Swift `override func pin(_:format:)` replaces `pinItem:format:` for
// the objects of its class, and a message sent in Objective-C may reach it.

/// An Objective-C method's selector and the Swift name `NS_SWIFT_NAME` gives it.
public struct SwiftName: Sendable, Hashable {
    /// The selector's pieces (`["pinItem", "format"]`), and whether it is a class method.
    public var selector: [String]
    public var isClassMethod: Bool
    /// The Swift base name and argument labels (`pin`, `["_", "format"]`).
    public var name: String
    public var labels: [String]
}

extension SourceScanner {
    /// The methods declared in this Objective-C file with an `NS_SWIFT_NAME` (or `NS_SWIFT_NAME`
    /// spelled `__attribute__((swift_name("…")))`), with a Swift name of one argument label per
    /// selector piece.
    func swiftNames() -> [SwiftName] {
        guard language == .objc else { return [] }
        var result: [SwiftName] = []
        for t in tokens.indices where tokens[t].kind == .identifier && isPunct(t + 1, UInt8(ascii: "("))
            && (isIdentifier(t, "NS_SWIFT_NAME") || isIdentifier(t, "swift_name")) {
            guard let (selector, isClassMethod) = declaredSelector(before: t),
                  let (name, labels) = swiftName(in: t + 1), labels.count == selector.count else { continue }
            result.append(SwiftName(selector: selector, isClassMethod: isClassMethod, name: name, labels: labels))
        }
        return result
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
    /// type (`pinItemView:format:` with a `UIView *` is `pinItem(_:format:)`), taken here as
    /// trailing words that end a UIKit, AppKit or Foundation type's name (`typeWords`); and a
    /// name `NS_SWIFT_NAME` gives it (`names`, from the project's declarations). A Swift
    /// `override` under one of them stops its calls being read.
    public func swiftOverrideCandidates(named names: [SwiftName]) -> [HelperSignature] {
        guard style == .objc, !isClassMethod, let variant = swiftVariant else { return [] }
        var result: [HelperSignature] = []
        var base = Array(variant.name)
        while let cut = base.lastIndex(where: \.isUppercase), cut > 0, Self.typeWords.contains(String(base[cut...])) {
            base.removeSubrange(cut...)
            var pruned = variant
            pruned.name = String(base)
            result.append(pruned)
        }
        for named in names where !named.isClassMethod && named.selector == labels {
            var renamed = variant
            renamed.name = named.name
            renamed.labels = named.labels
            result.append(renamed)
        }
        return result
    }

    /// The last words of the UIKit, AppKit and Foundation types a parameter usually has.
    static let typeWords: Set<String> = [
        "Array", "Bar", "Button", "Cell", "Color", "Constraint", "Constraints", "Control", "Controller", "Data", "Date",
        "Dictionary", "Field", "Font", "Image", "Item", "Label", "Layer", "Number", "Object", "Screen", "Set", "String",
        "Text", "URL", "View", "Window",
    ]
}
