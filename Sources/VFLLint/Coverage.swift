import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LintCoverage counts what the linter looked at, so that a user can see what a clean run
/// covers: call sites, formats, and how much the source model knew about each format's
/// dictionaries (`vfl-lint --statistics`).
public struct LintCoverage: Sendable {
    /// Calls that take a format.
    public var callSites = 0
    /// Formats examined (a call can pass several: a conditional, an array walked by a loop).
    public var formats = 0
    /// Formats built at run time (interpolation, `String(format:)`, a parameter): not checked.
    public var dynamicFormats = 0
    /// Of those, the formats whose view names were still checked where their literal text
    /// shows them (`DynamicFormatNames`).
    public var dynamicNamesChecked = 0
    /// Formats whose views dictionary is known exactly, known to hold at least some keys, or unknown.
    public var viewsExact = 0
    public var viewsAtLeast = 0
    public var viewsUnknown = 0
    /// Formats whose metrics dictionary is unknown (a parameter, a property written elsewhere).
    public var metricsUnknown = 0
    /// Literals that read as formats but that no call the linter follows hands to Auto Layout
    /// (passed to a helper it does not follow, kept for later), by the call they are passed to
    /// ("" when none): not checked.
    public var unreachedByCallee: [String: Int] = [:]
    /// Of those calls, the helpers the project defines but vfl-lint cannot read, by their whole
    /// name (`LintCoverage.unreadableCalls`).
    public var unreadableHelpers: Set<String> = []
    /// The functions of `functions` (`EmbeddedFormat.function`) some call was found to.
    public var calledFunctions: Set<FormatFunction> = []
    /// The names of the constants of other files (`EmbeddedFormat.constant`) checked here.
    public var usedConstants: Set<String> = []
    /// Where those literals are in one file, with the call each is passed to.
    public var unreachedPlaces: [(line: Int, column: Int, callee: String?)] = []
    /// Where the formats built at run time are passed in one file, why each is not checked, and
    /// whether the view names of its literal text were checked.
    public var dynamicPlaces: [(line: Int, column: Int, reason: String, namesChecked: Bool)] = []
    /// Where the checked formats whose views dictionary is not visible (`reason` says why) or
    /// known only in part (`reason` nil) are passed in one file: their view names were not
    /// checked, or only as hints.
    public var viewsUnseenPlaces: [(line: Int, column: Int, reason: String?)] = []
    /// Whether the places of formats built at run time and of views not seen whole are kept
    /// (`--statistics` lists them; a run that does not list them keeps none: one file can
    /// hold a hundred thousand formats).
    public var keepsPlaces = false

    public init() {}

    /// Format-like literals that were not checked because nothing known hands them to Auto Layout.
    public var unreached: Int { unreachedByCallee.values.reduce(0, +) }
    /// Formats that were checked.
    public var checked: Int { formats - dynamicFormats }
    /// Formats seen, checked or not.
    public var seen: Int { formats + unreached }

    /// Counts a literal that reads as a format at `place`, passed to `callee` (nil: to no call).
    public mutating func addUnreached(at place: SourceLocation, callee: String?) {
        unreachedByCallee[callee ?? "", default: 0] += 1
        unreachedPlaces.append((place.line, place.column, callee))
    }

    /// The summary's words on what was checked: "checked 137 of 140 formats; 3 not checked (…)",
    /// or "checked 12 formats" when nothing was left out, or nil when no format was seen.
    /// A checked format whose views dictionary is not visible had its view names unchecked: that
    /// is said too ("; view names not checked in 12: views not visible").
    public var checkedPhrase: String? {
        guard seen > 0 else { return nil }
        let notChecked = seen - checked
        // What was seen of the views: not at all (names unchecked), or in part (a name is only
        // hinted at when it is near a key seen, never reported as an error).
        let names = (viewsUnknown > 0 ? "; view names not checked in \(viewsUnknown): views not visible" : "")
            + (viewsAtLeast > 0 ? "; view names only hinted at in \(viewsAtLeast): views known in part" : "")
        guard notChecked > 0 else { return "checked \(checked) format\(checked == 1 ? "" : "s")" + names }
        var reasons: [String] = []
        if dynamicFormats > 0 { reasons.append("\(dynamicFormats) built at run time") }
        if unreached > 0 { reasons.append("\(unreached) passed to code vfl-lint does not follow") }
        // A format built at run time whose literal text shows its view names had those checked.
        let literalNames = dynamicNamesChecked == 0 ? ""
            : dynamicNamesChecked == 1 ? "; the view names of 1 built at run time checked in its literal text"
            : "; the view names of \(dynamicNamesChecked) built at run time checked in their literal text"
        return "checked \(checked) of \(seen) formats; \(notChecked) not checked (" + reasons.joined(separator: ", ") + ")" + literalNames + names
    }

    /// Counts one format (its call site is counted by the caller, once per call).
    public mutating func add(_ format: EmbeddedFormat) {
        if let function = format.function { calledFunctions.insert(function) }
        if let constant = format.constant { usedConstants.insert(constant.name) }
        if format.isForwarded { return }   // its callers' formats are counted at their calls
        formats += 1
        if format.isDynamic { dynamicFormats += 1; return }
        if let views = format.views {
            if views.isComplete { viewsExact += 1 } else { viewsAtLeast += 1 }
        } else {
            viewsUnknown += 1
        }
        if format.metricsAreUnknown { metricsUnknown += 1 }
    }

    /// Adds another file's counts.
    public mutating func add(_ other: LintCoverage) {
        callSites += other.callSites
        formats += other.formats
        dynamicFormats += other.dynamicFormats
        dynamicNamesChecked += other.dynamicNamesChecked
        viewsExact += other.viewsExact
        viewsAtLeast += other.viewsAtLeast
        viewsUnknown += other.viewsUnknown
        metricsUnknown += other.metricsUnknown
        unreachedByCallee.merge(other.unreachedByCallee, uniquingKeysWith: +)
        unreadableHelpers.formUnion(other.unreadableHelpers)
        calledFunctions.formUnion(other.calledFunctions)
        usedConstants.formUnion(other.usedConstants)
    }

    /// Those of `registered` (the `functions` of `.vfl.json`) that no call matched: a name or
    /// label spelt otherwise than the calls checks none of them.
    public func uncalled(_ registered: [FormatFunction]) -> [FormatFunction] {
        var seen = Set<FormatFunction>()
        return registered.filter { function in
            seen.insert(function).inserted && !calledFunctions.contains { $0 == function || $0.isCalled(as: function) }
        }
    }

    /// The helpers among `functions` that the project defines more than one way or that a Swift
    /// subclass overrides, by `HelperSignature.displayName` (`UnreachedFormat.call`): which body
    /// runs depends on the object, so their calls are not read (`HelperSignature.isAmbiguous`).
    public static func unreadableCalls(_ functions: [FormatFunction]) -> Set<String> {
        Set(functions.compactMap { function in
            guard let signature = function.signature, signature.isAmbiguous, !signature.isMacro else { return nil }
            return signature.displayName
        })
    }

    /// What a literal is listed under: the call it is passed to, or the helper's whole name
    /// when that call is one of `unreadable`.
    static func listing(_ literal: UnreachedFormat, unreadable: Set<String>) -> (callee: String?, isUnreadableHelper: Bool) {
        // (An array or dictionary's own method is never a helper, whatever the project names so.)
        if let call = literal.call, unreadable.contains(call), !collectionBuilders.contains(literal.callee ?? "") { return (call, true) }
        return (literal.callee, false)
    }

    /// The Foundation and Swift methods that fill a collection: nothing to register.
    static let collectionBuilders: Set<String> = [
        "addObject:", "insertObject:", "addObjectsFromArray:", "arrayWithObjects:", "arrayWithObject:", "initWithObjects:",
        "setObject:", "setValue:", "append", "insert", "arrayByAddingObject:",
    ]

    /// Why literals passed to `callee` ("" for none) were not checked, and what can be done.
    static func unreachedReason(_ callee: String, unreadable: Set<String> = []) -> String {
        if unreadable.contains(callee) {
            return "passed to '\(callee)' of a helper vfl-lint found but does not read: the project defines it more than one way, or a Swift subclass overrides it, so the views it passes depend on the object it is sent to"
        }
        if callee.isEmpty { return "not passed to a call (kept in a variable or an array, returned, or looped over)" }
        if callee == ":" { return "passed to a method named ':' of a helper object, which vfl-lint does not follow" }
        if collectionBuilders.contains(callee) { return "put in an array or dictionary built at run time ('\(callee)'), which vfl-lint does not follow" }
        if callee.hasSuffix("()") {
            return "passed to '\(callee.dropLast(2))', a C function or a macro vfl-lint does not follow (a macro is followed when its file defines it once before its uses, or the project's headers define it once or alike)"
        }
        // Registering checks the formats; their view names only where the calls pass the views
        // (a builder object that keeps the views it was given elsewhere passes none).
        return "passed to '\(callee)': if it hands its argument to Auto Layout as it is, register it under \"functions\" in .vfl.json (its formats are then checked; their view names where its calls pass the views)"
    }

    /// The lines `--statistics` prints.
    public var summary: String {
        var text = """
            \(callSites) call sites, \(formats) formats passed to them: \(checked) checked, \(dynamicFormats) built at run time (not checked\(dynamicNamesChecked > 0 ? "; the view names in the literal text of \(dynamicNamesChecked) of them checked" : ""))
            views dictionaries of the \(checked) checked: \(viewsExact) known exactly, \(viewsAtLeast) known in part (hints only), \(viewsUnknown) not visible (names not checked)
            metrics dictionaries of the \(checked) checked not visible: \(metricsUnknown)

            """
        if unreached > 0 {
            text += unreached == 1
                ? "1 string that reads as a format, not checked: nothing vfl-lint follows hands it to Auto Layout\n"
                : "\(unreached) strings that read as formats, not checked: nothing vfl-lint follows hands them to Auto Layout\n"
            let sorted = unreachedByCallee.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key })
            for (callee, count) in sorted where !unreadableHelpers.contains(callee) {
                text += "  \(count) " + Self.unreachedReason(callee, unreadable: unreadableHelpers) + "\n"
            }
            // The helpers found but not read share one reason: said once, then each helper.
            let unread = sorted.filter { unreadableHelpers.contains($0.key) }
            if !unread.isEmpty {
                text += "  \(unread.reduce(0) { $0 + $1.value }) passed to helpers vfl-lint found but does not read (each is defined more than one way in the project, "
                    + "or a Swift subclass overrides it, so the views it passes depend on the object it is sent to):\n"
                for (callee, count) in unread { text += "    \(count) '\(callee)'\n" }
            }
        }
        return text
    }
}

/// SiteExplanation prints what the source model knows at the calls on one line of a file:
/// the format(s), and for the views and metrics dictionaries whether they are known exactly,
/// in part or not at all, with the steps that say why (`vfl-lint --explain-site FILE:LINE`).
public enum SiteExplanation {
    public static func explain(_ bytes: [UInt8], language: SourceLanguage, line: Int, functions: [FormatFunction] = [],
                               sealedProperties: Set<String> = [], formatConstants: [String: FormatConstant] = [:],
                               labelledFunctions: [LabelledFunction] = [], platform: Platform = .ios) -> String? {
        let scan = SourceScan.scan(bytes, language: language, functions: functions, recordSteps: true, sealedProperties: sealedProperties,
                                   formatConstants: formatConstants, labelledFunctions: labelledFunctions)
        let lines = LineTable(bytes)
        func lineOf(_ offset: Int) -> Int { lines.location(of: offset).line }
        let here = scan.formats.filter { format in
            lineOf(format.callRange.lowerBound) == line || lineOf(format.argumentRange.lowerBound) == line
                || format.literals.contains { lineOf($0.range.lowerBound) == line }
                || [format.views, format.metrics].contains { dictionary in
                    dictionary?.entries.contains { lineOf($0.keyRange.lowerBound) == line || lineOf($0.valueRange.lowerBound) == line } == true
                }
        }
        guard !here.isEmpty else {
            // No call here takes a format: a string that reads as one, handed to code the
            // linter does not follow, is said to be so (as `--statistics` lists it).
            let reached = scan.formats.flatMap { [$0.argumentRange] + $0.literals.map(\.range) }
            let literals = SourceScan.unreachedFormats(bytes, language: language, reached: reached, scan: scan)
                .filter { lineOf($0.range.lowerBound) == line }
            guard !literals.isEmpty else { return nil }
            let unreadable = LintCoverage.unreadableCalls(functions)
            return literals.map { literal in
                let place = lines.location(of: literal.range.lowerBound)
                let text = String(decoding: bytes[literal.range.lowerBound..<literal.range.upperBound], as: UTF8.self)
                return "string at \(place.line):\(place.column), \(text): not checked, \(LintCoverage.unreachedReason(LintCoverage.listing(literal, unreadable: unreadable).callee ?? "", unreadable: unreadable))\n"
            }.joined()
        }
        var text = ""
        var parser = Parser()
        for format in here {
            let call = lines.location(of: format.callRange.lowerBound)
            text += "call at \(call.line):\(call.column)\n"
            if let bytes = format.text {
                text += "  format: \"\(String(decoding: bytes, as: UTF8.self))\""
                if let branch = format.alternative { text += " (alternative \(branch + 1): a condition decides whether it is passed)" }
                if let constant = format.constant { text += " (the constant '\(constant.name)', declared in \(constant.place))" }
                text += "\n"
            } else {
                text += "  format: not checked — \(format.dynamicReason ?? "built at run time")\n"
            }
            text += describe("views", format.views, unknown: format.viewsUnknownReason, given: format.viewsAreUnknown || format.views != nil, lineOf: lineOf)
            text += describe("metrics", format.metrics, unknown: format.metricsUnknownReason, given: format.metricsAreUnknown || format.metrics != nil, lineOf: lineOf)
            if let options = format.options { text += "  options: \(options.names.isEmpty ? "none" : options.names.joined(separator: ", "))\n" }
            else if format.optionsAreUnknown { text += "  options: not visible\n" }
            text += "  active with: \(activeWith(format.conflictGroup))\n"
            if let bytes = format.text {
                let environment = Linter.environment(of: format, platform: platform)
                let analysis = Semantics.analyze(parser.parse(bytes: bytes), in: environment)
                let errors = analysis.diagnostics.filter { $0.severity == .error }.count
                text += "  result: \(analysis.constraints.count) constraint\(analysis.constraints.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")\n"
            }
        }
        return text
    }

    /// Which formats the call's constraints are compared with (`EmbeddedFormat.conflictGroup`:
    /// the scope, then "activated" or "=" and the collector's name).
    static func activeWith(_ group: String?) -> String {
        guard let group, let sink = group.split(separator: " ", maxSplits: 1).last else {
            return "not known (the constraints are stored, returned, passed on, chosen between or changed after they are made); not checked against other formats"
        }
        if sink == "activated" {
            return "the formats of this scope whose constraints are activated or added as they are made, or collected and activated here"
        }
        return "the formats of this scope whose constraints are collected in '\(sink.dropFirst())'"
    }

    static func describe(_ name: String, _ dictionary: DictionaryArgument?, unknown: String?, given: Bool,
                         lineOf: (Int) -> Int) -> String {
        guard given else { return "  \(name): none passed\n" }
        guard let dictionary else { return "  \(name): unknown — \(unknown ?? "not visible here"); names are not checked\n" }
        let keys = dictionary.entries.map(\.key).joined(separator: ", ")
        var text = "  \(name): \(dictionary.isComplete ? "known exactly" : "at least") {\(keys)}\n"
        for step in dictionary.steps { text += "    line \(lineOf(step.offset)): \(step.text)\n" }
        return text
    }
}
