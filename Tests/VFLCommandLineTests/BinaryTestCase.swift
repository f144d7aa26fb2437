import Foundation
import XCTest

/// Runs a built binary (`vfl`, or `executable`) as a user would: arguments, standard input,
/// output, exit codes.
class BinaryTestCase: XCTestCase {
    /// The executable's name; subclasses for other tools override it.
    var executable: String { "vfl" }

    /// The executable next to the test runner (SwiftPM builds both into one directory).
    var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the runner is inside an .xctest bundle; on Linux it is the .xctest file itself.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS" || directory.lastPathComponent == "Contents" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(executable)
    }

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path),
                      "\(binary.path) is missing: run `swift build` before `swift test`")
    }

    func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
             directory: URL? = nil) throws -> (Int32, String, String) {
        let (status, out, err) = try runBytes(arguments, stdin: Array(stdin.utf8), environment: environment, directory: directory)
        return (status, String(decoding: out, as: UTF8.self), err)
    }

    /// `run` with standard input and output as bytes (text that need not be UTF-8); `program`
    /// runs another executable than the tool (a shell, for a command line as a user types it).
    func runBytes(_ arguments: [String], stdin: [UInt8], environment: [String: String] = [:],
                  directory: URL? = nil, program: URL? = nil) throws -> (Int32, [UInt8], String) {
        let process = Process()
        process.executableURL = program ?? binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // A tool may exit without reading its input (a usage error): the write then fails with
        // EPIPE, which is the tool's outcome to check, not the test's failure.
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
        try? input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](out), String(decoding: err, as: UTF8.self))
    }
}

/// A `BinaryTestCase` with a scratch directory of its own for each test, removed afterwards,
/// and the other built tools at hand.
class ScratchTestCase: BinaryTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The path of `name` in the scratch directory.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the scratch directory, making the directories on its way.
    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs another built tool (`vfl-lint`, `vfl-fmt`, `vfl`) in the scratch directory.
    func tool(_ name: String, _ arguments: [String], stdin: String = "") throws -> (Int32, String, String) {
        let (status, out, err) = try runBytes(arguments, stdin: Array(stdin.utf8), directory: directory,
                                              program: binary.deletingLastPathComponent().appendingPathComponent(name))
        return (status, String(decoding: out, as: UTF8.self), err)
    }
}
