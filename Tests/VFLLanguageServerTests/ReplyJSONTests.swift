import Foundation
@testable import VFLLanguageServer
import VFLJSON
import VFLLint
import _VFLTestSupport
import XCTest

/// The language server's replies are written by `JSONWriter.text(of:)`: the same JSON as
/// Foundation's writer, read back, for every kind of value a reply holds.
final class ReplyJSONTests: XCTestCase {
    /// Random replies: nested objects and arrays of strings (quotes, backslashes, control
    /// characters, U+2028, emoji), integers, fractions and booleans. Read back, each is the
    /// value `JSONSerialization` writes and reads back.
    func testRandomRepliesReadBackAsFoundationsOwn() throws {
        var random = TestRandom(seed: 12)
        let pieces = ["a", "\"", "\\", "\n", "\t", "\u{1}", "\u{7f}", "\u{2028}", "é", "😀", "/", " ", "uri"]
        func string() -> String { (0..<random.next(5)).map { _ in pieces[random.next(pieces.count)] }.joined() }
        func value(_ depth: Int) -> Any {
            switch random.next(depth > 3 ? 5 : 7) {
            case 0: return string()
            case 1: return random.next(2_000_001) - 1_000_000
            case 2: return Double(random.next(20_001) - 10_000) / 64
            case 3: return random.next(2) == 0
            case 4: return NSNull()
            case 5: return (0..<random.next(4)).map { _ in value(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for _ in 0..<random.next(5) { object[string()] = value(depth + 1) }
                return object
            }
        }
        for _ in 0..<2_000 {
            let reply: [String: Any] = ["jsonrpc": "2.0", "id": random.next(100), "result": value(0)]
            let text = try XCTUnwrap(JSONWriter.text(of: reply))
            let ours = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
            let foundations = try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: reply)) as? NSDictionary
            XCTAssertEqual(ours, foundations, text)
        }
    }

    /// What the client sent comes back as it was: its `1` stays a number and its `true` a
    /// boolean (Foundation reads both as `NSNumber`s), big and fractional numbers keep their
    /// text, and keys come out sorted.
    func testTheClientsOwnValuesKeepTheirKind() throws {
        let sent = #"{"id":1,"t":true,"f":false,"zero":0,"half":1.5,"big":12345678901234567890,"huge":1e300,"n":null,"s":"a\/b"}"#
        let object = try JSONSerialization.jsonObject(with: Data(sent.utf8))
        XCTAssertEqual(JSONWriter.text(of: object),
                       #"{"big":12345678901234567890,"f":false,"half":1.5,"huge":1e+300,"id":1,"n":null,"s":"a/b","t":true,"zero":0}"#)
    }

    /// What JSON cannot say is refused, as Foundation's writer refuses it: the reply is not
    /// sent rather than sent broken. An optional is not refused.
    func testValuesWithoutAJSONFormAreRefused() {
        XCTAssertNil(JSONWriter.text(of: ["x": Double.nan]))
        XCTAssertNil(JSONWriter.text(of: ["x": [1, Double.infinity] as [Any]]))
        XCTAssertNil(JSONWriter.text(of: ["x": Date()]))
        XCTAssertEqual(JSONWriter.text(of: ["x": [1, 2.5, true, "y"] as [Any]]), #"{"x":[1,2.5,true,"y"]}"#)
        // An optional is its value, or null: a reply is never dropped for one.
        let version: Int? = 3, none: String? = nil
        XCTAssertEqual(JSONWriter.text(of: ["a": version as Any, "b": none as Any]), #"{"a":3,"b":null}"#)
    }
}
