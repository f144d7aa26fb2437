import Foundation

/// StandardInput reads all of standard input, and says why when it cannot (closed, a
/// directory, an I/O error) instead of stopping the process as Foundation's reader does.
enum StandardInput {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every byte of standard input, or why it cannot be read ("cannot read standard input
    /// (bad file descriptor)").
    static func read() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, $0.count) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]); continue }
            if count == 0 { return bytes }
            if errno == EINTR { continue }
            throw Failure(description: "cannot read standard input (\(String(cString: strerror(errno)).lowercased()))")
        }
    }
}
