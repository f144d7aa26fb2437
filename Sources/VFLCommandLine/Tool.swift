import Foundation
import VFLSyntax

/// VFLTool is the `vfl` command: `parse`, `lower`, `explain`, `convert` and `solve`.
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
        case "lower":
            return LowerCommand.run(rest, mode: .lower, output: &output)
        case "explain":
            return LowerCommand.run(rest, mode: .explain, output: &output)
        case "convert":
            return LowerCommand.run(rest, mode: .convert, output: &output)
        case "solve":
            return SolveCommand.run(rest, output: &output)
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

          lower [--json] [ENVIRONMENT] [FORMAT…|-]
                The constraints Apple creates, in Apple's order and description style.
          explain [ENVIRONMENT] [FORMAT…|-]
                The same as equations, with the part of the format each came from.
          convert --to swift|objc [--superview NAME] [ENVIRONMENT] [FORMAT…|-]
                Equivalent NSLayoutAnchor code.
          solve FILE.vfl [--size WxH] [--platform ios|macos] [--json] [--svg OUT.svg]
                Solve a layout file: frames, conflicts and ambiguity.

        ENVIRONMENT:
          --views a,b          keys of the views dictionary (default: the names in [view] position)
          --metrics m=8,n=2.5  metrics and their values (default: none)
          --options alignAllTop,directionRightToLeft
                               format options, Apple's names without prefix
          --platform ios|macos standard spacing to the superview: iOS margins, macOS 20 (default ios)

        exit status: 0 no errors, 1 errors found, 2 usage or I/O failure.

        """
}
