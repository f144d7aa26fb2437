import Foundation
import VFLJSON
import VFLLint
import VFLSemantics
import VFLSyntax

/// EnvironmentArguments parses the options of `vfl parse`, `lower`, `explain` and `convert`:
/// `--views a,b`, `--metrics m=8,n=2.5`, `--options alignAllTop,…`, `--platform ios|macos`,
/// `--json`, `--color`, and the formats.
struct EnvironmentArguments {
    var environment = FormatEnvironment()
    var json = false
    var color = "auto"
    var operands: [String] = []
    /// Options a command adds (`--to`, `--superview`): name → value.
    var extra: [String: String] = [:]

    /// Parses `arguments`; `extraOptions` are the command's own options that take a value.
    /// Returns an error message for a usage mistake.
    /// Without `environment`, only `--json`, `--color` and `extraOptions` are accepted (`vfl parse`).
    mutating func parse(_ arguments: [String], command: String, environment acceptsEnvironment: Bool = true,
                        extraOptions: Set<String> = []) -> String? {
        var onlyOperands = false
        var cursor = ArgumentCursor(arguments)
        while let (name, argument) = cursor.next() {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" { onlyOperands = true; continue }
            if argument == "--json" { json = true; continue }
            let known: Set<String> = acceptsEnvironment ? ["--views", "--metrics", "--options", "--platform", "--color"] : ["--color"]
            guard known.contains(name) || extraOptions.contains(name) else {
                return "vfl \(command): unknown option '\(argument)' (formats that start with '-' go after '--')"
            }
            guard let value = cursor.value() else { return "vfl \(command): \(name) needs a value" }
            let text = value
            switch name {
            case "--views":
                environment.views = Set(list(text))
            case "--metrics":
                for entry in list(text) {
                    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let number = Double(parts[1]), number.isFinite, !parts[0].isEmpty else {
                        return "vfl \(command): --metrics takes name=number pairs separated by commas, not '\(entry)'"
                    }
                    environment.metrics[parts[0]] = number
                }
            case "--options":
                for entry in list(text) {
                    guard let option = FormatOptions(name: entry) else {
                        return "vfl \(command): unknown option name '\(entry)'; known: "
                            + FormatOptions.names.map(\.name).joined(separator: ", ")
                    }
                    environment.options.formUnion(option)
                }
            case "--platform":
                guard let platform = Platform(rawValue: text) else {
                    return "vfl \(command): --platform takes ios or macos, not '\(text)'"
                }
                environment.platform = platform
            case "--color":
                guard ["auto", "always", "never"].contains(text) else {
                    return "vfl \(command): --color needs auto, always or never"
                }
                color = text
            default:
                extra[name] = text
            }
        }
        return nil
    }

    private func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

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

/// ConstraintJSON writes `vfl lower --json` records (the machine interface in the README, `vfl lower`).
public enum ConstraintJSON {
    /// Writes `{"format", "diagnostics", "constraints"}` for one analysed format.
    public static func write(_ analysis: FormatAnalysis, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("format", String(decoding: analysis.syntax.source, as: UTF8.self))
        writer.beginArray("diagnostics")
        for diagnostic in analysis.diagnostics { SyntaxJSON.write(diagnostic, to: &writer) }
        writer.endArray()
        writer.beginArray("constraints")
        for constraint in analysis.constraints { write(constraint, to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    /// Writes one constraint `C`.
    public static func write(_ constraint: LayoutConstraint, to writer: inout JSONWriter) {
        writer.beginObject()
        writeFields(constraint, to: &writer)
        writer.endObject()
    }

    /// Writes the fields of `C` into the current object.
    public static func writeFields(_ constraint: LayoutConstraint, to writer: inout JSONWriter) {
        anchor("first", constraint.first, to: &writer)
        writer.field("relation", constraint.relation.description)
        if let second = constraint.second { anchor("second", second, to: &writer) } else { writer.null("second") }
        writer.field("multiplier", constraint.multiplier)
        writer.field("constant", constraint.constant)
        writer.field("priority", constraint.priority)
        writer.field("standardSpacing", constraint.isStandardSpacing)
        writer.field("start", constraint.range.lowerBound)
        writer.field("end", constraint.range.upperBound)
        writer.field("origin", constraint.origin.rawValue)
        writer.field("metric", constraint.constantMetric)
    }

    static func anchor(_ key: String, _ anchor: LayoutAnchor, to writer: inout JSONWriter) {
        writer.beginObject(key)
        writer.field("item", anchor.item.name)
        writer.field("attribute", anchor.attribute.description)
        writer.endObject()
    }
}
