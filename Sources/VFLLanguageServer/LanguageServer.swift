import Foundation
import VFLJSON
import VFLLayout
import VFLLint
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LanguageServer is `vfl lsp`: the Language Server Protocol over one connection, for `.swift`,
/// `.m`, `.mm`, `.h` and `.vfl` documents. It publishes vfl-lint's findings (ranges inside the
/// literal, the rule as `code` with its page, the other half of a conflict as related
/// information), offers their fixes and "disable for this line" as code actions, formats whole
/// documents and ranges exactly as `vfl-fmt` does (format literals only, so a file that does not
/// compile is formatted too), and explains a format on hover.
///
/// It is transport-free: `receive(_:)` takes message bodies, `send` gets framed replies. The
/// command-line layer reads the connection on one thread and hands batches to `receive` on
/// another, so a slow lint never blocks reading; within a batch, edits are applied in order and
/// each changed document is linted once, at its latest version.
public final class LanguageServer {
    /// The configuration for a document path (the nearest `.vfl.json`, as vfl-lint finds it).
    public typealias ConfigurationLookup = (String) -> LintConfiguration

    private let send: ([UInt8]) -> Void
    private let makeLookup: () -> ConfigurationLookup
    private var configurationFor: ConfigurationLookup
    private var documents: [String: TextDocument] = [:]
    /// The findings last published for each document, for code actions.
    private var findings: [String: [Diagnostic]] = [:]
    private var encoding = PositionEncoding.utf16
    private var shutdownRequested = false
    private var initialized = false
    private var cancelled = Set<String>()
    /// The configuration files a problem was published on (cleared when configuration reloads).
    private var configurationProblemURIs = Set<String>()
    /// Set by `exit`: the code the process ends with (0 after `shutdown`, 1 without).
    public private(set) var exitCode: Int32? = nil
    /// Called with the path of a source file the editor saved, before the open documents are
    /// linted again: the file may define helpers or format constants other documents use, and
    /// the lookup may read the project's files again.
    public var sourceFileSaved: ((String) -> Void)? = nil
    /// Why a run skips the file at a path (excluded by `.vfl.json`, ignored by git), or nil: such
    /// a document gets no findings and no formatting, as CI never reports or rewrites it.
    public var skipNote: ((String) -> String?)? = nil

    /// `makeLookup` is called at start and again whenever a `.vfl.json` changes.
    public init(send: @escaping ([UInt8]) -> Void, configuration makeLookup: @escaping () -> ConfigurationLookup) {
        self.send = send
        self.makeLookup = makeLookup
        self.configurationFor = makeLookup()
    }

    /// The JSON-RPC error codes used.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestCancelled = -32800
    }

    /// Handles a batch of message bodies in order, then lints every document they changed, once.
    public func receive(_ bodies: [[UInt8]]) {
        // Cancellations first: a request cancelled in the same batch is answered as cancelled
        // (one already answered is gone; its id is not kept).
        cancelled.removeAll()
        var pending = Set<String>()
        var cancels: [String] = []
        for body in bodies {
            guard let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { continue }
            if message["method"] as? String == "$/cancelRequest", let params = message["params"] as? [String: Any], let id = params["id"] {
                cancels.append(Self.key(id))
            } else if let id = message["id"], message["method"] != nil {
                pending.insert(Self.key(id))
            }
        }
        for id in cancels where pending.contains(id) { cancelled.insert(id) }
        var changed: [String] = []
        for body in bodies {
            if let uri = handle(body), !changed.contains(uri) { changed.append(uri) }
            if exitCode != nil { return }
        }
        for uri in changed { publishDiagnostics(uri) }
    }

    /// Answers a message whose headers could not be read (no usable `Content-Length`): a parse
    /// error without an id, as JSON-RPC asks; the connection goes on with the next message.
    public func reportFramingError(_ reason: String) {
        respondError(id: NSNull(), .parseError, "unreadable message headers: \(reason)")
    }

    /// Handles one message; returns the URI of a document it changed.
    private func handle(_ body: [UInt8]) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) else {
            respondError(id: NSNull(), .parseError, "the message is not JSON")
            return nil
        }
        guard let message = object as? [String: Any], message["jsonrpc"] as? String == "2.0" || message["jsonrpc"] == nil else {
            respondError(id: NSNull(), .invalidRequest, "not a JSON-RPC 2.0 message")
            return nil
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of ours (none are sent) or nonsense.
            if id == nil { respondError(id: NSNull(), .invalidRequest, "a message without a method") }
            return nil
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if let id {
            if cancelled.remove(Self.key(id)) != nil {
                respondError(id: id, .requestCancelled, "cancelled")
                return nil
            }
            request(method, id: id, params)
            return nil
        }
        return notification(method, params)
    }

    private func request(_ method: String, id: Any, _ params: [String: Any]) {
        if shutdownRequested && method != "shutdown" {
            respondError(id: id, .invalidRequest, "the server is shutting down")
            return
        }
        // The protocol: nothing before `initialize`, and `initialize` once.
        if !initialized && method != "initialize" {
            respondError(id: id, .serverNotInitialized, "the server has not been initialized")
            return
        }
        if initialized && method == "initialize" {
            respondError(id: id, .invalidRequest, "the server is already initialized")
            return
        }
        switch method {
        case "initialize":
            initialized = true
            initialize(id: id, params)
        case "shutdown":
            shutdownRequested = true
            respond(id: id, NSNull())
        case "textDocument/formatting":
            respond(id: id, formattingEdits(params, range: false) ?? NSNull())
        case "textDocument/rangeFormatting":
            respond(id: id, formattingEdits(params, range: true) ?? NSNull())
        case "textDocument/hover":
            respond(id: id, hover(params) ?? NSNull())
        case "textDocument/codeAction":
            respond(id: id, codeActions(params))
        default:
            respondError(id: id, .methodNotFound, "no method '\(method)'")
        }
    }

    private func notification(_ method: String, _ params: [String: Any]) -> String? {
        switch method {
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let text = item["text"] as? String else { return nil }
            documents[uri] = TextDocument(uri: uri, version: Self.int(item["version"]) ?? 0, text: Array(text.utf8))
            findings[uri] = nil   // until linted, code actions lint the text they act on
            return uri
        case "textDocument/didChange":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  var document = documents[uri], let changes = params["contentChanges"] as? [[String: Any]] else { return nil }
            for change in changes {
                guard let text = change["text"] as? String else { continue }
                if let range = change["range"] {
                    // A range that cannot be read is skipped, never taken for the whole text.
                    guard let range = range as? [String: Any], let bytes = byteRange(range, in: document) else { continue }
                    document.replace(bytes, with: Array(text.utf8))
                } else {
                    document.replaceAll(Array(text.utf8))
                }
            }
            document.version = Self.int(item["version"]) ?? document.version + 1
            documents[uri] = document
            findings[uri] = nil   // the published findings are of the old text
            // A very large document is linted when saved: each keystroke would cost seconds.
            return document.bytes.count <= Self.lintOnEveryChangeUpTo ? uri : nil
        case "textDocument/didClose":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else { return nil }
            documents[uri] = nil
            findings[uri] = nil
            publish(uri, [])
        case "textDocument/didSave":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else { return nil }
            if uri.hasSuffix(".vfl.json") { reloadConfiguration() }
            if Self.language(of: uri).language != nil {
                // Its helpers and constants as saved are seen by the other open documents.
                sourceFileSaved?(Self.path(of: uri))
                for other in documents.keys.sorted() where other != uri { publishDiagnostics(other) }
            }
            if let document = documents[uri], document.bytes.count > Self.lintOnEveryChangeUpTo { return uri }
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            reloadConfiguration()
        default:
            break   // `initialized`, `$/…` and unknown notifications need nothing.
        }
        return nil
    }

    // MARK: initialize

    private func initialize(id: Any, _ params: [String: Any]) {
        let general = (params["capabilities"] as? [String: Any])?["general"] as? [String: Any]
        let offered = general?["positionEncodings"] as? [String] ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        respond(id: id, [
            "capabilities": [
                "positionEncoding": encoding.rawValue,
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "documentFormattingProvider": true,
                "documentRangeFormattingProvider": true,
                "hoverProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.vfl"]],
            ] as [String: Any],
            "serverInfo": ["name": "vfl", "version": LanguageServer.version],
        ] as [String: Any])
    }

    /// The version `initialize` reports (the command-line layer sets the toolchain's).
    public static var version = "0"

    /// The directory of the rule pages installed with the tools, when there is one: a finding's
    /// link (`codeDescription`) then opens its page there, offline; otherwise the project's home.
    public var rulePagesDirectory: String? = nil

    /// Where a finding of the rule `doc` links to.
    func rulePage(_ doc: RuleDoc) -> String {
        guard let directory = rulePagesDirectory else { return doc.helpURL }
        return URL(fileURLWithPath: directory).appendingPathComponent(doc.rule + ".md").absoluteString
    }

    /// Says that the configuration file at `path` cannot be used (`message`, which may start
    /// with `PATH:LINE:COLUMN: `): a message to the user and a diagnostic on the file, since
    /// until it is fixed documents are linted with the default rules. Once per loading.
    public func reportConfigurationProblem(path: String, message: String) {
        var text = message
        var line = 0, column = 0
        // `PATH:LINE:COLUMN: why` or `PATH: why`: the place, and the words after it.
        if text.hasPrefix(path) {
            let rest = text.dropFirst(path.count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            if rest.count == 4, rest[0].isEmpty, let l = Int(rest[1]), let c = Int(rest[2]) {
                line = max(0, l - 1); column = max(0, c - 1)
                text = rest[3].trimmingCharacters(in: .whitespaces)
            } else if rest.count >= 2, rest[0].isEmpty {
                text = rest.dropFirst().joined(separator: ":").trimmingCharacters(in: .whitespaces)
            }
        }
        let advice = "vfl: \(path): \(text); documents are checked with the default rules until it is fixed"
        notify("window/showMessage", ["type": 1, "message": advice])
        let position: [String: Any] = ["line": line, "character": column]
        let uri = URIReference.encode(path)
        configurationProblemURIs.insert(uri)
        publish(uri, [[
            "range": ["start": position, "end": position],
            "severity": 1,
            "source": "vfl-lint",
            "message": text + " (the default rules apply until it is fixed)",
        ] as [String: Any]])
    }

    private func reloadConfiguration() {
        // Problems of the last loading are cleared; those that remain are found again.
        for uri in configurationProblemURIs.sorted() { publish(uri, []) }
        configurationProblemURIs = []
        configurationFor = makeLookup()
        for uri in documents.keys.sorted() { publishDiagnostics(uri) }
    }

    // MARK: diagnostics

    /// The language of a document, from its path.
    static func language(of uri: String) -> (supported: Bool, language: SourceLanguage?) {
        let path = path(of: uri)
        if let language = SourceLanguage(path: path) { return (true, language) }
        return (path.lowercased().hasSuffix(".vfl"), nil)
    }

    /// The file path of a `file://` URI (percent-decoded), or the URI itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let rest = String(uri.dropFirst(7))
        return rest.removingPercentEncoding ?? rest
    }

    /// The findings of a document, as vfl-lint reports them for the file.
    func lint(_ document: TextDocument) -> [Diagnostic] {
        Self.lint(document, configuration: configurationFor(Self.path(of: document.uri)))
    }

    static func lint(_ document: TextDocument, configuration: LintConfiguration) -> [Diagnostic] {
        let (supported, language) = Self.language(of: document.uri)
        guard supported, UTF8Validation.kind(document.bytes) == .text else { return [] }
        return LintSession(configuration: configuration).lint(document.bytes, language: language)
    }

    /// Lints `uri` and publishes its findings: at once without `runInBackground`, else on the
    /// background, where a lint whose document has changed again before it starts is dropped
    /// and one that finishes after a newer one was asked for is never published.
    private func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        if skipNote?(Self.path(of: uri)) != nil {
            _ = lintGenerations.next(uri)   // (a lint under way for it is not published)
            findings[uri] = []
            publish(uri, [], version: document.version)
            return
        }
        guard let runInBackground else {
            let found = lint(document)
            findings[uri] = found
            publish(uri, found.map { lspDiagnostic($0, in: document) }, version: document.version)
            return
        }
        // The configuration is looked up here: its loader belongs to this thread.
        let configuration = configurationFor(Self.path(of: uri))
        let generations = lintGenerations
        let generation = generations.next(uri)
        runInBackground {
            guard generations.isCurrent(uri, generation) else { return {} }
            let found = Self.lint(document, configuration: configuration)
            return { [weak self] in
                guard let self, generations.isCurrent(uri, generation), self.documents[uri] != nil else { return }
                self.findings[uri] = found
                self.publish(uri, found.map { self.lspDiagnostic($0, in: document) }, version: document.version)
            }
        }
    }

    /// Runs `work` away from the thread that handles messages, then the closure it returns back
    /// on that thread (the command line gives a queue and its inbox). Nil lints in `receive`, as
    /// tests and fuzzing drive the server.
    public var runInBackground: ((_ work: @escaping () -> () -> Void) -> Void)? = nil

    /// Documents larger than this are linted when opened and saved, not on every change.
    public static let lintOnEveryChangeUpTo = 4 << 20

    /// The latest lint asked for each document, shared with the background.
    private let lintGenerations = LintGenerations()

    final class LintGenerations: @unchecked Sendable {
        private let lock = NSLock()
        private var latest: [String: Int] = [:]

        func next(_ uri: String) -> Int {
            lock.lock(); defer { lock.unlock() }
            latest[uri, default: 0] += 1
            return latest[uri]!
        }

        func isCurrent(_ uri: String, _ generation: Int) -> Bool {
            lock.lock(); defer { lock.unlock() }
            return latest[uri] == generation
        }
    }

    private func publish(_ uri: String, _ diagnostics: [[String: Any]], version: Int? = nil) {
        var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
        if let version { params["version"] = version }
        notify("textDocument/publishDiagnostics", params)
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument) -> [String: Any] {
        var message = diagnostic.message
        if let apple = diagnostic.apple { message += "\nAt run time: \(apple.split(separator: "\n").first.map(String.init) ?? apple)" }
        var object: [String: Any] = [
            "range": lspRange(diagnostic.range, in: document),
            "severity": diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
            "code": diagnostic.rule,
            "source": "vfl-lint",
            "message": message,
        ]
        if let doc = RuleCatalog.doc(diagnostic.rule) { object["codeDescription"] = ["href": rulePage(doc)] }
        let related: [[String: Any]] = diagnostic.notes.compactMap { note in
            guard let range = note.range else { return nil }
            return ["location": ["uri": document.uri, "range": lspRange(range, in: document)], "message": note.message]
        }
        if !related.isEmpty { object["relatedInformation"] = related }
        return object
    }

    func lspRange(_ range: ByteRange, in document: TextDocument) -> [String: Any] {
        let start = document.position(of: range.lowerBound, encoding: encoding)
        let end = document.position(of: range.upperBound, encoding: encoding)
        return ["start": ["line": start.line, "character": start.character], "end": ["line": end.line, "character": end.character]]
    }

    func byteRange(_ range: [String: Any], in document: TextDocument) -> ByteRange? {
        guard let start = range["start"] as? [String: Any], let end = range["end"] as? [String: Any],
              let a = offset(start, in: document), let b = offset(end, in: document) else { return nil }
        return ByteRange(min(a, b), max(a, b))
    }

    func offset(_ position: [String: Any], in document: TextDocument) -> Int? {
        guard let line = Self.int(position["line"]), let character = Self.int(position["character"]) else { return nil }
        return document.offset(line: line, character: character, encoding: encoding)
    }

    // MARK: code actions

    private func codeActions(_ params: [String: Any]) -> [[String: Any]] {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
              let range = (params["range"] as? [String: Any]).flatMap({ byteRange($0, in: document) }) else { return [] }
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let current = findings[uri] ?? lint(document)
        var actions: [[String: Any]] = []
        let firstLine = document.line(of: range.lowerBound), lastLine = document.line(of: range.upperBound)
        // Where a line may not end in a directive (inside a string or block comment): lexed once.
        let sealed = Self.language(of: uri).language.map { SourceScan.literalAndCommentRanges(document.bytes, language: $0) } ?? []
        func canDisable(_ line: Int) -> Bool {
            let end = document.lineEnd(line)
            return !sealed.contains { $0.lowerBound < end && end < $0.upperBound }
        }
        for finding in current {
            let line = document.line(of: finding.range.lowerBound)
            guard line >= firstLine && line <= lastLine || finding.range.lowerBound <= range.upperBound && range.lowerBound <= finding.range.upperBound else { continue }
            let diagnostic = lspDiagnostic(finding, in: document)
            if wanted("quickfix"), let fix = finding.fix {
                actions.append([
                    "title": fix.message.prefix(1).uppercased() + fix.message.dropFirst(),
                    "kind": "quickfix",
                    "diagnostics": [diagnostic],
                    "isPreferred": RuleCatalog.safeFixRules.contains(finding.rule),
                    "edit": ["changes": [uri: fix.edits.map { textEdit($0.range, $0.replacement, in: document) }]],
                ] as [String: Any])
            }
            if wanted("quickfix"), !finding.id.isFileWide, canDisable(line) {
                actions.append([
                    "title": "Disable \(finding.rule) for this line",
                    "kind": "quickfix",
                    "diagnostics": [diagnostic],
                    "edit": ["changes": [uri: [disableEdit(finding.rule, line: line, in: document)]]],
                ] as [String: Any])
            }
        }
        if wanted("source.fixAll.vfl") {
            let edits = RuleCatalog.safeFixEdits(current)
            if !edits.isEmpty {
                actions.append([
                    "title": "Apply every safe vfl-lint fix",
                    "kind": "source.fixAll.vfl",
                    "edit": ["changes": [uri: edits.map { textEdit($0.range, $0.replacement, in: document) }]],
                ] as [String: Any])
            }
        }
        return actions
    }

    func textEdit(_ range: ByteRange, _ text: String, in document: TextDocument) -> [String: Any] {
        ["range": lspRange(range, in: document), "newText": text]
    }

    /// `// vfl-lint:disable:this rule` at the end of the line (`#` in a `.vfl` file); added to
    /// a directive already there.
    func disableEdit(_ rule: String, line: Int, in document: TextDocument) -> [String: Any] {
        let start = document.lineStarts[line], end = document.lineEnd(line)
        let text = String(decoding: document.bytes[start..<end], as: UTF8.self)
        if text.contains("vfl-lint:disable:this ") {
            return textEdit(ByteRange(at: end), " \(rule)", in: document)
        }
        let marker = Self.language(of: document.uri).language == nil ? "#" : "//"
        return textEdit(ByteRange(at: end), " \(marker) vfl-lint:disable:this \(rule)", in: document)
    }

    // MARK: formatting

    private func formattingEdits(_ params: [String: Any], range: Bool) -> [[String: Any]]? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri] else { return nil }
        let (supported, language) = Self.language(of: uri)
        guard supported, UTF8Validation.kind(document.bytes) == .text, skipNote?(Self.path(of: uri)) == nil else { return [] }
        var only: [ByteRange]? = nil
        if range {
            guard let selected = (params["range"] as? [String: Any]).flatMap({ byteRange($0, in: document) }) else { return nil }
            only = [selected]
        }
        let configuration = configurationFor(Self.path(of: uri))
        let result = SourceFormatter.format(document.bytes, language: language, only: only, functions: configuration.functions)
        return result.changes.map { textEdit($0.range, String(decoding: $0.new, as: UTF8.self), in: document) }
    }

    // MARK: hover

    private func hover(_ params: [String: Any]) -> [String: Any]? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
              let position = params["position"] as? [String: Any], let offset = offset(position, in: document) else { return nil }
        let (supported, language) = Self.language(of: uri)
        guard supported else { return nil }
        let configuration = configurationFor(Self.path(of: uri))
        guard let found = Self.format(at: offset, in: document.bytes, language: language, configuration: configuration) else { return nil }
        var text = Self.fenced(found.text) + "\n"
        let analysis = Semantics.analyze(found.text, in: found.environment)
        let syntax = analysis.syntax
        // On a metric: its value; on a view: the constraints that involve it; else all of them.
        var constraints = analysis.constraints
        if let formatOffset = found.formatOffset(offset) {
            for view in syntax.views where view.name.lowerBound <= formatOffset && formatOffset <= view.name.upperBound {
                let name = syntax.text(view.name)
                constraints = constraints.filter { $0.mentions(view: name) }
                text += "Constraints involving `\(name)`:\n"
            }
            for metric in Self.names(in: syntax) where metric.range.lowerBound <= formatOffset && formatOffset <= metric.range.upperBound {
                if let value = found.environment.metrics[metric.name] {
                    text += "Metric `\(metric.name)` = \(NumberFormatting.shortest(value))\n\n"
                }
            }
        }
        var filtered = analysis
        filtered.constraints = constraints
        text += Self.fenced(Explainer.explain(filtered, platform: found.environment.platform))
        if analysis.throwsAtRuntime, let reason = analysis.diagnostics.first(where: { $0.apple != nil }) ?? analysis.diagnostics.first {
            text += "\n\n" + reason.message
            if let apple = reason.apple { text += "\n\n" + Self.fenced(apple) }
        }
        let range = lspRange(found.range, in: document)
        return ["contents": ["kind": "markdown", "value": text], "range": range]
    }

    /// `text` as a Markdown code block whose fence is longer than any run of backticks in it, so
    /// text from the user's file (a format holding a line of three backticks) cannot close it.
    static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence
    }

    /// A format under the cursor: its text, its place and the environment its call gives it.
    struct FoundFormat {
        var text: String
        var range: ByteRange
        var environment: FormatEnvironment
        /// Maps a file offset inside the format's literal to an offset in the format's text.
        var formatOffset: (Int) -> Int?
    }

    static func format(at offset: Int, in bytes: [UInt8], language: SourceLanguage?, configuration: LintConfiguration) -> FoundFormat? {
        guard let language else {
            let file = LayoutFile.parse(bytes: bytes)
            for format in file.formats where format.offset <= offset && offset <= format.offset + format.text.count {
                var environment = FormatEnvironment(views: file.views, metrics: file.metrics, platform: file.platform)
                environment.options = format.options
                let start = format.offset
                return FoundFormat(text: format.string, range: ByteRange(start, start + format.text.count),
                                   environment: environment, formatOffset: { $0 - start })
            }
            return nil
        }
        let scan = SourceScan.scan(bytes, language: language, functions: configuration.functions,
                                   sealedProperties: configuration.sealedProperties, formatConstants: configuration.formatConstants,
                                   labelledFunctions: configuration.labelledFunctions)
        for embedded in scan.formats {
            guard let text = embedded.text else { continue }
            guard let literal = embedded.literals.first(where: { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }) else { continue }
            let environment = Linter.environment(of: embedded, platform: configuration.platform)
            let mapped: (Int) -> Int? = { fileOffset in
                // The format offset whose place in the file is the cursor's (first at or after it).
                let bound = text.count
                for index in 0...bound where embedded.sourceRange(of: ByteRange(at: index)).lowerBound >= fileOffset { return index }
                return bound
            }
            return FoundFormat(text: String(decoding: text, as: UTF8.self), range: literal.range,
                               environment: environment, formatOffset: mapped)
        }
        return nil
    }

    /// The names a format's predicates use (metrics, and views in a view's predicates), from
    /// its syntax tree; hover shows the value of those that are metrics.
    static func names(in syntax: FormatSyntax) -> [(name: String, range: ByteRange)] {
        syntax.predicates.flatMap { predicate in
            ([predicate.object] + (predicate.priority.map { [$0] } ?? [])).compactMap { constant in
                constant.value == .name ? (syntax.text(constant.range), constant.range) : nil
            }
        }
    }

    // MARK: output

    private func respond(id: Any, _ result: Any) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respondError(id: Any, _ code: ErrorCode, _ message: String) {
        write(["jsonrpc": "2.0", "id": id, "error": ["code": code.rawValue, "message": message]])
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func write(_ message: [String: Any]) {
        guard let text = JSONWriter.text(of: message) else { return }
        send(MessageFramer.frame(text.utf8))   // one copy: the string's bytes into the message
    }

    static func key(_ id: Any) -> String {
        if let n = id as? Int { return "n\(n)" }
        if let s = id as? String { return "s" + s }
        return "\(id)"
    }

    static func int(_ value: Any?) -> Int? {
        if let n = value as? Int { return n }
        if let d = value as? Double, d == d.rounded(), abs(d) < 1e15 { return Int(d) }
        return nil
    }
}

extension LayoutConstraint {
    /// Whether the constraint involves the view named `name`.
    func mentions(view name: String) -> Bool {
        if case .view(let a) = first.item, a == name { return true }
        if let second, case .view(let b) = second.item, b == name { return true }
        return false
    }
}
