import VFLSolver
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
        var size: (Double, Double)? = nil
        var sizes: [SizeChoice] = []
        var limits = false
        var platform: Platform? = nil
        var svgPath: String? = nil
        var parsed = CommandArguments(arguments, tool: "vfl solve", common: [.json, .color])
        while let option = parsed.nextOption() {
            switch option {
            case "--limits": limits = true
            case "--size":
                guard let text = parsed.value("WIDTHxHEIGHT"), let pair = LayoutFile.pair(text), pair.0 >= 0, pair.1 >= 0 else {
                    parsed.fail("--size takes WIDTHxHEIGHT, like 375x667")
                    break
                }
                size = pair
            case "--sizes":
                let list = parsed.value("sizes")?.split(separator: ",").map(String.init) ?? []
                let chosen = list.compactMap(SizeChoice.init)
                guard !list.isEmpty, chosen.count == list.count else {
                    parsed.fail("--sizes takes WIDTHxHEIGHT or device names separated by commas, like 320x568,iphone-15,ipad"
                                + " (devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
                    break
                }
                sizes = chosen
            case "--platform":
                guard let text = parsed.value("ios or macos"), let chosen = Platform(rawValue: text) else {
                    parsed.fail("--platform takes ios or macos")
                    break
                }
                platform = chosen
            case "--svg": svgPath = parsed.value("an output path")
            default: parsed.rejectOption()
            }
        }
        if let problem = parsed.problem {
            output.error(problem)
            return 2
        }
        let json = parsed.json, color = parsed.color, paths = parsed.operands
        guard paths.count == 1 else {
            output.error("vfl solve: give exactly one layout file (see Grammar/README.md, Layout files)")
            return 2
        }
        let path = paths[0]
        if let svgPath, path != "-", AtomicFile.isSameFile(svgPath, path) {
            output.error("vfl solve: --svg \(Terminal.shown(svgPath)) is the layout file itself; give another path for the picture")
            return 2
        }
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
            output.error("vfl solve: cannot write '\(Terminal.shown(path))': \(AtomicFile.reason(error))")
            return false
        }
    }
}
