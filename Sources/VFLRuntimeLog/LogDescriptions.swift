import VFLLayout
import VFLSemantics
import VFLSyntax

extension RuntimeLog {
    /// Reads one description (the text between `<` and `>`), or nil when it is not a constraint.
    public static func parse(description: String, line: Int = 0) -> LogConstraint? {
        var cursor = EquationCursor(description.hasPrefix("<") ? unwrappingItems(description) : description)
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
        let equation = ConstraintEquation.parse(body, item: item, constant: { $0.systemSpace() }) { cursor in
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

    /// SnapKit 0.x's description, `<Module.LayoutConstraint:0x…> <UIView:0x…>.top ==
    /// <_UILayoutGuide:0x…>.bottom`, in the usual form: each `<Class:0x…>` unwrapped.
    static func unwrappingItems(_ description: String) -> String {
        let characters = Array(description)
        var result = ""
        var wrapped = false
        for (i, character) in characters.enumerated() {
            let next = i + 1 < characters.count ? characters[i + 1] : " "
            if character == "<", !wrapped, next == "_" || next.isLetter {
                wrapped = true   // not `<=`, a relation
            } else if character == ">", wrapped, next != "=" {
                wrapped = false
            } else {
                result.append(character)
            }
        }
        return result
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

    /// A system spacing as the runtime resolved it, `NSSpace(8)` or
    /// `NSLayoutAnchorConstraintSpace(8)`: its number, or nil (the cursor unmoved) when there is none.
    mutating func systemSpace() -> Double? {
        let start = index
        for marker in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where startsWith(marker) {
            index += marker.count
            if let v = number(), peek == ")" {
                index += 1
                return v
            }
        }
        index = start
        return nil
    }

    /// A predicate of the VFL-like form: `80`, `>=160`, `8@750`, `NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`, `==8`.
    mutating func predicate() -> (Relation, Double, Double)? {
        let relation = self.relation() ?? .equal
        var value: Double
        if let v = systemSpace() {
            value = v
        } else if startsWith("NSSpace(") || startsWith("NSLayoutAnchorConstraintSpace(") {
            return nil
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
