import VFLLayout
import VFLSemantics
import VFLSyntax

/// RuntimeLog reads Auto Layout's conflict reports from console output as developers paste it:
/// timestamps and process prefixes, tabs or spaces, quotes and trailing commas, Markdown
/// escapes, descriptions wrapped over lines, and several reports in one text. UIKit and AppKit,
/// the anchor form (`UILabel:0x….leading == UIView:0x….leadingMargin + 8`) and the VFL-like
/// form of older systems (`H:|-(8)-[UILabel:0x…]   (Names: '|':UIView:0x… )`).
public enum RuntimeLog {
    /// Every conflict report in `text`, in order. A report begins at "Unable to simultaneously
    /// satisfy constraints", or at the "Probably at least one of the constraints…" line below it
    /// when the paste starts there, or at its list when only the list and "Will attempt to
    /// recover by breaking constraint" were pasted.
    public static func conflicts(in text: String) -> [ConflictLog] {
        let physical = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map { line -> Substring in
            var line = line
            if line.hasSuffix("\r") { line = line.dropLast() }
            return line
        }
        // A report collapsed onto one line (forums join them) is read as the parts it holds,
        // each numbered with the line it is on.
        var lines: [Substring] = []
        var origin: [Int] = []
        for (number, line) in physical.enumerated() {
            for part in collapsedParts(line) {
                lines.append(part)
                origin.append(number)
            }
        }
        let kinds = lines.map(LineKind.init)
        var listStarts = headerlessListStarts(lines, kinds)
        // A paste of the list alone (no header, nothing broken named): one report, from the list.
        let bareList = !kinds.contains { $0 == .header || $0 == .probably || $0 == .willAttempt }
            ? lines.indices.first { lines[$0].includes("<") && looksLikeConstraint(lines[$0]) || bareDescription(lines[$0]) != nil }
                .map { $0 > 0 && lines[$0 - 1].drop(while: { $0 == " " || $0 == "\t" || $0 == ">" }).first == "(" ? $0 - 1 : $0 }
            : nil
        if let bareList { listStarts.insert(bareList) }
        var logs: [ConflictLog] = []
        var current: ConflictLog? = nil
        var listClosed = false
        var awaitingBroken = false
        var addresses = Set<String>()   // of the current report's constraints
        // Whether the list's entries end with commas, and whether the last one read does not:
        // the runtime puts a comma after every entry but the last, so such a list has ended
        // even when a page dropped its `)`.
        var entriesEndWithCommas = false
        var lastEntryEndsList = false
        func finish(_ log: ConflictLog) {
            var log = log
            let ended = listClosed || entriesEndWithCommas && lastEntryEndsList
            if log.broken == nil && !ended && !log.isRedacted && !log.isBareList { log.isCutOff = true }
            placeAutoresizingOrigins(&log)
            logs.append(log)
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let startsReport = kinds[i] == .header || listStarts.contains(i)
                || kinds[i] == .probably && !(current.map { $0.constraints.isEmpty && $0.unreadable.isEmpty } ?? false)
            if startsReport {
                // A header with nothing read before the next one is a mention (an issue's title,
                // a sentence quoting the message), not a report cut off.
                if let current, !current.constraints.isEmpty || !current.unreadable.isEmpty || current.isRedacted { finish(current) }
                current = ConflictLog(line: origin[i] + 1, constraints: [], broken: nil, unreadable: [])
                current!.isBareList = i == bareList
                addresses.removeAll(keepingCapacity: true)
                listClosed = false
                awaitingBroken = false
                entriesEndWithCommas = false
                lastEntryEndsList = false
                if !listStarts.contains(i) { i += 1; continue }
            }
            guard current != nil else { i += 1; continue }
            if kinds[i] == .willAttempt {
                awaitingBroken = true
                current!.recoveryLineSeen = true
            }
            if !current!.constraints.isEmpty || !current!.unreadable.isEmpty, isListEnd(line) { listClosed = true }
            if line.includes("<private>") { current!.isRedacted = true }
            // One description read: listed, or the broken one (which ends the report). A broken
            // one cut short is still known by its address when the list has it.
            func take(_ inner: String, complete: Bool) -> Bool {
                if let constraint = complete ? parse(description: unescaped(inner), line: origin[i] + 1) : nil {
                    if awaitingBroken {
                        if let index = current!.constraints.firstIndex(where: { $0.address == constraint.address }) {
                            current!.broken = index
                        } else if let index = fromAnotherRun(constraint, in: current!.constraints) {
                            current!.broken = index
                            current!.brokenIsFromAnotherRun = true
                        } else {
                            current!.constraints.append(constraint)
                            current!.broken = current!.constraints.count - 1
                            current!.brokenWasNotListed = true
                        }
                        return true
                    }
                    if addresses.insert(constraint.address).inserted {
                        current!.constraints.append(constraint)
                    }
                    return false
                }
                guard looksLikeConstraint(inner) else { return false }
                if awaitingBroken {
                    var cursor = EquationCursor(unescaped(inner).trimmingPasteNoise())
                    if let (_, address, _) = cursor.classAndAddressOrKey(), let index = current!.constraints.firstIndex(where: { $0.address == address }) {
                        current!.broken = index
                        return true
                    }
                }
                current!.unreadable.append((origin[i] + 1, complete ? inner : inner.trimmingPasteNoise() + " (cut off)"))
                return false
            }
            // Descriptions on this line (one may continue on the next lines), or the line itself
            // when a page stripped the `<…>` around it.
            // As UTF-8: every byte looked for is ASCII, and a description is cut out with one copy.
            let readBefore = current!.constraints.count, unreadBefore = current!.unreadable.count
            var joined = Array(line.utf8)
            var lastLine = i
            var start = joined.firstIndex(of: UInt8(ascii: "<"))
            var ended = false
            if start == nil, let bare = bareDescription(line) {
                ended = take(bare, complete: true)
            }
            while let open = start {
                guard let close = closingBracket(in: joined, from: open) else {
                    // Wrapped: join the next line (up to a few, not one that begins another part of
                    // the report) and look again.
                    if lastLine + 1 < lines.count && lastLine - i < 4 && !beginsPart(lines[lastLine + 1], kinds[lastLine + 1]) {
                        lastLine += 1
                        joined.append(UInt8(ascii: " "))
                        joined += lines[lastLine].drop { $0 == ">" || $0 == " " || $0 == "\t" }.trimmingPasteNoise().utf8
                        continue
                    }
                    // Never closed: complete all but its `>` when its status is there, else cut off.
                    let rest = String(decoding: joined[(open + 1)...], as: UTF8.self).trimmingPasteNoise()
                    ended = take(rest, complete: rest.hasSuffix(")") && rest.includes(" ("))
                    break
                }
                if take(String(decoding: joined[(open + 1)..<close], as: UTF8.self), complete: true) { ended = true; break }
                start = joined[(close + 1)...].firstIndex(of: UInt8(ascii: "<"))
            }
            if !ended, let current, !awaitingBroken {
                if current.unreadable.count > unreadBefore {
                    lastEntryEndsList = false   // a description not read may be one cut short
                } else if current.constraints.count > readBefore {
                    let endsWithComma = lines[lastLine].last { $0 != " " && $0 != "\t" } == ","
                    entriesEndWithCommas = entriesEndWithCommas || endsWithComma
                    lastEntryEndsList = !endsWithComma
                }
            }
            if ended {
                awaitingBroken = false
                finish(current!)
                current = nil
            }
            i = lastLine + 1
        }
        if let current { finish(current) }
        return logs
    }

    /// The parts of a report that a line holds, when it holds more than one (`… fix it. (
    /// "<NSLayoutConstraint:…>", "<…>" ) Will attempt to recover by breaking constraint <…>
    /// Make a symbolic breakpoint…`): cut before the list's `(` (the first one followed by a
    /// description), after its `)`, before "Will attempt to recover by breaking" and before "Make
    /// a symbolic breakpoint". Any other line is itself.
    static func collapsedParts(_ line: Substring) -> [Substring] {
        // Several reports on one line (a whole console pasted as one): each from its header on.
        var headers: [Substring.Index] = []
        for phrase: StaticString in ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"] {
            var from = line.startIndex
            while let found = line[from...].firstRange(ofBytes: phrase) {
                if found.lowerBound > line.startIndex { headers.append(found.lowerBound) }
                from = found.upperBound
            }
        }
        if !headers.isEmpty {
            var parts: [Substring] = []
            var from = line.startIndex
            for cut in headers.sorted() where cut > from {
                parts += reportParts(line[from..<cut])
                from = cut
            }
            return parts + reportParts(line[from...])
        }
        return reportParts(line)
    }

    /// The parts of one report on one line (`collapsedParts`).
    static func reportParts(_ line: Substring) -> [Substring] {
        guard line.includes("<") || line.includes("&lt;"),
              line.includes("Unable to simultaneously satisfy constraints") || line.includes("Conflicting constraints detected")
                || line.includes("Will attempt to recover by breaking") else { return [line] }
        var cuts: [Substring.Index] = []
        let recover = line.firstRange(ofBytes: "Will attempt to recover by breaking")
        if let recover { cuts.append(recover.lowerBound) }
        if let breakpoint = line.firstRange(ofBytes: "Make a symbolic breakpoint") { cuts.append(breakpoint.lowerBound) }
        // The list's `(`: the first followed, past spaces and quotes, by a description.
        let listEnd = recover?.lowerBound ?? line.endIndex
        var k = line.startIndex
        var opener: Substring.Index? = nil
        while k < listEnd {
            if line[k] == "(" {
                let next = line[line.index(after: k)..<listEnd].drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" }
                if next.hasPrefix("<") || next.hasPrefix("&lt;") { opener = k; break }
            }
            k = line.index(after: k)
        }
        guard let opener else {
            // A list written without its `( … )`: cut before its first description.
            if recover != nil, let first = line[..<listEnd].firstIndex(where: { $0 == "<" || $0 == "&" }) {
                var start = first
                while start > line.startIndex, line[line.index(before: start)] == "\"" || line[line.index(before: start)] == "\\" { start = line.index(before: start) }
                cuts.append(start)
            }
            return split(line, at: cuts)
        }
        if opener > line.startIndex { cuts.append(opener) }
        // The list's `)`: the last before "Will attempt…" with only spaces, quotes and commas
        // between it and the last description's `>`.
        var j = listEnd
        while j > opener {
            j = line.index(before: j)
            let c = line[j]
            if c == " " || c == "\t" { continue }
            if c == ")" {
                let before = line[opener..<j].reversed().drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "," || $0 == "\\" }
                if before.first == ">" || line[opener..<j].hasSuffix("&gt;") { cuts.append(j) }
            }
            break
        }
        return split(line, at: cuts)
    }

    /// `line` cut at `cuts`, blank parts left out.
    static func split(_ line: Substring, at cuts: [Substring.Index]) -> [Substring] {
        let sorted = Array(Set(cuts)).sorted().filter { $0 > line.startIndex && $0 < line.endIndex }
        guard !sorted.isEmpty else { return [line] }
        var parts: [Substring] = []
        var from = line.startIndex
        for cut in sorted {
            parts.append(line[from..<cut])
            from = cut
        }
        parts.append(line[from...])
        return parts.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
    }

    /// A line that is a description without its `<…>` (a page stripped them):
    /// `    NSLayoutConstraint:0x1 UIView:0xa.width == 0,`, or nil.
    static func bareDescription(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == ">" || $0 == "`" || $0 == "\"" }.trimmingPasteNoise()
        guard let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].includes("Constraint"),
              !trimmed[..<colon].includes(" "), looksLikeConstraint(trimmed) else { return nil }
        return trimmed
    }

    /// What a line of a pasted log announces, found once per line: a report's header
    /// ("Unable to simultaneously satisfy constraints", or newer AppKit's "Conflicting
    /// constraints detected"), its "Probably at least one…" line, the broken constraint's
    /// announcement ("Will attempt to recover by breaking constraint", or newer AppKit's
    /// "…breaking <…>."), or none of them.
    enum LineKind {
        case header, probably, willAttempt, other

        /// What follows "…by breaking": "constraint", or the description itself (`<…>`, maybe
        /// escaped `\<…`); not a word mangled in the paste.
        static func namesConstraint(_ rest: Substring) -> Bool {
            let rest = rest.drop { $0 == " " || $0 == "\t" }
            return rest.isEmpty || rest.hasPrefix("constraint") || rest.hasPrefix("<") || rest.hasPrefix("\\<") || rest.hasPrefix("&lt;")
        }

        init(_ line: Substring) {
            if line.includes("Unable to simultaneously satisfy constraints") || line.includes("Conflicting constraints detected") {
                self = .header
            } else if let phrase = line.firstRange(ofBytes: "Will attempt to recover by breaking"),
                      Self.namesConstraint(line[phrase.upperBound...]) {
                self = .willAttempt
            } else if line.includes("Probably at least one of the constraints in the following list") {
                self = .probably
            } else {
                self = .other
            }
        }
    }

    /// The listed constraint that `broken` is, when none has its address: the only one alike in
    /// all but addresses (its class, identifier, items' classes and labels, attributes,
    /// relation, multiplier, constant and priority), or nil.
    static func fromAnotherRun(_ broken: LogConstraint, in listed: [LogConstraint]) -> Int? {
        func alike(_ a: LogItem?, _ b: LogItem?) -> Bool { a?.className == b?.className && a?.label == b?.label && a?.name == b?.name }
        let matches = listed.indices.filter { index in
            let c = listed[index]
            return c.className == broken.className && c.identifier == broken.identifier && alike(c.firstItem, broken.firstItem)
                && alike(c.secondItem, broken.secondItem) && c.firstAttribute == broken.firstAttribute && c.secondAttribute == broken.secondAttribute
                && c.relation == broken.relation && c.multiplier == broken.multiplier && c.constant == broken.constant && c.priority == broken.priority
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// A line that begins a part of a report of its own (a description, the list's end, the
    /// broken constraint's announcement, a new report) or is blank, so it does not continue a
    /// wrapped description.
    static func beginsPart(_ line: Substring, _ kind: LineKind) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == ">" || $0 == "`" || $0 == "\"" || $0 == "\\" }
        return trimmed.isEmpty || trimmed.first == "<" || isListEnd(line) || bareDescription(line) != nil || kind != .other
    }

    /// A line that closes a report's list: `)` (or the `}` some consoles print), after paste noise.
    static func isListEnd(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == ">" || $0 == "`" }
        return trimmed.first == ")" || trimmed.first == "}"
    }

    /// The lines where a list starts that "Will attempt to recover by breaking constraint" follows
    /// with no header above it since the previous report: the list's `(` line, or its first
    /// description when the `(` was not pasted.
    static func headerlessListStarts(_ lines: [Substring], _ kinds: [LineKind]) -> Set<Int> {
        var starts = Set<Int>()
        var headed = false
        for index in lines.indices {
            if kinds[index] == .header || kinds[index] == .probably {
                headed = true
            } else if kinds[index] == .willAttempt {
                defer { headed = false }
                guard !headed else { continue }
                // Up over blank lines and the list's end, then over its descriptions.
                var j = index - 1
                func blank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == ">" } }
                while j >= 0 && blank(lines[j]) { j -= 1 }
                if j >= 0 && isListEnd(lines[j]) { j -= 1 }
                var first = -1
                while j >= 0 && (lines[j].includes("<") && looksLikeConstraint(lines[j]) || bareDescription(lines[j]) != nil) { first = j; j -= 1 }
                guard first >= 0 else { continue }
                starts.insert(j >= 0 && lines[j].drop(while: { $0 == " " || $0 == "\t" || $0 == ">" }).first == "(" ? j : first)
            }
        }
        return starts
    }

    /// An autoresizing constraint places its view in its superview's bounds. When the
    /// description does not name that superview, it is the `'|'` another description of the
    /// report names around the same view; or else a guess, said in the explanation
    /// (`assumedSuperviews`): a view it is constrained to that contains others (a `'|'` of the
    /// report), or the superview of a view it is constrained to; or else a superview the report
    /// does not show (never the origin of the whole layout).
    static func placeAutoresizingOrigins(_ log: inout ConflictLog) {
        let listed = log.constraints
        guard listed.contains(where: { $0.autoresizingMask != nil && $0.secondItem == nil }) else { return }
        let containers = Set(listed.compactMap { $0.superview?.address })
        // For each item: the first superview a description names around it, and the items its
        // own constraints (not autoresizing ones) relate it to, in order.
        var superviews: [String: LogItem] = [:]
        var partners: [String: [LogItem]] = [:]
        for c in listed {
            guard let first = c.firstItem else { continue }
            for item in [first, c.secondItem].compactMap({ $0 }) {
                if let superview = c.superview, superview.address != item.address, superviews[item.address] == nil { superviews[item.address] = superview }
            }
            if c.autoresizingMask == nil, let second = c.secondItem {
                partners[first.address, default: []].append(second)
                partners[second.address, default: []].append(first)
            }
        }
        func superview(of item: LogItem) -> LogItem? { superviews[item.address] }
        for index in log.constraints.indices {
            let c = log.constraints[index]
            guard c.autoresizingMask != nil, c.secondItem == nil, let item = c.firstItem else { continue }
            let horizontal: Bool
            switch c.firstAttribute {
            case .left, .right, .centerX, .leading, .trailing: horizontal = true
            case .top, .bottom, .centerY: horizontal = false
            default: continue
            }
            var placed = superview(of: item)
            if placed == nil {
                // The views it is constrained to by constraints of its own (not autoresizing ones).
                let partners = partners[item.address] ?? []
                if let container = partners.first(where: { containers.contains($0.address) }) {
                    placed = container
                    log.assumedSuperviews.append((index, container, nil))
                } else if let (sibling, guess) = partners.lazy.compactMap({ p in superview(of: p).map { (p, $0) } }).first {
                    placed = guess
                    log.assumedSuperviews.append((index, guess, sibling))
                }
            }
            log.constraints[index].secondItem = placed ?? LogItem(className: "", address: "superview of " + item.address, label: nil, name: "superview of \(item.displayName)")
            log.constraints[index].secondAttribute = horizontal ? .left : .top
        }
    }

    static func looksLikeConstraint<Text: StringProtocol>(_ text: Text) -> Bool {
        text.includes("Constraint:0x") || text.includes("Constraint: 0x")
    }

    /// The `>` closing the description opened at `open` in UTF-8 `text`, skipping quoted labels.
    static func closingBracket(in text: [UInt8], from open: Int) -> Int? {
        var quoted = false
        // Brackets opened inside (SnapKit 0.x wraps the constraint and each item:
        // `<<Module.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>.bottom>`).
        var depth = 0
        let quote = UInt8(ascii: "'"), close = UInt8(ascii: ">")
        for i in (open + 1)..<max(open + 1, text.count) {
            let next = i + 1 < text.count ? text[i + 1] : UInt8(ascii: " ")
            if text[i] == UInt8(ascii: "<") && !quoted && (next == UInt8(ascii: "_") || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")) {
                depth += 1
                continue
            }
            if text[i] == quote {
                // A quote ends a label only where a label can end (before '.', ' ', ')', ']', '(', '>', '-', ',' or ':').
                if quoted {
                    if i + 1 == text.count || ".) ](>-,:".utf8.contains(next) { quoted = false }
                } else {
                    let previous = text[i - 1]
                    let isHexDigit = (0x30...0x39).contains(previous) || (0x61...0x66).contains(previous | 0x20)
                    if isHexDigit || previous == UInt8(ascii: " ") || previous == UInt8(ascii: ":") { quoted = true }
                }
            } else if text[i] == close && !quoted && (i + 1 == text.count || next != UInt8(ascii: "=")) {
                if depth > 0 { depth -= 1; continue }
                return i   // `>=` is a relation, not the end
            }
        }
        return nil
    }

    /// Markdown and chat escapes undone (`\<`, `\_`, `&lt;`, `&gt;`, `&#39;`), in one pass over
    /// the bytes (no two escapes overlap, and none undone makes another).
    static func unescaped(_ text: String) -> String {
        let backslash = UInt8(ascii: "\\"), ampersand = UInt8(ascii: "&")
        guard text.utf8.contains(where: { $0 == backslash || $0 == ampersand }) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            let byte = bytes[i]
            if byte == backslash, i + 1 < bytes.count, markdownEscaped.contains(bytes[i + 1]) {
                out.append(bytes[i + 1])
                i += 2
                continue
            }
            if byte == ampersand {
                for (entity, plain) in htmlEntities where bytes.count - i >= entity.count && bytes[i..<(i + entity.count)].elementsEqual(entity) {
                    out.append(plain)
                    i += entity.count
                    continue scan
                }
            }
            out.append(byte)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The characters Markdown escapes with a backslash in a pasted log.
    private static let markdownEscaped: [UInt8] = Array("_*<>[]|".utf8)
    /// The HTML entities a chat or web page turns log characters into.
    private static let htmlEntities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

}
