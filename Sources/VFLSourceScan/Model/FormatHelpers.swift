import VFLSyntax

/// What a helper's caller gives for one of the API's other arguments (views, metrics, options).
public enum HelperArgument: Sendable, Hashable {
    /// The caller's argument for the helper's parameter at this index.
    case parameter(Int)
    /// Nothing: the helper passes `metrics: nil`, or no options.
    case none
    /// Something the helper makes or finds itself (a property, a dictionary of its own):
    /// unknown at its calls.
    case unknown
    /// What the helper object's initializer (this selector, or a `SwiftInitializer` key) was
    /// given as this parameter and stored: `[[VFL alloc] initWithSuperview:v metrics:m views:d]`,
    /// then `[vfl :@"H:|[a]|"]` reads `d` where the object was made. With `unlessGiven`, the
    /// helper's parameter of that index instead when a call passes it (`views ?? self.views`).
    case stored(initializer: String, parameter: Int, unlessGiven: Int? = nil)
    /// A dictionary the helper makes from the array its caller gives as this parameter, each
    /// view keyed by the prefix and its place (`v0`, `v1`, …).
    case positional(prefix: String, parameter: Int)
    /// A dictionary the helper writes itself, each key a string and each value one of its
    /// parameters (`@{@"view": view}`): at a call, these keys with the call's arguments.
    case keyed(keys: [String], parameters: [Int])
    /// A macro's `NSDictionaryOfVariableBindings(VIEW, …)` of its parameters: at a use, keyed by
    /// the text of the use's arguments, as the preprocessor writes them into it.
    case variableBindings(parameters: [Int])
    /// A name a macro's body reads (`views:views`): read where the macro is used.
    case named(String)
    /// A member of the object the helper is sent to (`self.views`), which the helper leaves
    /// alone: at a call sent to `self`, what the calling method last assigned to it.
    case member(String)
    /// A Swift dictionary property of the helper's type (`name`, of `type`) whose every write
    /// in its file is read (`filledAcrossFile`): at a call in that file, the keys it may hold.
    case property(name: String, type: String)
    /// A dictionary the helper makes itself with these keys (literal strings) whatever it is
    /// given (`views: ["v0": separator, "v1": title]`), each with its value as written there;
    /// `type` names the Swift type (or extension) that defines it ("" in Objective-C).
    case own(keys: [String], values: [String], type: String)
    /// The caller's argument for this parameter, copied by the helper, which may add these
    /// keys (literal strings) with these values to the copy (`var all = views; all["topGuide"]
    /// = guide`): at a call, the call's dictionary and these keys besides.
    case extended(parameter: Int, keys: [String], values: [String])

    /// The parameter whose argument the helper reads as the API does and leaves as it is given
    /// (a copy it adds keys to is its own).
    var givenParameter: Int? {
        switch self {
        case .parameter(let p), .extended(let p, _, _): return p
        default: return nil
        }
    }
}

/// HelperSignature is a function, method or C function of the project that hands a format (or
/// each format of an array) it is given to Auto Layout, directly or through another helper:
///
///     + (NSArray *)install:(NSArray *)formats views:(NSDictionary *)views into:(UIView *)container
///     func pin(_ format: String, in container: UIView, views: [String: Any])
///
/// Its calls are matched by the whole signature (the Objective-C selector, the Swift name and
/// argument labels, the C name and argument count), and each is checked with the views, metrics
/// and options that call passes, as the API would be called with them.
public struct HelperSignature: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        case swift
        case objc
        case c
    }
    public var style: Style
    /// Swift and C: the function's name. Objective-C: the selector (`install:views:into:`).
    public var name: String
    /// The argument labels in order: Swift's (`_` for none), the Objective-C selector's pieces,
    /// `_` for each of a C function's parameters.
    public var labels: [String]
    /// The Swift parameters a call may leave out (they have a default value).
    public var defaulted: [Bool]
    /// The Swift variadic parameters (`formats: String...`): a call passes them as a list.
    public var variadic: [Bool] = []
    /// An Objective-C class method (`+ (NSArray *)pin:…`): a message to a class reaches it, a
    /// message to an object reaches the instance method of the same selector, another helper.
    public var isClassMethod = false
    /// The parameter holding the format, and whether it is an array of formats.
    public var format: Int
    public var formatsAreArray: Bool
    /// Further parameters that hold formats handed on with the same views, metrics and options
    /// (`constraints:(NSArray *)formats … finalConstraint:(NSString *)last`).
    public var otherFormats: [FormatParameter] = []

    /// A parameter holding formats: its place among the parameters, and whether it is an array
    /// of formats.
    public struct FormatParameter: Sendable, Hashable {
        public var index: Int
        public var isArray: Bool
    }
    public var views: HelperArgument
    public var metrics: HelperArgument
    public var options: HelperArgument
    /// A signature the project defines as a helper and also as something else (or as helpers
    /// that pass on differently): its calls are not read, and no file reads it as its own helper.
    public var isAmbiguous = false
    /// A method that helper objects of several classes define, each made by its own
    /// initializer: a call is this one's only when its receiver was made by this one's.
    public var isToldApartByInitializer = false
    /// A function-like macro (`FormatMacro`), defined in a header and used in other files; a
    /// file that defines a macro of its name reads its uses by its own definition.
    public var isMacro = false
    /// A Swift method marked `@objc`: the selector Objective-C calls it by.
    public var exposedToObjC: ObjCExposure? = nil
    /// Whether its body changes no member of `self` and sends `self` no message but layout
    /// calls and such helpers (`nothingChangesSelf`): a call of it sent to `self` between a
    /// member's assignment and a read of it cannot change the member.
    public var leavesSelfAlone = false
    /// Whether it unwraps its views dictionary with a conditional cast and goes no further when
    /// the cast fails (`guard let views = views as? [String: UIView] else { return }`): a nil
    /// value at a call leaves its constraints out, no crash.
    public var unwrapsViews = false
    /// Swift: the labels of calls leaving out parameters with a default that another function
    /// of the project is declared with: such a call reaches that function (Swift prefers the
    /// one that needs no default), so it is not read as this helper's.
    public var callsReachingOthers: [[String]] = []
    /// Swift: the labels of such calls where every other function declared with them takes
    /// something no string literal can be at the format's place (`add(_ constraint:
    /// NSLayoutConstraint)` beside `add(_ format: String, views: … = nil)`): a call whose format
    /// is written there as a literal is this helper's, any other is not read.
    public var callsReachingOthersUnlessLiteral: [[String]] = []
    /// The same two lists for a call sent to a value made by the initializer of the struct
    /// `storingType`, counting only the functions such a call can reach (not the methods of
    /// other types).
    public var callsOnOwnValueReachingOthers: [[String]] = []
    public var callsOnOwnValueReachingOthersUnlessLiteral: [[String]] = []
    /// A Swift `override func`: a call may reach it instead of the method it overrides.
    public var isOverride = false
    /// A Swift method of instances (in a type or an extension, not `static` or `class`): a call
    /// sent to a type (`NSLayoutConstraint.activate(…)`) is not its.
    public var isInstanceMethod = false
    /// A method several Swift types define, each making its own views dictionary (`.own`): a
    /// call sent to `self` in one of those types (or an extension of it) is that type's.
    public var isToldApartByType = false
    /// Swift: the first parameter is written with one name (`format: String`), its label in
    /// Swift 3 and later (`swift2Variant`).
    public var firstLabelIsImplied = false
    /// A `swift2Variant`: only a call whose format is written there, a literal that starts as
    /// a format, is its (the SDK has methods of its name: `addConstraints(_:)`).
    public var isSwift2Variant = false

    /// Swift: the signature each call leaving out some of the parameters with a default writes
    /// (at most 15: four such parameters), for `callsReachingOthers`.
    public var defaultedVariants: [HelperSignature] {
        guard style == .swift else { return [] }
        let optional = defaulted.indices.filter { defaulted[$0] }.prefix(4)
        guard !optional.isEmpty else { return [] }
        return (1..<(1 << optional.count)).map { mask in
            var variant = self
            let left = Set(optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            variant.labels = labels.indices.filter { !left.contains($0) }.map { labels[$0] }
            variant.defaulted = defaulted.indices.filter { !left.contains($0) }.map { defaulted[$0] }
            variant.variadic = variadic.indices.filter { !left.contains($0) }.map { variadic[$0] }
            // The format's place among the parameters kept (-1: left out).
            variant.format = labels.indices.filter { !left.contains($0) }.firstIndex(of: format) ?? -1
            return variant
        }
    }

    /// The same Swift helper as Swift 1 and 2 call it: a first parameter written with one name
    /// has no label there (`class func pinned(format: String, views: …)` is called
    /// `pinned("H:|[a]|", views: v)`).
    public var swift2Variant: HelperSignature? {
        guard style == .swift, firstLabelIsImplied, let first = labels.first, first != "_" else { return nil }
        var variant = self
        variant.labels[0] = "_"
        variant.firstLabelIsImplied = false
        variant.isSwift2Variant = true
        return variant
    }

    /// How Objective-C calls a Swift method: `@objc static func layout(in view: NSView,
    /// formats: [String])` is the class method `layoutIn:formats:`.
    public struct ObjCExposure: Sendable, Hashable {
        public var selector: [String]
        public var isClassMethod: Bool
    }

    /// The same helper as Objective-C files call it, for a Swift method marked `@objc`.
    public var objcVariant: HelperSignature? {
        guard style == .swift, let exposure = exposedToObjC, exposure.selector.count == labels.count, !variadic.contains(true) else { return nil }
        var variant = self
        variant.style = .objc
        variant.labels = exposure.selector
        variant.name = exposure.selector.map { $0 + ":" }.joined()
        variant.defaulted = Array(repeating: false, count: labels.count)
        variant.isClassMethod = exposure.isClassMethod
        variant.exposedToObjC = nil
        return variant
    }

    /// The same helper as Swift files call it, for an Objective-C method: Swift imports
    /// `+pg_constraintsWithFormats:views:` as `pg_constraints(withFormats:views:)`, the first
    /// piece split before its last preposition (`with`, `in`, `for`, …; none: `name(_:…)`).
    /// Swift also drops words that repeat a parameter's type (`locationInView:(UIView *)` is
    /// `location(in:)`), which this does not: such a call is not matched (a miss, never a
    /// finding about another function).
    public var swiftVariant: HelperSignature? {
        // (`initWith…:` is imported as `init(…)`: not a helper's call.)
        guard style == .objc, !isMacro, let first = labels.first, !first.isEmpty,
              !(first.hasPrefix("init") && (first.count == 4 || first.dropFirst(4).first?.isUppercase == true)) else { return nil }
        let characters = Array(first)
        var split: Int? = nil
        var p = 1
        while p < characters.count {
            if characters[p].isUppercase {
                var end = p + 1
                while end < characters.count && !characters[end].isUppercase { end += 1 }
                if Self.prepositions.contains(String(characters[p..<end]).lowercased()) { split = p }
                p = end
            } else {
                p += 1
            }
        }
        var variant = self
        variant.style = .swift
        if let split {
            variant.name = String(characters[..<split])
            variant.labels = [String(characters[split]).lowercased() + String(characters[(split + 1)...])]
        } else {
            variant.name = first
            variant.labels = ["_"]
        }
        variant.labels += labels.dropFirst().map { $0.isEmpty ? "_" : $0 }
        variant.defaulted = Array(repeating: false, count: labels.count)
        variant.variadic = []
        variant.isClassMethod = false
        return variant
    }

    /// Words Swift leaves a first argument label as it is after (`layout(in:)` is `layoutIn:`);
    /// before any other it puts "With" (`pin(format:)` is `pinWithFormat:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector Swift gives a method of this name and argument labels (`_` for none).
    static func objcSelector(name: String, labels: [String]) -> [String] {
        guard let first = labels.first else { return [] }
        var head = name
        if first != "_" {
            let firstWord = String(first.prefix { !$0.isUppercase })
            if !prepositions.contains(firstWord) { head += "With" }
            head += first.prefix(1).uppercased() + first.dropFirst()
        }
        return [head] + labels.dropFirst().map { $0 == "_" ? "" : $0 }
    }

    /// The initializer of the helper object whose stored views this method reads, if it does.
    var storingInitializer: String? {
        if case .stored(let initializer, _, _) = views { return initializer }
        return nil
    }

    /// Whether a call of one is a call of the other.
    public func isCalled(as other: HelperSignature) -> Bool {
        style == other.style && name == other.name && labels == other.labels && isClassMethod == other.isClassMethod
    }

    /// What a call tells of the helper it reaches (`isCalled(as:)`): two of one call key are
    /// called alike.
    public var callKey: CallKey { CallKey(style: style, name: name, labels: labels, isClassMethod: isClassMethod) }

    public struct CallKey: Sendable, Hashable {
        var style: Style
        var name: String
        var labels: [String]
        var isClassMethod: Bool
    }

    /// The name a user knows it by: `install:views:into:`, `pin(_:in:views:)`, `VFLPin()`.
    public var displayName: String {
        switch style {
        case .objc: return name
        case .swift: return name + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .c: return name + "()"
        }
    }

    /// The first token of every call: the function's name, or the selector's first piece.
    var callName: String {
        style == .objc ? labels.first ?? "" : name
    }

    /// One helper for each signature among `definitions`, marked ambiguous where two
    /// definitions of the signature differ in what they pass on or where the project defines the
    /// signature more often than it defines it as a helper (`definitionCounts`, by `key`: another
    /// class's method of the same selector that does something else with its strings).
    public static func unambiguous(_ definitions: [HelperSignature], definitionCounts: [String: Int]) -> [HelperSignature] {
        var byKey: [String: [HelperSignature]] = [:]
        for definition in definitions { byKey[definition.key, default: []].append(definition) }
        return byKey.keys.sorted().flatMap { key -> [HelperSignature] in
            // Each definition of the signature may be the one a call reaches: it leaves `self`
            // alone only if all do (and that alone does not tell them apart).
            let clean = byKey[key]!.allSatisfy(\.leavesSelfAlone), overridden = byKey[key]!.contains(where: \.isOverride)
            let instance = byKey[key]!.allSatisfy(\.isInstanceMethod)
            let list = byKey[key]!.map { one in
                var one = one
                (one.leavesSelfAlone, one.isOverride, one.isInstanceMethod) = (clean, overridden, instance)
                return one
            }
            var helper = list[0]
            // One function handing on several of its parameters as formats, alike otherwise:
            // one helper with several formats.
            var distinct: [HelperSignature] = []
            var seen = Set<HelperSignature>()
            for definition in list where seen.insert(definition).inserted { distinct.append(definition) }
            func sameButFormat(_ a: HelperSignature, _ b: HelperSignature) -> Bool {
                var a = a, b = b
                (a.format, a.formatsAreArray, b.format, b.formatsAreArray) = (0, false, 0, false)
                return a == b
            }
            var mergeable = distinct.count > 1 && distinct.allSatisfy { sameButFormat($0, helper) }
                && Set(distinct.map(\.format)).count == distinct.count
            if mergeable, (definitionCounts[key] ?? 0) > 1 { mergeable = false }   // more than one function
            // Methods of helper objects of different classes (`:` of two), each reading what its
            // own initializer stored: told apart at each call by how its receiver was made.
            let initializers = Set(distinct.compactMap(\.storingInitializer))
            if !mergeable, distinct.count > 1, initializers.count == distinct.count, (definitionCounts[key] ?? 0) <= list.count {
                return distinct.map { var one = $0; one.isAmbiguous = false; one.isToldApartByInitializer = true; return one }
            }
            // Methods of several Swift types, each with a views dictionary of its own: told apart
            // at a call sent to `self` by the type around it, unless one overrides another (a
            // call in the superclass may then reach the subclass's).
            let types = distinct.compactMap { helper -> String? in
                if case .own(_, _, let type) = helper.views, !type.isEmpty { return type }
                return nil
            }
            if !mergeable, distinct.count > 1, types.count == distinct.count, Set(types).count == types.count, !overridden,
               (definitionCounts[key] ?? 0) <= list.count {
                return distinct.map { var one = $0; one.isAmbiguous = false; one.isToldApartByType = true; return one }
            }
            if mergeable {
                for other in distinct.dropFirst() {
                    helper.otherFormats.append(FormatParameter(index: other.format, isArray: other.formatsAreArray))
                }
                helper.isAmbiguous = false
            } else {
                helper.isAmbiguous = distinct.count > 1 || (definitionCounts[key] ?? 0) > list.count
            }
            return [helper]
        }
    }

    /// A signature whose roles are not read (unknown): what a key or a call's labels need.
    static func unread(style: Style, name: String, labels: [String], defaulted: [Bool]? = nil) -> HelperSignature {
        HelperSignature(style: style, name: name, labels: labels, defaulted: defaulted ?? labels.map { _ in false }, format: 0,
                        formatsAreArray: false, views: .unknown, metrics: .unknown, options: .unknown)
    }

    /// Appended to a key in definition counts (`definitionCounts`): the Swift `override`s of it.
    public static let overrideSuffix = " override"
    /// Appended to a key in definition counts: the Swift functions a call of that key's labels
    /// reaches by leaving out some of their defaulted parameters.
    public static let reachedByDefaultsSuffix = " by defaults"
    /// Appended to a key in definition counts: the Swift functions of that key whose parameter
    /// at `index` takes something no string literal can be (`takesNoString`).
    public static func noStringSuffix(_ index: Int) -> String { " no string at \(index)" }
    /// Appended to a key (or a key and another suffix) in definition counts: the Swift methods
    /// written in the body of the struct of that name (`memberSuffix("Layout")`), or of any
    /// struct, class, enum or actor (`memberSuffix(nil)`). A method sent to a struct's value is
    /// one of that struct's, its extensions', or its protocols', never another type's.
    public static func memberSuffix(_ structName: String?) -> String { structName.map { " in struct " + $0 } ?? " in a type" }
    /// Appended to a key in definition counts: the methods written in the body of the class (or
    /// actor) of that name.
    public static func classMemberSuffix(_ className: String) -> String { " in class " + className }
    /// The key in definition counts of the declarations of a type named `name` (a struct, class,
    /// enum, actor, protocol, type alias or generic parameter; `storingType`s only).
    public static func typeDeclarationsSuffix(_ name: String) -> String { "type " + name }

    /// This helper, with the dictionaries a Swift initializer stores left unknown where the name
    /// of that initializer's type declares more than that type, or copies of it each defining
    /// the helper (a nested class, a type alias, a type of another module): `Name(…)` may make
    /// another type's object.
    /// `counts` are `definitionCounts` of the file or the project.
    public func checkingStoringType(_ counts: [String: Int]) -> HelperSignature {
        guard let type = storingType else { return self }
        // One declaration (the helper's type), or copies of the type, each defining the helper.
        let declarations = counts[Self.typeDeclarationsSuffix(type)] ?? 0
        let copies = (counts[key + Self.memberSuffix(type)] ?? 0) + (counts[key + Self.classMemberSuffix(type)] ?? 0)
        guard declarations != 1 && declarations != copies else { return self }
        var helper = self
        if case .stored = views { helper.views = .unknown }
        if case .stored = metrics { helper.metrics = .unknown }
        return helper
    }

    /// The struct whose initializer stores the views or metrics this Swift helper reads
    /// (`HelperArgument.stored`): a call sent to a value that initializer made is this
    /// struct's method.
    public var storingType: String? {
        for argument in [views, metrics] {
            if case .stored(let key, _, _) = argument, let initializer = SwiftInitializer(key: key) { return initializer.type }
        }
        return nil
    }

    /// The signature's identity: style, name and labels.
    public var key: String { style.rawValue + " " + (isClassMethod ? "+" : "") + name + "(" + labels.joined(separator: ":") + ")" }

    /// The helper as a function the scanner reads calls of.
    public var function: FormatFunction {
        var function = FormatFunction(name: callName, formatLabel: labels[format], passesNoMetrics: metrics == .none)
        function.signature = self
        return function
    }
}

/// A function's or method's parameters as a helper needs them.
struct ParsedSignature {
    var style: HelperSignature.Style
    var name: String
    var labels: [String]
    var names: [[UInt8]]
    var defaulted: [Bool]
    var variadic: [Bool]
    /// Swift: each parameter's type, as tokens (`[UIView]`, `UIView...` without the dots).
    var types: [(Int, Int)] = []
    /// The name's token (the first selector piece's).
    var nameToken: Int
    /// An Objective-C class method (`+`).
    var isClassMethod = false
    /// A Swift `override func`.
    var isOverride = false
    /// A Swift method marked `@objc`.
    var exposedToObjC: HelperSignature.ObjCExposure? = nil
    /// Swift: the first parameter is written with one name (`format: String`), which Swift 3
    /// and later make its label and Swift 1 and 2 leave unlabelled at calls.
    var firstLabelIsImplied = false
    /// The Objective-C selector, Swift name or C name, with labels: `HelperSignature.key`.
    var key: String { asSignature.key }

    /// The signature with no roles read: what its key and its calls' labels need.
    var asSignature: HelperSignature {
        var signature = HelperSignature.unread(style: style, name: name, labels: labels, defaulted: defaulted)
        signature.isClassMethod = isClassMethod
        signature.variadic = variadic
        return signature
    }
}

extension SourceScanner {
    // MARK: Signatures

    /// The signature of the function, method or C function whose body opens at `body`, or nil.
    func parsedSignature(_ body: Int) -> ParsedSignature? {
        guard body > 0, blockKind(body) == .function else { return nil }
        return language == .swift ? swiftSignature(body) : objcMethodSignature(body) ?? cFunctionSignature(body)
    }

    /// When the Swift `(` at `open` opens the parameters of a function's or an initializer's
    /// declaration (`func f(`, `func f<T: P>(`, `init?(`), the token of its name (`init`).
    func declaredName(parameters open: Int) -> Int? {
        var nameIndex = open - 1
        if isPunct(nameIndex, UInt8(ascii: ">")) {   // `func f<T: P>(`
            var depth = 0
            var j = nameIndex
            while j > max(0, nameIndex - 32) {
                if isPunct(j, UInt8(ascii: ">")) { depth += 1 }
                if isPunct(j, UInt8(ascii: "<")) { depth -= 1; if depth == 0 { break } }
                j -= 1
            }
            nameIndex = j - 1
        }
        if isPunct(nameIndex, UInt8(ascii: "?")) || isPunct(nameIndex, UInt8(ascii: "!")) { nameIndex -= 1 }
        guard nameIndex >= 0, isIdentifier(nameIndex, "init") || tokens[nameIndex].kind == .identifier && isIdentifier(nameIndex - 1, "func") else {
            return nil
        }
        return nameIndex
    }

    /// `func name(label name: Type = default, …) throws -> T {`, `init(…) {`.
    private func swiftSignature(_ body: Int) -> ParsedSignature? {
        var k = body - 1
        while k >= 0 && k >= body - 96 {
            if isPunct(k, UInt8(ascii: "}")) || isPunct(k, UInt8(ascii: "{")) || isPunct(k, UInt8(ascii: ";")) { return nil }
            guard isPunct(k, UInt8(ascii: ")")), Int(match[k]) >= 1 else { k -= 1; continue }
            let open = Int(match[k])
            guard let nameIndex = declaredName(parameters: open) else {
                k = open - 1   // a parenthesized type after the parameters (`-> (Int, Int)`)
                continue
            }
            let isInit = isIdentifier(nameIndex, "init")
            var signature = ParsedSignature(style: .swift, name: text(nameIndex), labels: [], names: [], defaulted: [], variadic: [], nameToken: nameIndex)
            for (first, end) in parameterParts(open + 1, k) {
                // Swift 1's `#views: T` is `views views: T`.
                let start = isPunct(first, UInt8(ascii: "#")) ? first + 1 : first
                guard let colon = (start..<end).first(where: { isPunct($0, UInt8(ascii: ":")) }), colon - start == 1 || colon - start == 2,
                      tokens[start].kind == .identifier, tokens[colon - 1].kind == .identifier else { return nil }
                let equals = (colon + 1..<end).first(where: { isPunct($0, UInt8(ascii: "=")) && Int(parent[$0]) == open })
                let typeEnd = equals ?? end
                signature.labels.append(text(start))
                signature.names.append(nameBytes(colon - 1))
                signature.defaulted.append(equals != nil)
                let variadic = typeEnd - colon >= 4 && (1...3).allSatisfy { isPunct(typeEnd - $0, UInt8(ascii: ".")) }
                signature.variadic.append(variadic)
                signature.types.append((colon + 1, variadic ? typeEnd - 3 : typeEnd))
            }
            if !isInit { signature.exposedToObjC = objcExposure(before: nameIndex - 1, name: signature.name, labels: signature.labels) }
            if !isInit, let (first, end) = parameterParts(open + 1, k).first, !isPunct(first, UInt8(ascii: "#")), end > first + 1,
               isPunct(first + 1, UInt8(ascii: ":")) {
                signature.firstLabelIsImplied = true
            }
            signature.isOverride = (max(0, nameIndex - 8)..<nameIndex).contains { isIdentifier($0, "override") && !isPunct($0 - 1, UInt8(ascii: "@")) }
            return signature
        }
        return nil
    }

    /// For the `func` at `funcToken`, when its attributes mark it `@objc` (`@objc(pin:in:)`
    /// names its selector): how Objective-C calls it.
    private func objcExposure(before funcToken: Int, name: String, labels: [String]) -> HelperSignature.ObjCExposure? {
        var k = funcToken - 1
        var isStatic = false
        var exposed = false
        var custom: [String]? = nil
        while k >= 1 && k > funcToken - 24 {
            if isPunct(k, UInt8(ascii: ")")), Int(match[k]) >= 2, isIdentifier(Int(match[k]) - 1, "objc"), isPunct(Int(match[k]) - 2, UInt8(ascii: "@")) {
                let open = Int(match[k])
                let written = text(from: open + 1, to: k).filter { $0 != " " }
                custom = written.hasSuffix(":") ? written.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init) : nil
                exposed = true
                k = open - 3
                continue
            }
            guard tokens[k].kind == .identifier else { break }
            if isPunct(k - 1, UInt8(ascii: "@")) {
                if isIdentifier(k, "objc") || isIdentifier(k, "IBAction") { exposed = true }
                k -= 2
                continue
            }
            guard matchesAny(k, Self.swiftModifiers) else { break }
            if isIdentifier(k, "static") || isIdentifier(k, "class") { isStatic = true }
            if isIdentifier(k, "dynamic") { exposed = true }
            k -= 1
        }
        guard exposed else { return nil }
        return HelperSignature.ObjCExposure(selector: custom ?? HelperSignature.objcSelector(name: name, labels: labels), isClassMethod: isStatic)
    }

    /// What the modifiers and attributes before a Swift declaration's keyword (`func`, `var`)
    /// say of it.
    struct SwiftModifiers {
        var isOverride = false
        /// `class` or `static`: the type's own.
        var isClassMember = false
        /// `private`, `fileprivate`, `private(set)`: only this file can set it.
        var isPrivate = false
        /// `public`, `open`, `package`: code outside the module may set it.
        var isVisibleOutside = false
        var isDynamic = false
        /// An attribute (`@objc`, `@Published`, `@available(…)`).
        var hasAttribute = false
    }

    /// The modifiers and attributes before the keyword at `keyword`, read back to the first
    /// word that is neither; nil for a language without them.
    func swiftModifiers(before keyword: Int) -> SwiftModifiers? {
        guard language == .swift else { return nil }
        var result = SwiftModifiers()
        var m = keyword - 1
        while m >= 0 && m > keyword - 24 {
            if isPunct(m, UInt8(ascii: ")")), Int(match[m]) >= 1 {
                let open = Int(match[m])
                if open >= 2, isPunct(open - 2, UInt8(ascii: "@")) { result.hasAttribute = true; m = open - 3; continue }   // `@objc(…)`
                if isIdentifier(open - 1, "private") { result.isPrivate = true; m = open - 2; continue }               // `private(set)`
                break
            }
            guard tokens[m].kind == .identifier, !isPunct(m - 1, UInt8(ascii: ".")) else { break }
            if isPunct(m - 1, UInt8(ascii: "@")) { result.hasAttribute = true; m -= 2; continue }
            guard matchesAny(m, Self.swiftModifiers) || isIdentifier(m, "lazy") else { break }
            if isIdentifier(m, "override") { result.isOverride = true }
            if isIdentifier(m, "class") || isIdentifier(m, "static") { result.isClassMember = true }
            if isIdentifier(m, "private") || isIdentifier(m, "fileprivate") { result.isPrivate = true }
            if isIdentifier(m, "dynamic") { result.isDynamic = true }
            if isIdentifier(m, "public") || isIdentifier(m, "open") || isIdentifier(m, "package") { result.isVisibleOutside = true }
            m -= 1
        }
        return result
    }

    static let swiftModifiers = WordSet(["public", "private", "fileprivate", "internal", "open", "static", "class", "final",
                                         "override", "dynamic", "mutating", "nonisolated", "required", "convenience", "package"])

    /// The `-`/`+` that starts the Objective-C method head ending at `end` (exclusive: its body's
    /// `{`, or the `;` a definition may keep before it), at the file's top level; nil if none.
    func objcMethodStart(before end: Int) -> Int? {
        var t = end - 1
        while t >= 0 && t >= end - 200 {
            if isPunct(t, UInt8(ascii: ";")) || isPunct(t, UInt8(ascii: "{")) || isPunct(t, UInt8(ascii: "}")) { return nil }
            if (isPunct(t, UInt8(ascii: "-")) || isPunct(t, UInt8(ascii: "+"))) && isPunct(t + 1, UInt8(ascii: "(")) && Int(parent[t]) < 0 { return t }
            t -= 1
        }
        return nil
    }

    /// `- (void)install:(NSArray *)formats views:(NSDictionary *)views {` at the file's top level
    /// (a `;` kept before the body too), or a declaration's head ending at its `;`.
    func objcMethodSignature(_ body: Int) -> ParsedSignature? {
        guard Int(braceParent[body]) < 0 else { return nil }
        let end = isPunct(body - 1, UInt8(ascii: ";")) ? body - 1 : body
        guard let t = objcMethodStart(before: end) else { return nil }
        let body = end
        var i = min(closing(t + 1), body) + 1
        var signature = ParsedSignature(style: .objc, name: "", labels: [], names: [], defaulted: [], variadic: [], nameToken: -1,
                                        isClassMethod: isPunct(t, UInt8(ascii: "+")))
        while i < body {
            let piece = tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":"))
            if piece || isPunct(i, UInt8(ascii: ":")) && (signature.labels.isEmpty || isPunct(i - 1, UInt8(ascii: ")")) || tokens[i - 1].kind == .identifier) {
                if signature.nameToken < 0 { signature.nameToken = i }
                signature.labels.append(piece ? text(i) : "")
                i += piece ? 2 : 1
                if isPunct(i, UInt8(ascii: "(")) { i = min(closing(i), body) + 1 }
                guard i < body, tokens[i].kind == .identifier else { return nil }
                signature.names.append(nameBytes(i))
                signature.defaulted.append(false)
                signature.variadic.append(false)
                i += 1
            } else if isPunct(i, UInt8(ascii: ",")) {
                if !signature.variadic.isEmpty { signature.variadic[signature.variadic.count - 1] = true }
                break
            } else if isPunct(i, UInt8(ascii: "(")) {
                i = min(closing(i), body) + 1   // `__attribute__((…))`
            } else {
                i += 1
            }
        }
        guard !signature.labels.isEmpty else { return nil }
        signature.name = signature.labels.map { $0 + ":" }.joined()
        return signature
    }

    static let notFunctionNames: Set<String> = ["if", "for", "while", "switch", "catch", "sizeof", "return", "synchronized", "autoreleasepool", "defined"]

    /// `static void VFLPin(UIView *view, NSString *format, NSDictionary *views) {`.
    private func cFunctionSignature(_ body: Int) -> ParsedSignature? {
        guard isPunct(body - 1, UInt8(ascii: ")")), Int(match[body - 1]) >= 2 else { return nil }
        let open = Int(match[body - 1])
        guard tokens[open - 1].kind == .identifier, !Self.notFunctionNames.contains(text(open - 1)),
              tokens[open - 2].kind == .identifier || isPunct(open - 2, UInt8(ascii: "*")) || isPunct(open - 2, UInt8(ascii: "&")) else { return nil }
        var signature = ParsedSignature(style: .c, name: text(open - 1), labels: [], names: [], defaulted: [], variadic: [], nameToken: open - 1)
        for (start, end) in parameterParts(open + 1, body - 1) {
            if end - start == 1 && isIdentifier(start, "void") { continue }
            guard let last = (start..<end).last(where: { tokens[$0].kind == .identifier }) else { return nil }
            signature.labels.append("_")
            signature.names.append(nameBytes(last))
            signature.defaulted.append(false)
            signature.variadic.append(false)
        }
        return signature
    }

    /// Splits a parameter list `[from, to)` at its commas, generic arguments (`Dictionary<String,
    /// Any>`, `NSDictionary<NSString *, id> *`) and brackets taken whole.
    func parameterParts(_ from: Int, _ to: Int) -> [(Int, Int)] {
        var parts: [(Int, Int)] = []
        var start = from
        var angle = 0
        var i = from
        while i < to {
            if tokens[i].kind == .punctuation {
                switch UInt8(truncatingIfNeeded: tokens[i].value) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    i = min(closing(i), to)
                case UInt8(ascii: "<"):
                    angle += 1
                case UInt8(ascii: ">") where angle > 0 && !isPunct(i - 1, UInt8(ascii: "-")):
                    angle -= 1
                case UInt8(ascii: ",") where angle == 0:
                    parts.append((start, i))
                    start = i + 1
                default:
                    break
                }
            }
            i += 1
        }
        if start < to { parts.append((start, to)) }
        return parts
    }

    // MARK: Calls of helpers

    /// The helper among `functions` a call at `index` may be (its name token: a Swift or C
    /// function's name followed by `(`, or an Objective-C message's first selector piece), and
    /// the call's argument for each of its parameters (nil where a Swift call leaves out one with
    /// a default); nil when no helper's whole signature matches.
    func helperCall(at index: Int) -> (FormatFunction, [(Int, Int)?])? {
        let length = Int(tokens[index].end - tokens[index].start)
        // `[vfl :@"…"]`: a method whose selector's first piece has no name, at its receiver.
        let unnamedPiece = language == .objc && isPunct(index + 1, UInt8(ascii: ":"))
            && (isPunct(index - 1, UInt8(ascii: "[")) || isPunct(index - 1, UInt8(ascii: ".")))
        for k in helperCandidates(at: index, unnamedPiece: unnamedPiece) {
            let function = functions[k]
            guard let signature = function.signature, !signature.isAmbiguous,
                  signature.callName.isEmpty ? unnamedPiece : signature.callName.utf8.count == length && equals(tokens[index], signature.callName),
                  let arguments = arguments(at: index, for: signature) else { continue }
            // A file that defines a macro of the name reads it by its own definition, or not at all.
            if signature.isMacro, declarations[NameKey(signature.name)]?.contains(where: { isMacro($0) }) == true { continue }
            if signature.isToldApartByInitializer, case .stored(let initializer, let p, _) = signature.views,
               !madeBy(initializer, receiverOf: index, parameter: p) { continue }
            if signature.isToldApartByType, case .own(_, _, let type) = signature.views,
               !(sentToSelf(index) && typeName(enclosingType(of: index)) == type) { continue }
            if signature.isSwift2Variant {
                // The format, or an array's first: `["H:|[a]|", …]`; or a local whose value
                // is one (`let rules = ["H:|[a]|", …]`, then `pinned(rules, views: v)`).
                guard signature.format < arguments.count, var format = arguments[signature.format] else { continue }
                if format.1 - format.0 == 1, tokens[format.0].kind == .identifier, case .declaration(let d) = resolve(format.0),
                   let value = initializer(of: d) {
                    format = value
                }
                let first = signature.formatsAreArray && isPunct(format.0, UInt8(ascii: "[")) ? format.0 + 1 : format.0
                guard first < tokens.count, tokens[first].kind == .string, startsAsFormat(literals[Int(tokens[first].value)]) else { continue }
            }
            // A function registered or read by its views one by one is read so (`swiftCall`).
            if language == .swift, functionIndex.registered.contains(where: { equals(tokens[index], $0.name) }) { return nil }
            return (function, arguments)
        }
        return nil
    }

    /// Whether the call named at `index` is sent to `self`: `[self name:…]`, `self.name(…)` or
    /// Swift's `name(…)`.
    func sentToSelf(_ index: Int) -> Bool {
        if language == .objc {
            guard let open = enclosingOpen(index, UInt8(ascii: "[")) else { return false }
            return open + 2 == index && isIdentifier(open + 1, "self")
        }
        if !isPunct(index - 1, UInt8(ascii: ".")) { return true }
        return isIdentifier(index - 2, "self") && !isPunct(index - 3, UInt8(ascii: "."))
    }

    /// Whether the receiver of the message at `index` is an object made by `initializer`: a local
    /// made by it (`storedArgument`), or `self` in the class that defines it.
    private func madeBy(_ initializer: String, receiverOf index: Int, parameter: Int) -> Bool {
        if storedArgument(receiverOf: index, initializer: initializer, parameter: parameter) != nil { return true }
        if language == .swift { return sentToStoringSelf(index, initializer: initializer) }
        guard let open = enclosingOpen(index, UInt8(ascii: "[")), isIdentifier(open + 1, "self"),
              let implementation = implementation(around: open) else { return false }
        let firstPiece = String(initializer.prefix { $0 != ":" })
        return (functionBodies()[firstPiece] ?? []).contains { body in
            body > implementation.start && body < implementation.end && parsedSignature(body)?.name == initializer
        }
    }

    /// Whether the Swift call at `index` is sent to `self` in the type whose initializer
    /// `initializer` is (a `SwiftInitializer` key): a method of the helper object calling another.
    func sentToStoringSelf(_ index: Int, initializer: String) -> Bool {
        guard language == .swift, sentToSelf(index), let type = SwiftInitializer(key: initializer)?.type else { return false }
        return typeName(enclosingType(of: index)) == type
    }

    /// The `@implementation … @end` around token `index` (its `implementation` and `end`
    /// tokens; a missing `@end` ends the file), or nil outside one.
    func implementation(around index: Int) -> (start: Int, end: Int)? {
        if cache.implementations == nil {
            var spans: [(start: Int, end: Int)] = []
            var open = -1
            for k in 1..<max(1, tokens.count) where isPunct(k - 1, UInt8(ascii: "@")) {
                if isIdentifier(k, "implementation") { open = k }
                else if isIdentifier(k, "end"), open >= 0 { spans.append((open, k)); open = -1 }
            }
            if open >= 0 { spans.append((open, tokens.count)) }
            cache.implementations = spans
        }
        let spans = cache.implementations!
        let k = Self.partitionPoint(spans.count) { spans[$0].start < index } - 1
        return k >= 0 && index < spans[k].end ? spans[k] : nil
    }

    /// Whether the message opened at `open` goes to a class: `[UIView pin:…]` (a capitalised
    /// name no variable of the file has), `[[self class] pin:…]`, `[self.class pin:…]`, or
    /// `self` in a class method.
    func sendsToClass(_ open: Int, firstPiece: Int) -> Bool {
        let r = open + 1
        if firstPiece == r + 1, tokens[r].kind == .identifier {
            if isIdentifier(r, "self") {
                // The method's head may keep its `;` before the body.
                let body = enclosingFunction(of: open)
                return objcMethodStart(before: isPunct(body - 1, UInt8(ascii: ";")) ? body - 1 : body).map { isPunct($0, UInt8(ascii: "+")) } ?? false
            }
            // A capitalised name is a class unless a local of that name is declared (types in a
            // method's parameter list, `(UIView *)view`, read as its names, are not variables).
            let byte = bytes[Int(tokens[r].start)]
            guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") else { return false }
            if case .declaration(let d) = resolve(r) { return isTypeOrFileLevel(d) }
            return true
        }
        if isPunct(r, UInt8(ascii: "[")), isIdentifier(r + 1, "self"), isIdentifier(r + 2, "class"), isPunct(r + 3, UInt8(ascii: "]")) { return true }
        return isIdentifier(r, "self") && isPunct(r + 1, UInt8(ascii: ".")) && isIdentifier(r + 2, "class") && firstPiece == r + 3
    }

    private func arguments(at index: Int, for signature: HelperSignature) -> [(Int, Int)?]? {
        let count = signature.labels.count
        switch signature.style {
        case .objc:
            guard let open = enclosingOpen(index, UInt8(ascii: "[")),
                  let first = firstPiece(open), first == index || signature.callName.isEmpty && first == index + 1,
                  sendsToClass(open, firstPiece: first) == signature.isClassMethod else { return nil }
            let pieces = messagePieces(open)
            guard pieces.count == count, zip(pieces, signature.labels).allSatisfy({ piece, label in
                label.isEmpty ? isPunct(piece.label, UInt8(ascii: ":")) : equals(tokens[piece.label], label)
            }) else { return nil }
            return pieces.map { ($0.start, $0.end) }
        case .c, .swift:
            guard isPunct(index + 1, UInt8(ascii: "(")), !isIdentifier(index - 1, "func") else { return nil }
            if signature.isInstanceMethod, isPunct(index - 1, UInt8(ascii: ".")), isTypeName(index - 2) { return nil }
            if signature.style == .c, index > 0, tokens[index - 1].kind == .identifier && !isIdentifier(index - 1, "return")
                || isPunct(index - 1, UInt8(ascii: "*")) && index > 1 && tokens[index - 2].kind == .identifier { return nil }   // a declaration
            let open = index + 1
            let close = closing(open)
            guard close < tokens.count, close - open <= Self.longestArgument else { return nil }
            let parts = split(open + 1, close)
            if signature.style == .c { return parts.count == count ? parts.map { $0 } : nil }
            guard let result = swiftArguments(parts, labels: signature.labels, defaulted: signature.defaulted, variadic: signature.variadic) else { return nil }
            let trailingClosure = isPunct(close + 1, UInt8(ascii: "{"))
            for q in result.indices where result[q] == nil && !signature.defaulted[q] && !(trailingClosure && q == count - 1) { return nil }
            // Another function of the project takes exactly what the call writes: the call is its.
            if !signature.callsReachingOthers.isEmpty || !signature.callsReachingOthersUnlessLiteral.isEmpty, result.contains(where: { $0 == nil }) {
                let written = result.indices.filter { result[$0] != nil || trailingClosure && $0 == count - 1 }.map { signature.labels[$0] }
                var reaching = signature.callsReachingOthers, unlessLiteral = signature.callsReachingOthersUnlessLiteral
                // Sent to a value the helper's struct made: no other type's method is reached.
                if reaching.contains(written) || unlessLiteral.contains(written), let type = signature.storingType,
                   receiverCreation(of: index, type: type) != nil {
                    reaching = signature.callsOnOwnValueReachingOthers
                    unlessLiteral = signature.callsOnOwnValueReachingOthersUnlessLiteral
                }
                if reaching.contains(written) { return nil }
                if unlessLiteral.contains(written), !(result[signature.format].map(isStringLiteral) ?? false) { return nil }
            }
            return result
        }
    }

    /// The arguments `parts` of a Swift call for each parameter of these labels, as Swift
    /// matches them: in order, a parameter with a default may be left out (nil), and further
    /// unlabelled values extend a variadic list. Nil when an argument fits no parameter.
    func swiftArguments(_ parts: [(Int, Int)], labels: [String], defaulted: [Bool], variadic: [Bool]) -> [(Int, Int)?]? {
        let count = labels.count
        var result = [(Int, Int)?](repeating: nil, count: count)
        var p = 0
        for (start, end) in parts {
            let labelled = end - start >= 2 && tokens[start].kind == .identifier && isPunct(start + 1, UInt8(ascii: ":"))
            // The further values of a variadic parameter: its list grows.
            if !labelled, p > 0, variadic.indices.contains(p - 1), variadic[p - 1], let list = result[p - 1] {
                result[p - 1] = (list.0, end)
                continue
            }
            func fits(_ q: Int) -> Bool { labelled ? equals(tokens[start], labels[q]) : labels[q] == "_" }
            while p < count && !fits(p) && defaulted[p] { p += 1 }
            guard p < count, fits(p) else { return nil }
            result[p] = labelled ? (start + 2, end) : (start, end)
            p += 1
        }
        return result
    }

    /// Whether `range` is written as a string literal (or literals joined by `+`).
    func isStringLiteral(_ range: (Int, Int)) -> Bool {
        let (a, b) = unparenthesized(range)
        guard a < b else { return false }
        return (a..<b).allSatisfy { k in (k - a) % 2 == 0 ? tokens[k].kind == .string : isPunct(k, UInt8(ascii: "+")) } && (b - a) % 2 == 1
    }

    /// Whether a Swift parameter of the type written `[from, to)` takes something no string
    /// literal can be: an array or dictionary, a number, or one of Apple's
    /// classes that are no strings (`NSLayoutConstraint`, `UIView`). A type of the project's
    /// may be made from a literal: it is not one.
    func takesNoString(_ from: Int, _ to: Int) -> Bool {
        var end = to
        while end > from && (isPunct(end - 1, UInt8(ascii: "?")) || isPunct(end - 1, UInt8(ascii: "!"))) { end -= 1 }
        guard from < end else { return false }
        if isPunct(from, UInt8(ascii: "[")) { return closing(from) == end - 1 }
        guard end - from == 1, tokens[from].kind == .identifier else { return false }
        let name = text(from)
        return Self.typesTakingNoString.contains(name) || AppleClasses.views.contains(name) || AppleClasses.controllers.contains(name)
    }

    static let typesTakingNoString: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "UILayoutGuide",
        "NSLayoutGuide", "Int", "UInt", "Int32", "Int64", "Double", "Float", "CGFloat", "Bool", "CGRect", "CGPoint", "CGSize",
        "UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets", "UIColor", "NSColor", "UIImage", "NSImage", "UIFont", "NSFont",
    ]

    /// Whether the Swift name at `r` names a type (`NSLayoutConstraint`, `Self`): capitalised,
    /// and no variable or parameter of that name is in reach.
    func isTypeName(_ r: Int) -> Bool {
        guard r >= 0, tokens[r].kind == .identifier else { return false }
        let first = bytes[Int(tokens[r].start)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
        switch resolve(r) {
        case .none: return true
        case .declaration(let d): return !(isIdentifier(d - 1, "let") || isIdentifier(d - 1, "var"))
        case .parameter, .conditional: return false
        }
    }

    /// The message's first selector piece (`[receiver piece:…]`), or nil.
    func firstPiece(_ open: Int) -> Int? {
        let close = min(closing(open), open + Self.longestArgument)
        var i = open + 1
        while i < close {
            if tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":")) {
                // `[vfl :…]`, `[self.maker :…]`: the receiver ends there, then a piece without a name.
                if language == .objc && (i == open + 1 || isPunct(i - 1, UInt8(ascii: "."))) { return i + 1 }
                if i > open + 1 { return i }
            }
            if isPunct(i, UInt8(ascii: ":")) && i > open + 1 && tokens[i - 1].kind != .identifier { return i }   // `[vfl :…]`
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") { i = min(closing(i), close) + 1; continue }
                if v == UInt8(ascii: "?") { return nil }   // a conditional receiver: not read
            }
            i += 1
        }
        return nil
    }

    /// The selector pieces of the message opened at `open`, each with its argument's tokens
    /// (`label` is the piece's name token, or its `:` for a piece without a name). A piece's
    /// argument comes before the next piece: in `[vfl :format :0]` `format` is the first
    /// piece's argument, not the label of a second; and the `:` of a conditional (`c ? a : b`,
    /// `a ?: b`) is part of its argument.
    func messagePieces(_ open: Int) -> [(label: Int, start: Int, end: Int)] {
        guard let first = firstPiece(open) else { return [] }
        let close = min(closing(open), open + Self.longestArgument)
        var pieces: [(label: Int, start: Int, end: Int)] = []
        var conditionals = 0   // the `?` of the current argument still waiting for their `:`
        var i = first
        while i < close {
            let named = tokens[i].kind == .identifier && isPunct(i + 1, UInt8(ascii: ":"))
            let bare = isPunct(i, UInt8(ascii: ":"))
            let argumentStarted = pieces.last.map { i > $0.start } ?? false
            if (named || bare) && conditionals > 0 {
                conditionals -= 1
                i += named ? 2 : 1
                continue
            }
            if i == first || argumentStarted && (named || bare) {
                if !pieces.isEmpty { pieces[pieces.count - 1].end = i }
                let start = named ? i + 2 : i + 1
                pieces.append((i, start, close))
                conditionals = 0
                i = start
                continue
            }
            if tokens[i].kind == .punctuation {
                let v = UInt8(truncatingIfNeeded: tokens[i].value)
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "[") || v == UInt8(ascii: "{") { i = min(closing(i), close) + 1; continue }
                if v == UInt8(ascii: "?") {
                    if isPunct(i + 1, UInt8(ascii: ":")) { i += 2; continue }   // `a ?: b`
                    conditionals += 1
                }
            }
            i += 1
        }
        return pieces
    }

    /// The dictionary a helper with `.keyed` views makes at the call at `index`: each key with
    /// the call's argument for its parameter (nil when the call leaves one out). Each call makes
    /// its own.
    func keyedDictionary(_ keys: [String], _ parameters: [Int], _ arguments: [(Int, Int)?], call index: Int) -> DictionaryKnowledge? {
        var entries: [DictionaryEntry] = []
        for (key, p) in zip(keys, parameters) {
            guard p < arguments.count, let argument = arguments[p] else { return nil }
            let r = range(from: argument.0, to: argument.1)
            entries.append(DictionaryEntry(key: key, keyRange: r, valueText: text(from: argument.0, to: argument.1), valueRange: r, number: nil))
        }
        var dictionary = DictionaryArgument(entries: entries, range: tokens[index].range, isVariableBindings: false)
        dictionary.isMadeByHelper = true
        return .known(dictionary)
    }

    /// The dictionary a helper with `.own` views makes at every call: its keys, each with the
    /// value written in the helper, placed at the call (`isHelpersOwn`).
    func ownDictionary(_ keys: [String], _ values: [String], call index: Int, helper name: String) -> DictionaryKnowledge {
        let r = tokens[index].range
        let entries = zip(keys, values).map { DictionaryEntry(key: $0.0, keyRange: r, valueText: $0.1, valueRange: r, number: nil) }
        var dictionary = DictionaryArgument(entries: entries, range: r, isVariableBindings: false,
                                            steps: note(r.lowerBound, "'\(name)' makes its own views dictionary at every call: keys \(Self.list(entries))"))
        dictionary.isMadeByHelper = true
        dictionary.isHelpersOwn = true
        return .known(dictionary)
    }

    /// The dictionary a call gives an `.extended` helper, with the keys the helper may add to
    /// its copy (each a view of its own, placed at the call); unknown when the call's is.
    func extendedDictionary(_ given: DictionaryKnowledge, _ keys: [String], _ values: [String], call index: Int, helper name: String) -> DictionaryKnowledge {
        guard case .known(var dictionary) = given else { return given }
        let r = tokens[index].range
        var added: [String] = []
        for (key, value) in zip(keys, values) where dictionary.index(ofKey: key) == nil {
            var entry = DictionaryEntry(key: key, keyRange: r, valueText: value, valueRange: r, number: nil)
            entry.isAddedByHelper = true
            dictionary.entries.append(entry)
            added.append(key)
        }
        if !added.isEmpty {
            dictionary.steps += note(r.lowerBound, "'\(name)' may add \(added.map { "'\($0)'" }.joined(separator: ", ")) to a copy of these views")
        }
        return .known(dictionary)
    }

    /// Whether the call at `index` is sent to `self` (`[self …]`; in Swift, by the type that
    /// made what `signature` reads of itself), where what the object stores is handed on as it is.
    private func storingSelf(_ index: Int, _ signature: HelperSignature) -> Bool {
        if let open = enclosingOpen(index, UInt8(ascii: "[")), isIdentifier(open + 1, "self") { return true }
        return [signature.views, signature.metrics].contains { role in
            if case .stored(let initializer, _, _) = role { return sentToStoringSelf(index, initializer: initializer) }
            return false
        }
    }

    /// A call of an inferred helper at `index`: each format it is given, checked with the views,
    /// metrics and options of the call.
    func signatureCall(_ index: Int, _ function: FormatFunction, _ arguments: [(Int, Int)?]) {
        guard let signature = function.signature, let format = arguments[signature.format] else { return }
        let name = signature.displayName
        func argument(_ role: HelperArgument) -> (Int, Int)? {
            switch role {
            case .parameter(let p): return arguments[p]
            case .stored(let initializer, let p, let given):
                // The call's own dictionary: `nil` leaves the object's, and one that may be nil
                // (not written out) is not known.
                if let given, given < arguments.count, let argument = arguments[given], !isNull(argument.0, argument.1) {
                    return isPunct(argument.0, UInt8(ascii: "[")) && closing(argument.0) == argument.1 - 1 ? argument : nil
                }
                return storedArgument(receiverOf: index, initializer: initializer, parameter: p)
            case .positional(_, let p), .extended(let p, _, _): return arguments[p]
            case .keyed, .variableBindings, .named, .member, .property, .own, .none, .unknown: return nil
            }
        }
        // What a macro's body names or makes of its arguments, read at the use.
        func made(_ role: HelperArgument) -> DictionaryKnowledge? {
            switch role {
            case .variableBindings(let ps): return .known(variableBindings(ps.compactMap { arguments[$0] }, call: index, name: Array(signature.name.utf8)))
            case .named(let name): return variable(named: Array(name.utf8), at: index, depth: 0)
            default: return nil
            }
        }
        var views: DictionaryKnowledge? = nil
        let viewsArgument = argument(signature.views)
        if readsValues {
            if case .positional(let prefix, let p) = signature.views {
                let variadic = signature.variadic.indices.contains(p) && signature.variadic[p]
                views = viewsArgument.flatMap { positionalDictionary($0, prefix: prefix, variadic: variadic) }
                    ?? .unknown("'\(name)' keys the views of an array by their places, and this array's are not visible")
            } else if case .keyed(let keys, let parameters) = signature.views {
                views = keyedDictionary(keys, parameters, arguments, call: index)
                    ?? .unknown("the call leaves out a view '\(name)' puts in its views dictionary, which then has a default")
            } else if case .own(let keys, let values, _) = signature.views {
                views = ownDictionary(keys, values, call: index, helper: name)
            } else if case .extended(_, let keys, let values) = signature.views {
                views = viewsArgument.map { extendedDictionary(dictionary($0.0, $0.1), keys, values, call: index, helper: name) }
                    ?? .unknown("the call leaves out '\(name)''s views, which then has a default")
            } else if case .member(let member) = signature.views {
                views = sentToSelf(index) ? assignedInMethod(Array(member.utf8), at: index, depth: 0, sentHelper: true)
                    ?? .unknown("'\(name)' reads this object's '\(member)', which is not assigned earlier in this method with only layout calls between")
                    : .unknown("'\(name)' reads the '\(member)' of the object it is sent to, another object")
            } else if case .property(let member, let type) = signature.views {
                views = propertyOfType(member, type: type)
                    ?? .unknown("'\(name)' reads its type's '\(member)', which this file does not declare")
            } else if let made = made(signature.views) { views = made }
            else if let viewsArgument { views = dictionary(viewsArgument.0, viewsArgument.1) }
            else if case .parameter = signature.views { views = .unknown("the call leaves out '\(name)''s views, which then has a default") }
            else if case .stored = signature.views { views = .unknown("the object '\(name)' is sent to is not made where this can see it") }
            else { views = .unknown("the views '\(name)' hands Auto Layout come from code this does not follow") }
        }
        // In a helper's body, a helper that makes the dictionary itself: the keys it makes of
        // what this call passes, the same at every call of the helper around it.
        var calledViews: CalledViews? = nil
        if collected != nil {
            switch signature.views {
            case .positional(let prefix, let p):
                let variadic = signature.variadic.indices.contains(p) && signature.variadic[p]
                if let known = viewsArgument.flatMap({ positionalDictionary($0, prefix: prefix, variadic: variadic) })?.argument { calledViews = .own(known.entries) }
                else { calledViews = variadic ? .unknown : .positional(prefix: prefix) }
            case .keyed(let keys, let parameters):
                calledViews = keyedDictionary(keys, parameters, arguments, call: index)?.argument.map { .own($0.entries) } ?? .unknown
            case .own(let keys, let values, _):
                calledViews = .own(zip(keys, values).map { DictionaryEntry(key: $0.0, keyRange: tokens[index].range, valueText: $0.1,
                                                                           valueRange: tokens[index].range, number: nil) })
            case .extended(_, let keys, let values):
                calledViews = .extended(keys: keys, values: values)
            default:
                break
            }
        }
        var passes = function
        passes.passesNoMetrics = signature.metrics == .none
        let optionsUnknown = signature.options == .unknown || argument(signature.options) == nil && signature.options != .none
        if collected != nil, storingSelf(index, signature) {
            // `[self :format]` in a method of the helper object: what the object stores, still.
            // (The helper's own parameter for other views is no parameter of the method around.)
            func stored(_ role: HelperArgument) -> HelperArgument? {
                guard case .stored(let initializer, let p, let given) = role,
                      given.map({ $0 >= arguments.count || arguments[$0] == nil }) ?? true else { return nil }
                return .stored(initializer: initializer, parameter: p)
            }
            collectHelper(format: format, formatsAreArray: signature.formatsAreArray, options: argument(signature.options),
                          optionsUnknown: optionsUnknown, metrics: argument(signature.metrics), passesNoMetrics: passes.passesNoMetrics,
                          viewsArgument: viewsArgument, calledViews: calledViews, storedViews: stored(signature.views),
                          storedMetrics: stored(signature.metrics))
            return
        }
        // Each parameter holding formats (a `nil` given for one passes none); a variadic list
        // of formats: each is one.
        let parameters = [HelperSignature.FormatParameter(index: signature.format, isArray: signature.formatsAreArray)] + signature.otherFormats
        for (k, (parameter, isArray)) in parameters.map({ ($0.index, $0.isArray) }).enumerated() {
            guard let format = k == 0 ? format : arguments[parameter] else { continue }
            if k > 0, isNull(format.0, format.1) { continue }
            let variadic = signature.variadic.indices.contains(parameter) && signature.variadic[parameter]
            for format in variadic ? split(format.0, format.1) : [format] {
                record(callName: index, format: format, options: argument(signature.options), metrics: argument(signature.metrics),
                       views: views, viewsArgument: viewsArgument, function: passes, metricsValue: readsValues ? made(signature.metrics) : nil,
                       viewsGiven: true, formatsAreArray: isArray && !variadic, optionsUnknown: optionsUnknown, calledViews: calledViews)
            }
        }
    }
}
