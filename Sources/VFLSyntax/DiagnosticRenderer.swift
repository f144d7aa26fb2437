/// DiagnosticRenderer turns diagnostics into text: the one-line form compilers and Xcode read,
/// and a snippet with the source line and carets under the exact range.
///
/// Ranges are byte offsets into `source`; the renderer maps them to lines and columns.
/// Colour is off unless asked for; the command line turns it on for terminals only.
public struct DiagnosticRenderer {
    /// Whether to emit ANSI colour codes.
    public var useColor: Bool

    /// Creates a renderer.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// `path:line:col: severity: message [rule_id]`, the form Xcode, VS Code and Vim parse.
    public func oneLine(_ diagnostic: Diagnostic, path: String, lines: LineTable) -> String {
        let location = lines.location(of: diagnostic.range.lowerBound)
        return "\(path):\(location.line):\(location.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.message) [\(diagnostic.rule)]"
    }

    /// A multi-line snippet: header, location, the source line and carets (none for a
    /// file-wide diagnostic), notes, the runtime message and the fixes.
    public func snippet(_ diagnostic: Diagnostic, path: String, source: [UInt8], lines: LineTable) -> String {
        let location = lines.location(of: diagnostic.range.lowerBound)
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        var out = paint(diagnostic.severity.rawValue, severityColor(diagnostic.severity))
        out += paint("[\(diagnostic.code)]: ", bold: true) + paint(diagnostic.message, bold: true)
        out += " [\(diagnostic.rule)]\n"
        out += "\(pad)--> \(path):\(location.line):\(location.column)\n"
        if !diagnostic.id.isFileWide {
            let (lineText, caretPrefix, caretCount) = lineAndCarets(diagnostic.range, location: location,
                                                                    source: source, lines: lines)
            out += "\(pad) |\n"
            out += "\(gutter) | \(lineText)\n"
            out += "\(pad) | \(caretPrefix)" + paint(String(repeating: "^", count: caretCount), "32") + "\n"
        }
        for note in diagnostic.notes {
            out += "\(pad) = " + paint("note", "36") + ": \(note.message)\n"
            guard let range = note.range, range.lowerBound <= source.count else { continue }
            // A note that points elsewhere shows that place too.
            let noteLocation = lines.location(of: range.lowerBound)
            let noteGutter = String(noteLocation.line)
            let notePad = String(repeating: " ", count: max(noteGutter.count, gutter.count))
            let (text, prefix, count) = lineAndCarets(range, location: noteLocation, source: source, lines: lines)
            out += "\(notePad)--> \(path):\(noteLocation.line):\(noteLocation.column)\n"
            out += String(repeating: " ", count: notePad.count - noteGutter.count) + "\(noteGutter) | \(text)\n"
            out += "\(notePad) | \(prefix)" + paint(String(repeating: "-", count: count), "36") + "\n"
        }
        if let apple = diagnostic.apple {
            out += "\(pad) = " + paint("runtime", "36") + ": \(apple)\n"
        }
        for fix in diagnostic.fixes {
            out += "\(pad) = " + paint("fix", "32") + ": \(fix.message)\n"
        }
        return out
    }

    /// The display text of the range's first line, the prefix that puts carets under the
    /// range (tabs kept so columns line up), and the number of carets (at least one).
    func lineAndCarets(_ range: ByteRange, location: SourceLocation, source: [UInt8],
                       lines: LineTable) -> (String, String, Int) {
        let lineStart = lines.lineStarts[location.line - lines.firstLine]
        var lineEnd = lineStart
        while lineEnd < source.count, source[lineEnd] != UInt8(ascii: "\n"), source[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let start = min(max(range.lowerBound, lineStart), lineEnd)
        var end = min(max(range.upperBound, start), lineEnd)
        // A long line (a format of thousands of views) shows the range's neighbourhood, not the
        // whole line: output stays proportional to the number of diagnostics.
        var shownStart = lineStart, shownEnd = lineEnd
        if lineEnd - lineStart > DiagnosticRenderer.longLine {
            end = min(end, start + DiagnosticRenderer.longLine)
            shownStart = max(lineStart, start - DiagnosticRenderer.context)
            shownEnd = min(lineEnd, end + DiagnosticRenderer.context)
            while shownStart > lineStart, shownStart < source.count, source[shownStart] & 0xC0 == 0x80 { shownStart -= 1 }
            while shownEnd < lineEnd, source[shownEnd] & 0xC0 == 0x80 { shownEnd += 1 }
        }
        let before = shownStart > lineStart ? "…" : "", after = shownEnd < lineEnd ? "…" : ""
        let display = before + printable(source[shownStart..<shownEnd]) + after
        var prefix = before.isEmpty ? "" : " "
        for scalar in String(decoding: source[shownStart..<start], as: UTF8.self).unicodeScalars {
            prefix.append(scalar == "\t" ? "\t" : " ")
        }
        let underlined = String(decoding: source[start..<end], as: UTF8.self).unicodeScalars.count
        return (display, prefix, max(1, underlined))
    }

    /// Lines longer than this many bytes are shown around the range only, with `context` bytes each side.
    static let longLine = 240
    static let context = 60

    /// The line with control characters shown as `?` so the terminal is not disturbed.
    func printable(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                text.append("?")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    func paint(_ text: String, _ code: String? = nil, bold: Bool = false) -> String {
        guard useColor else { return text }
        let sequence = code ?? (bold ? "1" : "0")
        return "\u{1B}[\(sequence)m\(text)\u{1B}[0m"
    }
}
