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
            for finding in file.findings {
                // Only where each starts: the form has no end.
                let p = file.lines.location(of: finding.range.lowerBound)
                out.write("\(path):\(p.line):\(p.column): \(finding.severity.rawValue): \(Terminal.escaped(finding.message, keepLineBreaks: false)) [\(finding.rule)]\n")
                for note in finding.notes {
                    let n = note.range.map { file.lines.location(of: $0.lowerBound) } ?? p
                    out.write("\(path):\(n.line):\(n.column): note: \(Terminal.escaped(note.message, keepLineBreaks: false))\n")
                }
            }
        }
    }
}
