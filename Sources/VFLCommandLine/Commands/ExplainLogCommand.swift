import Foundation
import VFLJSON
import VFLLayout
import VFLRuntimeLog
import VFLLint
import VFLSemantics
import VFLSyntax

/// ExplainLogCommand is `vfl explain-log`: reads Auto Layout's "Unable to simultaneously satisfy
/// constraints" reports from a pasted log and says why each set cannot hold.
enum ExplainLogCommand {
    static let subcommand = Subcommand(
        name: "explain-log", synopsis: ["[--json] [--svg OUT.svg] [--source DIR] [FILE|-]"],
        summary: ["Read Auto Layout's \"Unable to simultaneously satisfy constraints\" reports",
                  "from a pasted log: every constraint, the broken one, and why they conflict;",
                  "with --source, the lines of the project's code that make each constraint."]) { run($0, output: &$1) }

    static func run(_ arguments: [String], output: inout Output) -> Int32 {
        // A pasted log is someone else's text: its control bytes are shown, never run.
        output.escapesControlBytes = true
        var source: String? = nil
        var svgPath: String? = nil
        var parsed = CommandArguments(arguments, tool: "vfl explain-log", common: [.json])
        while let option = parsed.nextOption() {
            switch option {
            case "--svg": svgPath = parsed.value("a file")
            case "--source": source = parsed.value("a directory")
            default: parsed.rejectOption()
            }
        }
        if parsed.operands.count > 1 { parsed.fail("give one log file, or '-' (or nothing) for standard input") }
        if let problem = parsed.problem {
            output.error(problem)
            return 2
        }
        let json = parsed.json, path = parsed.operands.first
        let data: Data
        do {
            data = Data(path == nil || path == "-" ? try StandardInput.read(limit: StandardInput.largestLog) : try StandardInput.read(path: path!, limit: StandardInput.largestLog))
        } catch {
            output.error("vfl explain-log: \(error)")
            return 2
        }
        let text = String(decoding: data, as: UTF8.self)
        let logs = RuntimeLog.conflicts(in: text)
        let traces = RuntimeLog.ambiguities(in: text)
        if logs.isEmpty && traces.isEmpty {
            output.error("vfl explain-log: no 'Unable to simultaneously satisfy constraints' report (nor an AMBIGUOUS LAYOUT trace) found")
            return 1
        }
        var sources: LogSources? = nil
        var sourcesIncomplete = false
        if let source {
            var problems: [String] = []
            guard case .success(let paths) = FileWalker.collect(source, honourIgnores: true, problems: &problems) else {
                output.error("vfl explain-log: \(Terminal.shown(source)): cannot be read")
                return 2
            }
            // A project read in part may lack the lines to name: the explanations are still given,
            // the places said to be incomplete, and the run fails.
            for problem in problems { output.error("vfl explain-log: \(problem)") }
            sourcesIncomplete = !problems.isEmpty
            // Each read as a lint run reads it (a path swapped meanwhile is refused), within the
            // default `max_file_size_mb`.
            let files = paths.compactMap { path -> (String, [UInt8])? in
                switch FileBytes.read(path: path, limit: StandardInput.largestInput) {
                case .success(let bytes): return (path, bytes)
                case .failure(let failure):
                    output.error("vfl explain-log: \(Terminal.shown(path)): " + Paths.whyNotRead(path, failure, limit: StandardInput.largestInput))
                    sourcesIncomplete = true
                    return nil
                }
            }
            sources = LogSources(files: files)
        }
        var first = true
        var svgIndex = 0
        // Reports and traces in the order the log has them.
        enum Report { case conflict(ConflictLog), ambiguity(AmbiguityTrace) }
        var reports = logs.map(Report.conflict) + traces.map(Report.ambiguity)
        func line(_ report: Report) -> Int {
            switch report { case .conflict(let log): return log.line; case .ambiguity(let trace): return trace.line }
        }
        reports.sort { line($0) < line($1) }
        for report in reports {
            guard case .conflict(let log) = report else {
                if case .ambiguity(let trace) = report {
                    if json { output.write(ambiguityJSON(trace, sources: sources) + "\n"); continue }
                    if !first { output.write("\n") }
                    first = false
                    output.write(ambiguityText(trace, sources: sources))
                }
                continue
            }
            let explanation = LogExplainer.explain(log)
            if let svgPath {
                // One picture per report: the first to the path given, later ones numbered (a
                // stream such as /dev/stdout takes them all in turn).
                svgIndex += 1
                let numbered = svgIndex > 1 && AtomicFile.stream(svgPath) == nil
                let picture = !numbered ? svgPath : (svgPath.hasSuffix(".svg") ? String(svgPath.dropLast(4)) : svgPath) + "-\(svgIndex).svg"
                if let log = path, log != "-", AtomicFile.isSameFile(picture, log) {
                    output.error("vfl explain-log: --svg \(Terminal.shown(picture)) is the log itself; give another path for the picture")
                    return 2
                }
                do { try AtomicFile.writeOutput(Array(LogSVG.render(explanation).utf8), to: picture, output: &output) } catch {
                    output.error("vfl explain-log: \(Terminal.shown(picture)): cannot write the picture: \(AtomicFile.reason(error))")
                    return 2
                }
            }
            let places = log.constraints.map { sources?.candidates(for: $0) ?? [] }
            if json {
                output.write(jsonObject(explanation, places: sources == nil ? nil : places) + "\n")
                continue
            }
            if !first { output.write("\n") }
            first = false
            output.write((log.isBareList ? "Constraints listed at line \(log.line) (a list without its report: which one the runtime broke is not known): "
                                         : "Conflict reported at line \(log.line): ")
                         + "\(log.constraints.count) constraint\(log.constraints.count == 1 ? "" : "s")\n")
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
            if log.broken == nil && !log.recoveryLineSeen && !log.isBareList && !log.isCutOff && !log.constraints.isEmpty {
                output.write("(The paste stops before \"Will attempt to recover by breaking constraint\": which one the runtime broke is not known.)\n")
            }
            output.write(explanation.text)
            if sources != nil {
                output.write(sourcesIncomplete ? "Where to look (in the files that could be read; others may make these constraints):\n" : "Where to look:\n")
                for (index, candidates) in places.enumerated() {
                    let constraint = log.constraints[index]
                    if candidates.isEmpty {
                        output.write("  #\(index + 1)  " + (constraint.isSystemMade ? "made by the system, not by a format\n" : "no format or anchor call of the project makes a constraint of this shape (a storyboard, a xib, NSLayoutConstraint(item:…), a layout library or a computed constant may)\n"))
                    }
                    for (rank, candidate) in candidates.enumerated() {
                        output.write("  #\(index + 1)  " + (rank == 0 ? "" : "or ") + "\(Terminal.shown(candidate.path)):\(candidate.line): \(candidate.reason)\n")
                    }
                }
            }
        }
        return sourcesIncomplete ? 2 : 0
    }

    static func ambiguityText(_ trace: AmbiguityTrace, sources: LogSources?) -> String {
        guard !trace.ambiguous.isEmpty || !trace.missingHosts.isEmpty else {
            return "Layout trace at line \(trace.line): no view is marked AMBIGUOUS LAYOUT.\n"
        }
        var text = "Ambiguous layout reported at line \(trace.line): \(trace.ambiguous.count) view\(trace.ambiguous.count == 1 ? "" : "s")\n"
        // Items that read alike (two guides of one label) keep their address apart.
        var uses: [String: Int] = [:]
        for entry in trace.ambiguous { uses[entry.item.displayName, default: 0] += 1 }
        func shown(_ item: LogItem) -> String {
            uses[item.displayName, default: 0] > 1 ? "\(item.displayName) (\(item.address))" : item.displayName
        }
        for (window, line) in trace.markedWindows {
            text += "  \(shown(window)) (line \(line)) is marked too: it is the window whose layout holds them.\n"
        }
        for (host, line) in trace.missingHosts {
            text += "  \(shown(host)) (line \(line)) hosts auto layout but nothing places it (MISSING HOST CONSTRAINTS): constrain it first; the views inside it may be ambiguous only because of it.\n"
        }
        for entry in trace.ambiguous {
            let what = entry.attributes.isEmpty ? "ambiguous" : entry.attributes.joined(separator: ", ") + " not determined"
            text += "  \(shown(entry.item)): \(what) (line \(entry.line)): " + LogExplainer.advice(forAmbiguous: entry.item, attributes: entry.attributes) + "\n"
            for place in sources?.placing(entry.item) ?? [] {
                text += "    placed by \(place.path):\(place.line): \(place.reason)\n"
            }
        }
        return text
    }

    static func ambiguityJSON(_ trace: AmbiguityTrace, sources: LogSources?) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("kind", "ambiguity")
        writer.field("line", trace.line)
        writer.beginArray("ambiguous")
        for entry in trace.ambiguous {
            writer.beginObject()
            writer.field("item", itemText(entry.item))
            writer.beginArray("attributes")
            for attribute in entry.attributes { writer.element(attribute) }
            writer.endArray()
            writer.field("line", entry.line)
            if let sources {
                writer.beginArray("sources")
                for place in sources.placing(entry.item) { write(place, constraint: nil, to: &writer) }
                writer.endArray()
            }
            writer.endObject()
        }
        writer.endArray()
        for (key, items) in [("markedWindows", trace.markedWindows), ("missingHosts", trace.missingHosts)] {
            writer.beginArray(key)
            for (item, line) in items {
                writer.beginObject()
                writer.field("item", itemText(item))
                writer.field("line", line)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.text
    }

    static func jsonObject(_ explanation: LogExplanation, places: [[LogSources.Candidate]]?) -> String {
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
            writer.field("constant", constraint.constantIsKnown ? constraint.constant : nil)
            writer.field("priority", constraint.priority)
            writer.field("text", constraint.text)
            writer.endObject()
        }
        writer.endArray()
        if let broken = explanation.log.broken { writer.field("broken", broken) } else { writer.null("broken") }
        writer.field("brokenFromAnotherRun", explanation.log.brokenIsFromAnotherRun)
        writer.beginArray("unread")
        for (line, text) in explanation.log.unreadable {
            writer.beginObject()
            writer.field("line", line)
            writer.field("text", text)
            writer.endObject()
        }
        writer.endArray()
        writer.field("cutOff", explanation.log.isCutOff)
        writer.field("unsatisfiable", explanation.unsatisfiable)
        writer.beginArray("minimal")
        for index in explanation.minimal { writer.element(index) }
        writer.endArray()
        writer.field("explanation", explanation.text)
        if let places {
            writer.beginArray("sources")
            for (index, candidates) in places.enumerated() {
                for candidate in candidates { write(candidate, constraint: index, to: &writer) }
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.text
    }

    /// An item as the log writes it: `UILabel:0x…'Title'`.
    static func itemText(_ item: LogItem) -> String { item.logText }

    /// One place of `--source`, with the constraint it is for (a conflict's) or none (a trace's).
    static func write(_ candidate: LogSources.Candidate, constraint: Int?, to writer: inout JSONWriter) {
        writer.beginObject()
        if let constraint { writer.field("constraint", constraint) }
        writer.field("path", candidate.path)
        writer.field("line", candidate.line)
        writer.field("reason", candidate.reason)
        writer.endObject()
    }

    static func item(_ writer: inout JSONWriter, _ key: String, _ item: LogItem?, _ attribute: LayoutAttribute) {
        writer.beginObject(key)
        writer.field("item", item.map(itemText) ?? "")
        writer.field("attribute", attribute.description)
        writer.endObject()
    }
}
