import Foundation
import VFLLint
import VFLSyntax

enum GitHubReporter: Reporter {
    static let name = "github"

    /// The message with its notes, for reporters that have one text per finding: the other half
    /// of a conflict must not be lost.
    static func messageWithNotes(_ finding: Diagnostic, _ file: LintedFile) -> String {
        var text = finding.message
        for note in finding.notes {
            text += "\n" + note.message
            if let range = note.range {
                let n = place(range, file)
                text += " (line \(n.line), column \(n.column))"
            }
        }
        return text
    }

    /// GitHub Actions workflow commands, with the toolkit's escaping. Other control bytes (from
    /// someone's source or file names) are written as `\u{1B}`: the log viewer would run them.
    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        func data(_ text: String) -> String {
            Terminal.escaped(text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A"))
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        for file in files {
            let path = repositoryRelative(file.path)
            for finding in file.findings {
                let p = place(finding.range, file)
                let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
                out.write("::\(command) file=\(property(path)),line=\(p.line),col=\(p.column),endLine=\(p.endLine),endColumn=\(p.endColumn),")
                out.write("title=\(property("vfl-lint (\(finding.rule))"))::\(data(messageWithNotes(finding, file)))\n")
            }
        }
    }
}
