import Foundation

/// GitIndex reads which files git tracks, from the index of the repository around a directory.
/// A `.gitignore` pattern only keeps untracked files out of git: a tracked file that a pattern
/// matches (a vendored checkout under `Carthage/`, a project whose `.gitignore` lists `*.m`) is
/// still the project's code, so directory walking lints it. Index versions 2, 3 and 4, SHA-1 or
/// SHA-256 object names (the repository's `extensions.objectFormat`). A split index (`link`
/// extension) or anything else this reader does not know reads as "not known", and the walk
/// then honours the patterns alone, as it did before.
struct GitIndex {
    /// The real path of the work tree's top directory.
    let top: String
    /// The stamp of the index file this was read from (nil when made from bytes alone): another
    /// stamp, another list of files.
    private(set) var stamp: FileStamp? = nil
    /// The tracked paths relative to `top`, one after the other, sorted by their bytes (the
    /// order git keeps), and where each starts (one more start: the end).
    private let storage: [UInt8]
    private let starts: [Int]

    /// The index of the repository whose work tree's top is the real directory `directory`, or
    /// (`searchingUp`) the nearest one around it; nil when there is none or it cannot be read.
    static func around(_ directory: String, searchingUp: Bool = true) -> GitIndex? {
        guard let top = searchingUp ? Paths.workTreeTop(of: directory) : Paths.isWorkTreeTop(directory) ? directory : nil
        else { return nil }
        let dotGit = top == "/" ? "/.git" : top + "/.git"
        var info = stat()
        guard stat(dotGit, &info) == 0,
              let gitDirectory = (info.st_mode & S_IFMT) == S_IFDIR ? dotGit : linkedDirectory(dotGit, in: top)
        else { return nil }
        return read(top: top, gitDirectory: gitDirectory)
    }

    /// Indexes read in this process, by work tree, with the stamp of the index file read: each is
    /// read once however many paths a run walks, and again when git has written it since (the
    /// language server lives across `git add`s).
    private static var readIndexes: [String: (stamp: FileStamp?, index: GitIndex?)] = [:]
    private static let readLock = NSLock()

    private static func read(top: String, gitDirectory: String) -> GitIndex? {
        readLock.lock()
        defer { readLock.unlock() }
        let file = gitDirectory + "/index"
        let stamp = FileStamp.of(file)
        if let known = readIndexes[top], known.stamp == stamp { return known.index }
        var index = FileManager.default.contents(atPath: file)
            .flatMap { GitIndex(top: top, bytes: [UInt8]($0), hashLength: hashLength(gitDirectory)) }
        index?.stamp = stamp
        readIndexes[top] = (stamp, index)
        return index
    }

    /// The directory a `.git` file names (`gitdir: …` in a worktree or a submodule).
    private static func linkedDirectory(_ file: String, in directory: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// The length of an object name in the repository: 32 bytes when its configuration (in the
    /// common directory of a worktree) says `objectFormat = sha256`, else 20 (SHA-1).
    static func hashLength(_ gitDirectory: String) -> Int {
        var common = gitDirectory
        if let text = try? String(contentsOfFile: gitDirectory + "/commondir", encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            common = path.hasPrefix("/") ? path : gitDirectory + "/" + path
        }
        guard let config = try? String(contentsOfFile: common + "/config", encoding: .utf8) else { return 20 }
        for line in config.split(whereSeparator: \.isNewline) {   // "\r\n" too (one Character)
            let words = line.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "=" })
            if words.count == 2, words[0] == "objectformat", words[1] == "sha256" { return 32 }
        }
        return 20
    }

    /// Whether git tracks the file (or submodule) at `relative` (to `top`).
    func tracks(_ relative: [UInt8]) -> Bool {
        let k = firstIndex(notBefore: relative[...])
        return k < count && path(k).elementsEqual(relative)
    }

    /// Whether git tracks a file under the directory at `relative` (to `top`).
    func tracksFiles(under relative: [UInt8]) -> Bool {
        let prefix = relative + [UInt8(ascii: "/")]
        let k = firstIndex(notBefore: prefix[...])
        return k < count && path(k).starts(with: prefix)
    }

    /// Every tracked path, in order (for tests and diagnostics).
    var paths: [String] { (0..<count).map { String(decoding: path($0), as: UTF8.self) } }

    private var count: Int { starts.count - 1 }

    private func path(_ k: Int) -> ArraySlice<UInt8> { storage[starts[k]..<starts[k + 1]] }

    private func firstIndex(notBefore key: ArraySlice<UInt8>) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if path(mid).lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Reads an index file; nil when it is not one this reader knows (another version, a split
    /// index, a truncated or damaged file).
    init?(top: String, bytes: [UInt8], hashLength: Int) {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
        let version = Self.bigEndian(bytes, 4, 4)
        guard (2...4).contains(version) else { return nil }
        let count = Self.bigEndian(bytes, 8, 4)
        var storage: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(min(count, bytes.count / 62) + 1)
        var offset = 12
        var previous = 0..<0   // the previous name, in `storage`
        var sorted = true
        for _ in 0..<count {
            // ctime, mtime (8 bytes each), dev, ino, mode, uid, gid, size (4 each), the object
            // name, 2 bytes of flags (and 2 more of extended flags in version 3 and later).
            let start = offset
            let flagsAt = start + 40 + hashLength
            guard flagsAt + 2 <= bytes.count else { return nil }
            let flags = Self.bigEndian(bytes, flagsAt, 2)
            var nameAt = flagsAt + 2
            if flags & 0x4000 != 0 {
                guard version >= 3 else { return nil }
                nameAt += 2
            }
            guard nameAt < bytes.count else { return nil }
            let nameStart = storage.count
            if version == 4 {
                // The name is the previous one with N bytes dropped from its end, then a suffix
                // up to a NUL (git's offset varint for N).
                var drop = 0, k = nameAt, byte: UInt8 = 0x80, first = true
                while byte & 0x80 != 0 {
                    guard k < bytes.count, k < nameAt + 8 else { return nil }
                    byte = bytes[k]
                    drop = first ? Int(byte & 0x7F) : ((drop + 1) << 7) | Int(byte & 0x7F)
                    first = false
                    k += 1
                }
                guard drop <= previous.count, let end = bytes[k...].firstIndex(of: 0) else { return nil }
                storage.append(contentsOf: storage[previous.lowerBound..<previous.upperBound - drop])
                storage.append(contentsOf: bytes[k..<end])
                offset = end + 1
            } else {
                guard let end = bytes[nameAt...].firstIndex(of: 0) else { return nil }
                storage.append(contentsOf: bytes[nameAt..<end])
                // The entry is padded with 1 to 8 NULs to a multiple of 8 bytes.
                offset = start + ((end - start) / 8 + 1) * 8
            }
            let name = nameStart..<storage.count
            let nameLength = flags & 0x0FFF
            // A split index's entries replaced in the shared index have empty names.
            guard !name.isEmpty, nameLength == 0x0FFF ? name.count >= 0x0FFF : name.count == nameLength else { return nil }
            if !previous.isEmpty && storage[name].lexicographicallyPrecedes(storage[previous]) { sorted = false }
            previous = name
            starts.append(storage.count)
        }
        // Extensions (a signature, a length), then the checksum. A split index (`link`) keeps
        // most entries in another file: not read, so not known.
        while offset + 8 + hashLength <= bytes.count {
            let signature = bytes[offset..<offset + 4]
            guard signature.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return nil }
            if signature.elementsEqual("link".utf8) { return nil }
            offset += 8 + Self.bigEndian(bytes, offset + 4, 4)
        }
        guard offset + hashLength == bytes.count else { return nil }
        self.top = top
        if sorted {
            self.storage = storage
            self.starts = starts
        } else {
            let order = (0..<starts.count - 1).sorted { storage[starts[$0]..<starts[$0 + 1]].lexicographicallyPrecedes(storage[starts[$1]..<starts[$1 + 1]]) }
            var sortedStorage: [UInt8] = []
            var sortedStarts = [0]
            for k in order {
                sortedStorage.append(contentsOf: storage[starts[k]..<starts[k + 1]])
                sortedStarts.append(sortedStorage.count)
            }
            self.storage = sortedStorage
            self.starts = sortedStarts
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ length: Int) -> Int {
        bytes[at..<at + length].reduce(0) { $0 << 8 | Int($1) }
    }
}
