import VFLSourceScan
import VFLSyntax

extension DiagnosticID {
    /// A view placed by formats that keeps its autoresizing mask constraints.
    public static let missingAutoresizingOptOut = DiagnosticID(
        code: "VFL406", rule: "missing_autoresizing_opt_out", severity: .warning,
        summary: "A view placed by formats never gets translatesAutoresizingMaskIntoConstraints = false in this file.")
}

/// `missing_autoresizing_opt_out`: a view placed by formats in a file that never sets its
/// `translatesAutoresizingMaskIntoConstraints` to `false` (`NO`).
struct MissingAutoresizingOptOut: FileRule {
    static let doc = RuleDoc(.missingAutoresizingOptOut,
        why: "A view created in code keeps its autoresizing mask as constraints; they fix its frame and conflict with the format's constraints ('Unable to simultaneously satisfy constraints', NSAutoresizingMaskLayoutConstraint). It is the most common Auto Layout conflict.",
        example: "let title = UILabel(); addSubview(title); NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[title]-|\", …)",
        fix: "Set title.translatesAutoresizingMaskIntoConstraints = false before activating the constraints (views from a storyboard or nib already have it).")
    static let reads: ModelFacts = [.installation]

    /// The views the formats place, by identity, with where the first format names each (a
    /// name already placed only needs its first place).
    var placed: [(range: ByteRange, name: String)] = []
    var placedNames = Set<String>()
    /// The views some format pins or sizes: next to a superview edge (`|-[title]`) or with a
    /// size (`[title(40)]`). A view given a frame and only placed beside other views (`V:[map]-
    /// [list]`) keeps its frame, and the format places the others relative to it.
    var pinnedNames = Set<String>()
    /// The views handed to a project helper in its views dictionary: the helper, perhaps in
    /// another file, may opt them out (many set the flag on every view they are given).
    var givenToHelpers = Set<String>()

    mutating func visit(_ format: LintedFormat, in file: LintFile, findings: inout [Diagnostic]) {
        if format.embedded.helper != nil {
            for entry in format.embedded.views?.entries ?? [] { if let name = Self.simpleName(entry.valueText) { givenToHelpers.insert(name) } }
            return
        }
        guard let analysis = format.analysis, !analysis.throwsAtRuntime, let views = format.embedded.views,
              !format.embedded.isNeverInstalled else { return }
        let syntax = analysis.syntax
        for (position, view) in syntax.views.enumerated() {
            let key = syntax.text(view.name)
            guard let k = views.index(ofKey: key), let name = Self.simpleName(views.entries[k].valueText) else { continue }
            if !view.predicateIndices.isEmpty || position == 0 && syntax.leadingSuperview != nil
                || position == syntax.views.count - 1 && syntax.trailingSuperview != nil {
                pinnedNames.insert(name)
            }
            guard placedNames.insert(name).inserted else { continue }
            placed.append((format.embedded.sourceRange(of: view.name), name))
        }
    }

    static let readsScanner = true

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        guard !placed.isEmpty else { return }
        // Only a view this file creates plainly and never hands over or opts out: the rest is
        // unknown. The file's facts are read for the placed views only.
        let facts = scan.viewFacts(about: placedNames)
        for (range, name) in placed where !givenToHelpers.contains(name) && facts.certainlyKeepsAutoresizing(name)
            && (pinnedNames.contains(name) || !facts.framed.contains(name)) {
            findings.append(Diagnostic(.missingAutoresizingOptOut, range,
                "'\(name)' is created in this file and placed by formats, but nothing sets its translatesAutoresizingMaskIntoConstraints to false; its autoresizing constraints will conflict with these",
                notes: [DiagnosticNote(file.language == .swift
                    ? "add '\(name).translatesAutoresizingMaskIntoConstraints = false' before activating the constraints"
                    : "add '\(name).translatesAutoresizingMaskIntoConstraints = NO;' before adding the constraints")]))
        }
    }

    static func simpleName(_ value: String) -> String? {
        let name = ViewFacts.identity(value)
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first),
              name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || isLetter($0) || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return name
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}

/// The part of `missing_autoresizing_opt_out` that needs the project: a class is often split over
/// files (`Card.swift` makes `title`, `Card+Layout.swift` opts it out), so a warning whose view
/// another file opts out by name is not shown. A run that reads the project asks `optedOutNames`
/// of its files and drops what `viewName` says is one of them.
public enum AutoresizingAcrossFiles {
    public static let rule = DiagnosticID.missingAutoresizingOptOut.rule

    /// The view a finding of the rule names (its identity), or nil for another finding.
    public static func viewName(of finding: Diagnostic) -> String? {
        guard finding.rule == rule, let open = finding.message.firstIndex(of: "'") else { return nil }
        let rest = finding.message[finding.message.index(after: open)...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    static let flag = Array("ranslatesAutoresizingMaskIntoConstraints".utf8)

    /// The views a source file names as the receiver of the flag, as identities:
    /// `title.translatesAutoresizingMaskIntoConstraints`, `self.title.…`, `_title.…` and
    /// `[self.title setTranslatesAutoresizingMaskIntoConstraints:…]` all give `title`. Read from
    /// the bytes around each mention, whatever the value set and even in a comment: a name too
    /// many only keeps a warning from being shown.
    public static func optedOutNames(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        var from = 0
        while let found = SourceByteSearch.firstIndex(of: flag, in: bytes, range: from..<bytes.count) {
            from = found + flag.count
            guard found >= 1, bytes[found - 1] == UInt8(ascii: "t") || bytes[found - 1] == UInt8(ascii: "T") else { continue }
            var end = found - 1
            if bytes[found - 1] == UInt8(ascii: "T") {
                // `[receiver setTranslates…:NO]`
                guard end >= 3, bytes[end - 3..<end].elementsEqual("set".utf8) else { continue }
                end -= 3
                while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
            } else {
                // `receiver.translates…`, `receiver->translates…` is not a property: `.` only.
                while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                guard end > 0, bytes[end - 1] == UInt8(ascii: ".") else { continue }
                end -= 1
                while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
            }
            // `` `class`.translates… ``: the name between the backticks.
            if end > 0 && bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
            var start = end
            while start > 0 && isNameByte(bytes[start - 1]) { start -= 1 }
            guard start < end, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { continue }
            let name = ViewFacts.identity(String(decoding: bytes[start..<end], as: UTF8.self))
            if name != "self" && name != "super" && !name.isEmpty { names.insert(name) }
        }
        return names
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || MissingAutoresizingOptOut.isLetter(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
