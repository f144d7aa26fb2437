import VFLLayout
import VFLSemantics
import VFLSyntax

/// LogItem is a view or layout guide as Auto Layout's logs name it: `UILabel:0x7f8c…'Title'`.
public struct LogItem: Hashable, Sendable {
    /// The class, module-qualified when the log writes it so (`MyApp.AvatarView`).
    public var className: String
    /// The address, which identifies the item within one log (`0x7f8c…`).
    public var address: String
    /// The label or guide name the log gives in quotes (`'Title'`, `'UIViewSafeAreaLayoutGuide'`).
    public var label: String?
    /// The name the log writes in place of the class and address: a view's accessibility
    /// identifier, which the status maps to its address (`avatar.width == 40 (active, names:
    /// avatar:0x7f01 )`), or a Masonry key (`UIView:avatar.width`, where the key stands in for
    /// the address too).
    public var name: String? = nil

    /// The content of a scroll view, whose size is apart from the view's own: the item at the
    /// view's address with `.content` after it.
    public var content: LogItem {
        var item = self
        item.address += Self.contentSuffix
        return item
    }

    /// The scroll view whose content this item is (`content`), if it is one.
    public var contentOwner: LogItem? {
        guard address.hasSuffix(Self.contentSuffix) else { return nil }
        var owner = self
        owner.address.removeLast(Self.contentSuffix.count)
        return owner
    }

    static let contentSuffix = ".content"

    /// A short name for explanations: the name, the class and label, or the class and the
    /// address's end.
    public var displayName: String {
        if let contentOwner { return contentOwner.displayName + "'s content" }
        if let name { return className.isEmpty ? name : "\(className):\(name)" }
        if let label, !label.isEmpty { return "\(className)'\(label)'" }
        return "\(className):…\(address.suffix(4))"
    }

    /// The item as the log writes it: `UILabel:0x7f01'Title'`, `avatar:0x7f01`, `UIView:avatar`.
    public var logText: String {
        if let name { return className.isEmpty ? "\(name):\(address)" : "\(className):\(name)" }
        return "\(className):\(address)" + (label.map { "'\($0)'" } ?? "")
    }
}

/// LogConstraint is one constraint as a log describes it, read into first item and attribute,
/// relation, second item and attribute, multiplier, constant and priority.
public struct LogConstraint: Sendable {
    /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, a
    /// Masonry or SnapKit subclass…) and address.
    public var className: String
    public var address: String
    /// Its identifier (`'UIView-Encapsulated-Layout-Width'`), if any.
    public var identifier: String?
    /// An autoresizing constraint's mask (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// Where a SnapKit or Masonry constraint was made (`ProfileView.swift#42`), when the log says.
    public var sourceLocation: String? = nil
    /// The container the log names `'|'` (a VFL-like description's superview, or an
    /// autoresizing constraint's), when it does.
    public var superview: LogItem? = nil
    public var firstItem: LogItem?
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondItem: LogItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The description as the log wrote it (between `<` and `>`).
    public var text: String
    /// The 1-based line of the log it starts on.
    public var line: Int
    /// False when the log leaves the value out (iOS 6: `UIButton:0x….midX ==`): `constant` is
    /// then 0 and means nothing.
    public var constantIsKnown = true

    /// The constraint as an equation in the log's own names (`UILabel'Title'.width == 70`).
    public var equation: String {
        func side(_ item: LogItem?, _ attribute: LayoutAttribute) -> String { "\(item?.displayName ?? "?").\(attribute)" }
        var rhs = ""
        if let secondItem {
            rhs = (multiplier == 1 ? "" : "\(NumberFormatting.shortest(multiplier))*") + side(secondItem, secondAttribute)
            if constant != 0 { rhs += constant < 0 ? " - \(NumberFormatting.shortest(-constant))" : " + \(NumberFormatting.shortest(constant))" }
        } else {
            rhs = NumberFormatting.shortest(constant)
        }
        if !constantIsKnown { rhs = secondItem == nil ? "?" : rhs + " + ?" }
        return "\(side(firstItem, firstAttribute)) \(relation) \(rhs)" + (priority < 1000 ? " @\(NumberFormatting.shortest(priority))" : "")
    }
}

extension LogConstraint {
    /// A content-size constraint (`width == 111 Hug:250 CompressionResistance:750`) is two: the
    /// size at most its content's at the hugging priority, at least it at the compression
    /// resistance. Only a required part can take part in a conflict, so the constraint is read as
    /// that part (`>=` when only the resistance is required), or as an equality at the higher of
    /// the two priorities when neither is.
    mutating func applyContentSizePriorities(_ priorities: (hug: Double, resistance: Double)) {
        guard relation == .equal else { return }
        switch (priorities.hug >= 1000, priorities.resistance >= 1000) {
        case (true, true): priority = 1000
        case (false, true): (relation, priority) = (.greaterThanOrEqual, 1000)
        case (true, false): (relation, priority) = (.lessThanOrEqual, 1000)
        case (false, false): priority = max(priorities.hug, priorities.resistance)
        }
    }

    /// Whether the system made this constraint, so no code of the app's did: by its class
    /// (autoresizing, content size), its identifier (`UIView-Encapsulated-Layout-Width`,
    /// `UISV-spacing`, `_UITemporaryLayoutWidth`, `NSView-…`), or because every view it names is
    /// one of the system's own (a bar's or a player's insides).
    public var isSystemMade: Bool {
        if className.hasSuffix("AutoresizingMaskLayoutConstraint") || className.contains("ContentSize")
            || identifier.map(Self.isSystemIdentifier) == true {
            return true
        }
        guard let firstItem else { return false }
        return LogExplainer.isSystemView(firstItem.className) && (secondItem.map { LogExplainer.isSystemView($0.className) } ?? true)
    }

    /// Whether an attribute is a margin (`leadingMargin`, `topMargin`…), whose size the log
    /// does not give.
    var usesMargins: Bool { firstAttribute.description.hasSuffix("Margin") || secondAttribute.description.hasSuffix("Margin") }

    /// An identifier UIKit or AppKit gives the constraints it makes.
    public static func isSystemIdentifier(_ identifier: String) -> Bool {
        ["UIView-", "NSView-", "UISV-", "_UI", "UIStackView-", "NSStackView-"].contains { identifier.hasPrefix($0) }
    }
}

/// ConflictLog is one "Unable to simultaneously satisfy constraints" report: the constraints it
/// lists and the one the runtime broke.
public struct ConflictLog: Sendable {
    /// The 1-based line of the report's first line.
    public var line: Int
    public var constraints: [LogConstraint]
    /// The index in `constraints` of the broken one (matched by address), if the log names it.
    public var broken: Int?
    /// Descriptions in the report that could not be read, with their lines.
    public var unreadable: [(line: Int, text: String)]
    /// Whether the report is cut off: the text ends, or another report begins, before its list
    /// closes and before it names the broken constraint (a paste cut short, a truncated
    /// issue), so constraints it does not show may be part of the conflict.
    public var isCutOff = false

    /// Autoresizing constraints whose superview the log does not name, and the view taken to be
    /// it (see `RuntimeLog.placeAutoresizingOrigins`).
    /// `sibling` is the view it is constrained to whose superview that is (nil: it is constrained
    /// to the superview itself).
    public var assumedSuperviews: [(constraint: Int, superview: LogItem, sibling: LogItem?)] = []

    /// Whether the broken constraint is missing from the list (which always has it): part of
    /// the list was left out of the paste.
    public var brokenWasNotListed = false
    /// Whether the system log redacted the report's descriptions as `<private>`.
    public var isRedacted = false
    /// Whether the paste is the list of constraints alone, without the report around it: which
    /// one the runtime broke is not known, and a list without its `)` is not taken as cut off.
    public var isBareList = false

    /// Whether the broken constraint's line names other addresses than the list, but is the
    /// same constraint as one listed (a paste that joins two runs, or two views of one kind): it
    /// is taken to be that one.
    public var brokenIsFromAnotherRun = false

    /// Whether everything the report lists was read: no description left unread, not cut off,
    /// nothing left out or redacted.
    public var isComplete: Bool { unreadable.isEmpty && !isCutOff && !brokenWasNotListed && !isRedacted }
}

/// AmbiguityTrace is the part of an `_autolayoutTrace` (or `[view _autolayoutTrace]`) print-out
/// that names ambiguous views: `*UILabel:0x…'Hello'- AMBIGUOUS LAYOUT for UILabel:0x…'Hello'.minX{id: 32}, …`.
public struct AmbiguityTrace: Sendable {
    /// The 1-based line of the trace's first line read.
    public var line: Int
    /// Each ambiguous item with the quantities the engine cannot determine (`minX`, `Width`…),
    /// none when the trace does not list them (older systems, a window's line).
    public var ambiguous: [(item: LogItem, attributes: [String], line: Int)]
    /// Layout-engine hosts the trace marks "MISSING HOST CONSTRAINTS": views whose own place
    /// is not set by constraints, which leaves the views inside them ambiguous too.
    public var missingHosts: [(item: LogItem, line: Int)] = []
    /// Windows whose line is marked "AMBIGUOUS LAYOUT" without naming quantities: the window
    /// whose layout holds the ambiguous views (listed as ambiguous only when nothing else is).
    public var markedWindows: [(item: LogItem, line: Int)] = []
}

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
        func finish(_ log: ConflictLog) {
            var log = log
            if log.broken == nil && !listClosed && !log.isRedacted && !log.isBareList { log.isCutOff = true }
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
                if !listStarts.contains(i) { i += 1; continue }
            }
            guard current != nil else { i += 1; continue }
            if kinds[i] == .willAttempt { awaitingBroken = true }
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

    static func looksLikeConstraint<Text: StringProtocol>(_ text: Text) -> Bool {
        text.includes("Constraint:0x") || text.includes("Constraint: 0x")
    }

    /// The `>` closing the description opened at `open` in UTF-8 `text`, skipping quoted labels.
    static func closingBracket(in text: [UInt8], from open: Int) -> Int? {
        var quoted = false
        let quote = UInt8(ascii: "'"), close = UInt8(ascii: ">")
        for i in (open + 1)..<max(open + 1, text.count) {
            let next = i + 1 < text.count ? text[i + 1] : UInt8(ascii: " ")
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

    // MARK: One description

    /// Reads one description (the text between `<` and `>`), or nil when it is not a constraint.
    public static func parse(description: String, line: Int = 0) -> LogConstraint? {
        var cursor = EquationCursor(description)
        cursor.skipSpaces()
        // The constraint's class and address (or Masonry key: `MASLayoutConstraint:avatarWidth`).
        guard let (className, address, _) = cursor.classAndAddressOrKey(), className.includes("Constraint") else { return nil }
        var constraint = LogConstraint(className: className, address: address, identifier: nil, autoresizingMask: nil,
                                       firstItem: nil, firstAttribute: .notAnAttribute, relation: .equal, secondItem: nil,
                                       secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000,
                                       text: description, line: line)
        if cursor.peek == "@" {
            // SnapKit: `SnapKit.LayoutConstraint:0x…@ProfileView.swift#42`.
            cursor.advance()
            constraint.sourceLocation = cursor.word()
        }
        cursor.skipSpaces()
        if cursor.startsWith("h=") {
            var mask = cursor.word()
            cursor.skipSpaces()
            if cursor.startsWith("v=") { mask += " " + cursor.word() }
            constraint.autoresizingMask = mask
            cursor.skipSpaces()
        }
        if cursor.peek == "'" {
            constraint.identifier = cursor.quoted()
            cursor.skipSpaces()
        }
        // The body ends where the status begins: "(active…)", "(Names: …)", "(inactive)".
        var body = cursor.rest
        var names: [String: LogItem] = [:]
        for marker: StaticString in ["(active", "(Names:", "(names:", "(inactive"] {
            if let range = body.lastRange(ofBytes: marker) {
                let status = String(body[range.lowerBound...])
                names.merge(parseNames(status)) { a, _ in a }
                body = String(body[..<range.lowerBound])
            }
        }
        body = body.trimmingPasteNoise()
        // A Markdown escape of the closing bracket (`…(246)]\>`) leaves its backslash here.
        if body.hasSuffix("\\") { body = String(body.dropLast()).trimmingPasteNoise() }
        constraint.superview = names["|"]
        // Newer systems mark a direction-dependent VFL-like description "(LTR)".
        for suffix in ["(LTR)", "(RTL)"] where body.hasSuffix(suffix) { body = String(body.dropLast(suffix.count)).trimmingPasteNoise() }
        // A content-size constraint's priorities: `… == 111 Hug:250 CompressionResistance:750`.
        var sizePriorities: (hug: Double, resistance: Double)? = nil
        if let range = body.firstRange(ofBytes: "Hug:") {
            var cursor = EquationCursor(String(body[range.lowerBound...]))
            _ = cursor.skip(past: "Hug:")
            let hug = cursor.number()
            if cursor.skip(past: "CompressionResistance:"), let hug, let resistance = cursor.number() { sizePriorities = (hug, resistance) }
            body = body[..<range.lowerBound].trimmingPasteNoise()
        }
        // iOS 6 could leave the value out (`UIButton:0x….midX ==`): read with its constant unknown.
        let valueMissing = body.hasSuffix("==") || body.hasSuffix(">=") || body.hasSuffix("<=")
        if valueMissing { body += " 0" }
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            guard var parsed = parseVisualForm(body, into: constraint, names: names) else { return nil }
            if let sizePriorities { parsed.applyContentSizePriorities(sizePriorities) }
            return parsed
        }
        guard var parsed = parseAnchorForm(body, into: constraint, item: { $0.item(names: names) }) else { return nil }
        if let sizePriorities { parsed.applyContentSizePriorities(sizePriorities) }
        parsed.constantIsKnown = !valueMissing
        // An autoresizing constraint's position is in its superview's bounds: `minX == 20`
        // with `'|'` named is `minX == superview.minX + 20`.
        if parsed.autoresizingMask != nil, parsed.secondItem == nil, let superview = names["|"] {
            switch parsed.firstAttribute {
            case .left, .right, .centerX, .leading, .trailing: (parsed.secondItem, parsed.secondAttribute) = (superview, .left)
            case .top, .bottom, .centerY: (parsed.secondItem, parsed.secondAttribute) = (superview, .top)
            default: break
            }
        }
        return parsed
    }

    /// The names of a status: `'|':UIView:0x…` (the superview of a VFL-like description) and,
    /// for a view with an accessibility identifier, `avatar:0x…` (the log writes `avatar` for
    /// the view: `avatar.width == 40   (active, names: avatar:0x7f01 )`).
    static func parseNames(_ status: String) -> [String: LogItem] {
        var names: [String: LogItem] = [:]
        var cursor = EquationCursor(status)
        // Past the status word and "names:" (`(active, names: …`, `(Names: …`).
        for marker in ["names:", "Names:"] where cursor.skip(past: marker) { break }
        while !cursor.atEnd {
            cursor.skipSpaces()
            if cursor.peek == "'" {
                let name = cursor.quoted()
                if cursor.peek == ":" {
                    cursor.advance()
                    if let item = cursor.item() { names[name] = item }
                }
            } else if let (name, item) = cursor.namedAddress() {
                names[name] = item
            }
            // On to the next entry.
            while let c = cursor.peek, c != "," { cursor.advance() }
            cursor.advance()
        }
        return names
    }

    /// `UILabel:0x….width == 0.5*UIView:0x….width + 8 @750`, `UIView:0x….height >= 330`.
    /// A scroll view's content size is its content's item (`UITableView:0x….contentHeight{id: 28}
    /// == -32`); a system spacing is its number (`….bottom NSLayoutAnchorConstraintSpace(8)`).
    static func parseAnchorForm(_ body: String, into constraint: LogConstraint,
                                item: (inout EquationCursor) -> LogItem? = { $0.item() }) -> LogConstraint? {
        var contentSides: [Int] = []
        var side = 0
        let equation = ConstraintEquation.parse(resolvingSymbolicConstants(body), item: item) { cursor in
            side += 1
            let name = cursor.identifier()
            let attribute: LayoutAttribute?
            switch name {
            case "contentWidth": attribute = .width; contentSides.append(side)
            case "contentHeight": attribute = .height; contentSides.append(side)
            default: attribute = ConstraintEquation<LogItem>.attribute(name)
            }
            // The engine's variable number (`{id: 28}`).
            if cursor.peek == "{" { while let c = cursor.peek, c != "}" { cursor.advance() }; cursor.advance() }
            return attribute
        }
        guard let equation else { return nil }
        var constraint = constraint
        constraint.firstItem = contentSides.contains(1) ? equation.firstItem.content : equation.firstItem
        constraint.firstAttribute = equation.firstAttribute
        constraint.relation = equation.relation
        constraint.secondItem = contentSides.contains(2) ? equation.secondItem?.content : equation.secondItem
        constraint.secondAttribute = equation.secondAttribute
        constraint.multiplier = equation.multiplier
        constraint.constant = equation.constant
        if let priority = equation.priority { constraint.priority = priority }
        return constraint
    }

    /// `body` with each symbolic constant written as its number: `… .bottom
    /// NSLayoutAnchorConstraintSpace(8)` (a system spacing of an anchor) is `… .bottom + 8`.
    static func resolvingSymbolicConstants(_ body: String) -> String {
        var body = body
        for marker: StaticString in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            while let range = body.firstRange(ofBytes: marker), let close = body[range.upperBound...].firstIndex(of: ")") {
                let number = body[range.upperBound..<close].trimmingPasteNoise()
                let before = body[..<range.lowerBound].trimmingPasteNoise()
                let sign = before.hasSuffix("+") || before.hasSuffix("-") ? "" : "+ "
                body = String(body[..<range.lowerBound]) + sign + number + String(body[body.index(after: close)...])
            }
        }
        return body
    }

    /// The VFL-like form: `H:|-(8)-[UILabel:0x…]`, `V:[A]-(24)-[B]`, `V:[UIView:0x…(80)]`,
    /// `H:[A(>=160@750)]`, `H:[A]-(NSSpace(8))-[B]`; `|` is the item `names` gives it.
    static func parseVisualForm(_ body: String, into constraint: LogConstraint, names: [String: LogItem]) -> LogConstraint? {
        var constraint = constraint
        let horizontal = body.hasPrefix("H:")
        var cursor = EquationCursor(String(body.dropFirst(2)))
        let superview = names["|"] ?? LogItem(className: "superview", address: "|", label: nil)
        enum Piece { case bar, view(LogItem, predicate: (Relation, Double, Double)?), gap(Relation, Double, Double) }
        var pieces: [Piece] = []
        while !cursor.atEnd {
            switch cursor.peek {
            case "|":
                cursor.advance()
                pieces.append(.bar)
            case "[":
                cursor.advance()
                guard let item = cursor.item(names: names) else { return nil }
                var predicate: (Relation, Double, Double)? = nil
                if cursor.peek == "(" {
                    cursor.advance()
                    predicate = cursor.predicate()
                    guard predicate != nil, cursor.peek == ")" else { return nil }
                    cursor.advance()
                }
                guard cursor.peek == "]" else { return nil }
                cursor.advance()
                pieces.append(.view(item, predicate: predicate))
            case "-":
                cursor.advance()
                if cursor.peek == "(" {
                    cursor.advance()
                    guard let gap = cursor.predicate(), cursor.peek == ")" else { return nil }
                    cursor.advance()
                    pieces.append(.gap(gap.0, gap.1, gap.2))
                    guard cursor.peek == "-" else { return nil }
                    cursor.advance()
                } else if cursor.peek == "[" || cursor.peek == "|" {
                    pieces.append(.gap(.equal, 8, 1000))   // a bare '-': the standard space
                } else {
                    guard let gap = cursor.predicate() else { return nil }
                    pieces.append(.gap(gap.0, gap.1, gap.2))
                    guard cursor.peek == "-" else { return nil }
                    cursor.advance()
                }
            case " ":
                cursor.advance()
            default:
                return nil
            }
        }
        let leading: LayoutAttribute = horizontal ? .leading : .top, trailing: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        switch pieces.count {
        case 1:
            // `V:[UIView:0x…(80)]`: a size.
            guard case .view(let item, let predicate?) = pieces[0] else { return nil }
            constraint.firstItem = item
            constraint.firstAttribute = size
            (constraint.relation, constraint.constant, constraint.priority) = predicate
        case 3:
            guard case .gap(let relation, let value, let priority) = pieces[1] else { return nil }
            constraint.relation = relation
            constraint.constant = value
            constraint.priority = priority
            switch (pieces[0], pieces[2]) {
            case (.bar, .view(let item, _)):
                // |-(c)-[item]: item.leading == superview.leading + c
                (constraint.firstItem, constraint.firstAttribute) = (item, leading)
                (constraint.secondItem, constraint.secondAttribute) = (superview, leading)
            case (.view(let item, _), .bar):
                // [item]-(c)-|: superview.trailing == item.trailing + c
                (constraint.firstItem, constraint.firstAttribute) = (superview, trailing)
                (constraint.secondItem, constraint.secondAttribute) = (item, trailing)
            case (.view(let a, _), .view(let b, _)):
                // [a]-(c)-[b]: b.leading == a.trailing + c
                (constraint.firstItem, constraint.firstAttribute) = (b, leading)
                (constraint.secondItem, constraint.secondAttribute) = (a, trailing)
            default:
                return nil
            }
        default:
            return nil
        }
        return constraint
    }
}

/// What only a runtime log writes: items (`UILabel:0x…'Title'`), names and VFL-like predicates.
extension EquationCursor {
    /// `ClassName:0xADDRESS` (module-qualified names, `_UILayoutGuide`, generic brackets).
    mutating func classAndAddress() -> (String, String)? {
        guard let (className, address, isKey) = classAndAddressOrKey(), !isKey else { return nil }
        return (className, address)
    }

    /// `ClassName:0xADDRESS`, or `ClassName:key` where Masonry writes an object's `mas_key` in
    /// place of its address (`UITableViewCellContentView:cv`); `isKey` says which.
    mutating func classAndAddressOrKey() -> (String, String, isKey: Bool)? {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." || c == "<" || c == ">" || c == "$" { index += 1 }
        guard index > start, peek == ":" else { index = start; return nil }
        let className = String(characters[start..<index])
        index += 1
        if let c = peek, c.isLetter || c == "_", !startsWith("0x") {
            // A key right after the colon (an address may follow a space; a key never does).
            let keyStart = index
            while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
            return (className, String(characters[keyStart..<index]), true)
        }
        skipSpaces()
        guard startsWith("0x") else { index = start; return nil }
        let addressStart = index
        index += 2
        while let c = peek, c.isHexDigit { index += 1 }
        return (className, String(characters[addressStart..<index]), false)
    }

    /// `avatar:0x7f01` in a status's names (or `avatar:UIImageView:0x7f01`): a name the log
    /// writes for the item, and the item.
    mutating func namedAddress() -> (String, LogItem)? {
        let start = index
        while let c = peek, c != ":" && c != "," && c != ")" && c != "'" { index += 1 }
        let name = String(characters[start..<index]).trimmingPasteNoise()
        guard !name.isEmpty, peek == ":" else { index = start; return nil }
        index += 1
        skipSpaces()
        if startsWith("0x") {
            let addressStart = index
            index += 2
            while let c = peek, c.isHexDigit { index += 1 }
            return (name, LogItem(className: "", address: String(characters[addressStart..<index]), label: nil, name: name))
        }
        guard var item = item() else { index = start; return nil }
        item.name = name
        return (name, item)
    }

    /// An item with its optional label: `UILabel:0x…'Title'` (a label may hold quotes, spaces
    /// and brackets; it ends at the last quote before the item's end).
    mutating func item(names: [String: LogItem] = [:]) -> LogItem? {
        guard let (className, address, isKey) = classAndAddressOrKey() else { return named(names) }
        if isKey { return LogItem(className: className, address: address, label: nil, name: address) }
        var label: String? = nil
        if peek == "'" {
            // The label's end: the quote followed by '.' + attribute, ']' , '(' or the end.
            var j = index + 1
            var end: Int? = nil
            while j < characters.count {
                if characters[j] == "'" {
                    let next = j + 1 < characters.count ? characters[j + 1] : " "
                    if next == "." || next == "]" || next == "(" || next == " " || next == ")" || next == "," { end = j; if next != " " { break } }
                }
                j += 1
            }
            guard let end else { return nil }
            label = String(characters[(index + 1)..<end])
            index = end + 1
        }
        return LogItem(className: className, address: address, label: label)
    }

    /// The longest of `names` written here, followed by what can follow an item (`.attribute`,
    /// `]`, `(`): a view the log calls by its identifier.
    mutating func named(_ names: [String: LogItem]) -> LogItem? {
        var best: (length: Int, item: LogItem)? = nil
        for (name, item) in names where name != "|" && name.count > (best?.length ?? 0) && startsWith(name) {
            let after = index + name.count
            guard after < characters.count, ".](".contains(characters[after]) else { continue }
            best = (name.count, item)
        }
        guard let best else { return nil }
        index += best.length
        return best.item
    }

    /// A predicate of the VFL-like form: `80`, `>=160`, `8@750`, `NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`, `==8`.
    mutating func predicate() -> (Relation, Double, Double)? {
        let relation = self.relation() ?? .equal
        var value: Double
        if startsWith("NSSpace(") || startsWith("NSLayoutAnchorConstraintSpace(") {
            index += startsWith("NSSpace(") ? 8 : 30
            guard let v = number(), peek == ")" else { return nil }
            index += 1
            value = v
        } else {
            guard let v = number() else { return nil }
            value = v
        }
        var priority = 1000.0
        if peek == "@" {
            index += 1
            priority = number() ?? 1000
        }
        return (relation, value, priority)
    }
}

extension StringProtocol {
    /// Without the spaces, tabs, quotes and commas a pasted log line has around a description.
    func trimmingPasteNoise() -> String {
        func isNoise(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\"" || c == "," }
        var start = startIndex, end = endIndex
        while start < end, isNoise(self[start]) { formIndex(after: &start) }
        while end > start, isNoise(self[index(before: end)]) { formIndex(before: &end) }
        return String(self[start..<end])
    }
}
