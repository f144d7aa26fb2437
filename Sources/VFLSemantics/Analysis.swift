import VFLSyntax

/// FormatAnalysis is everything known about one format in one environment: its syntax, every
/// diagnostic (syntax and semantic, sorted by position) and the constraints Apple creates.
public struct FormatAnalysis: Sendable {
    /// The syntax tree.
    public var syntax: FormatSyntax
    /// Syntax and checker diagnostics, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The constraints Apple's runtime creates, in Apple's order; empty when it would throw.
    public var constraints: [LayoutConstraint]
    /// Whether Apple's runtime would throw for this format (a diagnostic carries its message).
    public var throwsAtRuntime: Bool

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Semantics checks formats against their environment and lowers them to constraints.
public enum Semantics {
    /// Parses, checks and lowers `format`.
    public static func analyze(_ format: String, in environment: FormatEnvironment) -> FormatAnalysis {
        analyze(Parser.parse(format), in: environment)
    }

    /// Checks and lowers an already parsed format.
    public static func analyze(_ parse: ParseResult, in environment: FormatEnvironment) -> FormatAnalysis {
        let syntax = parse.syntax
        var diagnostics = parse.diagnostics
        var checker = Checker(syntax: syntax, environment: environment)
        if !parse.hasErrors {
            checker.run()
            diagnostics += checker.diagnostics
            diagnostics.sort(by: Diagnostic.ordered)
        }
        let throwsAtRuntime = diagnostics.contains { $0.severity == .error && $0.apple != nil }
            || parse.hasErrors
        var constraints: [LayoutConstraint] = []
        if !throwsAtRuntime {
            var lowering = Lowering(syntax: syntax, environment: environment, values: checker.values)
            constraints = lowering.lower()
        }
        return FormatAnalysis(syntax: syntax, diagnostics: diagnostics, constraints: constraints,
                              throwsAtRuntime: throwsAtRuntime)
    }
}
