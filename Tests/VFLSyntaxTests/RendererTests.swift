import XCTest
import VFLSyntax

final class RendererTests: XCTestCase {
    func testOneLineForm() {
        let source = Array("H: [a]".utf8)
        let diagnostic = Parser.parse("H: [a]").diagnostics[0]
        let line = DiagnosticRenderer().oneLine(diagnostic, path: "/tmp/x.vfl", lines: LineTable(source))
        XCTAssertEqual(line, "/tmp/x.vfl:1:3: error: a space is not allowed in a format; the runtime rejects it [syntax_whitespace]")
    }

    func testSnippetPutsCaretsUnderTheExactRange() {
        let text = "[self.arrow]"
        let diagnostic = Parser.parse(text).diagnostics[0]
        let snippet = DiagnosticRenderer().snippet(diagnostic, path: "f.swift", source: Array(text.utf8),
                                                   lines: LineTable(Array(text.utf8), firstLine: 12))
        XCTAssertEqual(snippet, """
            error[VFL108]: a view name cannot contain '.': 'self.arrow' is read as 'self' followed by stray text [syntax_expected_view_close]
              --> f.swift:12:6
               |
            12 | [self.arrow]
               |      ^^^^^^
               = note: NSDictionaryOfVariableBindings(self.arrow) makes the key 'self.arrow', which no format can name; build the views dictionary by hand, for example ["arrow": self.arrow]
               = runtime: Expected a ']' here. That is how you give the end of a view.

            """)
    }

    /// A diagnostic about a file as a whole (a file that is not text) shows where, and no source line.
    func testAFileWideDiagnosticShowsNoSourceLine() {
        let id = DiagnosticID(code: "VFL999", rule: "whole_file", severity: .error, summary: "A file.", fileWide: true)
        let bytes: [UInt8] = [0x41, 0xFF, 0x0A]
        let snippet = DiagnosticRenderer().snippet(Diagnostic(id, ByteRange(at: 0), "the file is not UTF-8 text"), path: "b.m",
                                                   source: bytes, lines: LineTable(bytes))
        XCTAssertEqual(snippet, "error[VFL999]: the file is not UTF-8 text [whole_file]\n --> b.m:1:1\n")
    }

    /// A format of thousands of views: each snippet shows the range's neighbourhood, so the
    /// output grows with the number of diagnostics, not with diagnostics × line length.
    func testALongLineIsShownAroundTheRangeOnly() {
        let views = (0..<2000).map { "[v\($0)]" }.joined(separator: "-")
        let text = views + "-[bad name]"
        let diagnostic = Parser.parse(text).diagnostics[0]
        let snippet = DiagnosticRenderer().snippet(diagnostic, path: "f.vfl", source: Array(text.utf8), lines: LineTable(Array(text.utf8)))
        XCTAssertLessThan(snippet.utf8.count, 600, snippet)
        let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines[3], carets = lines[4]
        XCTAssertTrue(shown.hasPrefix("1 | …"), String(shown))
        // The carets stand under the space the diagnostic is about.
        let caretColumn = carets.firstIndex(of: "^").map { carets.distance(from: carets.startIndex, to: $0) }
        let spaceColumn = shown.firstIndex(of: " ", after: 4).map { shown.distance(from: shown.startIndex, to: $0) }
        XCTAssertEqual(caretColumn, spaceColumn, "\n\(shown)\n\(carets)")
    }

    func testSnippetKeepsTabsAndCountsCharactersNotBytes() {
        let text = "[é]-\t[b]"
        let result = Parser.parse(text)
        let renderer = DiagnosticRenderer()
        let tab = result.diagnostics.first { $0.id == .whitespace }!
        let snippet = renderer.snippet(tab, path: "p", source: Array(text.utf8), lines: LineTable(Array(text.utf8)))
        XCTAssertTrue(snippet.contains("1 | [é]-\t[b]\n  |     ^\n"), snippet)
    }

    func testColourOnlyWhenAsked() {
        let text = "[a"
        let diagnostic = Parser.parse(text).diagnostics[0]
        let plain = DiagnosticRenderer(useColor: false).snippet(diagnostic, path: "p", source: Array(text.utf8), lines: LineTable(Array(text.utf8)))
        let coloured = DiagnosticRenderer(useColor: true).snippet(diagnostic, path: "p", source: Array(text.utf8), lines: LineTable(Array(text.utf8)))
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror"))
    }
}

/// Ranges for library users: String indices and NSRange-style UTF-16 (location, length).
final class ByteRangeConversionTests: XCTestCase {
    func testRangesBecomeStringIndicesAndUTF16Ranges() {
        let text = "é😀[title]"   // é is 2 bytes (1 UTF-16 unit), 😀 4 bytes (2 units)
        let range = ByteRange(7, 12)   // "title"
        XCTAssertEqual(range.range(in: text).map { String(text[$0]) }, "title")
        XCTAssertEqual(range.utf16Range(in: text).location, 4)
        XCTAssertEqual(range.utf16Range(in: text).length, 5)
        XCTAssertNil(ByteRange(1, 3).range(in: text), "splits é")
    }
}

extension Substring {
    /// The first index of `character` at or after the `offset`-th character.
    func firstIndex(of character: Character, after offset: Int) -> Index? {
        self[index(startIndex, offsetBy: offset)...].firstIndex(of: character)
    }
}
