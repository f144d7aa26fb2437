/// Severity is how serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// The format fails at run time, or cannot mean what it says.
    case error
    /// The format runs but probably does not do what was meant.
    case warning
    /// Extra information.
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// TextEdit replaces the bytes of `range` with `replacement`.
public struct TextEdit: Hashable, Sendable {
    /// The bytes to replace (empty to insert).
    public var range: ByteRange
    /// The new text (empty to delete).
    public var replacement: String

    /// Creates an edit.
    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// FixIt is a set of edits that together repair a diagnostic, with a short description.
public struct FixIt: Hashable, Sendable {
    /// What the fix does, in a few words ("delete the whitespace").
    public var message: String
    /// The edits, in increasing order of position and not overlapping.
    public var edits: [TextEdit]

    /// Creates a fix.
    public init(_ message: String, _ edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }

    /// A fix that inserts `text` at byte `offset`, described as "insert 'text'".
    public static func insert(_ text: String, at offset: Int) -> FixIt {
        FixIt("insert '\(text)'", [TextEdit(range: ByteRange(at: offset), replacement: text)])
    }

    /// Applies the edits to `source`.
    public func apply(to source: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(source.count + 8)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            let lower = min(max(edit.range.lowerBound, cursor), source.count)
            result.append(contentsOf: source[cursor..<lower])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = min(max(edit.range.upperBound, lower), source.count)
        }
        result.append(contentsOf: source[cursor...])
        return result
    }
}

/// DiagnosticNote is extra information attached to a diagnostic, optionally pointing elsewhere.
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text.
    public var message: String
    /// Where it points, if anywhere.
    public var range: ByteRange?

    /// Creates a note.
    public init(_ message: String, range: ByteRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// DiagnosticID is the stable identity of a kind of diagnostic: a code, a rule id and a
/// default severity. Codes and rule ids are never reworded once shipped. Each is made once (a
/// `static let`) and every diagnostic of its kind refers to it: a run can hold hundreds of
/// thousands of findings, and a reference is a word where the strings would be six.
public final class DiagnosticID: Hashable, Sendable, CustomStringConvertible {
    /// The stable code, `VFL` and three digits.
    public let code: String
    /// The stable snake_case rule id.
    public let rule: String
    /// The severity it has unless configured otherwise.
    public let defaultSeverity: Severity
    /// One sentence saying what it finds.
    public let summary: String
    /// Whether it is about a file as a whole (a file that is not text): its diagnostics have no
    /// place in the text (their range is empty at 0), so no source line is shown under them and
    /// no comment on a line can disable them.
    public let isFileWide: Bool

    /// Creates an identity.
    public init(code: String, rule: String, severity: Severity, summary: String, fileWide: Bool = false) {
        self.code = code
        self.rule = rule
        self.defaultSeverity = severity
        self.summary = summary
        self.isFileWide = fileWide
    }

    public var description: String { "\(code) \(rule)" }

    /// Two identities are the same kind when their code and rule are.
    public static func == (a: DiagnosticID, b: DiagnosticID) -> Bool {
        a === b || a.code == b.code && a.rule == b.rule && a.defaultSeverity == b.defaultSeverity
            && a.summary == b.summary && a.isFileWide == b.isFileWide
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(rule)
    }
}

/// DeferredMessages writes the messages of a rule's findings when each is read (a reporter
/// prints it), from what they share: a rule that finds a hundred thousand conflicts in one long
/// function keeps their parts until then, not a hundred thousand sentences.
public final class DeferredMessages: Sendable {
    private let writer: @Sendable (Int) -> String

    /// Messages `writer` writes, given the item each diagnostic was made with.
    public init(_ writer: @escaping @Sendable (Int) -> String) {
        self.writer = writer
    }

    /// The message of `item`.
    public func write(_ item: Int) -> String { writer(item) }
}

/// Diagnostic is one finding: what, where, how bad, and how to fix it. It is the one model from
/// the parser to the reporters: the parser and checker make diagnostics in a format's
/// coordinates, `EmbeddedFormat.placed(_:)` moves one into its file's, the lint rules make them in
/// file coordinates, and a reporter prints a file's diagnostics with the file's path.
public struct Diagnostic: Hashable, Sendable {
    /// The kind of diagnostic.
    public var id: DiagnosticID
    /// The exact bytes concerned; empty when something is missing at that point.
    public var range: ByteRange
    /// The message, as given or to be written when it is read (`DeferredMessages`).
    private var text: Text
    /// The severity.
    public var severity: Severity
    /// Notes that add context.
    public var notes: [DiagnosticNote]
    /// Safe fixes; at most one is applied automatically (the first).
    public var fixes: [FixIt]
    /// The reason Apple's runtime would throw for this mistake (spec §5), or nil.
    public var apple: String?

    private enum Text {
        case written(String)
        case deferred(DeferredMessages, Int)
    }

    /// The message in plain words: lower case, tokens in single quotes.
    public var message: String {
        get {
            switch text {
            case .written(let message): return message
            case .deferred(let messages, let item): return messages.write(item)
            }
        }
        set { text = .written(newValue) }
    }

    /// Creates a diagnostic with the identity's default severity.
    public init(_ id: DiagnosticID, _ range: ByteRange, _ message: String,
                apple: String? = nil, notes: [DiagnosticNote] = [], fixes: [FixIt] = []) {
        self.id = id
        self.severity = id.defaultSeverity
        self.range = range
        self.text = .written(message)
        self.notes = notes
        self.fixes = fixes
        self.apple = apple
    }

    /// Creates a diagnostic whose message `messages` writes for `item` when it is read.
    public init(_ id: DiagnosticID, _ range: ByteRange, _ messages: DeferredMessages, item: Int, notes: [DiagnosticNote] = []) {
        self.id = id
        self.severity = id.defaultSeverity
        self.range = range
        self.text = .deferred(messages, item)
        self.notes = notes
        self.fixes = []
        self.apple = nil
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.id == b.id && a.range == b.range && a.severity == b.severity && a.apple == b.apple
            && a.notes == b.notes && a.fixes == b.fixes && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(range)
        hasher.combine(message)
    }

    /// Creates a diagnostic whose runtime message is one of Apple's parser messages.
    public init(_ id: DiagnosticID, _ range: ByteRange, _ message: String,
                apple: AppleMessage?, notes: [DiagnosticNote] = [], fixes: [FixIt] = []) {
        self.init(id, range, message, apple: apple?.rawValue, notes: notes, fixes: fixes)
    }

    /// The fix applied automatically, when it is safe (`vfl-lint --fix`, `vfl-fmt`): the first.
    public var fix: FixIt? { fixes.first }

    /// The stable code.
    public var code: String { id.code }
    /// The stable rule id.
    public var rule: String { id.rule }

    /// The order diagnostics are reported in: by position, then code.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.range != b.range { return a.range < b.range }
        return a.id.code < b.id.code
    }
}

/// AppleRuntime builds the exception reasons that Apple's runtime raises (spec §5).
public enum AppleRuntime {
    /// The reason of the `NSInvalidArgumentException` thrown for `message` at byte `index`
    /// of `format`, laid out exactly as Apple lays it out (one space before each newline).
    public static func exceptionReason(message: String, format: String, index: Int?) -> String {
        guard let index = index else { return "Unable to parse constraint format: \n\(message)" }
        let caretColumn = String(decoding: format.utf8.prefix(index), as: UTF8.self).count
        return "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: caretColumn) + "^"
    }
}
