/// SyntaxPrinter prints a syntax tree as indented text with every node's byte range.
///
/// The output is stable and used by the golden fixtures (`Fixtures/parse/valid/*.ast`) and by
/// `vfl parse` in its human form.
public enum SyntaxPrinter {
    /// Prints `syntax`, one node per line.
    public static func print(_ syntax: FormatSyntax) -> String {
        var out = "Format \(syntax.axis.rawValue) \(syntax.range)\n"
        if let orientation = syntax.orientation {
            out += "  Orientation \(orientation.axis.rawValue) \(orientation.range)\n"
        }
        if let edge = syntax.leadingSuperview {
            out += "  Superview leading \(edge.bar)\n"
            printConnection(edge.connection, in: syntax, indent: "    ", to: &out)
        }
        for (index, view) in syntax.views.enumerated() {
            if index > 0, index - 1 < syntax.connections.count {
                printConnection(syntax.connections[index - 1], in: syntax, indent: "  ", to: &out)
            }
            let name = view.name.isEmpty ? "<missing>" : syntax.text(view.name)
            out += "  View \(name) \(view.range) name \(view.name)\n"
            if let list = view.predicateListRange {
                out += "    PredicateList \(list)\n"
            }
            for predicate in syntax.predicates(of: view) {
                out += "      " + describe(predicate, in: syntax) + "\n"
            }
        }
        if let edge = syntax.trailingSuperview {
            printConnection(edge.connection, in: syntax, indent: "    ", to: &out, label: "  Superview trailing \(edge.bar)\n")
        }
        for range in syntax.unexpected {
            out += "  Unexpected \(range) '\(syntax.text(range))'\n"
        }
        return out
    }

    static func printConnection(_ connection: ConnectionSyntax, in syntax: FormatSyntax, indent: String,
                                to out: inout String, label: String = "") {
        out += label
        out += indent + "Connection \(connection.kind.rawValue) \(connection.range)"
        out += connection.isParenthesized ? " parenthesized\n" : "\n"
        for predicate in syntax.predicates(of: connection) {
            out += indent + "  " + describe(predicate, in: syntax) + "\n"
        }
    }

    /// One predicate as `Predicate >= 50 @ 750 0..<8`.
    public static func describe(_ predicate: PredicateSyntax, in syntax: FormatSyntax) -> String {
        var line = "Predicate \(predicate.relation) \(describe(predicate.object, in: syntax))"
        if let priority = predicate.priority {
            line += " @ \(describe(priority, in: syntax))"
        }
        return line + " \(predicate.range)"
    }

    /// A constant as `50`, `name(pad)` or `<missing>`.
    public static func describe(_ constant: ConstantSyntax, in syntax: FormatSyntax) -> String {
        switch constant.value {
        case .number(let value): return NumberFormatting.shortest(value)
        case .name: return "name(\(syntax.text(constant.range)))"
        case .missing: return "<missing>"
        }
    }
}

/// NumberFormatting prints numbers in their shortest exact form (`8`, `0.5`, `-2`, `1e+30`).
public enum NumberFormatting {
    /// The shortest text that reads back as exactly `value`, without a trailing `.0`.
    public static func shortest(_ value: Double) -> String {
        // Integers print without a fraction; `rounded()` is avoided because it needs libm.
        if abs(value) < 1e15, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        return value.description
    }
}
