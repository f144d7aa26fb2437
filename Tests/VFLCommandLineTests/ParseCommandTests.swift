import Foundation
import XCTest
@testable import VFLCommandLine
import VFLJSON
import VFLLint
import VFLSyntax

/// `vfl parse` run as a user would.
final class ParseCommandTests: BinaryTestCase {
    /// `vfl help COMMAND` prints that command's help, as `vfl COMMAND --help` does.
    func testHelpNamesACommand() throws {
        for command in ["solve", "explain-log", "parse", "lsp"] {
            let (status, out, _) = try run(["help", command])
            XCTAssertEqual(status, 0, command)
            XCTAssertEqual(out, try run([command, "--help"]).1, command)
            XCTAssertTrue(out.hasPrefix("usage: vfl \(command)"), out)
        }
        let (status, _, err) = try run(["help", "nope"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("no command 'nope'"), err)
    }

    func testIssueExamplePrintsJSONWithNoDiagnostics() throws {
        let (status, out, _) = try run(["parse", "--json", "-"], stdin: "H:|-[a(>=50@750)]-(==8)-[b(==a)]-|\n")
        XCTAssertEqual(status, 0)
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        XCTAssertEqual(object["format"] as? String, "H:|-[a(>=50@750)]-(==8)-[b(==a)]-|")
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
        let ast = object["ast"] as! [String: Any]
        let views = ast["views"] as! [[String: Any]]
        XCTAssertEqual(views.map { $0["name"] as? String }, ["a", "b"])
        let predicate = (views[0]["predicates"] as! [[String: Any]])[0]
        XCTAssertEqual(predicate["relation"] as? String, ">=")
        XCTAssertEqual((predicate["priority"] as? [String: Any])?["value"] as? Double, 750)
    }

    func testJSONLinesOnePerFormatWithDiagnosticFields() throws {
        let (status, out, _) = try run(["parse", "--json"], stdin: "[a]\r\nH: [b]\n\n")
        XCTAssertEqual(status, 1)
        let objects = try out.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        XCTAssertEqual(objects.map { $0["format"] as? String }, ["[a]", "H: [b]", ""])
        let diagnostic = (objects[1]["diagnostics"] as! [[String: Any]])[0]
        XCTAssertEqual(diagnostic["code"] as? String, "VFL103")
        XCTAssertEqual(diagnostic["rule"] as? String, "syntax_whitespace")
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertEqual(diagnostic["apple"] as? String, "Expected a view")
        XCTAssertEqual(diagnostic["start"] as? Int, 2)
        XCTAssertEqual(diagnostic["end"] as? Int, 3)
        XCTAssertEqual((objects[2]["diagnostics"] as! [[String: Any]])[0]["rule"] as? String, "syntax_empty_format")
    }

    func testHumanFormShowsTreeAndSnippetWithoutColourWhenPiped() throws {
        let (status, out, _) = try run(["parse", "[a]-10[b]"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(out.contains("View a 0..<3"), out)
        XCTAssertTrue(out.contains("error[VFL117]: expected '-' to end the connection before '[' [syntax_expected_connection_end]"), out)
        XCTAssertTrue(out.contains(" --> <argument 1>:1:7"), out)
        XCTAssertFalse(out.contains("\u{1B}["), "no colour on a pipe")
        let (_, coloured, _) = try run(["parse", "--color", "always", "[a]-10[b]"])
        XCTAssertTrue(coloured.contains("\u{1B}["))
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try run([]).0, 2)
        XCTAssertEqual(try run(["frobnicate"]).0, 2)
        XCTAssertEqual(try run(["parse", "--bogus"]).0, 2)
        XCTAssertEqual(try run(["parse", "--", "-[a]"]).0, 1)
        XCTAssertEqual(try run(["parse", "[a]"]).0, 0)
    }

    func testLinesAreSplitOnLineFeedsAndCarriageReturnsAreDropped() {
        let lines = FormatInputs.lines(of: Array("[a]\r\n[b]\n\n[c]".utf8), path: "x")
        XCTAssertEqual(lines.map { String(decoding: $0.bytes, as: UTF8.self) }, ["[a]", "[b]", "", "[c]"])
        XCTAssertEqual(lines.map(\.line), [1, 2, 3, 4])
        XCTAssertEqual(FormatInputs.lines(of: Array("[a]\n".utf8), path: "x").count, 1)
        XCTAssertEqual(FormatInputs.lines(of: [], path: "x").count, 0)
    }

    func testJSONStringEscaping() {
        var text = ""
        JSONWriter.appendString("a\"b\\c\n\u{1}é", to: &text)
        XCTAssertEqual(text, "\"a\\\"b\\\\c\\n\\u0001é\"")
    }

    func testEverySubcommandHasHelpAndTheToolAVersion() throws {
        for command in ["parse", "lower", "explain", "convert", "solve"] {
            let (status, out, _) = try run([command, "--help"])
            XCTAssertEqual(status, 0, command)
            XCTAssertTrue(out.hasPrefix("usage: vfl \(command)"), out)
        }
        XCTAssertTrue(try run(["lower", "-h"]).1.contains("ENVIRONMENT:"))
        XCTAssertTrue(try run(["--version"]).1.hasPrefix("vfl "))
    }
}
