import VFLSyntax

// Views keyed by their places: how a helper that names its views by position (`v0`, `v1`, …)
// is read, in Objective-C. The dictionary it makes is empty at first and only ever written
// under `[NSString stringWithFormat:@"<prefix>%d", index]`, the index counting an array
// parameter or a C variadic list from 0; a call's array or list then gives the keys.

extension SourceScanner {
    /// `@[a, b]` as the dictionary a positional helper makes of it: `{prefix0: a, prefix1: b}`.
    /// With `variadic`, the views are a C list ending in `nil` (`views:a, b, nil`).
    func positionalDictionary(_ range: (Int, Int), prefix: String, variadic: Bool = false) -> DictionaryKnowledge? {
        let (a, b) = unparenthesized(range)
        var parts: [(Int, Int)]
        if variadic {
            parts = split(a, b)
            guard let last = parts.last, isNull(last.0, last.1) else { return nil }
            parts.removeLast()
        } else {
            let open = isPunct(a, UInt8(ascii: "@")) ? a + 1 : a
            guard isPunct(open, UInt8(ascii: "[")), closing(open) == b - 1 else { return nil }
            parts = split(open + 1, b - 1)
        }
        return .known(DictionaryArgument(entries: placedEntries(parts) { prefix + String($0) }, range: self.range(from: a, to: b), isVariableBindings: false))
    }

    /// The entries of views passed by place, `parts` (token ranges), each under `key(place)`.
    func placedEntries(_ parts: [(Int, Int)], key: (Int) -> String) -> [DictionaryEntry] {
        parts.enumerated().map { n, part in
            let r = range(from: part.0, to: part.1)
            return DictionaryEntry(key: key(n), keyRange: r, valueText: text(from: part.0, to: part.1), valueRange: r, number: nil)
        }
    }

    /// For a Swift helper taking its views by place both one by one and as an array: whether
    /// the one argument `range` of a call is an array (`[a, b]`, a parameter `[UIView]` or
    /// `UIView...`), one view (a parameter `UIView`, the element of a loop over such a
    /// parameter), or nil when that cannot be told.
    func passesArray(_ range: (Int, Int)) -> Bool? {
        var (a, b) = unparenthesized(range)
        if isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1 { return true }
        if b - a > 1, isPunct(b - 1, UInt8(ascii: "!")) { b -= 1 }   // `badge!`: of the same type
        // `self` in a view's type (not in an extension of a collection).
        if b - a == 1, isIdentifier(a, "self") {
            guard let header = typeHeader(enclosingType(of: a)), header.keyword != "protocol", isViewClassName(header.name) else { return nil }
            return false
        }
        // A type written out, `[s, e)`: an array (`[UIView]`), one view (`UIView`, `UIView?`), or nil.
        func typeIsArray(_ s: Int, _ e: Int) -> Bool? {
            guard e > s else { return nil }
            if isPunct(s, UInt8(ascii: "[")) {
                // `[UIView]`, not a dictionary `[String: UIView]`.
                return closing(s) == e - 1 && !(s + 1..<e - 1).contains { isPunct($0, UInt8(ascii: ":")) } ? true : nil
            }
            guard tokens[s].kind == .identifier, isViewClassName(s),
                  (s + 1..<e).allSatisfy({ isPunct($0, UInt8(ascii: "?")) || isPunct($0, UInt8(ascii: "!")) }) else { return nil }
            return false
        }
        // The parameter `t` of the function around it: its signature and place.
        func parameter(_ t: Int) -> (ParsedSignature, Int)? {
            guard case .parameter(let owner) = resolve(t), let signature = parsedSignature(owner),
                  let p = signature.names.firstIndex(of: nameBytes(t)), p < signature.types.count else { return nil }
            return (signature, p)
        }
        func parameterIsArray(_ t: Int) -> Bool? {
            guard let (signature, p) = parameter(t) else { return nil }
            return signature.variadic[p] ? true : typeIsArray(signature.types[p].0, signature.types[p].1)
        }
        // A variable or property `d`, by its type (`let badge: UIView`) or its value (`[a, b]`, `UIView()`).
        func declarationIsArray(_ d: Int) -> Bool? {
            if isPunct(d + 1, UInt8(ascii: ":")) {
                var e = d + 2
                while e < tokens.count && e < d + 16 && !isPunct(e, UInt8(ascii: "=")) && !isPunct(e, UInt8(ascii: "{")) && !isPunct(e, UInt8(ascii: ";"))
                        && !isPunct(e, UInt8(ascii: ",")) && !isPunct(e, UInt8(ascii: ")")) && !isPunct(e, UInt8(ascii: "}")) && !newline(between: e - 1, and: e, continued: false) {
                    e = isPunct(e, UInt8(ascii: "[")) ? closing(e) + 1 : e + 1
                }
                return typeIsArray(d + 2, e)
            }
            guard let (s, e) = initializer(of: d) else { return nil }
            if isPunct(s, UInt8(ascii: "[")) { return typeIsArray(s, e) == true && e - s > 2 ? true : nil }
            // `UIView()`, `UILabel(frame: .zero)`: an object a view class makes.
            guard tokens[s].kind == .identifier, isViewClassName(s), isPunct(s + 1, UInt8(ascii: "(")), closing(s + 1) == e - 1 else { return nil }
            return false
        }
        if b - a == 3, isIdentifier(a, "self"), isPunct(a + 1, UInt8(ascii: ".")), tokens[a + 2].kind == .identifier {
            // `self.badge`: the type's one property of that name.
            guard let list = declarations[nameKey(a + 2)]?.filter({ isTypeOrFileLevel($0) && !isMacro($0) }), list.count == 1,
                  enclosingType(of: list[0]) >= 0, enclosingType(of: list[0]) == enclosingType(of: a) else { return nil }
            return declarationIsArray(list[0])
        }
        guard b - a == 1, tokens[a].kind == .identifier else { return nil }
        switch resolve(a) {
        case .parameter(let owner):
            // `for view in views {`: an element of an array or list of views is one view.
            if isIdentifier(owner - 4, "for"), bytesEqual(tokens[owner - 3], nameBytes(a)), isIdentifier(owner - 2, "in"),
               tokens[owner - 1].kind == .identifier {
                guard let (signature, p) = parameter(owner - 1),
                      signature.variadic[p] || typeIsArray(signature.types[p].0, signature.types[p].1) == true else { return nil }
                // The element of `UIView...` or `[UIView]` is a `UIView`; of `[[UIView]]` or
                // `[Row]` (`typealias Row = [UIView]`), perhaps an array.
                let (s, _) = signature.types[p]
                let element = signature.variadic[p] ? s : s + 1
                return isViewClassName(element) && (isPunct(element + 1, UInt8(ascii: "]")) || isPunct(element + 1, UInt8(ascii: "?"))
                                                    || signature.variadic[p]) ? false : nil
            }
            return parameterIsArray(a)
        case .declaration(let d):
            // A local, or a property of the type the use is in (not one a superclass may hide).
            guard !isTypeOrFileLevel(d) || enclosingType(of: d) >= 0 && enclosingType(of: d) == enclosingType(of: a) else { return nil }
            return declarationIsArray(d)
        default:
            return nil
        }
    }

    /// Whether the type name at `t` is a view's class for certain: one of Apple's
    /// (`AppleClasses.views`). A project's name, even of a class this file declares, may be
    /// hidden by an alias of an array of views (`typealias Row = [UIView]`) in another file or
    /// a superclass.
    func isViewClassName(_ t: Int) -> Bool {
        tokens[t].kind == .identifier && isViewClassName(text(t))
    }

    func isViewClassName(_ name: String) -> Bool {
        AppleClasses.views.contains(name)
    }

    /// For an Objective-C helper whose views are a local dictionary: the prefix and parameter
    /// when the body makes it empty and only ever writes each element of an array parameter
    /// under `[NSString stringWithFormat:@"<prefix>%d", index]`, the index counting the array
    /// from 0 (`for (NSUInteger i = 0; i < views.count; i++) d[…] = views[i];`, or the index of
    /// `enumerateObjectsUsingBlock:`), as tutorials write the Swift helper in Objective-C.
    func positionalViews(_ range: (Int, Int), body: Int, signature: ParsedSignature) -> HelperArgument? {
        let (a, b) = unparenthesized(range)
        guard language == .objc, b - a == 1, tokens[a].kind == .identifier, case .declaration(let d) = resolve(a),
              block(of: d) == body || blockContains(body, d), let made = initializer(of: d), isEmptyMutableDictionary(made) else { return nil }
        let name = nameBytes(a)
        var found: HelperArgument? = nil
        // A C variadic list of views: the first named, written under "<prefix>0", then each
        // `va_arg` under "<prefix>%d" of a counter from 1.
        var first: (prefix: String, parameter: Int)? = nil
        var rest: String? = nil
        for i in body + 1..<closing(body) where tokens[i].kind == .identifier && bytesEqual(tokens[i], name) && !isPunct(i - 1, UInt8(ascii: ".")) {
            if i == d || i == a { continue }
            // A selector piece of the same name (`views:views`).
            if isPunct(i + 1, UInt8(ascii: ":")), !isPunct(i - 1, UInt8(ascii: "?")), enclosingOpen(i, UInt8(ascii: "[")) != nil { continue }
            // `d[KEY] = VALUE` or `[d setObject:VALUE forKey:KEY]`: the only other use.
            var key: (Int, Int), value: (Int, Int)
            if isPunct(i + 1, UInt8(ascii: "[")), isPunct(closing(i + 1) + 1, UInt8(ascii: "=")) {
                key = (i + 2, closing(i + 1))
                value = (closing(i + 1) + 2, statementEnd(from: closing(i + 1) + 2))
            } else if isPunct(i - 1, UInt8(ascii: "[")), isIdentifier(i + 1, "setObject") || isIdentifier(i + 1, "setValue"),
                      let pieces = messageArguments(piece: i + 1), let v = pieces["format"], let k = pieces["forKey"] {
                key = k
                value = v
            } else {
                return nil
            }
            // The key and the view may each be a local of the loop's body first
            // (`NSString *key = [NSString stringWithFormat:…]; UIView *view = views[i];`), or a
            // local of the method assigned just before, in the write's own block (`__block
            // NSString *key = @"";` then `key = [NSString stringWithFormat:…]; d[key] = view;`).
            func local(_ range: (Int, Int)) -> (Int, Int) {
                let (x, y) = unparenthesized(range)
                guard y - x == 1, tokens[x].kind == .identifier, case .declaration(let l) = resolve(x), blockContains(body, l) else { return range }
                if !changedAfterDeclaration(l), let made = initializer(of: l) { return made }
                guard let last = changes(of: nameBytes(x), from: l + 1, to: x).last, last.change == .assigned,
                      block(of: last.at) == block(of: x), !isPunct(last.at - 1, UInt8(ascii: ".")),
                      reach(last.at, to: x, declaration: l) == .must else { return range }
                return (last.at + 2, valueEnd(from: last.at + 2))
            }
            if let (prefix, p) = firstOfList(key, value, write: i, body: body, signature: signature), first == nil {
                first = (prefix, p)
                continue
            }
            if let prefix = restOfList(key, value, write: i, body: body), rest == nil {
                rest = prefix
                continue
            }
            if let (prefix, p) = wholeList(key, value, write: i, body: body, signature: signature)
                ?? forList(key, value, write: i, body: body, signature: signature), found == nil {
                found = .positional(prefix: prefix, parameter: p)
                continue
            }
            key = local(key)
            value = local(value)
            guard found == nil, let (prefix, index) = keyFormat(key),
                  let p = elementOfParameter(value, index: index, write: i, body: body, signature: signature) else { return nil }
            found = .positional(prefix: prefix, parameter: p)
        }
        if let first, let rest, found == nil, first.prefix == rest { return .positional(prefix: rest, parameter: first.parameter) }
        return first == nil && rest == nil ? found : nil
    }

    /// `[d setValue:first forKey:@"v0"]` with `first` the helper's last, variadic parameter
    /// (`views:(UIView *)first, ...`) that `va_start` starts from, or the key
    /// `[NSString stringWithFormat:@"v%d", index]` with `index` made 0 before and not changed
    /// on the way: the prefix and parameter.
    private func firstOfList(_ key: (Int, Int), _ value: (Int, Int), write: Int, body: Int, signature: ParsedSignature) -> (String, Int)? {
        let (k0, k1) = unparenthesized(key), (v0, v1) = unparenthesized(value)
        guard v1 - v0 == 1, tokens[v0].kind == .identifier,
              case .parameter(body) = resolve(v0), let p = signature.names.firstIndex(of: nameBytes(v0)),
              p == signature.names.count - 1, signature.variadic[p], startsList(from: nameBytes(v0), in: body) else { return nil }
        if k1 - k0 == 1, tokens[k0].kind == .string {
            guard let literal = lexer.decode(literals[Int(tokens[k0].value)]).value, literal.last == UInt8(ascii: "0") else { return nil }
            return (String(decoding: literal.dropLast(), as: UTF8.self), p)
        }
        guard let (prefix, counter) = keyFormat((k0, k1)), tokens[counter].kind == .identifier,
              let c = counterDeclaration(counter, value: "0", before: write, body: body),
              case let name = nameBytes(counter),
              !(c + 1..<write).contains(where: { bytesEqual(tokens[$0], name) && $0 != counter && changesCounter($0) }) else { return nil }
        return (prefix, p)
    }

    /// `int index = VALUE;` before `limit`, in a block of the body that holds `limit`: the last one.
    private func counterDeclaration(_ counter: Int, value: String, before limit: Int, body: Int) -> Int? {
        let name = nameBytes(counter)
        return (body + 1..<limit).last { bytesEqual(tokens[$0], name) && tokens[$0 - 1].kind == .identifier
            && isPunct($0 + 1, UInt8(ascii: "=")) && text($0 + 2) == value && isPunct($0 + 3, UInt8(ascii: ";"))
            && (block(of: $0) == body || blockContains(block(of: $0), limit)) }
    }

    /// Whether the use of a counter at `t` changes it (`++`, `--`, `=`, `+=`, `&`).
    private func changesCounter(_ t: Int) -> Bool {
        isPunct(t + 1, UInt8(ascii: "+")) || isPunct(t + 1, UInt8(ascii: "-")) || isPunct(t - 1, UInt8(ascii: "+")) || isPunct(t - 1, UInt8(ascii: "-"))
            || isPunct(t + 1, UInt8(ascii: "=")) || isPunct(t - 1, UInt8(ascii: "&"))
    }

    /// In `while ((view = va_arg(list, UIView *)))`, `[d setValue:view forKey:key]` with `key`
    /// `[NSString stringWithFormat:@"v%i", index]` (directly or through a local) and `index` a
    /// local made 1 and only ever incremented once in that loop: the prefix.
    private func restOfList(_ key: (Int, Int), _ value: (Int, Int), write: Int, body: Int) -> String? {
        let (v0, v1) = unparenthesized(value)
        guard v1 - v0 == 1, tokens[v0].kind == .identifier else { return nil }
        // The loop: `while ((element = va_arg(…)))`, the write in its braces.
        let loop = block(of: write)
        let elementName = nameBytes(v0)
        guard loop > body, isWhileBody(loop),
              (Int(match[loop - 1])..<loop).contains(where: { bytesEqual(tokens[$0], elementName) && isPunct($0 + 1, UInt8(ascii: "="))
                  && isIdentifier($0 + 2, "va_arg") }) else { return nil }
        // Every assignment of the element is a `va_arg`.
        for t in body + 1..<closing(body) where tokens[t].kind == .identifier && bytesEqual(tokens[t], elementName) && isPunct(t + 1, UInt8(ascii: "="))
            && !isPunct(t + 2, UInt8(ascii: "=")) && !isPunct(t - 1, UInt8(ascii: ".")) && !isIdentifier(t + 2, "va_arg")
            && !(isPunct(t - 1, UInt8(ascii: "*")) && isIdentifier(t + 2, "nil")) {   // `UIView *view = nil;`
            return nil
        }
        let k = loopKey(key, in: loop)
        // The counter: `int index = 1;` in the body before the loop, incremented once in it; or
        // `int index = 0;`, read before the loop only by the first view's key of the same
        // prefix, and incremented in the loop before the write.
        guard let (prefix, counter) = keyFormat(k), tokens[counter].kind == .identifier else { return nil }
        if let c = counterDeclaration(counter, value: "1", before: loop, body: body) {
            return incrementsOnce(counter: counter, declared: c, in: loop, body: body, where: { $0 > loop }) ? prefix : nil
        }
        guard let c = counterDeclaration(counter, value: "0", before: loop, body: body) else { return nil }
        return incrementsOnce(counter: counter, declared: c, in: loop, body: body, where: { $0 < write }, alsoReadBy: { t in
            guard t < loop, !self.changesCounter(t), let open = self.enclosingOpen(t, UInt8(ascii: "[")) else { return false }
            return self.keyFormat((open, self.closing(open) + 1))?.0 == prefix
        }) ? prefix : nil
    }

    /// The key a write in `loop` uses: `key`, or what the loop's local `key` is made of.
    private func loopKey(_ key: (Int, Int), in loop: Int) -> (Int, Int) {
        let k = unparenthesized(key)
        if k.1 - k.0 == 1, tokens[k.0].kind == .identifier, case .declaration(let l) = resolve(k.0), blockContains(loop, l), let made = initializer(of: l) { return made }
        return k
    }

    /// `va_start(list, first)` in the body: the C list of the variadic parameter `first`.
    private func startsList(from first: [UInt8], in body: Int) -> Bool {
        (body + 1..<closing(body)).contains { isIdentifier($0, "va_start") && isPunct($0 + 1, UInt8(ascii: "(")) && isPunct($0 + 3, UInt8(ascii: ","))
            && bytesEqual(tokens[$0 + 4], first) && isPunct($0 + 5, UInt8(ascii: ")")) }
    }

    /// Whether the counter named at `counter` (declared at `declared`) is used, besides there and
    /// the reads `read` allows, only by one `++` in the loop `loop`, at a token `place` accepts.
    private func incrementsOnce(counter: Int, declared: Int, in loop: Int, body: Int, where place: (Int) -> Bool,
                                alsoReadBy read: (Int) -> Bool = { _ in false }) -> Bool {
        var increments = 0
        let name = nameBytes(counter)
        for t in body + 1..<closing(body) where tokens[t].kind == .identifier && bytesEqual(tokens[t], name) && !isPunct(t - 1, UInt8(ascii: ".")) {
            if t == declared || t == counter || read(t) { continue }
            let increment = isPunct(t + 1, UInt8(ascii: "+")) && isPunct(t + 2, UInt8(ascii: "+")) || isPunct(t - 1, UInt8(ascii: "+")) && isPunct(t - 2, UInt8(ascii: "+"))
            guard increment, block(of: t) == loop, place(t) else { return false }
            increments += 1
        }
        return increments == 1
    }

    /// One write for every view of a C variadic list: `UIView *view = first; int index = 0;
    /// do { d[[NSString stringWithFormat:@"v%d", index]] = view; index++; } while ((view =
    /// va_arg(list, UIView *)));` (or `while (view) { …; view = va_arg(…); }`), `first` the
    /// helper's last, variadic parameter that `va_start` starts from: the prefix and parameter.
    private func wholeList(_ key: (Int, Int), _ value: (Int, Int), write: Int, body: Int, signature: ParsedSignature) -> (String, Int)? {
        let (v0, v1) = unparenthesized(value)
        guard v1 - v0 == 1, tokens[v0].kind == .identifier, case .declaration(let element) = resolve(v0), blockContains(body, element),
              let start = initializer(of: element), start.1 - start.0 == 1, case .parameter(body) = resolve(start.0),
              let p = signature.names.firstIndex(of: nameBytes(start.0)), p == signature.names.count - 1, signature.variadic[p] else { return nil }
        guard startsList(from: nameBytes(start.0), in: body) else { return nil }
        // The loop around the write, and where its next element is fetched: after the write in
        // its body, or in a `do`'s `while (…)`.
        let loop = block(of: write)
        guard loop > body else { return nil }
        let end = closing(loop)
        let condition = isIdentifier(loop - 1, "do") && isIdentifier(end + 1, "while") && isPunct(end + 2, UInt8(ascii: "(")) ? (end + 2, closing(end + 2)) : nil
        guard condition != nil || isWhileBody(loop) else { return nil }
        var fetches = 0
        let elementName = nameBytes(v0)
        for t in body + 1..<closing(body) where t != element && tokens[t].kind == .identifier && bytesEqual(tokens[t], elementName)
            && isPunct(t + 1, UInt8(ascii: "=")) && !isPunct(t + 2, UInt8(ascii: "=")) && !isPunct(t - 1, UInt8(ascii: ".")) {
            let inBody = t > write && t < end
            let inCondition = condition.map { t > $0.0 && t < $0.1 } ?? false
            guard isIdentifier(t + 2, "va_arg"), inBody || inCondition else { return nil }
            fetches += 1
        }
        guard fetches == 1 else { return nil }
        // The key counts from 0, one step a turn, after the write.
        let k = loopKey(key, in: loop)
        // (`int index = 0;`: a C scalar, which the model does not list among declarations.)
        guard let (prefix, counter) = keyFormat(k), tokens[counter].kind == .identifier else { return nil }
        guard let c = counterDeclaration(counter, value: "0", before: loop, body: body) else { return nil }
        return incrementsOnce(counter: counter, declared: c, in: loop, body: body, where: { $0 > write }) ? (prefix, p) : nil
    }

    /// One write for every view of a C variadic list walked by a `for`: `for (UIView *view =
    /// first; view != nil; view = va_arg(list, UIView *)) { d[[NSString stringWithFormat:@"v%d",
    /// index]] = view; index++; }`, `first` the helper's last, variadic parameter that `va_start`
    /// starts from, and `index` made 0 before the loop: the prefix and parameter.
    private func forList(_ key: (Int, Int), _ value: (Int, Int), write: Int, body: Int, signature: ParsedSignature) -> (String, Int)? {
        let (v0, v1) = unparenthesized(value)
        let loop = block(of: write)
        guard v1 - v0 == 1, tokens[v0].kind == .identifier, loop > body, case .parameter(loop) = resolve(v0),
              isPunct(loop - 1, UInt8(ascii: ")")), Int(match[loop - 1]) > 0, isIdentifier(Int(match[loop - 1]) - 1, "for") else { return nil }
        let clauses = split(Int(match[loop - 1]) + 1, loop - 1, at: UInt8(ascii: ";"))
        guard clauses.count == 3 else { return nil }
        let name = nameBytes(v0)
        // `UIView *view = first`: the list's first view, the variadic parameter `va_start` starts from.
        let (i0, i1) = clauses[0]
        guard let at = (i0..<i1).first(where: { bytesEqual(tokens[$0], name) && isPunct($0 + 1, UInt8(ascii: "=")) }),
              i1 - at == 3, case .parameter(body) = resolve(at + 2), let p = signature.names.firstIndex(of: nameBytes(at + 2)),
              p == signature.names.count - 1, signature.variadic[p], startsList(from: nameBytes(at + 2), in: body) else { return nil }
        // `view != nil`, `view`: the list ends at its `nil`.
        let test = compactText(from: clauses[1].0, to: clauses[1].1), element = String(decoding: name, as: UTF8.self)
        guard [element, element + "!=nil", "nil!=" + element, element + "!=NULL"].contains(test) else { return nil }
        // `view = va_arg(list, UIView *)`: the next view, and the only other assignment of it.
        let (s0, s1) = clauses[2]
        guard s1 - s0 >= 4, bytesEqual(tokens[s0], name), isPunct(s0 + 1, UInt8(ascii: "=")), isIdentifier(s0 + 2, "va_arg"),
              closing(s0 + 3) == s1 - 1, changes(of: name, from: loop, to: closing(loop)).isEmpty else { return nil }
        // The key counts from 0, one step a turn, after the write.
        guard let (prefix, counter) = keyFormat(loopKey(key, in: loop)), tokens[counter].kind == .identifier,
              let c = counterDeclaration(counter, value: "0", before: loop, body: body),
              !(loop + 1..<closing(loop)).contains(where: { isIdentifier($0, "continue") || isIdentifier($0, "break") || isIdentifier($0, "goto") }),
              incrementsOnce(counter: counter, declared: c, in: loop, body: body, where: { $0 > write }) else { return nil }
        return (prefix, p)
    }

    private func isEmptyMutableDictionary(_ range: (Int, Int)) -> Bool {
        let (a, b) = unparenthesized(range)
        let t = compactText(from: a, to: b)
        return ["[NSMutableDictionarynew]", "[NSMutableDictionarydictionary]", "[[NSMutableDictionaryalloc]init]", "[@{}mutableCopy]", "@{}.mutableCopy"].contains(t)
            || t.hasPrefix("[NSMutableDictionarydictionaryWithCapacity:") || t.hasPrefix("[[NSMutableDictionaryalloc]initWithCapacity:")
    }

    /// `for (UIView *view in views) { d[[NSString stringWithFormat:@"v%d", i]] = view; i++; }`
    /// with `i` made 0 before the loop: the write and the one `++` after it in the loop's own
    /// braces, and nothing that skips a turn (`continue`, `break`), so the counter is the
    /// element's place. The parameter the loop walks.
    private func countedElement(_ a: Int, _ b: Int, counter: Int, write: Int, body: Int, parameter: (Int) -> Int?) -> Int? {
        guard b - a == 1, tokens[a].kind == .identifier, tokens[counter].kind == .identifier,
              case .parameter(let loop) = resolve(a), blockKind(loop) == .loop, loop > body, block(of: write) == loop,
              changes(of: nameBytes(a), from: loop, to: closing(loop)).isEmpty,
              let sequence = elementSequence(loop, name: nameBytes(a)), !isUnbracedBody(write),
              !(loop + 1..<closing(loop)).contains(where: { isIdentifier($0, "continue") || isIdentifier($0, "break") || isIdentifier($0, "goto") }) else { return nil }
        let (s0, s1) = unparenthesized(sequence)
        guard s1 - s0 == 1, let p = parameter(s0),
              let c = counterDeclaration(counter, value: "0", before: loop, body: body),
              incrementsOnce(counter: counter, declared: c, in: loop, body: body, where: { $0 > write }) else { return nil }
        return p
    }

    /// `[NSString stringWithFormat:@"v%d", i]` (`%ld`, `%lu`, `%i`, `%zd`…; or `%@` of `@(i)`),
    /// or `[@"v" stringByAppendingString:[NSString stringWithFormat:@"%d", i]]`: the prefix and
    /// the index's token.
    private func keyFormat(_ range: (Int, Int)) -> (String, Int)? {
        let (a, b) = unparenthesized(range)
        // `[@"v" stringByAppendingString:…]`: the literal before what the inner key gives.
        if isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1 {
            let literal = isPunct(a + 1, UInt8(ascii: "@")) ? a + 2 : a + 1
            if tokens[literal].kind == .string, isIdentifier(literal + 1, "stringByAppendingString"), isPunct(literal + 2, UInt8(ascii: ":")),
               let head = lexer.decode(literals[Int(tokens[literal].value)]).value, let (inner, index) = keyFormat((literal + 3, b - 1)) {
                return (String(decoding: head, as: UTF8.self) + inner, index)
            }
        }
        guard isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1, isIdentifier(a + 1, "NSString"), isIdentifier(a + 2, FormatStringCall.classSelector),
              isPunct(a + 3, UInt8(ascii: ":")), isPunct(a + 4, UInt8(ascii: "@")) || tokens[a + 4].kind == .string else { return nil }
        let literalToken = isPunct(a + 4, UInt8(ascii: "@")) ? a + 5 : a + 4
        guard tokens[literalToken].kind == .string, isPunct(literalToken + 1, UInt8(ascii: ",")),
              let value = lexer.decode(literals[Int(tokens[literalToken].value)]).value, let percent = value.firstIndex(of: UInt8(ascii: "%")) else { return nil }
        let specifier = String(decoding: value[(percent + 1)...], as: UTF8.self)
        guard ["d", "i", "u", "ld", "lu", "li", "lld", "llu", "zd", "zu", "@", "lx"].contains(specifier) else { return nil }
        var index = literalToken + 2
        if specifier == "@" {   // `@(i)`
            guard isPunct(index, UInt8(ascii: "@")), isPunct(index + 1, UInt8(ascii: "(")), closing(index + 1) == index + 3 else { return nil }
            index += 2
        } else if isPunct(index, UInt8(ascii: "(")), closing(index) < b - 1 {   // a cast: `(long)i`
            index = closing(index) + 1
        }
        // `[views indexOfObject:view]`: the place of the loop's element in the array it walks.
        if specifier != "@", isPunct(index, UInt8(ascii: "[")), closing(index) == b - 2, isIdentifier(index + 2, "indexOfObject") {
            return (String(decoding: value[..<percent], as: UTF8.self), index)
        }
        guard tokens[index].kind == .identifier, index + 1 == b - 1 || specifier == "@" && index + 2 == b - 1 else { return nil }
        return (String(decoding: value[..<percent], as: UTF8.self), index)
    }

    /// The array parameter whose element at `index` `value` is, the index counting it from 0:
    /// `views[i]` or `[views objectAtIndex:i]` in `for (… i = 0; i < views.count; i++)`, or the
    /// element of `[views enumerateObjectsUsingBlock:^(UIView *v, NSUInteger i, …)`.
    private func elementOfParameter(_ value: (Int, Int), index: Int, write: Int, body: Int, signature: ParsedSignature) -> Int? {
        let (a, b) = unparenthesized(value)
        func parameter(_ t: Int) -> Int? {
            guard tokens[t].kind == .identifier, case .parameter(body) = resolve(t) else { return nil }
            return signature.names.firstIndex(of: nameBytes(t))
        }
        // `for (UIView *view in views) { … [views indexOfObject:view] … view }`.
        if isPunct(index, UInt8(ascii: "[")) {
            let array = index + 1, element = index + 4
            guard b - a == 1, isPunct(index + 3, UInt8(ascii: ":")), closing(index) == element + 1, bytesEqual(tokens[element], nameBytes(a)) else { return nil }
            var sequence: (Int, Int)? = nil
            switch resolve(a) {
            case .declaration(let d): sequence = loopElementChanged(d, use: a) ? nil : objcLoopSequence(of: d)
            case .parameter(let owner) where blockKind(owner) == .loop:
                sequence = changes(of: nameBytes(a), from: owner, to: closing(owner)).isEmpty ? elementSequence(owner, name: nameBytes(a)) : nil
            default: break
            }
            guard let (s0, s1) = sequence.map(unparenthesized), s1 - s0 == 1, bytesEqual(tokens[s0], nameBytes(array)) else { return nil }
            return parameter(s0)
        }
        let counter = nameBytes(index)
        var array: Int? = nil
        if b - a == 4, isPunct(a + 1, UInt8(ascii: "[")), bytesEqual(tokens[a + 2], counter), isPunct(a + 3, UInt8(ascii: "]")) {
            array = a
        } else if b - a == 6, isPunct(a, UInt8(ascii: "[")), isIdentifier(a + 2, "objectAtIndex"), bytesEqual(tokens[a + 4], counter) {
            array = a + 1
        }
        if let array, let p = parameter(array) {
            // The counting loop the write is the body of, braced or not:
            // `for (NSUInteger i = 0; i < ARRAY.count; i++)`.
            var k = write
            let brace = block(of: write)
            if brace > body, isPunct(brace - 1, UInt8(ascii: ")")) {
                k = brace - 1
            } else {
                while k > body && !isPunct(k, UInt8(ascii: ";")) && !isPunct(k, UInt8(ascii: "{"))
                        && !(isPunct(k, UInt8(ascii: ")")) && isIdentifier(Int(match[k]) - 1, "for")) { k -= 1 }
            }
            guard isPunct(k, UInt8(ascii: ")")), Int(match[k]) > 0, isIdentifier(Int(match[k]) - 1, "for") else { return nil }
            let (h0, h1) = (Int(match[k]) + 1, k)
            let words = text(from: h0, to: h1).filter { !$0.isWhitespace }
            let n = String(decoding: counter, as: UTF8.self), arrayName = text(array)
            guard words.contains("\(n)=0;"), words.contains("\(n)<\(arrayName).count;") || words.contains("\(n)<[\(arrayName)count];") else { return nil }
            return p
        }
        if let p = countedElement(a, b, counter: index, write: write, body: body, parameter: parameter) { return p }
        // `[views enumerateObjectsUsingBlock:^(UIView *view, NSUInteger index, BOOL *stop) { … }]`
        guard b - a == 1, tokens[a].kind == .identifier, case .parameter(let brace) = resolve(a), blockKind(brace) == .closure,
              isPunct(brace - 1, UInt8(ascii: ")")), Int(match[brace - 1]) > 3 else { return nil }
        let open = Int(match[brace - 1])
        let names = closureParameters(brace)
        guard isPunct(open - 1, UInt8(ascii: "^")), isIdentifier(open - 3, "enumerateObjectsUsingBlock"), names.count >= 2,
              names[0] == nameBytes(a), names[1] == counter, let message = enclosingOpen(open - 3, UInt8(ascii: "[")), open - 3 - message == 2 else { return nil }
        return parameter(message + 1)
    }
}
