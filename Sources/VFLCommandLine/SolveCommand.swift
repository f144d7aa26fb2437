import Cassowary
import Foundation
import VFLJSON
import VFLLint
import VFLLayout
import VFLSemantics
import VFLSyntax

/// SolveCommand is `vfl solve FILE.vfl`: frames, conflicts and ambiguity of a whole layout.
enum SolveCommand {
    static let subcommand = Subcommand(
        name: "solve",
        synopsis: ["FILE.vfl [--size WxH | --sizes WxH,DEVICE,…] [--limits] [--platform ios|macos]",
                   "[--json] [--svg OUT.svg] [--color auto|always|never]"],
        summary: ["Solve a layout file: frames, conflicts and ambiguity; --limits the",
                  "container sizes where it breaks; --sizes several sizes or devices."]) { run($0, output: &$1) }

    /// One size `--sizes` asks for: `WxH`, or a device preset (its size, safe area and size class).
    struct SizeChoice {
        var name: String
        var size: (width: Double, height: Double)
        var preset: DevicePreset?

        init?(_ text: String) {
            if let preset = DevicePreset.named(text) {
                self.name = text
                self.size = preset.size
                self.preset = preset
            } else if let pair = LayoutFile.pair(text), pair.0 >= 0, pair.1 >= 0 {
                self.name = text
                self.size = pair
            } else {
                return nil
            }
        }
    }

    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        var json = false
        var color = "auto"
        var size: (Double, Double)? = nil
        var sizes: [SizeChoice] = []
        var limits = false
        var platform: Platform? = nil
        var svgPath: String? = nil
        var paths: [String] = []
        var cursor = ArgumentCursor(arguments)
        while let (name, argument) = cursor.next() {
            func value(_ name: String) -> String? { cursor.value() }
            switch name {
            case "--json": json = true
            case "--limits": limits = true
            case "--size":
                guard let text = value(argument), let pair = LayoutFile.pair(text), pair.0 >= 0, pair.1 >= 0 else {
                    output.error("vfl solve: --size takes WIDTHxHEIGHT, like 375x667")
                    return 2
                }
                size = pair
            case "--sizes":
                let list = value(argument)?.split(separator: ",").map(String.init) ?? []
                let chosen = list.compactMap(SizeChoice.init)
                guard !list.isEmpty, chosen.count == list.count else {
                    output.error("vfl solve: --sizes takes WIDTHxHEIGHT or device names separated by commas, like 320x568,iphone-15,ipad"
                                 + " (devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
                    return 2
                }
                sizes = chosen
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
        do {
            bytes = path == "-" ? try StandardInput.read() : try StandardInput.read(path: path)
        } catch {
            output.error("vfl solve: \(error)")
            return 2
        }
        guard UTF8Validation.isValid(bytes) else {
            output.error("vfl solve: '\(Terminal.shown(path))' is not UTF-8 text")
            return 2
        }
        var file = LayoutFile.parse(bytes: bytes)
        if let platform { file.platform = platform }
        let displayPath = path == "-" ? "<stdin>" : path
        guard size != nil || file.size != nil || !sizes.isEmpty else {
            // A `size` line that is there but malformed is what to fix, not a missing one.
            let sizeProblems = file.diagnostics.filter { $0.message.hasPrefix("'size'") }
            if !sizeProblems.isEmpty {
                let renderer = DiagnosticRenderer(useColor: Terminal.useColor(color, fileDescriptor: 2))
                let lines = LineTable(file.source)
                output.error(sizeProblems.map { renderer.snippet($0, path: displayPath, source: file.source, lines: lines) }.joined())
                return 2
            }
            output.error("vfl solve: no container size: add 'size WIDTHxHEIGHT' to the file or pass --size")
            return 2
        }
        let useColor = Terminal.useColor(color, fileDescriptor: 2)

        // Several sizes: each solved on its own (a device preset brings its safe area and size class).
        if !sizes.isEmpty {
            var results: [(name: String, result: LayoutResult, file: LayoutFile)] = []
            for choice in sizes {
                var sized = file
                if let preset = choice.preset { sized.apply(preset) } else { sized.size = choice.size }
                results.append((choice.name, Layout(file: sized).solve(), sized))
            }
            if json {
                var writer = JSONWriter()
                writer.beginObject()
                writer.field("file", displayPath)
                writer.beginArray("sizes")
                for (name, result, sized) in results {
                    writer.beginObject()
                    writer.field("name", name)
                    LayoutJSON.writeFields(result, file: sized, to: &writer)
                    writer.endObject()
                }
                writer.endArray()
                writer.endObject()
                output.write(writer.text + "\n")
            } else {
                var text = ""
                for (index, (name, result, sized)) in results.enumerated() {
                    text += (index == 0 ? "" : "\n") + "== \(name) (\(LayoutNumber.text(result.container.width))x\(LayoutNumber.text(result.container.height))) ==\n"
                    let diagnostics = SolveReport.diagnostics(result, file: sized, path: displayPath, useColor: false)
                    if !diagnostics.isEmpty { output.error("== \(name) ==\n" + SolveReport.diagnostics(result, file: sized, path: displayPath, useColor: useColor)) }
                    text += LayoutTable.render(result, platform: sized.platform)
                }
                output.write(text)
            }
            if let svgPath {
                let svg = LayoutSVG.contactSheet(results.map { ($0.name, $0.result, $0.file) })
                guard write(svg, to: svgPath, output: &output) else { return 2 }
            }
            return results.contains { $0.result.diagnostics.contains { $0.severity == .error } } ? 1 : 0
        }

        let result = Layout(file: file).solve(size: size)
        let bounds = limits ? Layout(file: file).limits(size: size) : nil
        if json {
            var writer = JSONWriter()
            writer.beginObject()
            writer.field("file", displayPath)
            LayoutJSON.writeFields(result, file: file, to: &writer)
            if let bounds { LayoutJSON.write(bounds, file: file, to: &writer) }
            writer.endObject()
            output.write(writer.text + "\n")
        } else {
            // Diagnostics on standard error (colour when that is a terminal), the table on standard output.
            let diagnostics = SolveReport.diagnostics(result, file: file, path: displayPath, useColor: useColor)
            if !diagnostics.isEmpty { output.error(diagnostics) }
            output.write(LayoutTable.render(result, platform: file.platform) + (bounds.map { LayoutTable.render($0, container: result.container) } ?? ""))
        }
        if let svgPath {
            guard write(LayoutSVG.render(result, file: file), to: svgPath, output: &output) else { return 2 }
        }
        return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    static func write(_ svg: String, to path: String, output: inout Output) -> Bool {
        do {
            try AtomicFile.writeOutput(Array(svg.utf8), to: path, output: &output)
            return true
        } catch {
            output.error("vfl solve: cannot write '\(Terminal.shown(path))': \(error.localizedDescription)")
            return false
        }
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
