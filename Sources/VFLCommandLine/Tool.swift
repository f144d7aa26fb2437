import Foundation
import VFLSyntax

/// VFLTool is the `vfl` command: `parse` now; `lower`, `explain` and `solve` as they land.
public enum VFLTool {
    /// Runs `vfl` with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        var output = Output()
        defer { output.flush() }
        guard let command = arguments.first else {
            output.error(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "parse":
            return ParseCommand.run(rest, output: &output)
        case "-h", "--help", "help":
            output.write(usage)
            return 0
        default:
            output.error("vfl: unknown command '\(command)'\n" + usage)
            return 2
        }
    }

    static let usage = """
        usage: vfl <command> [options]

        commands:
          parse [--json] [--color auto|always|never] [FORMAT…|-]
                Parse formats and print their syntax tree and diagnostics.
                '-' (or no FORMAT) reads one format per line from standard input.

        exit status: 0 no errors, 1 errors found, 2 usage or I/O failure.

        """
}
