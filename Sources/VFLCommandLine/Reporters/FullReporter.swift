import Foundation
import VFLLint
import VFLSyntax

enum FullReporter: Reporter {
    static let name = "full"

    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        let renderer = DiagnosticRenderer(useColor: context.color)
        for file in files {
            // Control bytes of the source become '?' (same length, so the carets stay aligned).
            let source = file.bytes.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D || $0 == 0x7F })
                ? file.bytes.map { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D || $0 == 0x7F ? UInt8(ascii: "?") : $0 } : file.bytes
            let path = Terminal.escaped(file.path, keepLineBreaks: false)
            for finding in file.findings {
                var shown = finding.escapedForTerminal
                shown.fixes = finding.fix.map { [$0] } ?? []
                out.write(renderer.snippet(shown, path: path, source: source, lines: file.lines))
            }
        }
    }
}
