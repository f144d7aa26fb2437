// The lint and lintscale fuzz targets' shared check: lint `bytes` as Swift, as Objective-C and
// as a layout file with every rule on, and stop at the first broken invariant.

import VFLLint
import VFLSourceScan
import VFLSyntax

func lintAndCheck(_ bytes: [UInt8]) {
    let size = bytes.count
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
    func inFile(_ r: ByteRange) -> Bool { r.lowerBound >= 0 && r.lowerBound <= r.upperBound && r.upperBound <= size }
    // The session reports bytes that are not text as one `unreadable_file` finding; the linter
    // itself must still take any bytes (it is public API), so those go to it directly.
    let isText = UTF8Validation.kind(bytes) == .text
    for language in [SourceLanguage.swift, .objc, nil] {
        let findings = isText ? fuzzLintSession.lint(bytes, language: language) : fuzzLinter.lint(bytes, language: language)
        var previous: ByteRange? = nil
        for finding in findings {
            check(inFile(finding.range), "finding range \(finding.rule) \(finding.range)")
            // The session sorts what it reports; the linter's own list is in rule order.
            if isText, let previous { check(!(finding.range < previous), "sorted") }
            previous = finding.range
            for note in finding.notes { if let r = note.range { check(inFile(r), "note range \(finding.rule)") } }
            for fix in finding.fixes { for edit in fix.edits { check(inFile(edit.range), "fix range \(finding.rule)") } }
        }
    }
}

/// Every rule on, and a registered helper with positional keys.
let fuzzLintSession: LintSession = {
    var configuration = LintConfiguration()
    configuration.optInRules = RuleCatalog.all.filter(\.isOptIn).map(\.rule)
    configuration.functions = [FormatFunction(name: "addConstraints", formatLabel: "format", positionalKeys: "v{index}")]
    return LintSession(configuration: configuration)
}()

/// The linter with every rule and the same registered helper, for bytes that are not text.
let fuzzLinter = Linter(platform: .ios, functions: fuzzLintSession.configuration.functions, rules: nil)
