import Foundation
import VFLSyntax

/// VFLTool is the `vfl` command: `parse`, `lower`, `explain`, `convert` and `solve`.
public enum VFLTool {
    /// Runs `vfl` with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        var output = Output()
        let status = main(arguments, output: &output)
        return output.finish(status, tool: "vfl")
    }

    static func main(_ arguments: [String], output: inout Output) -> Int32 {
        guard let command = arguments.first else {
            output.error(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help"), let help = VFLTool.commandHelp(command) {
            output.write(help)
            return 0
        }
        switch command {
        case "--version", "-V", "version":
            output.write("vfl \(VFLTool.version)\n")
            return 0
        case "parse":
            return ParseCommand.run(rest, output: &output)
        case "lower":
            return LowerCommand.run(rest, mode: .lower, output: &output)
        case "explain":
            return LowerCommand.run(rest, mode: .explain, output: &output)
        case "convert":
            return LowerCommand.run(rest, mode: .convert, output: &output)
        case "solve":
            return SolveCommand.run(rest, output: &output)
        case "explain-log":
            return ExplainLogCommand.run(rest, output: &output)
        case "lsp":
            output.flush()
            return LspCommand.run(rest, output: &output)
        case "-h", "--help", "help":
            // `vfl help solve` is `vfl solve --help`.
            if command == "help", let name = rest.first {
                guard let help = commandHelp(name) else {
                    output.error("vfl: no command '\(name)'\n" + usage)
                    return 2
                }
                output.write(help)
                return 0
            }
            output.write(usage)
            return 0
        default:
            output.error("vfl: unknown command '\(command)'\n" + usage)
            return 2
        }
    }

    /// The toolchain's version, printed by every tool's `--version`.
    public static let version = "0.4.0"

    /// The usage of one command (`vfl solve --help`): its lines of the overall usage.
    static func commandHelp(_ command: String) -> String? {
        guard ["parse", "lower", "explain", "convert", "solve", "lsp", "explain-log"].contains(command) else { return nil }
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(command) ") }) else { return nil }
        var text = "usage: vfl \(lines[start].dropFirst(2))\n"
        var i = start + 1
        while i < lines.count && lines[i].hasPrefix("        ") { text += "  " + lines[i].trimmingCharacters(in: .whitespaces) + "\n"; i += 1 }
        if command != "parse" && command != "solve" && command != "lsp" && command != "explain-log" {
            let environment = lines.drop(while: { !$0.hasPrefix("ENVIRONMENT:") })
            text += "\n" + environment.prefix(while: { !$0.isEmpty }).joined(separator: "\n") + "\n"
        }
        return text
    }

    static let usage = """
        usage: vfl <command> [options]

        commands:
          parse [--json] [--color auto|always|never] [FORMAT…|-]
                Parse formats and print their syntax tree and diagnostics.
                '-' (or no FORMAT) reads one format per line from standard input.

          lower [--json] [--color auto|always|never] [ENVIRONMENT] [FORMAT…|-]
                The constraints Apple creates, in Apple's order and description style.
          explain [--color auto|always|never] [ENVIRONMENT] [FORMAT…|-]
                The same as equations, with the part of the format each came from.
          convert --to swift|objc [--superview NAME] [--color auto|always|never] [ENVIRONMENT]
                [FORMAT…|-]
                Equivalent NSLayoutAnchor code.
          solve FILE.vfl [--size WxH | --sizes WxH,DEVICE,…] [--limits] [--platform ios|macos]
                [--json] [--svg OUT.svg] [--color auto|always|never]
                Solve a layout file: frames, conflicts and ambiguity; --limits the
                container sizes where it breaks; --sizes several sizes or devices.
          explain-log [--json] [--svg OUT.svg] [--source DIR] [FILE|-]
                Read Auto Layout's "Unable to simultaneously satisfy constraints" reports
                from a pasted log: every constraint, the broken one, and why they conflict;
                with --source, the lines of the project's code that make each constraint.
          lsp [--stdio]
                The language server (LSP on standard input and output; --stdio, which
                editors pass, changes nothing): vfl-lint's
                findings, fixes as code actions, vfl-fmt's formatting, hover explanations.

        ENVIRONMENT:
          --views a,b          keys of the views dictionary (default: the names in [view] position)
          --metrics m=8,n=2.5  metrics and their values (default: none)
          --options alignAllTop,directionRightToLeft
                               format options, Apple's names without prefix
          --platform ios|macos standard spacing to the superview: iOS margins, macOS 20 (default ios)

        exit status: 0 no errors, 1 errors found, 2 usage or I/O failure.

        """
}
