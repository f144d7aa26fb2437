// libFuzzer entry point for the linter at scale. Built by Scripts/fuzz.sh against every module
// it uses, with the same checks as the lint target (`LintFuzzChecks.swift`).
//
// The input is a template: the first byte picks how many times the rest is repeated
// (8 × it + 1, at most 256 KB in all), one copy a line, so a small input becomes a file with
// thousands of formats, calls, dictionaries or unclosed brackets in one scope. libFuzzer's
// -timeout then catches any pass that is not near-linear (each such pass found so far took
// tens of seconds at this size; linear work takes tens of milliseconds).

@_cdecl("LLVMFuzzerTestOneInput")
public func lintScaleFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let template = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let repeats = min(Int(data[0]) * 8 + 1, max(1, (256 << 10) / (template.count + 1)))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(repeats * (template.count + 1))
    for _ in 0..<repeats { bytes += template; bytes.append(0x0A) }
    lintAndCheck(bytes)
    return 0
}
