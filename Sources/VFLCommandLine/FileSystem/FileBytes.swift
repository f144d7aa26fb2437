import Foundation

/// FileBytes reads a whole file or descriptor into one byte array, with the system's calls:
/// a regular file in one `read` into an array of its size (Foundation's reader makes a `Data`
/// that is then copied into the array), anything else (a pipe, a terminal) in chunks.
enum FileBytes {
    enum Failure: Error {
        /// The file or stream holds more than the limit; nothing past it is kept.
        case tooLarge
        /// `open` or `read` failed with this `errno`.
        case system(Int32)
        /// The path leads to another file than the one a walk found there (`WalkedFiles`).
        case replaced
    }

    /// Every byte of the regular file at `path`, or why it cannot be read: anything else (a
    /// directory, a named pipe, a device) is `EINVAL`, and is opened without waiting for a
    /// writer. With `anyKind`, whatever the path names is read to its end (a file a user names
    /// on purpose: `/dev/stdin`, the pipe of a shell's `<(command)`); a directory is `EISDIR`.
    static func read(path: String, limit: Int = Int.max, anyKind: Bool = false) -> Result<[UInt8], Failure> {
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC | (anyKind ? 0 : O_NONBLOCK)) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return .failure(.system(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(.system(EISDIR)) }
        guard WalkedFiles.isWalked(path, info) else { return .failure(.replaced) }
        if !anyKind && kind != S_IFREG { return .failure(.system(EINVAL)) }
        return read(descriptor: fd, expected: kind == S_IFREG ? Int(info.st_size) : 0, limit: limit)
    }

    /// Every byte `fd` gives until its end. `expected` is the size it should have (a regular
    /// file's, 0 when unknown): read into an array of that size, and on in chunks if the file
    /// grew meanwhile.
    static func read(descriptor fd: Int32, expected: Int = 0, limit: Int = Int.max) -> Result<[UInt8], Failure> {
        if expected > limit { return .failure(.tooLarge) }
        var bytes: [UInt8] = []
        if expected > 0 {
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
                count = 0
                while count < expected {
                    let n = Foundation.read(fd, buffer.baseAddress! + count, expected - count)
                    if n > 0 { count += n; continue }
                    if n == 0 { break }   // the file was shortened meanwhile: what it holds now
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
            }
            if failure != 0 { return .failure(.system(failure)) }
            if bytes.count < expected { return .success(bytes) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else { return .failure(.tooLarge) }
                bytes.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { return .success(bytes) }
            if errno == EINTR { continue }
            return .failure(.system(errno))
        }
    }
}
