/// AppleMessage is a message Apple's format parser raises (spec §5); the raw value is the text,
/// verbatim. The parser passes these around as one-byte values and makes the string only when
/// it reports a diagnostic.
public enum AppleMessage: String, CaseIterable, Sendable {
    case emptyString = "It's an empty string."
    case expectedColonHorizontal = "Expected ':' after 'H' to specify horizontal arrangement"
    case expectedColonVertical = "Expected ':' after 'V' to specify vertical arrangement"
    case expectedConnectionAfterBar = "Expected a connection after the '|' character"
    case expectedView = "Expected a view"
    case invalidViewName = "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    case expectedViewClose = "Expected a ']' here. That is how you give the end of a view."
    case ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    case expectedPredicateClose = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    case expectedBracketAfterThickness = "Expected ']' after specifying thickness."
    case expectedMoreInput = "Expected more input"
    case unknownRelation = "Unknown relation. Must be ==, >=, or <="
    case expectedConstant = "Expected a number or key from the metrics dictionary, but encountered something else"
    case ambiguousMinus = "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    case expectedConnectionListClose = "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    case expectedHyphenList = "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    case expectedHyphen = "Expected a '-' here"
    case expectedViewOrBar = "Expected a view or '|'"
    case expectedEnd = "Expected the end of the format string"
}

extension DiagnosticID {
    /// An empty format.
    public static let emptyFormat = DiagnosticID(
        code: "VFL100", rule: "syntax_empty_format", severity: .error,
        summary: "The format string is empty.")
    /// `H` or `V` at the start without a colon.
    public static let missingOrientationColon = DiagnosticID(
        code: "VFL101", rule: "syntax_missing_orientation_colon", severity: .error,
        summary: "A format starts with 'H' or 'V' but no ':' follows.")
    /// `h:` or `v:`.
    public static let lowercaseOrientation = DiagnosticID(
        code: "VFL102", rule: "syntax_lowercase_orientation", severity: .error,
        summary: "The orientation is written in lower case ('h:' or 'v:').")
    /// Whitespace anywhere in a format.
    public static let whitespace = DiagnosticID(
        code: "VFL103", rule: "syntax_whitespace", severity: .error,
        summary: "A format contains a space, tab or newline, which the runtime rejects.")
    /// A byte that is not ASCII.
    public static let nonASCII = DiagnosticID(
        code: "VFL104", rule: "syntax_non_ascii", severity: .error,
        summary: "A format contains a character outside ASCII, which the runtime rejects.")
    /// A view is needed here.
    public static let expectedView = DiagnosticID(
        code: "VFL105", rule: "syntax_expected_view", severity: .error,
        summary: "A view '[name]' is needed at this point.")
    /// A view or `|` is needed after a view.
    public static let expectedViewOrSuperview = DiagnosticID(
        code: "VFL106", rule: "syntax_expected_view_or_superview", severity: .error,
        summary: "After a view and its connection, only another view or the superview '|' can follow.")
    /// The view's name is missing or starts with a digit.
    public static let invalidViewName = DiagnosticID(
        code: "VFL107", rule: "syntax_invalid_view_name", severity: .error,
        summary: "A view name is missing or is not an identifier.")
    /// A `]` is needed to end a view.
    public static let expectedViewClose = DiagnosticID(
        code: "VFL108", rule: "syntax_expected_view_close", severity: .error,
        summary: "A view's name is followed by something other than '(' or ']'.")
    /// A view's predicate list is not closed before `]` or the end.
    public static let expectedPredicateClose = DiagnosticID(
        code: "VFL109", rule: "syntax_expected_predicate_close", severity: .error,
        summary: "A view's predicate list is not closed with ')'.")
    /// `)` of a view's predicates is not followed by `]`.
    public static let expectedBracketAfterPredicates = DiagnosticID(
        code: "VFL110", rule: "syntax_expected_bracket_after_predicates", severity: .error,
        summary: "A view's predicate list ends with ')' but ']' does not follow.")
    /// The format ends in the middle of a construct.
    public static let unexpectedEnd = DiagnosticID(
        code: "VFL111", rule: "syntax_unexpected_end", severity: .error,
        summary: "The format ends in the middle of a view or a connection.")
    /// `=`, `>`, `<`, `=>` and other non-relations.
    public static let unknownRelation = DiagnosticID(
        code: "VFL112", rule: "syntax_unknown_relation", severity: .error,
        summary: "A relation is not one of '==', '<=', '>='.")
    /// A constant (number or metric) is needed.
    public static let expectedConstant = DiagnosticID(
        code: "VFL113", rule: "syntax_expected_constant", severity: .error,
        summary: "A number or a metric name is needed at this point.")
    /// `--` in a connection.
    public static let ambiguousMinus = DiagnosticID(
        code: "VFL114", rule: "syntax_ambiguous_minus", severity: .error,
        summary: "Two hyphens in a row: an extra hyphen, or a negative number without parentheses.")
    /// A parenthesised connection list is not closed.
    public static let expectedConnectionListClose = DiagnosticID(
        code: "VFL115", rule: "syntax_expected_connection_list_close", severity: .error,
        summary: "A connection's predicate list is not closed with ')'.")
    /// `-10,20-`.
    public static let unparenthesizedPredicateList = DiagnosticID(
        code: "VFL116", rule: "syntax_unparenthesized_predicate_list", severity: .error,
        summary: "A connection has several predicates without parentheses.")
    /// A connection's predicate is not followed by `-`.
    public static let expectedConnectionEnd = DiagnosticID(
        code: "VFL117", rule: "syntax_expected_connection_end", severity: .error,
        summary: "A connection's predicate is not followed by the closing '-'.")
    /// Text after the trailing `|`.
    public static let textAfterSuperview = DiagnosticID(
        code: "VFL118", rule: "syntax_text_after_superview", severity: .error,
        summary: "Text follows the trailing superview '|'.")
    /// `|` at the very end with nothing after it.
    public static let expectedConnectionAfterSuperview = DiagnosticID(
        code: "VFL119", rule: "syntax_expected_connection_after_superview", severity: .error,
        summary: "The format ends right after a leading '|'.")
    /// A number that `strtod` reads as infinity or that loses all precision.
    public static let numberOutOfRange = DiagnosticID(
        code: "VFL120", rule: "syntax_number_out_of_range", severity: .error,
        summary: "A number is too large to be represented and reads as infinity.")

    /// Every diagnostic the parser can produce.
    public static let allSyntax: [DiagnosticID] = [
        .emptyFormat, .missingOrientationColon, .lowercaseOrientation, .whitespace, .nonASCII,
        .expectedView, .expectedViewOrSuperview, .invalidViewName, .expectedViewClose,
        .expectedPredicateClose, .expectedBracketAfterPredicates, .unexpectedEnd,
        .unknownRelation, .expectedConstant, .ambiguousMinus, .expectedConnectionListClose,
        .unparenthesizedPredicateList, .expectedConnectionEnd, .textAfterSuperview,
        .expectedConnectionAfterSuperview, .numberOutOfRange,
    ]
}
