import VFLSyntax

extension LayoutConstraint {
    /// What the constraint means in words, naming the part of the format it came from:
    /// `space between 'a' and 'b'`, `width of 'b'`, `alignAllTop between 'a' and 'b'`.
    public func purpose(platform: Platform) -> String {
        switch origin {
        case .equation:
            return "constraint '\(equation)'"
        case .size:
            return "\(first.attribute) of '\(first.item.name)'"
        case .alignment:
            let option = FormatOptions.alignments.first { $0.attribute == first.attribute }
            let name = option.flatMap { entry in FormatOptions.names.first { $0.option == entry.option }?.name } ?? "alignment"
            return "\(name): '\(second?.item.name ?? "")' and '\(first.item.name)' share their \(first.attribute)"
        case .connection:
            let a = second?.item ?? .superview, b = first.item
            let between: String
            switch (a, b) {
            case (.superview, .view(let v)): between = "space from the superview to '\(v)'"
            case (.view(let v), .superview): between = "space from '\(v)' to the superview"
            default: between = "space between '\(a.name)' and '\(b.name)'"
            }
            let usesMargin = LayoutAnchor.plainAttribute(of: first.attribute) != nil
                || second.map { LayoutAnchor.plainAttribute(of: $0.attribute) != nil } == true
            if usesMargin { return between + " (standard: the superview's layout margin)" }
            if isStandardSpacing { return between + " (standard)" }
            if first.attribute == .firstBaseline { return between + " (baseline to baseline)" }
            return between
        }
    }
}

/// Explainer prints formats as equations, one per line, with the part of the format each came from.
public enum Explainer {
    /// The explanation of an analysed format: the equations, aligned, each followed by the
    /// text it came from and what it means.
    public static func explain(_ analysis: FormatAnalysis, platform: Platform) -> String {
        let syntax = analysis.syntax
        let equations = analysis.constraints.map(\.equation)
        let sources = analysis.constraints.map { "'" + syntax.text($0.range) + "'" }
        let width = equations.map(\.count).max() ?? 0
        let sourceWidth = sources.map(\.count).max() ?? 0
        var out = ""
        for (index, constraint) in analysis.constraints.enumerated() {
            out += "  " + pad(equations[index], width) + "   " + pad(sources[index], sourceWidth)
            out += "   " + constraint.purpose(platform: platform) + "\n"
        }
        if analysis.constraints.isEmpty {
            out += analysis.throwsAtRuntime ? "  (no constraints: the runtime throws for this format)\n" : "  (no constraints)\n"
        }
        return out
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
