import Foundation
import VFLJSON
import VFLLint
import VFLSemantics
import VFLSyntax

/// LowerCommand is `vfl lower`, `vfl explain` and `vfl convert`: what a format creates.
enum LowerCommand {
    static let lower = Subcommand(
        name: "lower", synopsis: ["[--json] [--color auto|always|never] [ENVIRONMENT] [FORMAT…|-]"],
        summary: ["The constraints Apple creates, in Apple's order and description style."],
        takesEnvironment: true, startsGroup: true) { run($0, mode: .lower, output: &$1) }
    static let explain = Subcommand(
        name: "explain", synopsis: ["[--color auto|always|never] [ENVIRONMENT] [FORMAT…|-]"],
        summary: ["The same as equations, with the part of the format each came from."],
        takesEnvironment: true) { run($0, mode: .explain, output: &$1) }
    static let convert = Subcommand(
        name: "convert", synopsis: ["--to swift|objc [--superview NAME] [--color auto|always|never] [ENVIRONMENT]", "[FORMAT…|-]"],
        summary: ["Equivalent NSLayoutAnchor code."],
        takesEnvironment: true) { run($0, mode: .convert, output: &$1) }

    enum Mode { case lower, explain, convert }

    static func run(_ arguments: [String], mode: Mode, output: inout Output) -> Int32 {
        let command = mode == .lower ? "lower" : mode == .explain ? "explain" : "convert"
        var parsed = EnvironmentArguments()
        if let problem = parsed.parse(arguments, command: command, extraOptions: mode == .convert ? ["--to", "--superview"] : []) {
            output.error(problem)
            return 2
        }
        var converter: AnchorCode? = nil
        if mode == .convert {
            guard let to = parsed.extra["--to"], let language = AnchorCode.Language(rawValue: to) else {
                output.error("vfl convert: --to swift or --to objc is required")
                return 2
            }
            converter = AnchorCode(language: language, platform: parsed.environment.platform,
                                   superview: parsed.extra["--superview"] ?? "superview")
        }
        let renderer = DiagnosticRenderer(useColor: !parsed.json && Terminal.useColor(parsed.color))
        var parser = Parser()
        var sawError = false
        let inputs: [FormatInput]
        do { inputs = try FormatInputs.read(parsed.operands) } catch {
            output.error("vfl \(command): \(error)")
            return 2
        }
        for input in inputs {
            let analysis = Semantics.analyze(parser.parse(bytes: input.bytes), in: parsed.environment)
            sawError = sawError || analysis.hasErrors
            let format = String(decoding: input.bytes, as: UTF8.self)
            if parsed.json && mode == .lower {
                var writer = JSONWriter()
                ConstraintJSON.write(analysis, to: &writer)
                output.write(writer.text + "\n")
                continue
            }
            let lines = LineTable(input.bytes, firstLine: input.line)
            var diagnostics = ""
            for diagnostic in analysis.diagnostics {
                diagnostics += renderer.snippet(diagnostic.escapedForTerminal, path: input.path, source: input.bytes, lines: lines)
            }
            switch mode {
            case .lower:
                output.write(Terminal.escaped(format, keepLineBreaks: false) + "\n")
                output.write(diagnostics)
                for constraint in analysis.constraints { output.write("  " + constraint.appleDescription + "\n") }
                output.write("\n")
            case .explain:
                output.write(Terminal.escaped(format, keepLineBreaks: false) + "\n")
                output.write(diagnostics)
                output.write(Explainer.explain(analysis, platform: parsed.environment.platform))
                output.write("\n")
            case .convert:
                if analysis.throwsAtRuntime {
                    output.write(diagnostics)
                    output.error("vfl convert: '\(Terminal.shown(format))' was not converted: the runtime throws for it")
                } else {
                    output.write(diagnostics)
                    output.write(converter!.code(for: analysis.constraints, format: format) + "\n")
                }
            }
        }
        return sawError ? 1 : 0
    }
}
