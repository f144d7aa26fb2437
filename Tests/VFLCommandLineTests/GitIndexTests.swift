import Foundation
import _VFLTestSupport
import XCTest
@testable import VFLCommandLine

/// The git index reader, on indexes real git writes (versions 2, 3 and 4, SHA-1 and SHA-256):
/// it lists what `git ls-files` lists, and damaged copies (bytes changed, cut, or inserted) never
/// crash it and are either read as not known or read as some list of paths.
final class GitIndexTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-gitindex-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func git(_ arguments: [String], in repository: URL) throws -> String { try runGit(arguments, in: repository) }

    /// A repository with names that share prefixes (version 4 compresses them), a long name and
    /// a name with spaces and non-ASCII bytes (`top.swift` is added later, as intent-to-add).
    func repository(_ name: String, objectFormat: String) throws -> URL {
        let repository = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try git(["init", "-q", "--object-format=\(objectFormat)"], in: repository)
        let names = ["App/View.swift", "App/ViewController.swift", "App/Views/Row.swift", "Carthage/Checkouts/Kit/Kit.m",
                     "Docs/é 日本.swift", String(repeating: "d/", count: 40) + "deep.swift", "top.swift"]
        for name in names {
            let url = repository.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(name)\n".utf8).write(to: url)
        }
        try git(["add", "-f", "--"] + names.dropLast(), in: repository)
        return repository
    }

    func testReadsWhatGitListsAndSurvivesDamage() throws {
        var random = TestRandom(seed: 0x9E37_79B9_7F4A_7C15)
        for format in ["sha1", "sha256"] {
            let repository = try repository(format, objectFormat: format)
            let hashLength = GitIndex.hashLength(repository.appendingPathComponent(".git").path)
            XCTAssertEqual(hashLength, format == "sha1" ? 20 : 32)
            for version in ["2", "3", "4"] {
                if version == "3" { try git(["add", "-N", "--", "top.swift"], in: repository) }   // intent to add: extended flags
                try git(["update-index", "--index-version", version], in: repository)
                let listed = try git(["ls-files", "-z"], in: repository).split(separator: "\0").map(String.init)
                let bytes = [UInt8](try Data(contentsOf: repository.appendingPathComponent(".git/index")))
                let index = try XCTUnwrap(GitIndex(top: repository.path, bytes: bytes, hashLength: hashLength), "\(format) v\(version)")
                XCTAssertEqual(index.paths, listed, "\(format) v\(version)")
                XCTAssertTrue(index.tracks(Array("Docs/é 日本.swift".utf8)))
                XCTAssertTrue(index.tracksFiles(under: Array("Carthage/Checkouts".utf8)))
                XCTAssertFalse(index.tracksFiles(under: Array("App/View".utf8)), "a name prefix is not a directory")
                XCTAssertNil(GitIndex(top: repository.path, bytes: bytes, hashLength: 52 - hashLength), "the other hash length")
                for _ in 0..<1500 {
                    var damaged = bytes
                    switch random.next(3) {
                    case 0: for _ in 0...random.next(4) { damaged[random.next(damaged.count)] = UInt8(random.next(256)) }
                    case 1: damaged.removeLast(random.next(damaged.count) + 1)
                    default: damaged.insert(contentsOf: (0..<random.next(9) + 1).map { _ in UInt8(random.next(256)) }, at: random.next(damaged.count))
                    }
                    if let read = GitIndex(top: repository.path, bytes: damaged, hashLength: hashLength) {
                        XCTAssertEqual(read.paths, read.paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
                    }
                }
            }
        }
    }
}
