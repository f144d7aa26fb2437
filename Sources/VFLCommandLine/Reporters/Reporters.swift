import Foundation
import VFLLint
import VFLSyntax

/// A Reporter writes a run's findings in one format, one file each in `Reporters/`. Files
/// arrive sorted by path and findings by position, so every output is deterministic.
protocol Reporter {
    /// The name `--reporter` takes.
    static var name: String { get }
    /// Writes the report of `files` (those with findings) to `out`, piece by piece.
    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream)
}

/// ReportContext is what a report needs besides the findings.
struct ReportContext {
    /// Whether the terminal takes colors (`full`).
    var color = false
    /// What kept the run from reading everything (a path that does not exist, an unreadable
    /// file or directory, a broken configuration): SARIF lists them as the run's notifications,
    /// the others leave them to standard error.
    var problems: [String] = []
}

/// Reporters holds the reporters in the order `--help` lists them, the first the default:
/// `xcode`, `full`, `json`, `github`, `sarif` and `checkstyle` (the shapes TOOLING.md fixes).
enum Reporters {
    static let all: [any Reporter.Type] = [XcodeReporter.self, FullReporter.self, JSONReporter.self, GitHubReporter.self,
                                           SARIFReporter.self, CheckstyleReporter.self]
    static var names: [String] { all.map { $0.name } }

    /// The report of `files` in the reporter `name`, as one text (tests; one file's report).
    static func render(_ name: String, _ files: [LintedFile], configs: [LintConfiguration], color: Bool, problems: [String] = []) -> String {
        var text = ""
        render(name, files, configs: configs, color: color, problems: problems, into: &text)
        return text
    }

    /// Writes the report of `files` to `out` piece by piece: a run with many findings never holds
    /// its whole report.
    static func render(_ name: String, _ files: [LintedFile], configs: [LintConfiguration], color: Bool, problems: [String] = [],
                       into out: inout some TextOutputStream) {
        // Only files with findings are reported (a run over a big tree holds thousands without).
        let reporter = all.first { $0.name == name } ?? all[0]
        reporter.write(files.filter { !$0.findings.isEmpty }, context: ReportContext(color: color, problems: problems), into: &out)
    }
}

/// A finding's place: 1-based lines, columns as a reporter counts them.
struct ReportPlace {
    var line: Int, column: Int, endLine: Int, endColumn: Int
}

/// What every reporter uses: places in a file, paths.
extension Reporter {

    /// 1-based lines and UTF-8 byte columns (as compilers and Xcode count them).
    static func place(_ range: ByteRange, _ file: LintedFile) -> ReportPlace {
        let start = file.lines.location(of: range.lowerBound), end = file.lines.location(of: range.upperBound)
        return ReportPlace(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The same place with columns counted in UTF-16 code units (SARIF's `utf16CodeUnits`).
    static func utf16Place(_ range: ByteRange, _ file: LintedFile) -> ReportPlace {
        func column(_ offset: Int) -> (Int, Int) {
            let location = file.lines.location(of: offset)
            let lineStart = file.lines.lineStarts[location.line - file.lines.firstLine]
            let prefix = file.bytes[lineStart..<min(max(offset, lineStart), file.bytes.count)]
            return (location.line, String(decoding: prefix, as: UTF8.self).utf16.count + 1)
        }
        let (line, col) = column(range.lowerBound), (endLine, endCol) = column(range.upperBound)
        return ReportPlace(line: line, column: col, endLine: endLine, endColumn: endCol)
    }

    static func absolute(_ path: String) -> String { Paths.absolute(path) }

    /// `path` relative to the repository (the nearest directory with `.git` above the current
    /// directory), else to the current directory.
    static func repositoryRelative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let root = Paths.workTreeTop(of: cwd).flatMap { $0 == "/" ? nil : $0 } ?? cwd
        let full = absolute(path)
        return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
    }
}
