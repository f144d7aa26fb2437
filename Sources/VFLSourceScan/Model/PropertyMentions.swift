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
        guard language == .swift else { return [] }
        let present = names.filter { SourceByteSearch.contains(bytes, Array($0.utf8)) }
        guard !present.isEmpty else { return [] }
        return SourceScanner(bytes: bytes, language: language, functions: []).propertiesNamed(present)
    }
}

extension SourceScanner {
    func propertiesNamed(_ names: [String]) -> Set<String> {
        var reached = Set<String>()
        let wanted = Set(names)
        let filter = NameFilter(wanted)
        for t in tokens.indices where tokens[t].kind == .identifier && filter.mayContain(bytes, Int(tokens[t].start), Int(tokens[t].end)) {
            let name = text(t)
            guard wanted.contains(name), !reached.contains(name) else { continue }
            if isPunct(t - 1, UInt8(ascii: ".")) || isPunct(t - 1, UInt8(ascii: "\\")) { reached.insert(name); continue }
            // A declaration of the name here (`var views`, `func views`, `case views`), or a
            // label (`f(views: x)`, `func f(views: …)`): not a use.
            if matchesAny(t - 1, Self.declaringKeywords) { continue }
            if isPunct(t + 1, UInt8(ascii: ":")), Int(parent[t]) >= 0, isPunct(Int(parent[t]), UInt8(ascii: "(")) { continue }
            switch resolve(t) {
            case .parameter:
                continue
            case .declaration(let d) where !isTypeOrFileLevel(d):
                continue
            case .declaration(let d) where enclosingType(of: d) >= 0 && enclosingType(of: d) == enclosingType(of: t)
                    && swiftModifiers(before: d - 1)?.isOverride != true:
                // The type's own property (a global of the name is no shield: in a subclass the
                // inherited member wins).
                continue
            default:
                reached.insert(name)
            }
        }
        return reached
    }

    static let declaringKeywords = WordSet(["var", "let", "func", "case", "typealias", "class", "struct", "enum", "protocol"])
}
