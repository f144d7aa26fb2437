import VFLSourceScan
import VFLSyntax
import XCTest

/// The source model: what the scanner knows about each call's dictionaries (exactly, at least,
/// unknown), which formats reach a call, and which calls' constraints are active together.
final class SourceModelTests: XCTestCase {
    func scan(_ text: String, _ language: SourceLanguage = .swift) -> [EmbeddedFormat] {
        SourceScan.scan(Array(text.utf8), language: language, recordSteps: true).formats
    }

    func keys(_ format: EmbeddedFormat) -> [String]? { format.views?.entries.map(\.key).sorted() }

    func call(_ format: String, views: String) -> String {
        "addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: \(views)))"
    }

    func testSubscriptWritesAlongThePathAreKnownExactly() {
        let formats = scan("""
            func f(a: UIView, b: UIView?) {
                var views: [String: UIView] = ["a": a]
                if let b = b {
                    views["b"] = b
                    \(call("H:[a][b]", views: "views"))
                }
                \(call("H:[a]", views: "views"))
            }
            """)
        XCTAssertEqual(formats.count, 2)
        XCTAssertEqual(keys(formats[0]), ["a", "b"])
        XCTAssertEqual(formats[0].views?.isComplete, true)
        // After the `if`, `b` is only possibly there: still complete (no other key can be).
        XCTAssertEqual(keys(formats[1]), ["a", "b"])
        XCTAssertEqual(formats[1].views?.isComplete, true)
    }

    func testComputedKeysAndHandedOverDictionariesAreAtLeast() {
        let formats = scan("""
            - (void)f {
                NSMutableDictionary *views = [NSMutableDictionary new];
                views[@"a"] = self.a;
                [self fillViews:views];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a][b]" options:0 metrics:nil views:views]];
            }
            """, .objc)
        XCTAssertEqual(keys(formats[0]), ["a"])
        XCTAssertEqual(formats[0].views?.isComplete, false)
        XCTAssertTrue(formats[0].views?.steps.contains { $0.text.contains("may add keys") } == true)
    }

    func testAlternativeBranchesDoNotReachTheCall() {
        let formats = scan("""
            - (void)f {
                NSDictionary *views = nil;
                if (self.flag) {
                    views = NSDictionaryOfVariableBindings(a);
                } else {
                    views = NSDictionaryOfVariableBindings(a, b);
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a][b]" options:0 metrics:nil views:views]];
                }
                switch (self.mode) {
                case 0: views = @{@"x": x}; break;
                case 1: [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:views]]; break;
                }
            }
            """, .objc)
        XCTAssertEqual(keys(formats[0]), ["a", "b"])
        XCTAssertEqual(formats[0].views?.isComplete, true)
        // Case 1 does not see case 0's assignment; before the switch, either branch's value.
        XCTAssertEqual(keys(formats[1]), ["a", "b"])
    }

    func testParametersAndPropertiesAreUnknown() {
        let formats = scan("""
            final class V: UIView {
                var stored: [String: UIView] = [:]
                func first() { let metrics = ["m": 8]; \(call("H:[a]", views: "[\"a\": a]")) }
                func second(metrics: [String: Any], views: [String: UIView]) {
                    \(call("H:[a]", views: "views"))
                    \(call("H:[a]", views: "stored"))
                }
            }
            """)
        XCTAssertEqual(formats.count, 3)
        XCTAssertNil(formats[1].views)
        XCTAssertTrue(formats[1].viewsUnknownReason?.contains("parameter") == true, formats[1].viewsUnknownReason ?? "")
        XCTAssertNil(formats[2].views)
        XCTAssertTrue(formats[2].viewsUnknownReason?.contains("written elsewhere") == true, formats[2].viewsUnknownReason ?? "")
    }

    /// A Swift dictionary property holds at most the keys the file writes into it: all of them
    /// when only this file can write it, those seen otherwise; a write not read leaves it unknown.
    func testAPropertyFilledAcrossTheFileHoldsTheKeysWritten() {
        let formats = scan("""
            final class V: UIViewController {
                private var views = [String: UIView]()
                var shared: [String: UIView] = [:]
                private var tupled = [String: UIView]()
                override func viewDidLoad() {
                    views["a"] = a
                    self.views["b"] = b
                    shared["a"] = a
                    (tupled, rows) = make()
                    views.removeValue(forKey: "b")
                }
                func layOut() {
                    \(call("H:[a]", views: "views"))
                    \(call("H:[a]", views: "self.shared"))
                    \(call("H:[a]", views: "tupled"))
                }
            }
            final class W: V {
                override func layOut() { self.views["c"] = c; super.layOut() }
            }
            """)
        XCTAssertEqual(formats.count, 3)
        XCTAssertEqual(keys(formats[0]), ["a", "b", "c"], "a subclass's write through `self` is one of its keys")
        XCTAssertEqual(formats[0].views?.isComplete, true)
        XCTAssertEqual(keys(formats[1]), ["a"])
        XCTAssertEqual(formats[1].views?.isComplete, false, "another file may write an internal property")
        XCTAssertNil(formats[2].views, "a tuple assigned whole")
    }

    /// A dictionary a type makes at run time is unknown, and said to be made so (not "not defined").
    func testADictionaryMadeByAnInitializerIsUnknownAndSaysSo() {
        let formats = scan("""
            func f(a: UIView, b: UIView) {
                let views = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [a, b]))
                \(call("H:[a][b]", views: "views"))
                \(call("H:[a]", views: "makeViews()"))
            }
            """)
        XCTAssertEqual(formats.count, 2)
        XCTAssertNil(formats[0].views)
        XCTAssertEqual(formats[0].viewsUnknownReason, "'Dictionary(…)' makes the dictionary at run time")
        XCTAssertEqual(formats[1].viewsUnknownReason, "'makeViews' is no function this file defines (a property's value, or what another file's method returns, is known at run time)")
    }

    func testHelpersConstantsAndComputedProperties() {
        let formats = scan("""
            final class V: UIView {
                static let shared = ["a": UIView()]
                var computed: [String: UIView] { ["b": b] }
                func make() -> [String: UIView] {
                    var d = ["c": c]
                    d["e"] = e
                    return d
                }
                func install() {
                    \(call("H:[a]", views: "Self.shared"))
                    \(call("H:[b]", views: "computed"))
                    \(call("H:[c]", views: "make()"))
                }
            }
            """)
        XCTAssertEqual(formats.map(keys), [["a"], ["b"], ["c", "e"]])
        XCTAssertEqual(formats.map { $0.views?.isComplete }, [true, true, true])
    }

    func testFormatsThroughTernariesLoopsMacrosAndMultilineLiterals() {
        let swift = scan("""
            func f(flag: Bool) {
                let formats = ["H:[a]", "V:[a]"]
                for format in formats { \(call("X", views: "v").replacingOccurrences(of: "\"X\"", with: "format")) }
                \(call("X", views: "v").replacingOccurrences(of: "\"X\"", with: "flag ? \"H:[b]\" : \"V:[b]\""))
                let tall = \"\"\"
                    V:|-[c]-|
                    \"\"\"
                \(call("X", views: "v").replacingOccurrences(of: "\"X\"", with: "tall"))
            }
            """)
        XCTAssertEqual(swift.compactMap { $0.text.map { String(decoding: $0, as: UTF8.self) } }, ["H:[a]", "V:[a]", "H:[b]", "V:[b]", "V:|-[c]-|"])
        XCTAssertEqual(swift.map(\.alternative), [nil, nil, 0, 1, nil])
        let objc = scan("""
            #define FMT @"H:[a]"
            static NSString *const kFmt = @"V:[a]";
            - (void)f {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:FMT options:0 metrics:nil views:v]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kFmt options:0 metrics:nil views:v]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:[b]"] options:0 metrics:nil views:v]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:[b]-%d-|", 8] options:0 metrics:nil views:v]];
            }
            """, .objc)
        XCTAssertEqual(objc.map { $0.text.map { String(decoding: $0, as: UTF8.self) } }, ["H:[a]", "V:[a]", "H:[b]", nil])
    }

    func testOnlyConstraintsActiveTogetherShareAGroup() {
        let formats = scan("""
            func f(flag: Bool) {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: v))
                var all: [NSLayoutConstraint] = []
                all += NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: v)
                NSLayoutConstraint.activate(all)
                let wide = NSLayoutConstraint.constraints(withVisualFormat: "H:[c]", metrics: nil, views: v)
                let narrow = NSLayoutConstraint.constraints(withVisualFormat: "H:[d]", metrics: nil, views: v)
                NSLayoutConstraint.activate(flag ? wide : narrow)
                self.portrait = NSLayoutConstraint.constraints(withVisualFormat: "H:[e]", metrics: nil, views: v)
            }
            """)
        let groups = formats.map(\.conflictGroup)
        XCTAssertEqual(groups.count, 5)
        XCTAssertNotNil(groups[0])
        XCTAssertEqual(groups[0], groups[1], "collected in a variable that is activated here")
        XCTAssertNotEqual(groups[2], groups[0])
        XCTAssertNotEqual(groups[2], groups[3], "alternatives")
        XCTAssertNotEqual(groups[4], groups[0])
        // A collector's name is never taken for the group of what is activated as it is made.
        let named = scan("""
            func f() {
                var activated: [NSLayoutConstraint] = []
                activated += NSLayoutConstraint.constraints(withVisualFormat: "H:[a(10)]", metrics: nil, views: v)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(20)]", metrics: nil, views: v))
                self.pending = activated
            }
            """).map(\.conflictGroup)
        XCTAssertEqual(named.count, 2)
        XCTAssertNotNil(named[0])
        XCTAssertNotNil(named[1])
        XCTAssertNotEqual(named[0], named[1], "a collector named 'activated' that is not activated here")
    }

    /// Constraints changed after a call makes its own (a priority lowered, a set deactivated)
    /// leave that call out of every group; calls after the function's last change keep theirs,
    /// whichever call is asked about first.
    func testOnlyChangesAfterACallLeaveItOut() {
        let source = """
            func f() {
                let preferred = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: v)
                preferred.forEach { $0.priority = .defaultLow }
                NSLayoutConstraint.activate(preferred)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: v))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[c]", metrics: nil, views: v))
            }
            func g() {
                NSLayoutConstraint.deactivate(old)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[d]", metrics: nil, views: v))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[e]", metrics: nil, views: v))
                heightConstraint.isActive = false
            }
            """
        let groups = scan(source).map(\.conflictGroup)
        XCTAssertEqual(groups.count, 5)
        XCTAssertNil(groups[0], "its priority is lowered after it is made")
        XCTAssertNotNil(groups[1])
        XCTAssertEqual(groups[1], groups[2], "made after the last change: active together")
        XCTAssertNil(groups[3], "a constraint is deactivated after it is made")
        XCTAssertNil(groups[4])
        // A change written before a call but run after it: in a `defer`, a stored closure, a
        // local function, an Objective-C block, or a loop that runs the call again.
        for later in ["defer { c.forEach { $0.priority = .defaultHigh } }",
                      "let soften = { c.forEach { $0.priority = .defaultHigh } }",
                      "func soften() { heightConstraint.constant = 0 }"] {
            let groups = scan("""
                func f() {
                    \(later)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: v))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: v))
                }
                """).map(\.conflictGroup)
            XCTAssertEqual(groups, [nil, nil], later)
        }
        let block = scan("""
            - (void)f {
                void (^soften)(void) = ^{ [c setPriority:UILayoutPriorityDefaultHigh]; };
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:v]];
                soften();
            }
            """, .objc).map(\.conflictGroup)
        XCTAssertEqual(block, [nil])
        let loop = scan("""
            func f() {
                for row in rows {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: v))
                    row.height.constant = 0
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: v))
                }
            }
            """).map(\.conflictGroup)
        XCTAssertEqual(loop, [nil, nil], "the next turn changes it after the second call")
    }

    /// A collector only added to holds one growing set; one changed in any other way (emptied,
    /// an element replaced, passed by reference) holds different sets at different times.
    /// Objective-C++ collects into `auto` and `const auto` declarations: the collector is the
    /// name, not the words before it (they were read as one name, `autoc`, never activated).
    func testAnAutoCollectorIsItsName() {
        let groups = scan("""
            - (void)f {
                auto c = [NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:v];
                const auto d = [NSLayoutConstraint constraintsWithVisualFormat:@"H:[b]" options:0 metrics:nil views:v];
                [self addConstraints:c];
                [self addConstraints:d];
            }
            """, .objc).map(\.conflictGroup)
        XCTAssertEqual(groups.count, 2)
        XCTAssertTrue(groups.allSatisfy { $0?.hasSuffix(" activated") == true }, "\(groups)")
    }

    func testCollectorsChangedOtherwiseThanAddedToAreNotCompared() {
        func groups(_ change: String) -> [String?] {
            scan("""
                func f() {
                    var c: [NSLayoutConstraint] = []
                    c += NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: v)
                    \(change)
                    c += NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: v)
                    NSLayoutConstraint.activate(c)
                }
                """).map(\.conflictGroup)
        }
        for added in ["c.append(contentsOf: extra)", "c.insert(extra, at: 0)", "c += extra"] {
            let g = groups(added)
            XCTAssertNotNil(g[0], added)
            XCTAssertEqual(g[0], g[1], added)
        }
        for changed in ["c = []", "c.removeAll()", "c[0] = extra", "c.removeLast()", "reset(&c)"] {
            XCTAssertEqual(groups(changed), [nil, nil], changed)
        }
    }

    /// A format variable is a run-time format when it changes after it is made; the same name
    /// declared again in an inner block is another variable and changes nothing.
    func testFormatVariablesChangedInPlaceOnly() {
        let formats = scan("""
            func g() {
                var format = "H:|[a]|"
                if compact {
                    let format = "V:|[a]|"
                    _ = format
                }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: v))
            }
            """)
        XCTAssertEqual(formats.count, 1)
        XCTAssertEqual(formats.first?.text.map { String(decoding: $0, as: UTF8.self) }, "H:|[a]|")
    }

    /// Branches that are never built are not scanned: `#if 0`, `#elif 0`, `#if false`, and what
    /// follows `#if 1` or (Swift) `#if true`. Conditions decided when the file is built are.
    func testCodeThatIsNeverBuiltIsNotScanned() {
        func texts(_ source: String, _ language: SourceLanguage) -> [String] {
            scan(source, language).compactMap { $0.text.map { String(decoding: $0, as: UTF8.self) } }
        }
        func objc(_ format: String) -> String {
            "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"\(format)\" options:0 metrics:nil views:views]];"
        }
        let objcSource = """
            - (void)f {
            #if 0
                \(objc("H:[dead1]"))
            #elif 0
                \(objc("H:[dead2]"))
            #elif 1
                \(objc("H:[a]"))
            #else
                \(objc("H:[dead3]"))
            #endif
            #if 1
                \(objc("H:[b]"))
            #if 0
                \(objc("H:[dead4]"))
            #endif
            #else
                \(objc("H:[dead5]"))
            #endif
            #if DEBUG
                \(objc("H:[c]"))
            #elif 0
                \(objc("H:[dead6]"))
            #else
                \(objc("H:[d]"))
            #endif
            #if true
                \(objc("H:[e]"))
            #else
                \(objc("H:[f]"))
            #endif
            #if 0
                \(objc("H:[dead7]"))
            #if 0
                \(objc("H:[dead8]"))
            #endif
                \(objc("H:[dead9]"))
            #if DEBUG
                \(objc("H:[dead10]"))
            #endif
                \(objc("H:[dead11]"))
            #endif
                \(objc("H:[g]"))
            }
            """
        XCTAssertEqual(texts(objcSource, .objc), ["H:[a]", "H:[b]", "H:[c]", "H:[d]", "H:[e]", "H:[f]", "H:[g]"],
                       "`true` is a macro or 0 in C: decided when built")
        let swiftSource = """
            func f() {
            #if true
                \(call("H:[a]", views: "v"))
            #else
                \(call("H:[dead1]", views: "v"))
            #endif
            #if false
                \(call("H:[dead2]", views: "v"))
            #elseif os(iOS)
                \(call("H:[b]", views: "v"))
            #else
                \(call("H:[c]", views: "v"))
            #endif
            }
            """
        XCTAssertEqual(texts(swiftSource, .swift), ["H:[a]", "H:[b]", "H:[c]"])
    }

    /// A declaration in a branch that is never built is not the name's: `#if 1` keeps its own,
    /// `#if 0` leaves the `#else`'s certain (not one of two).
    func testDeclarationsThatAreNeverBuiltAreNotVisible() {
        let formats = scan("""
            - (void)f {
            #if 1
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
            #else
                NSDictionary *views = NSDictionaryOfVariableBindings(b);
            #endif
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:views]];
            #if 0
                NSDictionary *metrics = @{@"m": @1};
            #else
                NSDictionary *metrics = @{@"n": @1};
            #endif
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:metrics views:views]];
            }
            """, .objc)
        XCTAssertEqual(formats.count, 2)
        XCTAssertEqual(keys(formats[0]), ["a"])
        XCTAssertEqual(formats[1].metrics?.entries.map(\.key), ["n"])
    }

    /// Values with generic arguments end after them (`Dictionary<String, UIView>()`), not at
    /// their comma; constraint collectors and formats changed by less common methods change.
    func testGenericValuesAndOtherChanges() {
        let formats = scan("""
            func f(a: UIView) {
                var views = Dictionary<String, UIView>()
                views["a"] = a
                \(call("H:[a]", views: "views"))
                var format = "H:[a]"
                format.replace("a", with: "b")
                \(call("\\(format)", views: "views"))
            }
            """)
        XCTAssertEqual(keys(formats[0]), ["a"])
        XCTAssertEqual(formats[0].views?.isComplete, true)
        let objc = scan("""
            - (void)f {
                NSMutableArray *c = [NSMutableArray array];
                [c addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:v]];
                [c removeObjectsInArray:old];
                [c addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[b]" options:0 metrics:nil views:v]];
                [NSLayoutConstraint activateConstraints:c];
                [self.d addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[a]" options:0 metrics:nil views:v]];
                [self.d removeAllObjects];
                [self.d addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[b]" options:0 metrics:nil views:v]];
                [NSLayoutConstraint activateConstraints:self.d];
            }
            """, .objc).map(\.conflictGroup)
        XCTAssertEqual(objc, [nil, nil, nil, nil])
    }

    func testViewFactsSeeOptOutsThroughEveryPath() {
        let facts = ViewFacts.read(Array("""
            final class V: UIView {
                let plain = UILabel()
                let made = UILabel.forAutoLayout()
                let inArray = UILabel()
                let helped = UILabel()
                let stacked = UILabel()
                func prepare(_ view: UIView) { view.translatesAutoresizingMaskIntoConstraints = false }
                func f() {
                    [inArray].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    prepare(helped)
                    stack.addArrangedSubview(stacked)
                    addSubview(plain)
                }
            }
            """.utf8), language: .swift)
        XCTAssertTrue(facts.certainlyKeepsAutoresizing("plain"))
        for name in ["made", "inArray", "helped", "stacked", "unseen"] {
            XCTAssertFalse(facts.certainlyKeepsAutoresizing(name), name)
        }
        let objc = ViewFacts.read(Array("""
            - (UILabel *)title { if (!_title) { _title = [UILabel new]; _title.translatesAutoresizingMaskIntoConstraints = NO; } return _title; }
            - (void)f { self.icon = [[UIImageView alloc] init]; [self.icon setTranslatesAutoresizingMaskIntoConstraints:NO]; _line = [UIView new]; }
            """.utf8), language: .objc)
        XCTAssertFalse(objc.certainlyKeepsAutoresizing("title"))
        XCTAssertFalse(objc.certainlyKeepsAutoresizing("icon"))
        XCTAssertTrue(objc.certainlyKeepsAutoresizing("line"))
        // Views handed to a function as a dictionary's values, in a message: those of a known
        // dictionary, or (a dictionary the file does not show) any view.
        let handed = ViewFacts.read(Array("""
            - (void)f { NSButton *ok = [NSButton new]; NSTextField *hint = [NSTextField new]; NSDictionary *views = @{@"ok": ok};
                AddAutoLayoutViews([views allValues], self); [self addSubview:hint]; }
            """.utf8), language: .objc)
        XCTAssertFalse(handed.certainlyKeepsAutoresizing("ok"))
        XCTAssertTrue(handed.certainlyKeepsAutoresizing("hint"))
        let unseen = ViewFacts.read(Array("""
            - (void)f { _status = [NSTextField new]; AddAutoLayoutViews([self.allViews allValues], self.view); }
            """.utf8), language: .objc)
        XCTAssertFalse(unseen.certainlyKeepsAutoresizing("status"))
        // A loop over a message's result opts out views this file cannot name.
        let looped = ViewFacts.read(Array("""
            - (void)f { UILabel *title = [UILabel new]; NSDictionary *views = NSDictionaryOfVariableBindings(title);
                for (UIView *v in [views allValues]) { v.translatesAutoresizingMaskIntoConstraints = NO; } }
            """.utf8), language: .objc)
        XCTAssertFalse(looped.certainlyKeepsAutoresizing("title"))
    }

    func testSwiftTwoSpellingIsACall() {
        let formats = scan("""
            addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[a]|", options: [], metrics: nil, views: ["a": a]))
            """)
        XCTAssertEqual(formats.count, 1)
        XCTAssertEqual(formats.first?.text.map { String(decoding: $0, as: UTF8.self) }, "H:|[a]|")
        XCTAssertEqual(keys(formats[0]), ["a"])
    }

    func testObjectiveCZeroMetricsIsAnEmptyDictionary() {
        let formats = scan("""
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-8-[a]" options:0 metrics:0 views:@{@"a": a}]];
            """, .objc)
        XCTAssertEqual(formats.first?.metrics?.entries.count, 0)
        XCTAssertEqual(formats.first?.metrics?.isComplete, true)
        XCTAssertFalse(formats.first?.metricsAreUnknown ?? true)
    }

    func testANameInItsOwnInitializerIsTheOuterOne() {
        let formats = scan("""
            func f(a: UIView) {
                let views = ["a": a]
                if true {
                    let views = views
                    \(call("H:[a]", views: "views"))
                }
            }
            """)
        XCTAssertEqual(keys(formats[0]), ["a"])
        XCTAssertEqual(formats[0].views?.isComplete, true)
    }

    func testUnbracedBranchesAreAlternatives() {
        let formats = scan("""
            - (void)f {
                NSDictionary *views;
                if (self.wide) views = NSDictionaryOfVariableBindings(a, b);
                else views = NSDictionaryOfVariableBindings(a);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a][b]" options:0 metrics:nil views:views]];
            }
            """, .objc)
        // Either assignment may reach the call: `b` is possibly there, so it is no error.
        XCTAssertEqual(keys(formats[0]), ["a", "b"])
    }

    func testAConditionalDictionaryHasTheKeysOfBothBranches() {
        let formats = scan("""
            func f(wide: Bool) {
                \(call("H:[a]", views: "wide ? [\"a\": a, \"b\": b] : [\"a\": a]"))
            }
            """)
        XCTAssertEqual(keys(formats[0]), ["a", "b"])
        XCTAssertEqual(formats[0].views?.isComplete, true)
    }

    func testAnotherObjectsMembersAreUnknown() {
        let formats = scan("""
            final class V: UIView {
                func views() -> [String: UIView] { ["a": a] }
                func f(other: V) {
                    \(call("H:[a]", views: "other.views()"))
                    \(call("H:[a]", views: "self.views()"))
                }
            }
            """)
        XCTAssertNil(formats[0].views)
        XCTAssertEqual(keys(formats[1]), ["a"])
    }

    /// A comma in a type's declaration (protocols after the superclass, generic parameters, a
    /// `where` clause) does not make its body a closure: its properties stay properties.
    func testTypesWithCommasInTheirDeclarationHoldProperties() {
        for header in ["final class V: UIView, UITextFieldDelegate", "final class V<A, B>: UIView",
                       "struct V: Hashable, Codable", "extension V: UITableViewDelegate where T: P, U: Q",
                       "enum V: String, CaseIterable"] {
            let formats = scan("""
                \(header) {
                    var stored: [String: UIView]!
                    func fill() { self.stored = ["a": a] }
                    func install() {
                        \(call("H:[a]", views: "stored"))
                        var local: [String: UIView] = [:]
                        local["a"] = a
                        \(call("H:[a]", views: "local"))
                    }
                }
                """)
            XCTAssertEqual(formats.count, 2, header)
            XCTAssertNil(formats[0].views, header)
            XCTAssertTrue(formats[0].viewsUnknownReason?.contains("written elsewhere") == true, "\(header): \(formats[0].viewsUnknownReason ?? "known")")
            XCTAssertEqual(keys(formats[1]), ["a"], header)
            XCTAssertEqual(formats[1].views?.isComplete, true, header)
        }
        // A generic function's locals are followed, into a closure that runs at once.
        let formats = scan("""
            func f<T: UIView, U: UIView>(a: T, b: U) where T: P, U: Q {
                var views: [String: UIView] = ["a": a]
                items.forEach { views["b"] = b }
                \(call("H:[a]", views: "views"))
            }
            """)
        XCTAssertEqual(keys(formats[0]), ["a", "b"])
    }
}
