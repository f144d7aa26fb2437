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
        input.fileHandleForWriting.write(Data(stdin))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](out), String(decoding: err, as: UTF8.self))
    }
}
