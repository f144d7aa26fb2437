import VFLSyntax

/// ViewFacts is what a file shows about its views' autoresizing masks: which views it creates
/// itself with a plain UIKit/AppKit initializer, which it opts out of autoresizing constraints
/// (`translatesAutoresizingMaskIntoConstraints = false`, directly, through a setter, in a lazy
/// getter or in a `forEach` over an array that holds them), and which it hands to code that
/// may opt them out (a factory, a helper, a stack view). Views are named by their identity:
/// the expression without `self.` and an instance variable's `_`.
public struct ViewFacts: Sendable {
    /// Views created in this file only by plain initializers of UIKit/AppKit classes
    /// (`UILabel()`, `[[UIView alloc] init]`, `[UIButton buttonWithType:…]`).
    public var plainlyCreated: Set<String> = []
    /// Views assigned something else somewhere in the file (a factory, a closure, a custom class).
    public var otherwiseCreated: Set<String> = []
    /// Views opted out in this file.
    public var optedOut: Set<String> = []
    /// Whether the file opts out some view it does not name (`$0` over a collection it cannot
    /// see, a helper's parameter): then any view may be opted out.
    public var optsOutUnnamedViews = false
    /// Views passed to a call that may opt them out, or outlets created by a nib.
    public var handedOver: Set<String> = []
    /// Views given a frame that is not zero, where they are made (`initWithFrame:CGRectMake(…)`,
    /// `UIView(frame: CGRect(x: …))`) or later (`title.frame = …`): placed by that frame, which
    /// their autoresizing constraints keep.
    public var framed: Set<String> = []

    /// Whether the file shows that `view` is created here and nothing opts it out.
    public func certainlyKeepsAutoresizing(_ view: String) -> Bool {
        plainlyCreated.contains(view) && !otherwiseCreated.contains(view) && !optedOut.contains(view)
            && !optsOutUnnamedViews && !handedOver.contains(view)
    }

    /// The identity of a view expression: `self.title`, `_title` and `title` are one view.
    public static func identity(_ expression: String) -> String {
        // The usual case, a plain name, is its own identity (nothing below applies without a
        // space, a dot, a '-' or a leading '_').
        if expression.utf8.first != UInt8(ascii: "_"),
           !expression.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }) {
            return expression
        }
        var bytes = Array(expression.utf8.lazy.filter { $0 > 0x20 })
        if bytes.starts(with: "self.".utf8) { bytes.removeFirst(5) }
        if bytes.starts(with: "self->".utf8) { bytes.removeFirst(6) }
        if bytes.first == UInt8(ascii: "_"), bytes.count > 1, !bytes.dropFirst().contains(UInt8(ascii: ".")) { bytes.removeFirst() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads the facts of one file.
    public static func read(_ bytes: [UInt8], language: SourceLanguage) -> ViewFacts {
        let scanner = SourceScanner(bytes: bytes, language: language, functions: [])
        return scanner.viewFacts()
    }
}

extension SourceScanner {
    static let optOutProperty = "translatesAutoresizingMaskIntoConstraints"
    static let optOutSetter = "setTranslatesAutoresizingMaskIntoConstraints"

    /// Calls that take a view and do not change its autoresizing flag.
    static let harmlessCallees: Set<String> = [
        "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "bringSubview", "sendSubview",
        "NSDictionaryOfVariableBindings", "_NSDictionaryOfVariableBindings", "constraints", "constraintsWithVisualFormat",
        "views", "metrics", "options", "dictionaryWithObjectsAndKeys", "setObject", "updateValue", "setValue", "forKey",
        "print", "NSLog", "NSLayoutConstraint", "constraintWithItem", "item", "toItem", "attribute", "relatedBy",
        "multiplier", "constant", "equalTo", "equalToAnchor", "lessThanOrEqualTo", "greaterThanOrEqualTo",
        "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "activate", "activateConstraints",
        "isEqual", "isDescendant", "isDescendantOfView", "convert", "convertRect", "convertPoint", "fromView", "toView", "from", "to",
    ]

    /// UIKit methods that, given a view, leave its autoresizing flag alone (`forEach(addSubview)`).
    static let viewMethodsKeepingAutoresizing = WordSet(["addSubview", "addArrangedSubview", "removeFromSuperview", "bringSubviewToFront",
                                                 "sendSubviewToBack", "insertSubview", "removeArrangedSubview", "print",
                                                 "layoutIfNeeded", "setNeedsLayout", "sizeToFit"])

    /// Swift attributes that do nothing to a view (any other before a property may be a wrapper
    /// that sets it up).
    static let plainAttributes = WordSet(["objc", "nonobjc", "MainActor", "available", "Published", "IBInspectable", "NSManaged",
                                  "discardableResult", "inlinable", "usableFromInline", "frozen", "objcMembers", "IBAction",
                                  "IBDesignable", "escaping", "autoclosure", "Sendable", "preconcurrency", "testable"])

    /// With `names`, the facts about those views only, read as far as they matter: the facts
    /// answer `certainlyKeepsAutoresizing` for them, and may be incomplete otherwise.
    func viewFacts(about names: Set<String>? = nil) -> ViewFacts {
        var facts = ViewFacts()
        let wanted = names.map { WordSet(Array($0)) }
        /// Whether the identifier at `i` names one of `names` (`_name` too).
        func concerns(_ i: Int) -> Bool {
            guard let wanted else { return true }
            var start = Int(tokens[i].start)
            let end = Int(tokens[i].end)
            if bytes[start] == UInt8(ascii: "_") && end - start > 1 { start += 1 }
            return wanted.contains(bytes, start, end)
        }
        let factWords = Self.factWords
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier else { continue }
            // Every branch below needs one of the names asked about, a word it looks for, or
            // an attribute's `@`: most names of a file are passed over here.
            let concerned = concerns(i)
            guard concerned || matchesAny(i, factWords) || language == .swift && isPunct(i - 1, UInt8(ascii: "@")) else { continue }
            // `title.frame = …`, `self.title.frame = …`, not a zero rect.
            if concerned, isPunct(i + 1, UInt8(ascii: ".")), isIdentifier(i + 2, "frame"), isPunct(i + 3, UInt8(ascii: "=")),
               !isPunct(i + 4, UInt8(ascii: "=")), !isPunct(i - 1, UInt8(ascii: ".")) || isIdentifier(i - 2, "self"), !isZeroRect(i + 4) {
                facts.framed.insert(identity(ofName: i))
            }
            if equals(tokens[i], Self.optOutProperty) || equals(tokens[i], Self.optOutSetter) {
                recordOptOut(at: i, into: &facts, concerns: wanted == nil ? nil : concerns)
                // Asked about some views: once none of them can be certainly kept (each opted
                // out, handed over or made otherwise, or any view may be opted out), nothing
                // later in the file changes that answer.
                if let names, facts.optsOutUnnamedViews || names.allSatisfy({ facts.optedOut.contains($0) || facts.handedOver.contains($0) || facts.otherwiseCreated.contains($0) }) {
                    return facts
                }
                continue
            }
            // A property wrapper (`@UsesAutoLayout var title = UILabel()`) may set up its view:
            // the property is handed over, as an outlet is.
            if language == .swift && isPunct(i - 1, UInt8(ascii: "@")) && !matchesAny(i, Self.plainAttributes) {
                var j = i + 1
                while j < tokens.count && j < i + 12 && !isIdentifier(j, "var") && !isIdentifier(j, "let") && !isPunct(j, UInt8(ascii: "{")) { j += 1 }
                if (isIdentifier(j, "var") || isIdentifier(j, "let")) && j + 1 < tokens.count && tokens[j + 1].kind == .identifier {
                    facts.handedOver.insert(identity(ofName: j + 1))
                }
                continue
            }
            // `[a, b].forEach(prepare)`: a function, not a closure, is given the views.
            if language == .swift, matchesAny(i, Self.functionTakingMethods), isPunct(i - 1, UInt8(ascii: ".")),
               isPunct(i + 1, UInt8(ascii: "(")), !isPunct(i + 2, UInt8(ascii: "{")), !isPunct(i + 2, UInt8(ascii: "\\")),
               !(i + 2..<closing(i + 1)).contains(where: { matchesAny($0, Self.viewMethodsKeepingAutoresizing) }) {
                if isPunct(i - 2, UInt8(ascii: "]")), Int(match[i - 2]) >= 0 {
                    let open = Int(match[i - 2])
                    for (a, b) in split(open + 1, i - 2) where b - a >= 1 { facts.handedOver.insert(ViewFacts.identity(text(from: a, to: b))) }
                } else if i >= 2, tokens[i - 2].kind == .identifier, let elements = arrayElementsNamed(i - 2) {
                    facts.handedOver.formUnion(elements)   // `buttons.forEach(prepare)`, `buttons` a constant array of views
                }
                continue
            }
            if equals(tokens[i], "IBOutlet") || equals(tokens[i], "IBOutletCollection") {
                // `@IBOutlet weak var title: UILabel!`, `@property (weak) IBOutlet UILabel *title;`
                var j = i + 1
                while j < tokens.count && j < i + 12 && !isPunct(j, UInt8(ascii: ";")) && !isPunct(j, UInt8(ascii: "=")) && !newline(between: j - 1, and: j, continued: false) {
                    if tokens[j].kind == .identifier && !isPunct(j + 1, UInt8(ascii: "<")) { facts.handedOver.insert(identity(ofName: j)) }
                    j += 1
                }
                continue
            }
            // An assignment `name = …` / `self.name = …` / `_name = …` (also a declaration's).
            if isPunct(i + 1, UInt8(ascii: "=")) && !isPunct(i + 2, UInt8(ascii: "=")) && !isPunct(i - 1, UInt8(ascii: "=")) {
                guard concerned else { continue }
                var start = i
                if isPunct(i - 1, UInt8(ascii: ".")) {
                    guard isIdentifier(i - 2, "self") else { continue }
                    start = i - 2
                }
                _ = start
                let name = identity(ofName: i)
                let value = (i + 2, valueEnd(from: i + 2))
                guard isPlainCreation(value.0, value.1) else { facts.otherwiseCreated.insert(name); continue }
                facts.plainlyCreated.insert(name)
                if let frame = (value.0..<value.1).first(where: { isIdentifier($0, "frame") || isIdentifier($0, "initWithFrame") }),
                   isPunct(frame + 1, UInt8(ascii: ":")), !isZeroRect(frame + 2) {
                    facts.framed.insert(name)
                }
                continue
            }
            if concerned && (isHandedOver(i) || isReturnedOrStored(i)) { facts.handedOver.insert(ViewFacts.identity(viewExpression(endingAt: i))) }
            // `helper(views.allValues)`, `helper([views allValues])`, `helper([self.views
            // allValues])` passed on: every view of that dictionary (a message is passed from its
            // `[` to its `]`).
            if (isIdentifier(i, "allValues") || isIdentifier(i, "values")), i >= 2,
               isPunct(i - 1, UInt8(ascii: "."))
                ? isHandedOver(i, from: i - 2)
                : language == .objc && isPunct(i + 1, UInt8(ascii: "]")) && Int(match[i + 1]) >= 0 && Int(match[i + 1]) < i - 1
                    && isHandedOver(i + 1, from: Int(match[i + 1])) {
                let holder = isPunct(i - 1, UInt8(ascii: ".")) ? i - 2 : i - 1
                if tokens[holder].kind == .identifier, case .declaration(let d) = resolve(holder), let initial = initializer(of: d),
                   case .known(let dictionary) = dictionary(initial.0, initial.1) {
                    for entry in dictionary.entries { facts.handedOver.insert(ViewFacts.identity(entry.valueText)) }
                } else {
                    facts.optsOutUnnamedViews = true
                }
            }
        }
        return facts
    }

    /// `UILabel()`, `UIView(frame: .zero)`, `UIButton(type: .system)`, `UILabel.init()`,
    /// `[UILabel new]`, `[[UIView alloc] initWithFrame:…]`, `[UIButton buttonWithType:…]`.
    func isPlainCreation(_ a: Int, _ b: Int) -> Bool {
        guard a < b else { return false }
        func apple(_ index: Int) -> Bool {
            guard index < tokens.count, tokens[index].kind == .identifier else { return false }
            let name = text(index)
            return (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.count > 2
        }
        switch language {
        case .swift:
            if apple(a) && isPunct(a + 1, UInt8(ascii: "(")) && closing(a + 1) == b - 1 { return true }
            if apple(a) && isPunct(a + 1, UInt8(ascii: ".")) && isIdentifier(a + 2, "init") && isPunct(a + 3, UInt8(ascii: "(")) && closing(a + 3) == b - 1 { return true }
            return false
        case .objc:
            guard isPunct(a, UInt8(ascii: "[")), closing(a) == b - 1 else { return false }
            if apple(a + 1) && (isIdentifier(a + 2, "new") || isIdentifier(a + 2, "buttonWithType")) { return true }
            if isPunct(a + 1, UInt8(ascii: "[")) && apple(a + 2) && isIdentifier(a + 3, "alloc") && isPunct(a + 4, UInt8(ascii: "]")),
               a + 5 < b, tokens[a + 5].kind == .identifier, text(a + 5).hasPrefix("init") {
                return true
            }
            return false
        }
    }

    /// Whether the rect starting at token `k` is zero: `.zero`, `CGRect.zero`, `CGRectZero`,
    /// `NSZeroRect`, `CGRect()`.
    func isZeroRect(_ k: Int) -> Bool {
        if isPunct(k, UInt8(ascii: ".")) && isIdentifier(k + 1, "zero") { return true }
        if isIdentifier(k, "CGRectZero") || isIdentifier(k, "NSZeroRect") { return true }
        guard isIdentifier(k, "CGRect") || isIdentifier(k, "NSRect") else { return false }
        return isPunct(k + 1, UInt8(ascii: ".")) && isIdentifier(k + 2, "zero") || isPunct(k + 1, UInt8(ascii: "(")) && isPunct(k + 2, UInt8(ascii: ")"))
    }

    /// The view expression whose last name is at `index` (`self.title`, `_title`, `title`).
    func viewExpression(endingAt index: Int) -> String {
        if isPunct(index - 1, UInt8(ascii: ".")) && isIdentifier(index - 2, "self") { return "self." + text(index) }
        return text(index)
    }

    /// An opt-out at `i` (the property or setter name): which views it applies to.
    /// (`concerns`, when given, says which single names matter: elements of an array that are
    /// not among them are passed over.)
    func recordOptOut(at i: Int, into facts: inout ViewFacts, concerns: ((Int) -> Bool)? = nil) {
        // An assignment, a setter's argument.
        var v = i + 1
        if isPunct(v, UInt8(ascii: "=")) && !isComparison(v) || isPunct(v, UInt8(ascii: ":")) || isPunct(v, UInt8(ascii: "(")) { v += 1 } else { return }
        // `= true` / `= YES` keeps autoresizing; any other value (`= useAutoLayout`) may be false.
        guard !isIdentifier(v, "true") && !isIdentifier(v, "YES") else { return }
        // The receiver: `x.translates… = false`, `[x setTranslates…:NO]`, `x.setTranslates…(false)`.
        var end = i
        var start: Int
        if isPunct(i - 1, UInt8(ascii: ".")) {
            end = i - 1
            start = expressionStart(before: end)
        } else if language == .objc && Int(parent[i]) >= 0 && isPunct(Int(parent[i]), UInt8(ascii: "[")) {
            start = Int(parent[i]) + 1
        } else {
            return   // `translatesAutoresizingMaskIntoConstraints = false` on self
        }
        guard start < end else { return }
        let receiver = text(from: start, to: end)
        if receiver == "self" || receiver == "super" { return }
        if text(start).hasPrefix("$") {
            if let elements = elementsIterated(by: start, concerns: concerns) { facts.optedOut.formUnion(elements); return }
            facts.optsOutUnnamedViews = true
            return
        }
        if end - start == 1 && tokens[start].kind == .identifier || end - start == 3 && isIdentifier(start, "self") {
            let name = tokens[start].kind == .identifier && end - start == 1 ? start : start + 2
            if case .parameter = resolve(name) {
                // A function's parameter: the views passed to it are handed over (see `isHandedOver`).
                if parameterOwner(name).map({ blockKind($0) == .function }) == true { return }
                // A closure's or loop's over an array literal: its elements.
                if let elements = elementsIterated(by: name, concerns: concerns) { facts.optedOut.formUnion(elements); return }
                facts.optsOutUnnamedViews = true
                return
            }
            facts.optedOut.insert(ViewFacts.identity(receiver))
            return
        }
        // `(view as! UIView).translates…`, `views[0].translates…`: any view.
        if receiver.contains("[") || receiver.contains("(") || receiver.contains("$") {
            facts.optsOutUnnamedViews = true
            return
        }
        facts.optedOut.insert(ViewFacts.identity(receiver))
    }

    /// The identities of the elements of the array constant named at `index` (`let buttons =
    /// [a, b]`), or nil.
    func arrayElementsNamed(_ index: Int) -> Set<String>? {
        guard case .declaration(let d) = resolve(index), let initial = initializer(of: d) else { return nil }
        var start = initial.0
        if isPunct(start, UInt8(ascii: "@")) { start += 1 }
        guard isPunct(start, UInt8(ascii: "[")), closing(start) < initial.1 else { return nil }
        return Set(split(start + 1, closing(start)).filter { $0.1 > $0.0 }.map { ViewFacts.identity(text(from: $0.0, to: $0.1)) })
    }

    /// The block whose parameter the name at `index` is.
    func parameterOwner(_ index: Int) -> Int? {
        let owner = parameterOwner(nameBytes(index), block(of: index))
        return owner >= 0 ? owner : nil
    }

    /// When token `index` is a closure or loop parameter over an array literal (`[a, b].forEach
    /// { $0… }`, `for v in [a, b] {`), the identities of the elements.
    func elementsIterated(by index: Int, concerns: ((Int) -> Bool)? = nil) -> Set<String>? {
        // The innermost closure or loop around the use, inside its function.
        let brace = innermostBlock(from: block(of: index), memo: &cache.iterations) { brace in
            switch blockKind(brace) {
            case .closure, .loop: return brace
            case .function: return -1
            default: return nil
            }
        }
        guard brace >= 0 else { return nil }
        let kind = blockKind(brace)
        var array: (Int, Int)? = nil
        if kind == .closure {
            // `[…].forEach {` / `[…].forEach({`
            var j = brace - 1
            if isPunct(j, UInt8(ascii: "(")) { j -= 1 }
            if j >= 2, tokens[j].kind == .identifier, isPunct(j - 1, UInt8(ascii: ".")), isPunct(j - 2, UInt8(ascii: "]")), Int(match[j - 2]) >= 0 {
                array = (Int(match[j - 2]), j - 1)
            }
        } else if let inIndex = (max(0, brace - 64)..<brace).last(where: { isIdentifier($0, "in") }) {
            var s = inIndex + 1
            if isPunct(s, UInt8(ascii: "@")) { s += 1 }
            // An array literal (in Objective-C `@[…]`; a bare `[…]` is a message: `[views allValues]`).
            if isPunct(s, UInt8(ascii: "[")) && (language == .swift || isPunct(s - 1, UInt8(ascii: "@"))) { array = (s, closing(s) + 1) }
        }
        guard let (open, _) = array else { return nil }
        var a = open
        if isPunct(a, UInt8(ascii: "@")) { a += 1 }
        var elements = Set<String>()
        for (x, y) in split(a + 1, closing(a)) {
            if y - x == 1 && tokens[x].kind == .identifier {
                // A plain name (most elements): its identity from its bytes, if it is asked about.
                if concerns?(x) ?? true { elements.insert(identity(ofName: x)) }
            } else {
                elements.insert(ViewFacts.identity(text(from: x, to: y)))
            }
        }
        return elements
    }

    /// `ViewFacts.identity` of the one identifier at `i`, made from its bytes in one step (this
    /// runs for every assignment of a file).
    func identity(ofName i: Int) -> String {
        Self.identity(ofName: bytes[Int(tokens[i].start)..<Int(tokens[i].end)])
    }

    /// `identity(ofName:)` as a key of the model's tables.
    func identityKey(ofName i: Int) -> NameKey {
        Self.identityKey(ofName: bytes, Int(tokens[i].start), Int(tokens[i].end))
    }

    static func identityKey(ofName bytes: [UInt8], _ start: Int, _ end: Int) -> NameKey {
        end - start > 1 && bytes[start] == UInt8(ascii: "_") ? NameKey(bytes, start + 1, end) : NameKey(bytes, start, end)
    }

    /// `ViewFacts.identity` of a name's bytes (`_title` is `title`).
    static func identity(ofName name: ArraySlice<UInt8>) -> String {
        String(decoding: name.first == UInt8(ascii: "_") && name.count > 1 ? name.dropFirst() : name, as: UTF8.self)
    }

    /// Whether the view named at `i` leaves this code whole: returned, or stored in another
    /// variable or property (`self.button = button`), where other code may opt it out.
    func isReturnedOrStored(_ i: Int) -> Bool {
        var s = i
        if isPunct(i - 1, UInt8(ascii: ".")) {
            guard isIdentifier(i - 2, "self") else { return false }
            s = i - 2
        }
        // The cheap tests first: this runs for every name in the file.
        let returned = isIdentifier(s - 1, "return")
        let assigned = isPunct(s - 1, UInt8(ascii: "=")) && !isPunct(s - 2, UInt8(ascii: "=")) && !isPunct(s - 2, UInt8(ascii: "!"))
        return (returned || assigned) && statementEnd(from: s) == i + 1
    }

    /// Whether the name at `i` is passed whole to a call that may opt it out: an argument of a
    /// function, initializer or message not known to leave the flag alone (a factory, a
    /// helper, `addArrangedSubview`, `UIStackView(arrangedSubviews: [a, b])`).
    func isHandedOver(_ i: Int, from start: Int? = nil) -> Bool {
        var s = i
        if let start {
            s = start
        } else if isPunct(i - 1, UInt8(ascii: ".")) {
            guard isIdentifier(i - 2, "self") else { return false }
            s = i - 2
        }
        let before = s - 1
        let after = i + 1
        guard before >= 0, after < tokens.count else { return false }
        let opensArgument = isPunct(before, UInt8(ascii: "(")) || isPunct(before, UInt8(ascii: ",")) || isPunct(before, UInt8(ascii: ":"))
            || isPunct(before, UInt8(ascii: "["))
        let closesArgument = isPunct(after, UInt8(ascii: ")")) || isPunct(after, UInt8(ascii: ",")) || isPunct(after, UInt8(ascii: "]"))
            || language == .objc && tokens[after].kind == .identifier && isPunct(after + 1, UInt8(ascii: ":"))
        guard opensArgument && closesArgument else { return false }
        var p = Int(parent[s])
        var callee = -1
        var hops = 0
        while p >= 0 && hops < 3 {
            hops += 1
            if isPunct(p, UInt8(ascii: "(")) {
                callee = p - 1
                break
            }
            if isPunct(p, UInt8(ascii: "[")) {
                if language == .objc && !isPunct(p - 1, UInt8(ascii: "@")) {
                    // A message: the selector piece before the argument.
                    var k = s - 1
                    if isPunct(k, UInt8(ascii: ":")) { k -= 1 } else {
                        while k > p && !(tokens[k].kind == .identifier && isPunct(k + 1, UInt8(ascii: ":")) && Int(parent[k]) == p) { k -= 1 }
                    }
                    if k <= p + 1 { return false }   // the receiver of the message
                    callee = k
                    break
                }
                // An array or dictionary literal: what receives it.
                if isPunct(before, UInt8(ascii: ":")) && language == .swift { return false }   // a dictionary value
                s = isPunct(p - 1, UInt8(ascii: "@")) ? p - 1 : p   // the literal is the argument now
                p = Int(parent[p])
                continue
            }
            if isPunct(p, UInt8(ascii: "{")) && language == .objc && isPunct(p - 1, UInt8(ascii: "@")) { return false }   // @{…} value
            return false
        }
        guard callee >= 0, callee < tokens.count, tokens[callee].kind == .identifier else { return false }
        // A Swift argument label: `arrangedSubviews: [a, b]` → the callee is before the `(`.
        let name = text(callee)
        if name == "self" || name == "super" { return false }
        // A helper taking views one by one (`addConstraints(with: "H:|[v0]|", views: a)`) may opt
        // them out itself, as the tutorial helper does, whatever its name.
        if functions.contains(where: { $0.positionalKeys != nil && $0.name == name }) { return true }
        return !Self.harmlessCallees.contains(name)
    }
}

extension SourceScanner {
    // Words compared with tokens (`matchesAny`).
    static let functionTakingMethods = WordSet(["forEach", "map", "compactMap"])
    /// The words `viewFacts` looks for besides the views asked about.
    static let factWords = WordSet([optOutProperty, optOutSetter, "forEach", "map", "compactMap", "IBOutlet", "IBOutletCollection",
                                    "allValues", "values"])
}
