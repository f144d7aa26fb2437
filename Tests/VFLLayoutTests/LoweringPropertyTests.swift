import VFLLayout
import VFLSemantics
import VFLSyntax
import XCTest
import _VFLCorpus

/// Property tests of lowering and layout on generated formats, under random options and both
/// platform profiles.
final class LoweringPropertyTests: XCTestCase {
    static let metricValues: [String: Double] = [
        "pad": 12, "margin": 16, "spacing": 8, "inset": 4, "avatarSize": 48, "rowHeight": 44, "gap": 6, "p": 750,
    ]
    static let crossAxis: [Axis: [String]] = [
        .horizontal: ["alignAllTop", "alignAllBottom", "alignAllCenterY", "alignAllLastBaseline", "alignAllFirstBaseline"],
        .vertical: ["alignAllLeft", "alignAllRight", "alignAllLeading", "alignAllTrailing", "alignAllCenterX"],
    ]

    /// Random options a format of `axis` accepts.
    static func options(for axis: Axis, _ random: inout SplitMix64) -> [String] {
        var names: [String] = []
        for name in crossAxis[axis]! where random.next() % 5 == 0 { names.append(name) }
        switch random.next() % 4 {
        case 0: names.append("directionLeftToRight")
        case 1: names.append("directionRightToLeft")
        default: break
        }
        if axis == .vertical && random.next() % 6 == 0 { names.append("spacingBaselineToBaseline") }
        return names
    }

    /// The number of constraints spec §2–§4 say a format creates.
    static func expectedCount(_ syntax: FormatSyntax, alignments: Int) -> Int {
        var connections = syntax.connections.map { $0 }
        if let edge = syntax.leadingSuperview { connections.append(edge.connection) }
        if let edge = syntax.trailingSuperview { connections.append(edge.connection) }
        var count = 0
        for connection in connections {
            count += connection.kind == .predicates ? connection.predicateIndices.count : 1
        }
        for view in syntax.views { count += view.predicateIndices.count }
        return count + max(syntax.views.count - 1, 0) * alignments
    }

    func layout(_ format: String, options: [String], platform: Platform, size: Int = 2000) -> LayoutFile {
        let metrics = Self.metricValues.map { "\($0.key)=\(NumberFormatting.shortest($0.value))" }.sorted().joined(separator: " ")
        return LayoutFile.parse("size \(size)x\(size)\nplatform \(platform.rawValue)\nmetrics \(metrics)\n"
                                + format + " " + options.joined(separator: " ") + "\n")
    }

    /// Lowering creates exactly the constraints the spec counts, in Apple's order (connections
    /// and sizes by view, trailing superview, then alignments), each pointing into the format;
    /// solving satisfies every required constraint except the ones a reported conflict breaks.
    func testGeneratedFormatsLowerToSpecCountAndSolveToSatisfyRequiredConstraints() {
        var generator = FormatGenerator(seed: 0x5EED)
        var random = SplitMix64(seed: 99)
        var lowered = 0, checked = 0
        for _ in 0..<1200 {
            let format = generator.format()
            let axis: Axis = format.hasPrefix("V:") ? .vertical : .horizontal
            let names = Self.options(for: axis, &random)
            let platform: Platform = random.next() % 2 == 0 ? .ios : .macos
            let file = layout(format, options: names, platform: platform)
            XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
            let environment = file.environment(for: file.formats[0])
            let analysis = Semantics.analyze(format, in: environment)
            guard !analysis.throwsAtRuntime else { continue }
            lowered += 1
            let alignments = FormatOptions.alignments.filter { environment.options.contains($0.option) }.count
            XCTAssertEqual(analysis.constraints.count, Self.expectedCount(analysis.syntax, alignments: alignments), format)
            var seenAlignment = false
            for constraint in analysis.constraints {
                XCTAssertTrue(constraint.range.upperBound <= format.utf8.count && constraint.range.lowerBound >= 0, format)
                if constraint.origin == .alignment { seenAlignment = true } else { XCTAssertFalse(seenAlignment, "alignment not last: \(format)") }
                XCTAssertEqual(constraint.multiplier, 1)
                let attributes = [constraint.first.attribute] + (constraint.second.map { [$0.attribute] } ?? [])
                if constraint.origin != .alignment {
                    XCTAssertTrue(attributes.allSatisfy { ($0.isHorizontal) == (axis == .horizontal) }, "\(constraint.equation) in \(format)")
                }
            }
            let result = Layout(file: file).solve()
            let broken = Set(result.conflicts.compactMap { conflict -> LayoutConstraint? in
                if case .format(_, let c) = conflict.broken { return c }
                return nil
            })
            for constraint in analysis.constraints where constraint.isRequired && !broken.contains(constraint) {
                let violation = result.violation(of: constraint) ?? .infinity
                XCTAssertLessThan(violation, 1e-6, "\(constraint.equation) violated by \(violation) in \(format) \(names)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(lowered, 900)
        XCTAssertEqual(checked, lowered)
    }

    /// Right to left is the mirror image of left to right: the same horizontal format solved with
    /// `directionRightToLeft` puts each view at `width - x - w` of where `directionLeftToRight` does.
    func testRightToLeftMirrorsLeftToRight() {
        var generator = FormatGenerator(seed: 0xA11CE)
        var compared = 0
        for _ in 0..<600 {
            var format = generator.format(views: 1...4)
            if format.hasPrefix("V:") { format.removeFirst(2) }
            let ltr = Layout(file: layout(format, options: ["directionLeftToRight"], platform: .macos)).solve()
            let rtl = Layout(file: layout(format, options: ["directionRightToLeft"], platform: .macos)).solve()
            guard ltr.conflicts.isEmpty, rtl.conflicts.isEmpty,
                  !ltr.ambiguities.contains(where: { $0.axis == .horizontal }),
                  !rtl.ambiguities.contains(where: { $0.axis == .horizontal }) else { continue }
            compared += 1
            for (name, frame) in ltr.frames {
                guard let mirrored = rtl.frame(of: name) else { XCTFail(name); continue }
                XCTAssertEqual(mirrored.width, frame.width, accuracy: 1e-6, "\(name) in \(format)")
                XCTAssertEqual(mirrored.x, 2000 - frame.x - frame.width, accuracy: 1e-6, "\(name) in \(format)")
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }

    /// `H:` and `V:` are the same language on two axes: a format solved horizontally gives each
    /// view the x and width that the same format solved vertically gives as y and height.
    func testVerticalIsHorizontalTransposed() {
        var generator = FormatGenerator(seed: 0xB0B)
        var compared = 0
        for _ in 0..<600 {
            var body = generator.format(views: 1...4)
            if body.hasPrefix("H:") || body.hasPrefix("V:") { body.removeFirst(2) }
            for platform in Platform.allCases {
                let h = Layout(file: layout("H:" + body, options: [], platform: platform)).solve()
                let v = Layout(file: layout("V:" + body, options: [], platform: platform)).solve()
                XCTAssertEqual(h.conflicts.count, v.conflicts.count, body)
                guard h.conflicts.isEmpty, !h.ambiguities.contains(where: { $0.axis == .horizontal }) else { continue }
                compared += 1
                for (name, frame) in h.frames {
                    guard let other = v.frame(of: name) else { XCTFail(name); continue }
                    XCTAssertEqual(other.y, frame.x, accuracy: 1e-6, "\(name) in \(body)")
                    XCTAssertEqual(other.height, frame.width, accuracy: 1e-6, "\(name) in \(body)")
                }
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }
}
