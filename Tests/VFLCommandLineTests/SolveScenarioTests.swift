import Foundation
import _VFLTestSupport
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The runtime scenarios of `Fixtures/solve/scenario_*.vfl`, checked as a user sees them: the
/// frames `vfl solve --json` prints (root coordinates, ±1e-6), its conflicts and limits; and
/// `--sizes` and `--svg` driven through the binary.
final class SolveScenarioTests: BinaryTestCase {
    func solved(_ name: String, _ extra: [String] = []) throws -> [String: Any] {
        let path = Fixtures.root.appendingPathComponent("solve").appendingPathComponent(name).path
        let (_, out, err) = try run(["solve", "--json"] + extra + [path])
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        return try XCTUnwrap(object, "no JSON from vfl solve \(name): \(err)")
    }

    func frames(_ json: [String: Any]) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for case let frame as [String: Any] in json["frames"] as? [Any] ?? [] {
            let numbers = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
            frames[frame["view"] as? String ?? "?"] = numbers
        }
        return frames
    }

    func assertFrames(_ fixture: String, _ expected: [String: [Double]], file: StaticString = #filePath, line: UInt = #line) throws {
        let got = frames(try solved(fixture))
        for (view, want) in expected {
            guard let have = got[view] else { XCTFail("\(fixture): no frame for \(view)", file: file, line: line); continue }
            for (a, b) in zip(have, want) where abs(a - b) > 1e-6 {
                XCTFail("\(fixture): \(view) is \(have), expected \(want)", file: file, line: line)
                break
            }
        }
    }

    func testHierarchyPutsFramesInRootCoordinatesAndNamesSuperviews() throws {
        try assertFrames("scenario_hierarchy.vfl", ["card": [20, 40, 335, 200], "title": [28, 48, 319, 20]])
        let json = try solved("scenario_hierarchy.vfl")
        let superviews = (json["frames"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) { $0[$1["view"] as! String] = $1["superview"] as? String }
        XCTAssertEqual(superviews, ["card": "root", "title": "card"])
    }

    func testPreservedMarginsTakeTheOverlapOfTheSuperviewsMargin() throws {
        try assertFrames("scenario_preserve_margins.vfl", ["sub": [10, 10, 355, 647], "leaf": [40, 18, 317, 631]])
    }

    func testSafeAreaInsetsMarginsUnlessTurnedOff() throws {
        try assertFrames("scenario_safe_area.vfl", ["item": [8, 28, 359, 44]])
        try assertFrames("scenario_safe_area_off.vfl", ["item": [8, 8, 359, 44]])
    }

    func testAutoresizingMasksFollowTheSuperviewsNewSize() throws {
        try assertFrames("scenario_autoresizing.vfl", ["bar": [0, 0, 375, 44], "ok": [295, 607, 60, 40], "center": [137.5, 283.5, 100, 100]])
    }

    func testAnAutoresizingLabelPinnedByAFormatConflictsWithItsAutoresizingWidth() throws {
        let json = try solved("scenario_autoresizing_conflict.vfl")
        let conflicts = json["conflicts"] as? [[String: Any]] ?? []
        XCTAssertFalse(conflicts.isEmpty)
        let members = conflicts.flatMap { conflict -> [[String: Any]] in
            [conflict["broken"] as? [String: Any] ?? [:]] + (conflict["conflicting"] as? [[String: Any]] ?? [])
        }
        XCTAssertTrue(members.contains { $0["kind"] as? String == "autoresizing" && $0["view"] as? String == "label"
                && ($0["description"] as? String ?? "").hasPrefix("label.width == 42") && $0["class"] as? String == "NSAutoresizingMaskLayoutConstraint" },
                      "\(members)")
    }

    func testRightToLeftPutsLeadingOnTheRight() throws {
        try assertFrames("scenario_rtl.vfl", ["a": [267, 8, 100, 20]])
    }

    func testLimitsGiveTheSmallestWidthAndNoLargest() throws {
        let json = try solved("scenario_limits.vfl", ["--limits"])
        let limits = try XCTUnwrap(json["limits"] as? [String: Any])
        let width = try XCTUnwrap(limits["width"] as? [String: Any])
        XCTAssertEqual((width["min"] as? NSNumber)?.doubleValue, 244)
        XCTAssertTrue(width["max"] is NSNull)
        let binding = (width["minBinding"] as? [[String: Any]] ?? []).compactMap { $0["description"] as? String }
        XCTAssertEqual(Set(binding), ["a.width >= 100", "b.width >= 120", "a.leading == superview.leadingMargin",
                                      "b.leading == a.trailing + NSSpace(8)", "superview.trailingMargin == b.trailing"])
        let height = try XCTUnwrap(limits["height"] as? [String: Any])
        XCTAssertEqual((height["min"] as? NSNumber)?.doubleValue, 16)
    }

    func testSizesSolveEachSizeAndPresetInOneRun() throws {
        let path = Fixtures.root.appendingPathComponent("solve").appendingPathComponent("guides_and_equations.vfl").path
        let (status, out, err) = try run(["solve", "--json", "--sizes", "320x568,iphone-15-landscape,ipad", path])
        XCTAssertEqual(status, 0, err)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let sizes = try XCTUnwrap(json["sizes"] as? [[String: Any]])
        XCTAssertEqual(sizes.map { $0["name"] as? String }, ["320x568", "iphone-15-landscape", "ipad"])
        // The landscape preset's safe area (59 on each side) moves the buttons in; the iPad's regular width gives 20-point margins.
        XCTAssertEqual(frames(sizes[1])["ok"]?[0], 75)
        XCTAssertEqual(frames(sizes[2])["ok"]?[0], 20)
        XCTAssertEqual((sizes[0]["container"] as? [String: Any])?["width"] as? NSNumber, 320)
        let (bad, _, message) = try run(["solve", "--sizes", "iphone-99", path])
        XCTAssertEqual(bad, 2)
        XCTAssertTrue(message.contains("iphone-se"), message)
    }

    func testTheSVGShowsHierarchyMarginsSafeAreaConflictsAndAContactSheet() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let solve = Fixtures.root.appendingPathComponent("solve")
        let conflict = directory.appendingPathComponent("conflict.svg").path
        _ = try run(["solve", "--svg", conflict, solve.appendingPathComponent("scenario_autoresizing_conflict.vfl").path])
        let svg = try String(contentsOfFile: conflict, encoding: .utf8)
        XCTAssertTrue(svg.contains("broken: label.leading == superview.leadingMargin"), "conflicts listed in red")
        XCTAssertTrue(svg.contains("stroke=\"#d62728\""), "views in a conflict outlined red")
        XCTAssertTrue(svg.contains("(broken: wants"), "the broken spacing marked")
        let safe = directory.appendingPathComponent("safe.svg").path
        _ = try run(["solve", "--svg", safe, solve.appendingPathComponent("scenario_safe_area.vfl").path])
        let safeSVG = try String(contentsOfFile: safe, encoding: .utf8)
        XCTAssertTrue(safeSVG.contains(">safe area<") && safeSVG.contains("fill-rule=\"evenodd\""), "safe area and margins shaded")
        XCTAssertTrue(safeSVG.contains("in banner"), "the hierarchy named")
        let ambiguous = directory.appendingPathComponent("ambiguous.svg").path
        _ = try run(["solve", "--svg", ambiguous, solve.appendingPathComponent("ambiguous_widths.vfl").path])
        XCTAssertTrue(try String(contentsOfFile: ambiguous, encoding: .utf8).contains("url(#hatch)"), "ambiguous views hatched")
        let sheet = directory.appendingPathComponent("sheet.svg").path
        _ = try run(["solve", "--sizes", "iphone-se,ipad", "--svg", sheet, solve.appendingPathComponent("guides_and_equations.vfl").path])
        let sheetSVG = try String(contentsOfFile: sheet, encoding: .utf8)
        XCTAssertTrue(sheetSVG.contains("iphone-se — 375×667") && sheetSVG.contains("ipad — 820×1180"), "one drawing per size")
        XCTAssertNoThrow(try XMLDocument(xmlString: sheetSVG, options: []), "well-formed XML")
    }

    /// In the drawing of every solve fixture, no label overlaps another, a spacing's line or a
    /// view's edge (`SVGLabels`); a view of no area is drawn as the edge or point it is, and a
    /// label with no free place is listed below the drawing rather than drawn over another.
    func testSVGLabelsOverlapNeitherEachOtherNorALineAndEmptyViewsAreDrawn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-svg-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layouts = try Fixtures.inputs("solve")
        XCTAssertGreaterThan(layouts.count, 20)
        for layout in layouts {
            let out = directory.appendingPathComponent(layout.deletingPathExtension().lastPathComponent + ".svg")
            _ = try run(["solve", "--svg", out.path, layout.path])
            guard let svg = try? String(contentsOf: out, encoding: .utf8) else { continue }
            for overlap in SVGLabels.overlaps(in: svg, rectangleEdges: true) { XCTFail("\(layout.lastPathComponent): \(overlap)") }
        }
        // `V:|-[v1]-[v2]-[v3(20)]|` leaves v1 0 high: a dashed edge, labelled.
        let classic = try String(contentsOf: directory.appendingPathComponent("classic_conflict.svg"), encoding: .utf8)
        XCTAssertTrue(classic.contains("stroke-dasharray=\"4 2\""), classic)
        XCTAssertTrue(classic.contains(">v1 <tspan fill=\"#666\" font-size=\"9\">304×0</tspan>") || classic.contains("v1 304×0 at 8,8"), classic)
    }
}
