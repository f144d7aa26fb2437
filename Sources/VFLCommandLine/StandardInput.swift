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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else {
                    throw Failure(description: "standard input is larger than \(limit >> 20) MB", tooLarge: true)
                }
                bytes.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { return bytes }
            if errno == EINTR { continue }
            throw Failure(description: "cannot read standard input (\(String(cString: strerror(errno)).lowercased()))")
        }
    }
}
