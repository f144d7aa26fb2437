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
        return FileStamp(info)
    }

    /// The stamp of the file `info` describes (from `stat` or `fstat`).
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = Int(modified.tv_sec)
        nanoseconds = Int(modified.tv_nsec)
        links = UInt64(info.st_nlink)
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

    /// Why a write failed, in plain words: the system's reason (`permission denied`, `no space
    /// left on device`), not Foundation's wrapping of it.
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
        if let write = error as? WriteError { return write.message }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(bridged.code))).lowercased() }
        if bridged.domain == NSCocoaErrorDomain, let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? Error { return reason(underlying) }
        return error.localizedDescription
    }

    /// Whether `a` and `b` name one existing file (links followed): an output path that is the
    /// input would overwrite what is being read.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
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

    /// What temporary files start with: `.vfl-tmp-PID-N`, short enough beside any legal name,
    /// and the process id tells whether the run that made one is still alive.
    static let temporaryPrefix = ".vfl-tmp-"

    /// How long a file must have been left alone before its replacement is final: an editor that
    /// saves in several writes, still writing when the file was read, is seen within it.
    static let quietInterval = 0.25

    /// A new name for a temporary file in this process.
    private static func temporaryName() -> String {
        temporaryLock.lock()
        defer { temporaryLock.unlock() }
        temporaryCount += 1
        return temporaryPrefix + "\(getpid())-\(temporaryCount)"
    }
    private static let temporaryLock = NSLock()
    nonisolated(unsafe) private static var temporaryCount = 0
    /// Called with the target just before the new contents take its name: tests use it to change
    /// the file in the last moment, as an editor saving then would.
    nonisolated(unsafe) static var beforeExchange: ((String) -> Void)? = nil
    /// The directories whose stale temporaries this run has removed (once each, under the lock).
    nonisolated(unsafe) private static var cleanedDirectories: Set<String> = []

    /// Replaces the file at `path`, which was `expecting` when it was read: if it changed, was
    /// deleted or replaced since, or has other hard links (a rename would split them), nothing
    /// is written and an error says why. The new contents take the file's name in one step, by
    /// exchanging names with it, and the file swapped out is checked once more (and given its
    /// name back if it changed meanwhile) before it is removed; the one change that can still be
    /// lost is a write made through a descriptor kept open for longer than `quietInterval`
    /// without writing.
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
        let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { $0 == target.utf8.startIndex ? "/" : String(target[..<$0]) } ?? "."
        removeStaleTemporaries(in: directory)
        let temporary = (directory == "/" ? "" : directory) + "/" + temporaryName()
        let permissions: mode_t = keepAttributes && exists ? info.st_mode & 0o7777 : 0o644
        vfl_temporary_install_handlers()
        // Removed if the run is interrupted (Ctrl-C, SIGTERM) before it takes the file's name;
        // registered before it exists, so that no moment of its life is missed, and made while a
        // handler on another thread waits for it (it would otherwise remove the temporaries, then
        // see this one made before the process ends).
        guard vfl_temporary_begin_create() != 0 else { throw WriteError("the run was interrupted; not written") }
        let slot = vfl_temporary_register(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        let openError = errno
        vfl_temporary_end_create(temporary, fd >= 0 ? 1 : 0)
        guard fd >= 0 else {
            let code = openError
            vfl_temporary_unregister(slot)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        func abandon(_ error: Error) -> Error {
            vfl_temporary_unregister(slot)
            unlink(temporary)
            return error
        }
        let ok = writeAll(bytes, to: fd)
        if keepAttributes && exists { copyExtendedAttributes(from: target, to: fd) }
        if keepAttributes && exists && (info.st_uid != getuid() || info.st_gid != getgid()) {
            // Keep the owner (root formatting someone's file) or at least the group; an ordinary
            // user cannot give a file away, and its own ownership is then what it can keep.
            if fchown(fd, info.st_uid, info.st_gid) != 0 { _ = fchown(fd, getuid(), info.st_gid) }
        }
        var written = stat()
        if !ok || fchmod(fd, permissions) != 0 || fsync(fd) != 0 || fstat(fd, &written) != 0 {
            let code = errno
            close(fd)
            throw abandon(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
        }
        close(fd)
        // Last check before the exchange: a change made while the new contents were written wins.
        if let expecting, FileStamp.of(target) != expecting {
            throw abandon(WriteError("the file changed since it was read; not written"))
        }
        beforeExchange?(target)
        // The exchange is one step: an interruption before it removes the new contents, and
        // from it until the check after it is done none is handled (see `settle`).
        // Where a handler that stops waiting for this thread moves what the temporary's name holds.
        let kept = exists ? keptNames(beside: target).first { name in var info = stat(); return lstat(name, &info) != 0 && errno == ENOENT } : nil
        guard vfl_temporary_begin_exchange(slot, kept ?? "") != 0 else { throw abandon(WriteError("the run was interrupted; not written")) }
        do {
            defer { vfl_temporary_end_exchange(slot) }
            if exists && vfl_exchange(temporary, target) == 0 {
                try settle(original: temporary, target: target, expecting: expecting, ours: written)
            } else if exists && ![ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP, EXDEV].contains(errno) {
                let code = errno
                unlink(temporary)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            } else if rename(temporary, target) != 0 {
                // A new file, or a file system that cannot exchange names: a plain rename.
                let code = errno
                unlink(temporary)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
        }
        let dir = open(directory, O_RDONLY)
        if dir >= 0 { _ = fsync(dir); close(dir) }
    }

    /// For tests: called with the target after the file swapped out was found changed, just
    /// before it is given its name back (a test removes or replaces the target then).
    nonisolated(unsafe) static var beforeGivingBack: ((String) -> Void)? = nil

    /// After the exchange, `original` names the file that was at `target`. It is removed when it
    /// is still what was read; if it changed (a write that came between the last check and the
    /// exchange, or an editor still writing through an open descriptor), it gets its name back.
    /// A signal meanwhile waits (`vfl_temporary_begin_exchange`): until this is done, the
    /// temporary's name may hold the only copy of an editor's save.
    private static func settle(original: String, target: String, expecting: FileStamp?, ours: stat) throws {
        vfl_temporary_pause_exchanging()
        if let expecting {
            var swapped = FileStamp.of(original)
            if swapped == expecting {
                // A file changed just before it was read may still be being written: wait until
                // it has been left alone for the quiet interval, then look again.
                var now = timespec()
                clock_gettime(CLOCK_REALTIME, &now)
                let age = Double(now.tv_sec - expecting.seconds) + Double(now.tv_nsec - expecting.nanoseconds) / 1e9
                if age < quietInterval {
                    usleep(useconds_t((quietInterval - max(age, 0)) * 1e6))
                    swapped = FileStamp.of(original)
                }
            }
            if swapped != expecting {
                beforeGivingBack?(target)
                guard vfl_exchange(original, target) == 0 else {
                    throw WriteError("the file changed while it was being written; its newer contents are kept in \(Terminal.shown(keep(original, beside: target)))")
                }
                // Ours only if nothing about it changed: a file made after ours was removed can
                // be given its inode number at once.
                if FileStamp.of(original) == FileStamp(ours) {
                    unlink(original)
                    throw WriteError("the file changed since it was read; not written")
                }
                // Replaced by someone else between the two exchanges: neither version is dropped.
                throw WriteError("the file changed twice while it was being written; another version of it is kept in \(Terminal.shown(keep(original, beside: target)))")
            }
        }
        unlink(original)
    }

    /// Moves a version that must not be lost from its temporary name (which a later run removes
    /// once this process has ended) to the first of `keptNames` free, never over an existing
    /// file. Returns the name it is kept under (still the temporary's if no move was possible).
    static func keep(_ path: String, beside target: String) -> String {
        for name in keptNames(beside: target) {
            if vfl_rename_noreplace(path, name) == 0 { return name }
            if errno != EEXIST { break }
        }
        return path
    }

    /// The names a version is kept under beside `target`, in order: `NAME.vfl-kept`,
    /// `NAME.vfl-kept-2`, … (up to 100), or `vfl-kept`, `vfl-kept-2`, … in its directory where
    /// the file's own name leaves no room (a name has at most 255 bytes).
    static func keptNames(beside target: String) -> [String] {
        let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { String(target[...$0]) } ?? ""
        let room = target.utf8.count - directory.utf8.count + ".vfl-kept-100".utf8.count <= 255
        let stem = room ? target + ".vfl-kept" : directory + "vfl-kept"
        return (1...100).map { $0 == 1 ? stem : stem + "-\($0)" }
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

    /// Removes the temporary files in `directory` left by runs that were killed (their process is
    /// gone), once per directory in a run. Older versions named them `.NAME.vfl-tmp-PID-N`.
    static func removeStaleTemporaries(in directory: String) {
        temporaryLock.lock()
        let first = cleanedDirectories.insert(directory).inserted
        temporaryLock.unlock()
        guard first else { return }
        let marker = Array(temporaryPrefix.utf8.dropFirst())   // "vfl-tmp-"
        let me = getpid()
        var stale: [String] = []
        DirectoryEntries.forEach(in: directory) { name, _ in
            guard name[0] == 0x2E else { return }
            let length = strlen(name)
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: length)
            // The process id follows the last "vfl-tmp-", then "-" and the rest.
            guard length > marker.count, let at = bytes.indices.reversed().first(where: { start in
                start + marker.count <= length && bytes[start] == marker[0] && bytes[start..<start + marker.count].elementsEqual(marker)
            }) else { return }
            var pid: pid_t = 0
            var index = at + marker.count
            while index < length, bytes[index] >= 0x30, bytes[index] <= 0x39, pid < 100_000_000 {
                pid = pid * 10 + pid_t(bytes[index] - 0x30)
                index += 1
            }
            guard index < length, bytes[index] == 0x2D, index > at + marker.count, pid > 0, pid != me else { return }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append((directory == "/" ? "" : directory) + "/" + String(cString: name)) }
        }
        for path in stale { unlink(path) }
    }
}
