import VFLSyntax

/// RuleDoc documents a rule for `vfl-lint rules`: what it finds (the identity's summary), why it
/// matters, an example and the fix.
public struct RuleDoc: Sendable {
    /// The rule's identity: code, snake_case id, default severity, summary.
    public var id: DiagnosticID
    /// Why it matters, in a sentence or two.
    public var why: String
    /// A small example that triggers it.
    public var example: String
    /// How to fix it.
    public var fix: String
    /// Whether the rule runs only when enabled (`opt_in_rules`).
    public var isOptIn: Bool

    public init(_ id: DiagnosticID, why: String, example: String, fix: String, optIn: Bool = false) {
        self.id = id
        self.why = why
        self.example = example
        self.fix = fix
        self.isOptIn = optIn
    }

    /// The rule id.
    public var rule: String { id.rule }
}

/// Finding is one problem `vfl-lint` reports, in file coordinates.
public struct Finding: Sendable {
    /// The rule and its code.
    public var id: DiagnosticID
    /// The severity after configuration.
    public var severity: Severity
    /// The message in plain words.
    public var message: String
    /// The bytes of the file concerned.
    public var range: ByteRange
    /// Notes, possibly pointing elsewhere in the file.
    public var notes: [DiagnosticNote]
    /// A safe fix, as edits of the file.
    public var fix: FixIt?
    /// The runtime exception the mistake would raise, if any.
    public var apple: String?

    public init(_ id: DiagnosticID, _ range: ByteRange, _ message: String, notes: [DiagnosticNote] = [],
                fix: FixIt? = nil, apple: String? = nil) {
        self.id = id
        self.severity = id.defaultSeverity
        self.message = message
        self.range = range
        self.notes = notes
        self.fix = fix
        self.apple = apple
    }

    public var rule: String { id.rule }
}
