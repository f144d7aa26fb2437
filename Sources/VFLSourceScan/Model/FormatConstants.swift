import VFLSyntax

/// FormatConstant is a format kept as a constant that other files of the project can name: a
/// Swift `static let` of a type (`Formats.row`) or a file-level `let`, or an Objective-C
/// file-level `NSString *const` or object-like `#define` (a `static` one, or a macro, of a
/// header), its value one plain literal (or a macro's literals side by side). A tool gathers them
/// over the project (`DefinedHelpers.formatConstants`), and a call in another file that names
/// one is checked with its text (`SourceScan.scan`'s `formatConstants`).
public struct FormatConstant: Sendable, Hashable {
    /// How other files name it: `Type.member`, or the name alone.
    public var name: String
    /// The literal's text.
    public var value: [UInt8]
    /// The language of the file that declares it (Swift sees Objective-C's constants through
    /// the bridging header; Objective-C sees no Swift global).
    public var language: SourceLanguage
    /// Where its literal starts in that file, and on which line and column (1-based, bytes).
    public var offset: Int
    public var line: Int
    public var column: Int
    /// Whether no call of its own file is given it (the file counts it as not checked).
    public var isUnreached = false
    /// Whether other files see it only when its file is a header they import: a `#define`, or a
    /// `static` constant, of which each file that imports the header has its own copy (one of a
    /// `.m` is that file's own, whatever another file means by the name).
    public var isHeaderOnly = false
    /// That file and line, as notes show it (`Formats.swift:3`): set by the tool that gathers them.
    public var place: String = ""

    public init(name: String, value: [UInt8], language: SourceLanguage, offset: Int, line: Int, column: Int) {
        self.name = name
        self.value = value
        self.language = language
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Of `constants` gathered over a project, each name declared once, or declared alike
    /// everywhere (the same text): two different values under one name leave it unknown.
    public static func unambiguous(_ constants: [FormatConstant]) -> [String: FormatConstant] {
        var table: [String: FormatConstant] = [:]
        var ambiguous = Set<String>()
        for constant in constants {
            if let known = table[constant.name], known.value != constant.value { ambiguous.insert(constant.name) }
            if table[constant.name] == nil { table[constant.name] = constant }
        }
        for name in ambiguous { table[name] = nil }
        return table
    }
}

extension SourceScanner {
    /// The constant whose whole value is the literal at token `k`, as other files name it, or
    /// nil: `static let row = "…"` in a type's body (`Type.row`), `let row: String = "…"` at the
    /// top of a Swift file, `NSString *const kRow = @"…";` or `#define kRow @"…"` at the top of
    /// an Objective-C one.
    /// Private ones and values that go on (`"…" + x`) are none; a `static` C one, or a macro,
    /// is seen by other files only from a header (`isHeaderOnly`).
    func formatConstant(at k: Int) -> FormatConstant? {
        guard tokens[k].kind == .string else { return nil }
        // Decoded only once the place shows a constant (most literals are arguments).
        let literal = literals[Int(tokens[k].value)]
        guard literal.isDecodable, !literal.hasInterpolation else { return nil }
        // `#define kRow @"…"`, the literal its whole body (at the top of a header, mostly), or
        // the first of literals written side by side, in parentheses, over lines joined by `\`.
        var macro = k - 1
        while macro >= 0 && (isPunct(macro, UInt8(ascii: "(")) || isPunct(macro, UInt8(ascii: "\\"))) { macro -= 1 }
        if language == .objc, macro >= 2, tokens[macro].kind == .identifier, isMacro(macro) {
            guard block(of: macro) < 0, let body = initializer(of: macro), case .literals(let pieces, _)? = stringExpression(body.0, body.1),
                  pieces.first?.range == literal.range, pieces.allSatisfy({ $0.value != nil && !$0.hasInterpolation }) else { return nil }
            var constant = made((text(macro), .objc), pieces.flatMap { $0.value ?? [] }, literal)
            constant.isHeaderOnly = true
            return constant
        }
        guard isPunct(k - 1, UInt8(ascii: "=")) else { return nil }
        // The statement ends with the literal.
        if k + 1 < tokens.count, tokens[k + 1].kind != .identifier,
           !isPunct(k + 1, UInt8(ascii: ";")) && !isPunct(k + 1, UInt8(ascii: "}")) { return nil }
        let constant: (name: String, language: SourceLanguage)
        if language == .swift {
            // `let row = "…"`, `let row: String = "…"`.
            let name = isPunct(k - 3, UInt8(ascii: ":")) && k >= 4 && tokens[k - 2].kind == .identifier ? k - 4 : k - 2
            guard name >= 1, tokens[name].kind == .identifier, isIdentifier(name - 1, "let"),
                  let modifiers = swiftModifiers(before: name - 1), !modifiers.isPrivate else { return nil }
            let brace = block(of: name)
            if brace < 0 {
                constant = (text(name), .swift)
            } else {
                guard blockKind(brace) == .type, modifiers.isClassMember, let type = typeName(brace) else { return nil }
                constant = (type + "." + text(name), .swift)
            }
        } else {
            // `NSString *const kRow = @"…";`, `NSString * const kRow`; after `static`, each file
            // that imports its header has its own.
            let name = k - 2
            guard name >= 3, tokens[name].kind == .identifier, isIdentifier(name - 1, "const"), isPunct(name - 2, UInt8(ascii: "*")),
                  isIdentifier(name - 3, "NSString"), block(of: name) < 0,
                  isPunct(k + 1, UInt8(ascii: ";")) else { return nil }
            guard let value = lexer.decode(literal).value else { return nil }
            var found = made((text(name), .objc), value, literal)
            found.isHeaderOnly = isIdentifier(name - 4, "static")
            return found
        }
        guard let value = lexer.decode(literal).value else { return nil }
        return made(constant, value, literal)
    }

    /// The constant `name` of `language` whose value is `literal`'s, placed where it starts.
    private func made(_ constant: (name: String, language: SourceLanguage), _ value: [UInt8], _ literal: StringLiteral) -> FormatConstant {
        let offset = literal.range.lowerBound
        if cache.lines == nil { cache.lines = LineTable(bytes) }
        let place = cache.lines!.location(of: offset)
        return FormatConstant(name: constant.name, value: value, language: constant.language, offset: offset, line: place.line, column: place.column)
    }

    /// The type the name at `k` is an alias of, when this file declares it once as one
    /// (`typealias VF = VisualFormat`, in a type or at the top), or nil.
    func typeAliasTarget(_ k: Int) -> String? {
        guard language == .swift else { return nil }
        if cache.typeAliases == nil {
            var aliases: [NameKey: String?] = [:]
            for d in tokens.indices where d >= 1 && tokens[d].kind == .identifier && isIdentifier(d - 1, "typealias") {
                let key = nameKey(d)
                let isPlain = isPunct(d + 1, UInt8(ascii: "=")) && d + 2 < tokens.count && tokens[d + 2].kind == .identifier
                    && !isPunct(d + 3, UInt8(ascii: ".")) && !isPunct(d + 3, UInt8(ascii: "<"))
                // Declared again, or as something else than a type's plain name: no target.
                aliases.updateValue(isPlain && aliases.index(forKey: key) == nil ? text(d + 2) : nil, forKey: key)
            }
            cache.typeAliases = aliases
        }
        return cache.typeAliases![nameKey(k)] ?? nil
    }

    /// `name` (`Formats.row`, `kRow`) as a format from the project's constants, the literal made
    /// to stand where the name is written (`from..<to`): each finding in it is placed on the
    /// name. Nil when the project has no such constant, or none this file's language sees.
    func projectConstant(_ name: String, _ from: Int, _ to: Int) -> FormatValue? {
        guard let constant = formatConstants[name], language == .swift || constant.language == .objc else {
            missingConstants.insert(name)
            return nil
        }
        let start = Int32(tokens[from].start), end = Int32(tokens[to - 1].end)
        let range = ByteRange(Int(start), Int(end))
        let literal = StringLiteral(range: range, contentRange: range, value: constant.value,
                                    offsets: [Int32](repeating: start, count: constant.value.count) + [end],
                                    hasInterpolation: false, isVerbatim: false, isMultiline: false)
        usedConstants[Int(start)] = constant
        return .literals([literal], alternative: false)
    }
}
