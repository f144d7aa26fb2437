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

    /// Every anchor call of `bytes` whose numbers are literals, outside comments and strings
    /// (a call commented out, or quoted in a message, makes no constraint).
    static func calls(in bytes: [UInt8]) -> [Call] {
        var result: [Call] = []
        let needle = Array("Anchor".utf8)
        var code = CodeBytes(bytes: bytes)
        while let at = code.next(needle) {
            let from = at + needle.count
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
            code.index = max(code.index, reader.index)
        }
        return result
    }

    /// A walk over the code of a Swift or Objective-C file that steps over comments (`//`,
    /// nested `/* */`), string literals (`"…"`, `@"…"`, `"""…"""`, raw `#"…"#`, with their
    /// escapes and interpolations) and Objective-C character literals (`'"'`).
    struct CodeBytes {
        let bytes: [UInt8]
        var index = 0

        /// Where `needle` next starts in code, after which the walk goes on past it.
        mutating func next(_ needle: [UInt8]) -> Int? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if byte == UInt8(ascii: "\"") {
                    skipString()
                } else if byte == UInt8(ascii: "'") {
                    // 'x' or '\x'; a lone quote is stepped over.
                    let end = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 3 : index + 2
                    index = end < bytes.count && bytes[end] == UInt8(ascii: "'") ? end + 1 : index + 1
                } else if byte == needle[0], index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                    defer { index += needle.count }
                    return index
                } else {
                    index += 1
                }
            }
            return nil
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1; index += 2
                } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1; index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// From a string's opening quote to past its closing one. The `#`s of a raw string are
        /// the ones just before the quote; a one-line string ends at the line's end at the latest.
        mutating func skipString() {
            var hashes = 0
            while index - hashes - 1 >= 0, bytes[index - hashes - 1] == UInt8(ascii: "#") { hashes += 1 }
            let quote = UInt8(ascii: "\"")
            let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A && !multiline { return }
                if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                    index += 1 + hashes
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") { skipInterpolation() } else { index += 1 }
                } else if byte == quote, !multiline || (index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote),
                          hashesFollow(index + (multiline ? 3 : 1), hashes) {
                    index += (multiline ? 3 : 1) + hashes
                    return
                } else {
                    index += 1
                }
            }
        }

        func hashesFollow(_ at: Int, _ count: Int) -> Bool {
            at + count <= bytes.count && bytes[at..<(at + count)].allSatisfy { $0 == UInt8(ascii: "#") }
        }

        /// From an interpolation's `(` to past its `)`, stepping over the strings inside it.
        mutating func skipInterpolation() {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "("): depth += 1; index += 1
                case UInt8(ascii: ")"): depth -= 1; index += 1
                    if depth == 0 { return }
                case UInt8(ascii: "\""): skipString()
                default: index += 1
                }
            }
        }
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
