import VFLSyntax

/// Apple's method is `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; a
/// project may name its own functions with the same `withVisualFormat:` label. A Swift call with
/// the label is read as Apple's only when it can be (`isAppleConstraintsCall`): named
/// `constraints`, with Apple's labels, sent to `NSLayoutConstraint` or to a type named before it.
/// One of another name is a helper, read as itself, or a function of the project's or a
/// package's whose body may complete or rewrite its format (`pin(withVisualFormat: f + "|", …)`);
/// and a `constraints` of the project's own (a type's, sent to it or called inside it; an
/// `NSLayoutConstraint` extension's with the call's labels) is the project's. Those *labelled
/// functions* are gathered over the project: a Swift `func constraints(…withVisualFormat…)`, and
/// an Objective-C method `constraintsWithVisualFormat:…` of a class or category (Swift calls it
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

    /// Whether it is an overload of Apple's method: an `NSLayoutConstraint` extension's with
    /// Apple's four labels, which any call writing them may reach.
    public var overloadsApple: Bool {
        type == "NSLayoutConstraint" && labels == SourceScanner.appleLabels
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
                    let header = typeHeader(enclosingType(of: declared))
                    // A type of that name declaring Apple's method is a stand-in for it (a test's
                    // on a system without UIKit); an extension's is an overload of Apple's.
                    if header?.name == "NSLayoutConstraint" && header?.keyword != "extension" && labels == Self.appleLabels { continue }
                    function = LabelledFunction(name: "constraints", type: header?.name, labels: labels)
                }
            case .objc:
                // `+ (NSArray *)constraintsWithVisualFormat:(NSString *)format views:…`: the first
                // piece after the return type, in a method's declaration or definition.
                guard isIdentifier(k, "constraintsWithVisualFormat"), isPunct(k - 1, UInt8(ascii: ")")), Int(match[k - 1]) >= 1 else { continue }
                let open = Int(match[k - 1])
                if isPunct(open - 1, UInt8(ascii: "-")) || isPunct(open - 1, UInt8(ascii: "+")) {
                    let declared = LabelledFunction(name: "constraints", type: objcClass(around: k), labels: ["withVisualFormat"] + laterPieces(after: k))
                    // A category declaring Apple's selector again (for an older SDK's headers)
                    // is Apple's method.
                    if declared.type == "NSLayoutConstraint" && declared.labels == Self.appleLabels { continue }
                    function = declared
                }
            }
            if let function, !found.contains(function) { found.append(function) }
        }
        cache.labelledFunctions = found
        return found
    }

    /// Whether the Swift call named at `name`, with the `withVisualFormat:` label, is Apple's
    /// method: named `constraints`, with Apple's labels, sent to `NSLayoutConstraint`
    /// (`sentToLayoutConstraint`), and reaching no method of the project's: an extension's with
    /// the call's labels (with Apple's four, an overload told apart by its types, which are not
    /// compared: the call may reach either), or any `constraints` of the subclass it is sent to
    /// (an override, whose defaults may take the call). Sent to an
    /// object or another type, or made anywhere else with no receiver, it is a method of the
    /// project's or a package's (a subclass or an alias declared elsewhere cannot be told).
    func isAppleConstraintsCall(_ name: Int) -> Bool {
        guard isIdentifier(name, "constraints") else { return false }
        // Most calls: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`,
        // told without making strings.
        if isPunct(name - 1, UInt8(ascii: ".")), isIdentifier(name - 2, "NSLayoutConstraint"), writesAppleLabels(open: name + 1) {
            return !overloadsAppleMethod()
        }
        let labels = callLabels(open: name + 1)
        guard Self.isAppleCall(labels), let receiver = sentToLayoutConstraint(name) else { return false }
        return !anyLabelledFunction {
            $0.type == "NSLayoutConstraint" ? $0.labels == labels : $0.type == receiver
        }
    }

    /// Whether a labelled function of the project (`labelledFunctions`) or of this file
    /// (`labelledFunctionDeclarations`) satisfies `test`: the two lists read in turn, not joined.
    func anyLabelledFunction(_ test: (LabelledFunction) -> Bool) -> Bool {
        labelledFunctions.contains(where: test) || labelledFunctionDeclarations().contains(where: test)
    }

    /// Whether an `NSLayoutConstraint` extension of the project's declares a `constraints` with
    /// Apple's four labels: an overload, which a call writing them may reach.
    func overloadsAppleMethod() -> Bool {
        if let known = cache.overloadsAppleMethod { return known }
        let found = anyLabelledFunction(\.overloadsApple)
        cache.overloadsAppleMethod = found
        return found
    }

    /// Whether the Swift 2 call named at `name` (`constraintsWithVisualFormat("…", options: …)`)
    /// is Apple's method: Apple's labels, sent to `NSLayoutConstraint` (`sentToLayoutConstraint`).
    func isAppleLegacyCall(_ name: Int) -> Bool {
        callLabels(open: name + 1) == ["_", "options", "metrics", "views"] && sentToLayoutConstraint(name) != nil
    }

    /// Whether a call read as Apple's (`isAppleConstraintsCall`) may be read otherwise once the
    /// project's own `constraints` are known: one with Apple's three labels, which an extension's
    /// method of those labels takes. (One with the four is read otherwise only where an
    /// extension overloads Apple's method: `DefinedHelpers.readsAppleCall`.)
    func mayReachLabelledFunction(_ name: Int) -> Bool {
        !writesAppleLabels(open: name + 1)
    }

    /// Whether the Swift call whose arguments open at `open` writes Apple's four labels, in order.
    /// (On the path of every format call: one walk over the arguments, nothing made.)
    private func writesAppleLabels(open: Int) -> Bool {
        guard isPunct(open, UInt8(ascii: "(")) else { return false }
        let close = min(closing(open), open + Self.longestArgument)
        var labels = 0, i = open + 1
        while i < close {
            // Each argument starts with the next of Apple's labels and its colon.
            guard labels < 4, isIdentifier(i, Self.appleLabels[labels]), isPunct(i + 1, UInt8(ascii: ":")) else { return false }
            labels += 1
            i += 2
            while i < close && !isPunct(i, UInt8(ascii: ",")) {
                if tokens[i].kind == .punctuation, case let v = UInt8(truncatingIfNeeded: tokens[i].value),
                   v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") {
                    i = min(closing(i), close - 1) + 1
                } else {
                    i += 1
                }
            }
            i += 1
        }
        return labels == 4
    }

    static let appleLabels = ["withVisualFormat", "options", "metrics", "views"]

    /// Whether a call's labels are those of Apple's method, whose options have a default.
    static func isAppleCall(_ labels: [String]) -> Bool {
        labels == appleLabels || labels == ["withVisualFormat", "metrics", "views"]
    }

    /// The labels a Swift call whose arguments open at `open` writes (`_` for none).
    func callLabels(open: Int) -> [String] {
        argumentLabels(open: open).map { $0.map(text) ?? "_" }
    }

    /// The class the call named at `name` is sent to when it is `NSLayoutConstraint` or a
    /// subclass of it this file declares: written before the call (module-qualified or not, with
    /// `.self`, or a type alias of it this file declares), or the type around a call with no
    /// receiver, `Self` or `self` inside an extension or a subclass of it; else nil.
    func sentToLayoutConstraint(_ name: Int) -> String? {
        func insideIt() -> String? {
            let brace = enclosingType(of: name)
            guard brace >= 0, let type = typeName(brace) else { return nil }
            return type == "NSLayoutConstraint" || superclassName(brace) == "NSLayoutConstraint" ? type : nil
        }
        guard isPunct(name - 1, UInt8(ascii: ".")) else { return insideIt() }
        var receiver = name - 2
        // `NSLayoutConstraint.self.constraints(…)`.
        if isIdentifier(receiver, "self"), isPunct(receiver - 1, UInt8(ascii: ".")), isIdentifier(receiver - 2, "NSLayoutConstraint") { receiver -= 2 }
        guard receiver >= 0, tokens[receiver].kind == .identifier, !isPunct(receiver - 1, UInt8(ascii: ".")) || isIdentifier(receiver, "NSLayoutConstraint") else { return nil }
        if isIdentifier(receiver, "Self") || isIdentifier(receiver, "self") { return insideIt() }
        let type = text(receiver)
        return layoutConstraintClasses().contains(type) ? type : nil
    }

    /// Whether the Objective-C message whose selector starts at `piece`
    /// (`constraintsWithVisualFormat`) is Apple's: Apple's selector, sent to `NSLayoutConstraint`
    /// (`[NSLayoutConstraint class]`, `NSLayoutConstraint.class`) or a subclass this file
    /// declares, or to `self` or `[self class]` in a method of a category or a subclass of it,
    /// unless that subclass overrides it. One of another selector (a category's
    /// `constraintsWithVisualFormat:views:`), or sent to another class or to an object, is a
    /// method of the project's or a package's: not read.
    func isAppleMessage(piece: Int) -> Bool {
        guard let open = enclosingOpen(piece, UInt8(ascii: "[")) else { return false }
        let pieces = messagePieces(open)
        guard pieces.count == 4, pieces.first?.label == piece,
              zip(pieces, Self.appleSelector).allSatisfy({ isIdentifier($0.label, $1) }) else { return false }
        let (a, b) = (open + 1, piece)
        var type: String? = nil
        if b - a == 1 || b - a == 3 && isPunct(a + 1, UInt8(ascii: ".")) && isIdentifier(a + 2, "class")
            || b - a == 4 && isPunct(a, UInt8(ascii: "[")) && isIdentifier(a + 2, "class") && isPunct(a + 3, UInt8(ascii: "]")) {
            let receiver = b - a == 4 ? a + 1 : a
            if isIdentifier(receiver, "self") {
                type = objcClass(around: piece)
            } else if tokens[receiver].kind == .identifier {
                type = text(receiver)
            }
        }
        guard let type, type == "NSLayoutConstraint" || layoutConstraintClasses().contains(type) else { return false }
        return !labelledFunctionDeclarations().contains { $0.type == type && $0.type != "NSLayoutConstraint" && $0.labels == Self.appleLabels }
    }

    static let appleSelector = ["constraintsWithVisualFormat", "options", "metrics", "views"]

    /// `NSLayoutConstraint`, and the names this file gives it or its subclasses: `typealias NAME =
    /// NSLayoutConstraint`, `class NAME: NSLayoutConstraint`, `@interface NAME : NSLayoutConstraint`.
    func layoutConstraintClasses() -> Set<String> {
        if let known = cache.layoutConstraintClasses { return known }
        var names: Set<String> = ["NSLayoutConstraint"]
        for k in tokens.indices where isIdentifier(k, "NSLayoutConstraint") && k >= 3 && !isPunct(k + 1, UInt8(ascii: ".")) && tokens[k - 2].kind == .identifier {
            let declares = isPunct(k - 1, UInt8(ascii: "=")) && isIdentifier(k - 3, "typealias")
                || isPunct(k - 1, UInt8(ascii: ":")) && (isIdentifier(k - 3, "class") || isIdentifier(k - 3, "interface") && isPunct(k - 4, UInt8(ascii: "@")))
            if declares { names.insert(text(k - 2)) }
        }
        cache.layoutConstraintClasses = names
        return names
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
