import Foundation
import VFLLint
import VFLSyntax

extension Reporters {
    static func full(_ files: [LintedFile], color: Bool) -> String {
        let renderer = DiagnosticRenderer(useColor: color)
        var out = ""
        for file in files {
            // Control bytes of the source become '?' (same length, so the carets stay aligned).
            let source = file.bytes.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D || $0 == 0x7F })
                ? file.bytes.map { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D || $0 == 0x7F ? UInt8(ascii: "?") : $0 } : file.bytes
            let path = Terminal.escaped(file.path, keepLineBreaks: false)
            for finding in file.findings {
                var diagnostic = Diagnostic(finding.id, finding.range, Terminal.escaped(finding.message), apple: finding.apple.map { Terminal.escaped($0) },
                                            notes: finding.notes.map { DiagnosticNote(Terminal.escaped($0.message), range: $0.range) },
                                            fixes: finding.fix.map { [$0] } ?? [])
                diagnostic.severity = finding.severity
                out += renderer.snippet(diagnostic, path: path, source: source, lines: file.lines)
            }
        }
        return out
    }
}
