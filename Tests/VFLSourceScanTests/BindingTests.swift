import VFLSourceScan
import VFLSyntax
import XCTest

/// Names bound again in a condition or a pattern, names declared in both branches of an `#if`,
/// and formats changed in place: each call sees the value it really gets, or unknown. (Found
/// trying the linter on made-up variants of real code: each gave a false error before.)
final class BindingTests: XCTestCase {
    func scan(_ text: String, _ language: SourceLanguage = .swift) -> [EmbeddedFormat] {
        SourceScan.scan(Array(text.utf8), language: language).formats
    }

    func keys(_ format: EmbeddedFormat) -> [String]? { format.views?.entries.map(\.key).sorted() }

    func call(_ format: String, views: String = "views") -> String {
        "addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: \(views)))"
    }

    func testAConditionBindingIsVisibleInItsBodyOnly() {
        let formats = scan("""
            func f(a: UIView, extra: [String: UIView]?) {
                let views = ["a": a]
                if let views = extra {
                    \(call("H:|[b]|"))
                }
                while let views = extra, !views.isEmpty {
                    \(call("V:|[b]|"))
                }
                if let views = extra, views.count > 1 { print(views) }
                \(call("H:|[a]|"))
                guard let views = extra else { return }
                \(call("V:|[a]|"))
            }
            """)
        XCTAssertEqual(formats.count, 4)
        XCTAssertTrue(formats[0].viewsAreUnknown, "if let: what extra holds")
        XCTAssertTrue(formats[1].viewsAreUnknown, "while let: what extra holds")
        XCTAssertEqual(keys(formats[2]), ["a"], "after the if, the outer views")
        XCTAssertTrue(formats[3].viewsAreUnknown, "guard let: visible after the guard")
    }

    /// Every name of one declaration is declared: `let views = […], metrics = […]` (also over
    /// lines joined by `,`), `UILabel *a = …, *b = …;`. The second name used to resolve to an
    /// outer declaration of it.
    func testEveryNameOfADeclarationListIsDeclared() {
        let swift = scan("""
            func f(a: UIView, b: UIView, wide: Bool) {
                let views = ["a": a]
                let metrics = ["gap": 8]
                if wide {
                    let spacing = 4, views = ["a": a, "b": b],
                        metrics = ["m": 8]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-m-[a][b]|", options: [], metrics: metrics, views: views))
                    _ = spacing
                }
                \(call("H:|[a]|"))
                if let one = Optional(a), views.count > 0, let two = Optional(b) {
                    \(call("V:|[a]|"))
                }
            }
            """)
        XCTAssertEqual(swift.count, 3)
        XCTAssertEqual(keys(swift[0]), ["a", "b"])
        XCTAssertEqual(swift[0].metrics?.entries.map(\.key), ["m"])
        XCTAssertEqual(keys(swift[1]), ["a"], "after the block, the outer views")
        XCTAssertEqual(keys(swift[2]), ["a"], "a condition after a binding declares nothing")
        // A pattern's labels are not names of a list (`views:` in `.pair(let icon, views: let
        // extra)`), and a list goes on over a line that ends with an operator.
        let patterns = scan("""
            func f(a: UIView, b: UIView, slot: Slot) {
                let views = ["a": a]
                if case .pair(let icon, views: let extra) = slot { icon.isHidden = extra.isEmpty }
                switch slot {
                case .pair(let icon, views: let extra): _ = (icon, extra)
                default: break
                }
                \(call("H:|[a]|"))
                let gap = 4 +
                    4, more = ["a": a, "b": b]
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [], metrics: nil, views: more))
                _ = gap
            }
            """)
        XCTAssertEqual(patterns.map(keys), [["a"], ["a", "b"]])
        let objc = scan("""
            - (void)f:(UIView *)a b:(UIView *)b {
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
                if (wide) {
                    NSDictionary *narrow = NSDictionaryOfVariableBindings(a), *views = NSDictionaryOfVariableBindings(a, b);
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:0 metrics:nil views:views]];
                }
                CGFloat x = 2 * y, *p = NULL;
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:views]];
            }
            """, .objc)
        XCTAssertEqual(objc.count, 2)
        XCTAssertEqual(keys(objc[0]), ["a", "b"])
        XCTAssertEqual(keys(objc[1]), ["a"])
        // Each name of the list is created plainly (`missing_autoresizing_opt_out` sees both).
        let facts = ViewFacts.read(Array("let a = UILabel(), b = UILabel()".utf8), language: .swift)
        XCTAssertTrue(facts.certainlyKeepsAutoresizing("a"))
        XCTAssertTrue(facts.certainlyKeepsAutoresizing("b"))
    }

    func testAPatternBindingIsUnknown() {
        let formats = scan("""
            func f(a: UIView, extra: [String: UIView]?) {
                let views = ["a": a]
                switch extra {
                case let views?:
                    \(call("H:|[b]|"))
                case nil:
                    \(call("H:|[a]|"))
                }
                if case let views? = extra {
                    \(call("V:|[b]|"))
                }
                var later: [String: UIView]
                later = ["c": a]
                \(call("H:|[c]|", views: "later"))
            }
            """)
        XCTAssertEqual(formats.count, 4)
        XCTAssertTrue(formats[0].viewsAreUnknown, "case let views?: the matched value")
        XCTAssertTrue(formats[2].viewsAreUnknown, "if case let views? = extra")
        XCTAssertEqual(keys(formats[3]), ["c"], "a declaration with a type and no value is followed as before")
    }

    func testADeclarationInEachBranchOfAnIfIsUnknownAfterIt() {
        let swift = scan("""
            func f(a: UIView, b: UIView) {
                #if os(iOS)
                let views = ["a": a]
                \(call("H:|[a]|"))
                #elseif os(tvOS)
                let views = ["b": b]
                #else
                let views = ["a": a, "b": b]
                \(call("H:|[a][b]|"))
                #endif
                \(call("V:|[a]|"))
            }
            """)
        XCTAssertEqual(swift.count, 3)
        XCTAssertEqual(keys(swift[0]), ["a"], "inside its branch")
        XCTAssertEqual(keys(swift[1]), ["a", "b"], "inside its branch")
        XCTAssertTrue(swift[2].viewsAreUnknown, "after #endif: depends on the platform")
        let objc = scan("""
            - (void)f {
            #if TARGET_OS_IPHONE
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
            #else
                NSDictionary *views = NSDictionaryOfVariableBindings(b);
            #endif
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a]|" options:0 metrics:nil views:views]];
            }
            """, .objc)
        XCTAssertEqual(objc.count, 1)
        XCTAssertTrue(objc[0].viewsAreUnknown)
        // Two separate #if blocks (no #else between the declarations), and a format itself.
        let separate = scan("""
            func f(a: UIView, b: UIView) {
                #if DEBUG
                let format = "H:|[a]|"
                #else
                let format = "H:|[b]|"
                #endif
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a]))
            }
            """)
        XCTAssertEqual(separate.count, 1)
        XCTAssertNil(separate[0].text, "the format depends on the build")
    }

    /// A format changed in place is not its initial value; literal text appended on every path
    /// to the call is read with it (`appendedFormat`), text appended in one `if` without `else`
    /// gives two alternatives, and text appended in each block of an `if`/`else` one per block.
    func testAFormatChangedInPlaceIsReadOnlyWhenAppendedOnEveryPathOrInOneChain() {
        let formats = scan("""
            func f(a: UIView, b: UIView, extra: Bool) {
                var one = "H:|"
                one += "[a]-[b]|"
                \(call("\\(one)"))
                var two = "V:|-"
                two.append("[a]|")
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: two, options: [], metrics: nil, views: ["a": a]))
                var three = "V:|[a]"
                if extra { three += "-[b]" }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: three, options: [], metrics: nil, views: ["a": a]))
                var four = "H:|[a]|"
                change(&four)
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: four, options: [], metrics: nil, views: ["a": a]))
                var five = "H:|[b]|"
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: five, options: [], metrics: nil, views: ["b": b]))
                _ = five == ""
                var six = "V:|[a]"
                if extra { six += "-[b]" } else { six += "|" }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: six, options: [], metrics: nil, views: ["a": a]))
            }
            """)
        let texts = formats.map { $0.text.map { String(decoding: $0, as: UTF8.self) } }
        XCTAssertEqual(formats.count, 8)
        for index in [0, 4] { XCTAssertNil(formats[index].text, formats[index].dynamicReason ?? "") }
        // Literal text appended on every path to the call: the pieces in order.
        XCTAssertEqual(texts[1], "V:|-[a]|")
        // Appended in one `if`: without it and with it, each an alternative of the call.
        XCTAssertEqual(texts[2], "V:|[a]")
        XCTAssertEqual(texts[3], "V:|[a]-[b]")
        XCTAssertEqual(formats[2].alternative, 0)
        XCTAssertEqual(formats[3].alternative, 1)
        XCTAssertEqual(texts[5], "H:|[b]|", "a var never changed is its value")
        // Appended in both blocks of an `if`/`else`: one format per block, no text without.
        XCTAssertEqual(texts[6], "V:|[a]-[b]")
        XCTAssertEqual(texts[7], "V:|[a]|")
        XCTAssertEqual(formats[6].alternative, 0)
        XCTAssertEqual(formats[7].alternative, 1)
    }
    /// Objective-C++ declares with `auto` (found in a real project: its dictionaries read as "not
    /// declared in this file", and a typo in their formats went unreported).
    func testAnAutoDeclarationInObjectiveCPlusPlusIsDeclared() {
        let formats = scan("""
            - (void)layOut:(NSView *)a {
                auto views = NSDictionaryOfVariableBindings(a);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:views]];
                const auto more = @{@"a": a, @"b": a};
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a][b]|" options:0 metrics:nil views:more]];
            }
            """, .objc)
        XCTAssertEqual(formats.map(keys), [["a"], ["a", "b"]])
    }

    func testAValueReadByCodeThatRunsLaterIsNotItsValueHere() {
        let formats = scan("""
            func f(a: UIView, b: UIView) {
                var views: [String: UIView] = [:]
                let install = {
                    \(call("H:|[a]|"))
                }
                defer {
                    \(call("V:|[a]|"))
                }
                func layOut() {
                    \(call("H:|-[a]-|"))
                }
                views["a"] = a
                install()
                layOut()
                var ready = ["b": b]
                DispatchQueue.main.async {
                    \(call("H:|[b]|", views: "ready"))
                }
                var metrics: [String: CGFloat] = [:]
                (views, metrics) = (["b": b], ["pad": 8])
                \(call("V:|[b]|"))
                _ = metrics; _ = ready
            }
            """)
        XCTAssertEqual(formats.count, 5)
        XCTAssertTrue(formats[0].viewsAreUnknown, "a closure called after the write")
        XCTAssertTrue(formats[1].viewsAreUnknown, "defer runs after the write")
        XCTAssertTrue(formats[2].viewsAreUnknown, "a local function called after the write")
        XCTAssertEqual(keys(formats[3]), ["b"], "no write after the closure: its value")
        XCTAssertNotEqual(formats[4].views?.isComplete, true, "assigned in a tuple: not known exactly")
        let objc = scan("""
            - (void)f:(NSArray *)rows a:(UIView *)a b:(UIView *)b {
                NSMutableDictionary *views = [@{@"a": a} mutableCopy];
                [rows enumerateObjectsUsingBlock:^(id row, NSUInteger i, BOOL *stop) {
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:views]];
                }];
                dispatch_async(dispatch_get_main_queue(), ^{
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a]|" options:0 metrics:nil views:views]];
                });
                views[@"b"] = b;
            }
            """, .objc)
        XCTAssertEqual(objc.count, 2)
        XCTAssertEqual(keys(objc[0]), ["a"], "an enumeration block runs where it is written")
        XCTAssertTrue(objc[1].viewsAreUnknown, "a dispatched block runs after the write")
    }
}
