import VFLLayout
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// The documentation of every rule `vfl-lint` knows, for `vfl-lint rules [id]` and the README
/// table. Rules with their own logic live in this directory, one file each (file name = rule id);
/// the parser's and checker's diagnostics are rules too, documented here.
public enum RuleCatalog {
    /// Every rule, in code order.
    public static let all: [RuleDoc] = (syntax + checker + layout + lint).sorted { $0.id.code < $1.id.code }

    /// The rule with `id`, or nil.
    public static func doc(_ id: String) -> RuleDoc? { all.first { $0.rule == id } }

    /// The rule a misspelt id most likely means: one edit or one swapped pair of letters away,
    /// or a prefix of it (`unknown_veiw` → `unknown_view`), or nil.
    public static func suggestion(for id: String) -> String? {
        all.map(\.rule).first { Spelling.isOneEditApart($0, id) } ?? all.map(\.rule).first { id.count >= 4 && $0.hasPrefix(id) }
    }

    /// The rule ids, for validating configuration and suppression comments.
    public static let ids: Set<String> = Set(all.map(\.rule))

    static let lint: [RuleDoc] = Linter.fileRules.map { $0.doc } + LintSession.sessionRules.map { $0.doc }

    /// The parser's diagnostics: what the runtime rejects as it reads the string.
    static let syntax: [RuleDoc] = DiagnosticID.allSyntax.map { id in
        RuleDoc(id, why: "The runtime throws NSInvalidArgumentException ('Unable to parse constraint format') when the app creates these constraints; the crash reaches users.",
                example: syntaxExamples[id.rule] ?? "",
                fix: id == .whitespace ? "Delete the whitespace; vfl-lint --fix does it." : "Correct the format; where a correction is likely (a closing bracket), the finding suggests it.",
                fixIsSafe: id == .whitespace)
    }

    static let syntaxExamples: [String: String] = [
        "syntax_empty_format": "\"\"", "syntax_missing_orientation_colon": "\"H|[a]\"", "syntax_lowercase_orientation": "\"h:[a]\"",
        "syntax_whitespace": "\"H: |-[a]\"", "syntax_non_ascii": "\"[a]–[b]\" (an en dash)", "syntax_expected_view": "\"H:|-10-|\"",
        "syntax_expected_view_or_superview": "\"[a]x\"", "syntax_invalid_view_name": "\"[1a]\"", "syntax_expected_view_close": "\"[self.arrow]\"",
        "syntax_expected_predicate_close": "\"[box(width]\"", "syntax_expected_bracket_after_predicates": "\"[a(50)-[b]\"",
        "syntax_unexpected_end": "\"[a]-\"", "syntax_unknown_relation": "\"[a(>30)]\"", "syntax_expected_constant": "\"[a(+5)]\"",
        "syntax_ambiguous_minus": "\"[a]--5-[b]\"", "syntax_expected_connection_list_close": "\"[a]-(8[b]\"",
        "syntax_unparenthesized_predicate_list": "\"[a]-10,20-[b]\"", "syntax_expected_connection_end": "\"[a]-10[b]\"",
        "syntax_text_after_superview": "\"[a]||\"", "syntax_expected_connection_after_superview": "\"|\"", "syntax_number_out_of_range": "\"[a(1e400)]\"",
    ]

    /// The checker's diagnostics.
    static let checker: [RuleDoc] = [
        RuleDoc(.unknownView, why: "The runtime throws 'c is not a key in the views dictionary.'", example: "\"[a]-[c]\" with views [\"a\": a]", fix: "Add the view to views:, or correct the name."),
        RuleDoc(.unknownMetric, why: "The runtime throws 'Encountered metric with name …, but value was not specified'.", example: "\"[a]-margiin-[b]\"", fix: "Add the metric to metrics:, or correct the name."),
        RuleDoc(.metricShadowsView, why: "A name in both dictionaries is read as the metric; '[a(==b)]' then sets a width to a number, not to b's width.", example: "metrics [\"b\": 20], views [\"b\": b], \"[a(==b)]\"", fix: "Rename the metric or the view."),
        RuleDoc(.priorityOutOfRange, why: "The runtime throws 'Invalid priority specified'. A view name used as a priority reads as 0.", example: "\"[a(20@1001)]\"", fix: "Use a priority from 1 to 1000."),
        RuleDoc(.viewInConnection, why: "The runtime throws: a space cannot be equal to a view's size.", example: "\"[a]-box-[b]\"", fix: "Put a spacer view sized like the view in the gap."),
        RuleDoc(.alignmentAxis, why: "The runtime throws when it aligns views along the axis it lays them out on; with one view it is dead code.", example: "\"[a]-[b]\" with .alignAllLeading", fix: "Use an alignment across the axis (.alignAllTop for H:), or a V: format."),
        RuleDoc(.baselineSpacingHorizontal, why: "The runtime throws 'BaselineToBaseline format option not valid for horizontal layout'.", example: "\"H:[a]-[b]\" with .spacingBaselineToBaseline", fix: "Use it on V: formats only."),
        RuleDoc(.directionIgnored, why: "Direction options only change horizontal formats; both together behave as left to right.", example: "\"V:[a]-[b]\" with .directionRightToLeft", fix: "Remove the option."),
        RuleDoc(.duplicateView, why: "Each appearance adds its own constraints; a view twice in one row is usually a typo.", example: "\"[a]-[b]-[a]\"", fix: "Correct the second name."),
        RuleDoc(.selfRelativeSize, why: "'[a(==a)]' constrains nothing; the intended view is missing.", example: "\"[a(==a)]\"", fix: "Name the other view: [a(==b)]."),
        RuleDoc(.negativeSize, why: "A negative width or height is never laid out as meant.", example: "\"[a(-5)]\"", fix: "Use a positive size; a negative space goes in a connection: -(-5)-."),
        RuleDoc(.conflictingConstraints, why: "Required predicates that cannot all hold make Auto Layout break one at run time.", example: "\"[a(>=50,<=40)]\"", fix: "Make the bounds consistent, or lower one priority."),
        RuleDoc(.ambiguousPriorities, why: "Two wishes of the same priority pulling apart give an arbitrary result.", example: "\"[a(50@500,60@500)]\"", fix: "Give one a higher priority."),
        RuleDoc(.unusedAlignment, why: "Alignment applies between adjacent views; with one view it creates nothing.", example: "\"|-[a]-|\" with .alignAllTop", fix: "Remove the option or add the other views."),
    ]

    /// Layout files' own diagnostics (`.vfl`).
    static let layout: [RuleDoc] = [
        RuleDoc(.layoutFileSyntax, why: "A line the layout file format does not define is ignored; its intent is lost.", example: "size 375 by 667", fix: "Follow Grammar/LayoutFile.ebnf."),
        RuleDoc(.unknownOption, why: "A misspelt option is not applied.", example: "[a]-[b]  alignAllCentreY", fix: "Use Apple's option name."),
        RuleDoc(.layoutConflict, why: "Required constraints of the layout cannot all hold; one is broken.", example: "V:[v3(20)]| and V:[v3(10)]|", fix: "Change or remove one of the constraints named."),
        RuleDoc(.layoutNumberOutOfRange, why: "Beyond about 10^15 points sums of sizes can no longer be told from rounding, and very large numbers overflow to infinity: the frames would be meaningless.", example: "size 1e300x667", fix: "Use sizes and constants in points, as a screen has them."),
        RuleDoc(.ambiguousLayout, why: "A view nothing positions or sizes lands wherever the engine puts it.", example: "H:|-[a]-[b]-| with no widths", fix: "Constrain it, or give it an intrinsic size."),
        RuleDoc(.viewHierarchy, why: "A constraint between views with no common ancestor cannot be installed: UIKit and AppKit throw 'Unable to install constraint on view'. A view placed in an unknown superview, or superviews in a cycle, make no hierarchy at all. Views of different superviews may share a format: its constraints are installed on their nearest common ancestor, and '|' is the superview of the view next to it.", example: "view badge in header, where no view 'header' is declared", fix: "Declare the superview, or place the view in one the layout has; name only views the layout declares."),
        RuleDoc(.layoutNotSettled, why: "Preserved margins or safe areas that depend on the frames move the views on every layout pass; the frames shown are those of the last pass, not a resting layout.", example: "view sub preservesSuperviewLayoutMargins true, and sub.left == 0.5*leaf.left", fix: "Do not tie a view's position to the margins its own position changes."),
    ]
}
