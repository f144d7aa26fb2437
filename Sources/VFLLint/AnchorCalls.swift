import VFLSemantics
import VFLSyntax

/// AnchorCalls reads the layout-anchor calls of a Swift or Objective-C file into the constraints
/// they make, for `vfl explain-log --source`: a report's constraint made in code rather than by a
/// format is found where it is written.
///
///     title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12)
///     avatar.widthAnchor.constraint(equalToConstant: 48)
///     [title.leadingAnchor constraintEqualToAnchor:avatar.trailingAnchor constant:12]
///     [badge.widthAnchor constraintEqualToAnchor:badge.heightAnchor multiplier:2]
///
/// Only calls whose numbers are literals are read (a constant in a variable cannot be matched
/// to a log's number); the priority is taken as required (a later `.priority =` is not seen).
/// Items are the receivers' expressions as written (`self.avatar`, `view.layoutMarginsGuide`).
/// Byte-level: one pass over the file for the word `Anchor`, no allocation until a call reads.
enum AnchorCalls {
    struct Call {
        /// The byte offset of the call's first anchor, and the call's text (for a reason).
        var offset: Int
        var text: String
        var constraint: LayoutConstraint
    }

    /// Every anchor call of `bytes` whose numbers are literals.
    static func calls(in bytes: [UInt8]) -> [Call] {
        var result: [Call] = []
        let needle = Array("Anchor".utf8)
        var from = 0
        while let at = SourceByteSearch.firstIndex(of: needle, in: bytes, range: from..<bytes.count) {
            from = at + needle.count
            var reader = Reader(bytes: bytes, index: 0)
            guard let (firstStart, first) = reader.anchor(endingAt: at) else { continue }
            reader.index = from
            guard let (relation, second, multiplier, constant) = reader.call() else { continue }
            var constraint = LayoutConstraint(first: first, relation: relation, second: second, constant: constant,
                                              range: ByteRange(firstStart, reader.index), origin: .equation)
            constraint.multiplier = multiplier
            // The call as written, from its `[` in Objective-C.
            let textStart = firstStart > 0 && bytes[firstStart - 1] == UInt8(ascii: "[") ? firstStart - 1 : firstStart
            let text = String(decoding: bytes[textStart..<min(reader.index, textStart + 200)], as: UTF8.self)
            result.append(Call(offset: firstStart, text: text, constraint: constraint))
            from = max(from, reader.index)
        }
        return result
    }

    /// The attribute an anchor's name gives (`leadingAnchor` → leading): an anchor's name is the
    /// attribute's, for the attributes that have anchors (left to lastBaseline; margins have
    /// guides instead).
    static func attribute(_ name: String) -> LayoutAttribute? {
        LayoutAttribute.allCases.first { $0.rawValue >= LayoutAttribute.left.rawValue && $0.rawValue <= LayoutAttribute.firstBaseline.rawValue && $0.description == name }
    }

    struct Reader {
        let bytes: [UInt8]
        var index: Int

        static func isWord(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }

        /// The anchor whose word `Anchor` starts at `at`: `receiver.nameAnchor`, with where the
        /// receiver starts. The receiver is a chain of names (`self.card.layoutMarginsGuide`), or
        /// `self` when there is none (`trailingAnchor` in a view's own method).
        func anchor(endingAt at: Int) -> (Int, LayoutAnchor)? {
            var nameStart = at
            while nameStart > 0 && Self.isWord(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < at, let attribute = AnchorCalls.attribute(String(decoding: bytes[nameStart..<at], as: UTF8.self)) else { return nil }
            guard nameStart > 0, bytes[nameStart - 1] == UInt8(ascii: ".") else { return (nameStart, LayoutAnchor(.view("self"), attribute)) }
            var start = nameStart - 1
            while start > 0 {
                let byte = bytes[start - 1]
                guard Self.isWord(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { break }
                start -= 1
            }
            let receiver = String(decoding: bytes[start..<(nameStart - 1)], as: UTF8.self)
            guard !receiver.isEmpty, receiver.first != "." else { return nil }
            return (start, LayoutAnchor(.view(receiver), attribute))
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") { index += 1 }
        }

        mutating func take(_ text: String) -> Bool {
            let utf8 = text.utf8
            guard index + utf8.count <= bytes.count, bytes[index..<(index + utf8.count)].elementsEqual(utf8) else { return false }
            index += utf8.count
            return true
        }

        /// A literal number (`12`, `-8`, `0.5`, `44.0`), or nil.
        mutating func number() -> Double? {
            skipSpaces()
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { index = start; return nil }
            // A literal, not the start of an expression (`8 * scale`, `8.0 + inset`).
            let save = index
            skipSpaces()
            let next = index < bytes.count ? bytes[index] : UInt8(ascii: ")")
            index = save
            guard next == UInt8(ascii: ")") || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || Self.isWord(next) else { index = start; return nil }
            return value
        }

        /// A second anchor: `receiver.nameAnchor`.
        mutating func secondAnchor() -> LayoutAnchor? {
            skipSpaces()
            let start = index
            while index < bytes.count, Self.isWord(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index += 1 }
            let text = bytes[start..<index]
            guard text.count > 6, text.suffix(6).elementsEqual("Anchor".utf8) else { index = start; return nil }
            return anchor(endingAt: index - 6).map { $0.1 }
        }

        /// After `…Anchor`: the call, Swift's `.constraint(equalTo: b, multiplier: m, constant: c)`
        /// or `(equalToConstant: c)`, or Objective-C's ` constraintEqualToAnchor:b multiplier:m
        /// constant:c` or ` constraintEqualToConstant:c`.
        mutating func call() -> (Relation, LayoutAnchor?, Double, Double)? {
            let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual)]
            var relation: Relation? = nil
            var toConstant = false
            let swift = take(".constraint(")
            if swift {
                skipSpaces()
                for (word, r) in relations where relation == nil {
                    if take(word + "Constant:") { relation = r; toConstant = true } else if take(word + ":") { relation = r }
                }
            } else {
                skipSpaces()
                guard take("constraint") else { return nil }
                for (word, r) in relations where relation == nil {
                    let objc = word.prefix(1).uppercased() + word.dropFirst()
                    if take(objc + "Constant:") { relation = r; toConstant = true } else if take(objc + "Anchor:") { relation = r }
                }
            }
            guard let relation else { return nil }
            if toConstant {
                guard let constant = number() else { return nil }
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: swift ? ")" : "]") else { return nil }
                index += 1
                return (relation, nil, 1, constant)
            }
            guard let second = secondAnchor() else { return nil }
            var multiplier = 1.0, constant = 0.0
            for (label, isMultiplier) in [("multiplier:", true), ("constant:", false)] {
                let save = index
                skipSpaces()
                if swift { _ = take(",") }
                skipSpaces()
                if take(label) {
                    guard let value = number() else { return nil }
                    if isMultiplier { multiplier = value } else { constant = value }
                } else {
                    index = save
                }
            }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: swift ? ")" : "]") else { return nil }
            index += 1
            return (relation, second, multiplier, constant)
        }
    }
}
