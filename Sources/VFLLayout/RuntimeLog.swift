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

    /// A short name for explanations: the class and label, or the class and the address's end.
    public var displayName: String {
        if let label, !label.isEmpty { return "\(className)'\(label)'" }
        return "\(className):…\(address.suffix(4))"
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
        return "\(side(firstItem, firstAttribute)) \(relation) \(rhs)" + (priority < 1000 ? " @\(NumberFormatting.shortest(priority))" : "")
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
}

/// AmbiguityTrace is the part of an `_autolayoutTrace` (or `[view _autolayoutTrace]`) print-out
/// that names ambiguous views: `*UILabel:0x…'Hello'- AMBIGUOUS LAYOUT for UILabel:0x…'Hello'.minX{id: 32}, …`.
public struct AmbiguityTrace: Sendable {
    /// The 1-based line of the trace's first ambiguous view.
    public var line: Int
    /// Each ambiguous item with the quantities the engine cannot determine (`minX`, `Width`…).
    public var ambiguous: [(item: LogItem, attributes: [String], line: Int)]
}

/// RuntimeLog reads Auto Layout's conflict reports from console output as developers paste it:
/// timestamps and process prefixes, tabs or spaces, quotes and trailing commas, Markdown
/// escapes, descriptions wrapped over lines, and several reports in one text. UIKit and AppKit,
/// the anchor form (`UILabel:0x….leading == UIView:0x….leadingMargin + 8`) and the VFL-like
/// form of older systems (`H:|-(8)-[UILabel:0x…]   (Names: '|':UIView:0x… )`).
public enum RuntimeLog {
    /// Every conflict report in `text`, in order.
    public static func conflicts(in text: String) -> [ConflictLog] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map { line -> Substring in
            var line = line
            if line.hasSuffix("\r") { line = line.dropLast() }
            return line
        }
        var logs: [ConflictLog] = []
        var current: ConflictLog? = nil
        var awaitingBroken = false
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.contains("Unable to simultaneously satisfy constraints") {
                if let current { logs.append(current) }
                current = ConflictLog(line: i + 1, constraints: [], broken: nil, unreadable: [])
                awaitingBroken = false
                i += 1
                continue
            }
            guard current != nil else { i += 1; continue }
            if line.contains("Will attempt to recover by breaking constraint") { awaitingBroken = true }
            // Descriptions on this line (one may continue on the next lines).
            var joined = Array(line)
            var lastLine = i
            var start = joined.firstIndex(of: "<")
            while let open = start {
                guard let close = closingBracket(in: joined, from: open) else {
                    // Wrapped: join the next line (up to a few) and look again.
                    if lastLine + 1 < lines.count && lastLine - i < 4 {
                        lastLine += 1
                        joined += Array(" " + lines[lastLine].trimmingPasteNoise())
                        continue
                    }
                    break
                }
                let inner = String(joined[(open + 1)..<close])
                if let constraint = parse(description: unescaped(inner), line: i + 1) {
                    if awaitingBroken {
                        let index = current!.constraints.firstIndex { $0.address == constraint.address }
                        current!.broken = index
                        if index == nil {
                            current!.constraints.append(constraint)
                            current!.broken = current!.constraints.count - 1
                        }
                        awaitingBroken = false
                        logs.append(current!)
                        current = nil
                        break
                    }
                    if !current!.constraints.contains(where: { $0.address == constraint.address }) {
                        current!.constraints.append(constraint)
                    }
                } else if looksLikeConstraint(inner) {
                    current!.unreadable.append((i + 1, inner))
                }
                start = joined[(close + 1)...].firstIndex(of: "<")
            }
            i = lastLine + 1
        }
        if let current { logs.append(current) }
        return logs
    }

    /// Every ambiguity trace in `text`: consecutive lines of a view tree print-out that name
    /// ambiguous views make one trace.
    public static func ambiguities(in text: String) -> [AmbiguityTrace] {
        var traces: [AmbiguityTrace] = []
        var current: AmbiguityTrace? = nil
        var lastLine = -10
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated() {
            guard let marker = line.firstRange(of: "AMBIGUOUS LAYOUT for ") else { continue }
            let number = offset + 1
            // A trace's tree lines come together; a gap of more than a screenful starts another.
            if current != nil && number - lastLine > 40 { traces.append(current!); current = nil }
            lastLine = number
            var entries: [(LogItem, [String])] = []
            // `Item.attr{id: N}, Item.attr{id: M}`: read in sequence (a label may hold commas).
            var cursor = Cursor(String(line[marker.upperBound...]))
            while !cursor.atEnd {
                cursor.skipSpaces()
                guard let item = cursor.item(), cursor.peek == "." else { break }
                cursor.advance()
                let attribute = cursor.identifier()
                if let index = entries.firstIndex(where: { $0.0.address == item.address }) {
                    entries[index].1.append(attribute)
                } else {
                    entries.append((item, [attribute]))
                }
                while let c = cursor.peek, c != "," { cursor.advance() }
                if cursor.peek == "," { cursor.advance() }
            }
            guard !entries.isEmpty else { continue }
            if current == nil { current = AmbiguityTrace(line: number, ambiguous: []) }
            for (item, attributes) in entries { current!.ambiguous.append((item, attributes, number)) }
        }
        if let current { traces.append(current) }
        return traces
    }

    static func looksLikeConstraint(_ text: String) -> Bool {
        text.contains("Constraint:0x") || text.contains("Constraint: 0x")
    }

    /// The `>` closing the description opened at `open`, skipping quoted labels.
    static func closingBracket(in text: [Character], from open: Int) -> Int? {
        var quoted = false
        for i in (open + 1)..<max(open + 1, text.count) {
            let next: Character = i + 1 < text.count ? text[i + 1] : " "
            if text[i] == "'" {
                // A quote ends a label only where a label can end (before '.', ' ', ')', ']', '(', '>', '-', ',' or ':').
                if quoted {
                    if i + 1 == text.count || ".) ](>-,:".contains(next) { quoted = false }
                } else {
                    let previous = text[i - 1]
                    if previous.isHexDigit || previous == " " || previous == ":" { quoted = true }
                }
            } else if text[i] == ">" && !quoted && (i + 1 == text.count || next != "=") {
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
        var cursor = Cursor(description)
        cursor.skipSpaces()
        guard let (className, address) = cursor.classAndAddress(), className.hasSuffix("Constraint") || className.contains("Constraint") else { return nil }
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
        for marker in ["(active", "(Names:", "(names:", "(inactive"] {
            if let range = body.ranges(of: marker).last {
                let status = String(body[range.lowerBound...])
                names.merge(parseNames(status)) { a, _ in a }
                body = String(body[..<range.lowerBound])
            }
        }
        body = body.trimmingPasteNoise()
        // Newer systems mark a direction-dependent VFL-like description "(LTR)".
        for suffix in ["(LTR)", "(RTL)"] where body.hasSuffix(suffix) { body = String(body.dropLast(suffix.count)).trimmingPasteNoise() }
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            return parseVisualForm(body, into: constraint, names: names)
        }
        guard var parsed = parseAnchorForm(body, into: constraint) else { return nil }
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

    /// `'|':UIView:0x…` pairs of a status.
    static func parseNames(_ status: String) -> [String: LogItem] {
        var names: [String: LogItem] = [:]
        var cursor = Cursor(status)
        while !cursor.atEnd {
            if cursor.peek == "'" {
                let name = cursor.quoted()
                if cursor.peek == ":" {
                    cursor.advance()
                    if let item = cursor.item() { names[name] = item }
                }
            } else {
                cursor.advance()
            }
        }
        return names
    }

    /// `UILabel:0x….width == 0.5*UIView:0x….width + 8 @750`, `UIView:0x….height >= 330`.
    static func parseAnchorForm(_ body: String, into constraint: LogConstraint,
                                whole: Bool = false, item: (inout Cursor) -> LogItem? = { $0.item() }) -> LogConstraint? {
        var constraint = constraint
        var cursor = Cursor(body)
        guard let first = item(&cursor), cursor.peek == "." else { return nil }
        cursor.advance()
        guard let firstAttribute = attribute(cursor.identifier()) else { return nil }
        constraint.firstItem = first
        constraint.firstAttribute = firstAttribute
        cursor.skipSpaces()
        guard let relation = cursor.relation() else { return nil }
        constraint.relation = relation
        cursor.skipSpaces()
        // A multiplier, a second item, a constant, in Apple's order.
        let save = cursor
        if let number = cursor.number(), cursor.peek == "*" {
            cursor.advance()
            constraint.multiplier = number
        } else {
            cursor = save
        }
        let beforeItem = cursor
        if let second = item(&cursor), cursor.peek == "." {
            cursor.advance()
            guard let secondAttribute = attribute(cursor.identifier()) else { return nil }
            constraint.secondItem = second
            constraint.secondAttribute = secondAttribute
            cursor.skipSpaces()
            if cursor.peek == "+" || cursor.peek == "-" {
                let negative = cursor.peek == "-"
                cursor.advance()
                cursor.skipSpaces()
                guard let value = cursor.number() else { return nil }
                constraint.constant = negative ? -value : value
            }
        } else {
            cursor = beforeItem
            guard let value = cursor.number() else { return nil }
            constraint.constant = value
        }
        cursor.skipSpaces()
        if cursor.peek == "@" {
            cursor.advance()
            constraint.priority = cursor.number() ?? 1000
        }
        if whole {
            // A layout file's line: nothing may follow, and a priority must be a number.
            cursor.skipSpaces()
            guard cursor.atEnd, !cursor.characters.isEmpty, cursor.characters.last != "@" else { return nil }
        }
        return constraint
    }

    /// A constraint in description syntax whose items are plain names, as a layout file writes
    /// it: `a.centerX == b.centerX`, `a.width == 0.5*b.width + 8 @750`, `a.top >= root.safeArea.top`.
    /// An item is a name, or a name and a guide (`card.margins`); `LogItem.label` holds it.
    public static func parse(equation: String) -> LogConstraint? {
        let blank = LogConstraint(className: "", address: "", identifier: nil, autoresizingMask: nil, firstItem: nil,
                                  firstAttribute: .notAnAttribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute,
                                  multiplier: 1, constant: 0, priority: 1000, text: equation, line: 0)
        let parsed = parseAnchorForm(equation, into: blank, whole: true) { cursor in
            let name = cursor.identifier()
            guard !name.isEmpty, name.first?.isNumber == false else { return nil }
            // `name.guide.attribute`: the guide belongs to the item when another attribute follows.
            let save = cursor
            if cursor.peek == "." {
                cursor.advance()
                let guide = cursor.identifier()
                if !guide.isEmpty, cursor.peek == "." { return LogItem(className: "", address: "", label: name + "." + guide) }
            }
            cursor = save
            return LogItem(className: "", address: "", label: name)
        }
        guard let parsed, parsed.priority > 0, parsed.priority <= 1000, parsed.multiplier.isFinite, parsed.constant.isFinite else { return nil }
        return parsed
    }

    /// The VFL-like form: `H:|-(8)-[UILabel:0x…]`, `V:[A]-(24)-[B]`, `V:[UIView:0x…(80)]`,
    /// `H:[A(>=160@750)]`, `H:[A]-(NSSpace(8))-[B]`; `|` is the item `names` gives it.
    static func parseVisualForm(_ body: String, into constraint: LogConstraint, names: [String: LogItem]) -> LogConstraint? {
        var constraint = constraint
        let horizontal = body.hasPrefix("H:")
        var cursor = Cursor(String(body.dropFirst(2)))
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
                guard let item = cursor.item() else { return nil }
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

    /// The attribute named in a log (`leading`, `leadingMargin`, `minX`, `midY`, `lastBaseline`).
    static func attribute(_ name: String) -> LayoutAttribute? {
        switch name {
        case "minX": return .left
        case "maxX": return .right
        case "minY": return .top
        case "maxY": return .bottom
        case "midX": return .centerX
        case "midY": return .centerY
        case "baseline": return .lastBaseline
        default: return LayoutAttribute.allCases.first { $0.description == name }
        }
    }
}

/// Cursor walks a description character by character.
struct Cursor {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool { index >= characters.count }
    var peek: Character? { atEnd ? nil : characters[index] }
    var rest: String { atEnd ? "" : String(characters[index...]) }
    mutating func advance() { index += 1 }
    mutating func skipSpaces() { while let c = peek, c == " " || c == "\t" { index += 1 } }
    func startsWith(_ prefix: String) -> Bool {
        let p = Array(prefix)
        return index + p.count <= characters.count && Array(characters[index..<index + p.count]) == p
    }

    /// Up to the next space.
    mutating func word() -> String {
        let start = index
        while let c = peek, c != " " && c != "\t" { index += 1 }
        return String(characters[start..<index])
    }

    mutating func identifier() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    /// `'…'` (the cursor on the opening quote): the text up to the next quote.
    mutating func quoted() -> String {
        index += 1
        let start = index
        while let c = peek, c != "'" { index += 1 }
        let text = String(characters[start..<index])
        if !atEnd { index += 1 }
        return text
    }

    /// `ClassName:0xADDRESS` (module-qualified names, `_UILayoutGuide`, generic brackets).
    mutating func classAndAddress() -> (String, String)? {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." || c == "<" || c == ">" || c == "$" { index += 1 }
        guard index > start, peek == ":" else { index = start; return nil }
        let className = String(characters[start..<index])
        index += 1
        skipSpaces()
        guard startsWith("0x") else { index = start; return nil }
        let addressStart = index
        index += 2
        while let c = peek, c.isHexDigit { index += 1 }
        return (className, String(characters[addressStart..<index]))
    }

    /// An item with its optional label: `UILabel:0x…'Title'` (a label may hold quotes, spaces
    /// and brackets; it ends at the last quote before the item's end).
    mutating func item() -> LogItem? {
        guard let (className, address) = classAndAddress() else { return nil }
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

    mutating func relation() -> Relation? {
        if startsWith("==") { index += 2; return .equal }
        if startsWith(">=") { index += 2; return .greaterThanOrEqual }
        if startsWith("<=") { index += 2; return .lessThanOrEqual }
        return nil
    }

    mutating func number() -> Double? {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isNumber || c == "." || c == "e" || c == "E" { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else { index = start; return nil }
        return value
    }

    /// A predicate of the VFL-like form: `80`, `>=160`, `8@750`, `NSSpace(8)`, `==8`.
    mutating func predicate() -> (Relation, Double, Double)? {
        let relation = self.relation() ?? .equal
        var value: Double
        if startsWith("NSSpace(") {
            index += 8
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
        let noise: Set<Character> = [" ", "\t", "\"", ","]
        guard let first, let last, noise.contains(first) || noise.contains(last) else { return String(self) }
        return String(drop { noise.contains($0) }.reversed().drop { noise.contains($0) }.reversed())
    }
}
