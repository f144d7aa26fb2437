import CVFLSystem
import Foundation
@testable import VFLCommandLine
import _VFLTestSupport
import XCTest

/// The file layer as users meet it: large directories, names of every legal length, runs that
/// are killed or interrupted, editors saving while the formatter writes, configurations that
/// cannot be read, files reached twice.
final class FileLayerTests: ScratchTestCase {
    override var executable: String { "vfl-fmt" }

    static let unformatted = HostileInputTests.unformatted
    static let formatted = HostileInputTests.formatted

    override func tearDownWithError() throws {
        AtomicFile.beforeExchange = nil
        AtomicFile.beforeGivingBack = nil
        try super.tearDownWithError()
    }

    func read(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "<missing>" }

    func temporaries(_ subdirectory: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(subdirectory))) ?? []).filter { $0.contains("vfl-tmp") }
    }

    /// Starts `vfl-fmt ARGUMENTS` in the test directory and sends `signal` after `delay` seconds,
    /// or (`whileWriting`) as soon as a temporary file appears in `whileWriting`.
    func interrupt(_ arguments: [String], with signal: Int32, after delay: Double = 0, whileWriting: String? = nil,
                   environment: [String: String] = [:]) throws -> Int32 {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let whileWriting {
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && temporaries(whileWriting).isEmpty && Date() < deadline { usleep(500) }
        }
        usleep(useconds_t(delay * 1e6))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A directory of 2,000 files, and one of every name length from 7 to 255 bytes (the
    /// longest a name can be): runs killed part way leave their temporary files, and the next
    /// full run removes them, formats everything and exits 0. Reading a directory entry past its
    /// name crashed this run (the last record of readdir's buffer ends before a full `d_name`).
    func testAKilledRunOverAThousandsOfEntriesIsFinishedByTheNext() throws {
        try LongTests.require()
        for index in 0..<2000 { try write("many/f\(index).swift", Self.unformatted) }
        for length in 7...255 { try write("many/" + String(repeating: "n", count: length - 6) + ".swift", Self.unformatted) }
        for delay in [0.05, 0.15, 0.3] {
            _ = try interrupt(["-i", "many"], with: SIGKILL, after: delay)
        }
        let (status, _, err) = try run(["-i", "many"], directory: directory)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(temporaries("many"), [])
        let names = try FileManager.default.contentsOfDirectory(atPath: path("many"))
        XCTAssertEqual(names.count, 2000 + 249)
        XCTAssertEqual(names.filter { read("many/" + $0) != Self.formatted }, [])
        // And the linter over the same tree.
        let (lintStatus, _, lintErr) = try tool("vfl-lint", ["many"])
        XCTAssertEqual(lintStatus, 0, lintErr)
        XCTAssertTrue(lintErr.contains("2249 files"), lintErr)
    }

    /// Ctrl-C (or SIGTERM, SIGHUP) while files are being rewritten: every file is whole, old or
    /// new, and no hidden temporary file stays behind.
    func testAnInterruptedRunLeavesNoTemporaryFiles() throws {
        // Large files, so that a signal is likely to arrive while one is being written.
        let big = String(repeating: "// padding line of a large source file\n", count: 20_000) + Self.unformatted
        let bigFormatted = String(repeating: "// padding line of a large source file\n", count: 20_000) + Self.formatted
        for (round, signal) in [SIGINT, SIGTERM, SIGHUP, SIGINT].enumerated() {
            for index in 0..<60 { try write("tree\(round)/f\(index).swift", big) }
            let status = try interrupt(["-i", "tree\(round)"], with: signal, whileWriting: "tree\(round)")
            XCTAssertEqual(status, signal, "ended by the signal")
            XCTAssertEqual(temporaries("tree\(round)"), [], "after signal \(signal)")
            for index in 0..<60 {
                XCTAssertTrue([big, bigFormatted].contains(read("tree\(round)/f\(index).swift")), "tree\(round)/f\(index).swift is torn")
            }
        }
    }

    /// A signal handled on one thread while another is about to make its temporary file: the
    /// handler waits for it before removing the temporaries, and no temporary is made after.
    /// (The handler pauses before the process ends, so the other threads run on meanwhile and
    /// try to make theirs: a run that removed the temporaries without stopping new ones left
    /// one behind nearly every time.)
    func testNoTemporaryIsMadeAfterASignalRemovedThem() throws {
        let big = String(repeating: "// padding line of a large source file\n", count: 5_000) + Self.unformatted
        let bigFormatted = String(repeating: "// padding line of a large source file\n", count: 5_000) + Self.formatted
        // In the last rounds making a temporary stalls (as an `open` can for seconds on a busy
        // disk) and the handler does not wait for it: each such thread removes its own.
        for round in 0..<6 {
            for index in 0..<200 { try write("late\(round)/f\(index).swift", big) }
            let status: Int32
            if round < 3 {
                status = try interrupt(["-i", "late\(round)"], with: SIGINT, whileWriting: "late\(round)",
                                       environment: ["VFL_TEST_SIGNAL_PAUSE_MS": "300"])
            } else {
                // Each temporary takes 250 ms to make and 250 ms more to write: the signal comes
                // while the threads make their second ones, the handler removes what is
                // registered and ends the process 300 ms later, before they are written.
                status = try interrupt(["-i", "late\(round)"], with: SIGINT, after: 0.35, whileWriting: "late\(round)",
                                       environment: ["VFL_TEST_SIGNAL_PAUSE_MS": "300", "VFL_TEST_SIGNAL_WAIT_MS": "0",
                                                     "VFL_TEST_CREATE_PAUSE_MS": "250"])
            }
            XCTAssertEqual(status, SIGINT, "ended by the signal")
            XCTAssertEqual(temporaries("late\(round)"), [], "round \(round)")
            for index in 0..<200 {
                XCTAssertTrue([big, bigFormatted].contains(read("late\(round)/f\(index).swift")), "late\(round)/f\(index).swift is torn")
            }
        }
    }

    /// A file named as this run's first temporary would be (an earlier run's, kept under that
    /// name, its process id reused) makes the run's `open` fail; a handler that gave up waiting
    /// meanwhile does not make that thread remove it: it is not the run's.
    func testAHandlerThatGaveUpRemovesNoFileTheRunDidNotMake() throws {
        for index in 0..<4 { try write("kept/f\(index).swift", Self.unformatted) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `exec` keeps the shell's process id, which names the run's temporaries.
        process.arguments = ["-c", "printf 'kept contents' > kept/.vfl-tmp-$$-1; exec \"$0\" -i kept", binary.path]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["VFL_TEST_CREATE_PAUSE_MS": "1000", "VFL_TEST_SIGNAL_WAIT_MS": "0", "VFL_TEST_SIGNAL_PAUSE_MS": "2000"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(500_000)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, SIGTERM)
        XCTAssertEqual(read("kept/.vfl-tmp-\(process.processIdentifier)-1"), "kept contents")
    }

    /// A configuration that cannot be read (bad JSON, a pipe, a loop of links) leaves every file
    /// as it was: which files it excludes is unknown. `vfl-lint --fix` already wrote nothing.
    func testNoFileIsRewrittenWhenAConfigurationCannotBeRead() throws {
        for (index, broken) in ["json", "fifo", "loop"].enumerated() {
            let root = "project\(index)"
            try write("\(root)/App/a.swift", Self.unformatted)
            try write("\(root)/Generated/g.swift", Self.unformatted)
            switch broken {
            case "json": try write("\(root)/.vfl.json", "{\"excluded\": [\"Generated/**\"],")
            case "fifo": mkfifo(path("\(root)/.vfl.json"), 0o644)
            default: symlink(".vfl.json", path("\(root)/.vfl.json"))
            }
            let (status, _, err) = try run(["-i", root], directory: directory)
            XCTAssertEqual(status, 2, "\(broken): \(err)")
            XCTAssertTrue(err.contains("no file was rewritten"), "\(broken): \(err)")
            XCTAssertEqual(read("\(root)/App/a.swift"), Self.unformatted, broken)
            XCTAssertEqual(read("\(root)/Generated/g.swift"), Self.unformatted, broken)
            let (lintStatus, _, _) = try tool("vfl-lint", ["--fix", root])
            XCTAssertEqual(lintStatus, 2, broken)
            XCTAssertEqual(read("\(root)/Generated/g.swift"), Self.unformatted, broken)
        }
    }

    /// A library under `Pods/` that ships its own `.vfl.json` (even `{}`, even a broken one) stays
    /// out when the project's configuration excludes `Pods/**`: a directory an outer
    /// configuration excludes is not entered.
    func testAnOuterExclusionKeepsOutDirectoriesWithTheirOwnConfiguration() throws {
        try write(".vfl.json", "{\"excluded\": [\"Pods/**\", \"Vendor\"]}")
        try write("App/a.swift", Self.unformatted)
        try write("Pods/Lib/.vfl.json", "{}")
        try write("Pods/Lib/lib.swift", Self.unformatted + "let d = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n")
        try write("Vendor/Kit/.vfl.json", "{ not json")
        try write("Vendor/Kit/kit.swift", Self.unformatted)
        let (status, _, err) = try run(["-i", "."], directory: directory)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(read("App/a.swift"), Self.formatted)
        XCTAssertEqual(read("Vendor/Kit/kit.swift"), Self.unformatted)
        XCTAssertTrue(read("Pods/Lib/lib.swift").hasPrefix(Self.unformatted))
        let (lintStatus, out, lintErr) = try tool("vfl-lint", ["."])
        XCTAssertEqual(lintStatus, 0, out + lintErr)
        XCTAssertFalse(out.contains("Pods"), out)
        // Named explicitly (a hook passes staged files), still out.
        XCTAssertEqual(try tool("vfl-lint", ["Pods/Lib/lib.swift"]).0, 0)
    }

    /// One file reached twice (overlapping arguments, a link beside its target, `./a.swift` and
    /// `a.swift`) is formatted and linted once: no race with itself, no finding reported twice.
    func testAFileReachedTwiceIsHandledOnce() throws {
        let text = Self.unformatted + "let d = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        try write("src/a.swift", text)
        symlink("a.swift", path("src/link.swift"))
        let (lintStatus, out, _) = try tool("vfl-lint", ["--reporter", "json", "src", "src/a.swift", "./src/a.swift"])
        XCTAssertEqual(lintStatus, 1)
        XCTAssertEqual(out.components(separatedBy: "\"unknown_view\"").count - 1, 1, out)
        let (status, _, err) = try run(["-i", "src", "src/a.swift", "./src/link.swift"], directory: directory)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(read("src/a.swift").hasPrefix(Self.formatted))
    }

    /// An editor that saves in several writes and was still writing when the file was read: the
    /// formatted first half never replaces the whole save.
    func testAFileStillBeingWrittenKeepsWhatTheEditorWrote() throws {
        let first = "// first half of a save\n" + Self.unformatted
        let second = "// the rest of the save\n"
        _ = FileManager.default.createFile(atPath: path("a.swift"), contents: nil)
        let editor = FileHandle(forWritingAtPath: path("a.swift"))!
        editor.write(Data(first.utf8))
        let stamp = FileStamp.of(path("a.swift"))
        let formatted = Array(("// first half of a save\n" + Self.formatted).utf8)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            usleep(80_000)
            editor.write(Data(second.utf8))
            done.signal()
        }
        XCTAssertThrowsError(try AtomicFile.replace(path("a.swift"), with: formatted, expecting: stamp))
        done.wait()
        try editor.close()
        XCTAssertEqual(read("a.swift"), first + second)
        XCTAssertEqual(temporaries(), [])
    }

    /// A save that lands between the last check and the moment the new contents take the name
    /// (an editor's in-place save, or its own atomic rename) is kept, never replaced by the
    /// formatted older text.
    func testASaveInTheLastMomentIsKept() throws {
        for kind in ["in place", "renamed"] {
            try write("a.swift", Self.unformatted)
            let stamp = FileStamp.of(path("a.swift"))
            AtomicFile.beforeExchange = { target in
                let saved = Data((Self.unformatted + "// saved by the editor (\(kind))\n").utf8)
                if kind == "in place" {
                    let handle = FileHandle(forWritingAtPath: target)!
                    handle.write(saved)
                    try? handle.close()
                } else {
                    try? saved.write(to: URL(fileURLWithPath: target), options: .atomic)
                }
            }
            XCTAssertThrowsError(try AtomicFile.replace(path("a.swift"), with: Array(Self.formatted.utf8), expecting: stamp), kind)
            AtomicFile.beforeExchange = nil
            XCTAssertEqual(read("a.swift"), Self.unformatted + "// saved by the editor (\(kind))\n", kind)
            XCTAssertEqual(temporaries(), [], kind)
        }
    }

    /// A save that cannot get its name back (the file was deleted meanwhile), or a third version
    /// that took the name between the two exchanges, is kept beside the file as `NAME.vfl-kept`,
    /// then `NAME.vfl-kept-2`: a temporary's name is removed by a later run once this process
    /// has ended, and the error named that file as the one holding the save.
    func testAVersionThatCannotGetItsNameBackIsKeptUnderALastingName() throws {
        let saved = Self.unformatted + "// saved by the editor\n"
        for (round, other) in [nil, "// a third version\n"].enumerated() {
            try write("a.swift", Self.unformatted)
            let stamp = FileStamp.of(path("a.swift"))
            AtomicFile.beforeExchange = { target in
                let handle = FileHandle(forWritingAtPath: target)!
                handle.write(Data(saved.utf8))
                try? handle.close()
            }
            AtomicFile.beforeGivingBack = { target in
                unlink(target)
                if let other { _ = FileManager.default.createFile(atPath: target, contents: Data(other.utf8)) }
            }
            XCTAssertThrowsError(try AtomicFile.replace(path("a.swift"), with: Array(Self.formatted.utf8), expecting: stamp)) { error in
                XCTAssertTrue(AtomicFile.reason(error).contains("kept in"), AtomicFile.reason(error))
                XCTAssertTrue(AtomicFile.reason(error).contains(round == 0 ? "a.swift.vfl-kept" : "a.swift.vfl-kept-2"), AtomicFile.reason(error))
            }
            AtomicFile.beforeExchange = nil
            AtomicFile.beforeGivingBack = nil
            XCTAssertEqual(temporaries(), [], "round \(round)")
        }
        XCTAssertEqual(read("a.swift.vfl-kept"), saved)
        XCTAssertEqual(read("a.swift.vfl-kept-2"), "// a third version\n")
        XCTAssertEqual(read("a.swift"), saved)
    }

    /// Ctrl-C after the new contents took the file's name, while the file swapped out is being
    /// checked, and an editor wrote to it meanwhile: the save gets its name back before the
    /// process ends. (A handler that removed the registered temporaries removed the save.)
    func testASignalWhileTheFileIsCheckedKeepsAnEditorsSave() throws {
        try write("a.swift", Self.unformatted)
        let editor = FileHandle(forWritingAtPath: path("a.swift"))!
        editor.seekToEndOfFile()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-i", "a.swift"]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["VFL_TEST_EXCHANGE_PAUSE_MS": "1500"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && read("a.swift") != Self.formatted && Date() < deadline { usleep(1000) }
        XCTAssertEqual(read("a.swift"), Self.formatted, "the new contents took the name")
        editor.write(Data("// saved by the editor\n".utf8))
        try editor.close()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(read("a.swift"), Self.unformatted + "// saved by the editor\n")
        XCTAssertEqual(temporaries(), [])
    }

    /// The same on a thread that is not the one handling the signal, whose check outlasts the
    /// handler's wait (a stalled file system; here the check pauses 3 s and the handler waits
    /// 50 ms): the file swapped out, which holds the save, is moved beside the file and the run
    /// says so, rather than left under a temporary's name that the next run removes.
    func testASignalThatStopsWaitingForACheckLeavesTheSaveUnderALastingName() throws {
        let line = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-(8)-[a]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        for round in 0..<4 {
            let folder = "stall\(round)"
            try write("\(folder)/small.swift", line)
            // Large, so that its exchange comes after the small file's.
            try write("\(folder)/a.swift", String(repeating: "// padding line of a large source file\n", count: 200_000) + line)
            let editor = FileHandle(forWritingAtPath: path("\(folder)/a.swift"))!
            editor.seekToEndOfFile()
            let process = Process()
            process.executableURL = binary
            process.arguments = ["-i", "a.swift", "small.swift"]
            process.currentDirectoryURL = directory.appendingPathComponent(folder)
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["VFL_TEST_EXCHANGE_PAUSE_MS": "3000", "VFL_TEST_SIGNAL_WAIT_MS": "50"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && !read("\(folder)/a.swift").hasSuffix("H:|-8-[a]|\", options: [], metrics: nil, views: [\"a\": a])\n")
                    && Date() < deadline { usleep(1000) }
            editor.write(Data("// saved by the editor\n".utf8))
            try editor.close()
            // In the last round, the name the run chose is taken before the handler uses it.
            if round == 3 { try write("\(folder)/a.swift.vfl-kept", "// another file\n") }
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(temporaries(folder), [], "round \(round)")
            // The next run writing in that directory.
            try write("\(folder)/b.swift", line)
            XCTAssertEqual(try run(["-i", path("\(folder)/b.swift")]).0, 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: path(folder))
            let saves = names.filter { read("\(folder)/" + $0).hasSuffix("// saved by the editor\n") }
            XCTAssertEqual(saves.count, 1, "round \(round): \(said)")
            if let kept = saves.first, kept != "a.swift" { XCTAssertTrue(said.contains("is kept in \(path(folder))/\(kept)\n"), said) }
            if round == 3 { XCTAssertEqual(read("\(folder)/a.swift.vfl-kept"), "// another file\n") }
        }
    }

    /// Temporary files are named `.vfl-tmp-PID-N` whatever the file's name, so a file whose name
    /// is 255 bytes long (the longest legal name) can be rewritten.
    func testTheLongestLegalNameCanBeRewritten() throws {
        let name = String(repeating: "é", count: 124) + "x.swift"   // 248 + 7 = 255 bytes
        XCTAssertEqual(name.utf8.count, 255)
        try write(name, Self.unformatted)
        let (status, _, err) = try run(["-i", path(name)])
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(read(name), Self.formatted)
    }

    /// Directory entries are read through `DirectoryEntries`, never copied: every name of every
    /// length comes back whole, and `.` and `..` are skipped.
    func testDirectoryEntriesReadsEveryNameWhole() throws {
        var expected = Set<String>()
        for length in 1...255 {
            let name = String(repeating: "d", count: length)
            _ = FileManager.default.createFile(atPath: path(name), contents: nil)
            expected.insert(name)
        }
        var seen = Set<String>()
        XCTAssertTrue(DirectoryEntries.forEach(in: directory.path) { name, _ in seen.insert(String(cString: name)) })
        XCTAssertEqual(seen, expected)
        XCTAssertFalse(DirectoryEntries.forEach(in: path("absent")) { _, _ in })
    }
}
