import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax

/// SolveCommand is `vfl solve FILE.vfl`: frames, conflicts and ambiguity of a whole layout.
enum SolveCommand {
    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        var json = false
        var color = "auto"
        var size: (Double, Double)? = nil
        var platform: Platform? = nil
        var svgPath: String? = nil
        var paths: [String] = []
        var cursor = ArgumentCursor(arguments)
        while let (name, argument) = cursor.next() {
            func value(_ name: String) -> String? { cursor.value() }
            switch name {
            case "--json": json = true
            case "--size":
                guard let text = value(argument), let pair = LayoutFile.pair(text), pair.0 >= 0, pair.1 >= 0 else {
                    output.error("vfl solve: --size takes WIDTHxHEIGHT, like 375x667")
                    return 2
                }
                size = pair
            case "--platform":
                guard let text = value(argument), let chosen = Platform(rawValue: text) else {
                    output.error("vfl solve: --platform takes ios or macos")
                    return 2
                }
                platform = chosen
            case "--svg":
                guard let text = value(argument) else {
                    output.error("vfl solve: --svg needs an output path")
                    return 2
                }
                svgPath = text
            case "--color":
                guard let text = value(argument), ["auto", "always", "never"].contains(text) else {
                    output.error("vfl solve: --color needs auto, always or never")
                    return 2
                }
                color = text
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    output.error("vfl solve: unknown option '\(argument)'")
                    return 2
                }
                paths.append(argument)
            }
        }
        guard paths.count == 1 else {
            output.error("vfl solve: give exactly one layout file (see Grammar/README.md, Layout files)")
            return 2
        }
        let path = paths[0]
        let bytes: [UInt8]
        if path == "-" {
            bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.error("vfl solve: cannot read '\(path)'")
                return 2
            }
            bytes = [UInt8](data)
        }
        guard UTF8Validation.isValid(bytes) else {
            output.error("vfl solve: '\(path)' is not UTF-8 text")
            return 2
        }
        var file = LayoutFile.parse(bytes: bytes)
        if let platform { file.platform = platform }
        guard size != nil || file.size != nil else {
            output.error("vfl solve: no container size: add 'size WIDTHxHEIGHT' to the file or pass --size")
            return 2
        }
        let result = Layout(file: file).solve(size: size)
        let displayPath = path == "-" ? "<stdin>" : path
        if json {
            var writer = JSONWriter()
            LayoutJSON.write(result, file: file, path: displayPath, to: &writer)
            output.write(writer.text + "\n")
        } else {
            // Diagnostics on standard error (colour when that is a terminal), the table on standard output.
            let diagnostics = SolveReport.diagnostics(result, file: file, path: displayPath, useColor: Terminal.useColor(color, fileDescriptor: 2))
            if !diagnostics.isEmpty { output.error(diagnostics) }
            output.write(LayoutTable.render(result, platform: file.platform))
        }
        if let svgPath {
            let svg = LayoutSVG.render(result)
            do {
                try AtomicFile.write(Array(svg.utf8), to: svgPath)
            } catch {
                output.error("vfl solve: cannot write '\(svgPath)': \(error.localizedDescription)")
                return 2
            }
        }
        return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}

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
        for (name, frame) in result.frames {
            let notes = result.ambiguities.filter { $0.view == name }.map { ambiguity -> String in
                let axis = ambiguity.axis == .horizontal
                switch (ambiguity.position, ambiguity.size) {
                case (true, true): return axis ? "x, width ambiguous" : "y, height ambiguous"
                case (true, false): return axis ? "x ambiguous" : "y ambiguous"
                default: return axis ? "width ambiguous" : "height ambiguous"
                }
            }
            rows.append([name, LayoutNumber.text(frame.x), LayoutNumber.text(frame.y),
                         LayoutNumber.text(frame.width), LayoutNumber.text(frame.height), notes.joined(separator: "; ")])
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

/// LayoutJSON writes `vfl solve --json`.
enum LayoutJSON {
    static func write(_ result: LayoutResult, file: LayoutFile, path: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("file", path)
        writer.beginObject("container")
        writer.field("width", result.container.width)
        writer.field("height", result.container.height)
        writer.field("platform", file.platform.rawValue)
        writer.endObject()
        writer.beginArray("frames")
        for (name, frame) in result.frames {
            writer.beginObject()
            writer.field("view", name)
            writer.field("x", Double(LayoutNumber.text(frame.x)))
            writer.field("y", Double(LayoutNumber.text(frame.y)))
            writer.field("width", Double(LayoutNumber.text(frame.width)))
            writer.field("height", Double(LayoutNumber.text(frame.height)))
            writer.endObject()
        }
        writer.endArray()
        writer.beginArray("conflicts")
        for conflict in result.conflicts {
            writer.beginObject()
            source("broken", conflict.broken, file: file, to: &writer)
            writer.beginArray("conflicting")
            for other in conflict.conflicting { source(nil, other, file: file, to: &writer) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
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
        writer.endObject()
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
