import VFLSolver
import Foundation
import VFLJSON
import VFLLint
import VFLLayout
import VFLSemantics
import VFLSyntax

/// SolveReport is the human form of `vfl solve`: every diagnostic as a snippet, then the table.
public enum SolveReport {
    /// The report of `result`, a solved `file` read from `path`.
    public static func text(_ result: LayoutResult, file: LayoutFile, path: String, useColor: Bool = false) -> String {
        let out = diagnostics(result, file: file, path: path, useColor: useColor)
        return out + (out.isEmpty ? "" : "\n") + LayoutTable.render(result, platform: file.platform)
    }

    /// The diagnostics of a solved layout, as snippets.
    public static func diagnostics(_ result: LayoutResult, file: LayoutFile, path: String, useColor: Bool = false) -> String {
        let renderer = DiagnosticRenderer(useColor: useColor)
        let lines = LineTable(file.source)
        var out = ""
        for diagnostic in result.diagnostics {
            out += renderer.snippet(diagnostic, path: path, source: file.source, lines: lines)
        }
        return out
    }
}

/// LayoutTable prints a solved layout as a table of frames, then conflicts and ambiguity.
enum LayoutTable {
    static func render(_ result: LayoutResult, platform: Platform) -> String {
        let w = LayoutNumber.text(result.container.width), h = LayoutNumber.text(result.container.height)
        var rows: [[String]] = [["view", "x", "y", "width", "height", ""]]
        rows.append(["|", "0", "0", w, h, "container, \(platform.rawValue)"])
        let ambiguitiesByView = Dictionary(grouping: result.ambiguities, by: \.view)
        for (name, frame) in result.frames {
            let notes = (ambiguitiesByView[name] ?? []).map { ambiguity -> String in
                let axis = ambiguity.axis == .horizontal
                switch (ambiguity.position, ambiguity.size) {
                case (true, true): return axis ? "x, width ambiguous" : "y, height ambiguous"
                case (true, false): return axis ? "x ambiguous" : "y ambiguous"
                default: return axis ? "width ambiguous" : "height ambiguous"
                }
            }
            let placement = result.superviews[name].map { ["in \($0)"] } ?? []
            rows.append([name, LayoutNumber.text(frame.x), LayoutNumber.text(frame.y),
                         LayoutNumber.text(frame.width), LayoutNumber.text(frame.height), (placement + notes).joined(separator: "; ")])
        }
        var widths = [Int](repeating: 0, count: 6)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[i] - cell.count)
                line += i == 0 ? cell + padding : (i < 5 ? padding + cell : cell)
                if i < 5 { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        if !result.conflicts.isEmpty {
            out += "\nconflicts (\(result.conflicts.count)):\n"
            for conflict in result.conflicts {
                out += "  broken: \(conflict.broken)\n"
                for other in conflict.conflicting { out += "    with: \(other)\n" }
            }
        }
        return out
    }
}

extension LayoutTable {
    /// `--limits` as text: per axis, the smallest and largest container length and what binds there.
    static func render(_ limits: LayoutLimits, container: (width: Double, height: Double)) -> String {
        var out = "\nlimits (required constraints only; the other axis as laid out):\n"
        for axis in [limits.width, limits.height] {
            let name = axis.axis == .horizontal ? "width" : "height"
            let other = axis.axis == .horizontal ? "height \(LayoutNumber.text(container.height))" : "width \(LayoutNumber.text(container.width))"
            guard axis.feasible else {
                out += "  \(name): no \(name) works at \(other): required constraints conflict\n"
                for conflict in axis.conflicts {
                    out += "    broken: \(conflict.broken)\n"
                    for other in conflict.conflicting { out += "      with: \(other)\n" }
                }
                continue
            }
            out += "  \(name): min \(axis.min.value.map(LayoutNumber.text) ?? "none"), max \(axis.max.value.map(LayoutNumber.text) ?? "none")\n"
            for (label, bound) in [("min", axis.min), ("max", axis.max)] where !bound.binding.isEmpty {
                out += "    at the \(label), bound by:\n"
                for source in bound.binding { out += "      \(source)\n" }
            }
        }
        return out
    }
}

/// LayoutJSON writes `vfl solve --json`.
enum LayoutJSON {
    static func write(_ result: LayoutResult, file: LayoutFile, path: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("file", path)
        writeFields(result, file: file, to: &writer)
        writer.endObject()
    }

    /// `"limits": {"width": {"min": 244, "max": null, "minBinding": […], "maxBinding": […]}, "height": …}`.
    static func write(_ limits: LayoutLimits, file: LayoutFile, to writer: inout JSONWriter) {
        writer.beginObject("limits")
        for axis in [limits.width, limits.height] {
            writer.beginObject(axis.axis == .horizontal ? "width" : "height")
            if let value = axis.min.value { writer.field("min", Double(LayoutNumber.text(value))) } else { writer.null("min") }
            if let value = axis.max.value { writer.field("max", Double(LayoutNumber.text(value))) } else { writer.null("max") }
            writer.field("feasible", axis.feasible)
            for (key, bound) in [("minBinding", axis.min), ("maxBinding", axis.max)] {
                writer.beginArray(key)
                for binding in bound.binding { source(nil, binding, file: file, to: &writer) }
                writer.endArray()
            }
            write(axis.conflicts, file: file, to: &writer)
            writer.endObject()
        }
        writer.endObject()
    }

    /// The fields of one solved layout (inside an object).
    static func writeFields(_ result: LayoutResult, file: LayoutFile, to writer: inout JSONWriter) {
        writer.beginObject("container")
        writer.field("width", result.container.width)
        writer.field("height", result.container.height)
        writer.field("platform", file.platform.rawValue)
        writer.endObject()
        writer.beginArray("frames")
        for (name, frame) in result.frames {
            writer.beginObject()
            writer.field("view", name)
            write(frame, to: &writer)
            writer.field("superview", result.superviews[name] ?? "root")
            writer.endObject()
        }
        writer.endArray()
        if !result.guides.isEmpty {
            writer.beginArray("guides")
            for (name, frame) in result.guides {
                writer.beginObject()
                writer.field("guide", name)
                write(frame, to: &writer)
                writer.endObject()
            }
            writer.endArray()
        }
        write(result.conflicts, file: file, to: &writer)
        writer.beginArray("ambiguous")
        for ambiguity in result.ambiguities {
            writer.beginObject()
            writer.field("view", ambiguity.view)
            writer.field("axis", ambiguity.axis.rawValue)
            writer.field("position", ambiguity.position)
            writer.field("size", ambiguity.size)
            writer.endObject()
        }
        writer.endArray()
        writer.beginArray("diagnostics")
        let lines = LineTable(file.source)
        for diagnostic in result.diagnostics {
            SyntaxJSON.write(diagnostic, to: &writer, lines: lines)
        }
        writer.endArray()
    }

    /// `x`, `y`, `width`, `height`, rounded as the table rounds them.
    static func write(_ frame: Frame, to writer: inout JSONWriter) {
        writer.field("x", Double(LayoutNumber.text(frame.x)))
        writer.field("y", Double(LayoutNumber.text(frame.y)))
        writer.field("width", Double(LayoutNumber.text(frame.width)))
        writer.field("height", Double(LayoutNumber.text(frame.height)))
    }

    /// `"conflicts": [{"broken", "conflicting": […]}]`.
    static func write(_ conflicts: [Conflict<ConstraintSource>], file: LayoutFile, to writer: inout JSONWriter) {
        writer.beginArray("conflicts")
        for conflict in conflicts {
            writer.beginObject()
            source("broken", conflict.broken, file: file, to: &writer)
            writer.beginArray("conflicting")
            for other in conflict.conflicting { source(nil, other, file: file, to: &writer) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
    }

    static func source(_ key: String?, _ source: ConstraintSource, file: LayoutFile, to writer: inout JSONWriter) {
        writer.beginObject(key)
        writer.field("description", source.description)
        switch source {
        case .format(let index, let constraint):
            let format = file.formats[index]
            writer.field("kind", "format")
            writer.field("format", format.string)
            writer.field("line", format.line)
            writer.field("column", column(of: format, in: file) + constraint.range.lowerBound)
            writer.beginObject("constraint")
            ConstraintJSON.writeFields(constraint, to: &writer)
            writer.endObject()
        case .equation(let constraint):
            writer.field("kind", "equation")
            let line = LineTable(file.source).location(of: constraint.range.lowerBound)
            writer.field("line", line.line)
            writer.field("column", line.column)
            writer.beginObject("constraint")
            ConstraintJSON.writeFields(constraint, to: &writer)
            writer.endObject()
        case .autoresizing(let view, let mask, _, let superview):
            writer.field("kind", "autoresizing")
            writer.field("class", "NSAutoresizingMaskLayoutConstraint")
            writer.field("view", view)
            writer.field("mask", mask)
            writer.field("superview", superview)
        case .guide(let name, _):
            writer.field("kind", "guide")
            writer.field("guide", name)
        case .nonNegativeSize(let view, _):
            writer.field("kind", "nonNegativeSize")
            writer.field("view", view)
        case .containerSize: writer.field("kind", "containerSize")
        case .hugging: writer.field("kind", "hugging")
        case .compressionResistance: writer.field("kind", "compressionResistance")
        }
        writer.endObject()
    }

    static func column(of format: LayoutFormat, in file: LayoutFile) -> Int {
        var start = format.offset
        while start > 0, file.source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return format.offset - start + 1
    }
}
