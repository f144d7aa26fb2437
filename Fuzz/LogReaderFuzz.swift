// libFuzzer entry point for the reader of Auto Layout's conflict reports (`vfl explain-log`).
// Built by Scripts/fuzz.sh against every module it uses.
//
// The input is read as pasted console text. Checks: no crash or hang; every report's broken
// index and minimal set point into its constraints; the explanation is made for each.

import VFLLayout
import VFLRuntimeLog

@_cdecl("LLVMFuzzerTestOneInput")
public func logReaderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for log in RuntimeLog.conflicts(in: text) {
        if let broken = log.broken, !log.constraints.indices.contains(broken) { fatalError("broken index out of range") }
        let explanation = LogExplainer.explain(log)
        for index in explanation.minimal where !log.constraints.indices.contains(index) { fatalError("minimal index out of range") }
        if explanation.unsatisfiable && explanation.minimal.isEmpty { fatalError("a conflict without its set") }
    }
    return 0
}
