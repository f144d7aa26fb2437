import Foundation
import VFLLint
import VFLSyntax

/// Reporters render findings in the shapes TOOLING.md fixes: `xcode` (default), `full`, `json`,
/// `github`, `sarif` and `checkstyle`. Files arrive sorted by path and findings by position, so
/// every output is deterministic.
enum Reporters {
    static let names = ["xcode", "full", "json", "github", "sarif", "checkstyle"]

    static func render(_ name: String, _ files: [LintedFile], configs: [LintConfiguration], color: Bool) -> String {
        switch name {
        case "full": return full(files, color: color)
        case "json": return json(files)
        case "github": return github(files)
        case "sarif": return sarif(files)
        case "checkstyle": return checkstyle(files)
        default: return xcode(files)
        }
    }

    struct Place {
        var line: Int, column: Int, endLine: Int, endColumn: Int
    }

    /// 1-based lines and UTF-8 byte columns (as compilers and Xcode count them).
    static func place(_ range: ByteRange, _ file: LintedFile) -> Place {
        let start = file.lines.location(of: range.lowerBound), end = file.lines.location(of: range.upperBound)
        return Place(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The same place with columns counted in UTF-16 code units (SARIF's `utf16CodeUnits`).
    static func utf16Place(_ range: ByteRange, _ file: LintedFile) -> Place {
        func column(_ offset: Int) -> (Int, Int) {
            let location = file.lines.location(of: offset)
            let lineStart = file.lines.lineStarts[location.line - file.lines.firstLine]
            let prefix = file.bytes[lineStart..<min(max(offset, lineStart), file.bytes.count)]
            return (location.line, String(decoding: prefix, as: UTF8.self).utf16.count + 1)
        }
        let (line, col) = column(range.lowerBound), (endLine, endCol) = column(range.upperBound)
        return Place(line: line, column: col, endLine: endLine, endColumn: endCol)
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `path` relative to the repository (the nearest directory with `.git` above the current
    /// directory), else to the current directory.
    static func repositoryRelative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        var root = cwd
        while root != "/" && !FileManager.default.fileExists(atPath: root + "/.git") {
            root = (root as NSString).deletingLastPathComponent
        }
        if root == "/" { root = cwd }
        let full = absolute(path)
        return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
    }

    // MARK: xcode

    /// `/abs/path.swift:12:40: error: message [rule_id]`, notes with places as `note:` lines.
    static func xcode(_ files: [LintedFile]) -> String {
        var out = ""
        for file in files {
            // One finding, one line: no byte of a path or a quoted format may break it or reach the terminal raw.
            let path = Terminal.escaped(absolute(file.path), keepLineBreaks: false)
            for finding in file.findings {
                let p = place(finding.range, file)
                out += "\(path):\(p.line):\(p.column): \(finding.severity.rawValue): \(Terminal.escaped(finding.message, keepLineBreaks: false)) [\(finding.rule)]\n"
                for note in finding.notes {
                    if let range = note.range {
                        let n = place(range, file)
                        out += "\(path):\(n.line):\(n.column): note: \(Terminal.escaped(note.message, keepLineBreaks: false))\n"
                    }
                }
            }
        }
        return out
    }

    // MARK: full

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

    // MARK: json

    static func json(_ files: [LintedFile]) -> String {
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
            }
        }
        writer.endArray()
        return writer.text + "\n"
    }

    // MARK: github

    /// The message with its notes, for reporters that have one text per finding: the other half
    /// of a conflict must not be lost.
    static func messageWithNotes(_ finding: Finding, _ file: LintedFile) -> String {
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

    /// GitHub Actions workflow commands, with the toolkit's escaping.
    static func github(_ files: [LintedFile]) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        var out = ""
        for file in files {
            let path = repositoryRelative(file.path)
            for finding in file.findings {
                let p = place(finding.range, file)
                let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
                out += "::\(command) file=\(property(path)),line=\(p.line),col=\(p.column),endLine=\(p.endLine),endColumn=\(p.endColumn),"
                out += "title=\(property("vfl-lint (\(finding.rule))"))::\(data(messageWithNotes(finding, file)))\n"
            }
        }
        return out
    }

    // MARK: sarif

    static func sarif(_ files: [LintedFile]) -> String {
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
            }
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// A SARIF `physicalLocation`: the file, relative, and the region in UTF-16 columns.
    static func physicalLocation(_ writer: inout JSONWriter, _ range: ByteRange, _ file: LintedFile) {
        let p = utf16Place(range, file)
        writer.beginObject("physicalLocation")
        writer.beginObject("artifactLocation")
        writer.field("uri", repositoryRelative(file.path))
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

    // MARK: checkstyle

    static func checkstyle(_ files: [LintedFile]) -> String {
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
                default:
                    if scalar.value < 0x20 && scalar != "\t" { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
                }
            }
            return out
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in files where !file.findings.isEmpty {
            out += "  <file name=\"\(xml(file.path))\">\n"
            for finding in file.findings {
                let p = place(finding.range, file)
                out += "    <error line=\"\(p.line)\" column=\"\(p.column)\" severity=\"\(finding.severity == .note ? "info" : finding.severity.rawValue)\" "
                out += "message=\"\(xml(messageWithNotes(finding, file)))\" source=\"vfl-lint.\(finding.rule)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
