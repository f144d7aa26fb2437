/// FormatMacro is a function-like macro whose body makes constraints from one of its
/// parameters, `#define CONSTRAINT(fmt, opts) [c addObjectsFromArray:[NSLayoutConstraint
/// constraintsWithVisualFormat:fmt options:opts metrics:nil views:views]]`: each use later in
/// the file is a format call, its format the argument in that place, and the body's other
/// names read where the macro is used, as the preprocessor expands it.
struct FormatMacro {
    var name: [UInt8]
    var parameters: [[UInt8]]
    /// Which parameter is the format.
    var format: Int
    /// The body's `options:`, `metrics:` and `views:` arguments (token ranges).
    var options: (Int, Int)?
    var metrics: (Int, Int)?
    var views: (Int, Int)?
    /// The definition's last token: uses come after it.
    var end: Int
    /// False for a macro defined more than once (per platform in `#if` branches, or redefined),
    /// whose uses may expand to either body, or defined in code that is never built: its body
    /// is still a template, not a call, but its uses are not read.
    var isFollowed = true
}

extension SourceScanner {
    /// The macro being defined around the message at `piece`, when the message's format is one
    /// of the macro's parameters; nil for any other message.
    func formatMacro(piece: Int) -> FormatMacro? {
        // `#define NAME(` with no space before the parenthesis: a function-like macro.
        guard let start = macroDefinition(around: piece), start + 3 < tokens.count,
              tokens[start + 2].kind == .identifier, isPunct(start + 3, UInt8(ascii: "(")),
              tokens[start + 3].start == tokens[start + 2].end else { return nil }
        // A macro defined more than once (per platform in `#if` branches, or redefined) may
        // expand to either body: which cannot be told, so its uses are not read. One in code
        // that is never built (`#if 0`) is not defined at all.
        let ambiguous = isCompiledOut(start + 2) || (declarations[nameKey(start + 2)]?.filter({ isMacro($0) }).count ?? 0) > 1
        let close = closing(start + 3)
        guard close < piece else { return nil }
        var parameters: [[UInt8]] = []
        for (a, b) in split(start + 4, close) {
            guard b - a == 1, tokens[a].kind == .identifier else { return nil }   // `...` and the like: not followed
            parameters.append(nameBytes(a))
        }
        var end = piece
        while end + 1 < tokens.count && !newline(between: end, and: end + 1, continued: true) { end += 1 }
        guard let arguments = messageArguments(piece: piece), let written = arguments["format"] else { return nil }
        // The parameter, perhaps in parentheses as careful macros write it: `(fmt)`.
        let format = unparenthesized(written)
        guard format.1 - format.0 == 1, let which = parameters.firstIndex(of: nameBytes(format.0)) else { return nil }
        return FormatMacro(name: nameBytes(start + 2), parameters: parameters, format: which,
                           options: arguments["options"], metrics: arguments["metrics"], views: arguments["views"], end: end,
                           isFollowed: !ambiguous)
    }

    /// The `#` of the `#define` whose body holds token `index` (its logical line, `\`-continued,
    /// starts with one), or nil; a line of over 4,096 tokens is taken to be code.
    func macroDefinition(around index: Int) -> Int? {
        guard language == .objc else { return nil }
        var start = index
        while start > 0 && index - start < 4096 && !newline(between: start - 1, and: start, continued: true) { start -= 1 }
        return isPunct(start, UInt8(ascii: "#")) && isIdentifier(start + 1, "define") ? start : nil
    }

    /// What a range of the macro's body is: one of its parameters (at a use, the use's argument
    /// there), `NSDictionaryOfVariableBindings` of parameters (keyed at a use by its arguments'
    /// text), a name read where the macro is used, the body's own text (no parameter in it), or
    /// a mix of parameters and text the scanner does not follow.
    enum MacroPart {
        case parameter(Int)
        case bindings([Int])
        case name(Int)
        case body(Int, Int)
        case mixed
    }

    /// `range` without the parentheses around all of it (`(views)` is `views`).
    func unparenthesized(_ range: (Int, Int)) -> (Int, Int) {
        var (a, b) = range
        while b - a >= 3 && isPunct(a, UInt8(ascii: "(")) && closing(a) == b - 1 { a += 1; b -= 1 }
        return (a, b)
    }

    func macroPart(_ range: (Int, Int), _ macro: FormatMacro) -> MacroPart {
        let (a, b) = unparenthesized(range)
        if b - a == 1, tokens[a].kind == .identifier {
            if let which = macro.parameters.firstIndex(of: nameBytes(a)) { return .parameter(which) }
            if isNull(a, b) { return .body(a, b) }
            return .name(a)
        }
        // `NSDictionaryOfVariableBindings(VIEW)`: the preprocessor puts the use's argument in
        // before the inner macro makes its key of the text.
        if isIdentifier(a, "NSDictionaryOfVariableBindings"), isPunct(a + 1, UInt8(ascii: "(")), closing(a + 1) == b - 1 {
            let which = split(a + 2, b - 1).map { part in
                part.1 - part.0 == 1 && tokens[part.0].kind == .identifier ? macro.parameters.firstIndex(of: nameBytes(part.0)) : nil
            }
            if !which.isEmpty && which.allSatisfy({ $0 != nil }) { return .bindings(which.map { $0! }) }
        }
        let usesParameter = (a..<b).contains { tokens[$0].kind == .identifier && macro.parameters.contains(nameBytes($0)) }
        return usesParameter ? .mixed : .body(a, b)
    }

    /// The macro as a helper the project's other files read its uses by (`HelperSignature`,
    /// C style, one unlabelled argument per parameter): what its body gives the API is kept as
    /// what a use gives for its parameters, names read where it is used, or unknown (text of the
    /// body itself, which another file cannot read).
    func helperSignature(of macro: FormatMacro) -> HelperSignature {
        func role(_ range: (Int, Int)?, options: Bool) -> HelperArgument {
            guard let range else { return options ? .none : .unknown }
            switch macroPart(range, macro) {
            case .parameter(let p): return .parameter(p)
            case .bindings(let ps): return options ? .unknown : .variableBindings(parameters: ps)
            case .name(let t): return options ? .unknown : .named(text(t))
            case .body(let a, let b):
                if options { return isEmptyOptions(a, b) ? .none : .unknown }
                return isNull(a, b) ? .none : .unknown
            case .mixed: return .unknown
            }
        }
        let count = macro.parameters.count
        var signature = HelperSignature(style: .c, name: String(decoding: macro.name, as: UTF8.self), labels: Array(repeating: "_", count: count),
                                        defaulted: Array(repeating: false, count: count), format: macro.format, formatsAreArray: false,
                                        views: role(macro.views, options: false), metrics: role(macro.metrics, options: false),
                                        options: role(macro.options, options: true))
        signature.variadic = Array(repeating: false, count: count)
        signature.isMacro = true
        return signature
    }

    /// A use of `macro` at `index` (`CONSTRAINT(@"H:|[a]|", 0)`): the format call it expands to,
    /// its dictionaries read as they are where it is used.
    func macroCall(_ index: Int, _ macro: FormatMacro) {
        let open = index + 1
        let close = closing(open)
        guard close < tokens.count, close - open <= Self.longestArgument else { return }
        let arguments = split(open + 1, close)
        guard arguments.count == macro.parameters.count else { return }
        let format = arguments[macro.format]
        func knowledge(_ range: (Int, Int)?) -> (value: DictionaryKnowledge?, argument: (Int, Int)?) {
            guard let range, readArguments else { return (nil, nil) }
            switch macroPart(range, macro) {
            case .parameter(let p): return (dictionary(arguments[p].0, arguments[p].1), arguments[p])
            case .bindings(let ps): return (.known(variableBindings(ps.map { arguments[$0] }, call: index, name: macro.name)), nil)
            case .name(let t): return (variable(named: nameBytes(t), at: index, depth: 0), nil)
            case .body(let a, let b): return (dictionary(a, b), nil)
            case .mixed: return (.unknown("the macro '\(String(decoding: macro.name, as: UTF8.self))' builds it from its arguments"), nil)
            }
        }
        let views = knowledge(macro.views)
        let metrics = knowledge(macro.metrics)
        var options: (Int, Int)? = nil
        if let range = macro.options {
            switch macroPart(range, macro) {
            case .parameter(let p): options = arguments[p]
            case .name, .body: options = range
            case .bindings, .mixed: options = nil
            }
        }
        record(callName: index, format: format, options: options, metrics: metrics.argument ?? macro.metrics,
               views: views.value, viewsArgument: views.argument, function: nil,
               metricsValue: metrics.value, viewsGiven: macro.views != nil)
    }
}
