import Foundation
import _VFLTestSupport
import XCTest

/// `vfl lsp` as an editor runs it: one long-lived process, messages on standard input, replies
/// on standard output, and the project's other files changing on disk between messages.
final class LspCommandTests: ScratchTestCase {
    /// A helper defined in one file and called in the open document is read as vfl-lint reads it
    /// (the files git tracks around the document), and read again when another file changes on
    /// disk or is added to the index while the server runs.
    func testTheServerReadsTheHelpersOfTheProjectAsItChanges() throws {
        try write(TutorialHelper.path, TutorialHelper.source)
        let cell = TutorialHelper.cell
        try write("Feed/FeedCell.swift", cell)
        try runGit(["init", "-q"], in: directory)
        try runGit(["add", "."], in: directory)
        let uri = directory.appendingPathComponent("Feed/FeedCell.swift").absoluteString
        let mistake = TutorialHelper.mistake

        let session = try Session(binary: binary, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": cell]]])
        var messages = try session.diagnostics(of: uri)
        XCTAssertTrue(messages.contains { $0.contains(mistake) }, "\(messages)")

        // Another function of the helper's name, added to the index: the call is unknown.
        try write("Vendor/Grid.swift", "final class Grid { func addConstraintsWithFormat(format: String, views: [String: UIView]) {} }\n")
        try runGit(["add", "Vendor/Grid.swift"], in: directory)
        var version = 1
        func edit() throws {
            version += 1
            try session.send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                              "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": cell]]]])
        }
        try edit()
        messages = try session.diagnostics(of: uri)
        XCTAssertFalse(messages.contains { $0.contains(mistake) }, "\(messages)")

        // That function gone from the file on disk (saved, not staged): the call is the helper's
        // again, once the server looks at the files' stamps (at most once a second).
        try write("Vendor/Grid.swift", "final class Grid {}\n")
        Thread.sleep(forTimeInterval: 1.1)
        try edit()
        messages = try session.diagnostics(of: uri)
        XCTAssertTrue(messages.contains { $0.contains(mistake) }, "\(messages)")

        // A document git does not track that gives the helper's name to another function: its
        // call is unknown, as `vfl-lint` naming the file reads it.
        let untracked = cell + "final class Grid { func addConstraintsWithFormat(format: String, views: [String: UIView]) {} }\n"
        try write("Feed/Draft.swift", untracked)
        let draft = directory.appendingPathComponent("Feed/Draft.swift").absoluteString
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": draft, "languageId": "swift", "version": 1, "text": untracked]]])
        messages = try session.diagnostics(of: draft)
        XCTAssertFalse(messages.contains { $0.contains(mistake) }, "\(messages)")
        let (_, lint, _) = try runBytes(["Feed/Draft.swift"], stdin: [], directory: directory,
                                        program: binary.deletingLastPathComponent().appendingPathComponent("vfl-lint"))
        XCTAssertFalse(String(decoding: lint, as: UTF8.self).contains(mistake))
    }

    /// A format kept as a constant of another file of the project is checked in the open
    /// document where it is given, as vfl-lint checks it, and read again when that file changes.
    func testTheServerReadsTheFormatConstantsOfTheProject() throws {
        try write("Formats.swift", "enum Formats {\n    static let row = \"H:|-[icon]-[titel]-|\"\n}\n")
        let cell = "func setUp(icon: UIView, title: UIView) {\n    _ = NSLayoutConstraint.constraints(withVisualFormat: Formats.row, "
            + "options: [], metrics: nil, views: [\"icon\": icon, \"title\": title])\n}\n"
        try write("Cell.swift", cell)
        try runGit(["init", "-q"], in: directory)
        try runGit(["add", "."], in: directory)
        let uri = directory.appendingPathComponent("Cell.swift").absoluteString
        let session = try Session(binary: binary, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        try session.open(uri, text: cell)
        var messages = try session.diagnostics(of: uri)
        XCTAssertTrue(messages.contains { $0.contains("'titel' is not a key in the views dictionary") }, "\(messages)")

        // The typo mended in the constant's file on disk: gone once the server looks again.
        try write("Formats.swift", "enum Formats {\n    static let row = \"H:|-[icon]-[title]-|\"\n}\n")
        Thread.sleep(forTimeInterval: 1.1)
        try session.change(uri, version: 2, text: cell)
        messages = try session.diagnostics(of: uri)
        XCTAssertFalse(messages.contains { $0.contains("titel") }, "\(messages)")

        // The constant's file edited and saved in the editor: the other open document is linted
        // again at once with the saved text (not only when it is edited, nor a second later).
        let formatsURI = directory.appendingPathComponent("Formats.swift").absoluteString
        let edited = "enum Formats {\n    static let row = \"H:|-[icon]-[tytle]-|\"\n}\n"
        try session.open(formatsURI, text: edited)
        try write("Formats.swift", edited)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didSave", "params": ["textDocument": ["uri": formatsURI]]])
        messages = try session.diagnostics(of: uri)
        XCTAssertTrue(messages.contains { $0.contains("'tytle' is not a key in the views dictionary") }, "\(messages)")

        // Hover on the constant's name explains the format it stands for.
        let line = String(cell.split(separator: "\n")[1])
        let character = line.utf8.count - line.components(separatedBy: "Formats.row").last!.utf8.count - 5
        try session.send(["jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
                          "params": ["textDocument": ["uri": uri], "position": ["line": 1, "character": character]]])
        let hover = try session.next { ($0["id"] as? Int) == 9 }
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(contents.contains("H:|-[icon]-[tytle]-|"), "\(hover)")
    }

    /// A document of a file a run skips (excluded by `.vfl.json`, ignored by git) gets no
    /// findings and no formatting: an editor shows nothing CI would not report or rewrite.
    func testADocumentOfASkippedFileGetsNothing() throws {
        try write(".vfl.json", #"{"excluded": ["Gen/**"]}"#)
        try write(".gitignore", "Ignored.swift\n")
        try runGit(["init", "-q"], in: directory)
        let source = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        let session = try Session(binary: binary, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        for (name, expected) in [("Gen/View.swift", false), ("Ignored.swift", false), ("App/View.swift", true)] {
            try write(name, source)
            let uri = directory.appendingPathComponent(name).absoluteString
            try session.open(uri, text: source)
            let messages = try session.diagnostics(of: uri)
            XCTAssertEqual(messages.contains { $0.contains("'missing'") }, expected, "\(name): \(messages)")
            try session.send(["jsonrpc": "2.0", "id": 40, "method": "textDocument/formatting",
                              "params": ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]]])
            let edits = try session.next { ($0["id"] as? Int) == 40 }["result"] as? [Any] ?? []
            XCTAssertEqual(edits.isEmpty, !expected, "\(name): \(edits)")
        }
    }

    /// A `.vfl.json` the command line rejects is said in the editor too (a message, and an error
    /// on the file), never passed over while its disabled rules quietly come back; once it is
    /// fixed, the error goes.
    func testAConfigurationThatCannotBeReadIsSaid() throws {
        try write(".vfl.json", "{\"disabled_rules\": [\"unknown_view\"],\n  oops }")
        let source = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        try write("App/View.swift", source)
        let uri = directory.appendingPathComponent("App/View.swift").absoluteString
        let configURI = "file://" + directory.appendingPathComponent(".vfl.json").path
        let session = try Session(binary: binary, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": source]]])
        let shown = try session.next { $0["method"] as? String == "window/showMessage" }
        let text = (shown["params"] as? [String: Any])?["message"] as? String ?? ""
        XCTAssertTrue(text.contains(".vfl.json") && text.contains("not valid JSON") && text.contains("default rules"), text)
        let onConfig = try session.diagnostics(of: configURI)
        XCTAssertEqual(onConfig.count, 1)
        XCTAssertTrue(onConfig.first?.contains("not valid JSON") == true, "\(onConfig)")
        XCTAssertTrue(try session.diagnostics(of: uri).contains { $0.contains("'missing'") })

        // Fixed and saved: the error on the file is withdrawn, and the rule is off again.
        try write(".vfl.json", "{\"disabled_rules\": [\"unknown_view\"]}")
        try session.send(["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
                          "params": ["changes": [["uri": configURI, "type": 2]]]])
        XCTAssertEqual(try session.diagnostics(of: configURI), [])
        XCTAssertFalse(try session.diagnostics(of: uri).contains { $0.contains("'missing'") })
    }

    /// A large document is linted on the background: a request about another document is
    /// answered before its findings come, and of several quick edits only the latest version's
    /// findings are published.
    func testALargeDocumentNeverHoldsUpRequestsAndStaleLintsAreDropped() throws {
        try LongTests.require()
        let call = "        _ = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[a]-[b(==a)]-|\", options: [], metrics: nil, views: [\"a\": a, \"b\": b])\n"
        let large = "func f(a: UIView, b: UIView) {\n" + String(repeating: call, count: 8_000) + "}\n"
        let small = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[a]-|\", options: [], metrics: nil, views: [\"a\": a])\n"
        let largeURI = directory.appendingPathComponent("Large.swift").absoluteString
        let smallURI = directory.appendingPathComponent("Small.swift").absoluteString
        let session = try Session(binary: binary, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": smallURI, "languageId": "swift", "version": 1, "text": small]]])
        _ = try session.diagnostics(of: smallURI)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": largeURI, "languageId": "swift", "version": 1, "text": large]]])
        for version in 2...4 {
            try session.send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                              "params": ["textDocument": ["uri": largeURI, "version": version], "contentChanges": [["text": large + "// edit \(version)\n"]]]])
        }
        // Asked once the lint is under way (in the same batch it would be answered first anyway).
        Thread.sleep(forTimeInterval: 0.3)
        try session.send(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover",
                          "params": ["textDocument": ["uri": smallURI], "position": ["line": 0, "character": 60]]])
        var order: [String] = []
        var versions: [Int] = []
        while versions.last != 4 {
            let message = try session.next(seconds: 120) { $0["id"] as? Int == 7 || ($0["params"] as? [String: Any])?["uri"] as? String == largeURI }
            if message["id"] != nil { order.append("hover") } else {
                order.append("lint")
                versions.append(((message["params"] as? [String: Any])?["version"] as? Int) ?? -1)
            }
        }
        XCTAssertEqual(order.first, "hover", "the hover waited for the lint: \(order)")
        XCTAssertTrue(order.contains("hover"))
        XCTAssertLessThan(versions.count, 4, "stale lints were published: \(versions)")
        XCTAssertEqual(versions, versions.sorted(), "an older version's findings came after a newer one's")
    }

    /// Installed as `Scripts/install.sh` installs them (the tools in `PREFIX/bin`, reached through
    /// a symlink as a package manager links them, the rule pages in `PREFIX/share/doc/vfl/rules`),
    /// a finding links to its page on disk and `vfl-lint rules` names it: both work offline.
    func testFindingsLinkToTheRulePagesInstalledWithTheTools() throws {
        let prefix = directory.appendingPathComponent("prefix")
        let pages = prefix.appendingPathComponent("share/doc/vfl/rules")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.root.deletingLastPathComponent().appendingPathComponent("Documentation/rules/unknown_view.md"),
                                         to: pages.appendingPathComponent("unknown_view.md"))
        for tool in ["vfl", "vfl-lint"] {
            try FileManager.default.copyItem(at: binary.deletingLastPathComponent().appendingPathComponent(tool),
                                             to: prefix.appendingPathComponent("bin/\(tool)"))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("onpath"), withIntermediateDirectories: true)
        let linked = directory.appendingPathComponent("onpath/vfl")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: prefix.appendingPathComponent("bin/vfl"))

        let page = pages.appendingPathComponent("unknown_view.md").standardizedFileURL.resolvingSymlinksInPath()
        let (status, out, _) = try runBytes(["rules", "unknown_view"], stdin: [], program: prefix.appendingPathComponent("bin/vfl-lint"))
        XCTAssertEqual(status, 0)
        XCTAssertTrue(String(decoding: out, as: UTF8.self).contains("More: \(page.path), "), String(decoding: out, as: UTF8.self))

        try write("Card.swift", "func f(a: UIView) { _ = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[b]|\", options: [], metrics: nil, views: [\"a\": a]) }\n")
        let uri = directory.appendingPathComponent("Card.swift").absoluteString
        let session = try Session(binary: linked, directory: directory)
        defer { session.end() }
        try session.initialize(root: directory)
        try session.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                      "text": try String(contentsOfFile: path("Card.swift"), encoding: .utf8)]]])
        let published = try session.next(waitingFor: uri) { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        let typo = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "unknown_view" }, "\(published)")
        let href = try XCTUnwrap((typo["codeDescription"] as? [String: Any])?["href"] as? String)
        XCTAssertEqual(URL(string: href)?.standardizedFileURL.resolvingSymlinksInPath().path, page.path)
    }

    /// A language client on the other end of `vfl lsp`'s standard input and output.
    final class Session {
        private let process = Process()
        private let input = Pipe(), output = Pipe()
        private var received: [UInt8] = []
        private let lock = NSLock()
        private let arrived = DispatchSemaphore(value: 0)

        struct Silence: Error { var uri: String, seconds: Double }

        init(binary: URL, directory: URL) throws {
            process.executableURL = binary
            process.arguments = ["lsp"]
            process.currentDirectoryURL = directory
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.received += data
                self.lock.unlock()
                self.arrived.signal()
            }
            try process.run()
        }

        /// The handshake: `initialize` with `root` as the workspace, then `initialized`.
        func initialize(root: URL) throws {
            try send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                      "params": ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [String: Any]()]])
            try send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        }

        /// `textDocument/didOpen` of a Swift document, then `didChange`s giving its whole text.
        func open(_ uri: String, text: String) throws {
            try send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                      "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        }

        func change(_ uri: String, version: Int, text: String) throws {
            try send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                      "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]]])
        }

        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message)
            // A server that has exited fails the test with the write's error, not a crash.
            try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        /// The messages of the next diagnostics the server publishes for `uri` (waiting at most
        /// `seconds`); the replies before them are read and dropped.
        func diagnostics(of uri: String, seconds: Double = 30) throws -> [String] {
            let message = try next(seconds: seconds, waitingFor: uri) { message in
                message["method"] as? String == "textDocument/publishDiagnostics" && (message["params"] as? [String: Any])?["uri"] as? String == uri
            }
            let diagnostics = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return diagnostics.compactMap { $0["message"] as? String }
        }

        /// The next message that `matches` (waiting at most `seconds`); those before it are dropped.
        func next(seconds: Double = 30, waitingFor what: String = "a message", _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
            let deadline = DispatchTime.now() + seconds
            while true {
                while let message = nextMessage() {
                    if matches(message) { return message }
                }
                guard arrived.wait(timeout: deadline) == .success else { throw Silence(uri: what, seconds: seconds) }
            }
        }

        /// The next whole message received, parsed, or nil.
        private func nextMessage() -> [String: Any]? {
            lock.lock()
            defer { lock.unlock() }
            let separator = Array("\r\n\r\n".utf8)
            guard let end = (0..<max(0, received.count - 3)).first(where: { Array(received[$0..<$0 + 4]) == separator }) else { return nil }
            let header = String(decoding: received[..<end], as: UTF8.self)
            guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                  let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                  received.count >= end + 4 + length else { return nil }
            let body = Data(received[(end + 4)..<(end + 4 + length)])
            received.removeFirst(end + 4 + length)
            return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }

        func end() {
            try? send(["jsonrpc": "2.0", "id": 99, "method": "shutdown"])
            try? send(["jsonrpc": "2.0", "method": "exit"])
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
    }
}
