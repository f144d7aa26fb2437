import Dispatch
import Foundation
import VFLSourceScan
import VFLSyntax

/// FileWalker lists the files a path names: the file itself, or the `.swift`, `.m`, `.mm`, `.h`
/// and `.vfl` files under a directory (hidden directories and `.build` skipped; symbolic links to
/// directories not followed), sorted.
enum FileWalker {
    static let extensions: Set<String> = ["swift", "m", "mm", "h", "vfl"]

    /// What a run says of a file named alone that git ignores ("…: ignored by git
    /// (.gitignore); skipped"), or nil when git does not ignore it.
    static func ignoredNote(_ path: String) -> String? {
        isIgnoredFile(path) ? "\(Terminal.shown(path)): ignored by git (.gitignore); skipped" : nil
    }

    /// The files `path` names; with `honourIgnores`, patterns of `.gitignore` files found while
    /// walking skip what they match (as git does, relative to the directory of each `.gitignore`),
    /// except files git tracks (a pattern only keeps untracked files out of git; `GitIndex`).
    /// Directories that cannot be read are added to `problems` (the run must then exit 2: a
    /// tree that was not read is never a pass).
    static func collect(_ path: String, honourIgnores: Bool = false, problems: inout [String],
                        skipped: (String) -> Void = { _ in }) -> Result<[String], WalkError> {
        var info = stat()
        if stat(path, &info) != 0 {
            // An argument whose bytes are not UTF-8 reaches the tool with U+FFFD in their place,
            // a name that is not the file's: said so, not "no such file".
            if path.unicodeScalars.contains("\u{FFFD}") {
                return .failure(WalkError("\(Terminal.shown(path)): the name is not valid UTF-8 and cannot be opened; it was not checked (rename it)"))
            }
            return .failure(WalkError("\(Terminal.shown(path)): \(Paths.whyUnreadable(path) ?? "no such file or directory")"))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            // A file named explicitly is skipped when git ignores it (hooks pass file lists),
            // and `skipped` says so.
            guard honourIgnores, let note = ignoredNote(path) else { return .success([path]) }
            skipped(note)
            return .success([])
        }
        var found: [String] = []
        var place: Place? = nil
        var ignores: [IgnoreGroup] = []
        if honourIgnores, let real = realDirectory(path) {
            place = Place(repository: Repository(real: real, searchingUp: true), relative: [], onlyTracked: false)
            // The .gitignore files above a subdirectory apply to it too, up to the work tree's top.
            if let outer = OuterIgnores(around: real, includingItsOwn: false), !outer.relative.isEmpty {
                if outer.ignores(outer.relative, isDirectory: true) {
                    guard place?.isTracked(directory: true) == true else { return .success([]) }
                    place?.onlyTracked = true
                }
                for (directory, patterns) in outer.groups {
                    let lead = directory.isEmpty ? outer.relative : String(outer.relative.dropFirst(directory.count + 1))
                    ignores.append(IgnoreGroup(base: path, lead: lead + "/", patterns: patterns))
                }
            }
        }
        // The directory named is opened through links (the user named it); those below it are
        // opened from it, never through one.
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            problems.append("\(Terminal.shown(path)): cannot read the directory (\(String(cString: strerror(errno)).lowercased())); its files were not checked")
            return .success([])
        }
        defer { close(descriptor) }
        walk(path, descriptor: descriptor, ignores: ignores, honourIgnores: honourIgnores, place: place, into: &found, problems: &problems)
        return .success(found.sorted())
    }

    /// `files` with each file once: a path that names a file named before (overlapping
    /// arguments, a symbolic link beside its target, `./a.swift` and `a.swift`) is dropped, the
    /// first spelling kept. A path that cannot be looked up stays, to be reported where it is read.
    static func distinct(_ files: [String]) -> [String] {
        var seen = Set<[UInt64]>()
        return files.filter { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return true }
            return seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
        }
    }

    /// The patterns of one `.gitignore` and where they apply: to paths under the directory `base`
    /// (spelt as the walk spells it), relative to the patterns' own directory, which is `base`
    /// less `lead` ("" for a .gitignore in `base` itself; "b/" for one in its parent). Patterns
    /// without wildcards (most of a long .gitignore: one path a line) are found by the path
    /// they name, in one lookup, so a walk costs the same whatever the number of such lines.
    final class IgnoreGroup {
        /// `base` ending in one "/" (`Sources/` when the walk was given `Sources/` or `Sources`).
        let prefix: String
        let lead: String
        let patterns: [GitignorePattern]
        /// The patterns naming one path (anchored, or with a slash), by that path's names
        /// joined by single slashes; those naming a name at any depth, by the name; the others,
        /// globs, in order. Indices into `patterns`, ascending.
        private var paths: [[UInt8]: [Int]] = [:]
        private var names: [[UInt8]: [Int]] = [:]
        private var globs: [Int] = []

        init(base: String, lead: String, patterns: [GitignorePattern]) {
            prefix = base.hasSuffix("/") ? base : base + "/"
            self.lead = lead
            self.patterns = patterns
            for (index, pattern) in patterns.enumerated() {
                switch pattern.literal {
                case .path(let key)?: paths[key, default: []].append(index)
                case .name(let key)?: names[key, default: []].append(index)
                case .never?: break
                case nil: globs.append(index)
                }
            }
        }

        /// Whether the last of the patterns that matches `path` (a path of the walk) ignores it
        /// (true) or takes it back (false); nil when none matches.
        func decision(_ path: String, isDirectory: Bool) -> Bool? {
            guard path.hasPrefix(prefix) else { return nil }
            let relative = lead + path.dropFirst(prefix.count)
            var best = -1
            if !paths.isEmpty || !names.isEmpty {
                let parts = relative.utf8.split(separator: UInt8(ascii: "/"))
                if !paths.isEmpty {
                    let key = Array(parts.joined(separator: [UInt8(ascii: "/")]))
                    for index in paths[key] ?? [] where index > best && (isDirectory || !patterns[index].directoryOnly) { best = index }
                }
                if !names.isEmpty, let last = parts.last {
                    for index in names[Array(last)] ?? [] where index > best && (isDirectory || !patterns[index].directoryOnly) { best = index }
                }
            }
            for index in globs.reversed() {
                if index <= best { break }
                if patterns[index].matches(relative, isDirectory: isDirectory) { best = index; break }
            }
            return best < 0 ? nil : !patterns[best].negated
        }
    }

    /// Whether the `.gitignore` groups in force (outermost first) ignore `path`: the last
    /// pattern that matches decides (a later `!pattern` takes the path back).
    static func isIgnored(_ path: String, isDirectory: Bool, by groups: [IgnoreGroup]) -> Bool {
        for group in groups.reversed() {
            if let decision = group.decision(path, isDirectory: isDirectory) { return decision }
        }
        return false
    }

    /// A line of a `.gitignore`: a glob, or with `!` one that takes a path back (the last pattern
    /// that matches a path decides, as in git).
    struct GitignorePattern {
        let glob: String
        let negated: Bool
        /// What the glob names when it has no wildcard (`Glob.matchesExactly` read ahead): one
        /// path, or a name at any depth; nothing, when it can match nothing.
        enum Literal { case path([UInt8]), name([UInt8]), never }
        let literal: Literal?
        /// Whether it matches directories only (written with a trailing slash).
        let directoryOnly: Bool

        init(glob: String, negated: Bool) {
            self.glob = glob
            self.negated = negated
            var pattern = Substring(glob)
            if pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
            directoryOnly = pattern.hasSuffix("/")
            while pattern.hasSuffix("/") { pattern = pattern.dropLast() }
            let anchored = pattern.hasPrefix("/")
            if anchored { pattern = pattern.dropFirst() }
            if pattern.isEmpty {
                literal = .never
            } else if pattern.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }) {
                literal = nil
            } else if !anchored && !pattern.contains("/") {
                literal = .name(Array(pattern.utf8))
            } else {
                literal = .path(Array(pattern.utf8.split(separator: UInt8(ascii: "/")).joined(separator: [UInt8(ascii: "/")])))
            }
        }

        /// Whether the pattern matches `path` itself (relative to the pattern's directory): the
        /// walk tests each directory on its way, and never looks inside an ignored one.
        func matches(_ path: String, isDirectory: Bool) -> Bool {
            Glob.matchesExactly(glob, path, isDirectory: isDirectory)
        }
    }

    /// The patterns of `directory/.gitignore`, in order (bytes that are not UTF-8, in a
    /// comment say, do not lose the file).
    static func gitignorePatterns(in directory: String) -> [GitignorePattern] {
        guard let data = FileManager.default.contents(atPath: directory == "/" ? "/.gitignore" : directory + "/.gitignore") else { return [] }
        // Lines end in "\n" or "\r\n": the latter is one Character, which `== "\n"` would miss.
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            // Spaces at the end do not count (git); at the start they are part of the name.
            var glob = String(line)
            while glob.hasSuffix(" ") || glob.hasSuffix("\t") { glob.removeLast() }
            guard !glob.isEmpty, !glob.hasPrefix("#") else { return nil }
            let negated = glob.hasPrefix("!")
            if negated { glob.removeFirst() }
            if glob.hasPrefix("\\#") || glob.hasPrefix("\\!") { glob.removeFirst() }   // a name that starts with # or !
            return glob.isEmpty ? nil : GitignorePattern(glob: glob, negated: negated)
        }
    }

    /// `path` relative to the directory `top` that holds it ("" for `top` itself).
    static func relativePath(_ path: String, to top: String) -> String {
        path == top ? "" : String(path.dropFirst(top == "/" ? 1 : top.count + 1))
    }

    /// The `.gitignore` files of the directories above a real directory, up to the top of the
    /// git work tree around it (none outside a work tree: there a .gitignore means nothing).
    private struct OuterIgnores {
        /// The real directory's path relative to the top ("" for the top itself).
        let relative: String
        /// Each directory's patterns, with the directory relative to the top ("" for the top),
        /// outermost first.
        let groups: [(directory: String, patterns: [GitignorePattern])]
        /// The same groups, for paths spelt "/" and then their path relative to the top.
        private let indexed: [IgnoreGroup]

        /// `includingItsOwn`: the directory's own .gitignore too (for a file named in it).
        init?(around real: String, includingItsOwn: Bool) {
            guard let top = Paths.workTreeTop(of: real) else { return nil }
            var directories = [real]
            while directories.last! != top { directories.append(Paths.parent(directories.last!)) }
            relative = FileWalker.relativePath(real, to: top)
            var groups: [(directory: String, patterns: [GitignorePattern])] = []
            var indexed: [IgnoreGroup] = []
            for directory in directories.reversed() where includingItsOwn || directory != real {
                let inTop = FileWalker.relativePath(directory, to: top)
                guard let group = ParsedIgnores.group(in: directory, spelt: "/" + inTop) else { continue }
                groups.append((inTop, group.patterns))
                indexed.append(group)
            }
            self.groups = groups
            self.indexed = indexed
        }

        /// Whether the patterns ignore the path `relative` (to the top), or a directory on its
        /// way (git never looks inside an ignored directory: nothing in it can be taken back).
        func ignores(_ relative: String, isDirectory: Bool) -> Bool {
            guard !indexed.isEmpty else { return false }
            let parts = relative.split(separator: "/")
            var path = ""
            for (position, part) in parts.enumerated() {
                path += "/" + part
                if FileWalker.isIgnored(path, isDirectory: position < parts.count - 1 || isDirectory, by: indexed) { return true }
            }
            return false
        }
    }

    /// Each directory's `.gitignore`, read and indexed once a run (a hook names hundreds of files
    /// of a tree whose `.gitignore` has thousands of lines), again when the file has changed.
    private enum ParsedIgnores {
        nonisolated(unsafe) private static var known: [String: (stamp: FileStamp?, group: IgnoreGroup?)] = [:]
        private static let lock = NSLock()

        /// The patterns of `directory/.gitignore` (a real directory) for paths spelt
        /// `spelt/…`, or nil when it has none.
        static func group(in directory: String, spelt: String) -> IgnoreGroup? {
            let stamp = FileStamp.of(directory == "/" ? "/.gitignore" : directory + "/.gitignore")
            lock.lock()
            defer { lock.unlock() }
            let key = directory + "\u{0}" + spelt
            if let cached = known[key], cached.stamp == stamp { return cached.group }
            let patterns = stamp == nil ? [] : FileWalker.gitignorePatterns(in: directory)
            let group = patterns.isEmpty ? nil : IgnoreGroup(base: spelt, lead: "", patterns: patterns)
            known[key] = (stamp, group)
            return group
        }
    }

    /// Whether git ignores the file at `path`: a `.gitignore` pattern in its work tree matches it
    /// (or a directory on its way) and git does not track it.
    static func isIgnoredFile(_ path: String) -> Bool {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let real = realDirectory(directory), let outer = OuterIgnores(around: real, includingItsOwn: true) else { return false }
        let relative = outer.relative.isEmpty ? name : outer.relative + "/" + name
        guard outer.ignores(relative, isDirectory: false) else { return false }
        guard let index = GitIndex.around(real) else { return true }
        let inIndex = real == index.top ? name : relativePath(real, to: index.top) + "/" + name
        return !index.tracks(Array(inIndex.utf8))
    }

    /// The real path of a directory (links and `..` resolved), or nil.
    static func realDirectory(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The repository a walk is in, its index read when a `.gitignore` pattern first matches
    /// (a walk that ignores nothing never reads it).
    private final class Repository {
        let real: String
        let searchingUp: Bool
        init(real: String, searchingUp: Bool) { self.real = real; self.searchingUp = searchingUp }

        /// The index, and the walked directory's path relative to the work tree's top.
        lazy var index: (index: GitIndex, root: [UInt8])? = GitIndex.around(real, searchingUp: searchingUp).map { index in
            let relative = FileWalker.relativePath(real, to: index.top)
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

    /// Walks `directory`, open as `descriptor`: each directory below it is opened from its
    /// parent's descriptor without following a link, and each file found is recorded as the
    /// file it is there (`WalkedFiles`), so a directory swapped for a link while the tree is
    /// read is never walked into, and a file reached through one later is not read as this one.
    private static func walk(_ directory: String, descriptor: Int32, ignores: [IgnoreGroup], honourIgnores: Bool, place: Place?,
                             into found: inout [String], problems: inout [String]) {
        guard let entries = entries(of: descriptor) else {
            problems.append("\(Terminal.shown(directory)): cannot read the directory (\(String(cString: strerror(errno)).lowercased())); its files were not checked")
            return
        }
        var ignores = ignores
        var place = place
        // Another repository (a submodule, a checkout inside the project): its own index, and
        // only its own ignore files, as git does.
        if honourIgnores, place?.relative.isEmpty == false, Paths.isWorkTreeTop(directory), let real = realDirectory(directory) {
            place = Place(repository: Repository(real: real, searchingUp: false), relative: [], onlyTracked: false)
            ignores = []
        }
        if honourIgnores {
            let patterns = gitignorePatterns(in: directory)
            if !patterns.isEmpty { ignores.append(IgnoreGroup(base: directory, lead: "", patterns: patterns)) }
        }
        for (name, kind, isUTF8) in entries.sorted(by: { $0.name < $1.name }) {
            if name.utf8.first == UInt8(ascii: ".") { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // A name that is not UTF-8 cannot be spelt as a path here (its type is as listed).
            guard let type = kind == DT_UNKNOWN && isUTF8 ? typeOf(name, in: descriptor) : kind else { continue }
            let isDirectory = type == DT_DIR || type == DT_UNKNOWN && !isUTF8
            if !isDirectory && !extensions.contains(pathExtension(name)) { continue }
            var childPlace = place?.child(name)
            // The last pattern that matches decides (a later `!pattern` takes the path back).
            let ignored = childPlace?.onlyTracked == true || isIgnored(path, isDirectory: isDirectory, by: ignores)
            if ignored {
                // Ignored, unless git tracks it (or, for a directory, files in it or the directory
                // itself: a submodule).
                guard childPlace?.isTracked(directory: isDirectory) == true else { continue }
                childPlace?.onlyTracked = true
            }
            guard isUTF8 else {
                // Reported, never skipped in silence (unless git ignores it).
                problems.append("\(Terminal.shown(path)): the name is not valid UTF-8 and cannot be opened; it was not checked (rename it)")
                continue
            }
            if !isDirectory && !(type == DT_REG || type == DT_LNK) {
                // A pipe, socket or device with a source's name: reading it could block forever.
                let what = type == DT_FIFO ? "a named pipe" : type == DT_SOCK ? "a socket" : "a device"
                problems.append("\(Terminal.shown(path)): not a regular file (\(what)); it was not checked")
                continue
            }
            if isDirectory {
                if name == ".build" { continue }
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else {
                    problems.append(errno == ELOOP || errno == ENOTDIR
                        ? "\(Terminal.shown(path)): changed while the tree was read (no longer a directory); its files were not checked"
                        : "\(Terminal.shown(path)): cannot read the directory (\(String(cString: strerror(errno)).lowercased())); its files were not checked")
                    continue
                }
                walk(path, descriptor: child, ignores: ignores, honourIgnores: honourIgnores, place: childPlace, into: &found, problems: &problems)
                close(child)
            } else {
                // The file the name leads to now (through a link to a file, as it is read).
                var info = stat()
                let exists = fstatat(descriptor, name, &info, 0) == 0
                if exists && (info.st_mode & S_IFMT) == S_IFDIR { continue }   // a link to a directory: not followed
                if exists { WalkedFiles.record(path, info) }
                found.append(path)
            }
        }
    }

    /// The names in `directory` with their types as the directory lists them (`DT_UNKNOWN`
    /// where the file system does not say) and whether each is valid UTF-8 (if not, its name
    /// here has U+FFFD in place of the bad bytes), or nil (errno set) when it cannot be read.
    private static func entries(of descriptor: Int32) -> [(name: String, kind: UInt8, isUTF8: Bool)]? {
        var entries: [(name: String, kind: UInt8, isUTF8: Bool)] = []
        let complete = DirectoryEntries.forEach(descriptor: descriptor) { name, kind in
            let (text, isUTF8) = String(validatingCString: name).map { ($0, true) } ?? (String(cString: name), false)
            entries.append((text, kind, isUTF8))
        }
        return complete ? entries : nil
    }

    /// The type of `path` itself (not following a link), as a `DT_` value, or nil when it is gone.
    private static func typeOf(_ name: String, in descriptor: Int32) -> UInt8? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
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


    struct WalkError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension FileWalker.WalkError {
    var message: String { description }
}
