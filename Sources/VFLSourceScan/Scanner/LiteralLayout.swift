extension StringLiteral {
    /// The literal's text as its value is laid out, escapes and interpolations left as written,
    /// with each byte's offset in the source (one more entry for the end): a one-line literal's
    /// content as it is; a Swift multi-line literal's lines without the closing delimiter's
    /// indentation, the line breaks after the opening and before the closing delimiter left out,
    /// and lines joined where a `\` ends one. A line break of the value stays a line break. Nil
    /// for a raw (`#"""`) multi-line literal and one that breaks the rules (text after the
    /// opening delimiter, a line indented less than the closing one, a `\` ending the last
    /// line): the compiler rejects those.
    public func layout(in bytes: [UInt8]) -> (text: [UInt8], offsets: [Int32])? {
        let start = Int(contentRange.start), end = min(Int(contentRange.end), bytes.count)
        guard start <= end else { return nil }
        guard isMultiline else {
            return (Array(bytes[start..<end]), (start...end).map { Int32($0) })
        }
        guard hashes == 0 else { return nil }
        // The closing delimiter's line and its indentation.
        var closingLine = end
        while closingLine > start && (bytes[closingLine - 1] == 0x20 || bytes[closingLine - 1] == 0x09) { closingLine -= 1 }
        guard closingLine > start, bytes[closingLine - 1] == 0x0A else { return nil }
        let indent = bytes[closingLine..<end]
        // Nothing but white space after the opening delimiter.
        var i = start
        while i < closingLine && (bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D) { i += 1 }
        guard i < closingLine, bytes[i] == 0x0A else { return nil }
        i += 1
        var text: [UInt8] = [], offsets: [Int32] = []
        // The value's last line break, the one before the closing line, is not part of it.
        let last = closingLine - 1
        while i < last {
            var lineEnd = i
            while lineEnd < last && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var content = lineEnd
            if content > i && bytes[content - 1] == 0x0D { content -= 1 }
            // A line with text starts with the indentation; a blank one may have less.
            if bytes[i..<content].starts(with: indent) {
                i += indent.count
            } else if bytes[i..<content].contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                return nil
            } else {
                i = content
            }
            // A `\` that ends the line (an odd run of them: `\\` is a backslash) joins the next.
            var trimmed = content
            while trimmed > i && (bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09) { trimmed -= 1 }
            var slashes = 0
            while trimmed - slashes > i && bytes[trimmed - slashes - 1] == UInt8(ascii: "\\") { slashes += 1 }
            let continued = slashes % 2 == 1
            // Not on the last line: the compiler rejects a `\` before the closing delimiter's line.
            if continued && lineEnd >= last { return nil }
            let copied = continued ? trimmed - 1 : content
            for k in i..<max(i, copied) {
                text.append(bytes[k])
                offsets.append(Int32(k))
            }
            if !continued && lineEnd < last {
                text.append(0x0A)
                offsets.append(Int32(lineEnd))
            }
            i = lineEnd + 1
        }
        offsets.append(Int32(last))
        return (text, offsets)
    }
}
