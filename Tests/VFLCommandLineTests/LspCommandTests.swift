import Foundation
import XCTest

/// `vfl lsp` as an editor runs it: one long-lived process, messages on standard input, replies
/// on standard output, and the project's other files changing on disk between messages.
final class LspCommandTests: BinaryTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

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
        try session.send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                          "params": ["processId": NSNull(), "rootUri": directory.absoluteString, "capabilities": [String: Any]()]])
        try session.send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
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

        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        /// The messages of the next diagnostics the server publishes for `uri` (waiting at most
        /// `seconds`); the replies before them are read and dropped.
        func diagnostics(of uri: String, seconds: Double = 30) throws -> [String] {
            let deadline = DispatchTime.now() + seconds
            while true {
                while let message = nextMessage() {
                    guard message["method"] as? String == "textDocument/publishDiagnostics",
                          let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
                          let diagnostics = params["diagnostics"] as? [[String: Any]] else { continue }
                    return diagnostics.compactMap { $0["message"] as? String }
                }
                guard arrived.wait(timeout: deadline) == .success else { throw Silence(uri: uri, seconds: seconds) }
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
