import VFLSyntax

extension DiagnosticID {
    /// A line of a layout file that is not a declaration or a format with options.
    public static let layoutFileSyntax = DiagnosticID(
        code: "VFL300", rule: "layout_file_syntax", severity: .error,
        summary: "A line of a .vfl layout file is not a declaration, a comment or a format with options.")
    /// An option word after a format that is not one of Apple's option names.
    public static let unknownOption = DiagnosticID(
        code: "VFL301", rule: "unknown_option", severity: .error,
        summary: "A word after a format is not a format option.")
    /// Required constraints from several formats that cannot all hold.
    public static let layoutConflict = DiagnosticID(
        code: "VFL302", rule: "layout_conflict", severity: .error,
        summary: "Required constraints of a layout (across its formats) cannot all hold.")
    /// A view whose position or size the layout does not determine.
    public static let ambiguousLayout = DiagnosticID(
        code: "VFL303", rule: "ambiguous_layout", severity: .warning,
        summary: "A view's position or size is not determined by the layout's constraints.")

    /// A size, constant or metric too large for the solver to lay out.
    public static let layoutNumberOutOfRange = DiagnosticID(
        code: "VFL304", rule: "layout_number_out_of_range", severity: .error,
        summary: "A container size, constant, metric or intrinsic size is too large to lay out (beyond 10^15 points).")

    /// A view placed in a superview that is not a view of the layout (it then shares no ancestor
    /// with the layout's views), a cycle of superviews, or a constraint naming an unknown item.
    public static let viewHierarchy = DiagnosticID(
        code: "VFL305", rule: "view_hierarchy", severity: .error,
        summary: "A view, superview or item is not part of the layout's hierarchy, so its constraints share no ancestor with the others.")

    /// Margins and safe areas that still changed after the passes UIKit would make.
    public static let layoutNotSettled = DiagnosticID(
        code: "VFL306", rule: "layout_not_settled", severity: .warning,
        summary: "Margins or safe areas that depend on the frames did not settle: each layout pass moves the views again.")

    /// Every diagnostic of layout files and layout solving.
    public static let allLayout: [DiagnosticID] = [.layoutFileSyntax, .unknownOption, .layoutConflict, .ambiguousLayout,
                                                   .layoutNumberOutOfRange, .viewHierarchy, .layoutNotSettled]
}

extension Diagnostic {
    /// The diagnostic with every range moved by `offset` bytes (a format's diagnostics placed in
    /// the file that holds the format).
    public func shifted(by offset: Int) -> Diagnostic {
        func move(_ range: ByteRange) -> ByteRange { ByteRange(range.lowerBound + offset, range.upperBound + offset) }
        var copy = self
        copy.range = move(range)
        copy.notes = notes.map { DiagnosticNote($0.message, range: $0.range.map(move)) }
        copy.fixes = fixes.map { FixIt($0.message, $0.edits.map { TextEdit(range: move($0.range), replacement: $0.replacement) }) }
        return copy
    }
}
