import VFLSyntax

/// FormatFunction registers a helper whose argument is a format (`functions` in `.vfl.json`),
/// such as `addConstraints(format:views:)` with views passed positionally as `v0, v1, …`.
public struct FormatFunction: Sendable, Hashable {
    /// The function's base name (`addConstraints`) or an Objective-C selector piece.
    public var name: String
    /// The label of the format argument (`format`); for Objective-C, the selector piece that
    /// takes the format (`addConstraintsWithFormat`).
    public var formatLabel: String
    /// The key pattern of positional views, `v{index}`, or nil when views are a dictionary.
    public var positionalKeys: String?
    /// Whether the function is seen to make its constraints without metrics (an inferred
    /// helper, whose body passes `metrics: nil`): a metric name in its format is then a mistake.
    /// Any other function may supply metrics of its own, so those of its calls are unknown.
    public var passesNoMetrics: Bool
    /// The label of the views argument (`views`; for Objective-C, the selector piece): a helper
    /// may take them as `andViews: [a, b]` or `withViews:`.
    public var viewsLabel: String
    /// For a helper inferred from its body (`FormatHelpers.swift`): its whole signature, which
    /// its calls are matched against, and what each of its parameters is to the API.
    public var signature: HelperSignature? = nil

    public init(name: String, formatLabel: String, positionalKeys: String? = nil, passesNoMetrics: Bool = false, viewsLabel: String = "views") {
        self.name = name
        self.formatLabel = formatLabel
        self.positionalKeys = positionalKeys
        self.passesNoMetrics = passesNoMetrics
        self.viewsLabel = viewsLabel
    }

    /// Whether a call of one is a call of the other: the same signature for two inferred
    /// helpers, else the same name and format label.
    public func isCalled(as other: FormatFunction) -> Bool {
        if let a = signature, let b = other.signature { return a.isCalled(as: b) }
        return name == other.name && formatLabel == other.formatLabel
    }

    /// Whether the format is the call's first argument, unlabelled (`formatLabel` `_`, Swift:
    /// `func addConstraintsWithFormat(_ format: String, views: UIView...)`): its calls are
    /// found by the function's name.
    public var formatIsUnlabelled: Bool { formatLabel == "_" }

    /// The bytes every call of the function contains: the format's label, or the name.
    var callMarker: [UInt8] { Array((formatIsUnlabelled ? name : formatLabel).utf8) }

    /// The inferred helpers among `definitions` (`SourceScan.inferredHelpers`) that a call
    /// reaches for certain: without duplicates, and without any called alike by another
    /// definition that names the views differently or (`positionalKeys` nil) is another
    /// function (which one a call reaches cannot be told).
    public static func unambiguous(_ definitions: [FormatFunction]) -> [FormatFunction] {
        var result: [FormatFunction] = []
        var ambiguous: [FormatFunction] = []
        for definition in definitions {
            if let other = result.first(where: { $0.isCalled(as: definition) }) {
                if other.positionalKeys != definition.positionalKeys { ambiguous.append(definition) }
            } else {
                result.append(definition)
            }
        }
        return result.filter { helper in helper.positionalKeys != nil && !ambiguous.contains { $0.isCalled(as: helper) } }
    }

    /// The key of positional view `index` under `pattern` (`v{index}` → `v0`).
    static func key(_ pattern: String, _ index: Int) -> String {
        let marker = Array("{index}".utf8)
        let bytes = Array(pattern.utf8)
        var result: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if i + marker.count <= bytes.count && Array(bytes[i..<i + marker.count]) == marker {
                result += Array(String(index).utf8)
                i += marker.count
            } else {
                result.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Reads `addConstraints(format:views:)` with `format_argument`, `positional_keys` and
    /// `views_argument`.
    public init?(signature: String, formatArgument: String, positionalKeys: String?, viewsArgument: String? = nil) {
        let name = signature.firstIndex(of: "(").map { String(signature[..<$0]) } ?? signature
        self.init(name: name, formatLabel: formatArgument, positionalKeys: positionalKeys, viewsLabel: viewsArgument ?? "views")
    }
}

/// SourceScan is everything the scanner found in one Swift or Objective-C file.
public struct SourceScan: Sendable {
    /// The file's language.
    public var language: SourceLanguage
    /// The formats, in source order of their calls (a format held in a variable and used by
    /// two calls appears twice, once per call).
    public var formats: [EmbeddedFormat]
    /// Every comment, for suppression and formatter directives.
    public var comments: [ByteRange]
    /// The scanner, kept so that later questions about the file (`viewFacts()`) need no second lexing.
    var scanner: ScannerBox? = nil

    /// What the file shows about its views' autoresizing flags (see `ViewFacts`). With `names`,
    /// only the facts of those views (identities) are gathered: the same answers for them, at a
    /// fraction of the work (the other identifiers of the file are passed over byte by byte).
    public func viewFacts(about names: Set<String>? = nil) -> ViewFacts {
        if let scanner { return scanner.scanner.viewFacts(about: names) }
        return ViewFacts()
    }

    /// Scans `bytes` (the whole file) for visual formats. Without `readArguments`, the views,
    /// metrics and options of each call are not read (the formatter needs only the formats).
    public static func scan(_ bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction] = [],
                            readArguments: Bool = true, recordSteps: Bool = false) -> SourceScan {
        var formats: [EmbeddedFormat] = []
        var scan = scan(bytes, language: language, functions: functions, readArguments: readArguments, recordSteps: recordSteps) {
            formats.append($0)
        }
        scan.formats = formats
        return scan
    }

    /// Scans `bytes`, handing each format to `body` as it is found, in source order of its call,
    /// and keeping none (`formats` of the result is empty): a file of many formats costs its
    /// tokens, not its formats. The result answers later questions about the file (`viewFacts`).
    public static func scan(_ bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction] = [],
                            readArguments: Bool = true, recordSteps: Bool = false,
                            forEach body: (EmbeddedFormat) -> Void) -> SourceScan {
        guard mentionsFormatCall(bytes, functions: functions) else {
            return SourceScan(language: language, formats: [], comments: [])
        }
        var scanner = SourceScanner(bytes: bytes, language: language, functions: functions)
        scanner.readArguments = readArguments
        scanner.recordSteps = recordSteps
        scanner.run(sending: body)
        var scan = SourceScan(language: language, formats: [], comments: scanner.comments)
        if readArguments { scan.scanner = ScannerBox(scanner) }
        return scan
    }
}

extension SourceScan {
    /// The helpers a Swift file defines that take a format and views one by one
    /// (`InferredHelpers.swift`), and the other functions it defines that are called alike
    /// (`positionalKeys` nil), for a tool to gather over a project and pass through
    /// `FormatFunction.unambiguous` (the file's own calls of its helpers are read without this).
    public static func inferredHelperDefinitions(_ bytes: [UInt8], language: SourceLanguage) -> [FormatFunction] {
        guard language == .swift, SourceByteSearch.contains(bytes, Array("withVisualFormat".utf8)) else { return [] }
        return SourceScanner(bytes: bytes, language: language, functions: []).inferredHelperDefinitions()
    }

    /// The helpers a file defines that hand a format, or each of an array of formats, to Auto
    /// Layout (`FormatHelpers.swift`), given the helpers of the project found so far (`known`),
    /// for a tool to gather over a project: a helper whose format reaches a helper in another
    /// file is found once that one is known.
    public static func helperDefinitions(_ bytes: [UInt8], language: SourceLanguage, known: [FormatFunction]) -> [HelperSignature] {
        var scanner = SourceScanner(bytes: bytes, language: language, functions: known)
        return scanner.helperDefinitions(known: known)
    }

    /// Whether `bytes` may define a helper that calls the API itself: somewhere the API's name
    /// is followed by a name (`withVisualFormat: format`, `constraintsWithVisualFormat:(fmt)`),
    /// not by a literal. A byte search; a file without one is not lexed for helpers.
    public static func mayPassFormatOn(_ bytes: [UInt8]) -> Bool {
        let marker = Array("VisualFormat".utf8)
        var from = 0
        while let found = SourceByteSearch.firstIndex(of: marker, in: bytes, range: from..<bytes.count) {
            var i = found + marker.count
            from = i
            var punctuation = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
                if (b == UInt8(ascii: ":") || b == UInt8(ascii: "(")) && punctuation < 3 { punctuation += 1; i += 1; continue }
                break
            }
            guard punctuation > 0, i < bytes.count else { continue }
            let b = bytes[i] | 0x20
            if b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") || bytes[i] == UInt8(ascii: "_") || bytes[i] == UInt8(ascii: "$") || bytes[i] >= 0x80 {
                // `format:` is a label (Swift 2's `constraintsWithVisualFormat(format: …)`): a literal may follow.
                return true
            }
        }
        return false
    }

    /// Whether `bytes` contain any of `needles` (a byte search, no lexing).
    public static func mentions(any needles: [[UInt8]], in bytes: [UInt8]) -> Bool {
        needles.contains { SourceByteSearch.contains(bytes, $0) }
    }

    /// How many functions of each of `signatures`' keys the file defines.
    public static func helperDefinitionCounts(_ bytes: [UInt8], language: SourceLanguage, of signatures: [HelperSignature]) -> [String: Int] {
        SourceScanner(bytes: bytes, language: language, functions: []).definitionCounts(signatures)
    }

    /// The string literals and comments of a file (where text an editor adds would change a
    /// string or vanish into a comment).
    public static func literalAndCommentRanges(_ bytes: [UInt8], language: SourceLanguage) -> [ByteRange] {
        let lexer = SourceLexer(bytes, language: language)
        return lexer.literals.map(\.range) + lexer.comments
    }

    /// The comments of a file (for suppression directives), without looking for formats.
    public static func comments(_ bytes: [UInt8], language: SourceLanguage) -> [ByteRange] {
        SourceLexer(bytes, language: language).comments
    }

    /// The largest file the scanner reads (offsets are 32-bit): 2 GB less a byte. A larger
    /// input is not scanned at all (no formats, no comments); the tools refuse it with an error.
    public static let largestFile = Int(Int32.max)

    /// Whether `bytes` may hold a format call: most files hold none, and a byte search for the
    /// API names (and registered helpers' labels) skips them before any lexing.
    static func mentionsFormatCall(_ bytes: [UInt8], functions: [FormatFunction]) -> Bool {
        SourceByteSearch.contains(bytes, apiMarker) || functions.contains { SourceByteSearch.contains(bytes, $0.callMarker) }
    }

    /// Both API spellings (`withVisualFormat:`, `constraintsWithVisualFormat:`) contain this.
    static let apiMarker = Array("VisualFormat".utf8)

    /// Whether bytes that are not UTF-8 text (Latin-1, Mac Roman, UTF-16, binary) may still
    /// hold a format call: the API's name or a registered helper's label, in an encoding that
    /// keeps ASCII as it is or in UTF-16 of either byte order. Bytes without it hold no call in
    /// any of those encodings: a vendored header with a `©` in a comment has nothing to check.
    public static func mayHoldFormatCall(_ bytes: [UInt8], functions: [FormatFunction] = []) -> Bool {
        ([apiMarker] + functions.map(\.callMarker)).contains { marker in
            SourceByteSearch.contains(bytes, marker)
                || SourceByteSearch.contains(bytes, marker.flatMap { [$0, 0] })   // UTF-16 little-endian
                || SourceByteSearch.contains(bytes, marker.flatMap { [0, $0] })   // UTF-16 big-endian
        }
    }
}

/// FormatStream reads the formats of a file one at a time without keeping them: memory stays
/// at the file's tokens however many formats it holds (the formatter's path; arguments are
/// not read).
public struct FormatStream {
    /// Every comment of the file (empty when the file holds no format call: it is not lexed).
    public let comments: [ByteRange]
    private var scanner: SourceScanner?

    /// Lexes `bytes` when they contain a format call.
    public init(_ bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction] = []) {
        guard SourceScan.mentionsFormatCall(bytes, functions: functions) else {
            comments = []
            scanner = nil
            return
        }
        var scanner = SourceScanner(bytes: bytes, language: language, functions: functions)
        scanner.readArguments = false
        comments = scanner.comments
        self.scanner = scanner
    }

    /// Calls `body` with each format in source order of its call.
    public mutating func forEach(_ body: (EmbeddedFormat) -> Void) {
        guard var scanner else { return }
        self.scanner = nil
        scanner.run(sending: body)
    }
}

/// ScannerBox keeps a finished scanner (read only from then on) with the scan it produced.
final class ScannerBox: @unchecked Sendable {
    let scanner: SourceScanner
    init(_ scanner: SourceScanner) { self.scanner = scanner }
}

/// SourceScanner finds the calls that take a format and reads their arguments.
struct SourceScanner {
    let bytes: [UInt8]
    let language: SourceLanguage
    /// The registered helpers, then those the file defines (`inferredHelpers`, added by `run`).
    var functions: [FormatFunction]
    /// Code tokens (comments removed) and the literals they refer to.
    let tokens: [SourceToken]
    let literals: [StringLiteral]
    let comments: [ByteRange]
    /// The lexer, which decodes a literal's value when a format needs it.
    let lexer: SourceLexer
    /// For each opening bracket token, the index of its closing token (or `tokens.count`), and
    /// the reverse.
    var match: [Int32]
    /// Declared names and where (see `declarations(in:bytes:)`).
    let declarations: [String: [Int]]
    /// The source model's caches.
    let cache = ModelCache()
    /// Where each format goes as it is found (set only during `run(sending:)`).
    private var sink: ((EmbeddedFormat) -> Void)? = nil
    /// Whether to read the views, metrics and options arguments.
    var readArguments = true
    /// Whether to keep the model's steps (`ModelStep`) for explaining a site.
    var recordSteps = false
    /// The function-like macros seen so far whose body makes constraints from a parameter
    /// (`FormatMacro`): their uses later in the file are format calls.
    var formatMacros: [FormatMacro] = []
    /// The local closures seen so far that hand their parameter to Auto Layout (`ClosureHelper`).
    var closureHelpers: [ClosureHelper] = []
    /// While finding the file's helpers (`helperDefinitions`): those found; nil otherwise.
    var collected: [HelperSignature]? = nil
    /// Whether any of `functions` is an inferred helper matched by its whole signature.
    var hasSignatureHelpers = false

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
        match = Array(repeating: -1, count: code.count)
        var stack: [Int] = []
        // For each kind of opener (`(`, `[`, `{`), the places in `stack` of the open ones, so a
        // closer finds its opener at once (searching the stack for it was quadratic in broken
        // code that opens and never closes: `(}` on every line).
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
        self.parent = parent
        self.braceParent = braceParent
    }

    /// For each token, the innermost unclosed bracket around it (any kind), and the innermost
    /// unclosed `{`; -1 at the top level. Computed once, so finding a call's argument list or a
    /// closure's body is constant time however long the file.
    var parent: [Int32] = []
    var braceParent: [Int32] = []

    // MARK: Token helpers

    func isPunct(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].value == Int32(byte)
    }

    /// Whether token `index` is the `?` of a `? :` conditional. In Swift it stands apart (`c ? a
    /// : b`); an optional's `x?.y`, `x?`, `as?`, `try?` and `case let s?:` are not one.
    func isConditionalMark(_ index: Int) -> Bool {
        guard isPunct(index, UInt8(ascii: "?")) else { return false }
        if language == .objc { return true }
        let start = Int(tokens[index].start)
        return start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D) && !isIdentifier(index - 1, "as") && !isIdentifier(index - 1, "try")
    }

    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        guard index >= 0 && index < tokens.count && tokens[index].kind == .identifier else { return false }
        return equals(tokens[index], name)
    }

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

    func equals(_ token: SourceToken, _ name: String) -> Bool {
        let count = Int(token.end - token.start)
        guard count == name.utf8.count else { return false }
        var i = Int(token.start)
        for byte in name.utf8 {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
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
    mutating func run(sending body: (EmbeddedFormat) -> Void) {
        for helper in inferredHelpers() where !functions.contains(where: { $0.isCalled(as: helper) }) {
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


    mutating func findCalls() {
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            if tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: "(")) {
                if !closureHelpers.isEmpty, let helper = closureHelpers.last(where: { bytesEqual(tokens[index], nameBytes($0.declaration)) }),
                   helper.declaration < index, declares(helper.declaration, use: index) {
                    closureCall(index, helper)
                    continue
                }
                if hasSignatureHelpers, language == .swift || !isPunct(index - 1, UInt8(ascii: "[")), let (function, arguments) = helperCall(at: index),
                   function.signature?.style != .objc {
                    signatureCall(index, function, arguments)
                    continue
                }
            }
            if language == .swift, tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: "(")) {
                if isIdentifier(index, "constraintsWithVisualFormat") {
                    swiftCall(label: index, function: nil)
                } else if let function = functions.first(where: { $0.signature == nil && $0.formatIsUnlabelled && equals(tokens[index], $0.name) }),
                          !isIdentifier(index - 1, "func") {
                    // `addConstraintsWithFormat("H:|[v0]|", views: icon)`: read as the legacy
                    // form is, the format the first argument.
                    swiftCall(label: index, function: function)
                }
                continue
            }
            if language == .objc, !formatMacros.isEmpty, tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: "(")),
               let macro = formatMacros.last(where: { $0.end < index && bytesEqual(tokens[index], $0.name) }) {
                macroCall(index, macro)
                continue
            }
            guard tokens[index].kind == .identifier, isPunct(index + 1, UInt8(ascii: ":")) else { continue }
            switch language {
            case .swift:
                if isIdentifier(index, "withVisualFormat") {
                    swiftCall(label: index, function: nil)
                } else if let name = enclosingCallName(of: index), !isIdentifier(name - 1, "func"),   // not the helper's declaration
                          let function = functions.first(where: { $0.signature == nil && !$0.formatIsUnlabelled && equals(tokens[index], $0.formatLabel) && equals(tokens[name], $0.name) }) {
                    swiftCall(label: index, function: function)
                }
            case .objc:
                if isIdentifier(index, "constraintsWithVisualFormat") {
                    // A macro's body is a template, not a call: its uses are (`macroCall`).
                    if let macro = formatMacro(piece: index) {
                        if macro.isFollowed { formatMacros.append(macro) }
                        continue
                    }
                    objcMessage(piece: index, function: nil)
                } else if let function = functions.first(where: { $0.signature == nil && equals(tokens[index], $0.formatLabel) }) {
                    objcMessage(piece: index, function: function)
                } else if hasSignatureHelpers, let (function, arguments) = helperCall(at: index) {
                    signatureCall(index, function, arguments)
                }
            }
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

    mutating func swiftCall(label: Int, function: FormatFunction?) {
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
        var views = readArguments ? argument(viewsLabel).map { dictionary($0.0, $0.1) } : nil
        if readArguments, let function, let pattern = function.positionalKeys {
            // Positional views: every argument after `views:`, keyed by the pattern.
            let parts = arguments.filter { equals(tokens[$0.label], viewsLabel) }
            var entries: [DictionaryEntry] = []
            for (n, part) in parts.enumerated() {
                let r = range(from: part.start, to: part.end)
                entries.append(DictionaryEntry(key: FormatFunction.key(pattern, n), keyRange: r,
                                               valueText: text(from: part.start, to: part.end), valueRange: r, number: nil))
            }
            if closing(open) > close {
                // Views past what is read would be missing from the keys.
                views = .unknown("the call is over \(Self.longestArgument) tokens long, more than is read")
            } else if !parts.isEmpty {
                views = .known(DictionaryArgument(entries: entries, range: range(from: parts[0].start, to: parts.last!.end), isVariableBindings: false))
            }
        }
        record(callName: label, format: format, options: argument("options"), metrics: argument("metrics"), views: views,
               viewsArgument: argument(viewsLabel), function: function)
    }

    /// `[NSLayoutConstraint constraintsWithVisualFormat:F options:O metrics:M views:V]`.
    mutating func objcMessage(piece: Int, function: FormatFunction?) {
        guard let arguments = messageArguments(piece: piece), let format = arguments["format"] else { return }
        let viewsArgument = arguments[function?.viewsLabel ?? "views"]
        var views = readArguments ? viewsArgument.map { dictionary($0.0, $0.1) } : nil
        if readArguments, let function, let pattern = function.positionalKeys, let v = viewsArgument {
            var entries: [DictionaryEntry] = []
            for (n, part) in split(v.0, v.1).enumerated() {
                let r = range(from: part.0, to: part.1)
                entries.append(DictionaryEntry(key: FormatFunction.key(pattern, n), keyRange: r,
                                               valueText: text(from: part.0, to: part.1), valueRange: r, number: nil))
            }
            views = .known(DictionaryArgument(entries: entries, range: range(from: v.0, to: v.1), isVariableBindings: false))
        }
        record(callName: piece, format: format, options: arguments["options"], metrics: arguments["metrics"], views: views,
               viewsArgument: viewsArgument, function: function)
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
    mutating func record(callName: Int, format: (Int, Int), options: (Int, Int)?, metrics: (Int, Int)?,
                         views: DictionaryKnowledge?, viewsArgument: (Int, Int)?, function: FormatFunction?,
                         metricsValue metricsOverride: DictionaryKnowledge? = nil, viewsGiven viewsGivenOverride: Bool? = nil,
                         formatsAreArray: Bool = false, optionsUnknown: Bool = false) {
        // Code that is never built (`#if 0`, `#elif 0`, after `#if 1`; `isCompiledOut`): nothing in it runs.
        if isCompiledOut(callName) { return }
        if !formatsAreArray, let helper = closureHelper(format: format, options: options, metrics: metrics, views: viewsArgument,
                                                        function: function, optionsUnknown: optionsUnknown) {
            closureHelpers.append(helper)
        }
        if collected != nil {
            collectHelper(format: format, formatsAreArray: formatsAreArray, options: options, optionsUnknown: optionsUnknown,
                          metrics: metrics, passesNoMetrics: function?.passesNoMetrics ?? false, viewsArgument: viewsArgument)
            return
        }
        var views = views
        if readArguments, case .known(var argument)? = views {
            for k in argument.entries.indices { argument.entries[k].identity = viewIdentity(argument.entries[k]) }
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
            metricsAreUnknown: metrics != nil && metricsValue?.argument == nil,
            optionsAreUnknown: optionsUnknown || options != nil && (optionsValue ?? nil) == nil,
            scope: scope(of: callName))
        if case .unknown(let why)? = views { template.viewsUnknownReason = why }
        if case .unknown(let why)? = metricsValue { template.metricsUnknownReason = why }
        if metrics == nil && !(function?.passesNoMetrics ?? false) {
            // Apple's API always takes `metrics:` (its Swift form has no default, its selector is
            // `constraintsWithVisualFormat:options:metrics:views:`): a call without it is a
            // method of the project's with the API's name, which, like a registered helper, may
            // supply metrics of its own.
            template.metricsAreUnknown = true
            template.metricsUnknownReason = function == nil
                ? "the call passes no 'metrics:', so it is not Apple's method but one of the project's with its name, which may supply its own"
                : "'\(function?.name ?? "")' is passed none, and may supply its own"
        }
        if readArguments { template.conflictGroup = conflictGroup(of: callName, scope: template.scope) }
        if readArguments, let argument = viewsArgument, argument.0 < argument.1 { template.viewsArgument = range(from: argument.0, to: argument.1) }
        let values = formatsAreArray
            ? arrayElements(unparenthesized(format).0, unparenthesized(format).1) ?? [.dynamic("the array of formats is computed at run time", [])]
            : evaluateFormat(format.0, format.1, call: callName)
        for (n, value) in values.enumerated() {
            var embedded = template
            switch value {
            case .literals(let pieces, _) where function?.signature != nil && !Self.readsAsFormat(pieces):
                // A method of the SDK or another type named like the helper, given a string
                // that is no format: not the helper's call.
                continue
            case .literals(let pieces, let alternative):
                embedded.literals = pieces
                embedded.text = pieces.reduce(into: [UInt8]()) { $0 += $1.value ?? [] }
                embedded.alternative = alternative ? n : nil
            case .dynamic(let reason, let pieces):
                embedded.dynamicReason = reason
                embedded.literals = pieces
                embedded.isForwarded = isForwardedFormat(format, array: formatsAreArray)
            }
            sink?(embedded)
        }
    }

    /// Whether a literal given to a helper reads as a format: it starts (after spaces) with an
    /// orientation, a `|` or a `[`.
    static func readsAsFormat(_ pieces: [StringLiteral]) -> Bool {
        guard let value = pieces.first?.value, let first = value.first(where: { $0 != 0x20 }) else { return false }
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

    // MARK: Format arguments

    enum FormatValue {
        /// The literals of a format; `alternative` when it is one branch of a conditional.
        case literals([StringLiteral], alternative: Bool)
        case dynamic(String, [StringLiteral])
    }

    /// The formats an argument expression can be: one for a literal or a constant, one per
    /// branch of a conditional, one per element when it is the element of an array being
    /// mapped or iterated.
    func evaluateFormat(_ from: Int, _ to: Int, call: Int, depth: Int = 0) -> [FormatValue] {
        guard from < to else { return [] }
        // An argument of thousands of tokens is an unclosed call in broken code: looking into it
        // for every call would make a broken file quadratic.
        guard to - from <= Self.longestArgument else { return [.dynamic("the format argument is over \(Self.longestArgument) tokens long, more than is read", [])] }
        // `(wide ? "H:|[a]|" : "H:|[b]|")`: what is in the parentheses.
        if isPunct(from, UInt8(ascii: "(")) && closing(from) == to - 1 && depth < 8 {
            return evaluateFormat(from + 1, to - 1, call: call, depth: depth + 1)
        }
        if let branches = conditional(from, to), depth < 8 {
            return (evaluateFormat(branches.then.0, branches.then.1, call: call, depth: depth + 1)
                    + evaluateFormat(branches.else.0, branches.else.1, call: call, depth: depth + 1)).map {
                if case .literals(let pieces, _) = $0 { return .literals(pieces, alternative: true) }
                return $0
            }
        }
        if let value = stringExpression(from, to) { return [value] }
        if to - from == 1, tokens[from].kind == .identifier {
            let name = text(from)
            if let elements = closureElements(name: name, before: call) { return elements }
            switch resolve(from) {
            case .parameter:
                return [.dynamic("the format is the parameter '\(name)', whose value the caller decides", [])]
            case .none:
                return [.dynamic("the format is '\(name)', which is not declared in this file", [])]
            case .conditional:
                return [.dynamic("the format is '\(name)', declared in more than one #if branch", [])]
            case .declaration(let d):
                if isLoopVariable(d) { return [.dynamic("the format is the loop variable '\(name)'", [])] }
                if isMutable(d) && changedAfterDeclaration(d) {
                    return [.dynamic("the format is the variable '\(name)', which changes after it is made", [])]
                }
                if let initial = initializer(of: d), depth < 8 {
                    let values = evaluateFormat(initial.0, initial.1, call: call, depth: depth + 1)
                    if !values.isEmpty { return values }
                }
                return [.dynamic("the format is the variable '\(name)', whose value is not visible here", [])]
            }
        }
        // `Self.format`, `Layout.format`: a constant of a type in this file.
        if to - from == 3, tokens[from].kind == .identifier, isPunct(from + 1, UInt8(ascii: ".")), tokens[from + 2].kind == .identifier,
           let list = declarations[text(from + 2)], list.filter({ isTypeOrFileLevel($0) }).count == 1,
           let d = list.first(where: { isTypeOrFileLevel($0) }), !isMutable(d) || !changedAfterDeclaration(d),
           let initial = initializer(of: d), depth < 8 {
            let values = evaluateFormat(initial.0, initial.1, call: call, depth: depth + 1)
            if !values.isEmpty { return values }
        }
        // `String(format: …)` / `[NSString stringWithFormat:…]` near the start (tokens, not text).
        let head = from..<min(to, from + 16)
        if head.contains(where: { isIdentifier($0, "stringWithFormat") || isIdentifier($0, "String") && isPunct($0 + 1, UInt8(ascii: "("))
                                    && isIdentifier($0 + 2, "format") }) {
            let pieces = (from..<min(to, from + 256)).filter { tokens[$0].kind == .string }.map { literals[Int(tokens[$0].value)] }
            return [.dynamic("the format is built with a format string (String(format:)/stringWithFormat:)", pieces)]
        }
        return [.dynamic("the format is computed at run time", [])]
    }

    /// `cond ? A : B` at the top level of `[from, to)`: the two branches.
    func conditional(_ from: Int, _ to: Int) -> (then: (Int, Int), else: (Int, Int))? {
        var i = from
        var question = -1
        var nested = 0
        while i < to {
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") { i = closing(i) + 1; continue }
                if v == UInt8(ascii: "?") && i > from {
                    if isConditionalMark(i) {
                        if question < 0 { question = i } else { nested += 1 }
                    }
                } else if v == UInt8(ascii: ":") && question >= 0 {
                    if nested == 0 { return ((question + 1, i), (i + 1, to)) }
                    nested -= 1
                }
            }
            i += 1
        }
        return nil
    }

    /// String literals joined by `+` (Swift) or written side by side (C and Objective-C), also
    /// inside `String(format:)`/`stringWithFormat:` with no arguments and no `%`; or nil.
    func stringExpression(_ from: Int, _ to: Int) -> FormatValue? {
        var pieces: [StringLiteral] = []
        var i = from
        var expectLiteral = true
        if let inner = formatWithoutArguments(from, to) { return stringExpression(inner.0, inner.1) }
        while i < to {
            let token = tokens[i]
            if token.kind == .string {
                if !expectLiteral && language == .swift { return nil }
                pieces.append(lexer.decode(literals[Int(token.value)]))
                expectLiteral = false
            } else if isPunct(i, UInt8(ascii: "+")) && language == .swift && !expectLiteral {
                expectLiteral = true
            } else if isPunct(i, UInt8(ascii: "(")) && closing(i) == to - 1 && i == from {
                return stringExpression(from + 1, to - 1)
            } else {
                return nil
            }
            i += 1
        }
        guard !pieces.isEmpty, !expectLiteral else { return nil }
        if pieces.contains(where: { $0.hasInterpolation }) {
            return .dynamic("the format contains string interpolation", pieces)
        }
        if pieces.contains(where: { $0.value == nil }) {   // an escape this scanner does not decode
            return .dynamic("the format contains an escape this scanner does not decode", pieces)
        }
        return .literals(pieces, alternative: false)
    }

    /// `[NSString stringWithFormat:@"…"]` / `String(format: "…")` with no arguments and no `%`
    /// in the literal: the literal's tokens.
    func formatWithoutArguments(_ from: Int, _ to: Int) -> (Int, Int)? {
        var a = from
        if language == .objc, isPunct(a, UInt8(ascii: "[")), closing(a) == to - 1, isIdentifier(a + 2, "stringWithFormat"),
           isPunct(a + 3, UInt8(ascii: ":")) {
            a += 4
        } else if language == .swift, isIdentifier(a, "String"), isPunct(a + 1, UInt8(ascii: "(")), closing(a + 1) == to - 1,
                  isIdentifier(a + 2, "format"), isPunct(a + 3, UInt8(ascii: ":")) {
            a += 4
        } else {
            return nil
        }
        let end = to - 1
        guard a < end, (a..<end).allSatisfy({ tokens[$0].kind == .string || isPunct($0, UInt8(ascii: "+")) }) else { return nil }
        for k in a..<end where tokens[k].kind == .string {
            let content = literals[Int(tokens[k].value)].contentRange
            if bytes[content.lowerBound..<content.upperBound].contains(UInt8(ascii: "%")) { return nil }
        }
        return (a, end)
    }

    /// Every declared name with its token indices, in order: `let x`, `var x`, `NSString *x`,
    /// `NSString *const x`, `#define X`, and every name of a list (`let views = […], metrics =
    /// […]`, `UILabel *a = …, *b = …;`).
    static func declarations(in tokens: [SourceToken], bytes: [UInt8], language: SourceLanguage) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        func word(_ token: SourceToken, _ text: String) -> Bool {
            token.kind == .identifier && Int(token.end - token.start) == text.utf8.count
                && bytes[Int(token.start)..<Int(token.end)].elementsEqual(text.utf8)
        }
        func punct(_ index: Int, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].value == Int32(byte)
        }
        let qualifiers = ["static", "const", "__block", "__weak", "__strong", "__unsafe_unretained", "extern", "__kindof", "register"]
        // Bracket depth, and the depth of the declaration whose list of names may go on (-1:
        // none): a `,` at that depth starts another name of it, up to the end of its statement.
        // The open brackets (their bytes); a list is only a statement's, never a pattern's in
        // parentheses (`case .pair(let icon, views: let extra)`).
        var open: [UInt8] = []
        var depth: Int { open.count }
        var listDepth = -1
        // Tokens that leave a Swift expression open at the end of a line, or continue one at the
        // start of the next.
        let openAtEnd: [UInt8] = Array(",=+-*/%&|^.".utf8), continuingAtStart: [UInt8] = Array(",=+*/%&|^.?:".utf8)
        for i in 0..<tokens.count {
            if tokens[i].kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: tokens[i].value)
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast(); if depth < listDepth { listDepth = -1 }
                case UInt8(ascii: ";"): if depth == listDepth { listDepth = -1 }
                default: break
                }
            }
            // A Swift statement ends with its line, unless an operator or a `,` joins the next line to it.
            if language == .swift, listDepth >= 0, depth == listDepth, i + 1 < tokens.count,
               !(tokens[i].kind == .punctuation && openAtEnd.contains(UInt8(truncatingIfNeeded: tokens[i].value))),
               !(tokens[i + 1].kind == .punctuation && continuingAtStart.contains(UInt8(truncatingIfNeeded: tokens[i + 1].value))),
               bytes[Int(tokens[i].end)..<Int(tokens[i + 1].start)].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                listDepth = -1
            }
            guard i >= 1, tokens[i].kind == .identifier else { continue }
            let previous = tokens[i - 1]
            let opensList = word(previous, "let") || word(previous, "var")
            var declares = opensList || word(previous, "const")
                || word(previous, "define") && punct(i - 2, UInt8(ascii: "#"))
                // Objective-C++ `auto views = …`; `id views = @{…}`, `__auto_type views = …`.
                || language == .objc && (word(previous, "auto") || word(previous, "id") || word(previous, "__auto_type"))
                // `NSLayoutFormatOptions options = NSLayoutFormatAlignAllTop;`, a value type.
                || language == .objc && word(previous, "NSLayoutFormatOptions")
            if !declares && depth == listDepth {
                // `let views = […], metrics = […]`, `var a: UIView, b: UIView`; `UILabel *a, *b`.
                declares = language == .swift
                    ? punct(i - 1, UInt8(ascii: ",")) && (punct(i + 1, UInt8(ascii: "=")) && !punct(i + 2, UInt8(ascii: "="))
                                                          || punct(i + 1, UInt8(ascii: ":")))
                    : punct(i - 1, UInt8(ascii: "*")) && punct(i - 2, UInt8(ascii: ","))
            }
            if opensList && open.last != UInt8(ascii: "(") { listDepth = depth }
            if !declares && language == .objc && punct(i - 1, UInt8(ascii: "*")) && i >= 2 {
                // `Type *name` at the start of a statement (not `a * b`).
                let type = i - 2
                if tokens[type].kind == .identifier || punct(type, UInt8(ascii: ">")) {
                    var before = type - 1
                    if punct(type, UInt8(ascii: ">")) {
                        var depth = 0
                        var k = type
                        while k >= 0 {
                            if punct(k, UInt8(ascii: ">")) { depth += 1 } else if punct(k, UInt8(ascii: "<")) { depth -= 1; if depth == 0 { break } }
                            k -= 1
                        }
                        before = k - 2
                    }
                    while before >= 0 && qualifiers.contains(where: { word(tokens[before], $0) }) { before -= 1 }
                    declares = before < 0 || punct(before, UInt8(ascii: "{")) || punct(before, UInt8(ascii: "}"))
                        || punct(before, UInt8(ascii: ";")) || punct(before, UInt8(ascii: "(")) || punct(before, UInt8(ascii: ","))
                        || punct(before, UInt8(ascii: ")")) && !punct(i + 1, UInt8(ascii: ")"))
                        // after a preprocessor line (`#endif`, `#pragma mark …`, `#if 1`): a word or a number, then a line break
                        || (tokens[before].kind == .identifier || tokens[before].kind == .number)
                            && bytes[Int(tokens[before].end)..<Int(tokens[type].start)].contains(where: { $0 == 0x0A || $0 == 0x0D })
                    // A block's parameter (`^(NSDictionary *views) {`) belongs to the block, which
                    // declares it (`declaresParameter`), not to the method around it.
                    if declares && (punct(before, UInt8(ascii: "(")) || punct(before, UInt8(ascii: ","))) {
                        var k = before, depth = 0
                        while k >= 0 && k > before - 64 {
                            if punct(k, UInt8(ascii: ")")) { depth += 1 }
                            if punct(k, UInt8(ascii: "(")) { if depth == 0 { break }; depth -= 1 }
                            k -= 1
                        }
                        if k >= 1 && punct(k, UInt8(ascii: "(")) && punct(k - 1, UInt8(ascii: "^")) { declares = false }
                    }
                    if declares && open.last != UInt8(ascii: "(") { listDepth = depth }
                }
            }
            guard declares else { continue }
            let name = String(decoding: bytes[Int(tokens[i].start)..<Int(tokens[i].end)], as: UTF8.self)
            result[name, default: []].append(i)
        }
        return result
    }

    /// When `name` is `$0` or a closure parameter, or a `for` loop variable, over an array of
    /// literals (written in place, or in a constant), the elements.
    func closureElements(name: String, before index: Int) -> [FormatValue]? {
        guard let brace = enclosingOpen(index, UInt8(ascii: "{")) else { return nil }
        // `for name in [ … ] {` and `for (NSString *name in @[ … ]) {`
        var j = brace - 1
        if isPunct(j, UInt8(ascii: ")")), Int(match[j]) >= 0 {
            let open = Int(match[j])
            if isIdentifier(open - 1, "for"), let inIndex = (open..<j).first(where: { isIdentifier($0, "in") }),
               isIdentifier(inIndex - 1, name) {
                return arrayElements(inIndex + 1, j)
            }
        }
        if let forIndex = (max(0, brace - 64)..<brace).last(where: { isIdentifier($0, "for") }),
           isIdentifier(forIndex + 1, name), isIdentifier(forIndex + 2, "in") {
            return arrayElements(forIndex + 3, brace)
        }
        // `{ name in` / `{ (name) in` / `$0`, after `.map`, `.flatMap`, `.forEach`, … on an array.
        let usesParameter = name == "$0" || isIdentifier(brace + 1, name) && isIdentifier(brace + 2, "in")
            || isPunct(brace + 1, UInt8(ascii: "(")) && isIdentifier(brace + 2, name)
        guard usesParameter else { return nil }
        j = brace - 1
        if isPunct(j, UInt8(ascii: "(")) { j -= 1 }
        guard j >= 1, tokens[j].kind == .identifier, isPunct(j - 1, UInt8(ascii: ".")) else { return nil }
        let receiverEnd = j - 1
        if isPunct(receiverEnd - 1, UInt8(ascii: "]")), Int(match[receiverEnd - 1]) >= 0 {
            return arrayElements(Int(match[receiverEnd - 1]), receiverEnd)
        }
        if receiverEnd - 1 >= 0, tokens[receiverEnd - 1].kind == .identifier {
            return arrayElements(receiverEnd - 1, receiverEnd)
        }
        return nil
    }

    /// The elements of an array literal `[…]` or `@[…]` in `[from, to)`, or of a constant
    /// holding one; nil when the array is not visible or is changed after it is made.
    func arrayElements(_ from: Int, _ to: Int, depth: Int = 0) -> [FormatValue]? {
        var start = from
        if to - from == 1, tokens[from].kind == .identifier, depth < 4 {
            guard case .declaration(let d) = resolve(from), !isLoopVariable(d), let initial = initializer(of: d) else { return nil }
            if isMutable(d) && changedAfterDeclaration(d) { return nil }
            return arrayElements(initial.0, initial.1, depth: depth + 1)
        }
        if isPunct(start, UInt8(ascii: "@")) { start += 1 }
        guard isPunct(start, UInt8(ascii: "[")) else { return nil }
        let close = min(closing(start), to)
        var result: [FormatValue] = []
        for (a, b) in split(start + 1, close) {
            if let value = stringExpression(a, b) { result.append(value) }
            else if b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a), !isMutable(d) || !changedAfterDeclaration(d),
                    let initial = initializer(of: d), let value = stringExpression(initial.0, initial.1) {
                result.append(value)
            } else {
                result.append(.dynamic("an element of the array of formats is computed at run time", []))
            }
        }
        return result
    }

    // MARK: Dictionaries and options

    /// What makes an empty option set when called with nothing: `NSLayoutFormatOptions()`.
    static let emptyOptionsInitializers: Set<String> = ["NSLayoutFormatOptions", "NSLayoutConstraint.FormatOptions", ".init",
                                                       "NSLayoutFormatOptions.init", "NSLayoutConstraint.FormatOptions.init"]

    /// The option names of an `options:` argument, or nil when it is not a plain list (or a
    /// constant holding one: `let options: NSLayoutConstraint.FormatOptions = [.alignAllTop]`).
    func evaluateOptions(_ from: Int, _ to: Int, depth: Int = 0) -> OptionsArgument? {
        guard from < to else { return nil }
        if to - from == 1, tokens[from].kind == .identifier, depth < 8, case .declaration(let d) = resolve(from),
           !isLoopVariable(d), !isMutable(d) || !changedAfterDeclaration(d), let initial = initializer(of: d) {
            guard var value = evaluateOptions(initial.0, initial.1, depth: depth + 1) else { return nil }
            value.range = range(from: from, to: to)
            return value
        }
        var names: [String] = []
        var ranges: [ByteRange] = []
        let whole = range(from: from, to: to)
        switch language {
        case .swift:
            var a = from, b = to
            if isPunct(a, UInt8(ascii: "[")) && closing(a) == b - 1 { a += 1; b -= 1 }
            for (start, end) in split(a, b) {
                let written = text(from: start, to: end)
                if written.contains("rawValue") {
                    if isPunct(end - 1, UInt8(ascii: ")")) && tokens[end - 2].kind == .number && text(end - 2) == "0" { continue }
                    return nil
                }
                // No option: `NSLayoutFormatOptions()`, `NSLayoutConstraint.FormatOptions()`, `.init()`.
                if end - start >= 3 && isPunct(end - 2, UInt8(ascii: "(")) && isPunct(end - 1, UInt8(ascii: ")")) {
                    guard Self.emptyOptionsInitializers.contains(text(from: start, to: end - 2)) else { return nil }
                    continue
                }
                if end - start == 1 && isIdentifier(start, "nil") { continue }   // Swift 1: no options
                // `.alignAllTop`, `NSLayoutConstraint.FormatOptions.alignAllTop`: the last name (a
                // name alone is a variable's).
                guard end - start >= 2, tokens[end - 1].kind == .identifier, isPunct(end - 2, UInt8(ascii: ".")),
                      (start..<end).allSatisfy({ tokens[$0].kind == .identifier || isPunct($0, UInt8(ascii: ".")) }) else {
                    return nil
                }
                names.append(text(end - 1))
                ranges.append(tokens[end - 1].range)
            }
        case .objc:
            var a = from
            // A cast: `(NSLayoutFormatOptions)0`.
            if isPunct(a, UInt8(ascii: "(")), closing(a) < to - 1, tokens[a + 1].kind == .identifier, closing(a) == a + 2 { a += 3 }
            for (start, end) in split(a, to, at: UInt8(ascii: "|")) {
                var s = start, e = end
                while isPunct(s, UInt8(ascii: "(")) && closing(s) == e - 1 { s += 1; e -= 1 }
                guard e - s == 1 else { return nil }
                if tokens[s].kind == .number && text(s) == "0" || isIdentifier(s, "kNilOptions") { continue }
                guard tokens[s].kind == .identifier else { return nil }
                var name = text(s)
                guard name.hasPrefix("NSLayoutFormat") else { return nil }
                name.removeFirst("NSLayoutFormat".count)
                names.append(name.prefix(1).lowercased() + name.dropFirst())
                ranges.append(tokens[s].range)
            }
        }
        return OptionsArgument(names: names, ranges: ranges, range: whole)
    }
}
