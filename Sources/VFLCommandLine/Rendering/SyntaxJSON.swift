import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

/// SyntaxJSON writes parse results in the machine interface of `vfl parse --json`.
public enum SyntaxJSON {
    /// Writes `{"format", "diagnostics", "ast"}` for one parsed format.
    public static func write(_ result: ParseResult, to writer: inout JSONWriter) {
        let syntax = result.syntax
        writer.beginObject()
        writer.field("format", String(decoding: syntax.source, as: UTF8.self))
        writer.beginArray("diagnostics")
        for diagnostic in result.diagnostics { write(diagnostic, to: &writer) }
        writer.endArray()
        writer.beginObject("ast")
        writeAST(syntax, to: &writer)
        writer.endObject()
        writer.endObject()
    }

    /// Writes one diagnostic: `code, rule, severity, message, apple, start, end`, notes, fixes.
    /// With `lines`, also the 1-based `line`/`column`/`endLine`/`endColumn` of the range.
    public static func write(_ diagnostic: Diagnostic, to writer: inout JSONWriter, lines: LineTable? = nil) {
        writer.beginObject()
        writer.field("code", diagnostic.code)
        writer.field("rule", diagnostic.rule)
        writer.field("severity", diagnostic.severity.rawValue)
        writer.field("message", diagnostic.message)
        writer.field("apple", diagnostic.apple)
        writer.field("start", diagnostic.range.lowerBound)
        writer.field("end", diagnostic.range.upperBound)
        if let lines {
            let start = lines.location(of: diagnostic.range.lowerBound), end = lines.location(of: diagnostic.range.upperBound)
            writer.field("line", start.line)
            writer.field("column", start.column)
            writer.field("endLine", end.line)
            writer.field("endColumn", end.column)
        }
        writer.beginArray("notes")
        for note in diagnostic.notes { writer.element(note.message) }
        writer.endArray()
        writer.beginArray("fixes")
        for fix in diagnostic.fixes {
            writer.beginObject()
            writer.field("message", fix.message)
            writer.beginArray("edits")
            for edit in fix.edits {
                writer.beginObject()
                writer.field("start", edit.range.lowerBound)
                writer.field("end", edit.range.upperBound)
                writer.field("replacement", edit.replacement)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    static func range(_ range: ByteRange, to writer: inout JSONWriter) {
        writer.field("start", range.lowerBound)
        writer.field("end", range.upperBound)
    }

    static func writeAST(_ syntax: FormatSyntax, to writer: inout JSONWriter) {
        range(syntax.range, to: &writer)
        writer.field("axis", syntax.axis.rawValue)
        if let orientation = syntax.orientation {
            writer.beginObject("orientation")
            writer.field("axis", orientation.axis.rawValue)
            range(orientation.range, to: &writer)
            writer.endObject()
        } else {
            writer.null("orientation")
        }
        edge("leadingSuperview", syntax.leadingSuperview, syntax, to: &writer)
        writer.beginArray("views")
        for view in syntax.views {
            writer.beginObject()
            writer.field("name", view.name.isEmpty ? nil : syntax.text(view.name))
            range(view.range, to: &writer)
            writer.field("nameStart", view.name.lowerBound)
            writer.field("nameEnd", view.name.upperBound)
            predicates(syntax.predicates(of: view), syntax, to: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.beginArray("connections")
        for connection in syntax.connections {
            writer.beginObject()
            write(connection, syntax, to: &writer)
            writer.endObject()
        }
        writer.endArray()
        edge("trailingSuperview", syntax.trailingSuperview, syntax, to: &writer)
        writer.beginArray("unexpected")
        for skipped in syntax.unexpected {
            writer.beginObject()
            range(skipped, to: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    static func edge(_ key: String, _ edge: SuperviewEdgeSyntax?, _ syntax: FormatSyntax, to writer: inout JSONWriter) {
        guard let edge else {
            writer.null(key)
            return
        }
        writer.beginObject(key)
        range(edge.bar, to: &writer)
        writer.beginObject("connection")
        write(edge.connection, syntax, to: &writer)
        writer.endObject()
        writer.endObject()
    }

    static func write(_ connection: ConnectionSyntax, _ syntax: FormatSyntax, to writer: inout JSONWriter) {
        writer.field("kind", connection.kind.rawValue)
        range(connection.range, to: &writer)
        writer.field("parenthesized", connection.isParenthesized)
        predicates(syntax.predicates(of: connection), syntax, to: &writer)
    }

    static func predicates(_ list: Slice<SyntaxNodes<PredicateSyntax>>, _ syntax: FormatSyntax, to writer: inout JSONWriter) {
        writer.beginArray("predicates")
        for predicate in list {
            writer.beginObject()
            range(predicate.range, to: &writer)
            writer.field("relation", predicate.relation.description)
            constant("object", predicate.object, syntax, to: &writer)
            if let priority = predicate.priority {
                constant("priority", priority, syntax, to: &writer)
            } else {
                writer.null("priority")
            }
            writer.endObject()
        }
        writer.endArray()
    }

    static func constant(_ key: String, _ constant: ConstantSyntax, _ syntax: FormatSyntax, to writer: inout JSONWriter) {
        writer.beginObject(key)
        switch constant.value {
        case .number(let value):
            writer.field("kind", "number")
            writer.field("value", value)
        case .name:
            writer.field("kind", "name")
            writer.field("name", syntax.text(constant.range))
        case .missing:
            writer.field("kind", "missing")
        }
        range(constant.range, to: &writer)
        writer.endObject()
    }
}
