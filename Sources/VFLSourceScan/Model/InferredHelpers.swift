import VFLSyntax

/// Helpers the scanner recognises without being told (`functions` in `.vfl.json` registers the
/// rest): a Swift function that takes a format and views one by one, names them by their places
/// and makes the constraints itself, as tutorials since 2016 have taught:
///
///     func addConstraintsWithFormat(format: String, views: UIView...) {
///         var viewsDictionary = [String: UIView]()
///         for (index, view) in views.enumerated() {
///             viewsDictionary["v\(index)"] = view
///         }
///         addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
///     }
///
/// A call `addConstraintsWithFormat(format: "H:|[v0]-[v1]|", views: icon, title)` is then
/// checked as that call makes it: `v0` is `icon`, `v1` is `title`, no metrics, no options.
/// Only that exact shape is taken: the format goes through unchanged, no metrics (`nil` or
/// `[:]`), a dictionary made empty and filled only with `"<prefix>\(offset)"` keys, where the
/// offset counts the views from 0, and the call made whenever the helper is called (it may
/// return what the call makes, or anything after it). Two variants are common enough to read:
/// the format unlabelled and first (`func addConstraintsWithFormat(_ format: String, views:
/// UIView...)`, called `addConstraintsWithFormat("H:|[v0]|", views: icon)`), the views an array
/// (`views: [UIView]`, read where a call writes the array out: `views: [icon, title]`), and
/// options passed through from a parameter labelled `options` with no default or an empty one
/// (`options: NSLayoutConstraint.FormatOptions = []`), so a call's `options:` are the API's and
/// a call without them passes none. A parameter labelled `options` or `metrics` that the body
/// leaves unused (it passes `[]` and `nil` whatever it is given) makes a call's arguments for it
/// reach nothing. Anything else is not a helper this reads (its calls stay unknown).
extension SourceScanner {
    /// The helpers the file defines, and (`positionalKeys` nil) the same for each helper whose
    /// name the file gives another function too (`func NAME` of any other shape: a method of
    /// another type taking a dictionary), which makes a call of that name ambiguous
    /// (`FormatFunction.unambiguous` then drops the helper).
    func inferredHelperDefinitions() -> [FormatFunction] {
        guard language == .swift else { return [] }
        var helpers: [FormatFunction] = []
        var bodies = Set<Int>()   // each function is looked at once (a helper makes one call)
        // (`withVisualFormat:`, or Swift 2's `constraintsWithVisualFormat(format, …)`.)
        for i in apiNameTokens() where isIdentifier(i, "withVisualFormat") && isPunct(i + 1, UInt8(ascii: ":"))
            || isIdentifier(i, "constraintsWithVisualFormat") && isPunct(i + 1, UInt8(ascii: "(")) {
            if let helper = helper(around: i, bodies: &bodies) { helpers.append(helper) }
        }
        guard !helpers.isEmpty else { return [] }
        var definitions = helpers
        for helper in helpers where !definitions.contains(where: { $0.isCalled(as: helper) && $0.positionalKeys == nil }) {
            if SourceScan.definitionCount(of: helper.name, in: bytes) > helpers.filter({ $0.name == helper.name }).count {
                definitions.append(FormatFunction(name: helper.name, formatLabel: helper.formatLabel))
            }
        }
        return definitions
    }

    /// The helpers the file defines (`inferredHelperDefinitions`, ambiguous ones left out).
    func inferredHelpers() -> [FormatFunction] {
        FormatFunction.unambiguous(inferredHelperDefinitions())
    }

    /// The helper whose body holds the call labelled at `label`, if it has the shape above.
    private func helper(around label: Int, bodies: inout Set<Int>) -> FormatFunction? {
        let legacy = isPunct(label + 1, UInt8(ascii: "("))   // Swift 2: the format unlabelled and first
        guard let open = legacy ? label + 1 : enclosingOpen(label, UInt8(ascii: "(")) else { return nil }
        // Apple's method, not a function of the project's with its labels (`LabelledFunctions.swift`).
        guard legacy ? isAppleLegacyCall(label) : open > 0 && isAppleConstraintsCall(open - 1) else { return nil }
        // The function around the call, the call directly in its body (not in a closure, loop
        // or branch: it then runs once, when the helper is called).
        let body = Int(braceParent[open])
        guard body > 0, bodies.insert(body).inserted, blockKind(body) == .function,
              !parameters(body).isEmpty,   // (the format is a parameter: `func layout()` makes no helper)
              let signature = functionSignature(body) else { return nil }
        // Its arguments: the format a parameter, no metrics, no options, views a local dictionary.
        var arguments: [String: (Int, Int)] = [:]
        for (n, (start, end)) in split(open + 1, closing(open)).enumerated() {
            if end - start >= 3 && isPunct(start + 1, UInt8(ascii: ":")) { arguments[text(start)] = (start + 2, end) }
            else if legacy && n == 0 { arguments["withVisualFormat"] = (start, end) }
        }
        guard let format = arguments["withVisualFormat"], format.1 == format.0 + 1,
              let views = arguments["views"], views.1 == views.0 + 1, tokens[views.0].kind == .identifier,
              let metrics = arguments["metrics"], passesNoMetrics(metrics.0, metrics.1) else { return nil }
        // (Swift's `options:` has a default, no options: a call may leave it out.)
        let options = arguments["options"]
        guard let formatParameter = signature.parameters.first(where: { isIdentifier(format.0, $0.name) && $0.isString }),
              formatParameter.label != "_" || formatParameter.name == signature.parameters.first?.name,
              // Views labelled `views:`, or named so under another label (`arrayOf views: [UIView]`),
              // or the one list the function takes under another name (`view: UIView...`).
              let viewsParameter = signature.parameters.first(where: { $0.label == "views" && ($0.isVariadic || $0.isArray) })
                ?? signature.parameters.first(where: { $0.name == "views" && $0.label != "_" && ($0.isVariadic || $0.isArray) })
                ?? onlyList(signature.parameters) else { return nil }
        // The options: none, the parameter labelled `options` passed on (none by default), or
        // options the body computes (`var custom = …; if options != nil { custom = options! }`),
        // which leave those of each call unknown.
        var optionsParameter: HelperParameter? = nil
        var computesOptions = false
        if let options, !isEmptyOptions(options.0, options.1) {
            if options.1 == options.0 + 1,
               let parameter = signature.parameters.first(where: { isIdentifier(options.0, $0.name) }), parameter.label == "options" {
                guard parameter.defaultValue.map({ isEmptyOptions($0.0, $0.1) }) ?? true else { return nil }
                optionsParameter = parameter
            } else {
                computesOptions = true
            }
        }
        // Parameters labelled `options` or `metrics` that are not passed on must be left unused
        // (a call's arguments for them then reach nothing), but options the body computes.
        let unused = signature.parameters.filter { ($0.label == "options" && !computesOptions || $0.label == "metrics") && $0.name != optionsParameter?.name }
            .map(\.name)
        let end = closing(body)
        // A function nested in the body with a parameter of the list's name (`func fill(_ views:
        // [UIView])`): its name there is another list.
        let list = viewsParameter.name
        if (body + 1..<end).contains(where: { k in
            isIdentifier(k, "func") && isPunct(k + 2, UInt8(ascii: "(")) && (k + 3..<closing(k + 2)).contains { isIdentifier($0, list) }
        }) { return nil }
        // `for (index, view) in view.enumerated() {`: a loop whose element takes the list's own
        // name, which in the loop is the element.
        let shadowing = (body + 1..<max(body + 1, end - 12)).first { k in
            isIdentifier(k, "for") && isPunct(k + 1, UInt8(ascii: "(")) && tokens[k + 2].kind == .identifier && isPunct(k + 3, UInt8(ascii: ","))
                && isIdentifier(k + 4, list) && isPunct(k + 5, UInt8(ascii: ")")) && isIdentifier(k + 6, "in") && isIdentifier(k + 7, list)
                && isPunct(k + 8, UInt8(ascii: ".")) && isIdentifier(k + 9, "enumerated") && isPunct(k + 10, UInt8(ascii: "("))
                && isPunct(k + 11, UInt8(ascii: ")")) && isPunct(k + 12, UInt8(ascii: "{"))
        }.map { ($0 + 4)...closing($0 + 12) }
        // The call's statement may return what it makes (`return NSLayoutConstraint.constraints(…)`).
        let returnsTheCall = expressionStart(before: open) - 1
        for k in body + 1..<end where tokens[k].kind == .identifier {
            // The format is its only call, made whenever the helper is called (no way out before
            // it; what comes after it does not undo it). (Its format may be a parameter named
            // like the API's label: `func pin(withVisualFormat: String, …)`.)
            if k != label && k != format.0 && (isIdentifier(k, "withVisualFormat") || isIdentifier(k, "constraintsWithVisualFormat"))
                || k < label && k != returnsTheCall && matchesAny(k, Self.exitKeywords) { return nil }
            // The format and options are only passed on; the views are only enumerated, counted
            // or indexed (not bound again: `let format = …`, `let options: T = []`, `for views in …`).
            let boundAgain = isIdentifier(k - 1, "let") || isIdentifier(k - 1, "var")
            guard boundAgain || !isPunct(k - 1, UInt8(ascii: ".")) && !isPunct(k + 1, UInt8(ascii: ":")) else { continue }   // a member, a label
            if isIdentifier(k, formatParameter.name) && k != format.0 { return nil }
            if let optionsParameter, isIdentifier(k, optionsParameter.name) && k != options?.0 { return nil }
            if unused.contains(where: { isIdentifier(k, $0) }) { return nil }
            if isIdentifier(k, list) && !(isPunct(k + 1, UInt8(ascii: ".")) || isPunct(k + 1, UInt8(ascii: "["))) && shadowing?.contains(k) != true { return nil }
        }
        guard let prefix = positionalPrefix(dictionary: views.0, views: viewsParameter.name, body: body, end: end) else { return nil }
        var function = FormatFunction(name: signature.name, formatLabel: formatParameter.label, positionalKeys: prefix + "{index}", passesNoMetrics: true,
                                      viewsLabel: viewsParameter.label)
        function.viewsAreArray = viewsParameter.isArray
        function.passesNoOptions = optionsParameter == nil && !computesOptions
        function.computesOptions = computesOptions
        return function
    }

    /// The one labelled variadic or array parameter among `parameters`, if only one is.
    private func onlyList(_ parameters: [HelperParameter]) -> HelperParameter? {
        let lists = parameters.filter { ($0.isVariadic || $0.isArray) && $0.label != "_" }
        return lists.count == 1 ? lists[0] : nil
    }

    /// Whether the tokens `[from, to)` give the API no metrics: `nil`, or the empty literal
    /// `[:]` (the runtime reads both alike: a name no dictionary has throws).
    private func passesNoMetrics(_ from: Int, _ to: Int) -> Bool {
        to == from + 1 && isIdentifier(from, "nil") || isEmptyDictionary(from, to)
    }

    /// `[]`, `NSLayoutFormatOptions()`, `NSLayoutConstraint.FormatOptions()`, `.init()`, `0`.
    func isEmptyOptions(_ from: Int, _ to: Int) -> Bool {
        if to - from == 1 && tokens[from].kind == .number { return text(from) == "0" }
        return evaluateOptions(from, to)?.names.isEmpty == true
    }

    struct HelperParameter {
        var label: String
        var name: String
        var isString: Bool
        var isVariadic: Bool
        /// Whether its type is an array (`[UIView]`): a call then passes the views as one array.
        var isArray: Bool
        /// The tokens of the default value (`= []`), if any.
        var defaultValue: (Int, Int)?
    }

    /// The name and parameters of the `func` whose body opens at `body`.
    private func functionSignature(_ body: Int) -> (name: String, parameters: [HelperParameter])? {
        // `func name(…) [throws] [-> T] {`: the parameter list is the last `( … )` at the top level
        // before the body whose opener follows the name.
        var k = body - 1
        while k >= 0 && k >= body - 64 {
            if isPunct(k, UInt8(ascii: ")")), Int(match[k]) >= 1, tokens[Int(match[k]) - 1].kind == .identifier, isIdentifier(Int(match[k]) - 2, "func") {
                let open = Int(match[k])
                var parameters: [HelperParameter] = []
                for (start, end) in split(open + 1, k) {
                    guard let colon = (start..<end).first(where: { isPunct($0, UInt8(ascii: ":")) }), colon - start == 1 || colon - start == 2,
                          tokens[start].kind == .identifier, tokens[colon - 1].kind == .identifier else { return nil }
                    let equals = (colon + 1..<end).first(where: { isPunct($0, UInt8(ascii: "=")) })
                    let type = (colon + 1, equals ?? end)
                    parameters.append(HelperParameter(
                        label: text(start), name: text(colon - 1),
                        isString: type.1 == type.0 + 1 && isIdentifier(type.0, "String"),
                        isVariadic: type.1 - type.0 >= 4 && (1...3).allSatisfy { isPunct(type.1 - $0, UInt8(ascii: ".")) },
                        isArray: type.1 - type.0 == 3 && isPunct(type.0, UInt8(ascii: "[")) && tokens[type.0 + 1].kind == .identifier
                            && isPunct(type.0 + 2, UInt8(ascii: "]")),
                        defaultValue: equals.map { ($0 + 1, end) }))
                }
                return (text(open - 1), parameters)
            }
            if isPunct(k, UInt8(ascii: "}")) || isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: ";")) { return nil }
            k -= 1
        }
        return nil
    }

    /// The key prefix (`v`) when the dictionary `dictionary` (a token of its name in the body)
    /// is declared empty in the body and only ever gets `dictionary["<prefix>\(offset)"] = …`,
    /// the offset counting the variadic `views` from 0, or nil.
    private func positionalPrefix(dictionary: Int, views: String, body: Int, end: Int) -> String? {
        let name = text(dictionary)
        var declared = false
        var prefix: String? = nil
        for k in body + 1..<end where isIdentifier(k, name) && !isPunct(k - 1, UInt8(ascii: ".")) {
            if k == dictionary { continue }
            if isIdentifier(k - 1, "var") {
                // `var d = [String: UIView]()`, `var d: [String: UIView] = [:]`.
                guard !declared, Int(braceParent[k]) == body, isEmptyDictionary(after: k) else { return nil }
                declared = true
                continue
            }
            // `d[key] = view`, key a literal or a `let key = "v\(index)"` of the loop.
            guard declared, isPunct(k + 1, UInt8(ascii: "[")), closing(k + 1) == k + 3, isPunct(k + 4, UInt8(ascii: "=")), !isPunct(k + 5, UInt8(ascii: "=")),
                  let key = positionalKey(k + 2, views: views, body: body, end: end), prefix == nil || prefix == key else { return nil }
            prefix = key
        }
        return declared ? prefix : nil
    }

    private func isEmptyDictionary(after name: Int) -> Bool {
        var k = name + 1
        if isPunct(k, UInt8(ascii: ":")) {
            // A type annotation, then `= [:]` or an empty dictionary made as below.
            while k < tokens.count && k < name + 16 && !isPunct(k, UInt8(ascii: "=")) { k += 1 }
            if isPunct(k, UInt8(ascii: "=")) && isPunct(k + 1, UInt8(ascii: "[")) && isPunct(k + 2, UInt8(ascii: ":")) && isPunct(k + 3, UInt8(ascii: "]")) {
                return !isPunct(k + 4, UInt8(ascii: "."))
            }
        }
        // `= [String: UIView]()`, `= Dictionary<String, UIView>()`.
        guard isPunct(k, UInt8(ascii: "=")) else { return false }
        k += 1
        if isPunct(k, UInt8(ascii: "[")) {
            let close = closing(k)
            return close < k + 8 && isPunct(close + 1, UInt8(ascii: "(")) && isPunct(close + 2, UInt8(ascii: ")")) && !isPunct(close + 3, UInt8(ascii: "."))
        }
        guard isIdentifier(k, "Dictionary"), isPunct(k + 1, UInt8(ascii: "<")) else { return false }
        var j = k + 2
        while j < tokens.count && j < k + 12 && !isPunct(j, UInt8(ascii: ">")) { j += 1 }
        return isPunct(j + 1, UInt8(ascii: "(")) && isPunct(j + 2, UInt8(ascii: ")")) && !isPunct(j + 3, UInt8(ascii: "."))
    }

    /// The prefix of the key token at `key`: a literal `"<prefix>\(offset)"`, or a constant
    /// declared as one in the body.
    private func positionalKey(_ key: Int, views: String, body: Int, end: Int) -> String? {
        if tokens[key].kind == .string { return literalPrefix(key, views: views) }
        guard tokens[key].kind == .identifier else { return nil }
        // `let key = "v\(index)"`, `let key: String = …`: the only declaration of the name in the body.
        let name = text(key)
        let declarations = (body + 1..<end).filter { isIdentifier($0, name) && (isIdentifier($0 - 1, "let") || isIdentifier($0 - 1, "var")) }
        guard declarations.count == 1, let d = declarations.first, d < key, isIdentifier(d - 1, "let") else { return nil }
        let equals = isPunct(d + 1, UInt8(ascii: ":")) && isIdentifier(d + 2, "String") ? d + 3 : d + 1
        guard isPunct(equals, UInt8(ascii: "=")), equals + 1 < tokens.count, tokens[equals + 1].kind == .string,
              valueEnd(from: equals + 1) == equals + 2 else { return nil }
        return literalPrefix(equals + 1, views: views)
    }

    /// For a literal `"<letters>\(offset)"` whose offset counts `views` from 0 — the first name
    /// of `for (offset, view) in views.enumerated()`, `item.offset` of `for item in
    /// views.enumerated()`, or `i` of `for i in views.indices` / `for i in 0..<views.count`, or
    /// the same of a closure given to the sequence's `forEach` (`views.indices.forEach { d["v\($0)"]
    /// = views[$0] }`, `views.enumerated().forEach { (i, v) in … }`) — the letters; else nil.
    private func literalPrefix(_ literal: Int, views: String) -> String? {
        let string = literals[Int(tokens[literal].value)]
        guard string.hasInterpolation, !string.isMultiline, string.hashes == 0 else { return nil }
        let content = string.contentRange
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
        }
        // `<letters>\(`
        var i = content.lowerBound
        while i < content.upperBound && isLetter(bytes[i]) { i += 1 }
        let prefix = String(decoding: bytes[content.lowerBound..<i], as: UTF8.self)
        guard !prefix.isEmpty, i + 2 < content.upperBound, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "(") else { return nil }
        // `name)` or `name.offset)`, the end of the literal (the lexer keeps no tokens inside it).
        i += 2
        let nameStart = i
        while i < content.upperBound && (isLetter(bytes[i]) || bytes[i] == UInt8(ascii: "$") || bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        let offset = Array(".offset".utf8)
        let isOffset = i + offset.count <= content.upperBound && bytes[i..<i + offset.count].elementsEqual(offset)
        if isOffset { i += offset.count }
        guard !name.isEmpty, i + 1 == content.upperBound, bytes[i] == UInt8(ascii: ")"),
              countsFromZero(name, isOffsetOfItem: isOffset, over: views, before: literal) else { return nil }
        return prefix
    }

    /// Whether `name` is bound by the loop around `position` to the offset of the `views`
    /// (or, `isOffsetOfItem`, to an item of `views.enumerated()`), and never bound again in
    /// that loop (`let index = index + 1`, `if let index`, a closure's `index in`).
    private func countsFromZero(_ name: String, isOffsetOfItem: Bool, over views: String, before position: Int) -> Bool {
        var brace = Int(braceParent[position])
        while brace > 0 {
            let loop = blockKind(brace) == .loop ? (max(0, brace - 24)..<brace).last(where: { isIdentifier($0, "for") }) : nil
            let closure = loop == nil ? forEachClosure(brace) : nil
            // Another closure binding the name first (`$0` is always its own) hides the loop's.
            if loop == nil && closure == nil && blockKind(brace) == .closure {
                let parameters = closureParametersIn(brace) ?? brace + 1
                if name.hasPrefix("$") || (brace + 1..<parameters).contains(where: { isIdentifier($0, name) }) { return false }
            }
            if loop != nil || closure != nil {
                // In the loop's body the name is only read: as an index (`views[i]`), a member
                // of the item (`item.offset`, `item.element`) or an argument. A constant of the
                // name made of the literal (`let key = "v\(key)"`) is the key, not the offset,
                // and so is the name after it.
                let shadow = (brace + 1..<position).last { isIdentifier($0, name) && isIdentifier($0 - 1, "let") && Int(braceParent[$0]) == Int(braceParent[position])
                    && initializer(of: $0).map { $0.0 <= position && position < $0.1 } == true }
                // (A closure's body starts after its parameters' `in`.)
                let first = closure == nil ? brace + 1 : (closureParametersIn(brace) ?? brace) + 1
                for k in first..<closing(brace) where isIdentifier(k, name) && !isPunct(k - 1, UInt8(ascii: ".")) {
                    if let shadow, k == shadow || k > shadow && resolve(k) == .declaration(shadow) { continue }
                    let isRead = isOffsetOfItem ? isPunct(k + 1, UInt8(ascii: ".")) && matchesAny(k + 2, Self.enumeratedParts)
                        : isPunct(k - 1, UInt8(ascii: "[")) && isPunct(k + 1, UInt8(ascii: "]"))
                    if !isRead { return false }
                }
                // `for PATTERN in SEQUENCE {`, `SEQUENCE.forEach { PATTERN in`.
                var pattern: String, sequence: String
                if let loop {
                    guard let inKeyword = (loop + 1..<brace).first(where: { isIdentifier($0, "in") }) else { return false }
                    pattern = text(from: loop + 1, to: inKeyword).filter { $0 != " " }
                    sequence = text(from: inKeyword + 1, to: brace).filter { $0 != " " }
                } else {
                    (pattern, sequence) = closure!
                }
                // (`enumerate()` is Swift 2's spelling.)
                let enumerated = sequence == views + ".enumerated()" || sequence == views + ".enumerate()"
                if isOffsetOfItem {
                    if pattern == name { return enumerated }
                } else if pattern.hasPrefix("(" + name + ",") {
                    return enumerated
                } else if pattern == name {
                    return sequence == views + ".indices" || sequence == "0..<" + views + ".count"
                }
            }
            brace = Int(braceParent[brace])
        }
        return false
    }
}

extension SourceScan {
    /// How many times `bytes` write `func NAME` (also `` func `NAME` ``, over spaces and line
    /// breaks), in code, comments or strings alike, but for lines that start with `//`: a count
    /// that can only be too high, which makes a helper's calls unknown, never wrongly read. (A
    /// copy of a helper commented out line by line left 77 of 90 calls of a real project
    /// unchecked; nothing on a line that starts a comment can be a definition.)
    public static func definitionCount(of name: String, in bytes: [UInt8]) -> Int {
        let needle = Array(name.utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        var count = 0
        var from = 0
        while let found = SourceByteSearch.firstIndex(of: needle, in: bytes, range: from..<bytes.count) {
            from = found + needle.count
            if from < bytes.count && isWordByte(bytes[from]) { continue }
            var k = found - 1
            if k >= 0 && bytes[k] == UInt8(ascii: "`") { k -= 1 }
            guard k >= 0, !isWordByte(bytes[k]) else { continue }
            while k >= 0 && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D) { k -= 1 }
            let keyword = Array("func".utf8)
            guard k >= keyword.count - 1, bytes[(k - keyword.count + 1)...k].elementsEqual(keyword),
                  k - keyword.count < 0 || !isWordByte(bytes[k - keyword.count]) else { continue }
            // The line of `func`: from its start, spaces and tabs, then `//`?
            var lineStart = k - keyword.count
            while lineStart >= 0 && bytes[lineStart] != 0x0A && bytes[lineStart] != 0x0D { lineStart -= 1 }
            var first = lineStart + 1
            while bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if bytes[first] == UInt8(ascii: "/") && bytes[first + 1] == UInt8(ascii: "/") { continue }
            count += 1
        }
        return count
    }
}

extension SourceScanner {
    /// The closure opened at `brace` given to a sequence's `forEach` (`views.indices.forEach {`,
    /// `views.enumerated().forEach({ (i, v) in`): its parameters as a `for` loop's pattern
    /// (`(i,v)`, `i`; `$0`, or `($0,$1)` where the body names `$1`) and the sequence, with no
    /// spaces; else nil.
    func forEachClosure(_ brace: Int) -> (pattern: String, sequence: String)? {
        guard blockKind(brace) == .closure else { return nil }
        let name = isPunct(brace - 1, UInt8(ascii: "(")) ? brace - 2 : brace - 1
        guard name > 1, isIdentifier(name, "forEach"), isPunct(name - 1, UInt8(ascii: ".")) else { return nil }
        let start = expressionStart(before: name - 1)
        guard start < name - 1 else { return nil }
        let sequence = text(from: start, to: name - 1).filter { $0 != " " }
        let end = closing(brace)
        if let inKeyword = closureParametersIn(brace) {
            var pattern = text(from: brace + 1, to: inKeyword).filter { $0 != " " }
            if pattern.contains(","), !pattern.hasPrefix("(") { pattern = "(" + pattern + ")" }
            return (pattern, sequence)
        }
        let namesSecond = (brace + 1..<end).contains { isIdentifier($0, "$1") }
        return (namesSecond ? "($0,$1)" : "$0", sequence)
    }

    /// The `in` ending the parameters of the closure opened at `brace` (`{ (i, v) in`), if it
    /// names any.
    func closureParametersIn(_ brace: Int) -> Int? {
        (brace + 1..<min(closing(brace), brace + 10)).first { isIdentifier($0, "in") }
    }

    // Words compared with tokens (`matchesAny`).
    static let exitKeywords = WordSet(["return", "throw", "guard"])
    static let enumeratedParts = WordSet(["offset", "element"])
}
