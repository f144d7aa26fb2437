import Foundation
import VFLSourceScan

/// StandardInput reads all of standard input, and says why when it cannot (closed, a
/// directory, an I/O error) instead of stopping the process as Foundation's reader does.
enum StandardInput {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// Whether standard input was larger than the limit (rather than unreadable).
        var tooLarge = false
    }

    /// Every byte of standard input, or why it cannot be read ("cannot read standard input
    /// (bad file descriptor)"). Reading stops at `limit` bytes (the largest file any tool
    /// reads, unless a smaller one is given): larger input is an error, never held in memory.
    static func read(limit: Int = SourceScan.largestFile) throws -> [UInt8] {
        try read(descriptor: 0, name: "standard input", limit: limit)
    }

    /// Every byte of the file a user named, whatever it is: a regular file, `/dev/stdin`, or the
    /// pipe a shell's `<(command)` gives (`/dev/fd/63`), which Foundation's reader refuses.
    static func read(path: String, limit: Int = SourceScan.largestFile) throws -> [UInt8] {
        switch FileBytes.read(path: path, limit: limit, anyKind: true) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw Failure(description: "\(Terminal.shown(path)) is larger than \(limit >> 20) MB", tooLarge: true)
        case .failure(.system): throw Failure(description: Paths.cannotRead(path))
        }
    }

    private static func read(descriptor: Int32, name: String, limit: Int) throws -> [UInt8] {
        switch FileBytes.read(descriptor: descriptor, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw Failure(description: "\(name) is larger than \(limit >> 20) MB", tooLarge: true)
        case .failure(.system(let code)): throw Failure(description: "cannot read \(name) (\(String(cString: strerror(code)).lowercased()))")
        }
    }
}
