import VFLSyntax

extension SourceScanner {
    /// Which view a views entry holds (`DictionaryEntry.identity`): a local by its declaration
    /// (two loops' `button`, a closure's own `label` and a shadowing `let title` are different
    /// views), a parameter by its function or closure, a property of this file or a name not
    /// declared here by its name (`self.title`, `_title` and `title` are one) — each with the
    /// last assignment before the entry (in the entry's function, for a property): `label =
    /// [[UILabel alloc] init]` between two formats makes another view. Nil for anything else.
    func viewIdentity(_ entry: DictionaryEntry) -> String? {
        // A views dictionary shared by many calls gives each the same entries: worked out once.
        if let known = cache.viewIdentities[entry.valueRange] { return known }
        let identity = computeViewIdentity(entry)
        cache.viewIdentities[entry.valueRange] = .some(identity)
        return identity
    }

    private func computeViewIdentity(_ entry: DictionaryEntry) -> String? {
        guard let first = tokenIndex(at: entry.valueRange.lowerBound) else { return nil }
        var end = first
        while end < tokens.count && Int(tokens[end].end) <= entry.valueRange.upperBound { end += 1 }
        // `name`, `name!`, `self.name`, `self?.name`, `self.name!`, `name as Any`.
        var a = first, b = end
        if b - a >= 2, isPunct(b - 1, UInt8(ascii: "!")) { b -= 1 }
        if b - a >= 3, isIdentifier(b - 2, "as") { b -= 2 }
        var member = false
        if b - a >= 3, isIdentifier(a, "self"), isPunct(b - 2, UInt8(ascii: ".")) { a = b - 1; member = true }
        guard b - a == 1, tokens[a].kind == .identifier else { return nil }
        let name = text(a)
        let changes = nameChanges()[identityKey(ofName: a)] ?? []
        // The last assignment of the name before the entry, from `after` on (nil: none).
        func generation(after start: Int, inFunction function: Int?) -> Int? {
            var k = Self.partitionPoint(changes.count) { changes[$0].at < first } - 1
            while k >= 0 && changes[k].at > start {
                if changes[k].change == .assigned && (function == nil || enclosingFunction(of: changes[k].at) == function) { return changes[k].at }
                k -= 1
            }
            return nil
        }
        func property() -> String {
            let function = enclosingFunction(of: first)
            let since = generation(after: max(function, -1), inFunction: function).map { " @\($0)" } ?? ""
            return "property " + ViewFacts.identity(name) + since
        }
        if member { return property() }
        switch resolve(a) {
        case .declaration(let d):
            if isTypeOrFileLevel(d) { return property() }
            let since = generation(after: d, inFunction: nil).map { " @\($0)" } ?? ""
            return "local \(d) \(name)" + since
        case .parameter(let brace):
            let since = generation(after: brace, inFunction: nil).map { " @\($0)" } ?? ""
            return "parameter \(brace) \(name)" + since
        case .none:
            return property()   // an ivar or a property declared elsewhere
        case .conditional:
            return nil
        }
    }
}

extension SourceScanner {
    /// `DictionaryEntry.boxedName` of `entry`.
    func boxedName(_ entry: DictionaryEntry) -> BoxedName? {
        // Most values do not end in `Any` or `AnyObject`: passed over by their last bytes.
        let end = entry.valueRange.upperBound
        let length = end - entry.valueRange.lowerBound   // `x as Any` is 8 bytes, `x as AnyObject` 14
        guard language == .swift, length >= 8, end <= bytes.count,
              bytes[end - 1] == UInt8(ascii: "y") && bytes[end - 3] == UInt8(ascii: "A")
                || length >= 14 && bytes[end - 1] == UInt8(ascii: "t") && bytes[end - 9] == UInt8(ascii: "A"),
              let first = tokenIndex(at: entry.valueRange.lowerBound) else { return nil }
        var last = first
        while last < tokens.count && Int(tokens[last].end) <= end { last += 1 }
        // `name as Any`, `self.name as AnyObject`.
        guard last - first == 3 || last - first == 5, isIdentifier(last - 2, "as"),
              isIdentifier(last - 1, "Any") || isIdentifier(last - 1, "AnyObject") else { return nil }
        if last - first == 5 && !(isIdentifier(first, "self") && isPunct(first + 1, UInt8(ascii: "."))) { return nil }
        let name = last - 3
        guard tokens[name].kind == .identifier else { return nil }
        if declarations[nameKey(name)] == nil {
            // A parameter's type is at hand (and not read): only a name declared nowhere here is unseen.
            if last - first == 5 { return .undeclared }
            if case .none = resolve(name) { return .undeclared }
            return nil
        }
        return declaresNonOptionalView(text(name)) ? .nonOptional : nil
    }

    /// Whether the file declares `name` at least once, and every declaration is a `let`/`var`
    /// with a type that is no optional (no `?` or `!` at its end) or made with a UIKit/AppKit
    /// view's initializer (`UILabel()`, which never fails).
    func declaresNonOptionalView(_ name: String) -> Bool {
        if let known = cache.nonOptionalViews[name] { return known }
        var answer = false
        if let list = declarations[NameKey(name)], !list.isEmpty {
            answer = list.allSatisfy { d in
                guard isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var") else { return false }
                if isPunct(d + 1, UInt8(ascii: ":")) {
                    // The type, up to `=`, `{`, `;`, `,` or the line's end at its top level.
                    var k = d + 2, depth = 0
                    while k < tokens.count {
                        let p = punctuation(k)
                        if p == UInt8(ascii: "(") || p == UInt8(ascii: "[") || p == UInt8(ascii: "<") { depth += 1 }
                        if p == UInt8(ascii: ")") || p == UInt8(ascii: "]") || p == UInt8(ascii: ">") { depth -= 1 }
                        if depth <= 0 && (p == UInt8(ascii: "=") || p == UInt8(ascii: "{") || p == UInt8(ascii: ";") || p == UInt8(ascii: ",")) { break }
                        if k + 1 < tokens.count && newline(between: k, and: k + 1, continued: false) && depth <= 0 { k += 1; break }
                        k += 1
                    }
                    return k - 1 > d + 1 && !isPunct(k - 1, UInt8(ascii: "?")) && !isPunct(k - 1, UInt8(ascii: "!"))
                }
                guard isPunct(d + 1, UInt8(ascii: "=")), d + 3 < tokens.count, tokens[d + 2].kind == .identifier,
                      isPunct(d + 3, UInt8(ascii: "(")) else { return false }
                let type = text(d + 2)
                return (type.hasPrefix("UI") || type.hasPrefix("NS")) && Self.viewTypeEndings.contains { type.hasSuffix($0) }
            }
        }
        cache.nonOptionalViews[name] = answer
        return answer
    }

    static let viewTypeEndings = ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Stepper"]
}
