import VFLSyntax
import _VFLTestSupport
import XCTest

/// `SourceByteSearch` and `UTF8Validation.kind` against the obvious byte-by-byte answers, on
/// random inputs built to put matches, near misses and NUL/high bytes at every offset of an
/// eight-byte word and at both ends.
final class ByteSearchTests: XCTestCase {
    static func naiveContains(_ h: [UInt8], _ n: [UInt8], _ range: Range<Int>) -> Bool {
        guard !n.isEmpty, range.count >= n.count else { return false }
        return (range.lowerBound...(range.upperBound - n.count)).contains { Array(h[$0..<$0 + n.count]) == n }
    }

    func testContainsAgreesWithTheByteByByteSearch() {
        var random = TestRandom(seed: 7)
        let needles = ["VisualFormat", "vfl-lint:", "vfl-fmt:", "format", "lF", "x", "aaab", "constraintsWithVisualFormat"].map { Array($0.utf8) }
        // An alphabet close to the needles' so that partial matches are everywhere.
        let alphabet = Array("VisualFormatlFvfl-int:x ab\n".utf8)
        for round in 0..<4000 {
            let needle = needles[round % needles.count]
            var haystack = (0..<random.next(80)).map { _ in alphabet[random.next(alphabet.count)] }
            if random.next(3) == 0 {
                // Plant the needle, whole or cut short, at any offset.
                let cut = random.next(2) == 0 ? needle.count : max(1, needle.count - 1 - random.next(needle.count))
                let at = random.next(haystack.count + 1)
                haystack.insert(contentsOf: needle.prefix(cut), at: at)
            }
            let lower = haystack.isEmpty ? 0 : random.next(haystack.count)
            let upper = lower + random.next(haystack.count - lower + 1)
            XCTAssertEqual(SourceByteSearch.contains(haystack, needle), Self.naiveContains(haystack, needle, 0..<haystack.count),
                           "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self).debugDescription)")
            XCTAssertEqual(SourceByteSearch.contains(haystack, needle, in: lower..<upper), Self.naiveContains(haystack, needle, lower..<upper))
            let first = upper - lower >= needle.count ? (lower...(upper - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle } : nil
            XCTAssertEqual(SourceByteSearch.firstIndex(of: needle, in: haystack, range: lower..<upper), first)
        }
        XCTAssertFalse(SourceByteSearch.contains(Array("abc".utf8), []))
    }

    func testIndexOfAByte() {
        var random = TestRandom(seed: 11)
        for _ in 0..<3000 {
            let bytes = (0..<random.next(40)).map { _ in UInt8([0, 1, 0x80, 0x41, 0xFF][random.next(5)]) }
            for byte: UInt8 in [0, 1, 0x80, 0x41, 0xFF, 7] {
                XCTAssertEqual(SourceByteSearch.index(of: byte, in: bytes), bytes.firstIndex(of: byte), "\(byte) in \(bytes)")
            }
        }
    }

    func testKindAgreesWithNULSearchAndValidation() {
        var random = TestRandom(seed: 3)
        let pieces: [[UInt8]] = [Array("plain text ".utf8), [0], Array("é".utf8), Array("😀".utf8), [0xC3], [0xED, 0xA0, 0x80], [0x80], Array("12345678".utf8)]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(8) { bytes += pieces[random.next(pieces.count)] }
            let expected: UTF8Validation.Kind = bytes.contains(0) ? .binary : UTF8Validation.isValid(bytes) ? .text : .notUTF8
            XCTAssertEqual(UTF8Validation.kind(bytes), expected, "\(bytes)")
        }
        XCTAssertEqual(UTF8Validation.kind([]), .text)
        XCTAssertEqual(UTF8Validation.kind([0xFF] + Array(repeating: 0x41, count: 20) + [0]), .binary)
        XCTAssertEqual(UTF8Validation.isValid(Array("abc\u{0}def".utf8)), true)
    }
}
