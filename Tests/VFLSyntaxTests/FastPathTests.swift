import XCTest
import VFLSyntax
import _VFLCorpus

/// The fast path must build exactly the tree the recovering parser builds, and give up on
/// anything with a mistake (so that diagnostics always come from the recovering parser).
final class FastPathTests: XCTestCase {
    func assertSamePaths(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        var fast = Parser()
        var slow = Parser()
        slow.useFastPath = false
        let a = fast.parse(bytes: bytes)
        let b = slow.parse(bytes: bytes)
        XCTAssertEqual(a.syntax, b.syntax, String(decoding: bytes, as: UTF8.self), file: file, line: line)
        XCTAssertEqual(a.diagnostics, b.diagnostics, String(decoding: bytes, as: UTF8.self), file: file, line: line)
    }

    func testGeneratedFormatsGiveTheSameTreeOnBothPaths() {
        var generator = FormatGenerator(seed: 11)
        for _ in 0..<5_000 { assertSamePaths(Array(generator.format().utf8)) }
        for _ in 0..<5_000 { assertSamePaths(Array(generator.malformedFormat().utf8)) }
    }

    func testFixturesGiveTheSameTreeOnBothPaths() throws {
        for directory in ["parse/valid", "parse/invalid"] {
            for input in try Fixtures.inputs(directory) { assertSamePaths(try Fixtures.format(input)) }
        }
    }

    func testEdgeCasesOfTheFastPath() {
        for format in ["[a(===5)]", "[a(==5=)]", "[a]-0x-[b]", "[a(1e)]", "[a(2.)]", "[a]-1e400-[b]", "[a(-)]",
                       "[a]-(-5)-[b]", "[a]--5-[b]", "H:", "H", "|", "|[a]|", "[a]|x", "[a(5@)]", "[a(@)]", "[a(!=5)]",
                       "[a]-(5)[b]", "[a]-5", "[a]->=-5-[b]", "[a(-5@-5)]", "V:|-(>=8@250,<=20)-[b]-|"] {
            assertSamePaths(Array(format.utf8))
        }
    }
}
