import VFLLayout
import VFLSemantics
import VFLSyntax
import XCTest
import _VFLCorpus

/// Properties of the runtime systems `Layout` models (hierarchy, margins, safe area, guides,
/// autoresizing masks, direction, limits), on generated layouts as well as written ones.
final class RuntimeLayoutTests: XCTestCase {
    static let allMasks: [AutoresizingMask] = (0..<64).map { AutoresizingMask(rawValue: $0) }

    func solve(_ text: String) -> LayoutResult { Layout(file: LayoutFile.parse(text)).solve() }

    /// A format whose views live in different superviews: each `|` is the superview of the view
    /// next to it, in the solution and in how far it is said to be from each constraint.
    func testEachBarIsTheSuperviewOfTheViewNextToIt() throws {
        let text = "size 375x667\nview b in a\nH:|-[a]-|\nV:|-[a(200)]\nH:|-[a]-[b]-|\nV:|-[b(20)]\n"
        let file = LayoutFile.parse(text)
        let result = Layout(file: file).solve()
        let analyses = file.formats.map { Semantics.analyze(String(decoding: $0.text, as: UTF8.self), in: FormatEnvironment(views: ["a", "b"], platform: .ios)) }
        for (index, analysis) in analyses.enumerated() {
            for constraint in analysis.constraints where constraint.priority == 1000 {
                XCTAssertEqual(try XCTUnwrap(result.violation(of: constraint, inFormat: index)), 0, accuracy: 1e-9, "\(constraint.equation)")
            }
        }
    }

    func testEveryAutoresizingMaskKeepsTheFrameAtTheDesignedSize() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let frame = Frame(x: Double(random.next() % 200), y: Double(random.next() % 200),
                              width: Double(random.next() % 100), height: Double(random.next() % 100))
            let designed = (frame.x + frame.width + Double(random.next() % 100), frame.y + frame.height + Double(random.next() % 100))
            for mask in Self.allMasks {
                let terms = AutoresizingConstraints.terms(frame: frame, mask: mask, designed: designed)
                for term in terms {
                    let length = term.axis == .horizontal ? designed.0 : designed.1
                    let value = term.multiplier * length + term.constant
                    let expected: Double
                    switch term.attribute {
                    case .width: expected = frame.width
                    case .height: expected = frame.height
                    case .centerX: expected = frame.x + frame.width / 2
                    default: expected = frame.y + frame.height / 2
                    }
                    XCTAssertEqual(value, expected, accuracy: 1e-9, "\(mask) \(term)")
                }
            }
        }
    }

    func testResizingGivesTheChangeToTheFlexiblePartsOnly() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let x = Double(random.next() % 100 + 1), w = Double(random.next() % 100 + 1), r = Double(random.next() % 100 + 1)
            let designed = x + w + r, grown = designed + Double(random.next() % 300) + 1
            for mask in Self.allMasks {
                let terms = AutoresizingConstraints.terms(frame: Frame(x: x, y: 0, width: w, height: 10), mask: mask, designed: (designed, 100))
                let width = terms[0].multiplier * grown + terms[0].constant
                let centre = terms[2].multiplier * grown + terms[2].constant
                let newX = centre - width / 2, newR = grown - newX - width
                let left = mask.contains(.flexibleLeftMargin), size = mask.contains(.flexibleWidth)
                let right = mask.contains(.flexibleRightMargin) || (!left && !size)
                if !left { XCTAssertEqual(newX, x, accuracy: 1e-9, "\(mask.logNotation)") }
                if !size { XCTAssertEqual(width, w, accuracy: 1e-9, "\(mask.logNotation)") }
                if !right { XCTAssertEqual(newR, r, accuracy: 1e-9, "\(mask.logNotation)") }
                // The flexible parts grow in proportion to their designed lengths.
                let flexible = [(left, x, newX), (size, w, width), (right, r, newR)].filter(\.0)
                if flexible.count > 1 {
                    let ratios = flexible.map { $0.2 / $0.1 }
                    for ratio in ratios { XCTAssertEqual(ratio, ratios[0], accuracy: 1e-9, "\(mask.logNotation)") }
                }
            }
        }
    }

    /// Layouts whose constraints' order determines them are solved without the simplex; the
    /// frames, ambiguity and diagnostics are the solver's, and anything else goes to the solver.
    func testDirectSolutionsAreTheSolversOwn() {
        var random = SplitMix64(seed: 21)
        var direct = 0, fallback = 0
        for round in 0..<300 {
            let count = Int(random.next() % 6) + 1
            var lines = ["size \(200 + random.next() % 400)x\(100 + random.next() % 300)", "margins \(random.next() % 20)"]
            if random.next() % 3 == 0 { lines.append("direction rtl") }
            var h = random.next() % 2 == 0 ? "H:|-" : "H:|-(\(random.next() % 30))-"
            for index in 0..<count {
                let size = random.next() % 5 == 0 ? "" : "(\(random.next() % 60 + 1))"
                h += "[v\(index)\(size)]" + (index == count - 1 ? "" : "-(\(random.next() % 20))-")
            }
            h += random.next() % 4 == 0 ? "" : "-|"
            lines.append(h)
            for index in 0..<count where random.next() % 4 != 0 {
                lines.append(random.next() % 2 == 0 ? "V:|-[v\(index)(\(random.next() % 50 + 1))]" : "V:|[v\(index)]|")
            }
            if round % 5 == 0 { lines.append("V:[v0(>=10)]") }          // an inequality: holds, or sends it to the solver
            if round % 7 == 0 { lines.append("v0.width == 2*v0.height @750") }
            let file = LayoutFile.parse(lines.joined(separator: "\n") + "\n")
            var layout = Layout(file: file)
            let quick = layout.solve()
            layout.solvesDirectly = false
            let slow = layout.solve()
            XCTAssertFalse(slow.solvedDirectly)
            if quick.solvedDirectly { direct += 1 } else { fallback += 1 }
            let text = lines.joined(separator: "; ")
            XCTAssertEqual(quick.diagnostics.map(\.message), slow.diagnostics.map(\.message), text)
            XCTAssertEqual(quick.ambiguities, slow.ambiguities, text)
            for ((name, a), (_, b)) in zip(quick.frames, slow.frames) {
                for (p, q) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
                    XCTAssertEqual(p, q, accuracy: 1e-9, "\(text): \(name)")
                }
            }
        }
        XCTAssertGreaterThan(direct, 30)
        XCTAssertGreaterThan(fallback, 30)
    }

    func testTheMaskIsWrittenAsTheLogWritesIt() {
        XCTAssertEqual(AutoresizingMask([]).logNotation, "h=--& v=--&")
        XCTAssertEqual(AutoresizingMask([.flexibleWidth, .flexibleBottomMargin]).logNotation, "h=-&- v=--&")
        XCTAssertEqual(AutoresizingMask(parsing: "flexibleLeftMargin|flexibleTopMargin")?.logNotation, "h=&-- v=&--")
        XCTAssertNil(AutoresizingMask(parsing: "flexibleWidht"))
    }

    /// Generated horizontal chains solved left to right and right to left are mirror images.
    func testRightToLeftMirrorsEveryFrame() {
        var generator = FormatGenerator(seed: 5)
        var checked = 0
        for _ in 0..<150 {
            let format = generator.format(views: 1...4)
            guard format.hasPrefix("H:") || !format.hasPrefix("V:") else { continue }
            let metrics = "metrics pad=12 margin=16 spacing=8 inset=4 avatarSize=48 rowHeight=44 gap=6 p=750\n"
            let base = "size 400x100\nmargins 8 30 8 10\n" + metrics + format + "\n"
            let ltr = solve(base), rtl = solve(base + "direction rtl\n")
            guard ltr.conflicts.isEmpty, !ltr.ambiguities.contains(where: { $0.axis == .horizontal }), !ltr.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            for (name, frame) in ltr.frames {
                guard let mirrored = rtl.frame(of: name) else { XCTFail(format); continue }
                XCTAssertEqual(mirrored.x, 400 - frame.x - frame.width, accuracy: 1e-6, "\(format): \(name)")
                XCTAssertEqual(mirrored.width, frame.width, accuracy: 1e-6, "\(format): \(name)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// A layout moved into a card is the same layout, shifted by the card's origin and margins.
    func testNestingALayoutInACardShiftsItsFrames() {
        var generator = FormatGenerator(seed: 9)
        var checked = 0
        for _ in 0..<150 {
            let h = generator.format(views: 1...3)
            guard h.hasPrefix("H:") || !h.hasPrefix("V:") else { continue }
            let metrics = "metrics pad=12 margin=16 spacing=8 inset=4 avatarSize=48 rowHeight=44 gap=6 p=750\n"
            let names = LayoutFile.parse(h).viewsInFormats.sorted()
            let vertical = names.map { "V:|-[\($0)(20)]\n" }.joined()
            let flat = solve("size 300x300\n" + metrics + h + "\n" + vertical)
            guard flat.conflicts.isEmpty, flat.ambiguities.isEmpty, !flat.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            let placement = names.map { "view \($0) in card\n" }.joined()
            let nested = solve("size 500x500\nmargins 0\nview card margins 8\n" + metrics + placement
                + "H:|-40-[card(300)]\nV:|-60-[card(300)]\n" + h + "\n" + vertical)
            XCTAssertTrue(nested.conflicts.isEmpty && nested.ambiguities.isEmpty, h)
            for (name, frame) in flat.frames {
                guard let moved = nested.frame(of: name) else { XCTFail("\(h): \(name)"); continue }
                XCTAssertEqual(moved.x, frame.x + 40, accuracy: 1e-6, "\(h): \(name)")
                XCTAssertEqual(moved.y, frame.y + 60, accuracy: 1e-6, "\(h): \(name)")
                XCTAssertEqual(moved.width, frame.width, accuracy: 1e-6)
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }

    /// At the computed minimum width every required constraint holds; a point less, one breaks.
    func testLimitsAreTheEdgeOfWhatTheRequiredConstraintsAllow() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<40 {
            let count = Int(random.next() % 4) + 1
            var format = "H:|-(\(random.next() % 30))-"
            for index in 0..<count {
                format += "[v\(index)(>=\(random.next() % 120 + 1))]"
                format += index == count - 1 ? "-(\(random.next() % 30))-|" : "-(\(random.next() % 20))-"
            }
            var text = "size 1000x100\nmargins 0\n\(format)\n"
            for index in 0..<count { text += "V:|[v\(index)]|\n" }
            let layout = Layout(file: LayoutFile.parse(text))
            let limits = layout.limits()
            let minimum = try! XCTUnwrap(limits.width.min.value)
            XCTAssertNil(limits.width.max.value, format)
            XCTAssertFalse(limits.width.min.binding.isEmpty, format)
            XCTAssertTrue(layout.solve(size: (minimum, 100)).conflicts.isEmpty, "\(format) at \(minimum)")
            XCTAssertFalse(layout.solve(size: (minimum - 1, 100)).conflicts.isEmpty, "\(format) at \(minimum - 1)")
        }
    }

    func testLimitsFindAMaximumAndBindingConstraints() throws {
        let limits = Layout(file: LayoutFile.parse("size 300x100\nmargins 8\nH:|-[a(<=200)]-|\nV:|[a]|\n")).limits()
        XCTAssertEqual(limits.width.min.value, 16)
        XCTAssertEqual(limits.width.max.value, 216)
        XCTAssertEqual(Set(limits.width.max.binding.map(\.description)),
                       ["a.width <= 200", "a.leading == superview.leadingMargin", "superview.trailingMargin == a.trailing"])
    }

    func testEquationsReadApplesDescriptionSyntax() throws {
        let file = LayoutFile.parse("""
            view a
            view b
            a.width == 0.5*b.width + 8 @750
            a.centerX == b.centerX
            a.top >= root.safeArea.top - 4
            a.height==44
            a.width == b.width +
            a.bogus == 3
            """)
        XCTAssertEqual(file.equations.map(\.constraint.equation),
                       ["a.width == 0.5*b.width + 8 @750", "a.centerX == b.centerX", "a.top >= root.safeArea.top - 4", "a.height == 44"])
        XCTAssertEqual(file.equations[0].constraint.multiplier, 0.5)
        XCTAssertEqual(file.equations[0].constraint.priority, 750)
        XCTAssertEqual(file.diagnostics.count, 2, "\(file.diagnostics)")
        XCTAssertTrue(file.diagnostics.allSatisfy { $0.id == .layoutFileSyntax })
    }

    func testGuidesPlaceViewsWhereUIKitWould() throws {
        let result = solve("""
            size 400x800
            safearea 44 0 34 0
            root controller
            view a
            view b
            view c
            a.top == root.safeArea.top
            a.leading == root.margins.leading
            a.width == 100
            a.height == 10
            b.bottom == root.safeArea.bottom
            b.centerX == root.centerX
            b.width == 0.25*root.width
            b.height == 20
            c.leading == root.readable.leading
            c.trailing == root.readable.trailing
            c.top == a.bottom
            c.height == 10
            """)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        XCTAssertEqual(result.frame(of: "a"), Frame(x: 16, y: 44, width: 100, height: 10))
        XCTAssertEqual(result.frame(of: "b"), Frame(x: 150, y: 746, width: 100, height: 20))
        XCTAssertEqual(result.frame(of: "c"), Frame(x: 16, y: 54, width: 368, height: 10))
    }

    func testAViewThatMovesItsOwnPreservedMarginDoesNotSettle() {
        let result = solve("""
            size 375x100
            margins 8 40 8 8
            view sub preservesSuperviewLayoutMargins true
            view leaf in sub
            H:[sub(200)]
            V:|[sub]|
            H:|-[leaf]-|
            V:|[leaf]|
            sub.left == 0.5*leaf.left
            """)
        XCTAssertTrue(result.diagnostics.contains { $0.id == .layoutNotSettled })
        XCTAssertEqual(result.passes, Layout.maximumPassesForTests)
    }
}
