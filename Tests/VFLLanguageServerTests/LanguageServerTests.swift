import Foundation
@testable import VFLLanguageServer
import VFLLint
import VFLSyntax
import _VFLTestSupport
import XCTest

/// The language server driven in process as a client drives it: framed JSON-RPC in, framed
/// JSON-RPC out (the binary over pipes is `LspCommandTests`; real clients are
/// `Tests/lsp/test_lsp.py` under pytest-lsp and `Tests/lsp/neovim.lua` in headless Neovim).
final class LanguageServerTests: XCTestCase {
    /// A client: sends requests and notifications, collects what the server sends.
    final class Client {
        var received: [[String: Any]] = []
        var server: LanguageServer!
        var nextID = 1
        var configuration = LintConfiguration()

        init(encodings: [String]? = nil) {
            server = LanguageServer(send: { [unowned self] bytes in
                var framer = MessageFramer()
                framer.append(bytes)
                guard case .message(let body) = framer.next() else { return XCTFail("unframed output") }
                self.received.append(try! JSONSerialization.jsonObject(with: Data(body)) as! [String: Any])
            }, configuration: { [unowned self] in { _ in self.configuration } })
            var capabilities: [String: Any] = [:]
            if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
            _ = request("initialize", ["capabilities": capabilities, "processId": NSNull()])
            notify("initialized", [:])
        }

        func body(_ object: [String: Any]) -> [UInt8] { [UInt8](try! JSONSerialization.data(withJSONObject: object)) }

        @discardableResult
        func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
            let id = nextID
            nextID += 1
            server.receive([body(["jsonrpc": "2.0", "id": id, "method": method, "params": params])])
            return received.last { ($0["id"] as? Int) == id } ?? [:]
        }

        func notify(_ method: String, _ params: [String: Any]) {
            server.receive([body(["jsonrpc": "2.0", "method": method, "params": params])])
        }

        func open(_ uri: String, _ text: String, version: Int = 1) {
            notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
        }

        /// The diagnostics last published for `uri`.
        func diagnostics(_ uri: String) -> [[String: Any]]? {
            let last = received.last { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
            return (last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        }
    }

    static let swift = """
        import UIKit
        // 😀 a wide character before the call, on its line too:
        final class Card: UIView {
            func build(title: UILabel, badge: UILabel) {
                let views = ["title": title, "badge": badge]
                /* 😀 */ NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[bagde]-|", options: [], metrics: ["pad": 12], views: views))
            }
        }

        """

    func range(_ object: [String: Any]) -> (Int, Int, Int, Int) {
        let range = object["range"] as! [String: Any]
        let start = range["start"] as! [String: Any], end = range["end"] as! [String: Any]
        return (start["line"] as! Int, start["character"] as! Int, end["line"] as! Int, end["character"] as! Int)
    }

    func testInitializeNegotiatesThePositionEncoding() {
        let utf16 = Client()
        let capabilities16 = ((utf16.received.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities16?["positionEncoding"] as? String, "utf-16")
        let utf8 = Client(encodings: ["utf-8", "utf-16"])
        let capabilities8 = ((utf8.received.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities8?["positionEncoding"] as? String, "utf-8")
        XCTAssertEqual((capabilities8?["textDocumentSync"] as? [String: Any])?["change"] as? Int, 2)
    }

    func testDiagnosticsPointInsideTheLiteralInTheNegotiatedEncoding() throws {
        let line5 = Self.swift.split(separator: "\n", omittingEmptySubsequences: false)[5]
        let prefix = line5[..<line5.range(of: "bagde")!.lowerBound]
        for (encodings, expectedColumn) in [(nil, prefix.utf16.count), (["utf-8"], prefix.utf8.count)] as [([String]?, Int)] {
            let client = Client(encodings: encodings)
            client.open("file:///p/Card.swift", Self.swift)
            let diagnostics = try XCTUnwrap(client.diagnostics("file:///p/Card.swift"))
            let typo = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "unknown_view" })
            XCTAssertEqual(typo["severity"] as? Int, 1)
            XCTAssertEqual(typo["source"] as? String, "vfl-lint")
            XCTAssertTrue((typo["message"] as? String ?? "").contains("bagde"), "\(typo)")
            XCTAssertEqual((typo["codeDescription"] as? [String: Any])?["href"] as? String, RuleCatalog.doc("unknown_view")!.helpURL)
            // '😀' is 2 UTF-16 units and 4 UTF-8 bytes: the columns differ by 2.
            let (line, start, endLine, end) = range(typo)
            XCTAssertEqual(line, 5)
            XCTAssertEqual(endLine, 5)
            XCTAssertEqual(start, expectedColumn, "encoding \(encodings ?? ["utf-16"])")
            XCTAssertEqual(end - start, 5)
        }
    }

    func testIncrementalAndFullChangesRelintTheLatestVersionOnce() throws {
        let client = Client()
        let uri = "file:///p/Card.swift"
        client.open(uri, Self.swift)
        XCTAssertEqual(client.diagnostics(uri)?.count, 1)
        // The typo fixed by an incremental edit ('bagde' -> 'badge'), in a batch with two more
        // edits: one publication, of the last version.
        let published = client.received.count
        let typo = try XCTUnwrap(client.diagnostics(uri)?.first)
        let (line, start, _, end) = range(typo)
        func change(_ text: String, _ version: Int, from: Int, to: Int) -> [UInt8] {
            client.body(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": ["line": line, "character": from], "end": ["line": line, "character": to]], "text": text]],
            ] as [String: Any]])
        }
        client.server.receive([change("bad", 2, from: start, to: end), change("badge", 3, from: start, to: start + 3)])
        XCTAssertEqual(client.received.count, published + 1)
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)
        let params = client.received.last?["params"] as? [String: Any]
        XCTAssertEqual(params?["version"] as? Int, 3)
        // A full change brings the mistake back.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": Self.swift]]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 1)
        // Closing clears them.
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)
    }

    func testCodeActionsOfferFixesAndDisablingTheLine() throws {
        let client = Client()
        client.configuration.optInRules = ["noncanonical_format"]
        let uri = "file:///p/Row.swift"
        let text = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]-|\", options: [], metrics: nil, views: [\"a\": a])\n"
        client.open(uri, text)
        let diagnostics = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["noncanonical_format"])
        let response = client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 10]],
            "context": ["diagnostics": diagnostics],
        ])
        let actions = try XCTUnwrap(response["result"] as? [[String: Any]])
        let fix = try XCTUnwrap(actions.first { ($0["title"] as? String ?? "").hasPrefix("Rewrite as") })
        XCTAssertEqual(fix["kind"] as? String, "quickfix")
        XCTAssertEqual(fix["isPreferred"] as? Bool, true)
        let edits = ((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        XCTAssertEqual(edits?.first?["newText"] as? String, "H:|-8-[a]-|")
        let disable = try XCTUnwrap(actions.first { $0["title"] as? String == "Disable noncanonical_format for this line" })
        let insert = ((disable["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        XCTAssertEqual(insert?.first?["newText"] as? String, " // vfl-lint:disable:this noncanonical_format")
        XCTAssertNotNil(actions.first { $0["kind"] as? String == "source.fixAll.vfl" })
        // Only what was asked for.
        let onlyFixAll = client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        XCTAssertEqual((onlyFixAll["result"] as? [[String: Any]])?.map { $0["kind"] as? String }, ["source.fixAll.vfl"])
        // The line disabled: the finding is gone.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["text": text.dropLast() + " // vfl-lint:disable:this noncanonical_format\n"]]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)
    }

    func testCodeActionsActOnTheTextOfTheirBatchAndNeverEditInsideAString() throws {
        let client = Client()
        client.configuration.optInRules = ["noncanonical_format"]
        let uri = "file:///p/Edit.swift"
        client.open(uri, "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]-|\", options: [], metrics: nil, views: [\"a\": a])\n")
        // Two lines inserted above the call, and a code action, in one batch: the fix is for the new text.
        client.server.receive([
            client.body(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// one\n// two\n"]],
            ] as [String: Any]]),
            client.body(["jsonrpc": "2.0", "id": 50, "method": "textDocument/codeAction", "params": [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 5]],
                "context": ["diagnostics": []],
            ] as [String: Any]]),
        ])
        let actions = try XCTUnwrap(client.received.first { $0["id"] as? Int == 50 }?["result"] as? [[String: Any]])
        let fix = try XCTUnwrap(actions.first { ($0["title"] as? String ?? "").hasPrefix("Rewrite as") })
        let edit = try XCTUnwrap((((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])?.first)
        XCTAssertEqual(range(edit).0, 2)
        // A format in a multi-line string: no "disable" comment where it would land in the string.
        let multi = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"\"\"\n    H:|-(8)-[a]-|\n    \"\"\", options: [], metrics: nil, views: [\"a\": a])\n"
        client.open("file:///p/Multi.swift", multi)
        let inside = client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///p/Multi.swift"],
            "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 8]], "context": ["diagnostics": []]])
        let titles = (inside["result"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        XCTAssertFalse(titles.contains { $0.hasPrefix("Disable") }, "\(titles)")
    }

    func testFormattingEditsOnlyLiteralsEvenInCodeThatDoesNotCompile() throws {
        let client = Client()
        let uri = "file:///p/Broken.swift"
        let text = "func f( {\n  let a = NSLayoutConstraint.constraints(withVisualFormat: \"|-(8)-[a]\", options: [], metrics: nil, views: v)\n  let b = NSLayoutConstraint.constraints(withVisualFormat: \"V:[b]-(==4)-|\", options: [], metrics: nil, views: v)\n"
        client.open(uri, text)
        let whole = client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]])
        let edits = try XCTUnwrap(whole["result"] as? [[String: Any]])
        XCTAssertEqual(edits.map { $0["newText"] as? String }, ["|-8-[a]", "V:[b]-4-|"])
        let first = range(edits[0])
        XCTAssertEqual(first.0, 1)
        XCTAssertEqual(first.1, "  let a = NSLayoutConstraint.constraints(withVisualFormat: \"".utf16.count)
        let ranged = client.request("textDocument/rangeFormatting", ["textDocument": ["uri": uri], "options": [:],
            "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 80]]])
        XCTAssertEqual((ranged["result"] as? [[String: Any]])?.map { $0["newText"] as? String }, ["V:[b]-4-|"])
    }

    func testHoverExplainsTheFormatAndNamesMetricsAndViews() throws {
        let client = Client()
        func hover(_ uri: String, _ text: String, at marker: String, plus: Int = 0) -> String? {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }!
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line]
            let character = lineText[..<lineText.range(of: marker)!.lowerBound].utf16.count + plus
            let response = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        let uri = "file:///p/M.swift"
        let text = "// 😀\nlet c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-pad-[a]-[b(>=20)]\", options: [], metrics: [\"pad\": 12], views: [\"a\": a, \"b\": b])\n"
        client.open(uri, text)
        let whole = try XCTUnwrap(hover(uri, text, at: "\"H:|"))
        XCTAssertTrue(whole.contains("a.leading == superview.leading + 12"), whole)
        XCTAssertTrue(whole.contains("b.width >= 20"), whole)
        let onMetric = try XCTUnwrap(hover(uri, text, at: "pad-[", plus: 1))
        XCTAssertTrue(onMetric.contains("Metric `pad` = 12"), onMetric)
        let onView = try XCTUnwrap(hover(uri, text, at: "[b(", plus: 1))
        XCTAssertTrue(onView.contains("Constraints involving `b`"), onView)
        XCTAssertFalse(onView.contains("superview.leading"), onView)
        // A format the runtime rejects: why, in Apple's words.
        client.open("file:///p/Card.swift", Self.swift)
        let broken = try XCTUnwrap(hover("file:///p/Card.swift", Self.swift, at: "\"H:|"))
        XCTAssertTrue(broken.contains("bagde"), broken)
        XCTAssertNil(hover(uri, text, at: "let c"))
    }

    /// A format holding a line of three backticks (a multi-line Swift literal) cannot close the
    /// hover's code block: the fence is longer than any run of backticks in what it holds.
    func testHoverFencesAreLongerThanAnyBackticksTheyHold() throws {
        let client = Client()
        let uri = "file:///p/Fence.swift"
        let text = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"\"\"\n    H:|[a]|\n    ```\n    # injected\n    \"\"\", options: [], metrics: nil, views: [\"a\": a])\n"
        client.open(uri, text)
        let response = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 6]])
        let value = try XCTUnwrap(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(value.hasPrefix("````\n"), value)
        // Every fence that opens a block is closed by the same run, and no line inside is a fence of it.
        var open: String? = nil
        for line in value.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("```") {
            let run = String(line.prefix { $0 == "`" })
            if let fence = open {
                if run.count >= fence.count && line.allSatisfy({ $0 == "`" }) { open = nil }
            } else {
                open = run
            }
        }
        XCTAssertNil(open, value)
        XCTAssertEqual(LanguageServer.fenced("a ``` b\n"), "````\na ``` b\n````")
        XCTAssertEqual(LanguageServer.fenced("plain"), "```\nplain\n```")
    }

    /// A document larger than `lintOnEveryChangeUpTo` is linted when opened and saved, not on
    /// every change (each keystroke would cost seconds).
    func testAVeryLargeDocumentIsLintedOnSaveNotOnEveryChange() {
        let client = Client()
        let uri = "file:///p/Huge.swift"
        let padding = String(repeating: "// a long generated file\n", count: LanguageServer.lintOnEveryChangeUpTo / 24)
        let mistake = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        client.open(uri, padding)
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": padding + mistake]]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 0, "not linted on a change")
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        XCTAssertEqual(client.diagnostics(uri)?.count, 1, "linted on save")
    }

    func testMalformedMessagesGetErrorsAndTheServerKeepsServing() {
        let client = Client()
        client.server.receive([Array("{not json".utf8)])
        XCTAssertEqual((client.received.last?["error"] as? [String: Any])?["code"] as? Int, -32700)
        client.server.reportFramingError("no Content-Length header")
        XCTAssertEqual((client.received.last?["error"] as? [String: Any])?["code"] as? Int, -32700)
        let unknown = client.request("textDocument/semanticTokens/full", [:])
        XCTAssertEqual((unknown["error"] as? [String: Any])?["code"] as? Int, -32601)
        // A request cancelled in the same batch is answered as cancelled.
        client.server.receive([client.body(["jsonrpc": "2.0", "id": 99, "method": "textDocument/hover", "params": [:]]),
                               client.body(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 99]])])
        XCTAssertEqual((client.received.first { $0["id"] as? Int == 99 }?["error"] as? [String: Any])?["code"] as? Int, -32800)
        // Still serving; then shutdown, a request refused, exit 0.
        XCTAssertNotNil(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///none.swift"]])["result"])
        XCTAssertTrue(client.request("shutdown", [:])["result"] is NSNull)
        XCTAssertEqual((client.request("textDocument/hover", [:])["error"] as? [String: Any])?["code"] as? Int, -32600)
        client.notify("exit", [:])
        XCTAssertEqual(client.server.exitCode, 0)
        let abrupt = Client()
        abrupt.notify("exit", [:])
        XCTAssertEqual(abrupt.server.exitCode, 1)
        // Nothing before initialize; initialize once.
        let again = Client()
        XCTAssertEqual((again.request("initialize", ["capabilities": [:] as [String: Any]])["error"] as? [String: Any])?["code"] as? Int, -32600)
        var early: [[String: Any]] = []
        let fresh = LanguageServer(send: { bytes in
            var framer = MessageFramer()
            framer.append(bytes)
            if case .message(let body) = framer.next() { early.append(try! JSONSerialization.jsonObject(with: Data(body)) as! [String: Any]) }
        }, configuration: { { _ in LintConfiguration() } })
        fresh.receive([[UInt8](try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": [:] as [String: Any]]))])
        XCTAssertEqual((early.first?["error"] as? [String: Any])?["code"] as? Int, -32002)
    }

    func testTenThousandEditsKeepOneDocument() {
        let client = Client()
        let uri = "file:///p/Edit.swift"
        client.open(uri, "let x = 1\n")
        // Typing: 10,000 one-character insertions in batches of 100, one publication a batch.
        var batch: [[UInt8]] = []
        var version = 1
        for i in 0..<10_000 {
            version += 1
            batch.append(client.body(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": ["line": 1, "character": i % 80], "end": ["line": 1, "character": i % 80]], "text": i % 80 == 79 ? "\n" : "a"]],
            ] as [String: Any]]))
            if batch.count == 100 { client.server.receive(batch); batch = [] }
        }
        let publications = client.received.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        XCTAssertEqual(publications.count, 1 + 100)
        XCTAssertEqual((publications.last?["params"] as? [String: Any])?["version"] as? Int, 10_001)
    }

    func testTheFramerSplitsJoinsAndSkipsBadHeaders() {
        var framer = MessageFramer()
        let one = MessageFramer.frame(Array("{\"a\":1}".utf8)), two = MessageFramer.frame(Array("{\"b\":2}".utf8))
        let stream = one + Array("Content-Type: x\r\n\r\n".utf8) + two
        // Byte by byte: the same messages as all at once.
        var items: [MessageFramer.Item] = []
        for byte in stream {
            framer.append([byte])
            while let item = framer.next() { items.append(item) }
        }
        XCTAssertEqual(items, [.message(Array("{\"a\":1}".utf8)), .badHeader("no Content-Length header"), .message(Array("{\"b\":2}".utf8))])
        XCTAssertEqual(framer.pending, 0)
        // After a header without a usable length, the next message is found again.
        var resync = MessageFramer()
        resync.append(Array("Content-Length: x\r\n\r\n{\"lost\":1}".utf8) + two)
        XCTAssertEqual(resync.next(), .badHeader("no Content-Length header"))
        XCTAssertEqual(resync.next(), .message(Array("{\"b\":2}".utf8)))
        var lower = MessageFramer()
        lower.append(Array("content-length:   3\n\n{}x".utf8))
        XCTAssertEqual(lower.next(), .message(Array("{}x".utf8)))
    }
}

/// `TextDocument`'s incremental edits against a document made afresh, and positions that
/// round-trip in both encodings.
final class TextDocumentTests: XCTestCase {
    func testIncrementalEditsMatchAFreshDocumentAndPositionsRoundTrip() {
        var random = TestRandom(seed: 5)
        let pieces = ["a", "\n", "é", "😀", "\r\n", "[x]", ""]
        var document = TextDocument(uri: "file:///t.swift", version: 0, text: Array("start\n".utf8))
        for _ in 0..<2000 {
            // Cut at character boundaries only, as an editor does.
            let text = String(decoding: document.bytes, as: UTF8.self)
            let boundaries = [0] + text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }.dropFirst() + [document.bytes.count]
            let a = boundaries[random.next(boundaries.count)], b = boundaries[random.next(boundaries.count)]
            let insert = (0..<random.next(4)).map { _ in pieces[random.next(pieces.count)] }.joined()
            document.replace(ByteRange(min(a, b), max(a, b)), with: Array(insert.utf8))
            let fresh = TextDocument(uri: document.uri, version: 0, text: document.bytes)
            XCTAssertEqual(document.lineStarts, fresh.lineStarts)
        }
        let text = String(decoding: document.bytes, as: UTF8.self)
        for index in text.unicodeScalars.indices {
            let offset = text.utf8.distance(from: text.startIndex, to: index)
            for encoding in [PositionEncoding.utf8, .utf16] {
                let position = document.position(of: offset, encoding: encoding)
                let back = document.offset(line: position.line, character: position.character, encoding: encoding)
                // A position inside "\r\n" is the line's end, before the "\r".
                if document.bytes[offset] != 0x0A || offset == 0 || document.bytes[offset - 1] != 0x0D {
                    XCTAssertEqual(back, offset, "\(encoding) \(position)")
                }
            }
        }
    }
}
