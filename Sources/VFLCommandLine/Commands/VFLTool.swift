import Foundation
import VFLSyntax

/// VFLTool is the `vfl` command; its subcommands are listed in `subcommands`.
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
            guard let subcommand = subcommands.first(where: { $0.name == command }) else {
                output.error("vfl: unknown command '\(command)'\n" + usage)
                return 2
            }
            return subcommand.run(rest, &output)
        }
    }

    /// The toolchain's version, printed by every tool's `--version`.
    public static let version = "0.5.0"

    /// The commands, in the order the usage lists them.
    static let subcommands: [Subcommand] = [ParseCommand.subcommand, LowerCommand.lower, LowerCommand.explain, LowerCommand.convert,
                                            SolveCommand.subcommand, ExplainLogCommand.subcommand, LspCommand.subcommand]

    /// The usage of one command (`vfl solve --help`).
    static func commandHelp(_ command: String) -> String? {
        subcommands.first { $0.name == command }?.help
    }

    static var usage: String {
        "usage: vfl <command> [options]\n\ncommands:\n"
            + subcommands.enumerated().map { ($0.offset > 0 && $0.element.startsGroup ? "\n" : "") + $0.element.usageLines }.joined()
            + "\n" + environmentHelp + "\nexit status: 0 no errors, 1 errors found, 2 usage or I/O failure.\n"
    }

    /// The options that describe a format's environment (`lower`, `explain`, `convert`).
    static let environmentHelp = """
        ENVIRONMENT:
          --views a,b          keys of the views dictionary (default: the names in [view] position)
          --metrics m=8,n=2.5  metrics and their values (default: none)
          --options alignAllTop,directionRightToLeft
                               format options, Apple's names without prefix
          --platform ios|macos standard spacing to the superview: iOS margins, macOS 20 (default ios)

        """
}
