import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

enum SARIFReporter: Reporter {
    static let name = "sarif"

    static func write(_ files: [LintedFile], context: ReportContext, into out: inout some TextOutputStream) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.field("version", "2.1.0")
        writer.beginArray("runs")
        writer.beginObject()
        writer.beginObject("tool")
        writer.beginObject("driver")
        writer.field("name", "vfl-lint")
        writer.field("informationUri", RuleCatalog.home)
        writer.beginArray("rules")
        let used = Set(files.flatMap { $0.findings.map(\.rule) })
        var ruleIndex: [String: Int] = [:]
        for doc in RuleCatalog.all where used.contains(doc.rule) {
            ruleIndex[doc.rule] = ruleIndex.count
            writer.beginObject()
            writer.field("id", doc.rule)
            writer.field("name", doc.rule)
            writer.beginObject("shortDescription")
            writer.field("text", doc.id.summary)
            writer.endObject()
            writer.beginObject("help")
            writer.field("text", "\(doc.why) Fix: \(doc.fix) Example: \(doc.example)")
            writer.endObject()
            writer.field("helpUri", doc.helpURL)
            writer.beginObject("defaultConfiguration")
            writer.field("level", level(doc.id.defaultSeverity))
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.field("columnKind", "utf16CodeUnits")
        writer.beginArray("results")
        for file in files {
            for finding in file.findings {
                writer.beginObject()
                writer.field("ruleId", finding.rule)
                if let index = ruleIndex[finding.rule] { writer.field("ruleIndex", index) }
                writer.field("level", level(finding.severity))
                writer.beginObject("message")
                writer.field("text", finding.message)
                writer.endObject()
                writer.beginArray("locations")
                writer.beginObject()
                physicalLocation(&writer, finding.range, file)
                writer.endObject()
                writer.endArray()
                // Notes that point elsewhere (the other half of a conflict) as related locations.
                let related = finding.notes.compactMap { note in note.range.map { (note.message, $0) } }
                if !related.isEmpty {
                    writer.beginArray("relatedLocations")
                    for (index, (message, range)) in related.enumerated() {
                        writer.beginObject()
                        writer.field("id", index + 1)
                        physicalLocation(&writer, range, file)
                        writer.beginObject("message")
                        writer.field("text", message)
                        writer.endObject()
                        writer.endObject()
                    }
                    writer.endArray()
                }
                writer.endObject()
                out.write(writer.drain())
            }
        }
        writer.endArray()
        // The run itself: whether it read everything, and if not, what kept it from doing so.
        writer.beginArray("invocations")
        writer.beginObject()
        writer.field("executionSuccessful", context.problems.isEmpty)
        if !context.problems.isEmpty {
            writer.beginArray("toolExecutionNotifications")
            for problem in context.problems {
                writer.beginObject()
                writer.field("level", "error")
                writer.beginObject("message")
                writer.field("text", problem)
                writer.endObject()
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        out.write(writer.drain() + "\n")
    }

    /// A SARIF `physicalLocation`: the file, relative, and the region in UTF-16 columns.
    static func physicalLocation(_ writer: inout JSONWriter, _ range: ByteRange, _ file: LintedFile) {
        let p = utf16Place(range, file)
        writer.beginObject("physicalLocation")
        writer.beginObject("artifactLocation")
        writer.field("uri", URIReference.encode(repositoryRelative(file.path)))
        writer.endObject()
        writer.beginObject("region")
        writer.field("startLine", p.line)
        writer.field("startColumn", p.column)
        writer.field("endLine", p.endLine)
        writer.field("endColumn", max(p.endColumn, p.line == p.endLine ? p.column : 1))
        writer.endObject()
        writer.endObject()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
