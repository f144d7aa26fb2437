import CVFLSystem
import Foundation

/// FileStamp is what a file was when it was read: which file (device and inode) and which
/// version of it (size and modification time). A write checks it first, so that a file
/// changed or deleted meanwhile is never overwritten or brought back.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var links: UInt64

    /// The stamp of the file `path` finally names (through every symbolic link), or nil.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), links: UInt64(info.st_nlink))
    }
}

/// AtomicFile writes files so that a reader, a crash or a kill sees the old or the new
/// contents, never a mix: a temporary file beside the target, synced, then renamed over it.
/// The target is the end of the whole chain of symbolic links (the links stay links), and it
/// keeps its mode and, where the process may, its owner and group.
enum AtomicFile {
    struct WriteError: Error, LocalizedError {
        var message: String
        var errorDescription: String? { message }
        init(_ message: String) { self.message = message }
    }

    /// Where output written to `path` goes when it is not a file to replace.
    enum Stream: Equatable {
        /// This process's standard output or error (`/dev/stdout`, `/dev/fd/2`, or the very file
        /// the shell redirected it to): written in turn with the rest of that stream.
        case standardOutput, standardError
        /// A device, pipe or socket: written through.
        case device
    }

    /// The stream `path` names, or nil for a path to write as a file (absent, or a regular file
    /// other than this process's standard output and error).
    static func stream(_ path: String) -> Stream? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        for (descriptor, stream) in [(Int32(1), Stream.standardOutput), (2, .standardError)] {
            var open = stat()
            if fstat(descriptor, &open) == 0 && open.st_dev == info.st_dev && open.st_ino == info.st_ino { return stream }
        }
        return (info.st_mode & S_IFMT) == S_IFREG ? nil : .device
    }

    /// Writes `bytes` as output (a picture) to `path`: through `output` when it is standard output
    /// or error, through a device or pipe, else as a new or replaced file with default
    /// permissions, atomically.
    static func writeOutput(_ bytes: [UInt8], to path: String, output: inout Output) throws {
        switch stream(path) {
        case .standardOutput?: output.writeBytes(bytes)
        case .standardError?:
            output.flush()
            guard writeAll(bytes, to: 2) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        case .device?, nil: try write(bytes, to: path)
        }
    }

    /// Writes a new file (or replaces one) with default permissions. A device, pipe or socket is
    /// written through, never replaced.
    static func write(_ bytes: [UInt8], to path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
            guard (info.st_mode & S_IFMT) != S_IFDIR else { throw WriteError("a directory") }
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(fd) }
            guard writeAll(bytes, to: fd) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return
        }
        try replace(path, with: bytes, expecting: nil, keepAttributes: false)
    }

    /// Writes every byte to `fd`; false (errno set) when one cannot be written.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                written += n
            }
            return true
        }
    }

    /// The prefix of temporary files for `name`, and the part that tells which process made one.
    static func temporaryPrefix(_ name: String) -> String { ".\(name).vfl-tmp-" }

    /// Replaces the file at `path`, which was `expecting` when it was read: if it changed, was
    /// deleted or replaced since, or has other hard links (a rename would split them), nothing
    /// is written and an error says why.
    static func replace(_ path: String, with bytes: [UInt8], expecting: FileStamp?, keepAttributes: Bool = true) throws {
        // The final target of every link in the chain.
        let target: String
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        } else if expecting == nil && errno == ENOENT && !isLink(path) {
            target = path   // a new file
        } else {
            throw WriteError(expecting == nil ? "cannot resolve the path" : "the file was deleted since it was read; not written")
        }
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists {
            // Only a regular file is replaced: a device or pipe is not a file's contents.
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw WriteError("not a regular file; not written") }
            // Replacing needs only the directory's permission; the file's own is what counts.
            guard faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) == 0 else { throw WriteError("the file is not writable (\(String(cString: strerror(errno)).lowercased())); not written") }
            // A file of another user cannot be given back to them once replaced.
            guard !keepAttributes || info.st_uid == geteuid() || geteuid() == 0 else {
                throw WriteError("the file belongs to another user, whose ownership a rewritten file could not keep; not written")
            }
        }
        if let expecting {
            guard exists, let now = FileStamp.of(target) else { throw WriteError("the file was deleted since it was read; not written") }
            guard now == expecting else { throw WriteError("the file changed since it was read; not written") }
            guard now.links <= 1 else { throw WriteError("the file has \(now.links) hard links, which replacing it would split; not written") }
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeStaleTemporaries(in: directory.isEmpty ? "." : directory, name: name)
        let temporary = (directory.isEmpty ? "." : directory) + "/" + temporaryPrefix(name) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let permissions: mode_t = keepAttributes && exists ? info.st_mode & 0o7777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let ok = writeAll(bytes, to: fd)
        if keepAttributes && exists { copyExtendedAttributes(from: target, to: fd) }
        if keepAttributes && exists && (info.st_uid != getuid() || info.st_gid != getgid()) {
            // Keep the owner (root formatting someone's file) or at least the group; an ordinary
            // user cannot give a file away, and its own ownership is then what it can keep.
            if fchown(fd, info.st_uid, info.st_gid) != 0 { _ = fchown(fd, getuid(), info.st_gid) }
        }
        if !ok || fchmod(fd, permissions) != 0 || fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        close(fd)
        // Last check before the rename: a change made while the new contents were written wins.
        if let expecting, FileStamp.of(target) != expecting {
            unlink(temporary)
            throw WriteError("the file changed since it was read; not written")
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        let dir = open(directory.isEmpty ? "." : directory, O_RDONLY)
        if dir >= 0 { _ = fsync(dir); close(dir) }
    }

    /// Gives the file open as `fd` the extended attributes of `path` (Finder tags, ACLs, user
    /// attributes). Those the system keeps for itself or refuses to this user are left to it.
    static func copyExtendedAttributes(from path: String, to fd: Int32) {
        let size = vfl_listxattr(path, nil, 0)
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = vfl_listxattr(path, &names, size)
        guard listed > 0 else { return }
        var start = 0
        while start < listed {
            let name = names.withUnsafeBufferPointer { String(cString: $0.baseAddress! + start) }
            start += name.utf8.count + 1
            let length = vfl_getxattr(path, name, nil, 0)
            guard length >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: max(length, 1))
            let read = vfl_getxattr(path, name, &value, length)
            guard read >= 0 else { continue }
            _ = vfl_fsetxattr(fd, name, value, read)
        }
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Removes temporary files for `name` left by runs that were killed (their process is gone).
    static func removeStaleTemporaries(in directory: String, name: String) {
        let prefix = temporaryPrefix(name)
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var stale: [String] = []
        while let entry = readdir(handle) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { stale.append(directory + "/" + entryName) }
        }
        for path in stale { unlink(path) }
    }
}
