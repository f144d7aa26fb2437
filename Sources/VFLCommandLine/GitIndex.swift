import Foundation

/// GitIndex reads which files git tracks, from the index of the repository around a directory.
/// A `.gitignore` pattern only keeps untracked files out of git: a tracked file that a pattern
/// matches (a vendored checkout under `Carthage/`, a project whose `.gitignore` lists `*.m`) is
/// still the project's code, so directory walking lints it. Index versions 2, 3 and 4 with SHA-1
/// or SHA-256 object names; anything else reads as "not known", and the walk then honours the
/// patterns alone.
struct GitIndex {
    /// The real path of the work tree's top directory.
    let top: String
    /// The tracked paths, relative to `top`, sorted by their bytes.
    let paths: [[UInt8]]

    /// The index of the repository whose work tree holds the real directory `directory`, or nil.
    static func around(_ directory: String) -> GitIndex? {
        var candidate = directory
        while true {
            let dotGit = candidate == "/" ? "/.git" : candidate + "/.git"
            var info = stat()
            if stat(dotGit, &info) == 0 {
                guard let gitDirectory = (info.st_mode & S_IFMT) == S_IFDIR ? dotGit : linkedDirectory(dotGit, in: candidate),
                      let data = FileManager.default.contents(atPath: gitDirectory + "/index"),
                      let paths = parse(Array(data)) else { return nil }
                return GitIndex(top: candidate, paths: paths.sorted { $0.lexicographicallyPrecedes($1) })
            }
            guard candidate != "/", let slash = candidate.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            candidate = slash == candidate.utf8.startIndex ? "/" : String(candidate[..<slash])
        }
    }

    /// The directory a `.git` file names (`gitdir: …` in a worktree or a submodule).
    private static func linkedDirectory(_ file: String, in directory: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// Whether git tracks the file at `relative` (to `top`).
    func tracks(_ relative: [UInt8]) -> Bool {
        let k = firstIndex(notBefore: relative)
        return k < paths.count && paths[k] == relative
    }

    /// Whether git tracks a file under the directory at `relative` (to `top`).
    func tracksFiles(under relative: [UInt8]) -> Bool {
        let prefix = relative + [UInt8(ascii: "/")]
        let k = firstIndex(notBefore: prefix)
        return k < paths.count && paths[k].starts(with: prefix)
    }

    private func firstIndex(notBefore key: [UInt8]) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let mid = (low + high) / 2
            if paths[mid].lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The paths of an index file, or nil when it is not one this reader knows. The object name
    /// length is not stored in the index: SHA-1 (20 bytes) is tried first, then SHA-256 (32);
    /// a wrong length misreads the first entry's name length, which is checked.
    static func parse(_ bytes: [UInt8]) -> [[UInt8]]? {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
        let version = bigEndian(bytes, 4, 4)
        guard (2...4).contains(version) else { return nil }
        let count = bigEndian(bytes, 8, 4)
        return parseEntries(bytes, version: version, count: count, hashLength: 20)
            ?? parseEntries(bytes, version: version, count: count, hashLength: 32)
    }

    private static func parseEntries(_ bytes: [UInt8], version: Int, count: Int, hashLength: Int) -> [[UInt8]]? {
        var paths: [[UInt8]] = []
        paths.reserveCapacity(min(count, bytes.count / 62))
        var offset = 12
        var previous: [UInt8] = []
        for _ in 0..<count {
            // ctime, mtime (8 bytes each), dev, ino, mode, uid, gid, size (4 each), the object name, flags.
            let start = offset
            let flagsAt = start + 40 + hashLength
            guard flagsAt + 2 <= bytes.count else { return nil }
            let flags = bigEndian(bytes, flagsAt, 2)
            var nameAt = flagsAt + 2
            if flags & 0x4000 != 0 {
                guard version >= 3 else { return nil }
                nameAt += 2   // extended flags
            }
            let nameLength = flags & 0x0FFF
            var path: [UInt8]
            if version == 4 {
                // The name is the previous one with N bytes dropped from its end, then a suffix.
                var drop = 0, byte: UInt8 = 0x80, k = nameAt
                var first = true
                while byte & 0x80 != 0 {
                    guard k < bytes.count, k < nameAt + 8 else { return nil }
                    byte = bytes[k]
                    drop = first ? Int(byte & 0x7F) : ((drop + 1) << 7) | Int(byte & 0x7F)
                    first = false
                    k += 1
                }
                guard drop <= previous.count, let end = bytes[k...].firstIndex(of: 0) else { return nil }
                path = Array(previous.dropLast(drop)) + bytes[k..<end]
                offset = end + 1
            } else {
                guard let end = bytes[nameAt...].firstIndex(of: 0) else { return nil }
                path = Array(bytes[nameAt..<end])
                // The entry is padded with 1 to 8 NULs to a multiple of 8 bytes.
                offset = start + ((end - start) / 8 + 1) * 8
            }
            guard nameLength == 0x0FFF ? path.count >= 0x0FFF : path.count == nameLength, !path.isEmpty else { return nil }
            previous = path
            paths.append(path)
        }
        // What follows is extensions and the checksum: at least the checksum must be there.
        guard offset + hashLength <= bytes.count else { return nil }
        return paths
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ length: Int) -> Int {
        bytes[at..<at + length].reduce(0) { $0 << 8 | Int($1) }
    }
}
