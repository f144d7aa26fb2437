import VFLSourceScan
import XCTest

/// The project's functions taking the API's `withVisualFormat:` label (`LabelledFunctions.swift`):
/// what a file declares, which of its calls it reads as Apple's, and how a scan told of the
/// project's reads them.
final class LabelledFunctionTests: XCTestCase {
    func testDeclarationsAreListedByTheNameSwiftCallsThem() {
        let swift = Array("""
            extension UIView {
                func pin(withVisualFormat format: String, views: [String: UIView]) { }
                func lay<T>(_ item: T, withVisualFormat: String) { }
                func other(format: String) { pin(withVisualFormat: format, views: [:]) }
            }
            struct Rule { init(withVisualFormat format: String) { } }
            """.utf8)
        XCTAssertEqual(SourceScan.definedHelpers(swift, language: .swift).labelledFunctions, ["pin", "lay"])
        let objc = Array("""
            @interface UIView (Rows)
            - (void)layWithVisualFormat:(NSString *)format views:(NSDictionary *)views;
            + (NSArray *)SKALConstraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)o;
            - (void)URLPinWithVisualFormat:(NSString *)format;
            @end
            void f(UIView *v) { [v layWithVisualFormat:@"H:|[a]" views:@{}]; }
            """.utf8)
        XCTAssertEqual(SourceScan.definedHelpers(objc, language: .objc).labelledFunctions, ["lay", "skalConstraints", "urlPin"])
    }

    func testACallOfTheProjectsLabelledFunctionIsNotApples() {
        let bytes = Array("""
            final class Card: UIView {
                let dot = UIView()
                func build() {
                    pin(withVisualFormat: "H:|-[dot]-", views: ["dot": dot])
                    _ = constraints(withVisualFormat: "-[dot]-|", views: ["dot": dot])
                    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[dot]|", views: ["dot": dot])
                    _ = constraints(withVisualFormat: "V:|[dot]|", options: [], metrics: nil, views: ["dot": dot])
                }
            }
            """.utf8)
        let alone = SourceScan.scan(bytes, language: .swift)
        XCTAssertEqual(alone.formats.count, 4)
        XCTAssertEqual(alone.definedHelpers?.labelledCalls, ["constraints", "pin"])
        // Told the project declares both: only the calls of Apple's remain, the one sent to
        // `NSLayoutConstraint` and the one with Apple's four labels.
        let project = SourceScan.scan(bytes, language: .swift, labelledFunctions: ["pin", "constraints"])
        XCTAssertEqual(project.formats.compactMap { $0.text.map { String(decoding: $0, as: UTF8.self) } }, ["H:|[dot]|", "V:|[dot]|"])
    }
}
