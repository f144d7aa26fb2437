// libFuzzer entry point for the linter. Built by Scripts/fuzz.sh against every module it uses.
//
// The input is linted as Swift, as Objective-C and as a layout file with every rule enabled.
// Checks: no crash; every finding and note lies in the file; findings come sorted. An input
// that starts with 0xFF is a template: the rest is repeated (8 × the second byte times, up to
// 256 KB), so large files with thousands of formats in one scope are reached (libFuzzer's
// -timeout catches any pass that is not near-linear).

import VFLLint
import VFLSourceScan
import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func lintFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.count > 2 && bytes[0] == 0xFF {
        let template = bytes[2...]
        // Up to ~2,000 copies, and at most 256 KB: thousands of formats, at fuzzing speed.
        let repeats = min(Int(bytes[1]) * 8 + 1, max(1, (256 << 10) / max(1, template.count + 1)))
        bytes = []
        for _ in 0..<repeats { bytes += template; bytes.append(0x0A) }
    }
    let size = bytes.count
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
    func inFile(_ r: ByteRange) -> Bool { r.lowerBound >= 0 && r.lowerBound <= r.upperBound && r.upperBound <= size }
    var configuration = LintConfiguration()
    configuration.optInRules = RuleCatalog.all.filter(\.isOptIn).map(\.rule)
    configuration.functions = [FormatFunction(name: "addConstraints", formatLabel: "format", positionalKeys: "v{index}")]
    let session = LintSession(configuration: configuration)
    for language in [SourceLanguage.swift, .objc, nil] {
        let findings = session.lint(bytes, language: language)
        var previous: ByteRange? = nil
        for finding in findings {
            check(inFile(finding.range), "finding range \(finding.rule) \(finding.range)")
            if let previous { check(!(finding.range < previous), "sorted") }
            previous = finding.range
            for note in finding.notes { if let r = note.range { check(inFile(r), "note range \(finding.rule)") } }
            for edit in finding.fix?.edits ?? [] { check(inFile(edit.range), "fix range \(finding.rule)") }
        }
    }
    return 0
}
