import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `vfl lower`, `explain`, `convert` and `solve` run as a user would.
final class LowerCommandTests: BinaryTestCase {
    func json(_ line: Substring) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }

    func testLowerJSONIsTheMachineInterface() throws {
        let (status, out, _) = try run(["lower", "--json", "--platform", "macos", "--options", "alignAllTop",
                                        "|-[f]-[n]-[x(>=20@500)]-|"])
        XCTAssertEqual(status, 0)
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let object = try json(lines[0])
        XCTAssertEqual(object["format"] as? String, "|-[f]-[n]-[x(>=20@500)]-|")
        let constraints = object["constraints"] as! [[String: Any]]
        // Spec §2, the worked example: seven constraints in this order.
        let summary = constraints.map { c -> String in
            let first = c["first"] as! [String: Any]
            let second = c["second"] as? [String: Any]
            return "\(first["item"]!).\(first["attribute"]!) \(c["relation"]!) "
                + (second.map { "\($0["item"]!).\($0["attribute"]!) " } ?? "")
                + "\(c["constant"]!) @\(c["priority"]!) \(c["standardSpacing"] as! Bool)"
        }
        XCTAssertEqual(summary, [
            "f.leading == |.leading 20 @1000 true",
            "n.leading == f.trailing 8 @1000 true",
            "x.leading == n.trailing 8 @1000 true",
            "x.width >= 20 @500 false",
            "|.trailing == x.trailing 20 @1000 true",
            "f.top == n.top 0 @1000 false",
            "n.top == x.top 0 @1000 false",
        ])
        XCTAssertTrue(constraints.allSatisfy { ($0["multiplier"] as? Double) == 1 && $0["start"] is Int && $0["end"] is Int })
    }

    func testLowerJSONWithoutMetricsReportsUnknownMetricAsRuntimeDoes() throws {
        let (status, out, _) = try run(["lower", "--json", "--views", "a,b", "-"], stdin: "[a]-pad-[b]\n[a]-pad-[b]\n")
        XCTAssertEqual(status, 1)
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let object = try json(lines[0])
        XCTAssertEqual((object["constraints"] as! [Any]).count, 0)
        let diagnostic = (object["diagnostics"] as! [[String: Any]])[0]
        XCTAssertEqual(diagnostic["rule"] as? String, "unknown_metric")
        XCTAssertEqual(diagnostic["start"] as? Int, 4)
        XCTAssertEqual(diagnostic["end"] as? Int, 7)
        XCTAssertEqual(diagnostic["apple"] as? String,
                       "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries")
        let (ok, out2, _) = try run(["lower", "--json", "--metrics", "pad=12.5", "[a]-pad-[b]"])
        XCTAssertEqual(ok, 0)
        let constraint = (try json(out2.split(separator: "\n")[0])["constraints"] as! [[String: Any]])[0]
        XCTAssertEqual(constraint["constant"] as? Double, 12.5)
    }

    func testLowerHumanFormUsesAppleDescriptions() throws {
        let (status, out, _) = try run(["lower", "--platform", "macos", "--options", "directionRightToLeft", "|-[f]-[n]-|"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(out, """
            |-[f]-[n]-|
              H:[f]-(NSSpace(20))-|(LTR)
              H:[n]-(NSSpace(8))-[f](LTR)
              H:|-(NSSpace(20))-[n](LTR)


            """)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try run(["lower", "--options", "alignAllMiddle", "[a]"]).0, 2)
        XCTAssertEqual(try run(["lower", "--platform", "watchos", "[a]"]).0, 2)
        XCTAssertEqual(try run(["lower", "--metrics", "pad", "[a]"]).0, 2)
        XCTAssertEqual(try run(["convert", "[a]"]).0, 2)
        XCTAssertEqual(try run(["solve"]).0, 2)
        XCTAssertEqual(try run(["solve", "/nonexistent/layout.vfl"]).0, 2)
    }

    func testExplainNamesWhereEachEquationComesFrom() throws {
        let (status, out, _) = try run(["explain", "--metrics", "pad=12", "H:|-[a]-pad-[b(>=50@500)]|"])
        XCTAssertEqual(status, 0)
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "H:|-[a]-pad-[b(>=50@500)]|")
        XCTAssertTrue(lines[1].hasPrefix("  a.leading == superview.leadingMargin") && lines[1].contains("'|-'"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("  b.leading == a.trailing + 12") && lines[2].contains("'pad'")
                      && lines[2].contains("space between 'a' and 'b'"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("  b.width >= 50 @500") && lines[3].contains("'>=50@500'"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("  superview.trailing == b.trailing") && lines[4].contains("']|'"), lines[4])
    }

    func testConvertWritesAnchorCode() throws {
        let (status, swift, _) = try run(["convert", "--to", "swift", "--metrics", "pad=12", "--superview", "view",
                                          "H:|-[a]-pad-[b(>=50@500)]-(>=8)-|"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(swift, """
            // H:|-[a]-pad-[b(>=50@500)]-(>=8)-|
            let bWidth = b.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
            bWidth.priority = UILayoutPriority(rawValue: 500)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: pad),
                bWidth,
                view.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 8),
            ])


            """)
        let (_, objc, _) = try run(["convert", "--to", "objc", "V:[a]-[b(==a)]"])
        XCTAssertEqual(objc, """
            // V:[a]-[b(==a)]
            [NSLayoutConstraint activateConstraints:@[
                [b.topAnchor constraintEqualToSystemSpacingBelowAnchor:a.bottomAnchor multiplier:1],
                [b.heightAnchor constraintEqualToAnchor:a.heightAnchor],
            ]];


            """)
    }

    func testSolvePrintsFramesAndNamesTheConflict() throws {
        let layout = "size 320x480\nV:|-[v1]-[v2]-[v3(20)]|\nV:[v3(10)]|\nH:|-[v1]-|\nH:|-[v2]-|\nH:|-[v3]-|\n"
        let (status, out, err) = try run(["solve", "-", "--color", "never"], stdin: layout)
        XCTAssertEqual(status, 1)
        // Diagnostics on standard error, the frames on standard output.
        XCTAssertTrue(err.contains("error[VFL302]: required constraint 'v3.height == 10'"), err)
        XCTAssertTrue(err.contains("conflicts with v3.height == 20  (from V:|-[v1]-[v2]-[v3(20)]|)"), err)
        XCTAssertFalse(out.contains("error["), out)
        XCTAssertTrue(out.contains("v3    8  460    304      20"), out)
        let (_, json, _) = try run(["solve", "-", "--json"], stdin: layout)
        let object = try self.json(json.split(separator: "\n")[0])
        let conflict = (object["conflicts"] as! [[String: Any]])[0]
        XCTAssertEqual((conflict["broken"] as! [String: Any])["line"] as? Int, 3)
        XCTAssertEqual((conflict["broken"] as! [String: Any])["column"] as? Int, 7)
        let with = (conflict["conflicting"] as! [[String: Any]])[0]
        XCTAssertEqual(with["format"] as? String, "V:|-[v1]-[v2]-[v3(20)]|")
        XCTAssertEqual(with["line"] as? Int, 2)
        XCTAssertEqual((object["ambiguous"] as! [Any]).count, 2)
    }

    func testSolveSizeOverrideAndSVG() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-solve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = directory.appendingPathComponent("row.vfl")
        try "H:|[a][b(==a)]|\nV:|[a]|\nV:|[b]|\n".write(to: layout, atomically: true, encoding: .utf8)
        let svg = directory.appendingPathComponent("row.svg")
        XCTAssertEqual(try run(["solve", layout.path]).0, 2, "no size anywhere is a usage error")
        let (status, out, _) = try run(["solve", layout.path, "--size", "200x50", "--svg", svg.path, "--json"])
        XCTAssertEqual(status, 0)
        let frames = try json(out.split(separator: "\n")[0])["frames"] as! [[String: Any]]
        XCTAssertEqual(frames.map { $0["x"] as? Double }, [0, 100])
        XCTAssertEqual(frames.map { $0["width"] as? Double }, [100, 100])
        let document = try XMLDocument(contentsOf: svg)
        // One group per view: its rectangle, its name and size, a tooltip with its frame.
        let titles = try document.nodes(forXPath: "//*[local-name()='g']/*[local-name()='title']").map { $0.stringValue ?? "" }
        XCTAssertEqual(titles, ["a 0,0 100×50", "b 100,0 100×50"])
        let rects = try document.nodes(forXPath: "//*[local-name()='g']/*[local-name()='rect']")
        XCTAssertEqual(rects.count, 2)
    }
}
