// libFuzzer entry point for the formatter. Built by Scripts/fuzz.sh against VFLSyntax and
// VFLSemantics.
//
// For every input (one format): a format with errors other than whitespace comes back byte
// for byte; otherwise the output parses clean, formatting it again changes nothing, and it
// lowers to the same constraints as the input under several options on both platforms.

import VFLSemantics
import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func formatFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
    var parser = Parser()
    let result = Formatter.format(bytes: bytes, parser: &parser)
    if result.hasErrors {
        check(result.text == bytes && !result.changed, "a format with errors was changed")
        return 0
    }
    let output = parser.parse(bytes: result.text)
    check(!output.hasErrors, "output has errors: \(String(decoding: result.text, as: UTF8.self))")
    let again = Formatter.format(bytes: result.text, parser: &parser)
    check(again.text == result.text, "not idempotent: \(String(decoding: again.text, as: UTF8.self))")
    let input = parser.parse(bytes: bytes)
    let before = input.hasErrors ? output : input   // whitespace removed: the repaired input
    var metrics: [String: Double] = [:]
    let syntax = before.syntax
    let views = Set(syntax.views.map { syntax.text($0.name) })
    for predicate in syntax.predicates {
        for constant in [predicate.object, predicate.priority].compactMap({ $0 }) where constant.isName {
            let name = syntax.text(constant.range)
            if !views.contains(name) { metrics[name] = Double(name.utf8.count * 7 % 500 + 1) }
        }
    }
    let optionSets: [FormatOptions] = [[], .alignAllTop, .alignAllLeading, .directionRightToLeft, .spacingBaselineToBaseline]
    for platform in [Platform.ios, .macos] {
        for options in optionSets {
            let environment = FormatEnvironment(views: nil, metrics: metrics, options: options, platform: platform)
            let a = Semantics.analyze(before, in: environment)
            let b = Semantics.analyze(output, in: environment)
            check(a.throwsAtRuntime == b.throwsAtRuntime, "runtime outcome changed")
            check(LayoutConstraint.sameMeaning(a.constraints, b.constraints),
                  "meaning changed: \(String(decoding: result.text, as: UTF8.self))")
        }
    }
    return 0
}
