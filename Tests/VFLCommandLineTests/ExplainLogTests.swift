import Foundation
import XCTest

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
        XCTAssertEqual(object["unsatisfiable"] as? Bool, true)
        XCTAssertEqual(object["minimal"] as? [Int], [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(constraints[5]["identifier"] as? String, "UIView-Encapsulated-Layout-Height")
        let second = constraints[1]["second"] as! [String: Any]
        XCTAssertEqual(second["attribute"] as? String, "top")
        XCTAssertTrue((object["explanation"] as? String ?? "").contains("make it exactly -12.5"))
    }

    func testNoReportIsExitOneAndStandardInputIsRead() throws {
        let (status, _, err) = try run(["explain-log", "-"], stdin: "nothing to see here\n")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("no 'Unable to simultaneously satisfy constraints' report"), err)
        let (missing, _, _) = try run(["explain-log", "/nonexistent/log.txt"])
        XCTAssertEqual(missing, 2)
    }
}
