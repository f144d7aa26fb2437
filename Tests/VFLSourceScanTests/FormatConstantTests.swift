@testable import VFLSourceScan
import VFLSyntax
import XCTest

/// Formats kept as constants another file can name are read as such, and only those: a
/// private or `static` C constant, a value that goes on, or a local is none.
final class FormatConstantTests: XCTestCase {
    func constants(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceScan.formatConstants(Array(text.utf8), language: language).map {
            "\($0.name)=\(String(decoding: $0.value, as: UTF8.self))@\($0.line)" + ($0.isHeaderOnly ? " (header)" : "")
        }
    }

    func testSwiftConstantsOfTypesAndFiles() {
        let source = """
            enum Formats {
                static let header = "H:|-[title]-|"
                static let typed: String = "V:|[title]|"
                private static let hidden = "H:|[secret]|"
                let instance = "H:|[instance]|"
                static let joined = "H:|[a]" + "|"
            }
            let rowFormat: String = "H:|-[icon]-|"
            fileprivate let local = "H:|[b]|"
            func f() { let inner = "H:|[c]|" }
            extension Outer.Inner { static let nested = "V:[d]|" }
            """
        XCTAssertEqual(constants(source, .swift), ["Formats.header=H:|-[title]-|@2", "Formats.typed=V:|[title]|@3", "rowFormat=H:|-[icon]-|@8",
                                                   "Inner.nested=V:[d]|@11"])
    }

    func testObjectiveCConstants() {
        let source = """
            NSString *const kRow = @"H:|-[name]-|";
            NSString * const kSpaced = @"V:|[name]|";
            static NSString *const kPrivate = @"H:|[x]|";
            const NSString *kPointer = @"H:|[y]|";
            void f(void) { NSString *const inner = @"H:|[z]|"; }
            #define kMacro @"H:|-[name]|"
            #define kCall(x) @"H:|[x]|"
            #define kJoined @"H:|[a]" @"-|"
            #define kGoesOn @"H:|[b]|" stringByAppendingString:@"x"]
            @implementation A
            - (void)f {
            #define kInMethod @"H:|[c]|"
            }
            @end
            """
        // Literals side by side are one constant, placed at the first; a body that goes on
        // after them is none. A `static` constant and a macro are seen by other files only from a
        // header.
        XCTAssertEqual(constants(source, .objc), ["kRow=H:|-[name]-|@1", "kSpaced=V:|[name]|@2", "kPrivate=H:|[x]|@3 (header)",
                                                  "kMacro=H:|-[name]|@6 (header)", "kJoined=H:|[a]-|@8 (header)"])
    }
}

extension FormatConstantTests {
    /// A call given another file's constant (by its type, through an alias this file declares,
    /// or alone) is given its text; one of no such constant, or shadowed here, is not.
    func testACallIsGivenTheConstantItNames() {
        let source = """
            final class Home: UIViewController {
                typealias VF = VisualFormat
                func f() {
                    NSLayoutConstraint.constraints(withVisualFormat: VisualFormat.row, options: [], metrics: nil, views: views)
                    NSLayoutConstraint.constraints(withVisualFormat: VF.row, options: [], metrics: nil, views: views)
                    NSLayoutConstraint.constraints(withVisualFormat: kColumn, options: [], metrics: nil, views: views)
                    NSLayoutConstraint.constraints(withVisualFormat: Other.row, options: [], metrics: nil, views: views)
                    let kColumn = "V:|[local]|"
                    NSLayoutConstraint.constraints(withVisualFormat: kColumn, options: [], metrics: nil, views: views)
                }
            }
            """
        let constants = [FormatConstant(name: "VisualFormat.row", value: Array("H:|[row]|".utf8), language: .swift, offset: 0, line: 1, column: 1),
                         FormatConstant(name: "kColumn", value: Array("V:|[column]|".utf8), language: .objc, offset: 0, line: 1, column: 1)]
        var found: [String] = []
        let scan = SourceScan.scan(Array(source.utf8), language: .swift, formatConstants: Dictionary(uniqueKeysWithValues: constants.map { ($0.name, $0) })) {
            found.append($0.text.map { String(decoding: $0, as: UTF8.self) } ?? "dynamic") 
        }
        XCTAssertEqual(found, ["H:|[row]|", "H:|[row]|", "V:|[column]|", "dynamic", "V:|[local]|"])
        XCTAssertEqual(scan.definedHelpers?.missingConstants, ["Other.row"])
    }
}

extension FormatConstantTests {
    /// The byte search that spares a hook from lexing every file of a work tree for constants:
    /// it lets through each place a constant can be declared, and no indented `let`.
    func testTheConstantPrefilter() {
        func may(_ text: String, _ language: SourceLanguage = .swift) -> Bool { SourceScan.mayDeclareConstant(Array(text.utf8), language: language) }
        XCTAssertTrue(may("let row = \"H:|[a]|\""))
        XCTAssertTrue(may("import UIKit\npublic let row = \"H:|[a]|\""))
        XCTAssertTrue(may("enum F {\n    static let row = \"H:|[a]|\"\n}"))
        XCTAssertTrue(may("enum F {\n    public static  let row = \"H:|[a]|\"\n}"))
        XCTAssertFalse(may("func f() {\n    let row = \"H:|[a]|\"\n    if let x = y {}\n}"))
        XCTAssertFalse(may("class A {\n    private let title = UIView()\n}\noutlet x"))
        XCTAssertTrue(may("NSString *const kRow = @\"H:|[a]|\";", .objc))
        XCTAssertTrue(may("NSString * const kRow = @\"H:|[a]|\";", .objc))
        XCTAssertFalse(may("const NSString *kRow = @\"H:|[a]|\"; static const int x = 1;", .objc))
        XCTAssertTrue(may("#define kRow @\"H:|[a]|\"", .objc))
    }
}
