import Foundation
import VFLLanguageServer
import _VFLCorpus

/// `vfl-bench lsp`: `vfl lsp` as an editor meets it. Startup is the time from launching the
/// server to its answer to `initialize`; latency is the time from sending one keystroke (an
/// incremental change) in a 2,000-line Swift file with formats to receiving that version's
/// diagnostics. Goals (issue 15): startup under 50 ms, latency under 20 ms. With `--project N`
/// the file is in a generated git repository of N Swift files (2 % of them with formats), whose
/// helpers the server reads: the first diagnostics read the project; a keystroke looks at the
/// index's stamp (and at most once a second at every file's).
func benchLSP(_ options: Options, projectFiles: Int? = nil) throws {
    let clock = ContinuousClock()
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl").path
    // 2,000 lines of the generator's realistic view code (formats every ~30 lines).
    var sources = SourceTreeGenerator(seed: options.seed)
    var lines: [Substring] = []
    var index = 0
    while lines.count < 2000 {
        lines += sources.swiftFile(index: index).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        index += 1
    }
    let text = lines.prefix(2000).joined(separator: "\n") + "\n"

    final class Connection {
        let process = Process()
        let input = Pipe(), output = Pipe()
        var framer = MessageFramer()
        init(_ binary: String) throws {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }
        func send(_ object: [String: Any]) {
            let body = try! JSONSerialization.data(withJSONObject: object)
            input.fileHandleForWriting.write(Data(MessageFramer.frame([UInt8](body))))
        }
        /// Reads until a message satisfies `wanted`.
        func wait(_ wanted: ([String: Any]) -> Bool) -> [String: Any]? {
            while true {
                while let item = framer.next() {
                    if case .message(let body) = item, let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], wanted(object) {
                        return object
                    }
                }
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return nil }
                framer.append(data)
            }
        }
    }

    var startups: [Double] = []
    for _ in 0..<max(3, options.runs) {
        let start = clock.now
        let connection = try Connection(binary)
        connection.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]])
        _ = connection.wait { $0["id"] as? Int == 1 }
        startups.append(seconds(clock.now - start))
        connection.send(["jsonrpc": "2.0", "method": "exit"])
        connection.process.waitUntilExit()
    }

    let connection = try Connection(binary)
    connection.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]])
    _ = connection.wait { $0["id"] as? Int == 1 }
    var uri = "file:///bench/Generated.swift"
    if let projectFiles {
        let root = try generatedTree(files: projectFiles, plain: sparseShape.plain, percentWithFormats: sparseShape.percentWithFormats,
                                     options: options, git: true).root
        uri = URL(fileURLWithPath: root + "/Module0/Editing.swift").absoluteString
    }
    let opened = clock.now
    connection.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
    func published(_ version: Int) -> ([String: Any]) -> Bool {
        { ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["version"] as? Int) == version }
    }
    _ = connection.wait(published(1))
    let openTime = seconds(clock.now - opened)
    var latencies: [Double] = []
    for version in 2..<(2 + max(20, options.runs * 3)) {
        // Typing on the first line (a comment): insert a character, then delete it.
        let insert = version % 2 == 0
        let change: [String: Any] = ["range": ["start": ["line": 0, "character": 2], "end": ["line": 0, "character": insert ? 2 : 3]], "text": insert ? "x" : ""]
        let start = clock.now
        connection.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]] as [String: Any]])
        _ = connection.wait(published(version))
        latencies.append(seconds(clock.now - start))
    }
    connection.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
    _ = connection.wait { $0["id"] as? Int == 2 }
    connection.send(["jsonrpc": "2.0", "method": "exit"])
    connection.process.waitUntilExit()
    emit([("bench", json("lsp_startup")), ("unit", json("s")), ("median", json(median(startups))), ("goal", json(0.050))], to: options.out)
    emit([("bench", json("lsp_diagnostics")), ("lines", "2000"), ("bytes", String(text.utf8.count)), ("project_files", String(projectFiles ?? 0)),
          ("changes", String(latencies.count)), ("unit", json("s")), ("open", json(openTime)), ("median", json(median(latencies))),
          ("max", json(latencies.max() ?? 0)), ("goal", json(0.020))], to: options.out)
}
