/// Apple's method is `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; a
/// project may name its own functions with the same `withVisualFormat:` label. A Swift call with
/// the label is read as Apple's only when named `constraints` (one of another name is a helper,
/// read as itself, or a function of the project's or a package's, whose body may complete or
/// rewrite its format: `pin(withVisualFormat: f + "|", views: …)`), and not even then when it
/// reaches a `constraints` of the project's own: a type's, called inside it or sent to it, or an
/// `NSLayoutConstraint` extension's with other labels than Apple's. Those *labelled functions*
/// are gathered over the project: a Swift `func constraints(…withVisualFormat…)`, and an
/// Objective-C method `constraintsWithVisualFormat:…` of a class or category (Swift calls it
/// `constraints(withVisualFormat:…)`). What such a function does with its format is not
/// followed: the format is listed among those not checked.

/// A `constraints(withVisualFormat:…)` the project declares, as Swift calls it.
public struct LabelledFunction: Sendable, Hashable {
    public var name: String
    /// The type it is declared in (an extension's, an Objective-C category's class), or nil.
    public var type: String?
    /// Its labels as a Swift call writes them (`_` for none).
    public var labels: [String]

    public init(name: String, type: String?, labels: [String]) {
        self.name = name
        self.type = type
        self.labels = labels
    }
}

extension SourceScanner {
    /// The labelled functions the file declares, each once, in order.
    func labelledFunctionDeclarations() -> [LabelledFunction] {
        if let known = cache.labelledFunctions { return known }
        var found: [LabelledFunction] = []
        for k in apiNameTokens() where isPunct(k + 1, UInt8(ascii: ":")) || language == .swift && tokens.indices.contains(k + 1) && tokens[k + 1].kind == .identifier {
            var function: LabelledFunction? = nil
            switch language {
            case .swift:
                if isIdentifier(k, "withVisualFormat"), let open = enclosingOpen(k, UInt8(ascii: "(")), let declared = declaredName(parameters: open),
                   isIdentifier(declared, "constraints") {
                    let labels = split(open + 1, min(closing(open), open + Self.longestArgument)).map { part in
                        part.0 < part.1 && tokens[part.0].kind == .identifier ? text(part.0) : "_"
                    }
                    function = LabelledFunction(name: "constraints", type: typeName(enclosingType(of: declared)), labels: labels)
                }
            case .objc:
                // `+ (NSArray *)constraintsWithVisualFormat:(NSString *)format views:…`: the first
                // piece after the return type, in a method's declaration or definition.
                guard isIdentifier(k, "constraintsWithVisualFormat"), isPunct(k - 1, UInt8(ascii: ")")), Int(match[k - 1]) >= 1 else { continue }
                let open = Int(match[k - 1])
                if isPunct(open - 1, UInt8(ascii: "-")) || isPunct(open - 1, UInt8(ascii: "+")) {
                    function = LabelledFunction(name: "constraints", type: objcClass(around: k), labels: ["withVisualFormat"] + laterPieces(after: k))
                }
            }
            if let function, !found.contains(function) { found.append(function) }
        }
        cache.labelledFunctions = found
        return found
    }

    /// Whether the call of `constraints` named at `name`, with the `withVisualFormat:` label,
    /// reaches one of the project's labelled functions (`labelledFunctions`, and the file's own)
    /// rather than Apple's method: it is Apple's when its labels are Apple's and it is sent to
    /// `NSLayoutConstraint` (or inside an extension of it), or to a type that declares none of
    /// them and no declaration has the call's labels.
    func reachesLabelledFunction(_ name: Int) -> Bool {
        let declared = labelledFunctions + labelledFunctionDeclarations()
        guard !declared.isEmpty else { return false }
        let labels = callLabels(open: name + 1)
        let apple = Self.isAppleCall(labels)
        switch receiverType(name) {
        case "NSLayoutConstraint": return !apple
        case let type?: if declared.contains(where: { $0.type == type }) { return true }
        case nil: break
        }
        return !apple || declared.contains { $0.labels == labels && $0.type != "NSLayoutConstraint" }
    }

    /// Whether a call's labels are those of Apple's method, whose options have a default.
    static func isAppleCall(_ labels: [String]) -> Bool {
        labels == ["withVisualFormat", "options", "metrics", "views"] || labels == ["withVisualFormat", "metrics", "views"]
    }

    /// The labels a Swift call whose arguments open at `open` writes (`_` for none).
    func callLabels(open: Int) -> [String] {
        guard isPunct(open, UInt8(ascii: "(")) else { return [] }
        return split(open + 1, min(closing(open), open + Self.longestArgument)).map { part in
            part.1 - part.0 >= 2 && tokens[part.0].kind == .identifier && isPunct(part.0 + 1, UInt8(ascii: ":")) ? text(part.0) : "_"
        }
    }

    /// The type a call named at `name` is sent to, where it can be told: `NSLayoutConstraint`
    /// (written, module-qualified, or `Self` inside an extension of it), a type named before the
    /// call (`Layout.constraints(…)`), or the type around a call with no receiver; nil for an
    /// object's method or a call outside any type.
    func receiverType(_ name: Int) -> String? {
        guard isPunct(name - 1, UInt8(ascii: ".")) else { return typeName(enclosingType(of: name)) }
        let receiver = name - 2
        guard receiver >= 0, tokens[receiver].kind == .identifier else { return nil }
        if isIdentifier(receiver, "Self") || isIdentifier(receiver, "self") { return typeName(enclosingType(of: name)) }
        let first = bytes[Int(tokens[receiver].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? text(receiver) : nil
    }

    /// Whether a call of `constraints` named at `name`, read as Apple's, may reach a labelled
    /// function of the project's (the project's reading of the file asks): all but one with
    /// Apple's labels sent to `NSLayoutConstraint`.
    func mayReachLabelledFunction(_ name: Int) -> Bool {
        !(receiverType(name) == "NSLayoutConstraint" && Self.isAppleCall(callLabels(open: name + 1)))
    }

    /// The class of the `@interface` or `@implementation` (or category of it) around token `k`.
    private func objcClass(around k: Int) -> String? {
        var i = k - 1
        while i > 0 && i > k - 4096 {
            if isPunct(i - 1, UInt8(ascii: "@")) {
                if isIdentifier(i, "end") { return nil }
                if isIdentifier(i, "interface") || isIdentifier(i, "implementation") {
                    return tokens.indices.contains(i + 1) && tokens[i + 1].kind == .identifier ? text(i + 1) : nil
                }
            }
            i -= 1
        }
        return nil
    }

    /// The selector pieces after the first of the method declared at `first`
    /// (`views` in `-pinWithVisualFormat:(NSString *)f views:(NSDictionary *)v;`).
    private func laterPieces(after first: Int) -> [String] {
        var pieces: [String] = []
        var i = first + 2
        while i < tokens.count && i < first + 64 && !isPunct(i, UInt8(ascii: ";")) && !isPunct(i, UInt8(ascii: "{")) {
            if isPunct(i, UInt8(ascii: "(")) { i = closing(i) + 1; continue }
            if tokens[i].kind == .identifier, isPunct(i + 1, UInt8(ascii: ":")) { pieces.append(text(i)) }
            i += 1
        }
        return pieces
    }
}
