/// Apple's method is `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; a
/// project may name its own functions with the same `withVisualFormat:` label
/// (`view.pin(withVisualFormat: f + "|", views: …)`). A Swift call with the label is read as
/// Apple's unless it reaches a function of the project: a helper (read as itself), a function
/// the file defines, a type's initializer, or one of the project's *labelled functions*, which
/// any file of the project may declare. Those are gathered over the project by name: a Swift
/// `func name(…withVisualFormat…)`, and an Objective-C method whose first selector piece is
/// `nameWithVisualFormat:` (Swift calls it `name(withVisualFormat:…)`). What such a function
/// does with its format is not followed: the format is listed among those not checked.
extension SourceScanner {
    /// The names of the labelled functions the file declares, each once, in order.
    func labelledFunctionDeclarations() -> [String] {
        var names: [String] = []
        for k in apiNameTokens() where isPunct(k + 1, UInt8(ascii: ":")) || language == .swift && tokens.indices.contains(k + 1) && tokens[k + 1].kind == .identifier {
            var name: String? = nil
            switch language {
            case .swift:
                if isIdentifier(k, "withVisualFormat"), let open = enclosingOpen(k, UInt8(ascii: "(")), let declared = declaredName(parameters: open),
                   !isIdentifier(declared, "init") {
                    name = text(declared)
                }
            case .objc:
                // `- (void)pinWithVisualFormat:(NSString *)format views:…`: the first piece
                // after the return type, in a method's declaration or definition.
                let piece = text(k)
                guard piece.hasSuffix("WithVisualFormat"), piece.utf8.count > "WithVisualFormat".utf8.count,
                      isPunct(k - 1, UInt8(ascii: ")")), Int(match[k - 1]) >= 1 else { continue }
                let open = Int(match[k - 1])
                if isPunct(open - 1, UInt8(ascii: "-")) || isPunct(open - 1, UInt8(ascii: "+")) {
                    name = Self.importedName(String(piece.dropLast("WithVisualFormat".count)))
                }
            }
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether the call named at `name`, with the `withVisualFormat:` label, reaches one of the
    /// project's labelled functions (`labelledFunctions`) rather than Apple's method. Of the
    /// project's `constraints`, a call sent to `NSLayoutConstraint`, or passing Apple's four
    /// labels, is still Apple's.
    func reachesLabelledFunction(_ name: Int) -> Bool {
        guard !labelledFunctions.isEmpty, labelledFunctions.contains(text(name)) else { return false }
        guard isIdentifier(name, "constraints") else { return true }
        if isPunct(name - 1, UInt8(ascii: ".")), isIdentifier(name - 2, "NSLayoutConstraint") { return false }
        return !Self.appleLabels.allSatisfy { passesLabel($0, open: name + 1) }
    }

    static let appleLabels = ["withVisualFormat", "options", "metrics", "views"]

    /// The name Swift imports an Objective-C method's base name as: its leading capitals lower-
    /// cased, but for the last before a lower-case letter (`SKALConstraints` is `skalConstraints`,
    /// `URLPin` `urlPin`, `Pin` `pin`).
    static func importedName(_ name: String) -> String {
        let bytes = Array(name.utf8)
        func isUpper(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= UInt8(ascii: "A") && bytes[k] <= UInt8(ascii: "Z") }
        var run = 0
        while isUpper(run) { run += 1 }
        // In `URLPin` the `P` starts the next word (a run before a digit or the end is one word).
        let startsWord = run < bytes.count && bytes[run] >= UInt8(ascii: "a") && bytes[run] <= UInt8(ascii: "z")
        let lowered = run > 1 && startsWord ? run - 1 : run
        return String(decoding: bytes.enumerated().map { $0.offset < lowered ? $0.element | 0x20 : $0.element }, as: UTF8.self)
    }

    /// The name a Swift call with the `withVisualFormat:` label read as Apple's is kept under
    /// (`labelledCalls`), for the project to tell whether one of its labelled functions takes
    /// it: none for `NSLayoutConstraint.constraints(…)`, which is Apple's.
    func noteLabelledCall(_ name: Int?) {
        guard let name else { return }
        if isIdentifier(name, "constraints") {
            if isPunct(name - 1, UInt8(ascii: ".")), isIdentifier(name - 2, "NSLayoutConstraint") { return }
            if Self.appleLabels.allSatisfy({ passesLabel($0, open: name + 1) }) { return }
        }
        labelledCalls.insert(text(name))
    }
}
