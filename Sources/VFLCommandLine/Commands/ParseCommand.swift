import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

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
