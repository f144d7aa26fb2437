import VFLSyntax

extension SourceScanner {
    // MARK: Helpers of this file

    /// `name()`, `self.name()`, `Self.name(…)`, `[self name]`, `[self name:…]`, `[Type name]`:
    /// the helper's name and token, or nil.
    func helperCall(_ a: Int, _ b: Int) -> (name: String, at: Int)? {
        var s = a
        if b - a >= 4 && tokens[a].kind == .identifier && isPunct(a + 1, UInt8(ascii: ".")) {
            guard isOwnReceiver(a) else { return nil }   // `other.views()` is another object's
            s = a + 2
        }
        if tokens[s].kind == .identifier && isPunct(s + 1, UInt8(ascii: "(")) && closing(s + 1) == b - 1 { return (text(s), s) }
        if language == .objc && isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 && b - a >= 4 && tokens[a + 1].kind == .identifier
            && isOwnReceiver(a + 1) && tokens[a + 2].kind == .identifier && Int(parent[a + 2]) == a {
            return (text(a + 2), a + 2)
        }
        return nil
    }

    /// Whether the receiver at `index` is this object or a type (`self`, `Self`, `super`,
    /// `ProfileView`): only then can a member be one defined in this file.
    func isOwnReceiver(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        if matchesAny(index, Self.selfWords) { return true }
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Every function, method and computed property of the file by name: its body's `{`.
    func functionBodies() -> [String: [Int]] {
        if let known = cache.functions { return known }
        var result: [String: [Int]] = [:]
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier else { continue }
            var nameIndex = -1
            if language == .swift && (isIdentifier(i, "func") || isIdentifier(i, "var")) && i + 1 < tokens.count && tokens[i + 1].kind == .identifier {
                nameIndex = i + 1
            } else if language == .objc && (isPunct(i - 1, UInt8(ascii: ")"))) && Int(match[i - 1]) >= 1,
                      isPunct(Int(match[i - 1]) - 1, UInt8(ascii: "-")) || isPunct(Int(match[i - 1]) - 1, UInt8(ascii: "+")),
                      block(of: i) < 0 || blockKind(block(of: i)) == .type || block(of: i) >= 0 && !isPunct(block(of: i), UInt8(ascii: "{")) {
                nameIndex = i
            }
            guard nameIndex >= 0 else { continue }
            // The body: the first `{` after the signature at the same level, before any `;` or `=`.
            var j = nameIndex + 1
            while j < tokens.count && j < nameIndex + 200 {
                if isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) || isPunct(j, UInt8(ascii: "=")) { j = -1; break }
                if isPunct(j, UInt8(ascii: "{")) { break }
                if isPunct(j, UInt8(ascii: "(")) || isPunct(j, UInt8(ascii: "[")) { j = closing(j) + 1; continue }
                if language == .swift && isIdentifier(j, "var") || isIdentifier(j, "let") || isIdentifier(j, "func") { j = -1; break }
                j += 1
            }
            guard j > 0, isPunct(j, UInt8(ascii: "{")) else { continue }
            result[text(nameIndex), default: []].append(j)
        }
        cache.functions = result
        return result
    }

    /// What a helper of this file returns as a dictionary: the union of its `return`s.
    func helper(_ name: String, at index: Int, depth: Int) -> DictionaryKnowledge {
        guard let bodies = functionBodies()[name] else {
            // A type's initializer (`Dictionary(uniqueKeysWithValues: zip(…))`, `NSDictionary(…)`).
            if name.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true {
                return .unknown("'\(name)(…)' makes the dictionary at run time")
            }
            return .unknown("'\(name)' is no function this file defines (a property's value, or what another file's method returns, is known at run time)")
        }
        guard bodies.count == 1, let body = bodies.first else { return .unknown("'\(name)' has several definitions in this file") }
        guard depth < 4, !blockContains(body, index) else { return .unknown("'\(name)' calls itself") }
        var result: DictionaryKnowledge? = nil
        let close = closing(body)
        var i = body + 1
        while i < close {
            defer { i += 1 }
            guard isIdentifier(i, "return"), enclosingFunction(of: i) == body else { continue }
            let end = statementEnd(from: i + 1)
            let value = dictionary(i + 1, end, depth: depth + 1)
            result = result.map { union($0, value, at: Int(tokens[i].start)) } ?? value
        }
        if result == nil, language == .swift, close > body + 1 {
            result = dictionary(body + 1, close, depth: depth + 1)   // a single-expression body
        }
        guard var value = result else { return .unknown("'\(name)' returns no dictionary the scanner can see") }
        if case .known(var k) = value {
            k.steps.insert(contentsOf: note(Int(tokens[body].start), "returned by '\(name)' in this file"), at: 0)
            k.isMadeByHelper = true
            value = .known(k)
        }
        return value
    }
}

extension SourceScanner {
    // Words compared with tokens (`matchesAny`).
    static let selfWords = WordSet(["self", "Self", "super"])
}
