import VFLSyntax

/// DictionaryEntry is one key of a `views:` or `metrics:` dictionary found in source.
public struct DictionaryEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where the key is written (the string literal, or the name in `NSDictionaryOfVariableBindings`).
    public var keyRange: ByteRange
    /// The value expression as written (`a`, `self.a`, `a!`, `a as Any`, `@12`).
    public var valueText: String
    /// Where the value is written.
    public var valueRange: ByteRange
    /// For metrics, the value when it is a number literal.
    public var number: Double?
    /// For views, which view the value is, when the scanner can tell: one name for every entry
    /// that holds the same view (the same local, parameter or property, as of its last
    /// assignment). Nil when it cannot tell (a call, a subscript): the value is then only itself.
    /// Worked out for the keys a format names, when asked for (`ModelFacts.viewIdentities`).
    public var identity: String? = nil
    /// For views, in Swift, a value `name as Any` (or `self.name as AnyObject`): what the file
    /// shows of the name's type, when boxing it is known to hide no nil or its type is not seen
    /// (nil: anything else). Worked out when asked for (`ModelFacts.boxedNames`).
    public var boxedName: BoxedName? = nil
    /// A key the helper a call goes through adds to the views it is given (`.extended`): its
    /// value is written in the helper, so it is a view of its own, placed at the call.
    public var isAddedByHelper = false
}

/// What a file shows of a name boxed `as Any` or `as AnyObject` in a views dictionary.
public enum BoxedName: Sendable, Hashable {
    /// Every `let`/`var` of the file declares it with a type that is no optional (`private var
    /// title: UILabel`) or makes it with a view's initializer (`let icon = UIImageView()`):
    /// boxing it hides no nil.
    case nonOptional
    /// The file declares no such name: a property of a superclass, another file or the
    /// framework (`self.topLayoutGuide`), whose type is not seen.
    case undeclared
}

/// ModelStep is one thing the scanner followed to learn what a dictionary holds (a literal, a
/// subscript write, a branch), for `vfl-lint --explain-site`.
public struct ModelStep: Sendable, Hashable {
    /// Where in the file.
    public var offset: Int
    /// What it contributed, in plain words.
    public var text: String

    public init(offset: Int, text: String) {
        self.offset = offset
        self.text = text
    }
}

/// DictionaryArgument is what a `views:` or `metrics:` argument is known to contain: its keys,
/// and whether those are all of them (*known exactly*) or only some (*at least these*). A
/// dictionary the scanner cannot see at all (a parameter, a property written elsewhere) is no
/// DictionaryArgument: its contents are *unknown*.
public struct DictionaryArgument: Sendable, Hashable {
    /// The keys, in source order (every key that any path to the call may have put there).
    public var entries: [DictionaryEntry]
    /// Where the dictionary is written (the literal or the declaration it was read from).
    public var range: ByteRange
    /// Whether it is `NSDictionaryOfVariableBindings(…)`.
    public var isVariableBindings: Bool
    /// Whether no key outside `entries` can be in the dictionary on any path to the call: only
    /// then can a missing name be reported as an error.
    public var isComplete: Bool = true
    /// How the contents were found, in source order.
    public var steps: [ModelStep] = []
    /// Whether it is what a function of this file returns: every call of that function makes a
    /// new dictionary of that function's values, so `range` names no one dictionary.
    public var isMadeByHelper = false
    /// Whether it is a dictionary a helper makes itself, the same at every call
    /// (`HelperArgument.own`): its keys and values are written in the helper, not at this call.
    public var isHelpersOwn = false

    public init(entries: [DictionaryEntry], range: ByteRange, isVariableBindings: Bool, isComplete: Bool = true,
                steps: [ModelStep] = []) {
        self.entries = entries
        self.range = range
        self.isVariableBindings = isVariableBindings
        self.isComplete = isComplete
        self.steps = steps
    }

    /// The keys as a set.
    public var keys: Set<String> { Set(entries.map(\.key)) }

    /// Where `key` is in `entries` (its first place), found without copying an entry.
    public func index(ofKey key: String) -> Int? {
        var k = 0
        while k < entries.count {
            if entries[k].key == key { return k }
            k += 1
        }
        return nil
    }
}

/// OptionsArgument is what an `options:` argument is known to set.
public struct OptionsArgument: Sendable, Hashable {
    /// Apple's option names as written, without prefix (`alignAllTop`; Objective-C
    /// `NSLayoutFormatAlignAllTop` becomes `alignAllTop`).
    public var names: [String]
    /// Where each name is written.
    public var ranges: [ByteRange]
    /// The whole argument.
    public var range: ByteRange
}

/// EmbeddedFormat is one visual format found in a Swift or Objective-C file: where its text
/// is, what it says, and what the call around it passes as views, metrics and options.
public struct EmbeddedFormat: Sendable {
    /// The format's bytes, or nil when it is dynamic.
    public var text: [UInt8]?
    /// Why the format cannot be known statically (interpolation, `String(format:)`, a variable
    /// not found), or nil.
    public var dynamicReason: String?
    /// How a format built at run time is built from its literals (`literals`), or nil.
    public var dynamicSource: DynamicSource?
    /// The interpolations of `literals` (by the offset of their `\(`) known to print text, not a
    /// number: a `String` variable, a constant string, a function's `String` result.
    public var textInterpolations: [Int32] = []

    /// How a format built at run time is built from the literals the scanner sees.
    public enum DynamicSource: Sendable, Equatable {
        /// Swift string interpolation (`"H:|-\(inset)-[title]"`).
        case interpolation
        /// A format string (`String(format:)`, `stringWithFormat:`); `fromConstant` when its
        /// template is a constant named in the call, given first among `literals`.
        case formatString(fromConstant: Bool)
        /// Anything else: a parameter, a variable changed at run time, an escape not decoded.
        case other
    }
    /// The string literals the format is made of, in order (several when concatenated).
    public var literals: [StringLiteral]
    /// The call's name (`constraints(withVisualFormat:` / `constraintsWithVisualFormat:`).
    public var callRange: ByteRange
    /// The format argument as written in the call (a literal, a variable, `$0`, …).
    public var argumentRange: ByteRange
    /// The `views:` argument when its keys are visible in the file.
    public var views: DictionaryArgument?
    /// The `metrics:` argument when its keys are visible (`nil` literal gives no entries).
    public var metrics: DictionaryArgument?
    /// The `options:` argument when it is a list of names.
    public var options: OptionsArgument?
    /// Whether the views and metrics arguments were present but not visible (a variable from
    /// elsewhere, a function call): names cannot be checked.
    public var viewsAreUnknown: Bool
    /// The expression passed as `views:`, as written (nil when the call has none or its
    /// arguments were not read).
    public var viewsArgument: ByteRange? = nil
    public var metricsAreUnknown: Bool
    /// Whether `options:` was present but not readable.
    public var optionsAreUnknown: Bool
    /// Why the views or metrics argument is unknown (a parameter, a property written elsewhere).
    public var viewsUnknownReason: String? = nil
    public var metricsUnknownReason: String? = nil
    /// For a format that is one branch of a conditional (`flag ? "H:…" : "V:…"`), the branch's
    /// number; such formats are alternatives, never active together.
    public var alternative: Int? = nil
    /// The formats whose constraints are active together share a group: the scope of the call
    /// (function, branch, `switch` case) and where its result goes (activated or added at once,
    /// or collected in one variable): "SCOPE activated" or "SCOPE =NAME" for a collector. Nil
    /// when that cannot be seen (the result is stored and activated elsewhere, or chosen between
    /// alternatives): such formats are checked alone. Worked out when asked for
    /// (`ModelFacts.activationGroups`).
    public var conflictGroup: String? = nil
    /// Whether the constraints are known never to be installed: kept in a local that the
    /// function only compares or counts (`NSArray *c = [NSLayoutConstraint …]; return c ==
    /// nil;`, as tests of the API do), or dropped. Their views' autoresizing masks then fight
    /// nothing. Worked out when asked for (`ModelFacts.installation`).
    public var isNeverInstalled = false
    /// Whether the call is what a test asserts throws (`XCTAssertThrows(…)` and its kin, in
    /// Objective-C): the exception the runtime raises is the one the test expects, so nothing
    /// is reported of the format (its constraints, if it makes any, are dropped).
    public var isExpectedToThrow = false
    /// The block the call is in that runs as a whole (`SourceScanner.scope(of:)`: a function,
    /// branch, loop body or closure): the offset of its `{` (or of the call, for the body of an
    /// Objective-C branch without braces), -1 at the top level.
    public var scope: Int = -1
    /// Whether the format is a parameter of the helper around the call (or an element of one):
    /// the helper passes on what its callers give it, and those formats are checked at its
    /// calls. Not a format of its own, so not counted as one left unchecked.
    public var isForwarded = false
    /// The project helper whose call this format was given to (`HelperSignature.displayName`),
    /// or nil for a call of the API (or of a registered function, a macro, a local closure).
    public var helper: String? = nil
    /// The function of `functions` (registered in `.vfl.json`, or a Swift helper taking its
    /// views one by one) whose call this format was given to, or nil: a run can say which
    /// registered function no call matched.
    public var function: FormatFunction? = nil
    /// Whether the helper it was given to unwraps its views with a conditional cast and stops
    /// when one is nil (`HelperSignature.unwrapsViews`): a nil view passed leaves the
    /// constraints out, it does not crash.
    public var helperUnwrapsViews = false
    /// The constant of another file this format is (`FormatConstant`), or nil: its text is
    /// that file's, and its findings are placed on the name written here.
    public var constant: FormatConstant? = nil

    /// Whether the format is known statically.
    public var isDynamic: Bool { text == nil }

    /// Whether a formatter may rewrite the format in place: one literal, written without escapes.
    public var isRewritable: Bool {
        text != nil && literals.count == 1 && literals[0].isVerbatim && !literals[0].isMultiline
    }

    /// A diagnostic about the format's text placed in the file: its range and its notes' by
    /// `sourceRange(of:)`. Fixes are kept only where the format is written in one literal without
    /// escapes (`isRewritable`), so their edits are exact; the first fix alone is kept.
    public func placed(_ diagnostic: Diagnostic) -> Diagnostic {
        var placed = diagnostic
        placed.range = sourceRange(of: diagnostic.range)
        placed.notes = diagnostic.notes.map { DiagnosticNote($0.message, range: $0.range.map(sourceRange(of:))) }
        placed.fixes = []
        if isRewritable, let first = diagnostic.fixes.first {
            placed.fixes = [FixIt(first.message, first.edits.map { TextEdit(range: sourceRange(of: $0.range), replacement: $0.replacement) })]
        }
        if let constant { placed.notes.append(DiagnosticNote("the format is '\(constant.name)', declared in \(constant.place)")) }
        return placed
    }

    /// The range of the file where the format's bytes `range` are written. A range that spans
    /// two literals of a concatenation is widened to cover both.
    public func sourceRange(of range: ByteRange) -> ByteRange {
        guard text != nil, !literals.isEmpty else { return argumentRange }
        func offset(_ index: Int, end: Bool) -> Int {
            var remaining = index
            for (n, literal) in literals.enumerated() {
                let count = literal.offsets.count - 1
                if remaining < count || (remaining == count && (end || n == literals.count - 1)) {
                    return Int(literal.offsets[max(0, min(remaining, count))])
                }
                remaining -= count
            }
            return Int(literals.last!.offsets.last!)
        }
        let start = offset(range.lowerBound, end: false)
        let end = range.isEmpty ? start : offset(range.upperBound, end: true)
        return ByteRange(start, max(start, end))
    }
}
