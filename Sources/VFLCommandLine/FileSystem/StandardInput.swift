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
        var fd: Int32
        repeat { fd = open(path, O_RDONLY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw Failure(description: Paths.cannotRead(path)) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(description: Paths.cannotRead(path)) }
        return try read(descriptor: fd, name: Terminal.shown(path), limit: limit)
    }

    private static func read(descriptor: Int32, name: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else {
                    throw Failure(description: "\(name) is larger than \(limit >> 20) MB", tooLarge: true)
                }
                bytes.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { return bytes }
            if errno == EINTR { continue }
            throw Failure(description: "cannot read \(name) (\(String(cString: strerror(errno)).lowercased()))")
        }
    }
}
