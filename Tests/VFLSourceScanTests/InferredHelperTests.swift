@testable import VFLSourceScan
import VFLSyntax
import XCTest

/// Helpers read without being registered (`InferredHelpers.swift`): the shape tutorials teach is
/// taken in its common spellings, and every variation that would make its calls mean something
/// else is not (a call of it then stays unknown, never a false error).
final class InferredHelperTests: XCTestCase {
    func helpers(_ text: String) -> [FormatFunction] {
        FormatFunction.unambiguous(SourceScan.inferredHelperDefinitions(Array(text.utf8), language: .swift))
    }

    /// A helper `NAME(LABEL: String, views: UIView...)` with `body` filling `d`, making its one call.
    func helper(_ body: String, signature: String = "addConstraintsWithFormat(format: String, views: UIView...)",
                options: String = "[]", metrics: String = "nil", format: String = "format") -> String {
        """
        extension UIView {
            func \(signature) {
                \(body)
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \(format), options: \(options), metrics: \(metrics), views: d))
            }
        }
        """
    }

    let enumerated = """
        var d = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key = "v\\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            d[key] = view
        }
        """

    /// The helper as read: its body passes `metrics: nil` (a metric name in a call's format is a
    /// mistake) and, unless `passingOptions`, no options (a call's are its own, unused).
    func tutorial(_ name: String = "addConstraintsWithFormat", label: String = "format", keys: String = "v{index}",
                  array: Bool = false, passingOptions: Bool = false) -> FormatFunction {
        var function = FormatFunction(name: name, formatLabel: label, positionalKeys: keys, passesNoMetrics: true)
        function.viewsAreArray = array
        function.passesNoOptions = !passingOptions
        return function
    }

    func testTheTutorialShapeInItsSpellings() {
        let expected = [tutorial()]
        XCTAssertEqual(helpers(helper(enumerated)), expected)
        for body in [
            "var d: [String: UIView] = [:]\nfor item in views.enumerated() { d[\"v\\(item.offset)\"] = item.element }",
            "var d = Dictionary<String, UIView>()\nfor i in 0..<views.count { d[\"v\\(i)\"] = views[i] }",
            "var d = [String: AnyObject]()\nfor i in views.indices {\n    let key = \"v\\(i)\"\n    d[key] = views[i]\n}",
        ] {
            XCTAssertEqual(helpers(helper(body)), expected, body)
        }
        for options in ["NSLayoutFormatOptions()", "NSLayoutConstraint.FormatOptions()", ".init()", "0"] {
            XCTAssertEqual(helpers(helper(enumerated, options: options)), expected, options)
        }
        XCTAssertEqual(helpers(helper(enumerated.replacingOccurrences(of: "\"v", with: "\"view"), signature: "addConstraints(with format: String, views: UIView...)")),
                       [tutorial("addConstraints", label: "with", keys: "view{index}")])
        // The views one array (`views: [UIView]`): a call's array is read where it is written out.
        XCTAssertEqual(helpers(helper(enumerated, signature: "constrain(format: String, views: [UIView])")), [tutorial("constrain", array: true)])
        // The format unlabelled and first: its calls are found by the helper's name.
        XCTAssertEqual(helpers(helper(enumerated, signature: "addConstraintsWithFormat(_ format: String, views: UIView...)")), [tutorial(label: "_")])
        // Options and metrics taken and left unused: the helper passes none, whatever a call gives
        // (a call's options and metrics then reach nothing; found by trials on real code).
        XCTAssertEqual(helpers(helper(enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions, views: UIView...)")), [tutorial("constrain")])
        XCTAssertEqual(helpers(helper(enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions = [], metrics: [String: NSNumber]? = nil, views: UIView...)",
                                      metrics: "[:]")), [tutorial("constrain")])
        // Options passed on from a parameter labelled `options`, none by default: a call's
        // `options:` are the API's, and a call without them passes none.
        for signature in [
            "addConstraintsWithFormat(format: String, options: NSLayoutConstraint.FormatOptions = [], views: UIView...)",
            "addConstraintsWithFormat(format: String, options: NSLayoutFormatOptions = NSLayoutFormatOptions(), views: UIView...)",
            "addConstraintsWithFormat(format: String, options opts: NSLayoutConstraint.FormatOptions, views: UIView...)",
        ] {
            let name = signature.contains("opts") ? "opts" : "options"
            XCTAssertEqual(helpers(helper(enumerated, signature: signature, options: name)), [tutorial(passingOptions: true)], signature)
        }
    }

    func testEveryOtherShapeIsNotTaken() {
        let cases: [(String, String)] = [
            (helper(enumerated, signature: "constrain(in view: UIView, _ format: String, views: UIView...)"), "an unlabelled format after another argument"),
            (helper(enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions = .alignAllTop, views: UIView...)", options: "options"),
             "options by default"),
            (helper("print(options)\n" + enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions, views: UIView...)", options: "options"),
             "the options used otherwise"),
            (helper("print(metrics)\n" + enumerated, signature: "constrain(format: String, metrics: [String: Any], views: UIView...)"),
             "the metrics used otherwise"),
            (helper(enumerated, metrics: "[\"gap\": 8]"), "metrics of its own"),
            (helper("let options: NSLayoutFormatOptions = []\n" + enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions, views: UIView...)",
                    options: "options"), "the options bound again with a type"),
            (helper("let format: String = \"H:|[v0]|\"\n" + enumerated), "the format bound again with a type"),
            (helper(enumerated, signature: "constrain(format: String, _ views: UIView...)"), "views not labelled views"),
            (helper(enumerated, signature: "constrain(format: String, views: [[UIView]])"), "an array of arrays"),
            (helper(enumerated, signature: "constrain(format: String, views: [String: UIView])"), "a dictionary, not an array"),
            (helper(enumerated, metrics: "metrics"), "metrics"),
            (helper(enumerated, format: "\"H:\" + format"), "a format changed on the way"),
            (helper("let format = format.uppercased()\n" + enumerated), "a format shadowed"),
            (helper(enumerated.replacingOccurrences(of: "\\(index)", with: "\\(index + 1)")), "counted from 1"),
            (helper(enumerated.replacingOccurrences(of: "in views.enumerated()", with: "in views.reversed().enumerated()")), "another order"),
            (helper("var d = [String: UIView]()\nfor i in 1...views.count { d[\"v\\(i)\"] = views[i - 1] }"), "a range from 1"),
            (helper(enumerated.replacingOccurrences(of: "[String: UIView]()", with: "[\"superview\": self]")), "a key already there"),
            (helper(enumerated + "\nd[\"superview\"] = self"), "another key"),
            (helper(enumerated + "\nd.removeAll()"), "changed otherwise"),
            (helper(enumerated.replacingOccurrences(of: "\"v\\(index)\"", with: "\"v\\(index)_\\(index)\"")), "a key of two parts"),
            (helper(enumerated.replacingOccurrences(of: "\"v\\(index)\"", with: "#\"v\\#(index)\"#")), "a raw string"),
            (helper(enumerated + "\nif views.isEmpty { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|[v0]|\", options: [], metrics: nil, views: d)) }"),
             "two calls"),
            // Found by review: each made a false error.
            (helper(enumerated.replacingOccurrences(of: "let key", with: "let index = index + 1\nlet key")), "the offset bound again"),
            (helper(enumerated.replacingOccurrences(of: "let key", with: "if let index = Optional(index + 1) {}\nlet key")), "bound again by if let"),
            (helper("var d = [String: UIView]()\nfor views in [subviews] { for (index, view) in views.enumerated() { d[\"v\\(index)\"] = view } }"),
             "views bound again"),
            (helper("guard !views.isEmpty else { return }\n" + enumerated), "a way out before the call"),
            (helper("print(format)\n" + enumerated), "the format used otherwise"),
        ]
        for (text, why) in cases {
            XCTAssertEqual(helpers(text), [], why)
        }
        // Options the body makes of its own (fixed, under another label, changed on the way):
        // taken, each call's options then unknown.
        let ownOptions: [(String, String)] = [
            (helper(enumerated, signature: "constrain(format: String, opts: NSLayoutFormatOptions, views: UIView...)", options: "opts"),
             "options under another label"),
            (helper(enumerated, signature: "constrain(format: String, options: NSLayoutFormatOptions, views: UIView...)", options: "options.union(.alignAllTop)"),
             "options changed on the way"),
            (helper(enumerated, options: ".alignAllCenterY"), "options"),
        ]
        for (text, why) in ownOptions {
            XCTAssertEqual(helpers(text).map(\.computesOptions), [true], why)
        }
        // A call in a closure or a branch of the helper does not run once per call of it.
        let inClosure = """
            extension UIView {
                func constrain(format: String, views: UIView...) {
                    \(enumerated)
                    DispatchQueue.main.async { self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: d)) }
                }
            }
            """
        XCTAssertEqual(helpers(inClosure), [])
        // Two helpers called alike that name the views differently: which one a call reaches
        // cannot be told.
        let twins = helper(enumerated) + "\n" + helper(enumerated.replacingOccurrences(of: "\"v", with: "\"view"))
        XCTAssertEqual(helpers(twins), [])
        // Nor when the name is another function's too (a method taking a dictionary).
        let overloaded = helper(enumerated) + "\nfinal class Grid { func addConstraintsWithFormat(format: String, views: [String: UIView]) {} }"
        XCTAssertEqual(helpers(overloaded), [])
        XCTAssertEqual(helpers(overloaded.replacingOccurrences(of: "func addConstraintsWithFormat(format: String, views: [", with: "func  `addConstraintsWithFormat`(format: String, views: [")), [])
        XCTAssertEqual(SourceScan.definitionCount(of: "f", in: Array("func f() {}\nfunc `f`() {}\nfunc\n  f() {}\nfunc ff() {}\nnotfunc f() {}".utf8)), 3)
        // Lines commented out do not count; a definition after a `//` in a string does.
        XCTAssertEqual(SourceScan.definitionCount(of: "f", in: Array("// func f() {}\n\t //func f()\r\n/// func f\nlet s = \"//\"; func f() {}\n/* func f() */".utf8)), 2)
        // The same helper twice (in two `#if` branches) is one.
        XCTAssertEqual(helpers("#if os(iOS)\n" + helper(enumerated) + "\n#else\n" + helper(enumerated) + "\n#endif").count, 1)
    }

    func testCallsOfAHelperInItsFileAreCheckedAsItMakesThem() {
        let text = helper(enumerated) + """

            final class Cell: UIView {
                let icon = UIImageView(), title = UILabel()
                func setUp() {
                    addConstraintsWithFormat(format: "H:|-[v0(24)]-[v1]-|", views: icon, title)
                    addConstraintsWithFormat(format: "V:|[v0]-[v2]|", views: icon, title)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v0]|", options: [], metrics: nil, views: ["v0": icon]))
                }
            }
            """
        // The helper's own call and the three calls, not the helper's declaration (a trial
        // on real code saw `func addConstraintsWithFormat(format: String` counted as a call).
        XCTAssertEqual(SourceScan.scan(Array(text.utf8), language: .swift).formats.count, 4)
        let formats = SourceScan.scan(Array(text.utf8), language: .swift).formats.filter { $0.text != nil }
        XCTAssertEqual(formats.map { String(decoding: $0.text!, as: UTF8.self) }, ["H:|-[v0(24)]-[v1]-|", "V:|[v0]-[v2]|", "H:|[v0]|"])
        XCTAssertEqual(formats[0].views?.entries.map(\.key), ["v0", "v1"])
        XCTAssertEqual(formats[0].views?.entries.map(\.valueText), ["icon", "title"])
        XCTAssertEqual(formats[1].views?.entries.map(\.key), ["v0", "v1"])
        XCTAssertNil(formats[0].metrics)
        // Its body passes no metrics, so a metric name in its formats is checked (none passed).
        XCTAssertFalse(formats[0].metricsAreUnknown)
        // Views past the tokens read are not keys the call lacks: unknown.
        let many = (0..<300).map { _ in "icon" }.joined(separator: ", ")
        let long = SourceScan.scan(Array((helper(enumerated) + "\nfunc g() { addConstraintsWithFormat(format: \"H:|[v0][v299]|\", views: \(many)) }").utf8), language: .swift)
            .formats.filter { $0.text != nil }
        XCTAssertEqual(long.count, 1)
        XCTAssertTrue(long[0].viewsAreUnknown)
        // Views taken as one array: an array written out at the call is read in its order; an
        // array made elsewhere is not seen.
        let arrayCalls = SourceScan.scan(Array((helper(enumerated, signature: "pin(format: String, views: [UIView])") + """

            func g(icon: UIView, title: UIView, row: [UIView]) {
                pin(format: "H:|[v0][v1]|", views: [icon, title])
                pin(format: "H:|[v0][v1]|", views: row)
                pin(format: "H:|[v0]|", views: [])
            }
            """).utf8), language: .swift).formats.filter { $0.text != nil }
        XCTAssertEqual(arrayCalls.count, 3)
        XCTAssertEqual(arrayCalls[0].views?.entries.map(\.key), ["v0", "v1"])
        XCTAssertEqual(arrayCalls[0].views?.entries.map(\.valueText), ["icon", "title"])
        XCTAssertTrue(arrayCalls[1].viewsAreUnknown)
        XCTAssertEqual(arrayCalls[2].views?.entries.count, 0)
        // A helper whose format is unlabelled and which passes options on: its calls, not its
        // declaration, are read, with their options (none when not given).
        let unlabelled = helper(enumerated, signature: "addConstraintsWithFormat(_ format: String, options: NSLayoutConstraint.FormatOptions = [], views: UIView...)",
                                options: "options") + """

            final class Row: UIView {
                let icon = UIImageView(), title = UILabel()
                func setUp() {
                    addConstraintsWithFormat("H:|-[v0]-[v1]-|", options: .alignAllCenterY, views: icon, title)
                    self.addConstraintsWithFormat("V:|[v0]|", views: icon)
                    addConstraintsWithFormat(format, views: icon)
                    _ = #selector(addConstraintsWithFormat(_:options:views:))
                }
            }
            """
        // (The first is the helper's own call, of its parameter.)
        let read = SourceScan.scan(Array(unlabelled.utf8), language: .swift).formats.dropFirst()
        XCTAssertEqual(read.map { $0.text.map { String(decoding: $0, as: UTF8.self) } }, ["H:|-[v0]-[v1]-|", "V:|[v0]|", nil])
        XCTAssertEqual(read[1].views?.entries.map(\.valueText), ["icon", "title"])
        XCTAssertEqual(read[1].options?.names, ["alignAllCenterY"])
        XCTAssertNil(read[2].options)
        XCTAssertFalse(read[2].optionsAreUnknown)
        XCTAssertFalse(read[2].metricsAreUnknown)
        // From another file, registered as a project's tools register it: found by its name.
        let elsewhere = "func f() { container.addConstraintsWithFormat(\"H:|[v0]|\", views: icon) }"
        let function = FormatFunction(name: "addConstraintsWithFormat", formatLabel: "_", positionalKeys: "v{index}", passesNoMetrics: true)
        XCTAssertEqual(SourceScan.scan(Array(elsewhere.utf8), language: .swift, functions: [function]).formats.compactMap(\.text), [Array("H:|[v0]|".utf8)])
        // A registered helper of the same name and label is read as registered.
        let registered = FormatFunction(name: "addConstraintsWithFormat", formatLabel: "format", positionalKeys: "view{index}")
        let asRegistered = SourceScan.scan(Array(text.utf8), language: .swift, functions: [registered]).formats.filter { $0.text != nil }
        XCTAssertEqual(asRegistered[0].views?.entries.map(\.key), ["view0", "view1"])
        // A registered helper's body is not seen: it may supply metrics of its own.
        XCTAssertTrue(asRegistered[0].metricsAreUnknown)
    }

    /// An Objective-C helper is called from Swift by the name Swift imports it as: the first
    /// selector piece split before its last preposition, or unlabelled without one (the words
    /// Swift drops for repeating a parameter's type are not dropped: such calls are missed).
    func testObjectiveCHelpersHaveTheNamesSwiftImports() {
        func imported(_ selector: [String]) -> String? {
            let signature = HelperSignature(style: .objc, name: selector.map { $0 + ":" }.joined(), labels: selector,
                                            defaulted: selector.map { _ in false }, format: 0, formatsAreArray: true,
                                            views: .parameter(1), metrics: .none, options: .none)
            return signature.swiftVariant?.displayName
        }
        XCTAssertEqual(imported(["pg_constraintsWithFormats", "views"]), "pg_constraints(withFormats:views:)")
        XCTAssertEqual(imported(["installFormatsFromList", "views"]), "installFormats(fromList:views:)")
        XCTAssertEqual(imported(["layoutRow", "views"]), "layoutRow(_:views:)")
        XCTAssertEqual(imported(["placeWith", ""]), "place(with:_:)")
        XCTAssertNil(imported(["initWithFormat", "views"]), "an initializer is imported as init(…)")
        XCTAssertEqual(imported(["initializeRows", "views"]), "initializeRows(_:views:)")
    }

    /// Swift 1 and 2 call a method or function without the label its first parameter's one name
    /// makes in Swift 3 (`pinned(format:views:)` is called `pinned("…", views: v)`); a label
    /// written out stays.
    func testSwiftHelpersHaveTheirSwift2Calls() {
        let source = Array("""
            extension NSLayoutConstraint {
                class func pinned(format: String, views: [String: AnyObject]) -> [NSLayoutConstraint] {
                    return NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views)
                }
            }
            func hang(with format: String, views: [String: AnyObject], into host: UIView) {
                host.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views))
            }
            """.utf8)
        let helpers = SourceScan.helperDefinitions(source, language: .swift, known: [])
        XCTAssertEqual(helpers.map(\.displayName), ["pinned(format:views:)", "hang(with:views:into:)"])
        XCTAssertEqual(helpers.map { $0.swift2Variant?.displayName }, ["pinned(_:views:)", nil])
        XCTAssertEqual(helpers.first?.swift2Variant?.isSwift2Variant, true)
        let views = "let views = [\"dial\": dial]\n"
        let calls = SourceScan.scan(source + Array((views + "pinned(\"H:|[dail]|\", views: views)\npinned(views.description, views: views)\n").utf8), language: .swift).formats
        XCTAssertEqual(calls.compactMap(\.text).map { String(decoding: $0, as: UTF8.self) }, ["H:|[dail]|"], "only a format written at the call")
    }

    /// The names a Swift subclass may override an Objective-C helper by: the imported name with
    /// the last words of its first parameter's type dropped, or only the name `NS_SWIFT_NAME`
    /// gives it in either spelling.
    func testSwiftOverrideCandidates() {
        let header = Array("""
            @interface Frame : UIView
            - (void)frameAttachItem:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(attach(_:format:));
            + (void)frameHang:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(Frame.hang(_:format:));
            - (void)frameTie:(UIView *)item
                      format:(NSString *)format __attribute__((swift_name("tie(_:using:)")));
            - (void)frameLoose:(UIView *)item format:(NSString *)format NS_SWIFT_NAME(loose(_:));
            - (void)pinStackView:(nullable UIStackView *)stack format:(NSString *)format;
            - (void)pinLabel:(UIView *)view format:(NSString *)format;
            - (void)placeWithView:(UIView *)view format:(NSString *)format;
            @end
            void frame_pin(UIView *v) NS_SWIFT_NAME(pin(_:));
            """.utf8)
        XCTAssertEqual(SourceScan.swiftNames(header, language: .objc).map { "\($0.isClassMethod ? "+" : "-")\($0.selector.joined(separator: ":")) \($0.name)(\($0.labels.joined(separator: ":")))" },
                       ["-frameAttachItem:format attach(_:format)", "+frameHang:format hang(_:format)", "-frameTie:format tie(_:using)"],
                       "a name with another count of labels, or a C function's, is not a method's")
        XCTAssertEqual(SourceScan.swiftNames(header, language: .swift), [])
        let selectors: Set<[String]> = [["pinStackView", "format"], ["pinLabel", "format"], ["placeWithView", "format"], ["frameTie", "format"]]
        let names = SourceScan.swiftNames(header, language: .objc, selectors: selectors)
        XCTAssertEqual(names.filter { $0.name.isEmpty }.map { "\($0.selector[0]) \($0.parameterTypes.joined(separator: ","))" },
                       ["frameTie UIView,NSString", "pinStackView UIStackView,NSString", "pinLabel UIView,NSString", "placeWithView UIView,NSString"])
        func candidates(_ selector: [String]) -> [String] {
            HelperSignature(style: .objc, name: selector.map { $0 + ":" }.joined(), labels: selector, defaulted: [false, false], format: 1,
                            formatsAreArray: false, views: .unknown, metrics: .none, options: .none)
                .swiftOverrideCandidates(named: names).map(\.displayName)
        }
        XCTAssertEqual(candidates(["frameAttachItem", "format"]), ["attach(_:format:)"], "only the name given by hand")
        XCTAssertEqual(candidates(["frameTie", "format"]), ["tie(_:using:)"])
        XCTAssertEqual(candidates(["pinStackView", "format"]), [], "the import's own names are ImportedNames' (testMayBeImportedAs)")
        XCTAssertEqual(candidates(["frameHang", "format"]), [], "a class method's Swift name is not an instance method's")
        let wrapped = Array("#define MY_SWIFT_NAME(n) NS_SWIFT_NAME(n)\n- (void)frameLatch:(UIView *)v format:(NSString *)f MY_SWIFT_NAME(latch(_:format:));\n".utf8)
        XCTAssertEqual(SourceScan.swiftNames(wrapped, language: .objc).map(\.name), ["latch"], "a project's macro around NS_SWIFT_NAME; its definition names nothing")
        let otherMacro = Array("- (void)frameLatch:(UIView *)v format:(NSString *)f LATCHNAME(latch(_:format:)) API_AVAILABLE(ios(13.0));\n".utf8)
        XCTAssertEqual(SourceScan.swiftNames(otherMacro, language: .objc, selectors: [["frameLatch", "format"]]).filter { !$0.name.isEmpty }
                        .map { "\($0.name) \($0.isCertain)" }, ["latch false"],
                       "a macro of any name whose argument reads as a Swift name may give one")
    }

    func testMayBeImportedAs() {
        func helper(_ selector: [String], classMethod: Bool = false) -> HelperSignature {
            var signature = HelperSignature(style: .objc, name: selector.map { $0 + ":" }.joined(), labels: selector,
                                            defaulted: selector.map { _ in false }, format: selector.count - 1,
                                            formatsAreArray: false, views: .unknown, metrics: .none, options: .none)
            signature.isClassMethod = classMethod
            return signature
        }
        func may(_ selector: [String], _ name: String, _ labels: [String], classMethod: Bool = false) -> Bool {
            helper(selector, classMethod: classMethod).mayBeImported(as: SwiftOverride(name: name, labels: labels))
        }
        let dock = ["dockView", "inView", "format"]
        XCTAssertTrue(may(dock, "dock", ["_", "in", "format"]), "both the name and a label drop their type's words")
        XCTAssertTrue(may(dock, "dockView", ["_", "inView", "format"]))
        XCTAssertTrue(may(["fadeInWithView", "format"], "fadeIn", ["with", "format"]), "the first piece split at its preposition")
        XCTAssertTrue(may(["URLForView", "format"], "urlFor", ["_", "format"]), "a leading acronym lower-cased")
        XCTAssertFalse(may(dock, "dock", ["_", "at", "format"]), "'at' does not begin 'inView'")
        XCTAssertFalse(may(dock, "dockItem", ["_", "in", "format"]), "'dockItem' does not begin 'dockView'")
        XCTAssertFalse(may(dock, "dock", ["_", "in"]), "another count of arguments")
        XCTAssertFalse(may(dock, "dock", ["item", "in", "format"]), "a first label that is not the rest of the first piece")
        XCTAssertFalse(may(dock, "dock", ["_", "in", "format"], classMethod: true), "a class method is not an instance method's override")
        // With the selector's declaration seen, the words left out must end the parameter's type.
        let declarations = SourceScan.swiftNames(Array("""
            - (void)dockView:(UIView *)item inView:(nullable UIView *)view format:(NSString *)format;
            - (void)applyItemView:(UIView *)item format:(NSString *)format;
            """.utf8), language: .objc, selectors: [dock, ["applyItemView", "format"]])
        XCTAssertEqual(declarations.map(\.parameterTypes), [["UIView", "UIView", "NSString"], ["UIView", "NSString"]])
        func typed(_ selector: [String], _ name: String, _ labels: [String]) -> Bool {
            helper(selector).mayBeImported(as: SwiftOverride(name: name, labels: labels), declarations: declarations)
        }
        XCTAssertTrue(typed(dock, "dock", ["_", "in", "format"]))
        XCTAssertTrue(typed(dock, "dockView", ["_", "inView", "format"]))
        XCTAssertFalse(typed(dock, "dock", ["_", "in", "_"]), "a named piece is not written '_'")
        XCTAssertTrue(typed(["applyItemView", "format"], "applyItem", ["_", "format"]))
        XCTAssertTrue(typed(["applyItemView", "format"], "apply", ["_", "format"]), "the class's own name and the parameter's may both go")
        let label = ["dockView", "inLabel", "format"]
        let labelled = SourceScan.swiftNames(Array("- (void)dockView:(UIView *)v inLabel:(UIView *)c format:(NSString *)f;".utf8), language: .objc, selectors: [label])
        XCTAssertFalse(helper(label).mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "in", "format"]), declarations: labelled),
                       "'Label' does not end 'UIView'")
        XCTAssertTrue(helper(label).mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "in", "format"])), "without the declaration, any words")
        XCTAssertTrue(may(["addToolbarItem", "format"], "addItem", ["_", "format"]), "the class's own name, after a verb")
        XCTAssertTrue(may(["pinWithOptions", "item"], "pin", ["options", "item"]), "a `with` before a defaulted first argument")
        XCTAssertTrue(may(dock, "__dock", ["_", "in", "format"]), "NS_REFINED_FOR_SWIFT")
        XCTAssertTrue(Set(helper(["addToolbarItem", "format"]).importedNamesLowercased).isSuperset(of: [Array("additem".utf8), Array("add".utf8), Array("__additem".utf8)]))
        XCTAssertTrue(may(["applyItemView", "format"], "apply", ["_", "format"]), "without the declaration, any words")
        XCTAssertFalse(helper(dock).mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "in", "format"], isClassMethod: true)),
                       "a class method overrides no instance method")
        // Qualifiers aside, only a plain class's name is matched; Swift's import has rules of its
        // own for other types (an index for an integer, `Object` for `id`, an element's plural).
        let others = SourceScan.swiftNames(Array("""
            - (void)dockView:(UIView * _Nonnull)item inView:(__kindof UIView *)view format:(NSString *)format;
            - (void)insertItem:(UIView *)item atIndex:(NSInteger)index format:(NSString *)format;
            - (void)tieView:(UIView *)item besideViews:(NSArray<UIView *> *)others fromURL:(NSURL *)url;
            """.utf8), language: .objc, selectors: [dock, ["insertItem", "atIndex", "format"], ["tieView", "besideViews", "fromURL"]])
        XCTAssertEqual(others.map(\.parameterTypes), [["UIView", "UIView", "NSString"], ["UIView", "", "NSString"], ["UIView", "", "NSURL"]])
        func typedOther(_ selector: [String], _ name: String, _ labels: [String]) -> Bool {
            helper(selector).mayBeImported(as: SwiftOverride(name: name, labels: labels), declarations: others)
        }
        XCTAssertTrue(typedOther(dock, "dock", ["_", "in", "format"]))
        XCTAssertTrue(typedOther(["insertItem", "atIndex", "format"], "insertItem", ["_", "at", "format"]))
        XCTAssertTrue(typedOther(["tieView", "besideViews", "fromURL"], "tie", ["_", "beside", "from"]), "'URL' ends 'NSURL'")
        XCTAssertFalse(typedOther(["tieView", "besideViews", "fromURL"], "tieView", ["_", "beside", "fromU"]))
        XCTAssertTrue(helper(dock, classMethod: true).mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "in", "format"], isClassMethod: true)),
                      "a class method by a class method")
        XCTAssertTrue(may(["weldItem", "format", "error"], "weldItem", ["_", "format"]), "an `error:` piece is imported as `throws`")
        XCTAssertFalse(may(["weldItem", "format", "into"], "weldItem", ["_", "format"]))
        let split = Array("override func\n    dock(_ v: UIView) {}".utf8)
        XCTAssertTrue(SourceScan.definesFunction(namedAnyOf: [Array("dock".utf8)], in: split), "a name on the line after `func`")
        XCTAssertFalse(SourceScan.definesFunction(namedAnyOf: [Array("dock".utf8)], in: Array("func docker() {}".utf8)))
        XCTAssertTrue(SourceScan.definesFunction(namedAnyOf: [Array("dock".utf8)], in: Array("override func `dock`() {}".utf8)), "a backticked name")
        XCTAssertTrue(SourceScan.definesFunction(namedAnyOf: [Array("setrowformat".utf8)], in: Array("override var rowFormat: String".utf8)),
                      "a property whose setter has the name")
        XCTAssertFalse(SourceScan.definesFunction(namedAnyOf: [Array("setrowformat".utf8)], in: Array("var variable = rowFormat".utf8)))
        // `async`: a last piece that takes a completion handler goes (not the format itself).
        func async(_ selector: [String], _ name: String, _ labels: [String], format: Int = 1) -> Bool {
            var signature = helper(selector)
            signature.format = format
            return signature.mayBeImported(as: SwiftOverride(name: name, labels: labels, isAsync: true))
        }
        let docking = ["dockView", "format", "completionHandler"]
        XCTAssertTrue(async(docking, "dock", ["_", "format"]))
        XCTAssertFalse(async(docking, "dock", ["_", "format"], format: 2), "the format's own piece")
        XCTAssertFalse(async(["loadWithCompletion"], "load", [], format: 0), "a helper's one piece is its format")
        XCTAssertFalse(helper(docking).mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "format"])), "not without `async`")
        XCTAssertFalse(async(["dockView", "format", "animated"], "dock", ["_", "format"]), "a last piece that takes no handler")
        let typedHandler = SourceScan.swiftNames(Array("- (void)dockView:(UIView *)v format:(NSString *)f completionHandler:(UIView *)h;".utf8),
                                                 language: .objc, selectors: [docking])
        var dockHelper = helper(docking)
        dockHelper.format = 1
        XCTAssertFalse(dockHelper.mayBeImported(as: SwiftOverride(name: "dock", labels: ["_", "format"], isAsync: true), declarations: typedHandler),
                       "a class is no completion handler")
        // A property's setter: its one piece exactly.
        XCTAssertTrue(helper(["setRowFormat"]).mayBeImported(as: SwiftOverride(name: "setRowFormat", labels: ["_"], isSetter: true)))
        XCTAssertFalse(helper(["setRowFormatForItem"]).mayBeImported(as: SwiftOverride(name: "setRowFormat", labels: ["_"], isSetter: true)))
        XCTAssertFalse(helper(["setTitleWithFormat"]).mayBeImported(as: SwiftOverride(name: "setTitle", labels: ["_"], isSetter: true)))
        let throwing = SourceScan.swiftNames(Array("- (BOOL)fuseItem:(UIView *)i format:(NSString *)f error:(NSError **)e NS_SWIFT_NAME(fuse(_:format:));".utf8),
                                             language: .objc)
        XCTAssertEqual(throwing.map(\.labels), [["_", "format"]], "a name given by hand leaves `error:` out: the method throws")
        // The overrides a Swift file defines: backticked names, `async`, a property's setter.
        let swift = SourceScanner(bytes: Array("""
            class Card: Frame {
                override func `dock`(_ item: UIView, `in` container: UIView) {}
                override func dock(_ item: UIView, format: String) async throws {}
                @objc override var rowFormat: String { get { "" } set {} }
                override class var rowFormat: String { get { "" } set {} }
                override var dockFormat: String { "" }
                override var title: String? { didSet {} }
            }
            """.utf8), language: .swift, functions: [])
        XCTAssertEqual(swift.swiftOverrides(named: [Array("dock".utf8), Array("setrowformat".utf8), Array("setdockformat".utf8), Array("settitle".utf8)]), [
            SwiftOverride(name: "dock", labels: ["_", "in"]),
            SwiftOverride(name: "dock", labels: ["_", "format"], isAsync: true),
            SwiftOverride(name: "setRowFormat", labels: ["_"], isSetter: true),
            SwiftOverride(name: "setRowFormat", labels: ["_"], isClassMethod: true, isSetter: true),
            SwiftOverride(name: "setTitle", labels: ["_"], isSetter: true),
        ], "a get-only property overrides no setter")
        XCTAssertEqual(HelperSignature.words("pin2View"), ["pin2", "View"])
        XCTAssertEqual(HelperSignature.words("HTMLLabelView"), ["HTML", "Label", "View"])
    }
}
