import Foundation
import _VFLTestSupport
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `vfl explain-log` run as a user runs it, on the logs of `Fixtures/logs` (written here, one per
/// style: UIKit old and new, AppKit, autoresizing, encapsulated sizes, stack views, SnapKit,
/// Markdown escapes and wrapped lines), against golden explanations.
final class ExplainLogTests: BinaryTestCase {
    func testEveryFixtureLogHasItsExplanation() throws {
        let logs = try Fixtures.inputs("logs", suffix: ".log")
        XCTAssertGreaterThanOrEqual(logs.count, 4)
        for log in logs {
            let (status, out, err) = try run(["explain-log", log.path])
            XCTAssertEqual(status, 0, err)
            Fixtures.assertGolden(out, input: log, ext: "explanation")
        }
    }

    func testJSONNamesEveryConstraintTheBrokenOneAndTheMinimalSet() throws {
        let (status, out, _) = try run(["explain-log", "--json", Fixtures.root.appendingPathComponent("logs/cell_height.log").path])
        XCTAssertEqual(status, 0)
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        XCTAssertEqual(object["kind"] as? String, "conflict")
        let constraints = object["constraints"] as! [[String: Any]]
        XCTAssertEqual(constraints.count, 6)
        XCTAssertEqual(object["broken"] as? Int, 0)
        XCTAssertEqual(object["brokenFromAnotherRun"] as? Bool, false)
        // A broken line from another run is the listed one alike, and the JSON says so.
        let (_, other, _) = try run(["explain-log", "--json", Fixtures.root.appendingPathComponent("logs/title_and_another_run.log").path])
        let report = try JSONSerialization.jsonObject(with: Data(other.utf8)) as! [String: Any]
        XCTAssertEqual(report["broken"] as? Int, 0)
        XCTAssertEqual(report["brokenFromAnotherRun"] as? Bool, true)
        XCTAssertEqual((report["constraints"] as? [Any])?.count, 3)
        XCTAssertEqual(object["unsatisfiable"] as? Bool, true)
        XCTAssertEqual(object["minimal"] as? [Int], [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(constraints[5]["identifier"] as? String, "UIView-Encapsulated-Layout-Height")
        let second = constraints[1]["second"] as! [String: Any]
        XCTAssertEqual(second["attribute"] as? String, "top")
        XCTAssertTrue((object["explanation"] as? String ?? "").contains("make it exactly 143.5"))
    }

    func testSVGDrawsTheItemsAndTheConflictingConstraints() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let (status, _, err) = try run(["explain-log", "--svg", out.path, Fixtures.root.appendingPathComponent("logs/old_style_names.log").path])
        XCTAssertEqual(status, 0, err)
        let svg = try String(contentsOf: out, encoding: .utf8)
        XCTAssertNoThrow(try XMLDocument(xmlString: svg, options: []))
        XCTAssertTrue(svg.contains("#1 (broken): UILabel'Due: 3 days'.width &gt;= 140"), svg)
        // A horizontal conflict, drawn as a section: the label at the width the others leave it
        // (130), each constraint a dimension with its value, the broken one red and crossed.
        XCTAssertTrue(svg.contains("<title>UILabel'Due: 3 days' width 130</title>"), svg)
        XCTAssertTrue(svg.contains(">#1 ≥ 140 ✗</text>") && svg.contains(">#2 15</text>") && svg.contains(">#5 = 160</text>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "stroke-dasharray=\"5 3\"").count - 1, 1)
        // Any other report (both axes at once) is drawn as a plan of the frames.
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-plan-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: plan) }
        XCTAssertEqual(try run(["explain-log", "--svg", plan.path, Fixtures.root.appendingPathComponent("logs/anchor_conflict.log").path]).0, 0)
        XCTAssertNoThrow(try XMLDocument(xmlString: try String(contentsOf: plan, encoding: .utf8), options: []))
    }

    /// In the drawing of every fixture report, no label overlaps another or a dimension line
    /// (`SVGLabels`: each text's box measured, each line but the dotted extension lines sampled).
    func testSVGLabelsOverlapNeitherEachOtherNorALine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-svgs-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var drawn = 0
        for log in try Fixtures.inputs("logs", suffix: ".log") {
            let out = directory.appendingPathComponent(log.deletingPathExtension().lastPathComponent + ".svg")
            _ = try run(["explain-log", "--svg", out.path, log.path])
            guard let svg = try? String(contentsOf: out, encoding: .utf8) else { continue }
            for overlap in SVGLabels.overlaps(in: svg) { XCTFail("\(log.lastPathComponent): \(overlap)") }
            drawn += 1
        }
        XCTAssertGreaterThan(drawn, 15)
    }

    /// A vertical conflict, and a list pasted alone (no broken one: the account's is left out),
    /// are drawn as sections too, with what each bar is worth.
    func testSVGOfAVerticalConflictAndOfAListAlone() throws {
        for (log, expected) in [("cell_height", ">#1 = 180 ✗</text>"), ("list_alone", ">#6 = 120 ✗</text>")] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-\(log)-\(getpid()).svg")
            defer { try? FileManager.default.removeItem(at: out) }
            let (status, _, err) = try run(["explain-log", "--svg", out.path, Fixtures.root.appendingPathComponent("logs/\(log).log").path])
            XCTAssertEqual(status, 0, err)
            let svg = try String(contentsOf: out, encoding: .utf8)
            XCTAssertNoThrow(try XMLDocument(xmlString: svg, options: []))
            XCTAssertTrue(svg.contains(expected), svg)
        }
    }

    /// Options are read as every tool reads them (`CommandArguments`): `--svg=FILE` as
    /// `--svg FILE`, `--` before a log named like an option, one log at most.
    func testOptionsAreReadAsEveryToolReadsThem() throws {
        let log = Fixtures.root.appendingPathComponent("logs/cell_height.log").path
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: svg) }
        XCTAssertEqual(try run(["explain-log", "--svg=\(svg)", "--", log]).0, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: svg))
        let (status, _, err) = try run(["explain-log", log, log])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(err, "vfl explain-log: give one log file, or '-' (or nothing) for standard input\n")
        XCTAssertEqual(try run(["explain-log", "--svg"]).2, "vfl explain-log: --svg needs a file\n")
        XCTAssertEqual(try run(["explain-log", "--color", "never", log]).2, "vfl explain-log: unknown option '--color'\n")
    }

    func testNoReportIsExitOneAndStandardInputIsRead() throws {
        let (status, _, err) = try run(["explain-log", "-"], stdin: "nothing to see here\n")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("no 'Unable to simultaneously satisfy constraints' report"), err)
        let (missing, _, _) = try run(["explain-log", "/nonexistent/log.txt"])
        XCTAssertEqual(missing, 2)
    }
}

/// `--source`: the fixture project of `Fixtures/logs/project` makes the constraints of
/// `project_conflict.log`; its lines come first, the decoy of the same shape after.
final class ExplainLogSourceTests: BinaryTestCase {
    /// `explain-log --source` on the fixture project: the places, their lines, and the first
    /// place given for each constraint.
    func places(_ log: String) throws -> (text: String, lines: [String], first: (Int) -> String?) {
        let logs = Fixtures.root.appendingPathComponent("logs")
        let (status, out, err) = try run(["explain-log", "--source", logs.appendingPathComponent("project").path,
                                          logs.appendingPathComponent(log).path])
        XCTAssertEqual(status, 0, err)
        let places = out.components(separatedBy: "Where to look:\n").last ?? ""
        let lines = places.split(separator: "\n").map(String.init)
        return (places, lines, { constraint in lines.first { $0.hasPrefix("  #\(constraint)  ") } })
    }

    func testSourcePutsTheRightLinesFirst() throws {
        let logs = Fixtures.root.appendingPathComponent("logs")
        let (places, lines, first) = try places("project_conflict.log")
        XCTAssertTrue(first(2)?.contains("ProfileCell.swift:16: \"V:|-12-[avatar(72)]-12-|\" makes 'avatar.height == 72'") == true, places)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  #2  or ") && $0.contains("BadgeView.swift:10") }, places)
        XCTAssertTrue(first(1)?.contains("ProfileCell.swift:16") == true, places)
        XCTAssertTrue(first(3)?.contains("'superview.bottom == avatar.bottom + 12'") == true, places)
        XCTAssertTrue(first(4)?.contains("BadgeView.swift:12: its identifier 'badge-count-width' is written here") == true, places)
        XCTAssertTrue(first(5)?.contains("made by the system") == true, places)
        let (_, json, _) = try run(["explain-log", "--json", "--source", logs.appendingPathComponent("project").path,
                                    logs.appendingPathComponent("project_conflict.log").path])
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let sources = object["sources"] as! [[String: Any]]
        XCTAssertEqual(sources.first { $0["constraint"] as? Int == 1 }?["line"] as? Int, 16)
    }

    /// Constraints made with layout anchors: the calls that make them, in Swift and Objective-C,
    /// a `<=` written for the log's `>=` with the sides swapped too.
    func testAnchorCallsAreFound() throws {
        let (places, lines, first) = try places("anchor_conflict.log")
        XCTAssertTrue(first(1)?.contains("HeaderView.swift:15: avatarView.widthAnchor.constraint(equalToConstant: 48) makes 'avatarView.width == 48'") == true, places)
        XCTAssertTrue(first(2)?.contains("HeaderView.swift:17: titleLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12)") == true, places)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  #2  or ") && $0.contains("FooterView.m:13: [self.moreButton.leadingAnchor constraintEqualToAnchor:self.noteLabel.trailingAnchor constant:12]") }, places)
        XCTAssertTrue(first(3)?.contains("FooterView.m:14:") == true, places)
        XCTAssertTrue(first(4)?.contains("HeaderView.swift:18: titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16) makes 'titleLabel.trailing <= self.trailing - 16'") == true, places)
    }

    /// A view the log calls by its accessibility identifier: the format whose view has that
    /// name comes first among two of the same shape (by path alone the other would).
    func testAViewsIdentifierPicksTheFormatOfThatName() throws {
        let project = Fixtures.root.appendingPathComponent("logs/project").path
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 Profile.avatar.height == 72   (active, names: Profile.avatar:0x7f01 )>",
                "<NSLayoutConstraint:0x2 Profile.avatar.height == 40   (active, names: Profile.avatar:0x7f01 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 Profile.avatar.height == 72   (active, names: Profile.avatar:0x7f01 )>
            """
        let (status, out, err) = try run(["explain-log", "--source", project, "-"], stdin: log)
        XCTAssertEqual(status, 0, err)
        let places = out.components(separatedBy: "Where to look:\n").last ?? ""
        XCTAssertTrue(places.hasPrefix("  #1  Fixtures/logs/project/ProfileCell.swift:16:") || places.contains("  #1  " + project + "/ProfileCell.swift:16:"), places)
        XCTAssertTrue(places.contains("  #1  or ") && places.contains("BadgeView.swift:10"), places)
    }
}
