import VFLSourceScan
import VFLSyntax

/// `missing_autoresizing_opt_out`: a view placed by formats in a file that never sets its
/// `translatesAutoresizingMaskIntoConstraints` to `false` (`NO`).
enum MissingAutoresizingOptOut {
    static let doc = RuleDoc(.missingAutoresizingOptOut,
        why: "A view created in code keeps its autoresizing mask as constraints; they fix its frame and conflict with the format's constraints ('Unable to simultaneously satisfy constraints', NSAutoresizingMaskLayoutConstraint). It is the most common Auto Layout conflict.",
        example: "let title = UILabel(); addSubview(title); NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[title]-|\", …)",
        fix: "Set title.translatesAutoresizingMaskIntoConstraints = false before activating the constraints (views from a storyboard or nib already have it).")

    static let property = Array("ranslatesAutoresizingMaskIntoConstraints".utf8)

    static func check(_ context: LintContext) -> [Finding] {
        var optedOutCache: Set<String>? = nil
        var reported = Set<String>()
        var findings: [Finding] = []
        var dictionaries: [ByteRange: [String: String]] = [:]   // per views dictionary: key → plain name
        for format in context.formats {
            guard let analysis = format.analysis, !analysis.throwsAtRuntime, let views = format.embedded.views else { continue }
            let names: [String: String]
            if let cached = dictionaries[views.range] {
                names = cached
            } else {
                var built: [String: String] = [:]
                for entry in views.entries { built[entry.key] = simpleName(entry.valueText) }
                dictionaries[views.range] = built
                names = built
            }
            let syntax = analysis.syntax
            for view in syntax.views {
                guard let name = names[syntax.text(view.name)], !reported.contains(name) else { continue }
                if optedOutCache == nil { optedOutCache = optedOutNames(context) }
                guard !optedOutCache!.contains(name), reported.insert(name).inserted else { continue }
                findings.append(Finding(.missingAutoresizingOptOut, format.embedded.sourceRange(of: view.name),
                    "'\(name)' is placed by formats, but this file never sets its translatesAutoresizingMaskIntoConstraints to false; its autoresizing constraints will conflict with these",
                    notes: [DiagnosticNote(context.language == .swift
                        ? "add '\(name).translatesAutoresizingMaskIntoConstraints = false' before activating the constraints"
                        : "add '\(name).translatesAutoresizingMaskIntoConstraints = NO;' before adding the constraints")]))
            }
        }
        return findings
    }

    /// The plain name of a views value (`title`, `self.title`, `_title`), or nil for anything else.
    /// Works on bytes: it runs for every key of every views dictionary.
    static func simpleName(_ value: String) -> String? {
        var bytes = Array(value.utf8.lazy.filter { $0 != UInt8(ascii: " ") })
        if bytes.starts(with: "self.".utf8) { bytes.removeFirst(5) }
        guard let first = bytes.first, first == UInt8(ascii: "_") || isLetter(first) else { return nil }
        for byte in bytes where !(byte == UInt8(ascii: "_") || isLetter(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Every name on the line (and the line before) of an assignment of false/NO to the property,
    /// outside comments: `title.translates… = false`, `[a, b].forEach { $0.translates… = false }`,
    /// `[_title setTranslatesAutoresizingMaskIntoConstraints:NO]`.
    static func optedOutNames(_ context: LintContext) -> Set<String> {
        let bytes = context.bytes
        var names = Set<String>()
        var i = 0
        let comments = context.scan.comments
        while i + property.count <= bytes.count {
            guard bytes[i] == property[0], bytes[i..<i + property.count].elementsEqual(property) else { i += 1; continue }
            let end = i + property.count
            defer { i = end }
            if comments.contains(where: { $0.contains(i) }) { continue }
            var j = end
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "=") || bytes[j] == UInt8(ascii: ":") else { continue }
            j += 1
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
            let rest = bytes[j..<min(bytes.count, j + 5)]
            guard rest.starts(with: "false".utf8) || rest.starts(with: "NO".utf8) else { continue }
            var lineStart = i
            var newlines = 0
            while lineStart > 0 {
                if bytes[lineStart - 1] == UInt8(ascii: "\n") { newlines += 1; if newlines == 2 { break } }
                lineStart -= 1
            }
            var lineEnd = end
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var word: [UInt8] = []
            for byte in bytes[lineStart..<lineEnd] + [0x20] {
                let isWord = byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if isWord { word.append(byte) } else if !word.isEmpty { names.insert(String(decoding: word, as: UTF8.self)); word.removeAll() }
            }
        }
        return names
    }
}
