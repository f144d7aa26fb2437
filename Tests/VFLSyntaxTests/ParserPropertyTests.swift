import _VFLTestSupport
import XCTest
import VFLSyntax
import _VFLCorpus

/// Properties that must hold for every input: no crash, no hang, sorted diagnostics, ranges in
/// bounds, the tree's invariants, and no byte lost.
final class ParserPropertyTests: XCTestCase {
    /// Checks the invariants of one parse and returns the result.
    @discardableResult
    func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> ParseResult {
        var parser = Parser()
        let result = parser.parse(bytes: bytes)
        let syntax = result.syntax
        let count = bytes.count
        func inBounds(_ range: ByteRange) -> Bool { range.start >= 0 && range.start <= range.end && Int(range.end) <= count }
        XCTAssertEqual(syntax.connections.count, max(syntax.views.count - 1, 0), "connections", file: file, line: line)
        for diagnostic in result.diagnostics {
            XCTAssertTrue(inBounds(diagnostic.range), "diagnostic range \(diagnostic.range)", file: file, line: line)
            XCTAssertFalse(diagnostic.message.isEmpty, file: file, line: line)
            for fix in diagnostic.fixes {
                for edit in fix.edits { XCTAssertTrue(inBounds(edit.range), "fix range", file: file, line: line) }
            }
        }
        let starts = result.diagnostics.map(\.range)
        XCTAssertEqual(starts, starts.sorted(), "sorted", file: file, line: line)
        var covered = [Bool](repeating: false, count: count)
        func cover(_ range: ByteRange?) {
            guard let range, inBounds(range) else { return }
            for i in range.lowerBound..<range.upperBound { covered[i] = true }
        }
        cover(syntax.orientation?.range)
        for edge in [syntax.leadingSuperview, syntax.trailingSuperview].compactMap({ $0 }) {
            cover(edge.bar)
            cover(edge.connection.range)
        }
        for view in syntax.views {
            XCTAssertTrue(inBounds(view.range), file: file, line: line)
            cover(view.range)
        }
        for connection in syntax.connections { cover(connection.range) }
        for predicate in syntax.predicates { XCTAssertTrue(inBounds(predicate.range), file: file, line: line) }
        syntax.unexpected.forEach(cover)
        result.diagnostics.forEach { cover($0.range) }
        if let lost = covered.firstIndex(of: false) {
            XCTFail("byte \(lost) of \(String(decoding: bytes, as: UTF8.self).debugDescription) is in no node, skipped range or diagnostic",
                    file: file, line: line)
        }
        if !result.hasErrors {
            XCTAssertEqual(syntax.unexpected, [], String(decoding: bytes, as: UTF8.self), file: file, line: line)
        }
        return result
    }

    func testGeneratedValidFormatsParseCleanAndKeepTheirShape() {
        var generator = FormatGenerator(seed: 1)
        for _ in 0..<5_000 {
            let format = generator.format()
            let result = check(Array(format.utf8))
            XCTAssertEqual(result.diagnostics.map(\.message), [], format)
            let brackets = format.filter { $0 == "[" }.count
            XCTAssertEqual(result.syntax.views.count, brackets, format)
        }
    }

    func testGeneratedMalformedFormatsKeepTheInvariants() {
        var generator = FormatGenerator(seed: 2)
        for _ in 0..<5_000 { check(Array(generator.malformedFormat().utf8)) }
    }

    func testRandomBytesOverTheLanguageAlphabetKeepTheInvariants() {
        var random = SplitMix64(seed: 3)
        let alphabet = Array("HVhv:|-[]()@,=<>!0123456789.e+x ab_\t;é".utf8)
        for _ in 0..<20_000 {
            let length = Int(random.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            check(bytes)
        }
    }

    func testArbitraryBytesKeepTheInvariants() {
        var random = SplitMix64(seed: 4)
        for _ in 0..<5_000 {
            let length = Int(random.next() % 40)
            check((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
    }

    func testMegabyteInputsFinish() throws {
        try LongTests.require()
        // Linear time, constant stack: these would overflow a parser that recurses per element.
        for piece in ["[a]-", "(", "[", "-", "|", "[a(", ",", "@", "[a(1,", " ", "é", "[a]-(8,"] {
            let bytes = Array(String(repeating: piece, count: (1 << 20) / piece.utf8.count).utf8)
            var parser = Parser()
            let result = parser.parse(bytes: bytes)
            XCTAssertTrue(result.hasErrors || piece == "[a]-" && false || result.diagnostics.isEmpty == false, piece)
        }
        let long = "|-" + String(repeating: "[v(>=10@750)]-8-", count: 50_000) + "[last]-|"
        XCTAssertEqual(Parser.parse(long).syntax.views.count, 50_001)
    }

    func testParsingIsDeterministic() {
        var generator = FormatGenerator(seed: 5)
        for _ in 0..<200 {
            let format = generator.malformedFormat()
            XCTAssertEqual(Parser.parse(format).diagnostics, Parser.parse(format).diagnostics)
        }
    }
}
