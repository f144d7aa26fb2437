// libFuzzer entry point for the language server's message reader. Built by Scripts/fuzz.sh
// against every module it uses.
//
// The input is the byte stream a client sends, cut into reads at places the input chooses
// (its first byte): framed, and every message handed to a fresh server. Checks: no crash or
// hang; the same messages come out however the stream is cut; every reply the server sends
// is one framed JSON-RPC 2.0 object. Seeds hold real sessions (initialize, open, change,
// hover, formatting, code actions, shutdown) and broken headers and bodies.

import Foundation
import VFLLanguageServer
import VFLLint

@_cdecl("LLVMFuzzerTestOneInput")
public func lspFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let step = Int(data[0]) + 1
    let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    func items(cutEvery cut: Int) -> [MessageFramer.Item] {
        var framer = MessageFramer()
        var out: [MessageFramer.Item] = []
        var i = 0
        while i < stream.count {
            framer.append(stream[i..<min(stream.count, i + cut)])
            while let item = framer.next() { out.append(item) }
            i += cut
        }
        return out
    }
    let whole = items(cutEvery: max(1, stream.count))
    let pieces = items(cutEvery: step)
    if whole != pieces { fatalError("framing depends on how the stream is cut: \(whole.count) vs \(pieces.count) items") }
    let server = LanguageServer(send: { bytes in
        var framer = MessageFramer()
        framer.append(bytes)
        guard case .message(let body) = framer.next(), framer.next() == nil,
              let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
              object["jsonrpc"] as? String == "2.0" else {
            fatalError("the server sent something that is not one framed JSON-RPC object")
        }
    }, configuration: { { _ in LintConfiguration() } })
    for item in whole {
        switch item {
        case .message(let body): server.receive([body])
        case .badHeader(let reason): server.reportFramingError(reason)
        }
        if server.exitCode != nil { break }
    }
    return 0
}
