import Foundation
import VFLFoundation
import VFLLayout
import VFLSyntax
import XCTest

final class AppleTypesTests: XCTestCase {
    func testRangesBecomeNSRangesInUTF16() {
        // "é" is two UTF-8 bytes and one UTF-16 unit; "😀" is four bytes and two units.
        let text = "é😀[a]"
        let range = ByteRange(6, 9)   // "[a]"
        let ns = range.nsRange(in: text)
        XCTAssertEqual(ns, NSRange(location: 3, length: 3))
        XCTAssertEqual((text as NSString).substring(with: ns), "[a]")
    }

    func testALayoutBuiltInCodeSolvesToCGRects() {
        var file = LayoutFile(size: CGSize(width: 320, height: 100))
        file.add("H:|-[a(80)]-[b]-|")
        file.add("V:|-[a]-|")
        file.add("V:|-[b]-|")
        let result = Layout(file: file).solve()
        XCTAssertEqual(result.rects["a"], CGRect(x: 8, y: 8, width: 80, height: 84))
        XCTAssertEqual(result.rects["b"], CGRect(x: 96, y: 8, width: 216, height: 84))
        XCTAssertEqual(Frame(CGRect(x: 1, y: 2, width: 3, height: 4)).cgRect, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
