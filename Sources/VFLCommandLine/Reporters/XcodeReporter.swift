import Foundation
import VFLLint
import VFLSyntax

enum XcodeReporter: Reporter {
    static let name = "xcode"

    /// `/abs/path.swift:12:40: error: message [rule_id]`, then each note as a `note:` line at its
    /// own place, or (a note with none, as "did you mean 'pad'?") at the finding's, as clang does.
    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        for file in files {
            // One finding, one line: no byte of a path or a quoted format may break it or reach the terminal raw.
            let path = Terminal.escaped(absolute(file.path), keepLineBreaks: false)
            // Written piece by piece, each finding read in place: a run can print millions of lines.
            func place(_ location: SourceLocation) {
                out.write(path)
                out.write(":")
                out.write(String(location.line))
                out.write(":")
                out.write(String(location.column))
            }
            for index in file.findings.indices {
                // Only where each starts: the form has no end.
                let p = file.lines.location(of: file.findings[index].range.lowerBound)
                place(p)
                out.write(": ")
                out.write(file.findings[index].severity.rawValue)
                out.write(": ")
                out.write(Terminal.escaped(file.findings[index].message, keepLineBreaks: false))
                out.write(" [")
                out.write(file.findings[index].rule)
                out.write("]\n")
                for note in file.findings[index].notes {
                    place(note.range.map { file.lines.location(of: $0.lowerBound) } ?? p)
                    out.write(": note: ")
                    out.write(Terminal.escaped(note.message, keepLineBreaks: false))
                    out.write("\n")
                }
            }
        }
    }
}
