import VFLSyntax

/// SourceScanner finds the calls that take a format and reads their arguments.
final class SourceScanner {
    let bytes: [UInt8]
    let language: SourceLanguage
    /// The registered helpers, then those the file defines (`inferredHelpers`, added by `run`).
    var functions: [FormatFunction] {
        didSet {
            indexedFunctions = nil
            cache.selfScans = [:]
        }
    }
    /// `functionIndex`, while `functions` are unchanged.
    var indexedFunctions: FunctionIndex? = nil
    /// Code tokens (comments removed) and the literals they refer to.
    let tokens: [SourceToken]
    let literals: [StringLiteral]
    let comments: [ByteRange]
    /// The lexer, which decodes a literal's value when a format needs it.
    let lexer: SourceLexer
    /// For each opening bracket token, the index of its closing token (or `tokens.count`), and
    /// the reverse.
    let match: [Int32]
    /// Declared names and where (see `declarations(in:bytes:)`).
    let declarations: [NameKey: [Int]]
    /// The source model's caches.
    let cache = ModelCache()
    /// Where each format goes as it is found (set only during `run(sending:)`).
    private var sink: ((EmbeddedFormat) -> Void)? = nil
    /// Whether to read the views, metrics and options arguments.
    var readArguments = true
    /// The facts of each call worked out beside its arguments (with `readArguments`).
    var facts = ModelFacts.all
    /// Whether a call's dictionaries are read: arguments are, and helpers are not being
    /// collected (`helperDefinitions` needs only where the arguments are).
    var readsValues: Bool { readArguments && collected == nil }
    /// Whether to keep the model's steps (`ModelStep`) for explaining a site.
    var recordSteps = false
    /// The internal dictionary properties no other file of the project names (`filledAcrossFile`).
    var sealedProperties: Set<String> = []
    /// The formats other files of the project keep as constants, by the name they are given
    /// by (`FormatConstants.swift`); the names looked up but not among them; and the constants
    /// used, by where their name is written.
    var formatConstants: [String: FormatConstant] = [:]
    var missingConstants: Set<String> = []
    var usedConstants: [Int: FormatConstant] = [:]
    /// The project's own `constraints(withVisualFormat:…)` (`LabelledFunctions.swift`), and
    /// whether a call of `constraints` read as Apple's may reach one (`readsAppleCall`: one with
    /// Apple's four labels, which only an overload of Apple's may take).
    var labelledFunctions: [LabelledFunction] = []
    var readsLabelledCall = false
    var readsAppleCall = false
    /// The function-like macros seen so far whose body makes constraints from a parameter
    /// (`FormatMacro`): their uses later in the file are format calls.
    var formatMacros: [FormatMacro] = []
    /// The local closures seen so far that hand their parameter to Auto Layout (`ClosureHelper`).
    var closureHelpers: [ClosureHelper] = []
    /// While finding the file's helpers (`helperDefinitions`): those found; nil otherwise.
    var collected: [HelperSignature]? = nil
    /// The body (`{` token) of the function each of `collected` is defined by.
    var collectedBodies: [Int] = []
    /// Whether any of `functions` is an inferred helper matched by its whole signature.
    var hasSignatureHelpers = false
    /// The helpers the file defines, read by `run` (`SourceScan.definedHelpers`).
    var definedHelpers = DefinedHelpers()

    init(bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction]) {
        self.bytes = bytes
        self.language = language
        self.functions = functions
        let lexer = SourceLexer(bytes, language: language)
        self.lexer = lexer
        let code = lexer.tokens   // shared with the lexer, not copied
        tokens = code
        literals = lexer.literals
        self.comments = lexer.comments
        declarations = SourceScanner.declarations(in: code, bytes: bytes, language: language)
        var match = [Int32](repeating: -1, count: code.count)
        var stack: [Int] = []
        // For each kind of opener (`(`, `[`, `{`), the places in `stack` of the open ones, so a
        // closer finds its opener at once (searching the stack for it would be quadratic in
        // broken code that opens and never closes: `(}` on every line).
        var openers: [[Int]] = [[], [], []]
        var braces: [Int] = []
        var parent = [Int32](repeating: -1, count: code.count)
        var braceParent = [Int32](repeating: -1, count: code.count)
        for (index, token) in code.enumerated() {
            parent[index] = Int32(stack.last ?? -1)
            braceParent[index] = Int32(braces.last ?? -1)
            guard token.kind == .punctuation else { continue }
            switch UInt8(truncatingIfNeeded: token.value) {
            case UInt8(ascii: "("):
                openers[0].append(stack.count)
                stack.append(index)
            case UInt8(ascii: "["):
                openers[1].append(stack.count)
                stack.append(index)
            case UInt8(ascii: "{"):
                openers[2].append(stack.count)
                stack.append(index)
                braces.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Tolerate mismatches: pop to the nearest opener of the same kind, if any.
                let kind = token.value == Int32(UInt8(ascii: ")")) ? 0 : token.value == Int32(UInt8(ascii: "]")) ? 1 : 2
                if let position = openers[kind].last {
                    let open = stack[position]
                    stack.removeSubrange(position...)
                    for k in openers.indices {
                        while let last = openers[k].last, last >= position { openers[k].removeLast() }
                    }
                    while let last = braces.last, last >= open { braces.removeLast() }
                    match[open] = Int32(index)
                    match[index] = Int32(open)
                }
            default:
                break
            }
        }
        self.match = match
        self.parent = parent
        self.braceParent = braceParent
    }

    /// For each token, the innermost unclosed bracket around it (any kind), and the innermost
    /// unclosed `{`; -1 at the top level. Computed once, so finding a call's argument list or a
    /// closure's body is constant time however long the file.
    let parent: [Int32]
    let braceParent: [Int32]

    // MARK: Token helpers

    /// The identifier tokens holding `VisualFormat` (`withVisualFormat`, `constraintsWithVisualFormat`),
    /// in order: a byte search of the file, then a binary search of the tokens, as a file names
    /// the API a few times among thousands of tokens.
    func apiNameTokens() -> [Int] {
        if let known = cache.apiNames { return known }
        var result: [Int] = []
        var from = 0
        while let found = SourceByteSearch.firstIndex(of: Self.apiNameMarker, in: bytes, range: from..<bytes.count) {
            from = found + Self.apiNameMarker.count
            let k = Self.partitionPoint(tokens.count) { Int(tokens[$0].start) <= found } - 1
            guard k >= 0, tokens[k].kind == .identifier, Int(tokens[k].end) > found, result.last != k else { continue }
            result.append(k)
        }
        cache.apiNames = result
        return result
    }

    static let apiNameMarker = Array("VisualFormat".utf8)

    @inline(__always)
    func isPunct(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].value == Int32(byte)
    }

    /// Whether the tokens `[a, b)` are one null pointer: `nil`, `NULL` or `Nil`.
    func isNull(_ a: Int, _ b: Int) -> Bool {
        b - a == 1 && (isIdentifier(a, "nil") || isIdentifier(a, "NULL") || isIdentifier(a, "Nil"))
    }

    /// Whether the tokens `[a, b)` are the empty dictionary literal `[:]`.
    func isEmptyDictionary(_ a: Int, _ b: Int) -> Bool {
        b - a == 3 && isPunct(a, UInt8(ascii: "[")) && isPunct(a + 1, UInt8(ascii: ":")) && isPunct(a + 2, UInt8(ascii: "]"))
    }

    /// The byte of punctuation token `index`, or 0 for any other token or none.
    func punctuation(_ index: Int) -> UInt8 {
        guard index >= 0 && index < tokens.count && tokens[index].kind == .punctuation else { return 0 }
        return UInt8(truncatingIfNeeded: tokens[index].value)
    }

    /// Whether token `index` is the `?` of a `? :` conditional. In Swift it stands apart (`c ? a
    /// : b`); an optional's `x?.y`, `x?`, `as?`, `try?` and `case let s?:` are not one.
    func isConditionalMark(_ index: Int) -> Bool {
        guard isPunct(index, UInt8(ascii: "?")) else { return false }
        if language == .objc { return true }
        let start = Int(tokens[index].start)
        return start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D) && !isIdentifier(index - 1, "as") && !isIdentifier(index - 1, "try")
    }

    @inline(__always)
    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        guard index >= 0 && index < tokens.count && tokens[index].kind == .identifier else { return false }
        return equals(tokens[index], name) && !isBacktickedKeyword(index)
    }

    /// Whether the token is a keyword written between backticks (`` `in` ``, `` `default` ``):
    /// a name, never the keyword (`` `self` `` is still `self`).
    func isBacktickedKeyword(_ index: Int) -> Bool {
        tokens[index].isBackticked && Self.swiftKeywords.contains(bytes, Int(tokens[index].start), Int(tokens[index].end))
    }

    static let swiftKeywords = WordSet([
        "in", "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "static", "default", "case", "if", "else",
        "for", "while", "repeat", "return", "switch", "guard", "do", "try", "catch", "throw", "throws", "rethrows", "defer", "where",
        "as", "is", "import", "init", "deinit", "subscript", "typealias", "associatedtype", "operator", "break", "continue",
        "fallthrough", "public", "private", "fileprivate", "internal", "open", "override", "final", "inout", "nil", "true", "false",
        "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating", "dynamic", "required", "convenience", "optional",
        "async", "await", "some", "any", "package", "nonisolated",
    ])

    /// Whether the identifier at `index` starts with `prefix` (`NSMutableDictionary`, `NSMutable`).
    func identifier(_ index: Int, hasPrefix prefix: String) -> Bool {
        guard index >= 0 && index < tokens.count && tokens[index].kind == .identifier,
              Int(tokens[index].end - tokens[index].start) >= prefix.utf8.count else { return false }
        var i = Int(tokens[index].start)
        for byte in prefix.utf8 {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
    }

    /// Whether the identifier at `index` ends with `suffix` (`NS_SWIFT_NAME`, `SWIFT_NAME`).
    func identifier(_ index: Int, hasSuffix suffix: String) -> Bool {
        guard index >= 0 && index < tokens.count && tokens[index].kind == .identifier,
              Int(tokens[index].end - tokens[index].start) >= suffix.utf8.count else { return false }
        var i = Int(tokens[index].end) - suffix.utf8.count
        for byte in suffix.utf8 {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    func equals(_ token: SourceToken, _ name: String) -> Bool {
        let count = Int(token.end - token.start)
        guard count == name.utf8.count else { return false }
        // The name's bytes in place (a literal's, or a small string's on the stack): an iterator
        // over its UTF-8 view costs several times more a byte.
        var name = name
        return name.withUTF8 { name in
            bytes.withUnsafeBufferPointer { text in
                var i = 0, j = Int(token.start)
                while i < count {
                    if text[j] != name[i] { return false }
                    i += 1
                    j += 1
                }
                return true
            }
        }
    }

    func text(_ index: Int) -> String {
        String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
    }

    func text(from: Int, to: Int) -> String {
        guard from < to, from < tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[from].start)..<Int(tokens[to - 1].end)], as: UTF8.self)
    }

    func range(from: Int, to: Int) -> ByteRange {
        guard from < to, from < tokens.count else {
            let at = from < tokens.count ? Int(tokens[from].start) : bytes.count
            return ByteRange(at: at)
        }
        return ByteRange(Int(tokens[from].start), Int(tokens[min(to, tokens.count) - 1].end))
    }

    func closing(_ index: Int) -> Int {
        let m = Int(match[index])
        return m > index ? m : tokens.count
    }

    /// Splits tokens `[from, to)` at top-level commas.
    func split(_ from: Int, _ to: Int, at separator: UInt8 = UInt8(ascii: ",")) -> [(Int, Int)] {
        var parts: [(Int, Int)] = []
        var start = from
        var i = from
        while i < to {
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") {
                    i = min(closing(i), to - 1) + 1
                    continue
                }
                if v == separator {
                    parts.append((start, i))
                    start = i + 1
                }
            }
            i += 1
        }
        if start < to { parts.append((start, to)) }
        return parts
    }

    // MARK: Diagnostic calls

    /// Finds every format call, handing each format to `body` in source order of its call.
    func run(sending body: (EmbeddedFormat) -> Void) {
        let positional = inferredHelperDefinitions()
        definedHelpers.positional = positional
        for helper in FormatFunction.unambiguous(positional) where !functions.contains(where: { $0.isCalled(as: helper) }) {
            functions.append(helper)
        }
        if SourceScan.mayPassFormatOn(bytes) { functions += ownHelpers() }
        hasSignatureHelpers = functions.contains { $0.signature != nil }
        withoutActuallyEscaping(body) { body in
            sink = body
            findCalls()
            sink = nil   // the closure must not outlive the call
        }
    }


    /// While helpers are collected: whether a call at `index` may pass on a parameter of a
    /// function around it (no block around it takes parameters: it cannot, and its arguments
    /// need not be read).
    func mayBeInHelper(_ index: Int) -> Bool {
        withParameters(block(of: index)) >= 0
    }

    func findCalls() {
        var index = 0
        // The Swift calls read as a project's helper: their `withVisualFormat:` label (a helper
        // may be named like the API) is not read again as Apple's method.
        var helperCalls = Set<Int>()
        // `functions` stay as they are while the calls are found.
        let registered = functionIndex.registered
        // With nothing of the project's to call (no helper registered or found, no local closure
        // or macro seen yet that passes a format on), only a token naming the API starts a call:
        // the loop goes from one such token to the next, until a closure or macro is found.
        let named = registered.isEmpty && !hasSignatureHelpers ? apiNameTokens() : []
        var nextNamed = 0
        while index < tokens.count {
            if registered.isEmpty && !hasSignatureHelpers && closureHelpers.isEmpty && formatMacros.isEmpty {
                while nextNamed < named.count && named[nextNamed] < index { nextNamed += 1 }
                guard nextNamed < named.count else { break }
                index = named[nextNamed]
            }
            defer { index += 1 }
            if tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: "(")) {
                if !closureHelpers.isEmpty, let helper = closureHelpers.last(where: { bytesEqual(tokens[index], nameBytes($0.declaration)) }),
                   helper.declaration < index, declares(helper.declaration, use: index) {
                    closureCall(index, helper)
                    continue
                }
                // A macro the file defines itself is read by that definition (`macroCall`).
                if language == .objc, !formatMacros.isEmpty, let macro = formatMacros.last(where: { $0.end < index && bytesEqual(tokens[index], $0.name) }) {
                    macroCall(index, macro)
                    continue
                }
                if hasSignatureHelpers, language == .swift || !isPunct(index - 1, UInt8(ascii: "[")), let (function, arguments) = helperCall(at: index),
                   function.signature?.style != .objc {
                    signatureCall(index, function, arguments)
                    helperCalls.insert(index)
                    continue
                }
            }
            if language == .swift, tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: "(")) {
                if isIdentifier(index, "constraintsWithVisualFormat") {
                    if isAppleLegacyCall(index) { swiftCall(label: index, function: nil) }
                } else if let function = registered.first(where: { $0.formatIsUnlabelled && equals(tokens[index], $0.name)
                                                                  && passesViews(open: index + 1, to: $0) }),
                          !isIdentifier(index - 1, "func") {
                    // `addConstraintsWithFormat("H:|[v0]|", views: icon)`: read as the legacy
                    // form is, the format the first argument.
                    swiftCall(label: index, function: function)
                } else if index + 2 < tokens.count, !isIdentifier(index - 1, "func"),
                          let function = registered.first(where: { $0.positionalKeys != nil && equals(tokens[index], $0.name) }),
                          tokens[index + 2].kind == .string ? startsAsFormat(literals[Int(tokens[index + 2].value)])
                            : tokens[index + 2].kind == .identifier && !isPunct(index + 3, UInt8(ascii: ":")) && passesLabel(function.viewsLabel, open: index + 1) {
                    // Swift 1 and 2 leave out a method's first label at its calls: the tutorial
                    // helper `func addConstraintsWithFormat(format: String, views: UIView...)`
                    // called `addConstraintsWithFormat("H:|[v0]|", views: icon)` (in Swift 3 and
                    // later that call reaches no such declaration, and would not build). Only a
                    // format written there is taken: a helper named like an SDK method
                    // (`addConstraints(with:views:)`) must not take `addConstraints([c])`; a
                    // format held in a variable is taken when the views label follows it.
                    swiftCall(label: index, function: function)
                }
                continue
            }
            guard tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: ":")) else { continue }
            switch language {
            case .swift:
                // A helper of the project's whose format label is the API's (`addConstraints(withVisualFormat:
                // views: a, b)`) is read as itself, unless the call passes `metrics:` as Apple's does.
                let isAPI = isIdentifier(index, "withVisualFormat")
                if !isAPI && registered.isEmpty { continue }   // most labels of a file
                // A helper's own parameter named like the API's label (`func pin(withVisualFormat:
                // String, views: UIView...)`) declares the helper; it calls nothing.
                if let open = enclosingOpen(index, UInt8(ascii: "(")), declaredName(parameters: open) != nil { continue }
                let name = enclosingCallName(of: index)
                if let name, !isIdentifier(name - 1, "func"),   // not the helper's declaration
                   let function = registered.first(where: { !$0.formatIsUnlabelled && equals(tokens[index], $0.formatLabel) && equals(tokens[name], $0.name)
                                                           && passesViews(open: name + 1, to: $0) }),
                   !isAPI || !passesLabel("metrics", open: name + 1) {
                    swiftCall(label: index, function: function)
                } else if isAPI {
                    if let name, helperCalls.contains(name) { continue }
                    // Apple's method is `constraints(withVisualFormat:…)`: the label in a call of a
                    // function of another name that is not read as a helper
                    // (`pin(withVisualFormat: f + "|", views: …)`, `Rule(withVisualFormat: …)`),
                    // is that function's, whose body may change the format; and so is a call of
                    // a `constraints` that cannot be Apple's (`LabelledFunctions.swift`).
                    if let name, !isAppleConstraintsCall(name) { continue }
                    if let name { if mayReachLabelledFunction(name) { readsLabelledCall = true } else { readsAppleCall = true } }
                    swiftCall(label: index, function: nil)
                }
            case .objc:
                if isIdentifier(index, "constraintsWithVisualFormat") {
                    // A macro's body is a template, not a call: its uses are (`macroCall`).
                    if let macro = formatMacro(piece: index) {
                        if macro.isFollowed {
                            formatMacros.append(macro)
                            // Other files that use it read it as a helper of the project.
                            if collected != nil { collected?.append(helperSignature(of: macro)); collectedBodies.append(macro.end) }
                        }
                        continue
                    }
                    // A project's method with a selector of its own (`+constraintsWithVisualFormat:views:`)
                    // is read as itself.
                    if hasSignatureHelpers, let (function, arguments) = helperCall(at: index) {
                        signatureCall(index, function, arguments)
                    } else if isAppleMessage(piece: index) {
                        objcMessage(piece: index, function: nil)
                    }
                } else if let function = registered.first(where: { equals(tokens[index], $0.formatLabel) }) {
                    objcMessage(piece: index, function: function)
                } else if hasSignatureHelpers, let (function, arguments) = helperCall(at: index) {
                    signatureCall(index, function, arguments)
                }
            }
        }
    }

    /// Whether the Swift call whose arguments open at `open` passes views the way `function`
    /// takes them: a helper taking views one by one is called with its views label (of two
    /// alike but for it, each call reaches the one whose label it writes).
    func passesViews(open: Int, to function: FormatFunction) -> Bool {
        guard function.positionalKeys != nil, isPunct(open, UInt8(ascii: "(")) else { return true }
        return passesLabel(function.viewsLabel, open: open)
    }

    /// Whether the Swift call whose arguments open at `open` has an argument labelled `label`.
    func passesLabel(_ label: String, open: Int) -> Bool {
        argumentLabels(open: open).contains { $0.map { isIdentifier($0, label) } ?? false }
    }

    /// The label of each argument of the Swift call whose arguments open at `open`, as the
    /// token holding it (nil for an argument without one), within `longestArgument` tokens.
    func argumentLabels(open: Int) -> [Int?] {
        guard isPunct(open, UInt8(ascii: "(")) else { return [] }
        return split(open + 1, min(closing(open), open + Self.longestArgument)).map { part in
            part.1 - part.0 >= 2 && tokens[part.0].kind == .identifier && isPunct(part.0 + 1, UInt8(ascii: ":")) ? part.0 : nil
        }
    }

    /// The bracket `opener` enclosing `index`: for `(` and `[`, only when it is the innermost
    /// bracket (the argument list the token is in); for `{`, the innermost block or closure.
    func enclosingOpen(_ index: Int, _ opener: UInt8) -> Int? {
        guard index >= 0 && index < tokens.count else { return nil }
        let open = Int(opener == UInt8(ascii: "{") ? braceParent[index] : parent[index])
        guard open >= 0, isPunct(open, opener) else { return nil }
        return open
    }

    func enclosingCallName(of index: Int) -> Int? {
        guard let open = enclosingOpen(index, UInt8(ascii: "(")), open > 0, tokens[open - 1].kind == .identifier else { return nil }
        return open - 1
    }

    /// `…(withVisualFormat: F, options: O, metrics: M, views: V)`.
    /// The most tokens an argument (or a message) is looked into: real ones are far shorter.
    static let longestArgument = 512

    func swiftCall(label: Int, function: FormatFunction?) {
        if collected != nil && !mayBeInHelper(label) { return }
        // Swift 2 and earlier: `NSLayoutConstraint.constraintsWithVisualFormat("…", options: …)`,
        // the format unlabeled first; so is a helper's whose format is unlabelled (`label` is
        // then the helper's name).
        let legacy = isPunct(label + 1, UInt8(ascii: "("))
        guard let open = legacy ? label + 1 : enclosingOpen(label, UInt8(ascii: "(")) else { return }
        let close = min(closing(open), open + Self.longestArgument)
        // Arguments as (label token, start, end); an unlabeled one continues the previous label
        // (variadic views). Labels are compared as bytes: no strings on this path.
        var arguments: [(label: Int, start: Int, end: Int)] = []
        for (start, end) in split(open + 1, close) {
            if end - start >= 2, tokens[start].kind == .identifier, isPunct(start + 1, UInt8(ascii: ":")) {
                arguments.append((start, start + 2, end))
            } else if let last = arguments.last {
                arguments.append((last.label, start, end))
            } else if legacy {
                arguments.append((label, start, end))
            }
        }
        func argument(_ name: String) -> (Int, Int)? {
            arguments.first { equals(tokens[$0.label], name) }.map { ($0.start, $0.end) }
        }
        guard let format = arguments.first(where: { $0.label == label }).map({ ($0.start, $0.end) }) else { return }
        let viewsLabel = function?.viewsLabel ?? "views"
        var views = readsValues ? argument(viewsLabel).map { dictionary($0.0, $0.1) } : nil
        var calledViews: CalledViews? = nil
        if readsValues || collected != nil, let function, let pattern = function.positionalKeys {
            // Positional views: every argument after `views:`, keyed by the pattern.
            var parts = arguments.filter { equals(tokens[$0.label], viewsLabel) }
            var known: DictionaryKnowledge? = nil
            // Defined both ways: the call reaches the one its argument fits.
            let array: Bool? = !function.viewsEitherWay ? function.viewsAreArray : parts.count == 1 ? passesArray((parts[0].start, parts[0].end)) : false
            if array == nil {
                parts = []
                known = .unknown("the views may be one view or an array, and '\(function.name)' takes either")
                calledViews = .unknown
            } else if array == true, parts.count == 1 {
                // `views: [icon, title]`: the array's elements, when the call writes it out.
                let (a, b) = unparenthesized((parts[0].start, parts[0].end))
                if isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1 {
                    parts = split(a + 1, b - 1).filter { $0.1 > $0.0 }.map { (parts[0].label, $0.0, $0.1) }
                    if parts.isEmpty { known = .known(DictionaryArgument(entries: [], range: range(from: a, to: b), isVariableBindings: false)) }
                } else {
                    parts = []
                    known = .unknown("the views are an array not written out at the call")
                    calledViews = function.positionalPrefix.map { .positional(prefix: $0) } ?? .unknown
                }
            }
            let entries = placedEntries(parts.map { ($0.start, $0.end) }) { FormatFunction.key(pattern, $0) }
            if closing(open) > close {
                // Views past what is read would be missing from the keys.
                known = .unknown("the call is over \(Self.longestArgument) tokens long, more than is read")
                calledViews = .unknown
            } else if !parts.isEmpty {
                known = .known(DictionaryArgument(entries: entries, range: range(from: parts[0].start, to: parts.last!.end), isVariableBindings: false))
                calledViews = .own(entries)
            }
            if readsValues, let known { views = known }
            if calledViews == nil { calledViews = .unknown }
        }
        // A helper seen to pass no options (no metrics) leaves a call's own unused.
        let positional = function.flatMap { $0.positionalKeys != nil && $0.signature == nil ? $0 : nil }
        let ownOptions = positional?.passesNoOptions == true || positional?.computesOptions == true
        record(callName: label, format: format, options: ownOptions ? nil : argument("options"),
               metrics: positional?.passesNoMetrics == true ? nil : argument("metrics"), views: views,
               viewsArgument: argument(viewsLabel), function: function,
               formatsAreArray: function != nil && isArrayOfFormats(format), optionsUnknown: positional?.computesOptions == true,
               calledViews: collected != nil ? calledViews : nil)
    }

    /// Whether a registered helper is given an array where its format goes (`@[@"…", @"…"]`,
    /// `["…", "…"]`, or a local made as one): it is taken to hand on each element, as the
    /// project's `constraintsWithVisualFormats:…` helpers do.
    func isArrayOfFormats(_ format: (Int, Int)) -> Bool {
        var (a, b) = unparenthesized(format)
        if b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), let initial = initializer(of: d) {
            (a, b) = unparenthesized(initial)
        }
        let open = language == .objc ? a + 1 : a
        return (language == .swift || isPunct(a, UInt8(ascii: "@"))) && isPunct(open, UInt8(ascii: "[")) && closing(open) == b - 1
    }

    /// `[NSLayoutConstraint constraintsWithVisualFormat:F options:O metrics:M views:V]`.
    func objcMessage(piece: Int, function: FormatFunction?) {
        if collected != nil && !mayBeInHelper(piece) { return }
        guard let arguments = messageArguments(piece: piece), let format = arguments["format"] else { return }
        let viewsArgument = arguments[function?.viewsLabel ?? "views"]
        var views = readsValues ? viewsArgument.map { dictionary($0.0, $0.1) } : nil
        var calledViews: CalledViews? = nil
        if readsValues || collected != nil, let function, let pattern = function.positionalKeys {
            let entries = placedEntries(viewsArgument.map { split($0.0, $0.1) } ?? []) { FormatFunction.key(pattern, $0) }
            if readsValues, let v = viewsArgument { views = .known(DictionaryArgument(entries: entries, range: range(from: v.0, to: v.1), isVariableBindings: false)) }
            calledViews = collected != nil ? .own(entries) : nil
        }
        record(callName: piece, format: format, options: arguments["options"], metrics: arguments["metrics"], views: views,
               viewsArgument: viewsArgument, function: function, formatsAreArray: function != nil && isArrayOfFormats(format),
               calledViews: calledViews)
    }

    /// The arguments of the message whose first selector piece is at `piece`, by piece name (the
    /// first as "format"), as token ranges; nil outside a message.
    func messageArguments(piece: Int) -> [String: (Int, Int)]? {
        guard let open = enclosingOpen(piece, UInt8(ascii: "[")) else { return nil }
        let close = min(closing(open), piece + Self.longestArgument)   // an unclosed message in broken code
        // Selector pieces at the message's top level: `name :` (not inside brackets).
        var pieces: [(name: String, start: Int)] = []
        var i = piece
        while i < close {
            if tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":")) && (i == piece || !isPunct(i - 1, UInt8(ascii: "?"))) {
                pieces.append((text(i), i + 2))
                i += 2
                continue
            }
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") {
                    i = min(closing(i), close) + 1
                    continue
                }
            }
            i += 1
        }
        var arguments: [String: (Int, Int)] = [:]
        for (n, p) in pieces.enumerated() {
            let end = n + 1 < pieces.count ? pieces[n + 1].start - 2 : close
            arguments[n == 0 ? "format" : p.name] = (p.start, end)
        }
        return arguments
    }

    /// Hands on the formats of one call. `metricsValue` and `viewsGiven`, when given, say what
    /// the metrics are and whether views were passed where the argument ranges cannot (a macro
    /// resolves its body's names at each use).
    func record(callName: Int, format: (Int, Int), options: (Int, Int)?, metrics: (Int, Int)?,
                         views: DictionaryKnowledge?, viewsArgument: (Int, Int)?, function: FormatFunction?,
                         metricsValue metricsOverride: DictionaryKnowledge? = nil, viewsGiven viewsGivenOverride: Bool? = nil,
                         formatsAreArray: Bool = false, optionsUnknown: Bool = false, calledViews: CalledViews? = nil) {
        // Code that is never built (`#if 0`, `#elif 0`, after `#if 1`; `isCompiledOut`): nothing in it runs.
        if isCompiledOut(callName) { return }
        // A project helper named like Apple's `addConstraints(_:)`, called with constraints: Apple's.
        if let function, Self.constraintTakingMethods.contains(function.name), holdsConstraints(format.0, format.1) { return }
        if !formatsAreArray, let helper = closureHelper(format: format, options: options, metrics: metrics, views: viewsArgument,
                                                        function: function, optionsUnknown: optionsUnknown) {
            closureHelpers.append(helper)
        }
        if collected != nil {
            collectHelper(format: format, formatsAreArray: formatsAreArray, options: options, optionsUnknown: optionsUnknown,
                          metrics: metrics, passesNoMetrics: function?.passesNoMetrics ?? false, viewsArgument: viewsArgument,
                          calledViews: calledViews, calleeUnwrapsViews: function?.signature?.unwrapsViews ?? false)
            return
        }
        var values = formatsAreArray
            ? arrayElements(unparenthesized(format).0, unparenthesized(format).1) ?? [.dynamic("the array of formats is computed at run time", [])]
            : evaluateFormat(format.0, format.1, call: callName)
        // A call in a macro's body whose format is made from the macro's parameters (`@#VIEW`,
        // an argument of another macro) is a template, not a call that runs: nothing to count.
        if values.allSatisfy({ if case .dynamic = $0 { return true }; return false }), macroDefinition(around: callName) != nil { return }
        if formatsAreArray, let function, function.signature == nil {
            // The array given to a registered helper may hold strings of its own syntax beside
            // formats (`"X:a.centerX == b.centerX"`): only elements that read as formats count.
            values = values.filter { value in
                switch value {
                case .literals(let pieces, _), .dynamic(_, let pieces, _):
                    guard let first = pieces.first else { return true }
                    return SourceScan.looksLikeFormat(bytes[Int(first.contentRange.start)..<Int(first.contentRange.end)])
                }
            }
        }
        var views = views
        if metrics == nil && metricsOverride == nil && function == nil, case .known(var argument)? = views, argument.isComplete {
            // Not Apple's method but one of the project's with its name (no `metrics:`): it may
            // add views of its own to those it is given.
            argument.isComplete = false
            argument.steps += note(Int(tokens[callName].start), "the call passes no 'metrics:': a method of the project's, which may add views of its own")
            views = .known(argument)
        }
        if readArguments, !facts.isDisjoint(with: [.viewIdentities, .boxedNames]), case .known(var argument)? = views {
            argument.entries = viewEntries(argument.entries, at: argument.range, words: facts.contains(.viewIdentities) ? FormatWords(values) : nil)
            views = .known(argument)
        }
        let viewsGiven = viewsGivenOverride ?? (viewsArgument != nil)
        let metricsValue = readArguments ? metricsOverride ?? metrics.map { dictionary($0.0, $0.1) } : nil
        let optionsValue = readArguments ? options.map { evaluateOptions($0.0, $0.1) } : nil
        var template = EmbeddedFormat(
            text: nil, dynamicReason: nil, literals: [], callRange: tokens[callName].range,
            argumentRange: range(from: format.0, to: format.1),
            views: views?.argument, metrics: metricsValue?.argument, options: optionsValue ?? nil,
            viewsAreUnknown: viewsGiven && views?.argument == nil,
            metricsAreUnknown: (metrics != nil || metricsOverride != nil) && metricsValue?.argument == nil,
            optionsAreUnknown: optionsUnknown || options != nil && (optionsValue ?? nil) == nil,
            scope: scope(of: callName))
        if case .unknown(let why)? = views { template.viewsUnknownReason = why }
        if case .unknown(let why)? = metricsValue { template.metricsUnknownReason = why }
        if metrics == nil && metricsOverride == nil && !(function?.passesNoMetrics ?? false) {
            // Apple's API always takes `metrics:` (its Swift form has no default, its selector is
            // `constraintsWithVisualFormat:options:metrics:views:`): a call without it is a
            // method of the project's with the API's name, which, like a registered helper, may
            // supply metrics of its own.
            template.metricsAreUnknown = true
            template.metricsUnknownReason = function == nil
                ? "the call passes no 'metrics:', so it is not Apple's method but one of the project's with its name, which may supply its own"
                : "the metrics '\(function?.name ?? "")' hands Auto Layout are not seen (it may supply its own)"
        }
        if readArguments {
            if facts.contains(.activationGroups) { template.conflictGroup = conflictGroup(of: callName, scope: template.scope) }
            // Constraints activated where they are made, or through the collector they are put
            // in, are installed: only the others are looked into.
            if facts.contains(.installation), resultIsOnlyInspected(callName) {
                let group = facts.contains(.activationGroups) ? template.conflictGroup : conflictGroup(of: callName, scope: template.scope)
                template.isNeverInstalled = group?.hasSuffix(" activated") != true
            }
            template.isExpectedToThrow = isAssertedToThrow(callName)
        }
        if readArguments, let argument = viewsArgument, argument.0 < argument.1 { template.viewsArgument = range(from: argument.0, to: argument.1) }
        template.helper = function?.signature?.displayName
        template.helperUnwrapsViews = function?.signature?.unwrapsViews ?? false
        if function?.signature == nil { template.function = function }
        for (n, value) in values.enumerated() {
            var embedded = template
            switch value {
            case .literals(let pieces, _) where function?.signature != nil && !Self.readsAsFormat(pieces):
                // A method of the SDK or another type named like the helper, given a string
                // that is no format: not the helper's call.
                continue
            case .literals(let pieces, let alternative):
                embedded.literals = pieces
                if pieces.count == 1 { embedded.constant = usedConstants[pieces[0].range.lowerBound] }
                embedded.text = pieces.reduce(into: [UInt8]()) { $0 += $1.value ?? [] }
                embedded.alternative = alternative ? n : nil
            case .dynamic(let reason, let pieces, let source):
                embedded.dynamicReason = reason
                embedded.dynamicSource = source
                embedded.literals = pieces
                if source == .interpolation { embedded.textInterpolations = textInterpolations(pieces, at: callName) }
                embedded.isForwarded = isForwardedFormat(format, array: formatsAreArray)
            }
            sink?(embedded)
        }
    }

    /// `entries`, of the views dictionary at `place`, with the boxed names (when asked for) and
    /// which view each entry a format names holds (with `words`, the format's: a dictionary
    /// usually lists many more views than one format places). The calls sharing a dictionary
    /// share the array, filled in place: an entry's facts depend on the entry alone, so an
    /// identity an earlier call worked out is as true here (and every key a format places is a
    /// word of its text, so each call has the identities of its own keys whatever came before).
    func viewEntries(_ entries: [DictionaryEntry], at place: ByteRange, words: FormatWords?) -> [DictionaryEntry] {
        // Taken out of the cache while it is filled, so that the array is not shared then.
        var filled = cache.viewEntries.removeValue(forKey: place) ?? []
        let same = filled.count == entries.count && filled.indices.allSatisfy {
            filled[$0].valueRange == entries[$0].valueRange && filled[$0].keyRange == entries[$0].keyRange
                && filled[$0].isAddedByHelper == entries[$0].isAddedByHelper && filled[$0].key == entries[$0].key
        }
        if !same {
            filled = entries
            if facts.contains(.boxedNames) {
                for k in filled.indices { if let boxed = boxedName(filled[k]) { filled[k].boxedName = boxed } }
            }
        }
        if let words {
            for k in filled.indices where filled[k].identity == nil && !filled[k].isAddedByHelper && words.contains(filled[k].key) {
                filled[k].identity = viewIdentity(filled[k])
            }
        }
        cache.viewEntries[place] = filled
        return filled
    }

    /// The words of the formats `values` (runs of letters, digits, `_` and `$`): the view and
    /// metric names they may place, in one buffer.
    struct FormatWords {
        var text: [UInt8] = []
        var words: [Range<Int>] = []

        init(_ values: [FormatValue]) {
            // A value's pieces joined, as its format is ("V:[bo" + "x]" places `box`); values
            // apart.
            for value in values {
                switch value {
                case .literals(let pieces, _), .dynamic(_, let pieces, _):
                    for piece in pieces { if let bytes = piece.value { text += bytes } }
                }
                text.append(0x20)
            }
            var start = -1
            for (i, b) in text.enumerated() {
                let isWord = b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80 || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
                    || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
                if isWord { if start < 0 { start = i } } else if start >= 0 { words.append(start..<i); start = -1 }
            }
            if start >= 0 { words.append(start..<text.count) }
            for word in words {
                lengths |= 1 << UInt64(min(word.count, 63))
                firstBytes |= 1 << UInt64(text[word.lowerBound] & 63)
            }
        }

        /// The words' lengths and first bytes (modulo 64) as bits: most keys of a dictionary
        /// are no word of its format, and are passed over by two bit tests.
        private var lengths: UInt64 = 0
        private var firstBytes: UInt64 = 0

        /// Whether `key` is one of the words.
        func contains(_ key: String) -> Bool {
            var key = key
            return key.withUTF8 { key in
                guard let first = key.first, lengths & (1 << UInt64(min(key.count, 63))) != 0,
                      firstBytes & (1 << UInt64(first & 63)) != 0 else { return false }
                return words.contains { word in word.count == key.count && zip(text[word], key).allSatisfy { $0 == $1 } }
            }
        }
    }

    /// Whether a literal's text starts as a format does, read from its bytes: an interpolated
    /// literal (`"V:|-\(top)-[v0]"`) has no decoded value, but its start is plain text.
    func startsAsFormat(_ literal: StringLiteral) -> Bool {
        Self.startsAsFormat(bytes[Int(literal.contentRange.start)..<min(Int(literal.contentRange.end), bytes.count)])
    }

    /// Whether a literal given to a helper reads as a format: it starts (after spaces) with an
    /// orientation, a `|` or a `[`.
    static func readsAsFormat(_ pieces: [StringLiteral]) -> Bool {
        guard let value = pieces.first?.value else { return false }
        return startsAsFormat(value[...])
    }

    static func startsAsFormat(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first(where: { $0 != 0x20 }) else { return false }
        return first == UInt8(ascii: "H") || first == UInt8(ascii: "V") || first == UInt8(ascii: "|") || first == UInt8(ascii: "[")
    }

    /// The scope a call is in, for grouping formats that constrain views together: the innermost
    /// block around it that runs as a whole — a function body, a branch (`if`, `else`, `guard`,
    /// each `switch` case, `catch`), a loop body (it may run no times), a closure (it may run
    /// later, or never: `lazy var row = {…}()` and `let compact = {…}` are two scopes) — or the
    /// call's own statement when it is the body of an Objective-C `if`/`else`/loop without
    /// braces. `do` and bare blocks belong to the block around them.
    func scope(of index: Int) -> Int {
        if language == .objc, isUnbracedBody(index) { return Int(tokens[index].start) }
        // Out from the token through the `do` and bare blocks around it, `inner` being the token
        // or the block passed last (a `switch` case is told by it); remembered for each.
        return innermostBlock(from: index, memo: &cache.scopes) { inner in
            let brace = block(of: inner)
            guard brace >= 0 else { return -1 }
            switch blockKind(brace) {
            case .type: return -1
            case .function, .closure, .loop: return Int(tokens[brace].start)
            case .branch:
                if isSwitchBody(brace) {
                    let label = caseLabel(of: inner, in: brace)
                    return label >= 0 ? Int(tokens[label].start) : Int(tokens[brace].start)
                }
                return Int(tokens[brace].start)
            case .other:
                guard isIdentifier(brace - 1, "do") || brace == 0 || isPunct(brace - 1, UInt8(ascii: ";"))
                        || isPunct(brace - 1, UInt8(ascii: "{")) || isPunct(brace - 1, UInt8(ascii: "}")) else {
                    return Int(tokens[brace].start)   // `defer`, `catch`
                }
                return nil
            }
        }
    }
}
