/// Subcommand is one `vfl` command: its name, its usage and help, and what runs it. Each
/// command's file holds its own (`ParseCommand.subcommand`…); `VFLTool.subcommands` lists them,
/// and `vfl --help`, `vfl help NAME`, `vfl NAME --help` and the dispatch are made from that list.
struct Subcommand {
    var name: String
    /// The options after the name as the usage shows them, one line each.
    var synopsis: [String]
    /// What it does, a line or a few.
    var summary: [String]
    /// Whether it takes the ENVIRONMENT options (its help lists them too).
    var takesEnvironment = false
    /// Whether the overall usage sets it apart from the command before by a blank line.
    var startsGroup = false
    var run: (_ arguments: [String], _ output: inout Output) -> Int32

    /// Its lines of the overall usage.
    var usageLines: String {
        "  \(name) \(synopsis[0])\n" + synopsis.dropFirst().map { "        \($0)\n" }.joined() + summary.map { "        \($0)\n" }.joined()
    }

    /// `vfl NAME --help`: the usage line, the rest of the synopsis and the summary, and the
    /// ENVIRONMENT options when it takes them.
    var help: String {
        "usage: vfl \(name) \(synopsis[0])\n" + synopsis.dropFirst().map { "  \($0)\n" }.joined() + summary.map { "  \($0)\n" }.joined()
            + (takesEnvironment ? "\n" + VFLTool.environmentHelp : "")
    }
}
