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

    /// The views the formats place, by identity, with where the first format names each (a
    /// name already placed only needs its first place).
    var placed: [(range: ByteRange, name: String)] = []
    var placedNames = Set<String>()
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
        for view in syntax.views {
            let key = syntax.text(view.name)
            guard let entry = views.entries.first(where: { $0.key == key }), let name = Self.simpleName(entry.valueText),
                  placedNames.insert(name).inserted else { continue }
            placed.append((format.embedded.sourceRange(of: view.name), name))
        }
    }

    static let readsScanner = true

    mutating func finish(_ file: LintFile, scan: SourceScan, findings: inout [Diagnostic]) {
        guard !placed.isEmpty else { return }
        // Only a view this file creates plainly and never hands over or opts out: the rest is
        // unknown. The file's facts are read for the placed views only.
        let facts = scan.viewFacts(about: placedNames)
        for (range, name) in placed where !givenToHelpers.contains(name) && facts.certainlyKeepsAutoresizing(name) {
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
