import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax

/// ExplainLogCommand is `vfl explain-log`: reads Auto Layout's "Unable to simultaneously satisfy
/// constraints" reports from a pasted log and says why each set cannot hold.
enum ExplainLogCommand {
    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        var json = false
        var path: String? = nil
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "-": path = "-"
            default:
                if argument.hasPrefix("-") {
                    output.error("vfl explain-log: unknown option '\(argument)'")
                    return 2
                }
                path = argument
            }
        }
        let data: Data?
        if path == nil || path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: path!)
        }
        guard let data else {
            output.error("vfl explain-log: \(path!): cannot read the file")
            return 2
        }
        let logs = RuntimeLog.conflicts(in: String(decoding: data, as: UTF8.self))
        if logs.isEmpty {
            output.error("vfl explain-log: no 'Unable to simultaneously satisfy constraints' report found")
            return 1
        }
        var first = true
        for log in logs {
            let explanation = LogExplainer.explain(log)
            if json {
                output.write(jsonObject(explanation) + "\n")
                continue
            }
            if !first { output.write("\n") }
            first = false
            output.write("Conflict reported at line \(log.line): \(log.constraints.count) constraint\(log.constraints.count == 1 ? "" : "s")\n")
            for (index, constraint) in log.constraints.enumerated() {
                var tags: [String] = []
                if index == log.broken { tags.append("broken") }
                if explanation.minimal.contains(index) { tags.append("in conflict") }
                if let identifier = constraint.identifier { tags.append("'\(identifier)'") }
                if constraint.className != "NSLayoutConstraint" { tags.append(constraint.className) }
                if let made = constraint.sourceLocation { tags.append("made at \(made)") }
                output.write("  #\(index + 1)  \(constraint.equation)" + (tags.isEmpty ? "" : "   [\(tags.joined(separator: ", "))]") + "\n")
            }
            for (line, text) in log.unreadable { output.write("  (line \(line): not read: \(text))\n") }
            output.write(explanation.text)
        }
        return 0
    }

    static func jsonObject(_ explanation: LogExplanation) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("kind", "conflict")
        writer.field("line", explanation.log.line)
        writer.beginArray("constraints")
        for constraint in explanation.log.constraints {
            writer.beginObject()
            writer.field("address", constraint.address)
            writer.field("class", constraint.className)
            writer.field("identifier", constraint.identifier)
            writer.field("source", constraint.sourceLocation)
            item(&writer, "first", constraint.firstItem, constraint.firstAttribute)
            writer.field("relation", constraint.relation.description)
            if constraint.secondItem != nil { item(&writer, "second", constraint.secondItem, constraint.secondAttribute) } else { writer.null("second") }
            writer.field("multiplier", constraint.multiplier)
            writer.field("constant", constraint.constant)
            writer.field("priority", constraint.priority)
            writer.field("text", constraint.text)
            writer.endObject()
        }
        writer.endArray()
        if let broken = explanation.log.broken { writer.field("broken", broken) } else { writer.null("broken") }
        writer.field("unsatisfiable", explanation.unsatisfiable)
        writer.beginArray("minimal")
        for index in explanation.minimal { writer.element(index) }
        writer.endArray()
        writer.field("explanation", explanation.text)
        writer.endObject()
        return writer.text
    }

    static func item(_ writer: inout JSONWriter, _ key: String, _ item: LogItem?, _ attribute: LayoutAttribute) {
        writer.beginObject(key)
        writer.field("item", item.map { "\($0.className):\($0.address)" + ($0.label.map { "'\($0)'" } ?? "") } ?? "")
        writer.field("attribute", attribute.description)
        writer.endObject()
    }
}
