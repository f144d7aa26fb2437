// How the parser describes tokens and reports mistakes (its messages and fixes); the grammar is
// in Parser.swift.

extension ParseState {
    /// A short description of a token for messages: `'x'`, `whitespace`, `the end of the format`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .end: return "the end of the format"
        case .whitespace: return "whitespace"
        default:
            let limit = 24
            if token.range.count > limit {
                return "'" + text(ByteRange(token.range.lowerBound, token.range.lowerBound + limit)) + "…'"
            }
            return "'" + text(token.range) + "'"
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        storage.diagnostics.append(diagnostic)
    }

    mutating func reportWhitespace(_ range: ByteRange, apple: AppleMessage) {
        // Deleting whitespace between two word characters would merge two names or numbers
        // into one (`[a b]` → `[ab]`), which changes meaning: no fix there.
        let before = byte(at: range.lowerBound - 1)
        let after = byte(at: range.upperBound)
        let merges = Lexer.isNameContinuation(before) && Lexer.isNameContinuation(after)
        let what: String
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            what = "a line break"
        case UInt8(ascii: "\t"):
            what = "a tab"
        default:
            what = range.count == 1 ? "a space" : "whitespace"
        }
        report(Diagnostic(
            .whitespace, range, "\(what) is not allowed in a format; the runtime rejects it",
            apple: apple,
            notes: merges ? [DiagnosticNote("removing it would join two names; decide which one is meant")] : [],
            fixes: merges ? [] : [FixIt("delete the whitespace", [TextEdit(range: range, replacement: "")])]))
    }

    /// Reports a run of `scalars` non-ASCII characters (or bytes that are not UTF-8) at `range`.
    mutating func reportNonASCII(_ range: ByteRange, scalars: Int) {
        let written = text(range)
        let invalid = written.unicodeScalars.contains("\u{FFFD}")
        var fixes: [FixIt] = []
        let name: String
        if invalid {
            name = scalars == 1 ? "a byte that is not valid UTF-8" : "\(scalars) bytes or characters that are not valid UTF-8 or ASCII"
        } else if scalars == 1, let scalar = written.unicodeScalars.first {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            name = "the non-ASCII character '\(written)' (U+\(code))"
            switch scalar.value {
            case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2212:
                fixes = [FixIt("replace it with '-'", [TextEdit(range: range, replacement: "-")])]
            default:
                break
            }
        } else {
            name = "the non-ASCII text '\(written)'"
        }
        let invisible = !invalid && written.unicodeScalars.allSatisfy {
            switch $0.value {
            case 0x00A0, 0x2000...0x200B, 0x202F, 0x205F, 0x3000, 0xFEFF, 0x2060: return true
            default: return false
            }
        }
        if invisible {
            fixes = [FixIt(scalars == 1 ? "delete the invisible space" : "delete the invisible spaces",
                           [TextEdit(range: range, replacement: "")])]
        }
        report(Diagnostic(
            .nonASCII, range, "\(name) is not allowed in a format",
            notes: [DiagnosticNote("the runtime rejects any format that is not plain ASCII")],
            fixes: fixes))
    }
}
