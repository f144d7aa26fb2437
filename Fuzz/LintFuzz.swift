// libFuzzer entry point for the linter. Built by Scripts/fuzz.sh against every module it uses.
//
// The input is linted as Swift, as Objective-C and as a layout file with every rule enabled.
// Checks (`LintFuzzChecks.swift`): no crash; every finding, note and fix lies in the file;
// findings come sorted. Large inputs with thousands of formats in one scope are the
// `lintscale` target's (LintScaleFuzz.swift), so this one runs at fuzzing speed.

@_cdecl("LLVMFuzzerTestOneInput")
public func lintFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    lintAndCheck(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
