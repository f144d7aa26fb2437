// libFuzzer entry point for the linter. Built by Scripts/fuzz.sh against every module it uses.
//
// The input is linted as Swift, as Objective-C and as a layout file with every rule enabled.
// Checks (`LintFuzzChecks.swift`): no crash; every finding, note and fix lies in the file;
// findings come sorted. Large inputs with thousands of formats in one scope are the
// `lintscale` target's (LintScaleFuzz.swift), so this one runs at fuzzing speed.
// The input is also indexed as `explain-log --source` indexes a project's files (formats and
// layout-anchor calls): no crash, and every place offered for a report's constraint is a line
// of the file.

import VFLLayout
import VFLLint
import VFLRuntimeLog
import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func lintFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    lintAndCheck(bytes)
    // As Swift or as Objective-C by the first byte, to keep the target's speed.
    let sources = LogSources(files: [(bytes.first.map { $0 & 1 == 0 } ?? true ? "Fuzz.swift" : "Fuzz.m", bytes)])
    // Lines as the tools number them: a lone CR ends one too.
    let lines = LineTable(bytes).lineStarts.count
    for constraint in fuzzLogConstraints {
        for candidate in sources.candidates(for: constraint) where candidate.path.hasPrefix("Fuzz.") {
            if !(1...lines).contains(candidate.line) { fatalError("--source offered line \(candidate.line) of \(lines) for \(constraint.equation)") }
        }
    }
    return 0
}

/// Report constraints of each shape: a constant, two items, a multiplier, a guide, an identifier.
let fuzzLogConstraints = [
    "NSLayoutConstraint:0x1 UIView:0xa.width == 48",
    "NSLayoutConstraint:0x2 UILabel:0xa.leading == UIView:0xb.trailing + 12",
    "NSLayoutConstraint:0x3 UIView:0xa.height >= 0.5*UIView:0xb.width - 4",
    "NSLayoutConstraint:0x4 UILabel:0xa.top == UILayoutGuide:0xb'UIViewSafeAreaLayoutGuide'.top + 8",
    "NSLayoutConstraint:0x5 'title-height' UILabel:0xa.height == 20",
].compactMap { RuntimeLog.parse(description: $0) }
