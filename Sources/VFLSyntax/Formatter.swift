/// Formatter prints formats in the one canonical style of this project.
///
/// The style, decided once (no options):
///
/// * no whitespace (the runtime rejects it; deleting it is the parser's safe fix);
/// * the orientation prefix is kept as written (`H:` or none, `V:`);
/// * numbers in their shortest exact form (`20.0` → `20`, `0x14` → `20`, `1e2` → `100`);
/// * no `@1000` (required is the default) and no `==` before a number (`[a(==50)]` → `[a(50)]`);
///   `==` before a name is kept as written (`[a(==b)]` reads as "as wide as b");
/// * a connection with a single plain predicate — a number ≥ 0 or a name, no relation, no
///   priority — is written bare (`-(8)-` → `-8-`, `-(pad)-` → `-pad-`), anything else in
///   parentheses (`-0@999-` → `-(0@999)-`, `->=0-` → `-(>=0)-`);
/// * a connection of exactly 0 is no connection (`|-0-[a]` → `|[a]`, `[a]-(0)-[b]` → `[a][b]`):
///   Apple creates the same constraint for both.
///
/// Guarantees (tested on every fixture and on generated formats): the output parses without
/// errors, formatting it again changes nothing, and it lowers to the same constraints as the
/// input under every option and platform. A format with any error other than whitespace is
/// returned unchanged.
public enum Formatter {
    /// The result of formatting one format.
    public struct Result: Sendable {
        /// The canonical text, or the input unchanged when it has errors.
        public var text: [UInt8]
        /// Whether `text` differs from the input.
        public var changed: Bool
        /// The input's diagnostics (empty when it was only whitespace that was removed).
        public var diagnostics: [Diagnostic]
        /// Whether the input had errors the formatter does not repair (so it was left alone).
        public var hasErrors: Bool
    }

    /// Formats `format`.
    public static func format(_ format: String) -> Result {
        var parser = Parser()
        return self.format(bytes: Array(format.utf8), parser: &parser)
    }

    /// Formats the bytes of one format, reusing `parser`.
    public static func format(bytes: [UInt8], parser: inout Parser) -> Result {
        var parsed = parser.parse(bytes: bytes)
        if parsed.hasErrors {
            // Whitespace is the one mistake the formatter repairs: its fix only deletes bytes
            // and never joins two names (then the parser offers no fix).
            let errors = parsed.diagnostics.filter { $0.severity == .error }
            guard errors.allSatisfy({ $0.id == .whitespace && !$0.fixes.isEmpty }) else {
                return Result(text: bytes, changed: false, diagnostics: parsed.diagnostics, hasErrors: true)
            }
            let edits = errors.flatMap { $0.fixes[0].edits }
            let repaired = FixIt("delete whitespace", edits).apply(to: bytes)
            parsed = parser.parse(bytes: repaired)
            guard !parsed.hasErrors else {
                return Result(text: bytes, changed: false, diagnostics: parsed.diagnostics, hasErrors: true)
            }
        }
        let text = canonical(parsed.syntax)
        return Result(text: text, changed: text != bytes, diagnostics: [], hasErrors: false)
    }

    /// The canonical text of an error-free tree.
    public static func canonical(_ syntax: FormatSyntax) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(syntax.source.count)
        if let orientation = syntax.orientation {
            out.append(orientation.axis == .horizontal ? UInt8(ascii: "H") : UInt8(ascii: "V"))
            out.append(UInt8(ascii: ":"))
        }
        if let edge = syntax.leadingSuperview {
            out.append(UInt8(ascii: "|"))
            connection(edge.connection, syntax, &out)
        }
        for (index, view) in syntax.views.enumerated() {
            if index > 0 { connection(syntax.connections[index - 1], syntax, &out) }
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: syntax.source[view.name.lowerBound..<view.name.upperBound])
            let predicates = syntax.predicates(of: view)
            if !predicates.isEmpty {
                out.append(UInt8(ascii: "("))
                list(predicates, syntax, &out)
                out.append(UInt8(ascii: ")"))
            }
            out.append(UInt8(ascii: "]"))
        }
        if let edge = syntax.trailingSuperview {
            connection(edge.connection, syntax, &out)
            out.append(UInt8(ascii: "|"))
        }
        return out
    }

    private static func connection(_ connection: ConnectionSyntax, _ syntax: FormatSyntax, _ out: inout [UInt8]) {
        switch connection.kind {
        case .flush:
            return
        case .standard:
            out.append(UInt8(ascii: "-"))
        case .predicates:
            let predicates = syntax.predicates(of: connection)
            if predicates.count == 1, let only = predicates.first, isPlain(only) {
                if only.object.number == 0 { return }   // `-0-` is flush
                out.append(UInt8(ascii: "-"))
                object(only.object, syntax, &out)
                out.append(UInt8(ascii: "-"))
                return
            }
            out.append(contentsOf: "-(".utf8)
            list(predicates, syntax, &out)
            out.append(contentsOf: ")-".utf8)
        }
    }

    /// A predicate that can stand without parentheses: `==` (implicit or before a number), no
    /// priority but 1000, and a number ≥ 0 or a name.
    private static func isPlain(_ predicate: PredicateSyntax) -> Bool {
        guard predicate.relation == .equal, isRequired(predicate.priority) else { return false }
        switch predicate.object.value {
        case .number(let value): return value >= 0   // also -0
        case .name: return predicate.relationRange == nil
        case .missing: return false
        }
    }

    private static func isRequired(_ priority: ConstantSyntax?) -> Bool {
        guard let priority else { return true }
        return priority.number == 1000
    }

    private static func list(_ predicates: Slice<SyntaxNodes<PredicateSyntax>>, _ syntax: FormatSyntax, _ out: inout [UInt8]) {
        var first = true
        for predicate in predicates {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            let writesRelation: Bool
            switch predicate.object.value {
            case .number: writesRelation = predicate.relation != .equal
            default: writesRelation = predicate.relation != .equal || predicate.relationRange != nil
            }
            if writesRelation { out.append(contentsOf: predicate.relation.description.utf8) }
            object(predicate.object, syntax, &out)
            if let priority = predicate.priority, !isRequired(priority) {
                out.append(UInt8(ascii: "@"))
                object(priority, syntax, &out)
            }
        }
    }

    private static func object(_ constant: ConstantSyntax, _ syntax: FormatSyntax, _ out: inout [UInt8]) {
        switch constant.value {
        case .number(let value):
            out.append(contentsOf: NumberFormatting.shortest(value == 0 ? 0 : value).utf8)
        case .name, .missing:
            out.append(contentsOf: syntax.source[constant.range.lowerBound..<constant.range.upperBound])
        }
    }
}
