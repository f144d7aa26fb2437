import Dispatch
import Foundation
import VFLSourceScan
import VFLSyntax

/// FileWalker lists the files a path names: the file itself, or the `.swift`, `.m`, `.mm`, `.h`
/// and `.vfl` files under a directory (hidden directories and `.build` skipped; symbolic links to
/// directories not followed), sorted.
enum FileWalker {
    static let extensions: Set<String> = ["swift", "m", "mm", "h", "vfl"]

    /// The files `path` names; with `honourIgnores`, patterns of `.gitignore` files found while
    /// walking skip what they match (as git does, relative to the directory of each `.gitignore`),
    /// except files git tracks (a pattern only keeps untracked files out of git; `GitIndex`).
    /// Directories that cannot be read are added to `problems` (the run must then exit 2: a
    /// tree that was not read is never a pass).
    static func collect(_ path: String, honourIgnores: Bool = false, problems: inout [String]) -> Result<[String], WalkError> {
        var info = stat()
        if stat(path, &info) != 0 {
            switch errno {
            case ELOOP: return .failure(WalkError("\(path): a loop of symbolic links"))
            case EACCES: return .failure(WalkError("\(path): permission denied"))
            default:
                var link = stat()
                if lstat(path, &link) == 0 { return .failure(WalkError("\(path): a symbolic link to nothing")) }
                return .failure(WalkError("\(path): no such file or directory"))
            }
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return .success([path]) }
        var found: [String] = []
        var place: Place? = nil
        if honourIgnores, let real = realpath(path, nil) {
            place = Place(repository: Repository(real: String(cString: real), searchingUp: true), relative: [], onlyTracked: false)
            free(real)
        }
        walk(path, ignores: [], honourIgnores: honourIgnores, place: place, into: &found, problems: &problems)
        return .success(found.sorted())
    }

    /// The repository a walk is in, its index read when a `.gitignore` pattern first matches
    /// (a walk that ignores nothing never reads it).
    private final class Repository {
        let real: String
        let searchingUp: Bool
        init(real: String, searchingUp: Bool) { self.real = real; self.searchingUp = searchingUp }

        /// The index, and the walked directory's path relative to the work tree's top.
        lazy var index: (index: GitIndex, root: [UInt8])? = GitIndex.around(real, searchingUp: searchingUp).map { index in
            let relative = real == index.top ? "" : String(real.dropFirst(index.top == "/" ? 1 : index.top.count + 1))
            return (index, Array(relative.utf8))
        }
    }

    /// Where a walk is: its repository, the path from the walked directory, and whether a
    /// `.gitignore` pattern matched a directory around it (then only tracked files count).
    private struct Place {
        let repository: Repository
        var relative: [UInt8]
        var onlyTracked: Bool

        func child(_ name: String) -> Place {
            Place(repository: repository, relative: relative.isEmpty ? Array(name.utf8) : relative + [UInt8(ascii: "/")] + Array(name.utf8),
                  onlyTracked: onlyTracked)
        }

        /// Whether git tracks this file or submodule, or (`directory`) files under this directory.
        func isTracked(directory: Bool) -> Bool {
            guard let (index, root) = repository.index else { return false }
            let path = root.isEmpty ? relative : relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
            return index.tracks(path) || directory && index.tracksFiles(under: path)
        }
    }

    private static func walk(_ directory: String, ignores: [(base: String, pattern: String)], honourIgnores: Bool, place: Place?,
                             into found: inout [String], problems: inout [String]) {
        guard let entries = entries(of: directory) else {
            problems.append("\(directory): cannot read the directory (\(String(cString: strerror(errno)).lowercased())); its files were not checked")
            return
        }
        var ignores = ignores
        var place = place
        // Another repository (a submodule, a checkout inside the project): its own index, and
        // only its own ignore files, as git does.
        if honourIgnores, place?.relative.isEmpty == false, access(directory + "/.git", F_OK) == 0, let real = realpath(directory, nil) {
            place = Place(repository: Repository(real: String(cString: real), searchingUp: false), relative: [], onlyTracked: false)
            free(real)
            ignores = []
        }
        if honourIgnores, let text = try? String(contentsOfFile: directory + "/.gitignore", encoding: .utf8) {
            for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
                let pattern = line.trimmingCharacters(in: .whitespaces)
                if pattern.isEmpty || pattern.hasPrefix("#") || pattern.hasPrefix("!") { continue }
                ignores.append((directory, pattern))
            }
        }
        for (name, kind) in entries.sorted(by: { $0.name < $1.name }) {
            if name.utf8.first == UInt8(ascii: ".") { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let type = kind == DT_UNKNOWN ? typeOf(path) : kind else { continue }
            let isDirectory = type == DT_DIR
            if !isDirectory && !(type == DT_REG || type == DT_LNK) { continue }
            if !isDirectory && !extensions.contains(pathExtension(name)) { continue }
            var childPlace = place?.child(name)
            let ignored = childPlace?.onlyTracked == true || ignores.contains(where: { ignore in
                let relative = path.hasPrefix(ignore.base + "/") ? String(path.dropFirst(ignore.base.count + 1)) : name
                return Glob.matches(ignore.pattern, relative) || isDirectory && Glob.matches(ignore.pattern, relative + "/")
            })
            if ignored {
                // Ignored, unless git tracks it (or, for a directory, files in it or the directory
                // itself: a submodule).
                guard childPlace?.isTracked(directory: isDirectory) == true else { continue }
                childPlace?.onlyTracked = true
            }
            if isDirectory {
                if name == ".build" { continue }
                walk(path, ignores: ignores, honourIgnores: honourIgnores, place: childPlace, into: &found, problems: &problems)
            } else if type == DT_REG || !isDirectoryLink(path) {
                found.append(path)
            }
        }
    }

    /// The names in `directory` with their types as the directory lists them (`DT_UNKNOWN`
    /// where the file system does not say), or nil (errno set) when it cannot be read.
    private static func entries(of directory: String) -> [(name: String, kind: UInt8)]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, kind: UInt8)] = []
        while true {
            // readdir returns nil at the end and on an error; only an error sets errno, which is
            // cleared right before each call (what runs between calls may leave it set).
            errno = 0
            guard let entry = readdir(handle) else { return errno == 0 ? entries : nil }
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
    }

    /// The type of `path` itself (not following a link), as a `DT_` value, or nil when it is gone.
    private static func typeOf(_ path: String) -> UInt8? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// The lower-cased extension of a file name (after its last dot), or "".
    static func pathExtension(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    private static func isDirectoryLink(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    struct WalkError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension FileWalker.WalkError {
    var message: String { description }
}
