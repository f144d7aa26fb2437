import Foundation

/// WalkedFiles remembers which file each path a directory walk found was (device and inode), so
/// that reading the path later reads that file: a directory of the tree swapped for a link to
/// somewhere else while the run goes on (a race, or an attack) makes the path lead to another
/// file, which is then refused (`FileBytes.read`), never read or rewritten as this one.
enum WalkedFiles {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var files: [String: [UInt64]] = [:]
    }

    private static let table = Table()

    /// Records that the walk found `path` as the file `info` describes.
    static func record(_ path: String, _ info: stat) {
        table.lock.lock()
        table.files[path] = [UInt64(info.st_dev), UInt64(info.st_ino)]
        table.lock.unlock()
    }

    /// Whether `info` (of the file `path` leads to now) is the file the walk found there; true for
    /// a path no walk found (named by a user, listed by git).
    static func isWalked(_ path: String, _ info: stat) -> Bool {
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let known = table.files[path] else { return true }
        return known == [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
