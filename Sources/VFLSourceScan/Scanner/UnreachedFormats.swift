import VFLSyntax

/// UnreachedFormat is a string literal that reads as a visual format but that no call the scan
/// knows hands to Auto Layout: passed to a helper the linter does not follow (a macro, a method
/// of a helper object, a function defined where the scan cannot see it), or kept in a variable
/// and used elsewhere. Not checked; counted, so that a run never calls such a project clean
/// without saying so.
public struct UnreachedFormat: Sendable, Equatable {
    /// The literal, quotes and all.
    public var range: ByteRange
    /// The call the literal is an argument of (through an array literal too): a Swift function,
    /// an Objective-C selector part (`installFormats:`, or `:` for a method so named), or a C
    /// function or macro (`CONSTRAIN()`); nil when it is no call's argument (assigned, returned,
    /// looped over).
    public var callee: String?
    /// That call as a helper's `HelperSignature.displayName` would name it: the whole selector
    /// (`pinView:inView:format:`), the Swift name and labels (`pin(_:in:format:)`), or `name()`.
    public var call: String? = nil
}

extension SourceScan {
    /// Calls that build a string from a C format template (`appendFormat:`, `stringWithFormat:`):
    /// a literal passed to one is a template, not a format; what it builds is a format built at
    /// run time where it reaches Auto Layout, and counted there.
    static let stringBuilders: Set<String> = ["appendFormat:", "stringWithFormat:", "initWithFormat:", "localizedStringWithFormat:",
                                              "String", "format", "NSLog()", "NSLog", "print", "debugPrint"]

    /// Foundation's searches and replacements in a string: a string given to one is a piece
    /// looked for or put in (`format.replacingOccurrences(of: "V:|", with: "V:[top]")`), not a
    /// format of its own; the format they make is counted where it is passed.
    static let stringOperations: Set<String> = [
        "replacingOccurrences(of:with:)", "replacingOccurrences(of:with:options:)", "replacingOccurrences(of:with:options:range:)",
        "components(separatedBy:)", "range(of:)", "range(of:options:)", "contains(_:)", "hasPrefix(_:)", "hasSuffix(_:)",
        "replacing(_:with:)", "stringByReplacingOccurrencesOfString:withString:",
        "stringByReplacingOccurrencesOfString:withString:options:range:", "replaceOccurrencesOfString:withString:options:range:",
        "componentsSeparatedByString:", "rangeOfString:", "rangeOfString:options:", "containsString:", "hasPrefix:", "hasSuffix:",
        "isEqualToString:"]

    /// How the names of test assertions start: XCTest's (`XCTAssertNil`), GoogleTest-style macros
    /// (`EXPECT_FALSE`, `ASSERT_EQ_MSG`), `NSAssert`, `assert` and a test's own assertion helpers
    /// (`assertConstraint(_:equals:)`); `precondition` is one too. They look at a value and
    /// install nothing.
    static let assertionPrefixes = ["XCTAssert", "XCTExpect", "EXPECT_", "ASSERT_", "NSAssert", "NSCAssert", "assert"]

    /// Whether `callee` is a test assertion (`assertionPrefixes`): a format given to one is
    /// compared, never handed to Auto Layout.
    static func isAssertion(_ callee: String) -> Bool {
        assertionPrefixes.contains { callee.hasPrefix($0) } || callee == "precondition"
    }

    /// Whether `value` reads as a visual format: an `H:` or `V:` orientation followed by `|` or
    /// `[`, or a horizontal format that starts at the superview's edge (`|-`, `|[`), with a
    /// bracketed view. Other strings that merely contain brackets are never counted, nor a
    /// regular expression whose first brackets hold a character class (`|[a-z0-9-]+`: a `-`,
    /// `^` or `\` before the closing bracket or a predicate's `(`, which no view name has).
    static func looksLikeFormat(_ value: ArraySlice<UInt8>) -> Bool {
        var i = value.startIndex
        while i < value.endIndex && (value[i] == 0x20 || value[i] == 0x09) { i += 1 }
        guard i + 1 < value.endIndex else { return false }
        if (value[i] == UInt8(ascii: "H") || value[i] == UInt8(ascii: "V")) && value[i + 1] == UInt8(ascii: ":") {
            i += 2
            while i < value.endIndex && value[i] == 0x20 { i += 1 }
            guard i < value.endIndex, value[i] == UInt8(ascii: "|") || value[i] == UInt8(ascii: "[") else { return false }
        } else if !(value[i] == UInt8(ascii: "|") && (value[i + 1] == UInt8(ascii: "-") || value[i + 1] == UInt8(ascii: "["))) {
            return false
        }
        guard let open = value[i...].firstIndex(of: UInt8(ascii: "[")), let close = value[open...].firstIndex(of: UInt8(ascii: "]")) else { return false }
        let name = value[(open + 1)..<close].prefix { $0 != UInt8(ascii: "(") }
        return close > open + 1 && !name.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "^") || $0 == UInt8(ascii: "\\") }
    }

    /// Whether `value` holds a bracketed name (`[avatar]`, `[avatar(40)]`).
    static func hasBracketedName(_ value: ArraySlice<UInt8>) -> Bool {
        guard let open = value.firstIndex(of: UInt8(ascii: "[")), open + 1 < value.endIndex else { return false }
        let first = value[open + 1]
        return (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") || first == UInt8(ascii: "_")
    }

    /// Whether the literal at token `index` is written right after a label or selector piece
    /// (`addUniformConstraintsWithVisualFormat:@"…"`, `withVisualFormat: "…"`), or first in the
    /// parentheses of a call, whose name says it takes a visual format (`…isualFormat…`).
    static func followsVisualFormatName(_ index: Int, in tokens: [SourceToken], bytes: [UInt8]) -> Bool {
        func punctuation(_ k: Int) -> UInt8? { Self.punctuation(k, in: tokens) }
        let k = index - 1   // (an Objective-C literal's token starts at its `@`)
        guard punctuation(k) == UInt8(ascii: ":") || punctuation(k) == UInt8(ascii: "("), k >= 1, tokens[k - 1].kind == .identifier else { return false }
        let start = Int(tokens[k - 1].start), end = Int(tokens[k - 1].end)
        return end - start >= visualFormatWord.count && SourceByteSearch.contains(bytes, visualFormatWord, in: start..<end)
    }

    /// `isualFormat`, in `VisualFormat` and `visualFormat` alike.
    static let visualFormatWord = Array("isualFormat".utf8)

    /// The literals of `bytes` that read as visual formats (`looksLikeFormat`) outside the
    /// ranges in `reached` (the arguments of the format calls the scan found), each with the call
    /// it is passed to. Files without any of the markers cost one pass; the lexer of `scan` (the
    /// file's scan) is used when it kept one, so a file is lexed once.
    public static func unreachedFormats(_ bytes: [UInt8], language: SourceLanguage, reached: [ByteRange],
                                        scan: SourceScan? = nil, survey: FileSurvey? = nil) -> [UnreachedFormat] {
        unreachedFormatsAndConstants(bytes, language: language, reached: reached, scan: scan, survey: survey).unreached
    }

    /// The formats the file keeps as constants other files can name (`FormatConstant`), read
    /// where `unreachedFormats` reads the literals that look like formats.
    /// A file that cannot declare one (no `static let`, no `let` at the start of a line, no
    /// `*const`, no `define`) is not lexed: a hook reads every file of the work tree for them.
    public static func formatConstants(_ bytes: [UInt8], language: SourceLanguage, survey: FileSurvey? = nil) -> [FormatConstant] {
        formatConstants(bytes, language: language, survey: survey ?? FileSurvey(bytes), model: nil)
    }

    /// `formatConstants`, reading the file with `model` when one was made already.
    static func formatConstants(_ bytes: [UInt8], language: SourceLanguage, survey: FileSurvey, model: SourceScanner?) -> [FormatConstant] {
        guard survey.mayHoldFormatLiteral, mayDeclareConstant(bytes, language: language) else { return [] }
        return readFormatLiterals(bytes, language: language, reached: [], model: model, constantsOnly: true).constants
    }

    /// Whether `bytes` hold a Swift `let` after `static` or at the start of a line (after
    /// access modifiers only), or an Objective-C `const` after a `*` or a `#define`: a search
    /// for each, each place it finds looked at around it.
    static func mayDeclareConstant(_ bytes: [UInt8], language: SourceLanguage) -> Bool {
        if language == .objc && SourceByteSearch.contains(bytes, defineWord) { return true }
        let word = language == .swift ? letWord : constWord
        var from = 0
        while let found = SourceByteSearch.firstIndex(of: word, in: bytes, range: from..<bytes.count) {
            from = found + word.count
            // The word before, past blanks.
            var end = found
            while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
            if language == .objc {
                if end > 0 && bytes[end - 1] == UInt8(ascii: "*") && (from == bytes.count || !SourceLexer.isIdentifierContinuation(bytes[from])) { return true }
                continue
            }
            var start = end
            while start > 0 && SourceLexer.isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
            if found > 0 && end == found && SourceLexer.isIdentifierContinuation(bytes[found - 1]) { continue }   // `outlet `
            let before = bytes[start..<end]
            if before.elementsEqual("static".utf8) { return true }
            // At the top of the file: the line starts with the modifiers, unindented.
            var lineStart = start
            while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            if bytes[lineStart] != 0x20 && bytes[lineStart] != 0x09, onlyAccessModifiers(bytes, lineStart, found) { return true }
        }
        return false
    }

    /// Whether `bytes[start..<end]` are words of `accessModifiers` and blanks only.
    private static func onlyAccessModifiers(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            if bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1; continue }
            var wordEnd = i
            while wordEnd < end && bytes[wordEnd] != 0x20 && bytes[wordEnd] != 0x09 { wordEnd += 1 }
            guard accessModifiers.contains(where: { $0.elementsEqual(bytes[i..<wordEnd]) }) else { return false }
            i = wordEnd
        }
        return true
    }

    private static let accessModifiers = ["public", "internal", "package"].map { Array($0.utf8) }
    static let letWord = Array("let ".utf8)
    static let constWord = Array("const".utf8)
    static let defineWord = Array("define".utf8)

    /// `unreachedFormats`, and the file's format constants (reached in the file or not), from
    /// one reading of its literals. A constant's literal is in `unreached` when no call of the
    /// file is given it: one of another file may be (a tool gathering constants knows).
    public static func unreachedFormatsAndConstants(_ bytes: [UInt8], language: SourceLanguage, reached: [ByteRange], scan: SourceScan? = nil,
                                                    survey: FileSurvey? = nil) -> (unreached: [UnreachedFormat], constants: [FormatConstant]) {
        // A file lexed already (it names a format call, `…VisualFormat…` included) is read
        // whatever its literals look like: one may be handed to a call named for formats.
        guard scan?.scanner != nil || (survey ?? FileSurvey(bytes)).mayHoldFormatLiteral else { return ([], []) }
        return readFormatLiterals(bytes, language: language, reached: reached, model: scan?.scanner?.scanner, constantsOnly: false)
    }

    /// `unreachedFormatsAndConstants` with the file's model when one was made already (else
    /// one is made at the first literal that needs it); `constantsOnly`: the constants alone.
    private static func readFormatLiterals(_ bytes: [UInt8], language: SourceLanguage, reached: [ByteRange], model: SourceScanner?,
                                           constantsOnly: Bool) -> (unreached: [UnreachedFormat], constants: [FormatConstant]) {
        let lexer = model?.lexer ?? SourceLexer(bytes, language: language)
        // The reached ranges, sorted and merged (they nest: a call inside another's argument).
        var merged: [ByteRange] = []
        for range in reached.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = ByteRange(last.lowerBound, max(last.upperBound, range.upperBound))
            } else {
                merged.append(range)
            }
        }
        func isReached(_ range: ByteRange) -> Bool {
            // The last merged range that starts at or before the literal covers it, or none does.
            var low = 0, high = merged.count
            while low < high {
                let mid = (low + high) / 2
                if merged[mid].lowerBound <= range.lowerBound { low = mid + 1 } else { high = mid }
            }
            return low > 0 && merged[low - 1].upperBound >= range.upperBound
        }
        var found: [UnreachedFormat] = []
        var constants: [FormatConstant] = []
        let tokens = lexer.tokens
        // Which code is never built (`#if 0`): the scan's model of the file, or one made at the
        // first candidate of a file the scan did not read.
        var model = model
        func isCompiledOut(_ index: Int) -> Bool {
            if model == nil { model = SourceScanner(bytes: bytes, language: language, functions: []) }
            return model!.isCompiledOut(index)
        }
        for (index, token) in tokens.enumerated() where token.kind == .string {
            // The source text between the quotes: escapes do not matter to how it starts.
            let literal = lexer.literals[Int(token.value)]
            let content = bytes[literal.contentRange.lowerBound..<literal.contentRange.upperBound]
            let format = looksLikeFormat(content)
            if constantsOnly && !format { continue }
            // A literal without the marks of a format (`[avatar(length)]`) counts when it is
            // handed to a call named for visual formats (`addConstraintsWithVisualFormat:`).
            guard format || hasBracketedName(content) && followsVisualFormatName(index, in: tokens, bytes: bytes) else { continue }
            let reached = isReached(literal.range)
            // A format in code the preprocessor leaves out never reaches Auto Layout.
            if isCompiledOut(index) { continue }
            if format, var constant = model!.formatConstant(at: index) {
                constant.isUnreached = !reached
                constants.append(constant)
            }
            if reached || constantsOnly { continue }
            let passed = callee(of: index, in: tokens, bytes: bytes, language: language)
            if let callee = passed?.callee, stringBuilders.contains(callee) || isAssertion(callee) { continue }
            let written = passed.flatMap { call(opening: $0.opener, in: tokens, bytes: bytes, language: language) }
            if let written, stringOperations.contains(written) { continue }
            found.append(UnreachedFormat(range: literal.range, callee: passed?.callee, call: written))
        }
        return (found, constants)
    }

    /// The call `callee(of:)` names, written out from its opening `(` or `[` at `open`: the
    /// Objective-C message's selector, the Swift call's name and labels, or a C call's `name()`;
    /// nil when its pieces cannot be read.
    static func call(opening open: Int, in tokens: [SourceToken], bytes: [UInt8], language: SourceLanguage) -> String? {
        func punctuation(_ k: Int) -> UInt8? { Self.punctuation(k, in: tokens) }
        func name(_ k: Int) -> String? { Self.name(k, in: tokens, bytes: bytes) }
        guard open >= 0 else { return nil }
        let isMessage = punctuation(open) == UInt8(ascii: "[")
        if !isMessage && language == .objc { return name(open - 1).map { $0 + "()" } }
        // The pieces (`name:`), or the labels (`label:`, `_` for none), at the call's own depth.
        var pieces: [String] = []
        var depth = 0
        var k = open + 1
        var argumentStart = true
        while k < tokens.count && k - open < 4096 {
            let p = punctuation(k)
            if depth == 0 && !isMessage && argumentStart {
                pieces.append(punctuation(k + 1) == UInt8(ascii: ":") ? name(k) ?? "_" : "_")
            }
            argumentStart = false
            if p == UInt8(ascii: "(") || p == UInt8(ascii: "[") || p == UInt8(ascii: "{") {
                depth += 1
            } else if p == UInt8(ascii: ")") || p == UInt8(ascii: "]") || p == UInt8(ascii: "}") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 && p == UInt8(ascii: ",") {
                argumentStart = true
            } else if depth == 0 && isMessage && p == UInt8(ascii: ":"), let piece = name(k - 1), punctuation(k - 2) != UInt8(ascii: "?") {
                pieces.append(piece)
            }
            k += 1
        }
        if isMessage { return pieces.isEmpty ? nil : pieces.map { $0 + ":" }.joined() }
        guard let function = name(open - 1) else { return nil }
        return function + "(" + pieces.map { $0 + ":" }.joined() + ")"
    }

    /// The `[` that opens the Objective-C message whose selector part ends at the `:` at `colon`.
    private static func messageOpener(before colon: Int, in tokens: [SourceToken]) -> Int? {
        var depth = 0
        var k = colon - 1
        while k >= 0 && colon - k < 4096 {
            if tokens[k].kind == .punctuation {
                switch UInt8(truncatingIfNeeded: tokens[k].value) {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "{"): depth -= 1
                case UInt8(ascii: "["):
                    if depth == 0 { return k }
                    depth -= 1
                default: break
                }
                if depth < 0 { return nil }
            }
            k -= 1
        }
        return nil
    }

    /// The token at `k` as punctuation, and as a name (nil for anything else or outside).
    private static func punctuation(_ k: Int, in tokens: [SourceToken]) -> UInt8? {
        k >= 0 && k < tokens.count && tokens[k].kind == .punctuation ? UInt8(truncatingIfNeeded: tokens[k].value) : nil
    }

    private static func name(_ k: Int, in tokens: [SourceToken], bytes: [UInt8]) -> String? {
        guard k >= 0, k < tokens.count, tokens[k].kind == .identifier else { return nil }
        return String(decoding: bytes[Int(tokens[k].start)..<Int(tokens[k].end)], as: UTF8.self)
    }

    /// The name of the call whose argument the token at `index` is: the identifier before the
    /// nearest unclosed `(`, or in an Objective-C message the selector part before the `:` that
    /// precedes it; with the `(` or `[` that opens the call (-1 when not found). An array
    /// literal between (`@[…]`, `[…]` after `(`, `,`, `:`, `=`) is looked through; nil when an
    /// assignment, a return or the start of a statement comes first.
    static func callee(of index: Int, in tokens: [SourceToken], bytes: [UInt8], language: SourceLanguage) -> (callee: String, opener: Int)? {
        func punctuation(_ k: Int) -> UInt8? { Self.punctuation(k, in: tokens) }
        func name(_ k: Int) -> String? { Self.name(k, in: tokens, bytes: bytes) }
        var depth = 0
        var k = index - 1
        var steps = 0
        while k >= 0 && steps < 4096 {
            steps += 1
            if let p = punctuation(k) {
                switch p {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("):
                    if depth > 0 { depth -= 1; break }
                    // `name(` is a call (in Objective-C a C function or macro, written `name()`);
                    // `(` alone (a cast, a tuple) is looked through; a statement's `for (`,
                    // `if (`, `while (` is no call.
                    if let callee = name(k - 1) {
                        if ["for", "if", "while", "switch", "return", "sizeof", "guard"].contains(callee) { return nil }
                        return (language == .objc ? callee + "()" : callee, k)
                    }
                case UInt8(ascii: "["):
                    if depth > 0 { depth -= 1; break }
                    // An array literal (`@[`, or after `(`, `,`, `:`, `=`, `return`) is looked
                    // through; otherwise it opens an Objective-C message, whose selector part
                    // was passed on the way.
                    let before = k - 1
                    if before >= 0, let q = punctuation(before), [UInt8(ascii: "@"), UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "=")].contains(q) {
                        break
                    }
                    if before < 0 || name(before) == "return" { break }
                    return nil
                case UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "="):
                    if depth == 0 { return nil }
                    if p == UInt8(ascii: "{") { depth -= 1 }
                case UInt8(ascii: ":") where language == .objc && depth == 0:
                    // An Objective-C selector part (`[layout addFormat:@"…"]`), or a method named
                    // `:` right after the receiver (`[layout :@"…"]`); a `?:` is passed by.
                    if let part = name(k - 1) {
                        // `[layout :…]` and `[self.layout :…]`: the name ends the receiver.
                        let receiverEnd = k - 2 >= 0 && (punctuation(k - 2) == UInt8(ascii: "[") || punctuation(k - 2) == UInt8(ascii: "."))
                        return (receiverEnd ? ":" : part + ":", messageOpener(before: k, in: tokens) ?? -1)
                    }
                default: break
                }
            } else if depth == 0, name(k) == "return" {
                return nil
            }
            k -= 1
        }
        return nil
    }
}
