import VFLSyntax

/// FormatChange is one format the formatter rewrote.
public struct FormatChange: Sendable {
    /// The bytes of the file that were replaced (a literal's contents, or a layout line's format).
    public var range: ByteRange
    /// The text before and after.
    public var old: [UInt8]
    public var new: [UInt8]
}

/// FormatProblem is a format the formatter left alone, and why.
public struct FormatProblem: Sendable {
    /// Where the format is in the file.
    public var range: ByteRange
    /// Its diagnostics, in the format's own coordinates (empty when the reason is not an error).
    public var diagnostics: [Diagnostic]
    /// Why it was left alone, in a few words.
    public var reason: String
}

/// FileFormatting is the result of formatting one file.
public struct FileFormatting: Sendable {
    /// The new contents; identical to the input outside the changed ranges.
    public var output: [UInt8]
    /// What changed, in file order.
    public var changes: [FormatChange]
    /// Formats left alone (errors, concatenations that would change).
    public var problems: [FormatProblem]

    /// Whether the output differs from the input.
    public var changed: Bool { !changes.isEmpty }
}

/// SourceFormatter rewrites the formats of a Swift, Objective-C or `.vfl` layout file into their
/// canonical form (`Formatter`). Only the contents of format literals change; every other byte
/// stays as it is. Formats with errors, dynamic formats, formats split over several literals
/// or written with escapes, and formats under `vfl-fmt:ignore` or between `vfl-fmt:off` and
/// `vfl-fmt:on` are left alone.
public enum SourceFormatter {
    /// Formats `bytes`. `language` nil means a `.vfl` layout file. With `only`, formats outside
    /// those byte ranges are left alone (editor range formatting).
    public static func format(_ bytes: [UInt8], language: SourceLanguage?, only: [ByteRange]? = nil,
                              functions: [FormatFunction] = []) -> FileFormatting {
        var problems: [FormatProblem] = []
        var changes: [FormatChange] = []
        var parser = Parser()
        // Formats are formatted as the scanner finds them, so no list of them is kept.
        func consider(_ range: ByteRange, _ text: [UInt8]) {
            if let only, !only.contains(where: { Self.touches($0, range) }) { return }
            let result = Formatter.format(bytes: text, parser: &parser)
            if result.hasErrors {
                problems.append(FormatProblem(range: range, diagnostics: result.diagnostics, reason: "left as written: the format has errors"))
            } else if result.changed {
                changes.append(FormatChange(range: range, old: Array(bytes[range.lowerBound..<range.upperBound]), new: result.text))
            }
        }
        if let language {
            var stream = FormatStream(bytes, language: language, functions: functions)
            let directives = Directives(bytes: bytes, comments: stream.comments)
            var seen = Set<Int32>()
            var previousCall = -1, currentCall = -1
            stream.forEach { format in
                // Formats come in source order of their calls (one call may give several).
                if format.callRange.lowerBound != currentCall { previousCall = currentCall; currentCall = format.callRange.lowerBound }
                guard let text = format.text else { return }
                let place = format.literals.first?.contentRange ?? format.argumentRange
                if directives.ignores(callAt: format.callRange, after: previousCall, literal: place) { return }
                guard format.isRewritable else {
                    if let only, !only.contains(where: { Self.touches($0, format.argumentRange) }) { return }
                    if Formatter.format(bytes: text, parser: &parser).changed {
                        problems.append(FormatProblem(range: format.argumentRange, diagnostics: [],
                            reason: "not rewritten: the format is split over several literals, written with escapes or chosen by interpolation"))
                    }
                    return
                }
                let range = format.literals[0].contentRange
                guard seen.insert(range.start).inserted else { return }
                consider(range, text)
            }
        } else {
            var off = false
            var ignoreNext = false
            for line in LayoutLines.split(bytes) {
                if let comment = line.comment {
                    let text = String(decoding: bytes[comment.lowerBound..<comment.upperBound], as: UTF8.self)
                    if text.contains("vfl-fmt:off") { off = true }
                    if text.contains("vfl-fmt:on") { off = false }
                    if text.contains("vfl-fmt:ignore") { ignoreNext = true; if line.format == nil { continue } }
                }
                guard let format = line.format else { continue }
                if off || ignoreNext { ignoreNext = false; continue }
                consider(format, Array(bytes[format.lowerBound..<format.upperBound]))
            }
        }
        changes.sort { $0.range < $1.range }
        // Unchanged: the output shares the input's storage (a big file is not held twice).
        if changes.isEmpty { return FileFormatting(output: bytes, changes: [], problems: problems.sorted { $0.range < $1.range }) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for change in changes {
            output.append(contentsOf: bytes[cursor..<change.range.lowerBound])
            output.append(contentsOf: change.new)
            cursor = change.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return FileFormatting(output: output, changes: changes, problems: problems.sorted { $0.range < $1.range })
    }

    /// Whether the restriction `only` selects the format at `range`: they overlap, or an empty
    /// restriction (a cursor) lies in or at the edge of the format.
    static func touches(_ only: ByteRange, _ range: ByteRange) -> Bool {
        if only.isEmpty { return range.lowerBound <= only.lowerBound && only.lowerBound <= range.upperBound }
        return only.lowerBound < range.upperBound && range.lowerBound < only.upperBound
    }
}

/// Directives reads `// vfl-fmt:ignore` (the next call), `// vfl-fmt:off` and `// vfl-fmt:on`.
struct Directives {
    /// Where each `vfl-fmt:ignore` comment ends, in order: it applies to the first call after it.
    var ignoreEnds: [Int] = []
    var offRegions: [ByteRange] = []

    init(bytes: [UInt8], comments: [ByteRange]) {
        var offStart: Int? = nil
        for comment in comments {
            // Most comments are not directives: look for the marker without making a string.
            guard SourceByteSearch.contains(bytes, Directives.marker, in: comment.lowerBound..<comment.upperBound) else { continue }
            let text = String(decoding: bytes[comment.lowerBound..<comment.upperBound], as: UTF8.self)
            if text.contains("vfl-fmt:ignore") { ignoreEnds.append(comment.upperBound) }
            if text.contains("vfl-fmt:off"), offStart == nil { offStart = comment.upperBound }
            if text.contains("vfl-fmt:on"), let start = offStart {
                offRegions.append(ByteRange(start, comment.lowerBound))
                offStart = nil
            }
        }
        if let start = offStart { offRegions.append(ByteRange(start, bytes.count)) }
    }

    static let marker = Array("vfl-fmt:".utf8)

    /// Whether the format of the call at `call` (literal at `literal`) is under a directive;
    /// `previousCall` is where the call before it starts (-1 for the first): an ignore comment
    /// between the two is this call's.
    func ignores(callAt call: ByteRange, after previousCall: Int, literal: ByteRange) -> Bool {
        // The first ignore comment ending after the previous call.
        let k = SourceScanner.firstIndex(in: ignoreEnds, after: previousCall)
        if k < ignoreEnds.count && ignoreEnds[k] <= call.lowerBound { return true }
        return offRegions.contains { $0.contains(literal.lowerBound) || $0.contains(call.lowerBound) }
    }
}
