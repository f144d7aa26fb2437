import Foundation
import _VFLTestSupport
import XCTest

/// `vfl-fmt` run as editors, hooks and users run it.
final class FmtToolTests: BinaryTestCase {
    override var executable: String { "vfl-fmt" }

    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ name: String, _ bytes: [UInt8], mode: Int = 0o644) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        return url
    }

    func write(_ name: String, _ text: String, mode: Int = 0o644) throws -> URL { try write(name, Array(text.utf8), mode: mode) }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    static let swiftSource = """
        let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[a]|", options: [], metrics: nil, views: ["a": a])
        let s = "H:|-(8)-[a]|" // not a format argument
        """

    func testEditorPipeWithAssumedFilenamePrintsTheWholeFile() throws {
        let (status, out, err) = try run(["--assume-filename", "Sources/View.swift"], stdin: Self.swiftSource)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(out, Self.swiftSource.replacingOccurrences(of: "withVisualFormat: \"H:|-(8)-[a]|\"", with: "withVisualFormat: \"H:|-8-[a]|\""))
        // Standard input without a name is a layout file: each line's format.
        let (_, vfl, _) = try run([], stdin: "[a]-(8)-[b]  alignAllTop\n# [a]-(8)-[b]\n")
        XCTAssertEqual(vfl, "[a]-8-[b]  alignAllTop\n# [a]-(8)-[b]\n")
    }

    func testBrokenFormatIsLeftVerbatimWithAWarningAndExitZero() throws {
        let source = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a\", options: [], metrics: nil, views: v)\n"
        let (status, out, err) = try run(["--assume-filename", "x.swift"], stdin: source)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(out, source)
        XCTAssertTrue(err.contains("x.swift:1:59: warning: left as written"), err)
    }

    func testInPlaceRewritesOnlyChangedFilesAtomicallyKeepingPermissionsCRLFAndBOM() throws {
        let changed = try write("Sources/A.swift", [0xEF, 0xBB, 0xBF] + Array(Self.swiftSource.replacingOccurrences(of: "\n", with: "\r\n").utf8), mode: 0o640)
        let clean = try write("Sources/B.swift", "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: v)\n")
        let layout = try write("Layouts/card.vfl", "H:|-(0)-[a]|\n")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: clean.path)
        let (status, out, err) = try run(["-i", directory.path])
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "vfl-fmt: 2 files reformatted, 1 left unchanged\n", "a line that counts, as black and ruff print")
        let bytes = [UInt8](try Data(contentsOf: changed))
        XCTAssertEqual(Array(bytes.prefix(3)), [0xEF, 0xBB, 0xBF], "BOM kept")
        let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        XCTAssertTrue(text.contains("\"H:|-8-[a]|\", options"), text)
        XCTAssertTrue(text.contains("let s = \"H:|-(8)-[a]|\""), "only format arguments change")
        XCTAssertEqual(text.components(separatedBy: "\r\n").count, 2, "CRLF kept")
        let mode = try FileManager.default.attributesOfItem(atPath: changed.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        let mtime = try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date
        XCTAssertEqual(mtime, old, "unchanged files are not written")
        XCTAssertEqual(try read(layout), "H:|[a]|\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: changed.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers.sorted(), ["A.swift", "B.swift"], "no temporary files left")
    }

    func testCheckListsFilesAndExitsOne() throws {
        let changed = try write("A.swift", Self.swiftSource)
        _ = try write("B.vfl", "H:|[a]|\n")
        let (status, out, checkErr) = try run(["--check", directory.path])
        XCTAssertTrue(checkErr.hasSuffix("would be reformatted, 1 already formatted\n"), checkErr)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(out, changed.path + "\n")
        XCTAssertEqual(try read(changed), Self.swiftSource, "--check writes nothing")
        let (clean, _, _) = try run(["--check", directory.appendingPathComponent("B.vfl").path])
        XCTAssertEqual(clean, 0)
    }

    func testDiffIsUnified() throws {
        let file = try write("A.vfl", "size 10x10\nH:|-(8)-[a]|\nV:|[a]|\n")
        let (status, out, _) = try run(["--diff", file.path])
        XCTAssertEqual(status, 1, "changes found, as ruff format --diff")
        XCTAssertEqual(out, """
            --- \(file.path)
            +++ \(file.path)
            @@ -1,3 +1,3 @@
             size 10x10
            -H:|-(8)-[a]|
            +H:|-8-[a]|
             V:|[a]|

            """)
    }

    /// A path given relative to where the tool runs gets git's `a/` and `b/`, and `git apply`
    /// (as `patch -p1`) takes the diff there: the file ends as `vfl-fmt -i` writes it. So does
    /// the diff of the current directory's walk, whose paths begin `./`.
    func testDiffOfRelativePathAppliesWithGitApply() throws {
        let source = "size 10x10\nH:|-(8)-[a]|\nV:|[a]|\n", formatted = "size 10x10\nH:|-8-[a]|\nV:|[a]|\n"
        let file = try write("A.vfl", source)
        for arguments in [["--diff", "A.vfl"], ["--diff"]] {
            try Data(source.utf8).write(to: file)
            let (status, out, _) = try run(arguments, directory: directory)
            XCTAssertEqual(status, 1)
            XCTAssertTrue(out.hasPrefix("--- a/A.vfl\n+++ b/A.vfl\n@@ -1,3 +1,3 @@\n"), out)
            let patch = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-fmt-\(UUID().uuidString).diff")
            defer { try? FileManager.default.removeItem(at: patch) }
            try Data(out.utf8).write(to: patch)
            let apply = Process()
            apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            apply.arguments = ["git", "apply", patch.path]
            apply.currentDirectoryURL = directory
            try apply.run()
            apply.waitUntilExit()
            XCTAssertEqual(apply.terminationStatus, 0, "git apply took the diff of \(arguments)")
            XCTAssertEqual(try read(file), formatted)
        }
    }

    /// Several changed lines in a row, hunks apart, and a last line without a newline: the
    /// same hunks, line for line, as GNU `diff -u` prints for the file and its formatted text.
    func testDiffMatchesDiffU() throws {
        var text = "size 10x10\n"
        for i in 0..<30 { text += [4, 5, 6, 20].contains(i) ? "H:|-(\(i))-[a]|\n" : "V:|[v\(i)]|\n" }
        text += "H:|-(0)-[b]|"
        let file = try write("A.vfl", text)
        let (_, formatted, _) = try run([], stdin: text)
        let expected = try write("B.vfl", formatted)
        let (_, ours, _) = try run(["--diff", file.path])
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        diff.arguments = ["diff", "-u", file.path, expected.path]
        let pipe = Pipe()
        diff.standardOutput = pipe
        try diff.run()
        let theirs = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        diff.waitUntilExit()
        XCTAssertEqual(diff.terminationStatus, 1, "diff -u found the changes")
        // The two header lines name the files differently (and diff adds times); the hunks are equal.
        XCTAssertEqual(ours.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2),
                       theirs.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2))
        XCTAssertEqual(ours.components(separatedBy: "@@ -").count - 1, 3, ours)
    }

    func testLinesAndOffsetsRestrictTheFormatsTouched() throws {
        let input = "[a]-(8)-[b]\n[a]-(8)-[b]\n[a]-(8)-[b]\n"
        XCTAssertEqual(try run(["--lines", "2:2"], stdin: input).1, "[a]-(8)-[b]\n[a]-8-[b]\n[a]-(8)-[b]\n")
        XCTAssertEqual(try run(["--offsets", "26:27"], stdin: input).1, "[a]-(8)-[b]\n[a]-(8)-[b]\n[a]-8-[b]\n")
        XCTAssertEqual(try run(["--lines", "0:1"]).0, 2)
    }

    func testUnreadableAndNonUTF8FilesAreReportedUntouchedWhileOthersAreFormatted() throws {
        let badBytes = Array("let f = \"H:|-(8)-[a]|\" // ".utf8) + [0xFF, 0xFE] + Array("\nlet c = NSLayoutConstraint.constraints(withVisualFormat: f)\n".utf8)
        let bad = try write("Bad.swift", badBytes)
        let good = try write("Good.vfl", "H:|-(8)-[a]|\n")
        let (status, _, err) = try run(["-i", bad.path, good.path, directory.appendingPathComponent("Missing.swift").path])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("Bad.swift: not UTF-8 text; left unchanged"), err)
        XCTAssertTrue(err.contains("Missing.swift: no such file or directory"), err)
        XCTAssertEqual([UInt8](try Data(contentsOf: bad)), badBytes)
        XCTAssertEqual(try read(good), "H:|-8-[a]|\n")
    }

    /// A vendored Latin-1 header with no format call has nothing to format: it passes `--check`
    /// and `-i` (a pre-commit hook on a tree with Pods/ must not fail on it) and is echoed byte
    /// for byte. One that may hold a call (also in UTF-16) is still refused, as is a `.vfl` file.
    func testANonUTF8FileWithoutFormatCallsHasNothingToFormat() throws {
        let latin1 = Array("// Copyright ".utf8) + [0xA9] + Array(" 2014\nint f(void);\n".utf8)
        let header = try write("Vendor/Legacy.m", latin1)
        XCTAssertEqual(try run(["--check", directory.path]).0, 0)
        let (status, _, err) = try run(["-i", header.path])
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(err, "vfl-fmt: 0 files reformatted, 1 left unchanged\n")
        XCTAssertEqual([UInt8](try Data(contentsOf: header)), latin1)
        XCTAssertEqual(try runBytes([header.path], stdin: []).1, latin1, "printed exactly as it is")
        XCTAssertEqual(try runBytes(["--assume-filename", "Legacy.m"], stdin: latin1).1, latin1)
        // UTF-16 with a call in it: refused, untouched.
        let utf16 = Array("NSArray *c = [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-(8)-[a]|\" options:0 metrics:nil views:v];\n".utf16)
            .flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let wide = try write("Wide.m", utf16)
        XCTAssertEqual(try run(["--check", wide.path]).0, 2)
        XCTAssertEqual([UInt8](try Data(contentsOf: wide)), utf16)
        let (stdinStatus, echoed, _) = try runBytes(["--assume-filename", "Layout.vfl"], stdin: latin1)
        XCTAssertEqual(stdinStatus, 2, "a .vfl file is all format")
        XCTAssertEqual(echoed, latin1, "echoed untouched")
    }

    func testInPlaceThroughASymbolicLinkWritesTheTargetAndKeepsTheLink() throws {
        let target = try write("real/Layout.vfl", "H:|-(8)-[a]|\n")
        let link = directory.appendingPathComponent("Link.vfl")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/Layout.vfl")
        let loop = directory.appendingPathComponent("real/loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "..")
        XCTAssertEqual(try run(["-i", link.path]).0, 0)
        XCTAssertEqual(try read(target), "H:|-8-[a]|\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real/Layout.vfl")
        // Walking a directory does not follow the link back up (no loop).
        XCTAssertEqual(try run(["--check", directory.path]).0, 0)
    }

    func testUsage() throws {
        XCTAssertEqual(try run(["--frobnicate"]).0, 2)
        XCTAssertEqual(try run(["-i", "--check", "x.swift"]).0, 2)
        XCTAssertEqual(try run(["--help"]).0, 0)
    }

    /// Killing `vfl-fmt -i` part-way through a large tree leaves every file either as it was or
    /// fully formatted: writes go to a temporary file that is renamed over the original.
    func testKilledInPlaceRunLeavesEveryFileOldOrNew() throws {
        try LongTests.require()
        var line = "NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]-(==8)-[b(>=24@1000)]-|\", options: [], metrics: nil, views: v)\n"
        line = String(repeating: line, count: 150)
        let formatted = line.replacingOccurrences(of: "H:|-(8)-[a]-(==8)-[b(>=24@1000)]-|", with: "H:|-8-[a]-8-[b(>=24)]-|")
        var files: [URL] = []
        for index in 0..<600 { files.append(try write("tree/d\(index % 20)/F\(index).swift", line)) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-i", directory.appendingPathComponent("tree").path]
        try process.run()
        usleep(60_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var old = 0, new = 0
        for file in files {
            let text = try read(file)
            if text == line { old += 1 } else if text == formatted { new += 1 } else { XCTFail("\(file.lastPathComponent) is neither old nor new") }
        }
        XCTAssertEqual(old + new, files.count)
        // Whatever the kill interrupted, a second run finishes the job.
        XCTAssertEqual(try run(["-i", directory.appendingPathComponent("tree").path]).0, 0)
        for file in files { XCTAssertEqual(try read(file), formatted) }
    }

    func testCheckWithNoPathActsOnTheCurrentDirectoryAndEveryToolHasAVersion() throws {
        _ = try write("A.vfl", "size 10x10\nH:|-(8)-[a]|\nV:|[a]|\n")
        let (status, out, _) = try run(["--check"], directory: directory)
        XCTAssertEqual(status, 1, "no path is the current directory, not an empty standard input")
        XCTAssertTrue(out.contains("A.vfl"), out)
        XCTAssertTrue(try run(["--version"]).1.hasPrefix("vfl-fmt "))
    }

    /// The formats of helpers are formatted as vfl-lint reads them: helpers `.vfl.json` registers
    /// (vfl-fmt left them alone, while the language server formatted them) and helpers a file of
    /// the project defines (`ProjectHelpers`).
    func testFormatsOfRegisteredAndInferredHelpersAreFormatted() throws {
        _ = try write(TutorialHelper.path, TutorialHelper.source)
        let calls = """
            func f() {
                addConstraintsWithFormat(format: "H:|-(8)-[v0]|", views: a)
                pin(format: "V:|-(8)-[a]|", views: ["a": a])
            }

            """
        _ = try write("Cell.swift", calls)
        _ = try write(".vfl.json", #"{"functions": [{"name": "pin(format:views:)", "format_argument": "format"}]}"#)
        let (status, out, err) = try run(["--diff", "."], directory: directory)
        XCTAssertEqual(status, 1, err)
        XCTAssertTrue(out.contains("+    addConstraintsWithFormat(format: \"H:|-8-[v0]|\", views: a)"), out)
        XCTAssertTrue(out.contains("+    pin(format: \"V:|-8-[a]|\", views: [\"a\": a])"), out)
        // A hook names the staged file only: the helper is read from the files git tracks.
        _ = try runGit(["init", "-q"], in: directory)
        _ = try runGit(["add", "."], in: directory)
        let (_, named, _) = try run(["--diff", "Cell.swift"], directory: directory)
        XCTAssertTrue(named.contains("+    addConstraintsWithFormat(format: \"H:|-8-[v0]|\", views: a)"), named)
        let (_, buffer, _) = try run(["--assume-filename", "Cell.swift"], stdin: calls, directory: directory)
        XCTAssertTrue(buffer.contains("    addConstraintsWithFormat(format: \"H:|-8-[v0]|\", views: a)"), buffer)
        // An editor's pipe: the registered helper (the file's name finds the .vfl.json).
        let (_, piped, _) = try run(["--assume-filename", directory.appendingPathComponent("Cell.swift").path], stdin: calls)
        XCTAssertTrue(piped.contains("pin(format: \"V:|-8-[a]|\""), piped)
        // A buffer not UTF-8 that calls only the inferred helper may hold a format: refused, as
        // its file is (with no helper registered, whose label would say so by itself).
        _ = try write(".vfl.json", "{}")
        let latin1 = [UInt8]("// ".utf8) + [0xA9] + [UInt8]("\nfunc g() { addConstraintsWithFormat(format: \"H:|[v0]|\", views: a) }\n".utf8)
        let (latin1Status, echoed, latin1Error) = try runBytes(["--assume-filename", "Cell.swift"], stdin: latin1, directory: directory)
        XCTAssertEqual(latin1Status, 2, latin1Error)
        XCTAssertTrue(latin1Error.contains("not UTF-8 text; left unchanged"), latin1Error)
        XCTAssertEqual(echoed, latin1, "echoed untouched")
    }

    func testWalkingHonoursGitignoreAndExcluded() throws {
        let text = "size 10x10\nH:|-(8)-[a]|\nV:|[a]|\n"
        _ = try write("Own.vfl", text)
        _ = try write("Pods/Vendor.vfl", text)
        _ = try write("Generated/Gen.vfl", text)
        _ = try write(".gitignore", "Pods/\n")
        _ = try write(".vfl.json", #"{"excluded": ["Generated/**"]}"#)
        let (status, out, _) = try run(["--check"], directory: directory)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(out.contains("Own.vfl"), out)
        XCTAssertFalse(out.contains("Vendor.vfl") || out.contains("Gen.vfl"), out)
        // An editor's buffer of such a file comes back as it was, with the walk's note.
        _ = try runGit(["init", "-q"], in: directory)
        for (name, note) in [("Generated/Gen.vfl", "excluded by .vfl.json; skipped"), ("Pods/Vendor.vfl", "ignored by git (.gitignore); skipped")] {
            let (buffered, echoed, said) = try run(["--assume-filename", name], stdin: text, directory: directory)
            XCTAssertEqual(buffered, 0, said)
            XCTAssertEqual(echoed, text)
            XCTAssertTrue(said.contains(note), said)
            XCTAssertEqual(try run(["--check", "--assume-filename", name, "-"], stdin: text, directory: directory).0, 0)
        }
        XCTAssertEqual(try run(["--assume-filename", "Own.vfl"], stdin: text, directory: directory).1, "size 10x10\nH:|-8-[a]|\nV:|[a]|\n")
    }
}
