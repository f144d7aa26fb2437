import CVFLSystem
import Foundation
@testable import VFLCommandLine
import VFLSourceScan
import _VFLTestSupport
import XCTest

/// Files, links, permissions and processes as an attacker or an accident arranges them: the
/// tools write only what they mean to, report what they could not read, and leave nothing behind.
final class HostileInputTests: BinaryTestCase {
    override var executable: String { "vfl-fmt" }
    var directory: URL!

    static let unformatted = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]|\", options: [], metrics: nil, views: [\"a\": a])\n"
    static let formatted = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-8-[a]|\", options: [], metrics: nil, views: [\"a\": a])\n"

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o755)
    }

    override func tearDownWithError() throws {
        _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", directory.path]).waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs another of the built tools (vfl-lint): status, standard output, standard error.
    /// With `asNobody` (when running as root), as the unprivileged user `nobody`.
    func runTool(_ tool: String, _ arguments: [String], in directory: URL? = nil, asNobody: Bool = false) throws -> (Int32, [UInt8], String) {
        try runProcess(binary.deletingLastPathComponent().appendingPathComponent(tool).path, arguments, in: directory, asNobody: asNobody)
    }

    /// Runs `executable` (as `nobody` with `asNobody`), with `environment` added to this one's.
    func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil, asNobody: Bool = false,
                    environment: [String: String] = [:]) throws -> (Int32, [UInt8], String) {
        let process = Process()
        if asNobody {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](o), String(decoding: e, as: UTF8.self))
    }

    func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        chmod(path(name), mode)
    }

    func mode(_ name: String) -> mode_t {
        var info = stat()
        return lstat(path(name), &info) == 0 ? info.st_mode : 0
    }

    func testAChainOfLinksWritesTheFinalTargetWithItsModeAndOwner() throws {
        try write("real.swift", Self.unformatted, mode: 0o600)
        if getuid() == 0 { chown(path("real.swift"), 65534, 65534) }
        symlink("real.swift", path("mid.swift"))
        symlink("mid.swift", path("top.swift"))
        XCTAssertEqual(try run(["-i", path("top.swift")]).0, 0)
        XCTAssertEqual(try String(contentsOfFile: path("real.swift"), encoding: .utf8), Self.formatted)
        XCTAssertEqual(mode("top.swift") & S_IFMT, S_IFLNK)
        XCTAssertEqual(mode("mid.swift") & S_IFMT, S_IFLNK, "the middle link stays a link")
        XCTAssertEqual(mode("real.swift") & 0o7777, 0o600, "the target keeps its mode")
        if getuid() == 0 {
            var info = stat()
            stat(path("real.swift"), &info)
            XCTAssertEqual(info.st_uid, 65534, "a file formatted by root keeps its owner")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("vfl-tmp") }, [])
    }

    func testAHardLinkedFileIsReportedNotSplit() throws {
        try write("a.swift", Self.unformatted)
        link(path("a.swift"), path("b.swift"))
        let (status, _, err) = try run(["-i", path("a.swift")])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("hard links"), err)
        XCTAssertEqual(try String(contentsOfFile: path("b.swift"), encoding: .utf8), Self.unformatted)
    }

    func testAFileChangedOrDeletedSinceItWasReadIsNotWritten() throws {
        try write("a.swift", Self.unformatted)
        let stamp = FileStamp.of(path("a.swift"))
        try write("a.swift", Self.unformatted + "// edited meanwhile\n")
        XCTAssertThrowsError(try AtomicFile.replace(path("a.swift"), with: Array(Self.formatted.utf8), expecting: stamp))
        XCTAssertTrue(try String(contentsOfFile: path("a.swift"), encoding: .utf8).contains("edited meanwhile"))
        let again = FileStamp.of(path("a.swift"))
        unlink(path("a.swift"))
        XCTAssertThrowsError(try AtomicFile.replace(path("a.swift"), with: Array(Self.formatted.utf8), expecting: again))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("a.swift")), "a deleted file is not brought back")
    }

    func testTemporaryFilesOfKilledRunsAreRemovedByTheNextWrite() throws {
        try write("a.swift", Self.unformatted)
        // A dead process's leftover: pid 2^22 - 1 is above Linux's default pid_max, so never alive.
        let stale = path(".a.swift.vfl-tmp-4194303-12345")
        try write(".a.swift.vfl-tmp-4194303-12345", "partial")
        XCTAssertEqual(try run(["-i", path("a.swift")]).0, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
    }

    func testUnreadableDirectoriesAreReportedAndExitTwo() throws {
        try FileManager.default.createDirectory(atPath: path("tree/locked"), withIntermediateDirectories: true)
        try write("tree/ok.swift", Self.formatted)
        try write("tree/locked/hidden.swift", Self.unformatted)
        chmod(path("tree"), 0o755)
        chmod(path("tree/locked"), 0)
        let asNobody = getuid() == 0   // root reads everything: run as a developer's account would be refused
        if asNobody && !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") { throw XCTSkip("needs setpriv to drop root") }
        for (tool, arguments) in [("vfl-fmt", ["--check", path("tree")]), ("vfl-lint", [path("tree")])] {
            let (status, _, err) = try runTool(tool, arguments, asNobody: asNobody)
            XCTAssertEqual(status, 2, "\(tool): \(err)")
            XCTAssertTrue(err.contains("locked: cannot read the directory"), "\(tool): \(err)")
            if tool == "vfl-fmt" { XCTAssertTrue(err.contains("1 already formatted, 1 path could not be read"), err) }
            // What was read is still summed up, beside what kept the rest from being checked.
            if tool == "vfl-lint" { XCTAssertTrue(err.contains("no findings in 1 file; checked 1 format; 1 problem above kept files from being checked"), err) }
        }
        // The project `explain-log --source` searches: read in part, it would name wrong lines.
        try FileManager.default.copyItem(atPath: Fixtures.root.appendingPathComponent("logs/cell_height.log").path, toPath: path("cell.log"))
        chmod(path("cell.log"), 0o644)
        let (status, explained, err) = try runTool("vfl", ["explain-log", "--source", path("tree"), path("cell.log")], asNobody: asNobody)
        XCTAssertEqual(status, 2, err)
        XCTAssertTrue(err.contains("locked: cannot read the directory"), err)
        // The explanation is still given (it needs no source), and the places are said to be partial.
        let text = String(decoding: explained, as: UTF8.self)
        XCTAssertTrue(text.contains("Conflict reported at line") && text.contains("in the files that could be read"), text)
    }

    /// A name that is not UTF-8 cannot be spelt as a path by the tools: it is reported, and the
    /// run fails, instead of being dropped from the walk in silence.
    func testFilesWhoseNamesAreNotUTF8AreReported() throws {
        try FileManager.default.createDirectory(atPath: path("tree"), withIntermediateDirectories: true)
        try write("tree/ok.swift", Self.formatted)
        var name = Array(path("tree/Caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let handle = name.withUnsafeMutableBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(handle, 0)
        close(handle)
        name = Array(path("tree/notes").utf8) + [0xFF] + Array(".txt".utf8) + [0]   // not a source: no concern
        close(name.withUnsafeMutableBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) })
        for (tool, arguments) in [("vfl-fmt", ["--check", path("tree")]), ("vfl-lint", [path("tree")])] {
            let (status, _, err) = try runTool(tool, arguments)
            XCTAssertEqual(status, 2, "\(tool): \(err)")
            XCTAssertTrue(err.contains("tree/Caf\u{FFFD}.swift: the name is not valid UTF-8"), "\(tool): \(err)")
            XCTAssertFalse(err.contains("notes"), "\(tool): \(err)")
        }
    }

    func testLinkLoopsAreNamedAndDoubleDashEndsOptions() throws {
        symlink("loop2.swift", path("loop1.swift"))
        symlink("loop1.swift", path("loop2.swift"))
        let (status, _, err) = try run(["--check", path("loop1.swift")])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("a loop of symbolic links"), err)
        try write("-x.swift", "let v = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[zz]|\", options: [], metrics: nil, views: [\"a\": a])\n")
        let (status2, out, _) = try runTool("vfl-lint", ["--", "-x.swift"], in: directory)
        let text = String(decoding: out, as: UTF8.self)
        XCTAssertEqual(status2, 1)
        XCTAssertTrue(text.contains("'zz' is not a key in the views dictionary"), text)
    }

    func testControlBytesFromSourceAndPathsNeverReachTheTerminalRaw() throws {
        let name = "bell\u{07}\nline.swift"
        try write(name, "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a\u{1B}[31m]|\", options: [], metrics: nil, views: [\"a\": a])\n")
        for reporter in ["xcode", "full", "github", "checkstyle", "json", "sarif"] {
            let (status, bytes, _) = try runTool("vfl-lint", ["--reporter", reporter, path(name)])
            XCTAssertEqual(status, 1)
            XCTAssertFalse(bytes.contains(0x1B) || bytes.contains(0x07), reporter)
            // XML 1.0 has no such characters, not even as references.
            if reporter == "checkstyle" { XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("&#27;"), reporter) }
            if reporter == "xcode" {
                // One finding per line: the newline in the path is escaped too.
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
                XCTAssertTrue(lines.allSatisfy { $0.contains("line.swift:1:") }, "\(lines)")
            }
        }
        // vfl-fmt names files one a line, and messages name them on one line too.
        try write("unformatted\u{1B}\nfake.swift", Self.unformatted)
        let (status, out, err) = try run(["--check", directory.path])
        XCTAssertEqual(status, 1, err)
        XCTAssertFalse(out.utf8.contains(0x1B), out)
        XCTAssertEqual(out.split(separator: "\n").count, 1, out)
        XCTAssertTrue(out.contains("unformatted\\u{1B}\\u{A}fake.swift"), out)
        // `vfl` shows formats and pasted logs with their control bytes escaped too.
        for arguments in [["parse"], ["lower"], ["explain"], ["convert", "--to", "swift"]] {
            let (_, bytes, _) = try runTool("vfl", arguments + ["H:|[a\u{1B}[31m\u{07}]|"])
            XCTAssertFalse(bytes.contains(0x1B) || bytes.contains(0x07), "\(arguments): \(String(decoding: bytes, as: UTF8.self))")
        }
        let log = try String(contentsOf: Fixtures.root.appendingPathComponent("logs/cell_height.log"), encoding: .utf8)
            .replacingOccurrences(of: "'Paper Towns (2008)'.height", with: "'Paper\u{1B}[31m\u{07} Towns'.height")
        try write("pasted.log", log)
        let (explained, bytes, _) = try runTool("vfl", ["explain-log", path("pasted.log")])
        XCTAssertEqual(explained, 0)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("Paper\\u{1B}[31m\\u{7} Towns"))
        XCTAssertFalse(bytes.contains(0x1B) || bytes.contains(0x07))
    }

    /// Runs `script` with /bin/sh in the scratch directory, `$VFL`, `$LINT` and `$FMT` naming
    /// the built tools (for redirections a Process cannot make: closed or odd standard streams).
    func shell(_ script: String, asNobody: Bool = false) throws -> (Int32, String, String) {
        var tools = binary.deletingLastPathComponent()
        if asNobody {
            // The build folder may be where `nobody` cannot go (a clone in a private `mktemp -d`,
            // a 0700 home): the tools run from copies in the test's own directory.
            let copies = directory.appendingPathComponent(".tools")
            if !FileManager.default.fileExists(atPath: copies.path) {
                try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
                for tool in ["vfl", "vfl-lint", "vfl-fmt"] {
                    try FileManager.default.copyItem(at: tools.appendingPathComponent(tool), to: copies.appendingPathComponent(tool))
                    chmod(copies.appendingPathComponent(tool).path, 0o755)
                }
                chmod(copies.path, 0o755)
            }
            tools = copies
        }
        let (status, out, err) = try runProcess("/bin/sh", ["-c", script], in: directory, asNobody: asNobody, environment: [
            "VFL": tools.appendingPathComponent("vfl").path, "LINT": tools.appendingPathComponent("vfl-lint").path,
            "FMT": tools.appendingPathComponent("vfl-fmt").path])
        return (status, String(decoding: out, as: UTF8.self), err)
    }

    /// Output that could not be written (a full disk) is never a success: the tool says so and
    /// exits 2 (it exited 0 with the file cut short; the language server trapped).
    func testOutputThatCannotBeWrittenFailsTheRun() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("needs /dev/full (Linux)") }
        try write("a.swift", Self.unformatted)
        try write("t.vfl", "size 100x100\nH:|[a]|\nV:|[a]|\n")
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        try write("session", "Content-Length: \(initialize.utf8.count)\r\n\r\n" + initialize)
        for command in ["\"$FMT\" a.swift", "\"$FMT\" - < a.swift", "\"$LINT\" --reporter json a.swift",
                        "\"$VFL\" parse 'H:|[a]|'", "\"$VFL\" solve t.vfl", "\"$VFL\" lsp < session"] {
            let (status, _, err) = try shell(command + " > /dev/full")
            XCTAssertEqual(status, 2, "\(command): \(err)")
            XCTAssertTrue(err.contains("cannot write standard output (no space left on device)"), "\(command): \(err)")
        }
    }

    /// Standard input that is closed or a directory is a message and exit 2, not a crash.
    func testUnreadableStandardInputIsReportedNotACrash() throws {
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        for command in ["\"$FMT\" -", "\"$LINT\" -", "\"$VFL\" parse -", "\"$VFL\" lower -", "\"$VFL\" explain-log -", "\"$VFL\" solve -"] {
            for redirection in [" <&-", " < folder"] {
                let (status, _, err) = try shell(command + redirection)
                XCTAssertEqual(status, 2, "\(command)\(redirection): \(err)")
                XCTAssertTrue(err.contains("cannot read standard input ("), "\(command)\(redirection): \(err)")
            }
        }
    }

    /// A picture written to a device or pipe goes through it; the device is never replaced by a
    /// file (`--svg /dev/full` as root replaced the device).
    func testPicturesGoThroughDevicesAndPipesNeverReplacingThem() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("needs /dev/full (Linux)") }
        try write("t.vfl", "size 100x100\nH:|[a]|\nV:|[a]|\n")
        symlink("/dev/null", path("null.svg"))
        let (status, _, err) = try shell("\"$VFL\" solve t.vfl --svg null.svg > /dev/null")
        XCTAssertEqual(status, 0, err)
        var info = stat()
        XCTAssertEqual(lstat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        XCTAssertEqual(mode("null.svg") & S_IFMT, S_IFLNK)
        let (full, _, why) = try shell("\"$VFL\" solve t.vfl --svg /dev/full > /dev/null")
        XCTAssertEqual(full, 2, why)
        XCTAssertTrue(why.contains("cannot write"), why)
        XCTAssertEqual(lstat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a device")
        mkfifo(path("pipe.svg"), 0o644)
        let (piped, svg, pipeErr) = try shell("cat pipe.svg & \"$VFL\" solve t.vfl --svg pipe.svg > /dev/null; wait")
        XCTAssertEqual(piped, 0, pipeErr)
        XCTAssertTrue(svg.hasPrefix("<svg"), svg)
        XCTAssertEqual(mode("pipe.svg") & S_IFMT, S_IFIFO)
        // /dev/stdout is standard output, whatever it is redirected to: a report appended to
        // keeps what it held, and gets the table, then the picture, in that order.
        try write("report.txt", "kept\n")
        let (appended, _, appendErr) = try shell("\"$VFL\" solve t.vfl --svg /dev/stdout >> report.txt")
        XCTAssertEqual(appended, 0, appendErr)
        let report = try String(contentsOfFile: path("report.txt"), encoding: .utf8)
        XCTAssertTrue(report.hasPrefix("kept\nview "), report)
        XCTAssertTrue(report.contains("container, ios") && report.hasSuffix("</svg>\n"), report)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/dev/stdout-2.svg"))
    }

    /// Replacing a file needs only the directory's permission; the tools also ask the file's own,
    /// and never replace another user's file (its owner could not be kept).
    func testFilesThatAreNotWritableOrOfAnotherUserAreLeftAlone() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root to make files of another user") }
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") { throw XCTSkip("needs setpriv to drop root") }
        try FileManager.default.createDirectory(atPath: path("mine"), withIntermediateDirectories: true)
        chown(path("mine"), 65534, 65534)
        // A format vfl-fmt rewrites, and one whose space `vfl-lint --fix` deletes.
        let source = Self.unformatted + "let d = NSLayoutConstraint.constraints(withVisualFormat: \"H:| [a]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        try write("mine/root.swift", source, mode: 0o666)          // root's, writable by anyone
        try write("mine/readonly.swift", source, mode: 0o444)
        chown(path("mine/readonly.swift"), 65534, 65534)
        for (name, reason) in [("root.swift", "belongs to another user"), ("readonly.swift", "not writable (permission denied)")] {
            for command in ["\"$FMT\" -i mine/\(name)", "\"$LINT\" --fix mine/\(name)"] {
                let (status, _, err) = try shell(command, asNobody: true)
                XCTAssertEqual(status, 2, "\(command): \(err)")
                XCTAssertTrue(err.contains(reason), "\(command): \(err)")
                XCTAssertEqual(try String(contentsOfFile: path("mine/\(name)"), encoding: .utf8), source)
            }
        }
        var info = stat()
        XCTAssertEqual(stat(path("mine/root.swift"), &info), 0)
        XCTAssertEqual(info.st_uid, 0)
    }

    /// A pipe with a source's name in a walked tree is reported, not skipped in silence; links
    /// in a tree that lead nowhere or in a loop say so.
    func testPipesAndBrokenLinksInATreeAreReportedWithWhy() throws {
        try FileManager.default.createDirectory(atPath: path("tree"), withIntermediateDirectories: true)
        try write("tree/ok.swift", Self.formatted)
        mkfifo(path("tree/pipe.swift"), 0o644)
        symlink("nowhere.swift", path("tree/dangling.swift"))
        symlink("loop2.swift", path("tree/loop1.swift"))
        symlink("loop1.swift", path("tree/loop2.swift"))
        for (tool, arguments) in [("vfl-fmt", ["--check", path("tree")]), ("vfl-lint", [path("tree")])] {
            let (status, _, err) = try runTool(tool, arguments)
            XCTAssertEqual(status, 2, "\(tool): \(err)")
            XCTAssertTrue(err.contains("pipe.swift: not a regular file (a named pipe)"), "\(tool): \(err)")
            XCTAssertTrue(err.contains("dangling.swift: cannot read the file (a symbolic link to nothing)"), "\(tool): \(err)")
            XCTAssertTrue(err.contains("loop1.swift: cannot read the file (a loop of symbolic links)"), "\(tool): \(err)")
        }
    }

    /// A pipe named on the command line, with no writer, is refused at once (opening it to read
    /// would wait for a writer forever), beside a file that is linted.
    func testANamedPipeGivenByNameIsRefusedWithoutWaiting() throws {
        try write("ok.swift", Self.formatted)
        mkfifo(path("pipe.swift"), 0o644)
        for (tool, arguments) in [("vfl-fmt", ["--check", path("pipe.swift"), path("ok.swift")]), ("vfl-lint", [path("pipe.swift"), path("ok.swift")])] {
            let (status, _, err) = try runTool(tool, arguments)
            XCTAssertEqual(status, 2, "\(tool): \(err)")
            XCTAssertTrue(err.contains("pipe.swift: cannot read the file (not a regular file: a named pipe)"), "\(tool): \(err)")
        }
    }

    /// Extended attributes (Finder tags, ACLs, a user's own) stay with a file rewritten in place.
    func testExtendedAttributesAreKept() throws {
        try write("a.swift", Self.unformatted)
        let fd = open(path("a.swift"), O_RDONLY)
        let tag = Array("red".utf8)
        let set = vfl_fsetxattr(fd, "user.tag", tag, tag.count)
        close(fd)
        if set != 0 { throw XCTSkip("this file system keeps no user attributes") }
        XCTAssertEqual(try run(["-i", path("a.swift")]).0, 0)
        XCTAssertEqual(try String(contentsOfFile: path("a.swift"), encoding: .utf8), Self.formatted)
        var value = [UInt8](repeating: 0, count: 16)
        let length = vfl_getxattr(path("a.swift"), "user.tag", &value, value.count)
        XCTAssertEqual(length, 3, "the attribute was dropped")
        XCTAssertEqual(Array(value.prefix(max(length, 0))), tag)
    }

    /// When `--fix` cannot write a file, its findings are still reported (they were lost).
    func testFindingsOfAFileThatFixesCannotBeWrittenAreStillReported() throws {
        try write("a.swift", """
            let c = NSLayoutConstraint.constraints(withVisualFormat: "H:| [a]|", options: [], metrics: nil, views: ["a": a])
            let d = NSLayoutConstraint.constraints(withVisualFormat: "H:|[zz]|", options: [], metrics: nil, views: ["a": a])

            """)
        link(path("a.swift"), path("b.swift"))
        let (status, report, err) = try shell("\"$LINT\" --fix --reporter json a.swift")
        XCTAssertEqual(status, 2, err)
        XCTAssertTrue(err.contains("hard links"), err)
        XCTAssertTrue(report.contains("unknown_view") && report.contains("syntax_whitespace"), report)
    }

    /// A configuration that cannot be read fails the run, a broken link included (it was
    /// ignored: the defaults were used in silence); `--stdin-filename` needs '-'.
    func testBrokenConfigurationLinksAndAStdinNameWithoutStdinAreErrors() throws {
        try write("a.swift", Self.formatted)
        symlink("nowhere.json", path(".vfl.json"))
        let (status, _, err) = try shell("\"$LINT\" a.swift")
        XCTAssertEqual(status, 2, err)
        XCTAssertTrue(err.contains(".vfl.json: cannot read the configuration (a symbolic link to nothing)"), err)
        unlink(path(".vfl.json"))
        let (named, _, why) = try shell("\"$LINT\" --stdin-filename x.swift < a.swift")
        XCTAssertEqual(named, 2, why)
        XCTAssertTrue(why.contains("pass '-' as the path"), why)
    }

    func testALargeFileIsCheckedOrTheRunFails() throws {
        // 12 MB of comments around one mistake: checked (the old 10 MB skip passed it silently).
        let filler = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 12 << 20 / 100)
        try write("Big.swift", filler + "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[zz]|\", options: [], metrics: nil, views: [\"a\": a])\n")
        func lintStatus(_ arguments: [String]) throws -> (Int32, String) {
            let (status, out, err) = try runTool("vfl-lint", arguments)
            return (status, String(decoding: out, as: UTF8.self) + err)
        }
        let (status, text) = try lintStatus(["--quiet", path("Big.swift")])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.contains("'zz' is not a key"), text)
        try write("small.vfl.json", #"{"max_file_size_mb": 1}"#)
        let (limited, message) = try lintStatus(["--quiet", "--config", path("small.vfl.json"), path("Big.swift")])
        XCTAssertEqual(limited, 2, "a file that was not checked is never a pass")
        XCTAssertTrue(message.contains("larger than 1 MB and was not checked"), message)
        // Standard input (an editor's buffer) is held to the same limit, and read no further.
        let (buffer, _, said) = try shell("\"$LINT\" --config small.vfl.json --stdin-filename Big.swift - < Big.swift")
        XCTAssertEqual(buffer, 2, "a buffer that was not checked is never a pass")
        XCTAssertTrue(said.contains("Big.swift: standard input is larger than 1 MB and was not checked"), said)
        // Offsets are 32-bit: a limit past 2 GB is refused rather than trapping on such a file.
        try write("huge.vfl.json", #"{"max_file_size_mb": 4096}"#)
        let (refused, why) = try lintStatus(["--quiet", "--config", path("huge.vfl.json"), path("Big.swift")])
        XCTAssertEqual(refused, 2)
        XCTAssertTrue(why.contains("from 1 to 2047"), why)
    }

    func testTheFormatterHoldsNoMoreThanTheSizeLimit() throws {
        // 2 MB of comments around a format: formatted, unless `max_file_size_mb` says 1.
        let filler = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 2 << 20 / 100)
        try write("Big.swift", filler + Self.unformatted)
        try write(".vfl.json", #"{"max_file_size_mb": 1}"#)
        let before = try Data(contentsOf: URL(fileURLWithPath: path("Big.swift")))
        let (status, _, said) = try runTool("vfl-fmt", ["-i", "Big.swift"], in: directory)
        XCTAssertEqual(status, 2, said)
        XCTAssertTrue(said.contains("larger than 1 MB (max_file_size_mb); left unchanged"), said)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("Big.swift"))), before)
        // As a filter: passed through byte for byte, read a chunk at a time past the limit.
        let (piped, out, why) = try shell("\"$FMT\" --assume-filename Big.swift < Big.swift")
        XCTAssertEqual(piped, 2, why)
        XCTAssertTrue(why.contains("larger than 1 MB (max_file_size_mb); passed through unchanged"), why)
        XCTAssertEqual(Data(out.utf8), before)
        // `--explain-site` reads the file as a run does: not past the limit.
        let (explained, _, whyNot) = try runTool("vfl-lint", ["--explain-site", "Big.swift:1"], in: directory)
        XCTAssertEqual(explained, 2, whyNot)
        XCTAssertTrue(whyNot.contains("Big.swift: the file is larger than 1 MB"), whyNot)
        // A configuration is a few lines: a huge one is refused, not read.
        try write(".vfl.json", "")
        XCTAssertEqual(truncate(path(".vfl.json"), 3 << 20), 0)
        let (refused, _, reason) = try runTool("vfl-lint", ["Big.swift"], in: directory)
        XCTAssertEqual(refused, 2)
        XCTAssertTrue(reason.contains("cannot read the configuration (larger than 1 MB)"), reason)
    }

    func testAFileReachedThroughADirectorySwappedAfterTheWalkIsNeitherReadNorWritten() throws {
        // The walk finds tree/sub/a.swift; then sub becomes a link to a directory outside the
        // tree holding a file of that name. The path now leads there: refused, never rewritten.
        for directory in ["tree/sub", "outside"] { try FileManager.default.createDirectory(atPath: path(directory), withIntermediateDirectories: true) }
        try write("tree/sub/a.swift", Self.unformatted)
        try write("outside/a.swift", Self.unformatted)
        var problems: [String] = []
        let found = try FileWalker.collect(path("tree"), problems: &problems).get()
        XCTAssertEqual(found, [path("tree/sub/a.swift")])
        try FileManager.default.removeItem(atPath: path("tree/sub"))
        try FileManager.default.createSymbolicLink(atPath: path("tree/sub"), withDestinationPath: path("outside"))
        guard case .failure(.replaced) = FileBytes.read(path: found[0]) else { return XCTFail("read the file outside the tree") }
        var settings = FmtTool.Settings()
        settings.inPlace = true
        let outcome = FmtTool.process(found[0], functions: [], largest: 64 << 20, settings)
        XCTAssertFalse(outcome.wrote)
        XCTAssertTrue(outcome.error?.contains("changed while the tree was read") == true, outcome.error ?? "")
        XCTAssertEqual(try String(contentsOfFile: path("outside/a.swift"), encoding: .utf8), Self.unformatted)
    }

    func testFilesNamedButIgnoredOrExcludedAreSkippedWithANote() throws {
        try write("ignored.swift", Self.unformatted)
        try FileManager.default.createDirectory(atPath: path("gen"), withIntermediateDirectories: true)
        try write("gen/x.swift", Self.unformatted)
        try write(".gitignore", "ignored.swift\n")
        try write(".vfl.json", #"{"excluded": ["gen/**"]}"#)
        // The note names the configuration that excludes the file, the nearest one here.
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
        try write("sub/old.swift", Self.unformatted)
        try write("sub/.vfl.json", #"{"excluded": ["old.swift"]}"#)
        let (status, _, said) = try shell("git init -q . && \"$LINT\" ignored.swift gen/x.swift sub/old.swift; \"$FMT\" --check ignored.swift gen/x.swift sub/old.swift")
        XCTAssertEqual(status, 0, said)
        for tool in ["vfl-lint", "vfl-fmt"] {
            XCTAssertTrue(said.contains("\(tool): ignored.swift: ignored by git (.gitignore); skipped"), said)
            XCTAssertTrue(said.contains("\(tool): gen/x.swift: excluded by .vfl.json; skipped"), said)
            XCTAssertTrue(said.contains("\(tool): sub/old.swift: excluded by sub/.vfl.json; skipped"), said)
        }
    }

    func testAPictureNeverOverwritesItsInput() throws {
        try write("l.vfl", "size 300x400\nH:|-[a]-|\nV:|-[a]-|\n")
        let (status, _, said) = try runTool("vfl", ["solve", "l.vfl", "--svg", "./l.vfl"], in: directory)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(said.contains("is the layout file itself"), said)
        XCTAssertEqual(try String(contentsOfFile: path("l.vfl"), encoding: .utf8), "size 300x400\nH:|-[a]-|\nV:|-[a]-|\n")
    }

    func testTheFormatterKeepsNoListOfFormats() throws {
        // Formats are formatted as they are found; directives still pick the right calls when
        // one call gives several formats (a ternary) and ignore comments sit between calls.
        let source = """
        // vfl-fmt:ignore
        let a = NSLayoutConstraint.constraints(withVisualFormat: flag ? "H:|-(8)-[x]|" : "H:|-(9)-[x]|", options: [], metrics: nil, views: v)
        let b = NSLayoutConstraint.constraints(withVisualFormat: flag ? "H:|-(8)-[y]|" : "H:|-(9)-[y]|", options: [], metrics: nil, views: v)
        let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[z]|", options: [], metrics: nil, views: v) // vfl-fmt:ignore
        let d = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[w]|", options: [], metrics: nil, views: v)

        """
        let result = SourceFormatter.format(Array(source.utf8), language: .swift)
        let output = String(decoding: result.output, as: UTF8.self)
        XCTAssertTrue(output.contains(#"flag ? "H:|-(8)-[x]|" : "H:|-(9)-[x]|""#), output)
        XCTAssertTrue(output.contains(#"flag ? "H:|-8-[y]|" : "H:|-9-[y]|""#), output)
        XCTAssertTrue(output.contains(#""H:|-8-[z]|""#), "a trailing ignore comment applies to the next call: \(output)")
        XCTAssertTrue(output.contains(#""H:|-(8)-[w]|""#), output)
        XCTAssertEqual(result.changes.count, 3)
    }
}
