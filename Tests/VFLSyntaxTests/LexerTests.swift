import XCTest
@testable import VFLSyntax
import _VFLCorpus

final class LexerTests: XCTestCase {
    func tokens(_ text: String) -> [(TokenKind, String)] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            var result: [(TokenKind, String)] = []
            while true {
                let token = lexer.next()
                if token.kind == .end { break }
                result.append((token.kind, String(decoding: bytes[token.range.lowerBound..<token.range.upperBound], as: UTF8.self)))
            }
            return result
        }
    }

    func testTokensCoverEveryByteOfAFormat() {
        let kinds = tokens("H:|-[a(>=50@750)]-(==8)-[b]").map(\.0)
        XCTAssertEqual(kinds, [.name, .colon, .bar, .hyphen, .openBracket, .name, .openParen, .relation, .number,
                               .at, .number, .closeParen, .closeBracket, .hyphen, .openParen, .relation, .number,
                               .closeParen, .hyphen, .openBracket, .name, .closeBracket])
    }

    func testNumbersAreReadLikeStrtod() {
        XCTAssertEqual(tokens("20").map(\.1), ["20"])
        XCTAssertEqual(tokens("20.5").map(\.1), ["20.5"])
        XCTAssertEqual(tokens("2.").map(\.1), ["2."])
        XCTAssertEqual(tokens("1e2").map(\.1), ["1e2"])
        XCTAssertEqual(tokens("1E-2").map(\.1), ["1E-2"])
        XCTAssertEqual(tokens("0x14").map(\.1), ["0x14"])
        XCTAssertEqual(tokens("0x1.8p3").map(\.1), ["0x1.8p3"])
        // An incomplete exponent or hex prefix is not part of the number, as in strtod.
        XCTAssertEqual(tokens("1e").map(\.1), ["1", "e"])
        XCTAssertEqual(tokens("1e+").map(\.1), ["1", "e", "+"])
        XCTAssertEqual(tokens("0x").map(\.1), ["0", "x"])
        XCTAssertEqual(tokens("0xg").map(\.1), ["0", "xg"])
    }

    func testNumberValuesAreCorrectlyRounded() {
        for text in ["0", "8", "20.5", "2.", "1e2", "0.1", "123456789012345678901234567890", "1e-7", "0x14",
                     "0x1.8p3", "3.14159265358979323846", "1e22", "1e23", "9007199254740993", "0.000001"] {
            let parsed = Parser.parse("[a(\(text))]")
            XCTAssertEqual(parsed.syntax.predicates.first?.object.number, Double(text), text)
        }
    }

    func testRelationsAndBadRelations() {
        XCTAssertEqual(tokens("==<=>=").map(\.0), [.badRelation])
        XCTAssertEqual(tokens("==").map(\.0), [.relation])
        XCTAssertEqual(tokens(">=").map(\.0), [.relation])
        XCTAssertEqual(tokens("=>").map(\.0), [.badRelation])
        XCTAssertEqual(tokens("!=").map(\.0), [.badRelation])
        XCTAssertEqual(tokens(">").map(\.0), [.badRelation])
    }

    func testNonASCIIIsOneTokenPerScalarAndBadBytesOnePerByte() {
        XCTAssertEqual(tokens("é–").map(\.0), [.nonASCII, .nonASCII])
        let bad: [UInt8] = [0xFF, 0xC3, 0x28, 0xE2, 0x82]
        bad.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            var count = 0
            while lexer.next().kind != .end { count += 1 }
            XCTAssertEqual(count, 5) // FF, C3 (bad continuation), "(", E2 (truncated), 82
        }
    }

    func testWhitespaceRunsAreOneToken() {
        XCTAssertEqual(tokens(" \t\n a").map(\.0), [.whitespace, .name])
    }
}

final class UTF8ValidationTests: XCTestCase {
    func testAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 5)
        let samples: [[UInt8]] = [[], Array("plain".utf8), Array("é – 😀".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                  [0xE2, 0x82], [0xFF], [0xEF, 0xBB, 0xBF, 0x41]]
        var all = samples
        for _ in 0..<20_000 {
            all.append((0..<Int(random.next() % 8)).map { _ in UInt8(truncatingIfNeeded: random.next() % 3 == 0 ? random.next() : 0x80 | random.next() % 0x40 | (random.next() % 2 == 0 ? 0x40 : 0)) })
        }
        for bytes in all {
            // Decoding replaces each ill-formed sequence with U+FFFD: the bytes survive iff valid.
            let expected = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
            XCTAssertEqual(UTF8Validation.isValid(bytes), expected, "\(bytes)")
        }
    }
}
