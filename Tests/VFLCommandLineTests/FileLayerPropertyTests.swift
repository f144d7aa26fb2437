import Foundation
@testable import VFLCommandLine
import _VFLTestSupport
import XCTest

/// The file layer on generated trees: directories of up to hundreds of entries, names of every
/// length up to 255 bytes (some not UTF-8), links to files, to directories, to nothing and in
/// loops, hidden directories, `.build`, and temporary files left by dead runs. The walk finds
/// exactly the files a plain reference walk finds, reports every name it cannot spell, and
/// replacing every file found at once, on every core, writes each whole and leaves no
/// temporary file behind. CI runs it under the address sanitizer as well.
final class FileLayerPropertyTests: XCTestCase {
    struct Tree {
        var root: String
        /// The files the walk must find (paths under `root`).
        var expected: Set<String> = []
        /// How many names that are not UTF-8 the walk must report.
        var badNames = 0
        /// Temporary files of dead runs, which a write in their directory removes.
        var stale: [String] = []
    }

    /// The one read loop the tools share, on regular files and on pipes of every size around
    /// the limit and the chunk: a prefix holds the whole input, or exactly one byte past the
    /// limit; a whole read refuses input over the limit; nothing is lost or repeated.
    func testReadingFilesAndPipesUpToALimit() throws {
        var random = TestRandom(seed: 0xF11E_B17E_5EED_0002)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-read-\(UUID().uuidString)").path
        defer { unlink(path) }
        for _ in 0..<60 {
            let size = [0, 1, 7, 1 << 16, (1 << 16) + 1, 200_000][random.next(6)] + random.next(3)
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next(256)) }
            let limit = [0, size - 1, size, size + 1, 1 << 16, Int.max][random.next(6)]
            guard limit >= 0 else { continue }
            let expectedPrefix = Array(bytes.prefix(limit == Int.max ? size : limit + 1))
            // A regular file, read with its size known.
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let fd = open(path, O_RDONLY)
            XCTAssertEqual(try FileBytes.readPrefix(descriptor: fd, expected: size, limit: limit).get(), expectedPrefix, "file \(size) \(limit)")
            close(fd)
            switch FileBytes.read(path: path, limit: limit) {
            case .success(let read): XCTAssertTrue(size <= limit && read == bytes, "file \(size) \(limit)")
            case .failure(.tooLarge): XCTAssertGreaterThan(size, limit)
            case .failure(let failure): XCTFail("\(failure)")
            }
            // A pipe, whose size is not known, written from another thread.
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            let writeEnd = ends[1]
            let writer = Thread { [bytes] in
                bytes.withUnsafeBytes { buffer in
                    var at = 0
                    while at < buffer.count {
                        let n = write(writeEnd, buffer.baseAddress! + at, buffer.count - at)
                        if n <= 0 { break }   // the reader stopped at its limit
                        at += n
                    }
                }
                close(writeEnd)
            }
            signal(SIGPIPE, SIG_IGN)
            writer.start()
            switch FileBytes.read(descriptor: ends[0], limit: limit) {
            case .success(let read): XCTAssertTrue(size <= limit && read == bytes, "pipe \(size) \(limit)")
            case .failure(.tooLarge): XCTAssertGreaterThan(size, limit)
            case .failure(let failure): XCTFail("\(failure)")
            }
            close(ends[0])
            while !writer.isFinished { usleep(1000) }
        }
    }

    /// The walk finds a `.gitignore`'s patterns without wildcards by the path they name (so a
    /// .gitignore of thousands of paths costs one lookup an entry): on random groups of patterns
    /// (literal and wildcard, anchored, with slashes, directory-only, negated, names spelt with
    /// composed and decomposed accents) and random paths, it decides as testing every pattern
    /// in order does.
    func testIndexedIgnorePatternsDecideAsEveryPatternInOrder() {
        var random = TestRandom(seed: 0x61_7219_0E5E_ED03)
        let segments = ["a", "b", "ab", "*", "?", "[ab]", "**", "a*", "\u{E9}", "e\u{301}", "c"]
        let names = ["a", "b", "ab", "c", "\u{E9}", "e\u{301}", "abc"]
        func pattern() -> FileWalker.GitignorePattern {
            var glob = random.next(6) == 0 ? "./" : random.next(3) == 0 ? "/" : ""
            glob += (0...random.next(3)).map { _ in segments[random.next(segments.count)] }.joined(separator: random.next(8) == 0 ? "//" : "/")
            if random.next(4) == 0 { glob += "/" }
            return FileWalker.GitignorePattern(glob: glob, negated: random.next(4) == 0)
        }
        var decided = [false: 0, true: 0]
        for _ in 0..<3_000 {
            let leads = ["", "x/", "x/a/"]
            let groups = (0...random.next(3)).map { _ in
                FileWalker.IgnoreGroup(base: random.next(2) == 0 ? "root" : "root/a/", lead: leads[random.next(leads.count)],
                                       patterns: (0...random.next(6)).map { _ in pattern() })
            }
            for _ in 0..<20 {
                let path = "root/" + (0...random.next(4)).map { _ in names[random.next(names.count)] }.joined(separator: "/")
                let isDirectory = random.next(2) == 0
                // Every pattern in order, the last that matches deciding.
                let every = groups.flatMap { group in group.patterns.map { (group, $0) } }.last { group, pattern in
                    path.hasPrefix(group.prefix) && pattern.matches(group.lead + path.dropFirst(group.prefix.count), isDirectory: isDirectory)
                }.map { !$0.1.negated } ?? false
                decided[every, default: 0] += 1
                XCTAssertEqual(FileWalker.isIgnored(path, isDirectory: isDirectory, by: groups), every,
                               "\(path) \(isDirectory) \(groups.map { ($0.prefix, $0.lead, $0.patterns.map { ($0.negated ? "!" : "") + $0.glob }) })")
            }
        }
        // Both answers come often (the inputs are not all misses).
        XCTAssertGreaterThan(decided[true]!, 5_000, "\(decided)")
        XCTAssertGreaterThan(decided[false]!, 5_000, "\(decided)")
    }

    func testWalkingAndReplacingGeneratedTrees() throws {
        try LongTests.require()
        var random = TestRandom(seed: 0xF11E_1A7E_5EED_0001)
        for round in 0..<4 {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-tree-\(round)-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: root) }
            var tree = Tree(root: root)
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            make(root, depth: 0, &tree, &random)

            var problems: [String] = []
            guard case .success(let found) = FileWalker.collect(root, problems: &problems) else { return XCTFail("the walk failed") }
            XCTAssertEqual(Set(found), tree.expected, "round \(round)")
            XCTAssertEqual(found, found.sorted(), "sorted")
            XCTAssertEqual(problems.filter { $0.contains("not valid UTF-8") }.count, tree.badNames, "round \(round): \(problems)")

            // Every regular file found, replaced at once from every core (once they have been
            // left alone for the quiet interval: files written just now are waited for).
            Thread.sleep(forTimeInterval: AtomicFile.quietInterval)
            let files = FileWalker.distinct(found).filter { !AtomicFile.isLink($0) }
            var failures = [String?](repeating: nil, count: files.count)
            failures.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    do {
                        try AtomicFile.replace(files[index], with: Array("rewritten \(index)\n".utf8), expecting: FileStamp.of(files[index]))
                    } catch {
                        base[index] = "\(files[index]): \(error)"
                    }
                }
            }
            XCTAssertEqual(failures.compactMap { $0 }, [], "round \(round)")
            for (index, file) in files.enumerated() {
                XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "rewritten \(index)\n")
            }
            // Nothing temporary in a directory written to; a dead run's leftovers elsewhere stay.
            let written = Set(files.map(Paths.parent))
            for directory in written {
                DirectoryEntries.forEach(in: directory) { name, _ in
                    XCTAssertFalse(String(cString: name).contains("vfl-tmp-"), "round \(round): \(directory)/\(String(cString: name)) left")
                }
            }
            for stale in tree.stale where !written.contains(Paths.parent(stale)) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: stale), "round \(round): \(stale) is not this run's to remove")
            }
        }
    }

    /// A random name of 1 to 255 bytes: ASCII, multi-byte UTF-8, or (rarely) bytes that are not UTF-8.
    func name(_ random: inout TestRandom, extension ext: String) -> [UInt8] {
        let budget = 255 - ext.utf8.count
        let length = [1, 2, 8, 40, 120, budget].randomElement(using: &random)
        var bytes: [UInt8] = []
        while bytes.count < min(length, budget) {
            switch random.next(10) {
            case 0 where bytes.count + 2 <= budget: bytes += [0xC3, 0xA9]   // é
            case 1 where bytes.count + 3 <= budget: bytes += [0xE2, 0x80, 0x94]   // —
            default: bytes.append(UInt8(ascii: "a") + UInt8(random.next(26)))
            }
        }
        if bytes.first == UInt8(ascii: ".") { bytes[0] = UInt8(ascii: "n") }
        return bytes + Array(ext.utf8)
    }

    func make(_ directory: String, depth: Int, _ tree: inout Tree, _ random: inout TestRandom) {
        let count = depth == 0 ? 200 + random.next(200) : random.next(60)
        var used = Set<[UInt8]>()
        for _ in 0..<count {
            let kind = random.next(20)
            let ext = [".swift", ".m", ".h", ".txt", ".vfl", ""][random.next(6)]
            var bytes = name(&random, extension: kind == 19 ? "" : ext)
            if kind == 18 && bytes.count < 250 { bytes.insert(0xFF, at: 0) }   // not UTF-8
            guard used.insert(bytes).inserted else { continue }
            let path = Array(directory.utf8) + [UInt8(ascii: "/")] + bytes
            let text = String(decoding: bytes, as: UTF8.self)
            let spelt = directory + "/" + text
            let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
            let sourceExtension = FileWalker.extensions.contains(FileWalker.pathExtension(text))
            path.withUnsafeBufferPointer { buffer in
                let cPath = Array(buffer) + [0]
                cPath.withUnsafeBufferPointer { c in
                    let p = UnsafeRawPointer(c.baseAddress!).assumingMemoryBound(to: CChar.self)
                    switch kind {
                    case 0...13, 18:
                        let fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                        if fd >= 0 { _ = write(fd, "let x = 1\n", 10); close(fd) }
                        if isUTF8 && sourceExtension { tree.expected.insert(spelt) }
                        if !isUTF8 && sourceExtension { tree.badNames += 1 }
                    case 14 where depth < 3:
                        mkdir(p, 0o755)
                        if isUTF8 { make(spelt, depth: depth + 1, &tree, &random) } else { tree.badNames += 1 }
                    case 15:
                        // A link to a file beside it (found), to nothing (found, unreadable later), or a loop.
                        let target = ["let x.swift", "missing.swift", text][random.next(3)]
                        if target == "let x.swift" {
                            let fd = open(directory + "/let x.swift", O_WRONLY | O_CREAT, 0o644)
                            if fd >= 0 { close(fd) }
                            if used.insert(Array("let x.swift".utf8)).inserted { tree.expected.insert(directory + "/let x.swift") }
                        }
                        if symlink(target, p) == 0, isUTF8 && sourceExtension && target == "let x.swift" { tree.expected.insert(spelt) }
                        else if isUTF8 && sourceExtension { tree.expected.insert(spelt) }   // a dangling link or a loop is listed, then reported when read
                        else if !isUTF8 && sourceExtension { tree.badNames += 1 }
                    case 16:
                        // A hidden directory or `.build`, never entered.
                        let hidden = directory + (random.next(2) == 0 ? "/.hidden" : "/.build")
                        mkdir(hidden, 0o755)
                        let fd = open(hidden + "/inside.swift", O_WRONLY | O_CREAT, 0o644)
                        if fd >= 0 { close(fd) }
                    case 17:
                        // A temporary file of a dead run (pid 2^22 - 1 is above Linux's pid_max).
                        let stale = directory + (random.next(2) == 0 ? "/.vfl-tmp-4194303-\(random.next(99))" : "/.old.swift.vfl-tmp-4194303-\(random.next(99))")
                        let fd = open(stale, O_WRONLY | O_CREAT | O_EXCL, 0o600)
                        if fd >= 0 { close(fd); tree.stale.append(stale) }
                    default:
                        break
                    }
                }
            }
        }
    }
}

extension Array {
    func randomElement(using random: inout TestRandom) -> Element { self[random.next(count)] }
}
