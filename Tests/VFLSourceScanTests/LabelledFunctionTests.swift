import VFLSourceScan
import XCTest

/// A Swift call with the API's `withVisualFormat:` label is Apple's method only when named
/// `constraints` and not reaching a `constraints` of the project's own (`LabelledFunctions.swift`).
final class LabelledFunctionTests: XCTestCase {
    func declared(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceScan.definedHelpers(Array(text.utf8), language: language).labelledFunctions.map {
            ($0.type.map { $0 + "." } ?? "") + $0.name + "(" + $0.labels.joined(separator: ":") + ")"
        }
    }

    /// The formats a scan reads as Apple's method's (or a helper's), told of `labelled`.
    func read(_ text: String, labelled: [LabelledFunction] = []) -> [String] {
        SourceScan.scan(Array(text.utf8), language: .swift, labelledFunctions: labelled).formats.compactMap {
            $0.text.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    func testDeclarationsAreListedAsSwiftCallsThem() {
        XCTAssertEqual(declared("""
            extension NSLayoutConstraint {
                static func constraints(withVisualFormat format: String, views: [String: Any]) -> [NSLayoutConstraint] { [] }
            }
            struct Band {
                static func constraints<T>(_ item: T, withVisualFormat rest: String) -> [NSLayoutConstraint] { [] }
                func pin(withVisualFormat format: String) { }
                init(withVisualFormat format: String) { }
                func other(format: String) { _ = NSLayoutConstraint.constraints(withVisualFormat: format, views: [:]) }
            }
            func constraints(withVisualFormat format: String) -> [NSLayoutConstraint] { [] }
            """, .swift), ["NSLayoutConstraint.constraints(withVisualFormat:views)", "Band.constraints(_:withVisualFormat)",
                           "constraints(withVisualFormat)"])
        XCTAssertEqual(declared("""
            @interface NSLayoutConstraint (Short)
            + (NSArray *)constraintsWithVisualFormat:(NSString *)format views:(NSDictionary *)views;
            + (NSArray *)SKALConstraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)o;
            @end
            void f(void) { [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]" views:@{}]; }
            """, .objc), ["NSLayoutConstraint.constraints(withVisualFormat:views)"])
    }

    /// An extension overloading Apple's method (its four labels, other types) may take any call
    /// writing them; a type of that name declaring the method is a stand-in for Apple's (a test's,
    /// on a system without UIKit), and so is a category declaring Apple's selector again.
    func testAnOverloadOfApplesMethodMayTakeItsCalls() {
        let call = """
            func header(_ dot: UIView) -> [NSLayoutConstraint] {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[dot]|", options: [], metrics: nil, views: ["dot": dot])
            }
            """
        let overload = """
            extension NSLayoutConstraint {
                static func constraints(withVisualFormat f: String, options: FormatOptions, metrics: [String: CGFloat], views: [String: UIView]) -> [NSLayoutConstraint] { [] }
            }
            """
        XCTAssertEqual(declared(overload, .swift), ["NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views)"])
        XCTAssertEqual(read(overload + "\n" + call), [])
        let labels = ["withVisualFormat", "options", "metrics", "views"]
        XCTAssertEqual(read(call, labelled: [LabelledFunction(name: "constraints", type: "NSLayoutConstraint", labels: labels)]), [])
        XCTAssertEqual(read(call), ["H:|[dot]|"])
        let standIn = """
            enum NSLayoutConstraint {
                static func constraints(withVisualFormat f: String, options: Int, metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }
            }
            """
        XCTAssertEqual(declared(standIn, .swift), [])
        XCTAssertEqual(read(standIn + "\n" + call), ["H:|[dot]|"])
        XCTAssertEqual(declared("""
            @interface NSLayoutConstraint (OlderSDK)
            + (NSArray *)constraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)o metrics:(NSDictionary *)m views:(NSDictionary *)v;
            @end
            """, .objc), [])
    }

    /// A call with the label of a function of another name is never Apple's, whether or not the
    /// project declares it; nor is one of `constraints` sent to another type.
    func testACallOfAnotherFunctionIsNotApples() {
        let text = """
            final class Card: UIView {
                let dot = UIView()
                func build() {
                    pin(withVisualFormat: "H:|-[dot]-", views: ["dot": dot])
                    _ = Layout.constraints(withVisualFormat: "-[dot]-|", options: [], metrics: nil, views: ["dot": dot])
                    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[dot]|", options: [], metrics: nil, views: ["dot": dot])
                    _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|[dot]|", metrics: nil, views: ["dot": dot])
                }
            }
            """
        XCTAssertEqual(read(text), ["H:|[dot]|", "V:|[dot]|"])
        XCTAssertEqual(SourceScan.scan(Array(text.utf8), language: .swift).definedHelpers?.readsLabelledCall, true)
        // An extension's method with Apple's three labels takes the call that writes them.
        let shortcut = LabelledFunction(name: "constraints", type: "NSLayoutConstraint", labels: ["withVisualFormat", "metrics", "views"])
        XCTAssertEqual(read(text, labelled: [shortcut]), ["H:|[dot]|"])
    }

    /// Apple's `constraints`, whose options have a default, beside the project's of that name:
    /// read where it is sent to `NSLayoutConstraint` (written, through `Self` or with no
    /// receiver in an extension of it) or to a type that declares none, with Apple's labels;
    /// the project's where sent to the type declaring it, or with its labels.
    func testAppleConstraintsBesideTheProjectsOwn() {
        let shortcut = LabelledFunction(name: "constraints", type: "NSLayoutConstraint", labels: ["withVisualFormat", "views"])
        let band = LabelledFunction(name: "constraints", type: "Band", labels: ["withVisualFormat", "options", "metrics", "views"])
        XCTAssertEqual(read("""
            extension NSLayoutConstraint {
                static func fill(_ v: UIView) -> [NSLayoutConstraint] {
                    constraints(withVisualFormat: "H:|[a]|", metrics: nil, views: ["a": v])
                }
                static func fillV(_ v: UIView) -> [NSLayoutConstraint] {
                    Self.constraints(withVisualFormat: "V:|[b]|", metrics: nil, views: ["b": v])
                }
                static func short(_ v: UIView) -> [NSLayoutConstraint] {
                    constraints(withVisualFormat: "-[c]-", views: ["c": v])
                }
            }
            typealias LC = NSLayoutConstraint
            func cols(_ v: UIView) -> [NSLayoutConstraint] {
                LC.constraints(withVisualFormat: "H:|[d]|", metrics: nil, views: ["d": v])
                    + Band.constraints(withVisualFormat: "-[e]", options: [], metrics: nil, views: ["e": v])
                    + UIKit.NSLayoutConstraint.constraints(withVisualFormat: "V:|[f]|", options: [], metrics: nil, views: ["f": v])
                    + strip.constraints(withVisualFormat: "-[g]", options: [], metrics: nil, views: ["g": v])
            }
            """, labelled: [shortcut, band]), ["H:|[a]|", "V:|[b]|", "H:|[d]|", "V:|[f]|"])
    }

    /// A type's own `constraints` declared in the file itself (an editor's buffer, which the
    /// project does not list) is read as the project's.
    func testTheFilesOwnDeclarationCounts() {
        XCTAssertEqual(read("""
            enum Strip {
                static func constraints(withVisualFormat middle: String, views: [String: Any]) -> [NSLayoutConstraint] {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|" + middle + "|", options: [], metrics: nil, views: views)
                }
                static func pinned(_ label: UILabel) -> [NSLayoutConstraint] {
                    constraints(withVisualFormat: "-[label]-", views: ["label": label])
                }
            }
            """), [])
    }

    /// A subclass's override takes its own calls; a type alias of a nested type is no alias of
    /// `NSLayoutConstraint`; a Swift 2 call is Apple's only sent to it with Apple's labels.
    func testSubclassesAliasesAndSwift2Calls() {
        XCTAssertEqual(read("""
            final class Pinned: NSLayoutConstraint {
                override class func constraints(withVisualFormat format: String, options: NSLayoutConstraint.FormatOptions = [],
                                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }
                static func row(_ a: UIView) -> [NSLayoutConstraint] {
                    constraints(withVisualFormat: "H:|[a]-[gap]|", metrics: nil, views: ["a": a])
                        + NSLayoutConstraint.self.constraints(withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: ["a": a])
                }
            }
            final class Plain: NSLayoutConstraint {}
            typealias Grid = NSLayoutConstraint.Grid
            func cols(_ a: UIView) {
                _ = Grid.constraints(withVisualFormat: "-[a]", options: [], metrics: nil, views: ["a": a])
                _ = Plain.constraints(withVisualFormat: "H:[a]|", options: [], metrics: nil, views: ["a": a])
                _ = LKLayout.constraintsWithVisualFormat("-[a]", options: [], metrics: nil, views: ["a": a])
                _ = NSLayoutConstraint.constraintsWithVisualFormat("H:|[a]", options: [], metrics: nil, views: ["a": a])
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]|", options: [], metrics: nil, views: ["a": a])
            }
            """), ["V:|[a]|", "H:[a]|", "H:|[a]", "V:[a]|"])
    }

    /// Objective-C: Apple's selector sent to the class (`[NSLayoutConstraint class]` too), to a
    /// subclass the file declares, to `self` in a category; not a subclass's override's own
    /// calls, another class's method, or a category's selector.
    func testObjectiveCMessages() {
        let text = """
            @interface Pinned : NSLayoutConstraint
            @end
            @implementation Pinned
            + (NSArray *)constraintsWithVisualFormat:(NSString *)f options:(NSLayoutFormatOptions)o metrics:(NSDictionary *)m views:(NSDictionary *)v {
                return @[];
            }
            - (void)own { [self constraintsWithVisualFormat:@"H:|-[gap]|" options:0 metrics:nil views:@{}]; }
            @end
            @implementation NSLayoutConstraint (Rows)
            + (void)rows { [self constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:@{}]; }
            @end
            void f(void) {
                [[NSLayoutConstraint class] constraintsWithVisualFormat:@"V:|[a]|" options:0 metrics:nil views:@{}];
                [Pinned constraintsWithVisualFormat:@"H:[a]|" options:0 metrics:nil views:@{}];
                [LKLayout constraintsWithVisualFormat:@"-[a]" options:0 metrics:nil views:@{}];
                [NSLayoutConstraint constraintsWithVisualFormat:@"-[a]" views:@{}];
            }
            """
        XCTAssertEqual(SourceScan.scan(Array(text.utf8), language: .objc).formats.compactMap { $0.text.map { String(decoding: $0, as: UTF8.self) } },
                       ["H:|[a]|", "V:|[a]|"])
    }
}
