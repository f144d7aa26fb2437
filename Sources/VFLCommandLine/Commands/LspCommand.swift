import Foundation
import VFLLanguageServer
import VFLLint

/// LspCommand is `vfl lsp`: the language server on standard input and output. One thread reads
/// the connection and frames messages; the main thread handles whatever has arrived as one
/// batch (`LanguageServer.receive`); lints run one at a time on a background queue and come
/// back through the same inbox. So reading never waits for a lint, a request is answered while
/// a large document is being linted, and a document changed several times meanwhile is linted
/// once, at its latest version.
enum LspCommand {
    static let subcommand = Subcommand(
        name: "lsp", synopsis: ["[--stdio]"],
        summary: ["The language server (LSP on standard input and output; --stdio, which",
                  "editors pass, changes nothing): vfl-lint's",
                  "findings, fixes as code actions, vfl-fmt's formatting, hover explanations."]) { arguments, output in
        output.flush()
        return run(arguments, output: &output)
    }

    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        for argument in arguments where argument != "--stdio" {
            output.error("vfl lsp: unknown option '\(argument)' (the server speaks on standard input and output)")
            return 2
        }
        LanguageServer.version = VFLTool.version
        let inbox = Inbox()
        // Replies go straight to the descriptor: a client that is gone, or output that cannot be
        // written, ends the server with a message (FileHandle.write traps on such a failure).
        var writeFailure: String? = nil
        // Set once the server exists; lookups run only after that, when documents are linted.
        weak var problemReceiver: LanguageServer?
        // The helpers' cache of the lookup in use (a new one after a configuration change), and
        // the configurations that say which files a run skips.
        var currentHelpers: ProjectHelpers.Cache?
        var exclusions = ConfigurationLoader(explicit: nil)
        let server = LanguageServer(send: { bytes in
            guard writeFailure == nil else { return }
            if !AtomicFile.writeAll(bytes, to: 1) { writeFailure = String(cString: strerror(errno)).lowercased() }
        }, configuration: {
            // The nearest .vfl.json of each document, read afresh after a configuration change,
            // and the helpers and format constants the project's files define, as vfl-lint reads
            // them for the file.
            var loader = ConfigurationLoader(explicit: nil)
            let helpers = ProjectHelpers.Cache()
            currentHelpers = helpers
            exclusions = ConfigurationLoader(explicit: nil)
            return { path in
                let known = loader.problems.count
                var configuration = loader.configuration(for: path) ?? LintConfiguration()
                // A configuration the CLI would reject is said, never passed over in silence.
                for problem in loader.problems[known...] {
                    problemReceiver?.reportConfigurationProblem(path: problem.path, message: problem.description)
                }
                let project = helpers.reading(for: path, configuration.functions, loader: loader, largest: \.maxFileBytes)
                configuration.functions = project.functions
                configuration.formatConstants = project.constants
                configuration.labelledFunctions = project.labelled
                return configuration
            }
        })
        problemReceiver = server
        server.sourceFileSaved = { _ in currentHelpers?.lookAgain() }
        server.skipNote = { path in exclusions.exclusionNote(for: path) ?? FileWalker.ignoredNote(path) }
        server.rulePagesDirectory = InstalledRulePages.directory
        let lints = DispatchQueue(label: "vfl.lsp.lint")
        server.runInBackground = { work in
            lints.async {
                let finish = work()
                inbox.put(finish)
            }
        }
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                framer.append(buffer[0..<count])
                var items: [MessageFramer.Item] = []
                while let item = framer.next() { items.append(item) }
                if !items.isEmpty { inbox.put(items) }
            }
            inbox.close()
        }
        reader.start()
        func stopped() -> Int32? {
            if let writeFailure {
                output.error("vfl lsp: cannot write standard output (\(writeFailure))")
                return 2
            }
            return server.exitCode
        }
        while let events = inbox.takeAll() {
            var bodies: [[UInt8]] = []
            for event in events {
                switch event {
                case .item(.message(let body)): bodies.append(body)
                case .item(.badHeader(let reason)):
                    server.receive(bodies)
                    bodies = []
                    if let code = stopped() { return code }
                    server.reportFramingError(reason)
                case .finished(let finish):
                    // A lint done on the background: published in turn with the messages.
                    server.receive(bodies)
                    bodies = []
                    if let code = stopped() { return code }
                    finish()
                }
            }
            server.receive(bodies)
            if let code = stopped() { return code }
        }
        // The client closed the connection without `exit`.
        return server.exitCode ?? 1
    }

    /// What reaches the handling thread: a framed message, or a lint finished on the background.
    enum Event {
        case item(MessageFramer.Item)
        case finished(() -> Void)
    }

    /// Inbox passes framed items from the reading thread, and finished lints from the
    /// background, to the handling one.
    final class Inbox {
        private let condition = NSCondition()
        private var items: [Event] = []
        private var closed = false

        func put(_ new: [MessageFramer.Item]) {
            condition.lock()
            items += new.map(Event.item)
            condition.signal()
            condition.unlock()
        }

        func put(_ finished: @escaping () -> Void) {
            condition.lock()
            items.append(.finished(finished))
            condition.signal()
            condition.unlock()
        }

        func close() {
            condition.lock()
            closed = true
            condition.signal()
            condition.unlock()
        }

        /// Everything that has arrived (waiting for something), or nil once closed and empty.
        func takeAll() -> [Event]? {
            condition.lock()
            defer { condition.unlock() }
            while items.isEmpty && !closed { condition.wait() }
            if items.isEmpty { return nil }
            defer { items = [] }
            return items
        }
    }
}
