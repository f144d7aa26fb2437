@testable import VFLSourceScan
import VFLSyntax
import XCTest

/// A member read as views many times in one method or initializer, each read after its own
/// assignment or write: what runs between is judged once, not again for every read (which was
/// quadratic: 16,000 reads in one initializer took 22 s).
final class MemberScalingTests: XCTestCase {
    let reads = 300

    func testAnInitializerFillingAPropertyIsReadOnce() throws {
        var source = "final class Panel: UIView {\n    var parts = [String: UIView]()\n    init(a: UIView) {\n        super.init(frame: .zero)\n"
        for i in 0..<reads {
            source += "        parts[\"k\(i)\"] = a\n"
            source += "        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[k\(i)]-|\", options: [], metrics: nil, views: parts))\n"
        }
        source += "    }\n}\n"
        let scan = SourceScan.scan(Array(source.utf8), language: .swift)
        let scanner = try XCTUnwrap(scan.scanner?.scanner)
        XCTAssertEqual(scan.formats.count, reads)
        // More writes than are followed one by one: the value it is declared with, at least.
        XCTAssertEqual(scan.formats.last?.views?.entries.count, 0)
        XCTAssertEqual(scan.formats.last?.views?.isComplete, false)
        XCTAssertLessThanOrEqual(scanner.cache.selfTokensJudged, scanner.tokens.count)
    }

    func testAMethodAssigningAMemberBeforeEachHelperCallIsReadOnce() throws {
        var source = """
            @implementation Panel
            - (void)pin:(NSString *)format
            {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:self.named]];
            }
            - (void)layout:(UIView *)a
            {

            """
        for i in 0..<reads {
            source += "    self.named = @{@\"a\": a, @\"k\(i)\": a};\n    [self pin:@\"H:|-[a]-[k\(i)]-|\"];\n"
        }
        source += "}\n@end\n"
        let scan = SourceScan.scan(Array(source.utf8), language: .objc)
        let scanner = try XCTUnwrap(scan.scanner?.scanner)
        let formats = scan.formats.filter { $0.text != nil }
        XCTAssertEqual(formats.count, reads)
        XCTAssertEqual(formats.last?.views?.entries.map(\.key), ["a", "k\(reads - 1)"], "each call reads its own assignment")
        // Each read judges what runs after its own assignment: a few tokens.
        XCTAssertLessThanOrEqual(scanner.cache.selfTokensJudged, 2 * scanner.tokens.count)
    }
}
