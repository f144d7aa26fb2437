import Foundation

/// FileBytes reads a whole file or descriptor into one byte array, with the system's calls:
/// a regular file in one `read` into an array of its size (Foundation's reader makes a `Data`
/// that is then copied into the array), anything else (a pipe, a terminal) in chunks.
enum FileBytes {
    enum Failure: Error, Equatable {
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
        readStamped(path: path, limit: limit, anyKind: anyKind).map(\.bytes)
    }

    /// The bytes of the file at `path` as `read(path:)` reads them, with the stamp of the file
    /// they were read from, taken before the read: what a rewrite of it expects to replace.
    static func readStamped(path: String, limit: Int = Int.max, anyKind: Bool = false) -> Result<(bytes: [UInt8], stamp: FileStamp), Failure> {
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
        return read(descriptor: fd, expected: kind == S_IFREG ? Int(info.st_size) : 0, limit: limit).map { ($0, FileStamp(info)) }
    }

    /// Every byte `fd` gives until its end. `expected` is the size it should have (a regular
    /// file's, 0 when unknown): read into an array of that size, and on in chunks if the file
    /// grew meanwhile.
    static func read(descriptor fd: Int32, expected: Int = 0, limit: Int = Int.max) -> Result<[UInt8], Failure> {
        if expected > limit { return .failure(.tooLarge) }
        return readPrefix(descriptor: fd, expected: expected, limit: limit).flatMap { bytes in
            bytes.count > limit ? .failure(.tooLarge) : .success(bytes)
        }
    }

    /// The bytes `fd` gives until its end, or its first `limit + 1` bytes when it gives more
    /// (nothing past those is read: the caller tells which by the count, and can read on).
    static func readPrefix(descriptor fd: Int32, expected: Int = 0, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        if expected > 0 && expected <= limit {
            var failure: Failure? = nil
            bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
                count = 0
                while count < expected {
                    switch readOnce(fd, buffer.baseAddress! + count, expected - count) {
                    case .success(0): return   // the file was shortened meanwhile: what it holds now
                    case .success(let n): count += n
                    case .failure(let error): failure = error; return
                    }
                }
            }
            if let failure { return .failure(failure) }
            if bytes.count < expected { return .success(bytes) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            // At most one byte past the limit (written so that a limit of `Int.max` cannot overflow).
            let wanted = limit - bytes.count >= chunk.count ? chunk.count : limit - bytes.count + 1
            switch chunk.withUnsafeMutableBytes({ readOnce(fd, $0.baseAddress!, wanted) }) {
            case .success(0): return .success(bytes)
            case .success(let n): bytes.append(contentsOf: chunk[0..<n])
            case .failure(let error): return .failure(error)
            }
        }
        return .success(bytes)
    }

    /// One `read(2)` of at most `count` bytes into `buffer`, again when a signal interrupts it:
    /// how many were read (0 at the end), or the system's error.
    static func readOnce(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Result<Int, Failure> {
        while true {
            let n = Foundation.read(fd, buffer, count)
            if n >= 0 { return .success(n) }
            if errno != EINTR { return .failure(.system(errno)) }
        }
    }
}
