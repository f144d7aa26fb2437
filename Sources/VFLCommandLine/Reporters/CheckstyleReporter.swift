import Foundation
import VFLLint
import VFLSyntax

enum CheckstyleReporter: Reporter {
    static let name = "checkstyle"

    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        func xml(_ text: String) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&apos;"
                case "\n": out += "&#10;"
                // A raw tab in an attribute is read back as a space (XML attribute normalisation).
                case "\t": out += "&#9;"
                default:
                    // XML 1.0 has no other control characters (nor U+FFFE, U+FFFF), not even as
                    // references: they are written as text (`\u{1B}`), as the other reporters write them.
                    if scalar == "\r" { out += "&#13;" }
                    else if scalar.value < 0x20 || scalar.value == 0x7F { out += Terminal.escaped(String(scalar), keepLineBreaks: false) }
                    else if scalar.value == 0xFFFE || scalar.value == 0xFFFF { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
                    else { out.unicodeScalars.append(scalar) }
                }
            }
            return out
        }
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for file in files {
            out.write("  <file name=\"\(xml(file.path))\">\n")
            for finding in file.findings {
                let p = place(finding.range, file)
                out.write("    <error line=\"\(p.line)\" column=\"\(p.column)\" severity=\"\(finding.severity == .note ? "info" : finding.severity.rawValue)\" ")
                out.write("message=\"\(xml(GitHubReporter.messageWithNotes(finding, file)))\" source=\"vfl-lint.\(finding.rule)\"/>\n")
            }
            out.write("  </file>\n")
        }
        out.write("</checkstyle>\n")
    }
}
