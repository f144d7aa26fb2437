import Foundation
import _VFLTestSupport
import XCTest
@testable import VFLCommandLine

/// Paths made absolute by name alone read as Foundation's `URL.standardizedFileURL` reads them,
/// except that repeated slashes are one slash, as the file system reads them (for a URL, `a//..`
/// is `a`: the `..` takes the empty component away).
final class PathsTests: XCTestCase {
    func testAbsolutePathsAreFoundationsStandardizedPaths() {
        let pieces = ["a", "b.swift", ".", "..", "", "...", ".hidden", "a.", "é", " "]
        var random = TestRandom(seed: 0x2545_F491_4F6C_DD1D)
        for base in ["/", "/tmp/work", "/x/y/z"] {
            for _ in 0..<3_000 {
                var path = random.next(2) == 0 ? "/" : ""
                path += (0..<random.next(6)).map { _ in pieces[random.next(pieces.count)] }.joined(separator: "/")
                if random.next(4) == 0 { path += "/" }
                var single = path
                while single.contains("//") { single = single.replacingOccurrences(of: "//", with: "/") }
                let foundation = URL(fileURLWithPath: single, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
                XCTAssertEqual(Paths.absolute(path, from: base), foundation, "\(path.debugDescription) from \(base)")
                if foundation != "/" { XCTAssertEqual(Paths.name(foundation), (foundation as NSString).lastPathComponent, foundation) }
            }
        }
        XCTAssertEqual(Paths.absolute("Sources/a.swift", from: "/w"), "/w/Sources/a.swift")
        XCTAssertEqual(Paths.absolute("./a//b/../c/", from: "/w"), "/w/a/c")
        XCTAssertEqual(Paths.absolute("/../a", from: "/w"), "/a")
        XCTAssertEqual(Paths.absolute("a//../b", from: "/w"), "/w/b", "as the file system reads it")
        XCTAssertEqual(Paths.parent("/w/a.swift"), "/w")
        XCTAssertEqual(Paths.parent("/a.swift"), "/")
        XCTAssertEqual(Paths.parent("/"), "/")
        XCTAssertEqual(Paths.name("/w/a.swift"), "a.swift")
        XCTAssertEqual(Paths.name("/a.swift"), "a.swift")
    }
}
