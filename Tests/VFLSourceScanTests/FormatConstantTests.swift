@testable import VFLSourceScan
import VFLSyntax
import XCTest

/// Formats kept as constants another file can name are read as such, and only those: a
/// private or `static` C constant, a value that goes on, or a local is none.
final class FormatConstantTests: XCTestCase {
    func constants(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceScan.formatConstants(Array(text.utf8), language: language).map { "\($0.name)=\(String(decoding: $0.value, as: UTF8.self))@\($0.line)" }
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
            """
        XCTAssertEqual(constants(source, .objc), ["kRow=H:|-[name]-|@1", "kSpaced=V:|[name]|@2"])
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
