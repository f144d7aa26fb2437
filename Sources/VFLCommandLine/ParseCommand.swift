import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

/// FormatInput is one format to process, with where it came from for messages.
public struct FormatInput {
    /// The format's bytes (without the line terminator).
    public var bytes: [UInt8]
    /// The name shown in diagnostics (`<stdin>`, `<argument>`).
    public var path: String
    /// The line the format is on in its input.
    public var line: Int
}

/// FormatInputs reads formats from arguments or standard input (one per line).
public enum FormatInputs {
    /// The formats named by `operands`: each operand is a format, `-` (or no operand at all)
    /// reads standard input one format per line, with `\n` or `\r\n` endings. Throws when
    /// standard input cannot be read (closed, a directory).
    public static func read(_ operands: [String]) throws -> [FormatInput] {
        var inputs: [FormatInput] = []
        let list = operands.isEmpty ? ["-"] : operands
        for (index, operand) in list.enumerated() {
            if operand == "-" {
                inputs.append(contentsOf: lines(of: try StandardInput.read(), path: "<stdin>"))
            } else {
                inputs.append(FormatInput(bytes: Array(operand.utf8), path: "<argument \(index + 1)>", line: 1))
            }
        }
        return inputs
    }

    /// Splits `bytes` into lines; a final line terminator does not start another format.
    public static func lines(of bytes: [UInt8], path: String) -> [FormatInput] {
        var result: [FormatInput] = []
        var start = 0
        var line = 1
        var i = 0
        while i <= bytes.count {
            if i == bytes.count || bytes[i] == UInt8(ascii: "\n") {
                if i == bytes.count && start == bytes.count && i > 0 { break }
                var end = i
                if end > start, bytes[end - 1] == UInt8(ascii: "\r"), i < bytes.count { end -= 1 }
                if !(i == bytes.count && bytes.isEmpty) {
                    result.append(FormatInput(bytes: Array(bytes[start..<end]), path: path, line: line))
                }
                line += 1
                start = i + 1
            }
            i += 1
        }
        return result
    }
}

/// ParseCommand is `vfl parse`: syntax trees and diagnostics, as text or JSON Lines.
enum ParseCommand {
    static let subcommand = Subcommand(
        name: "parse", synopsis: ["[--json] [--color auto|always|never] [FORMAT…|-]"],
        summary: ["Parse formats and print their syntax tree and diagnostics.",
                  "'-' (or no FORMAT) reads one format per line from standard input."]) { run($0, output: &$1) }

    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        var parsed = EnvironmentArguments()
        if let problem = parsed.parse(arguments, command: "parse", environment: false) {
            output.error(problem)
            return 2
        }
        let json = parsed.json, color = parsed.color, operands = parsed.operands
        let renderer = DiagnosticRenderer(useColor: !json && Terminal.useColor(color))
        var parser = Parser()
        var sawError = false
        let inputs: [FormatInput]
        do { inputs = try FormatInputs.read(operands) } catch {
            output.error("vfl parse: \(error)")
            return 2
        }
        for input in inputs {
            let result = parser.parse(bytes: input.bytes)
            sawError = sawError || result.hasErrors
            if json {
                var writer = JSONWriter()
                SyntaxJSON.write(result, to: &writer)
                output.write(writer.text + "\n")
                continue
            }
            let lines = LineTable(input.bytes, firstLine: input.line)
            output.write(Terminal.escaped(String(decoding: input.bytes, as: UTF8.self), keepLineBreaks: false) + "\n")
            output.write(Terminal.escaped(SyntaxPrinter.print(result.syntax)))
            for diagnostic in result.diagnostics {
                output.write(renderer.snippet(diagnostic.escapedForTerminal, path: input.path, source: input.bytes, lines: lines))
            }
            output.write("\n")
        }
        return sawError ? 1 : 0
    }
}

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
