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

    /// The most a command reads of a layout or a list of formats (as `max_file_size_mb`'s
    /// default), and of a runtime log: more is an error, never held in memory (`vfl solve
    /// /dev/zero` must not take the machine's memory before it says so).
    static let largestInput = 64 << 20
    static let largestLog = 256 << 20

    /// Every byte of standard input, or why it cannot be read ("cannot read standard input
    /// (bad file descriptor)"). Reading stops at `limit` bytes: larger input is an error, never
    /// held in memory.
    static func read(limit: Int = largestInput) throws -> [UInt8] {
        switch FileBytes.read(descriptor: 0, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw Failure(description: "standard input is larger than \(limit >> 20) MB", tooLarge: true)
        case .failure(let failure): throw Failure(description: reason(failure))
        }
    }

    /// Standard input up to `limit` bytes, and whether that is all of it; when it is not, one
    /// byte more has been read and the rest is still there for `passRest(to:)` (a filter hands
    /// back what it does not format, holding at most `limit` bytes).
    static func readPrefix(limit: Int) throws -> (bytes: [UInt8], complete: Bool) {
        switch FileBytes.readPrefix(descriptor: 0, limit: limit) {
        case .success(let bytes): return (bytes, bytes.count <= limit)
        case .failure(let failure): throw Failure(description: reason(failure))
        }
    }

    /// Copies the rest of standard input to `output` as it comes, a chunk at a time, until its
    /// end or until standard output cannot be written.
    static func passRest(to output: inout Output) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while output.writeFailure == nil {
            switch chunk.withUnsafeMutableBytes({ FileBytes.readOnce(0, $0.baseAddress!, $0.count) }) {
            case .success(0): return
            case .success(let count): output.writeBytes(Array(chunk[0..<count]))
            case .failure(let failure): throw Failure(description: reason(failure))
            }
        }
    }

    /// Why standard input could not be read ("cannot read standard input (bad file descriptor)").
    private static func reason(_ failure: FileBytes.Failure) -> String {
        if case .system(let code) = failure { return "cannot read standard input (\(String(cString: strerror(code)).lowercased()))" }
        return "cannot read standard input"   // (a descriptor is no walked path)
    }

    /// Every byte of the file a user named, whatever it is: a regular file, `/dev/stdin`, or the
    /// pipe a shell's `<(command)` gives (`/dev/fd/63`), which Foundation's reader refuses.
    static func read(path: String, limit: Int = largestInput) throws -> [UInt8] {
        switch FileBytes.read(path: path, limit: limit, anyKind: true) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw Failure(description: Paths.notRead(path, failure, limit: limit), tooLarge: failure == .tooLarge)
        }
    }
}
