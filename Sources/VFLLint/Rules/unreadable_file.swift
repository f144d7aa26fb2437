import VFLSyntax

extension DiagnosticID {
    /// A file that cannot be read, is binary or is not UTF-8.
    public static let unreadableFile = DiagnosticID(
        code: "VFL410", rule: "unreadable_file", severity: .error,
        summary: "A file that may call the API could not be read, is binary, or is not UTF-8 text.", fileWide: true)
}

/// Bytes that are not text: one finding for the file, never a silent pass.
enum UnreadableFile: SessionRule {
    static let doc = RuleDoc(.unreadableFile, why: "A file that cannot be read as UTF-8 text cannot be checked; when it may hold a format call (the API's name is in its bytes, also as UTF-16) it is reported rather than skipped silently. One that names no format call (a vendored Latin-1 header) has nothing to check and is not a finding.",
                             example: "a Latin-1 encoded .m file", fix: "Save the file as UTF-8, or exclude it in .vfl.json.")

    /// The finding for a file whose bytes are of `kind`, or nil for text.
    static func finding(_ kind: UTF8Validation.Kind) -> Diagnostic? {
        switch kind {
        case .text: return nil
        case .binary: return Diagnostic(.unreadableFile, ByteRange(at: 0), "the file is binary (it contains a NUL byte); the file was not checked")
        case .notUTF8: return Diagnostic(.unreadableFile, ByteRange(at: 0), "the file is not UTF-8 text; the file was not checked")
        }
    }
}
