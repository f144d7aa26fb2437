import VFLSyntax

/// SourceScan is everything the scanner found in one Swift or Objective-C file.
public struct SourceScan: Sendable {
    /// The file's language.
    public var language: SourceLanguage
    /// The formats, in source order of their calls (a format held in a variable and used by
    /// two calls appears twice, once per call).
    public var formats: [EmbeddedFormat]
    /// Every comment, for suppression and formatter directives.
    public var comments: [ByteRange]
    /// The helpers the file defines, as read while scanning it (nil when it was not lexed: it
    /// holds no format call, and so defines none), for a tool to gather over a project without
    /// lexing the file again.
    public var definedHelpers: DefinedHelpers? = nil
    /// The scanner, kept so that later questions about the file (`viewFacts()`) need no second lexing.
    var scanner: ScannerBox? = nil

    /// Lets the scanner go (the file's tokens and tables, most of the memory a big file takes):
    /// `viewFacts` knows nothing after this.
    public mutating func releaseScanner() {
        scanner = nil
    }

    /// What the file shows about its views' autoresizing flags (see `ViewFacts`). With `names`,
    /// only the facts of those views (identities) are gathered, and only until none of them can
    /// be certainly kept: the same `certainlyKeepsAutoresizing` answers for them, at a fraction
    /// of the work (the other identifiers of the file are passed over byte by byte).
    public func viewFacts(about names: Set<String>? = nil) -> ViewFacts {
        if let scanner { return scanner.scanner.viewFacts(about: names) }
        return ViewFacts()
    }

    /// Scans `bytes` (the whole file) for visual formats. Without `readArguments`, the views,
    /// metrics and options of each call are not read (the formatter needs only the formats);
    /// with them, `facts` are the facts of each call worked out beside them.
    public static func scan(_ bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction] = [],
                            readArguments: Bool = true, facts: ModelFacts = .all, recordSteps: Bool = false,
                            sealedProperties: Set<String> = [], formatConstants: [String: FormatConstant] = [:],
                            labelledFunctions: [LabelledFunction] = []) -> SourceScan {
        var formats: [EmbeddedFormat] = []
        var scan = scan(bytes, language: language, functions: functions, readArguments: readArguments, facts: facts, recordSteps: recordSteps,
                        sealedProperties: sealedProperties, survey: nil, formatConstants: formatConstants, labelledFunctions: labelledFunctions) {
            formats.append($0)
        }
        scan.formats = formats
        return scan
    }

    /// Scans `bytes`, handing each format to `body` as it is found, in source order of its call,
    /// and keeping none (`formats` of the result is empty): a file of many formats costs its
    /// tokens, not its formats. The result answers later questions about the file (`viewFacts`).
    /// `sealedProperties` names the internal dictionary properties no other file of the project
    /// names (`unsealedProperties` of `definedHelpers` lists the file's candidates), and
    /// `labelledFunctions` the project's own `constraints(withVisualFormat:…)` (`labelledFunctions`
    /// of `definedHelpers` lists the file's). `survey` is the file's, when the caller made it.
    public static func scan(_ bytes: [UInt8], language: SourceLanguage, functions: [FormatFunction] = [],
                            readArguments: Bool = true, facts: ModelFacts = .all, recordSteps: Bool = false,
                            sealedProperties: Set<String> = [], survey: FileSurvey? = nil,
                            formatConstants: [String: FormatConstant] = [:], labelledFunctions: [LabelledFunction] = [],
                            forEach body: (EmbeddedFormat) -> Void) -> SourceScan {
        guard mentionsFormatCall(bytes, functions: functions, survey: survey) else {
            return SourceScan(language: language, formats: [], comments: [])
        }
        let scanner = SourceScanner(bytes: bytes, language: language, functions: functions)
        scanner.readArguments = readArguments
        scanner.facts = facts
        scanner.recordSteps = recordSteps
        scanner.sealedProperties = sealedProperties
        scanner.formatConstants = formatConstants
        scanner.labelledFunctions = labelledFunctions
        scanner.run(sending: body)
        var scan = SourceScan(language: language, formats: [], comments: scanner.comments)
        scan.definedHelpers = scanner.definedHelpers
        scan.definedHelpers?.missingConstants = scanner.missingConstants.sorted()
        scan.definedHelpers?.labelledFunctions = scanner.labelledFunctionDeclarations()
        scan.definedHelpers?.readsLabelledCall = scanner.readsLabelledCall
        scan.definedHelpers?.readsAppleCall = scanner.readsAppleCall
        if readArguments { scan.scanner = ScannerBox(scanner) }
        return scan
    }
}

/// DefinedHelpers is what one file defines of the project's helpers: the Swift helpers taking
/// views one by one with the other functions of their names (`inferredHelperDefinitions`), and
/// the helpers read by their signature (`helperDefinitions` with no helper known).
public struct DefinedHelpers: Sendable, Equatable {
    public var positional: [FormatFunction] = []
    public var signatures: [HelperSignature] = []
    /// Not a helper, but gathered over the project with them: the file's internal Swift
    /// dictionary properties whose keys are read only as hints because other files of the
    /// module may write them (`SourceScan.scan`'s `sealedProperties` makes them known whole).
    public var unsealedProperties: [String] = []
    /// The types that declare them (another file's `extension` of one may make it meet a
    /// protocol's requirement).
    public var unsealedTypes: [String] = []
    /// Nor these: the formats the file keeps as constants other files can name, and the names
    /// of constants its calls are given that the file does not declare (`FormatConstants.swift`).
    public var formatConstants: [FormatConstant] = []
    public var missingConstants: [String] = []
    /// Nor these: the file's own `constraints(withVisualFormat:…)`, and whether it reads a call
    /// of `constraints` as Apple's method that one of the project's may take, and whether one
    /// with Apple's four labels, which only an overload of Apple's may take
    /// (`LabelledFunctions.swift`).
    public var labelledFunctions: [LabelledFunction] = []
    public var readsLabelledCall = false
    public var readsAppleCall = false
    public init(positional: [FormatFunction] = [], signatures: [HelperSignature] = []) {
        self.positional = positional
        self.signatures = signatures
    }
}

extension SourceScan {
    /// `VisualFormat`, in both spellings of the API's name (made once, not per file).
    static let apiNameWord = Array("VisualFormat".utf8)

    /// The helpers a Swift file defines that take a format and views one by one
    /// (`InferredHelpers.swift`), and the other functions it defines that are called alike
    /// (`positionalKeys` nil), for a tool to gather over a project and pass through
    /// `FormatFunction.unambiguous` (the file's own calls of its helpers are read without this).
    public static func inferredHelperDefinitions(_ bytes: [UInt8], language: SourceLanguage) -> [FormatFunction] {
        // (`withVisualFormat:`, or Swift 2's `constraintsWithVisualFormat(…)`.)
        guard language == .swift, SourceByteSearch.contains(bytes, apiNameWord) else { return [] }
        return SourceScanner(bytes: bytes, language: language, functions: []).inferredHelperDefinitions()
    }

    /// The helpers a file defines, both kinds (`inferredHelperDefinitions`, and
    /// `helperDefinitions` with no helper known), from one lexing: what a lint of the file reads
    /// as `SourceScan.definedHelpers`, for a tool that does not lint it.
    public static func definedHelpers(_ bytes: [UInt8], language: SourceLanguage) -> DefinedHelpers {
        var defined = DefinedHelpers()
        // One pass over the bytes says what else is worth a look (most files: nothing).
        let survey = FileSurvey(bytes)
        let positional = language == .swift && survey.mentionsAPI
        let signatures = survey.mentionsAPI && mayPassFormatOn(bytes)
        // (One lexing for all three.)
        let model = positional || signatures ? SourceScanner(bytes: bytes, language: language, functions: []) : nil
        defined.formatConstants = formatConstants(bytes, language: language, survey: survey, model: model)
        guard let scanner = model else { return defined }
        defined.labelledFunctions = scanner.labelledFunctionDeclarations()
        if positional { defined.positional = scanner.inferredHelperDefinitions() }
        if signatures { defined.signatures = scanner.helperDefinitions(known: []) }
        return defined
    }

    /// The helpers a file defines that hand a format, or each of an array of formats, to Auto
    /// Layout (`FormatHelpers.swift`), given the helpers of the project found so far (`known`),
    /// for a tool to gather over a project: a helper whose format reaches a helper in another
    /// file is found once that one is known.
    public static func helperDefinitions(_ bytes: [UInt8], language: SourceLanguage, known: [FormatFunction]) -> [HelperSignature] {
        let scanner = SourceScanner(bytes: bytes, language: language, functions: known)
        return scanner.helperDefinitions(known: known)
    }

    /// Whether `bytes` may define a helper that calls the API itself: somewhere the API's name
    /// is followed by a name (`withVisualFormat: format`, `constraintsWithVisualFormat:(fmt)`),
    /// not by a literal. A byte search; a file without one is not lexed for helpers.
    public static func mayPassFormatOn(_ bytes: [UInt8]) -> Bool {
        let marker = FileSurvey.apiMarker
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

    /// The Objective-C methods the file gives a Swift name by hand (`NS_SWIFT_NAME`), and the
    /// first parameter's type of those of `selectors` (each piece of one) it declares without.
    public static func swiftNames(_ bytes: [UInt8], language: SourceLanguage, selectors: Set<[String]> = []) -> [SwiftName] {
        guard language == .objc, swiftNameMarkers.contains(where: { SourceByteSearch.contains(bytes, $0) })
                || selectors.contains(where: { SourceByteSearch.contains(bytes, Array(($0.first ?? "").utf8)) }) else { return [] }
        return SourceScanner(bytes: bytes, language: language, functions: []).swiftNames(selectors: selectors)
    }

    /// The spellings of a Swift name given by hand (`NS_SWIFT_NAME`, a project's `MY_SWIFT_NAME`).
    public static let swiftNameMarkers = [Array("SWIFT_NAME".utf8), Array("swift_name".utf8)]


    /// How many functions of each of `signatures`' keys the file defines (when it names one of
    /// them), and its Swift `override func`s whose name, lower-cased, is one of `overrideNames`
    /// (`SourceScanner.swiftOverrides`); one reading of the file, and none when it names
    /// neither (overrides are looked for by bytes first: `func` and one of the names).
    public static func helperDefinitionsAndOverrides(_ bytes: [UInt8], language: SourceLanguage, of signatures: [HelperSignature],
                                              names: [[UInt8]], overrideNames: Set<[UInt8]> = [])
        -> (counts: [String: Int], overrides: [SwiftOverride])? {
        let counts = mentions(any: names, in: bytes)
        let overrides = language == .swift && !overrideNames.isEmpty && SourceByteSearch.contains(bytes, Array("override".utf8))
            && definesFunction(namedAnyOf: overrideNames, in: bytes)
        guard counts || overrides else { return nil }
        let scanner = SourceScanner(bytes: bytes, language: language, functions: [])
        return (counts ? scanner.definitionCounts(signatures) : [:], overrides ? scanner.swiftOverrides(named: overrideNames) : [])
    }

    /// Whether `func` is followed, after blanks (and a backtick), by a name that is one of `names`
    /// lower-cased, or `var` by a name that is one without its `set` (a property whose setter
    /// is one). A comment or a string may hold it: this only decides whether a file is read.
    static func definesFunction(namedAnyOf names: Set<[UInt8]>, in bytes: [UInt8]) -> Bool {
        let setters = Set(names.filter { $0.count > 3 && $0.starts(with: Array("set".utf8)) }.map { Array($0.dropFirst(3)) })
        return follows(Array("func".utf8), namedAnyOf: names, in: bytes) || !setters.isEmpty && follows(Array("var".utf8), namedAnyOf: setters, in: bytes)
    }

    private static func follows(_ keyword: [UInt8], namedAnyOf names: Set<[UInt8]>, in bytes: [UInt8]) -> Bool {
        var from = 0
        var name: [UInt8] = []
        while let found = SourceByteSearch.firstIndex(of: keyword, in: bytes, range: from..<bytes.count) {
            var k = found + keyword.count
            from = k
            while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D) { k += 1 }
            guard k > from else { continue }
            if k < bytes.count && bytes[k] == UInt8(ascii: "`") { k += 1 }
            name.removeAll(keepingCapacity: true)
            while k < bytes.count && SourceLexer.isIdentifierContinuation(bytes[k]) {
                name.append(bytes[k] >= UInt8(ascii: "A") && bytes[k] <= UInt8(ascii: "Z") ? bytes[k] | 0x20 : bytes[k])
                k += 1
            }
            if names.contains(name) { return true }
        }
        return false
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
    static func mentionsFormatCall(_ bytes: [UInt8], functions: [FormatFunction], survey: FileSurvey? = nil) -> Bool {
        (survey?.mentionsAPI ?? SourceByteSearch.contains(bytes, FileSurvey.apiMarker))
            || functions.contains { SourceByteSearch.contains(bytes, $0.callMarker) }
    }

    /// Whether bytes that are not UTF-8 text (Latin-1, Mac Roman, UTF-16, binary) may still
    /// hold a format call: the API's name or a registered helper's label, in an encoding that
    /// keeps ASCII as it is or in UTF-16 of either byte order. Bytes without it hold no call in
    /// any of those encodings: a vendored header with a `©` in a comment has nothing to check.
    public static func mayHoldFormatCall(_ bytes: [UInt8], functions: [FormatFunction] = []) -> Bool {
        ([FileSurvey.apiMarker] + functions.map(\.callMarker)).contains { marker in
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
        let scanner = SourceScanner(bytes: bytes, language: language, functions: functions)
        scanner.readArguments = false
        comments = scanner.comments
        self.scanner = scanner
    }

    /// Calls `body` with each format in source order of its call.
    public mutating func forEach(_ body: (EmbeddedFormat) -> Void) {
        guard let scanner else { return }
        self.scanner = nil
        scanner.run(sending: body)
    }
}

/// ScannerBox keeps a finished scanner (read only from then on) with the scan it produced.
final class ScannerBox: @unchecked Sendable {
    let scanner: SourceScanner
    init(_ scanner: SourceScanner) { self.scanner = scanner }
}
