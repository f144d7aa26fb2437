// libFuzzer entry point for the parser. Built by Scripts/fuzz.sh together with the sources of
// VFLSyntax into one module, with -sanitize=fuzzer,address.
//
// For every input it checks what the parser promises: no crash, diagnostics sorted and in
// bounds, the tree's invariants, exact number conversion, and that applying every diagnostic's
// first fix never crashes.

@testable import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var parser = Parser()
    let result = parser.parse(bytes: bytes)
    let syntax = result.syntax
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(bytes)") }
    }
    func inBounds(_ range: ByteRange) -> Bool {
        range.start >= 0 && range.start <= range.end && Int(range.end) <= size
    }
    check(syntax.connections.count == max(syntax.views.count - 1, 0), "connection count")
    var previous: ByteRange?
    var fixesTried = 0
    for diagnostic in result.diagnostics {
        check(inBounds(diagnostic.range), "diagnostic range")
        if let previous { check(!(diagnostic.range < previous), "sorted") }
        previous = diagnostic.range
        for fix in diagnostic.fixes {
            for edit in fix.edits { check(inBounds(edit.range), "fix range") }
            // Re-parsing after a few fixes is enough; every fix would make long inputs quadratic.
            if fixesTried < 1 {
                fixesTried += 1
                _ = parser.parse(bytes: fix.apply(to: bytes))
            }
        }
    }
    for view in syntax.views {
        check(inBounds(view.range) && inBounds(view.name), "view range")
        check(view.predicateIndices.upperBound <= syntax.predicates.count, "view predicates")
    }
    for connection in syntax.connections {
        check(inBounds(connection.range), "connection range")
        check(connection.predicateIndices.upperBound <= syntax.predicates.count, "connection predicates")
    }
    for predicate in syntax.predicates {
        check(inBounds(predicate.range), "predicate range")
        // Numbers must convert exactly as the standard library's strtod-based conversion does.
        for constant in [predicate.object, predicate.priority].compactMap({ $0 }) {
            guard let value = constant.number else { continue }
            let text = String(decoding: bytes[constant.range.lowerBound..<constant.range.upperBound], as: UTF8.self)
            if let expected = Double(text), expected.isFinite, !text.contains(".") || text.first != "." {
                check(expected == value, "number \(text) read as \(value), expected \(expected)")
            }
        }
    }
    if !result.hasErrors {
        check(syntax.unexpected.isEmpty, "clean parse skipped bytes")
    }
    if size < 64 { _ = SyntaxPrinter.print(syntax) }
    return 0
}
