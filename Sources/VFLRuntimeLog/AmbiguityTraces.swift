import VFLLayout
import VFLSemantics
import VFLSyntax

extension RuntimeLog {
    /// Every ambiguity trace in `text`: the lines of a view-tree print-out (`_autolayoutTrace`)
    /// close together make one trace, with the views it marks "AMBIGUOUS LAYOUT" (merged when a
    /// paste repeats a line) and the hosts it marks "MISSING HOST CONSTRAINTS". A view whose
    /// line says which quantities are free (`… AMBIGUOUS LAYOUT for UILabel:0x….minY{id: 57}`)
    /// has them; one whose line does not (older systems: `*<UIView:0x…> - AMBIGUOUS LAYOUT`, and a
    /// window's line) has none listed. A print-out with no ambiguous view is a trace too, with
    /// none.
    public static func ambiguities(in text: String) -> [AmbiguityTrace] {
        var traces: [AmbiguityTrace] = []
        var current: AmbiguityTrace? = nil
        var treeLines = 0
        var lastLine = -100
        func close() {
            // A window marked with nothing else marked is all the trace says.
            if current != nil && current!.ambiguous.isEmpty {
                current!.ambiguous = current!.markedWindows.map { ($0.item, [], $0.line) }
                current!.markedWindows = []
            }
            // A lone tree-like line with nothing marked is not a trace.
            if let trace = current, !trace.ambiguous.isEmpty || !trace.missingHosts.isEmpty || treeLines >= 2 { traces.append(trace) }
            current = nil
            treeLines = 0
        }
        for (offset, whole) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated() {
            let number = offset + 1
            // A print-out collapsed onto one line (a forum's paste): each view's entry in turn.
            for raw in treeParts(whole) {
                // A debugger prompt ends a print-out.
                if raw.includes("(lldb)") { close(); continue }
                let hasMarker = raw.includes("AMBIGUOUS LAYOUT") || raw.includes("MISSING HOST CONSTRAINTS")
                guard hasMarker || raw.includes(":0x") else { continue }
                let line = raw.includes("\\") || raw.includes("&") ? Substring(unescaped(String(raw))) : raw
                // The line's view; a line that names its ambiguous quantities needs none (it may be the
                // second half of a wrapped line).
                let item = treeItem(line, marked: !hasMarker)
                guard item != nil || line.includes("AMBIGUOUS LAYOUT for ") else { continue }
                // A trace's lines come together; a gap of more than a screenful, or another window at
                // the root of a tree, starts another.
                let isRoot = item?.className.hasSuffix("Window") == true && line.drop(while: { $0 == " " || $0 == "\t" }).first != "|"
                if current != nil && (number - lastLine > 40 || isRoot) { close() }
                lastLine = number
                if current == nil { current = AmbiguityTrace(line: number, ambiguous: []) }
                treeLines += 1
                if line.includes("MISSING HOST CONSTRAINTS"), let item { current!.missingHosts.append((item, number)) }
                guard let marker = line.firstRange(ofBytes: "AMBIGUOUS LAYOUT") else { continue }
                var entries: [(LogItem, [String])] = []
                if let forMarker = line[marker.upperBound...].firstRange(ofBytes: " for ") {
                    // `Item.attr{id: N}, Item.attr{id: M}`: read in sequence (a label may hold commas).
                    var cursor = EquationCursor(String(line[forMarker.upperBound...]))
                    while !cursor.atEnd {
                        cursor.skipSpaces()
                        guard let item = cursor.item(), cursor.peek == "." else { break }
                        cursor.advance()
                        let attribute = cursor.identifier()
                        guard !attribute.isEmpty else { break }
                        if let index = entries.firstIndex(where: { $0.0.address == item.address }) {
                            entries[index].1.append(attribute)
                        } else {
                            entries.append((item, [attribute]))
                        }
                        while let c = cursor.peek, c != "," { cursor.advance() }
                        if cursor.peek == "," { cursor.advance() }
                    }
                }
                // Without "for …" (or cut off after it): the line's own view, its quantities not listed;
                // a window's line so marked sums up the views below it.
                if entries.isEmpty {
                    guard let item else { continue }
                    if item.className.hasSuffix("Window") {
                        if !current!.markedWindows.contains(where: { $0.item.address == item.address }) { current!.markedWindows.append((item, number)) }
                        continue
                    }
                    entries = [(item, [])]
                }
                for (item, attributes) in entries {
                    if let index = current!.ambiguous.firstIndex(where: { $0.item.address == item.address }) {
                        for attribute in attributes where !current!.ambiguous[index].attributes.contains(attribute) {
                            current!.ambiguous[index].attributes.append(attribute)
                        }
                    } else {
                        current!.ambiguous.append((item, attributes, number))
                    }
                }
            }
        }
        close()
        return traces
    }

    /// The entries of a view-tree print-out on one line, one per view: the line is cut before
    /// each `*`, `•` or `+` that marks a view (`| *UILabel:0x…`, after a space or a `|`) when it
    /// holds more than one. A line of one entry is itself.
    static func treeParts(_ line: Substring) -> [Substring] {
        guard line.includes("*") || line.includes("•") || line.includes("+") else { return [line] }
        var cuts: [Substring.Index] = []
        var previous: Character = " "
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if (c == "*" || c == "•" || c == "+") && (previous == " " || previous == "|" || previous == "\t") {
                var view = line[line.index(after: i)...].prefix(160)
                if view.first == "<" { view = view.dropFirst() }
                let name = view.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if !name.isEmpty, view.dropFirst(name.count).drop(while: { $0 == ":" || $0 == " " }).hasPrefix("0x"),
                   view.dropFirst(name.count).first == ":" {
                    cuts.append(i)
                }
            }
            previous = c
            i = line.index(after: i)
        }
        guard cuts.count > 1 || cuts.count == 1 && line[..<cuts[0]].includes(":0x") else { return [line] }
        return split(line, at: cuts)
    }

    /// The view of a line of a view-tree print-out: `|   |   *UILabel:0x…'Hi'- …`,
    /// `*<UIView:0x7270420> - AMBIGUOUS LAYOUT`, `•UIWindow:0x… - AMBIGUOUS LAYOUT`,
    /// `*<UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide", …>` (a guide, named by its quoted
    /// identifier); nil when the line is not one. A line that says "AMBIGUOUS LAYOUT" needs no
    /// `*`, `•` or `+` before its view (`marked` false): a page may have eaten it.
    static func treeItem(_ line: Substring, marked: Bool) -> LogItem? {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "|" || $0 == ">" || $0 == "/" || $0 == "`" }
        if let mark = rest.first, mark == "*" || mark == "•" || mark == "+" {
            rest = rest.dropFirst()
        } else if marked {
            return nil
        }
        if rest.first == "<" { rest = rest.dropFirst() }
        var cursor = EquationCursor(String(rest.prefix(400)))
        guard var item = cursor.item() else { return nil }
        // A guide's print-out: `UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide"`.
        if item.label == nil && cursor.startsWith(" - \"") {
            cursor.index += 4
            let start = cursor.index
            while let c = cursor.peek, c != "\"" { cursor.advance() }
            if cursor.peek == "\"" { item.label = String(cursor.characters[start..<cursor.index]) }
        }
        return item
    }
}
