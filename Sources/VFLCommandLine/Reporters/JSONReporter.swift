import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

enum JSONReporter: Reporter {
    static let name = "json"

    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        var writer = JSONWriter()
        writer.beginArray()
        for file in files {
            for finding in file.findings {
                let p = place(finding.range, file)
                writer.beginObject()
                writer.field("rule", finding.rule)
                writer.field("code", finding.id.code)
                writer.field("severity", finding.severity.rawValue)
                writer.field("message", finding.message)
                writer.field("file", file.path)
                writer.field("line", p.line)
                writer.field("column", p.column)
                writer.field("endLine", p.endLine)
                writer.field("endColumn", p.endColumn)
                writer.field("apple", finding.apple)
                if let fix = finding.fix {
                    writer.beginObject("fix")
                    writer.field("message", fix.message)
                    writer.beginArray("edits")
                    for edit in fix.edits {
                        let e = place(edit.range, file)
                        writer.beginObject()
                        writer.field("line", e.line)
                        writer.field("column", e.column)
                        writer.field("endLine", e.endLine)
                        writer.field("endColumn", e.endColumn)
                        writer.field("replacement", edit.replacement)
                        writer.endObject()
                    }
                    writer.endArray()
                    writer.endObject()
                } else {
                    writer.null("fix")
                }
                writer.beginArray("notes")
                for note in finding.notes {
                    writer.beginObject()
                    writer.field("message", note.message)
                    if let range = note.range {
                        let n = place(range, file)
                        writer.field("line", n.line)
                        writer.field("column", n.column)
                    }
                    writer.endObject()
                }
                writer.endArray()
                writer.endObject()
                out.write(writer.drain())
            }
        }
        writer.endArray()
        out.write(writer.drain() + "\n")
    }
}
