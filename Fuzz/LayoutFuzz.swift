// libFuzzer entry point for checking, lowering and solving. Built by Scripts/fuzz.sh against
// the VFLSyntax, VFLSemantics, VFLSolver and VFLLayout modules, with -sanitize=fuzzer,address.
//
// The input is a layout file (seeds: the Fixtures/lower and Fixtures/solve files, and small
// layouts with hierarchy, margins, safe areas, guides, equations and autoresizing masks). For every
// input it checks: no crash; the file's and every format's diagnostics in bounds and sorted;
// lowered constraints in bounds, alignment last, multiplier 1, priorities in (0, 1000]; no
// constraints when the runtime would throw; and after solving, every required constraint holds
// except the ones a reported conflict breaks (for layouts with screen-sized numbers), and every
// conflict names only required constraints.

import VFLSolver
import VFLLayout
import VFLSemantics
import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
    var file = LayoutFile.parse(bytes: bytes)
    // Keep the solver's work bounded: a layout of at most 12 formats.
    if file.formats.count > 12 { file.formats.removeLast(file.formats.count - 12) }
    for diagnostic in file.diagnostics {
        check(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= size, "file diagnostic range")
    }
    let result = Layout(file: file).solve(size: file.size == nil ? (320, 480) : nil)
    var previous: ByteRange?
    for diagnostic in result.diagnostics {
        check(diagnostic.range.lowerBound >= 0 && diagnostic.range.lowerBound <= diagnostic.range.upperBound
              && diagnostic.range.upperBound <= size, "diagnostic range \(diagnostic)")
        if let previous { check(!(diagnostic.range < previous), "diagnostics sorted") }
        previous = diagnostic.range
    }
    var broken: [(Int, ByteRange, LayoutAttribute)] = []
    for conflict in result.conflicts {
        if case .format(let index, let constraint) = conflict.broken {
            check(constraint.isRequired, "a non-required constraint reported broken")
            broken.append((index, constraint.range, constraint.first.attribute))
        }
        for other in conflict.conflicting {
            if case .format(_, let constraint) = other { check(constraint.isRequired, "a non-required constraint in a conflict") }
        }
    }
    // Doubles carry 16 digits: once a layout holds a constant like 1e44, every other value in
    // the same tableau is only known to about 1e28. Satisfaction is checked for layouts whose
    // numbers stay within screen-sized magnitudes; the rest must only not crash.
    var magnitude = max(1, result.container.width, result.container.height)
    for analysis in result.analyses {
        for constraint in analysis.constraints { magnitude = max(magnitude, abs(constraint.constant)) }
    }
    for spec in file.viewSpecs.values {
        for value in [spec.intrinsicWidth, spec.intrinsicHeight, spec.baseline].compactMap({ $0 }) { magnitude = max(magnitude, abs(value)) }
    }
    for value in [file.margins.top, file.margins.leading, file.margins.bottom, file.margins.trailing] {
        magnitude = max(magnitude, abs(value))
    }
    for spec in file.viewSpecs.values {
        for value in [spec.frame?.x, spec.frame?.y, spec.frame?.width, spec.frame?.height, spec.margins?.top, spec.margins?.leading,
                      spec.margins?.bottom, spec.margins?.trailing].compactMap({ $0 }) { magnitude = max(magnitude, abs(value)) }
    }
    for insets in [file.safeArea, file.additionalSafeArea] {
        magnitude = max(magnitude, insets.top, insets.left, insets.bottom, insets.right)
    }
    for equation in file.equations { magnitude = max(magnitude, abs(equation.constraint.constant), abs(equation.constraint.multiplier)) }
    if let designed = file.designed { magnitude = max(magnitude, designed.width, designed.height) }
    // Every required equation holds too, unless a conflict broke it.
    for equation in file.equations where equation.constraint.isRequired && magnitude <= 1e6 {
        let wasBroken = result.conflicts.contains { if case .equation(let c) = $0.broken { return c.range == equation.constraint.range } else { return false } }
        guard !wasBroken, let violation = result.violation(of: equation.constraint) else { continue }
        check(violation <= 1e-7 * magnitude * max(1, abs(equation.constraint.multiplier)), "\(equation.constraint.equation) violated by \(violation)")
    }
    let checkSatisfaction = magnitude <= 1e6
    for (index, analysis) in result.analyses.enumerated() {
        let length = file.formats[index].text.count
        if analysis.throwsAtRuntime { check(analysis.constraints.isEmpty, "constraints although the runtime throws") }
        var seenAlignment = false
        for constraint in analysis.constraints {
            check(constraint.range.lowerBound >= 0 && constraint.range.upperBound <= length, "constraint range")
            check(constraint.multiplier == 1, "multiplier")
            check(constraint.priority > 0 && constraint.priority <= 1000, "priority \(constraint.priority)")
            if constraint.origin == .alignment { seenAlignment = true } else { check(!seenAlignment, "alignment not last") }
            let wasBroken = broken.contains { $0.0 == index && $0.1 == constraint.range && $0.2 == constraint.first.attribute }
            guard checkSatisfaction, constraint.isRequired, constraint.isExact, !wasBroken,
                  let violation = result.violation(of: constraint, inFormat: index) else { continue }
            check(violation <= 1e-7 * magnitude, "\(constraint.equation) violated by \(violation)")
        }
    }
    return 0
}
