import CVFLSystem
import Foundation

/// DirectoryEntries reads a directory with readdir(3) as its manual says: each name through a
/// pointer into the entry's record, up to its NUL. The one place the command-line layer lists a
/// directory.
enum DirectoryEntries {
    /// Calls `body` with each entry's name (valid until `body` returns) and its type as the
    /// directory lists it (`DT_UNKNOWN` where the file system does not say), skipping `.` and
    /// `..`. False (errno set) when the directory cannot be opened or read to its end.
    @discardableResult
    static func forEach(in directory: String, _ body: (UnsafePointer<CChar>, UInt8) -> Void) -> Bool {
        forEach(opendir(directory), body)
    }

    /// `forEach(in:)` for the directory open as `descriptor` (which stays open: a copy is read).
    @discardableResult
    static func forEach(descriptor: Int32, _ body: (UnsafePointer<CChar>, UInt8) -> Void) -> Bool {
        let copy = dup(descriptor)
        guard copy >= 0 else { return false }
        guard let handle = fdopendir(copy) else {
            let why = errno
            close(copy)
            errno = why
            return false
        }
        return forEach(handle, body)
    }

    #if canImport(Darwin)
    private typealias Handle = UnsafeMutablePointer<DIR>
    #else
    private typealias Handle = OpaquePointer
    #endif

    private static func forEach(_ handle: Handle?, _ body: (UnsafePointer<CChar>, UInt8) -> Void) -> Bool {
        guard let handle else { return false }
        defer { closedir(handle) }
        while true {
            // readdir returns nil at the end and on an error; only an error sets errno, which is
            // cleared right before each call (what `body` does may leave it set).
            errno = 0
            guard let entry = readdir(handle) else { return errno == 0 }
            let name = vfl_dirent_name(entry)!
            if name[0] == 0x2E && (name[1] == 0 || name[1] == 0x2E && name[2] == 0) { continue }
            body(name, vfl_dirent_type(entry))
        }
    }
}
