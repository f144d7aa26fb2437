@testable import VFLSourceScan
import VFLSyntax
import _VFLTestSupport
import XCTest

/// The one pass over a file's bytes reads sixteen positions a step: it gives the byte-by-byte
/// answers on inputs that put the markers, their near misses, NUL and bytes that are not ASCII
/// at every offset of a step and across its end.
final class FileSurveyTests: XCTestCase {
    struct Answers: Equatable {
        var kind: UTF8Validation.Kind
        var api, suppression, literal: Bool
        init(kind: UTF8Validation.Kind, api: Bool, suppression: Bool, literal: Bool) {
            (self.kind, self.api, self.suppression, self.literal) = (kind, api, suppression, literal)
        }
        init(_ survey: FileSurvey) {
            self.init(kind: survey.kind, api: survey.mentionsAPI, suppression: survey.mentionsSuppression, literal: survey.mayHoldFormatLiteral)
        }
    }

    /// Each answer as the plain definition gives it.
    func naive(_ b: [UInt8]) -> Answers {
        func contains(_ marker: String) -> Bool {
            let m = Array(marker.utf8)
            return b.count >= m.count && (0...(b.count - m.count)).contains { b[$0..<$0 + m.count].elementsEqual(m) }
        }
        let literal = ["H:|", "H:[", "V:|", "V:[", "\"|-", "\"|["].contains(where: contains)
        return Answers(kind: UTF8Validation.kind(b), api: contains("VisualFormat"), suppression: contains("vfl-lint:"), literal: literal)
    }

    func testTheSurveyAgreesWithTheByteByByteAnswers() {
        var random = TestRandom(seed: 23)
        // The markers' bytes, their neighbours, bytes whose low seven bits are theirs, NUL, and
        // the pieces of a well-formed two-byte character.
        let alphabet = Array("HV:|[\"-tv ai;".utf8) + [0xBA, 0xFC, 0xC8, 0xDB, 0x00, 0xFF, 0xC3, 0xA9]
        let pieces = ["VisualFormat", "VisualFormaT", "isualFormat", "vfl-lint:", "vfl-lint;", "H:|", "V:[", "\"|-", "\"|[", "H:]", "é", "€", "\u{0}"]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            let length = random.next(90)
            while bytes.count < length {
                if random.next(6) == 0 {
                    bytes += Array(pieces[random.next(pieces.count)].utf8)
                } else {
                    bytes.append(random.next(3) == 0 ? alphabet[random.next(alphabet.count)] : UInt8(ascii: "a"))
                }
            }
            XCTAssertEqual(Answers(FileSurvey(bytes)), naive(bytes), "\(bytes)")
        }
        for text in ["", "H:|", "xV:[", "\"|-", String(repeating: "a", count: 30) + "V:|", "H;|", "\"|]", "H:",
                     String(repeating: "b", count: 16) + "VisualFormat", String(repeating: "b", count: 17) + "vfl-lint:",
                     "VisualFormat" + String(repeating: "c", count: 40) + "é" + "vfl-lint:" + "\"|[",
                     String(repeating: "d", count: 100) + "\u{0}"] {
            XCTAssertEqual(Answers(FileSurvey(Array(text.utf8))), naive(Array(text.utf8)), text)
        }
    }

    /// A file with every marker in its first step still has the rest of its bytes validated.
    func testAllMarkersFoundEarlyStillValidatesTheRest() {
        var bytes = Array("VisualFormat vfl-lint: \"|- é".utf8) + Array(repeating: UInt8(ascii: "a"), count: 64)
        XCTAssertEqual(FileSurvey(bytes).kind, .text)
        bytes.append(0xFF)
        XCTAssertEqual(FileSurvey(bytes).kind, .notUTF8)
        bytes.append(0)
        XCTAssertEqual(FileSurvey(bytes).kind, .binary)
    }
}
