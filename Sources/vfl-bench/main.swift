import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

/// vfl-bench measures the toolchain's speed and writes one JSON object per line.
///
///     swift run -c release vfl-bench format [--files N] [--dense|--sparse] [--count N] [--runs R]
///     swift run -c release vfl-bench lint [--files N] [--dense|--sparse] [--hook [--staged N]] [--gitignore-lines N] [--runs R]
///     swift run -c release vfl-bench bigfile [--mb N] [--runs R]
///     swift run -c release vfl-bench lsp [--runs R]
///     swift run -c release vfl-bench layout|explain-log [--runs R] [--full]
///     swift run -c release vfl-bench parse|lex|lower [--input FILE] [--count N] [--malformed PERCENT]
///                                                    [--runs R] [--seed S] [--out FILE]
///                                                    [--anchor PATH/autolayout.js]   (parse only)
///
/// One file a benchmark: `ParseBench` (parse, lex, lower), `SolverBench`, `TreeBench` (format,
/// lint, the hook), `BigFileBench`, `LayoutBench`, `ExplainLogBench`, `LSPBench`; `Harness` holds
/// the options, the JSON Lines output and the measuring of child processes.

let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "parse":
        try benchParse(Options(arguments.dropFirst()))
    case "format":
        try benchFormat(arguments.dropFirst())
    case "lower":
        try benchParse(Options(arguments.dropFirst()), lower: true)
    case "lint":
        try benchLint(arguments.dropFirst())
    case "bigfile":
        try benchBigFile(arguments.dropFirst())
    case "lsp":
        var rest = Array(arguments.dropFirst())
        var project: Int? = nil
        if let index = rest.firstIndex(of: "--project") {
            guard index + 1 < rest.count, let files = Int(rest[index + 1]), files > 0 else { throw UsageError("--project needs a number of files") }
            project = files
            rest.removeSubrange(index...index + 1)
        }
        try benchLSP(Options(rest[...]), projectFiles: project)
    case "lex":
        try benchParse(Options(arguments.dropFirst()), lexOnly: true)
    case "solver":
        try benchSolver(arguments.dropFirst())
    case "layout":
        try benchLayout(arguments.dropFirst())
    case "explain-log":
        try benchExplainLog(arguments.dropFirst())
    default:
        FileHandle.standardError.write("usage: vfl-bench parse [--input FILE] [--count N] [--malformed PERCENT] [--runs R] [--seed S] [--out FILE]\n                       [--anchor PATH/autolayout.js]\n       vfl-bench lex|lower (the same options but --anchor)\n       vfl-bench solver [--full] [--only WORKLOAD] [--phase PHASE] [--out FILE]\n       vfl-bench format [--files N] [--dense|--sparse] [--count N] [--runs R]\n       vfl-bench lint [--files N] [--dense|--sparse] [--hook [--staged N]] [--gitignore-lines N] [--runs R]\n       vfl-bench bigfile [--mb N] [--runs R]\n       vfl-bench lsp [--runs R]\n       vfl-bench layout [--runs R] [--full]\n       vfl-bench explain-log [--runs R] [--full]\n".data(using: .utf8)!)
        exit(2)
    }
} catch let error as UsageError {
    FileHandle.standardError.write("vfl-bench: \(error.message)\n".data(using: .utf8)!)
    exit(2)
} catch {
    FileHandle.standardError.write("vfl-bench: \(error)\n".data(using: .utf8)!)
    exit(2)
}
