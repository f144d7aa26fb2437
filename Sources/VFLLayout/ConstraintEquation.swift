import VFLSemantics
import VFLSyntax

/// ConstraintEquation is one constraint written as an equation, as a layout file writes it
/// (`a.width == 0.5*b.width + 8 @750`) and as the runtime describes one in its logs
/// (`UILabel:0x….width == 0.5*UIView:0x….width + 8 @750`): `ITEM.ATTRIBUTE RELATION
/// [MULTIPLIER*]ITEM.ATTRIBUTE [* MULTIPLIER] [± CONSTANT] [@PRIORITY]`, or `ITEM.ATTRIBUTE
/// RELATION [±] CONSTANT [@PRIORITY]`. What an item is, its reader decides.
package struct ConstraintEquation<Item> {
    package var firstItem: Item
    package var firstAttribute: LayoutAttribute
    package var relation: Relation
    package var secondItem: Item? = nil
    package var secondAttribute: LayoutAttribute = .notAnAttribute
    package var multiplier = 1.0
    package var constant = 0.0
    /// Nil when none is written (a `@` without a number is 1000).
    package var priority: Double? = nil

    /// Reads `text`; `item` reads an item at the cursor (nil: none there), `attribute` an
    /// attribute after its `.`, and `constant`, when given, a constant written as a symbol (a
    /// log's `NSSpace(8)`, which may follow the second item without a sign). With `whole`,
    /// nothing may follow the equation and a written priority must be a number.
    package static func parse(_ text: String, whole: Bool = false, item: (inout EquationCursor) -> Item?,
                              constant symbol: ((inout EquationCursor) -> Double?)? = nil,
                              attribute: (inout EquationCursor) -> LayoutAttribute? = { attribute($0.identifier()) }) -> ConstraintEquation? {
        var cursor = EquationCursor(text)
        guard let first = item(&cursor), cursor.peek == "." else { return nil }
        cursor.advance()
        guard let firstAttribute = attribute(&cursor) else { return nil }
        cursor.skipSpaces()
        guard let relation = cursor.relation() else { return nil }
        var equation = ConstraintEquation(firstItem: first, firstAttribute: firstAttribute, relation: relation)
        cursor.skipSpaces()
        // A multiplier, a second item, a constant, in Apple's order.
        let save = cursor
        if let number = cursor.number(), cursor.peek == "*" {
            cursor.advance()
            equation.multiplier = number
        } else {
            cursor = save
        }
        let beforeItem = cursor
        if let second = item(&cursor), cursor.peek == "." {
            cursor.advance()
            guard let secondAttribute = attribute(&cursor) else { return nil }
            equation.secondItem = second
            equation.secondAttribute = secondAttribute
            cursor.skipSpaces()
            // A multiplier after the item, as some systems print it: `A.height * 1.77778`.
            if cursor.peek == "*" {
                cursor.advance()
                cursor.skipSpaces()
                guard let factor = cursor.number() else { return nil }
                equation.multiplier *= factor
                cursor.skipSpaces()
            }
            if cursor.peek == "+" || cursor.peek == "-" {
                let negative = cursor.peek == "-"
                cursor.advance()
                cursor.skipSpaces()
                guard let value = cursor.number() ?? symbol?(&cursor) else { return nil }
                equation.constant = negative ? -value : value
            } else if let value = symbol?(&cursor) {
                equation.constant = value
            }
        } else {
            cursor = beforeItem
            // Older systems print a sign apart from its number: `width == - 16`, `midY == + 39`.
            var sign = 1.0
            if cursor.peek == "-" || cursor.peek == "+" {
                let save = cursor
                sign = cursor.peek == "-" ? -1 : 1
                cursor.advance()
                if cursor.peek == " " { cursor.skipSpaces() } else { cursor = save; sign = 1 }
            }
            guard let value = cursor.number() ?? symbol?(&cursor) else { return nil }
            equation.constant = sign * value
        }
        cursor.skipSpaces()
        if cursor.peek == "@" {
            cursor.advance()
            equation.priority = cursor.number() ?? 1000
        }
        if whole {
            cursor.skipSpaces()
            guard cursor.atEnd, !cursor.characters.isEmpty, cursor.characters.last != "@" else { return nil }
        }
        return equation
    }

    /// The attribute of that name, also as the runtime writes frames' (`leading`,
    /// `leadingMargin`, `minX`, `midY`, `lastBaseline`).
    package static func attribute(_ name: String) -> LayoutAttribute? {
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

/// EquationCursor walks the text of an equation (or a runtime log's description) character by
/// character.
package struct EquationCursor {
    package let characters: [Character]
    package var index = 0

    package init(_ text: String) { characters = Array(text) }

    package var atEnd: Bool { index >= characters.count }
    package var peek: Character? { atEnd ? nil : characters[index] }
    package var rest: String { atEnd ? "" : String(characters[index...]) }
    package mutating func advance() { index += 1 }
    package mutating func skipSpaces() { while let c = peek, c == " " || c == "\t" { index += 1 } }
    package func startsWith(_ prefix: String) -> Bool {
        var i = index
        for c in prefix {
            guard i < characters.count, characters[i] == c else { return false }
            i += 1
        }
        return true
    }

    /// Up to the next space.
    package mutating func word() -> String {
        let start = index
        while let c = peek, c != " " && c != "\t" { index += 1 }
        return String(characters[start..<index])
    }

    package mutating func identifier() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    /// `'…'` (the cursor on the opening quote): the text up to the next quote.
    package mutating func quoted() -> String {
        index += 1
        let start = index
        while let c = peek, c != "'" { index += 1 }
        let text = String(characters[start..<index])
        if !atEnd { index += 1 }
        return text
    }

    /// Moves past the first `marker` at or after the cursor, if there is one.
    package mutating func skip(past marker: String) -> Bool {
        let start = index
        while !atEnd {
            if startsWith(marker) { index += marker.count; return true }
            index += 1
        }
        index = start
        return false
    }

    package mutating func relation() -> Relation? {
        if startsWith("==") { index += 2; return .equal }
        if startsWith(">=") { index += 2; return .greaterThanOrEqual }
        if startsWith("<=") { index += 2; return .lessThanOrEqual }
        return nil
    }

    package mutating func number() -> Double? {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isNumber || c == "." || c == "e" || c == "E" { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else { index = start; return nil }
        return value
    }
}
