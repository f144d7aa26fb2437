@testable import VFLSourceScan
import VFLSyntax
import XCTest

/// A dictionary variable written from its own value (`views = views.merging(…)`): the statement
/// reads the value before it writes, and a loop of such writes is followed with bounded work.
final class SelfWriteTests: XCTestCase {
    func call(_ format: String) -> String {
        "addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: views))"
    }

    func testAWriteFromItsOwnValueReadsTheValueBeforeIt() {
        let swift = SourceScan.scan(Array("""
            func f(a: UIView, b: UIView) {
                var views: [String: UIView] = ["a": a]
                views = views.merging(["b": b]) { $1 }
                \(call("H:[a][b]"))
            }
            """.utf8), language: .swift).formats
        // It read as `["b": b]` plus whatever the depth limit left of the self-reference: 'a' was missing.
        XCTAssertEqual(swift.first?.views?.entries.map(\.key).sorted(), ["a", "b"])
        XCTAssertEqual(swift.first?.views?.isComplete, true)
        let objc = SourceScan.scan(Array("""
            - (void)f {
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
                views = [views mutableCopy];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:views]];
            }
            """.utf8), language: .objc).formats
        XCTAssertEqual(objc.first?.views?.entries.map(\.key), ["a"])
        XCTAssertEqual(objc.first?.views?.isComplete, true)
    }

    func testInALoopAnEarlierTurnsWriteReachesTheRead() {
        let formats = SourceScan.scan(Array("""
            func f(a: UIView, b: UIView, items: [Int]) {
                var views: [String: UIView] = ["a": a]
                for _ in items {
                    \(call("H:[a][b]"))
                    views = views.merging(["b": b]) { $1 }
                }
            }
            """.utf8), language: .swift).formats
        XCTAssertEqual(formats.first?.views?.entries.map(\.key).sorted(), ["a", "b"], "b is there from the second turn on")
    }

    /// Many writes from the variable's own value around loops: each use is worked out a bounded
    /// number of times (at most once per depth). Before, every write's read followed every
    /// write again, to the depth limit: (writes)^6 uses, minutes for 20 writes.
    func testWritesFromItsOwnValueInLoopsAreWorkedOutOnceAUse() throws {
        let writes = 24
        var body = "func f(items: [Int]) {\n    var views: [String: UIView] = [\"a\": a]\n    for _ in items {\n"
        for i in 0..<writes { body += "        views = views.merging([\"v\(i)\": v\(i)]) { $1 }\n" }
        body += "        \(call("H:[a]"))\n    }\n}\n"
        let scan = SourceScan.scan(Array(body.utf8), language: .swift)
        let scanner = try XCTUnwrap(scan.scanner?.scanner)
        XCTAssertEqual(scan.formats.count, 1)
        XCTAssertEqual(scan.formats.first?.views?.entries.count, writes + 1)
        // One use per write plus the call, each worked out at most once per depth (6).
        XCTAssertLessThanOrEqual(scanner.cache.flowsWorkedOut, (writes + 1) * 6)
    }
}
