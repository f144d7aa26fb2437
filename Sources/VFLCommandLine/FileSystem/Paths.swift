import Foundation

/// Paths made absolute by name alone: the current directory put in front of a relative path,
/// `.` and empty components dropped and `..` taking the previous component away, over the bytes.
/// That is `URL.standardizedFileURL` (symbolic links are not followed) but for repeated slashes,
/// which are one slash here as for the file system (for a URL, `a//..` is `a`).
enum Paths {
    /// `path` absolute and without `.`, `..`, repeated or trailing slashes; relative paths are
    /// taken from `currentDirectory`. A path already in that form is returned as it is.
    static func absolute(_ path: String, from currentDirectory: @autoclosure () -> String = FileManager.default.currentDirectoryPath) -> String {
        // `./a/b`, as a walk of `.` spells every file, is `a/b`. (Over the bytes: a tool asks
        // this of every path it walks, several times.)
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let utf8 = path.utf8
        var start = utf8.startIndex
        while start != utf8.endIndex && utf8[start] == dot {
            let second = utf8.index(after: start)
            guard second != utf8.endIndex, utf8[second] == slash else { break }
            let next = utf8.index(after: second)
            if next != utf8.endIndex && utf8[next] == slash { break }
            start = next
        }
        let trimmed = start == utf8.startIndex ? path : String(path[start...])
        if isNormal(trimmed) {
            if trimmed.utf8.first == slash { return trimmed }
            let base = currentDirectory()
            if base.utf8.first == slash && isNormal(base) {
                if base.utf8.count == 1 { return "/" + trimmed }
                var joined = base
                joined.reserveCapacity(base.utf8.count + 1 + trimmed.utf8.count)
                joined.append("/")
                joined.append(trimmed)
                return joined
            }
        }
        var components: [Substring] = []
        func take(_ text: String) {
            for component in text.split(separator: "/", omittingEmptySubsequences: true) {
                if component == "." { continue }
                if component == ".." {
                    _ = components.popLast()
                } else {
                    components.append(component)
                }
            }
        }
        if !path.hasPrefix("/") { take(currentDirectory()) }
        take(path)
        return "/" + components.joined(separator: "/")
    }

    /// "PATH: why", for every tool's message about a file it did not read (`whyNotRead`).
    static func notRead(_ path: String, _ failure: FileBytes.Failure, limit: Int) -> String {
        "\(Terminal.shown(path)): \(whyNotRead(path, failure, limit: limit))"
    }

    /// Why the file at `path` was not read (`FileBytes`), in plain words and without the path:
    /// "the file is larger than 64 MB", "cannot read the file (permission denied)", …
    static func whyNotRead(_ path: String, _ failure: FileBytes.Failure, limit: Int) -> String {
        switch failure {
        case .tooLarge: return "the file is larger than \(limit >> 20) MB"
        case .system: return cannotReadReason(path)
        case .replaced: return replacedReason
        }
    }

    /// A path that leads to another file than the one the walk found there (`WalkedFiles`).
    static let replacedReason = "changed while the tree was read (the path now leads to another file); it was not checked"

    /// "cannot read the file (why)", for messages that name the path themselves.
    private static func cannotReadReason(_ path: String) -> String {
        "cannot read the file\(whyUnreadable(path).map { " (\($0))" } ?? "")"
    }

    /// Why `path` cannot be read, in a few words ("a loop of symbolic links", "permission
    /// denied", "a symbolic link to nothing", "a directory"), or nil when the reason is not known.
    static func whyUnreadable(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) != 0 {
            switch errno {
            case ELOOP: return "a loop of symbolic links"
            case EACCES: return "permission denied"
            case ENOENT:
                var link = stat()
                return lstat(path, &link) == 0 ? "a symbolic link to nothing" : "no such file or directory"
            default: return String(cString: strerror(errno)).lowercased()
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "a directory"
        // Never opened: reading one could wait forever (the readers refuse them).
        case S_IFIFO: return "not a regular file: a named pipe"
        case S_IFSOCK: return "not a regular file: a socket"
        case S_IFCHR, S_IFBLK: return "not a regular file: a device"
        default: break
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        if descriptor < 0 { return String(cString: strerror(errno)).lowercased() }
        close(descriptor)
        return nil
    }

    /// The top of the git work tree holding `directory` (absolute and normal): the nearest
    /// directory at or above it with a `.git` entry (the repository, or the file a worktree or a
    /// submodule keeps there); nil outside any work tree.
    static func workTreeTop(of directory: String) -> String? {
        var candidate = directory
        while !isWorkTreeTop(candidate) {
            guard candidate != "/" else { return nil }
            candidate = parent(candidate)
        }
        return candidate
    }

    /// Whether `directory` (absolute) has a `.git` entry: it is the top of a work tree.
    static func isWorkTreeTop(_ directory: String) -> Bool {
        access(directory == "/" ? "/.git" : directory + "/.git", F_OK) == 0
    }

    /// The directory `path` (absolute and normal) is in: "/" for a top-level name.
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The last component of an absolute path in the form `absolute` gives ("" for "/").
    static func name(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Whether `path` is not empty and has no empty, `.` or `..` component and no trailing
    /// slash (a leading slash is allowed: "/" alone is normal).
    static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        if first == slash && path.utf8.count == 1 { return true }
        // The component being read: its length so far and how many of its bytes are dots.
        var length = first == slash ? 0 : 1, dots = first == dot ? 1 : 0
        func isSpecial() -> Bool { length == 0 || (dots == length && length <= 2) }
        while let byte = bytes.next() {
            if byte == slash {
                if isSpecial() { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return !isSpecial()
    }
}
