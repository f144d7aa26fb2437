import Foundation
import XCTest

/// Runs real git in a scratch repository (as users have them), with a fixed identity and branch
/// name; asserts that it succeeds and returns its standard output.
@discardableResult
func runGit(_ arguments: [String], in repository: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments
    process.currentDirectoryURL = repository
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))", file: file, line: line)
    return String(decoding: data, as: UTF8.self)
}
