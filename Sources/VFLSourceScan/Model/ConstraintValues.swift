// A project helper may share its name with an Apple method that takes constraints
// (`addConstraints(_ list: [String])` beside UIView's `addConstraints(_: [NSLayoutConstraint])`):
// a call of that name handed constraints is Apple's, neither a format checked nor one missed.

extension SourceScanner {
    /// UIKit's and AppKit's methods that take constraints, where a helper's name may clash.
    static let constraintTakingMethods: Set<String> = [
        "addConstraints", "addConstraint", "removeConstraints", "removeConstraint", "activate", "deactivate",
        "activateConstraints", "deactivateConstraints",
    ]

    /// Whether the expression of tokens `[a, b)` is known to hold layout constraints, not
    /// formats: a call of Apple's constraint makers (`NSLayoutConstraint.constraints(…)`,
    /// `NSLayoutConstraint(item: …)`, `[NSLayoutConstraint …]`, an anchor's `constraint(…)`),
    /// an array literal of such values, Swift's sum of such arrays, or a local made by one or
    /// declared with the type.
    func holdsConstraints(_ a: Int, _ b: Int, depth: Int = 0) -> Bool {
        let (a, b) = unparenthesized((a, b))
        guard a < b, b <= tokens.count, depth < 4 else { return false }
        // Apple's own makers only (a project's extension of the class may return anything):
        // `NSLayoutConstraint.constraints(withVisualFormat: …)`, `NSLayoutConstraint(item: …)`,
        // `[NSLayoutConstraint constraintsWithVisualFormat:…]`, `[NSLayoutConstraint constraintWithItem:…]`.
        if isIdentifier(a, "NSLayoutConstraint") {
            if isPunct(a + 1, UInt8(ascii: "(")) && isIdentifier(a + 2, "item") && isPunct(a + 3, UInt8(ascii: ":")) && closing(a + 1) == b - 1 { return true }
            if isPunct(a + 1, UInt8(ascii: ".")) && isPunct(a + 3, UInt8(ascii: "(")) && closing(a + 3) == b - 1
                && (isIdentifier(a + 2, "constraints") && isIdentifier(a + 4, "withVisualFormat") || isIdentifier(a + 2, "constraintsWithVisualFormat")) { return true }
        }
        if isPunct(a, UInt8(ascii: "[")) && isIdentifier(a + 1, "NSLayoutConstraint") && closing(a) == b - 1
            && (isIdentifier(a + 2, "constraintsWithVisualFormat") || isIdentifier(a + 2, "constraintWithItem")) && isPunct(a + 3, UInt8(ascii: ":")) { return true }
        // `x.leadingAnchor.constraint(equalTo: …)`, the whole expression, on an anchor.
        if isPunct(b - 1, UInt8(ascii: ")")), Int(match[b - 1]) > a + 3, isIdentifier(Int(match[b - 1]) - 1, "constraint"),
           isPunct(Int(match[b - 1]) - 2, UInt8(ascii: ".")), tokens[Int(match[b - 1]) - 3].kind == .identifier,
           identifierEndsWithAnchor(Int(match[b - 1]) - 3) { return true }
        // `[c1, c2]`, `@[c1, c2]`: every element.
        let open = isPunct(a, UInt8(ascii: "@")) ? a + 1 : a
        if isPunct(open, UInt8(ascii: "[")), closing(open) == b - 1, language == .swift || open == a + 1 {
            let elements = split(open + 1, b - 1).filter { $0.0 < $0.1 }
            return !elements.isEmpty && elements.allSatisfy { holdsConstraints($0.0, $0.1, depth: depth + 1) }
        }
        // Swift's `a + b` of such arrays: every part.
        if language == .swift {
            let parts = split(a, b, at: UInt8(ascii: "+"))
            if parts.count > 1 { return parts.allSatisfy { $0.0 < $0.1 && holdsConstraints($0.0, $0.1, depth: depth + 1) } }
        }
        guard b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), !isLoopVariable(d) else { return false }
        // `let c: NSLayoutConstraint`, `var list: [NSLayoutConstraint] = …`; `NSLayoutConstraint *c`,
        // `NSArray<NSLayoutConstraint *> *list`.
        if language == .swift, isPunct(d + 1, UInt8(ascii: ":")) {
            var k = d + 2
            while k < tokens.count, k < d + 6, !isPunct(k, UInt8(ascii: "=")) {
                if isIdentifier(k, "NSLayoutConstraint") { return true }
                k += 1
            }
        }
        if language != .swift, isPunct(d - 1, UInt8(ascii: "*")) {
            if isIdentifier(d - 2, "NSLayoutConstraint") { return true }
            if isPunct(d - 2, UInt8(ascii: ">")), isPunct(d - 3, UInt8(ascii: "*")), isIdentifier(d - 4, "NSLayoutConstraint") { return true }
        }
        if isMutable(d) && changedAfterDeclaration(d) { return false }
        guard let initial = initializer(of: d) else { return false }
        return holdsConstraints(initial.0, initial.1, depth: depth + 1)
    }

    /// Whether the identifier at `i` ends with `Anchor` (`leadingAnchor`, `widthAnchor`).
    private func identifierEndsWithAnchor(_ i: Int) -> Bool {
        let start = Int(tokens[i].start), end = Int(tokens[i].end)
        return end - start >= 6 && bytes[(end - 6)..<end].elementsEqual("Anchor".utf8)
    }
}
