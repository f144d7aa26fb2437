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
    /// walking skip what they match (as git does, relative to the directory of each `.gitignore`).
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
        walk(path, ignores: [], honourIgnores: honourIgnores, into: &found, problems: &problems)
        return .success(found.sorted())
    }

    private static func walk(_ directory: String, ignores: [(base: String, pattern: String)], honourIgnores: Bool,
                             into found: inout [String], problems: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            let handle = opendir(directory)
            let reason = handle == nil ? String(cString: strerror(errno)).lowercased() : "it could not be listed"
            if let handle { closedir(handle) }
            problems.append("\(directory): cannot read the directory (\(reason)); its files were not checked")
            return
        }
        var ignores = ignores
        if honourIgnores, let text = try? String(contentsOfFile: directory + "/.gitignore", encoding: .utf8) {
            for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
                let pattern = line.trimmingCharacters(in: .whitespaces)
                if pattern.isEmpty || pattern.hasPrefix("#") || pattern.hasPrefix("!") { continue }
                ignores.append((directory, pattern))
            }
        }
        for name in names.sorted() {
            if name.hasPrefix(".") { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            let isDirectory = type == .typeDirectory
            if ignores.contains(where: { ignore in
                let relative = path.hasPrefix(ignore.base + "/") ? String(path.dropFirst(ignore.base.count + 1)) : name
                return Glob.matches(ignore.pattern, relative) || isDirectory && Glob.matches(ignore.pattern, relative + "/")
            }) { continue }
            if isDirectory {
                if name == ".build" { continue }
                walk(path, ignores: ignores, honourIgnores: honourIgnores, into: &found, problems: &problems)
            } else if type == .typeRegular || type == .typeSymbolicLink && !isDirectoryLink(path) {
                if extensions.contains((name as NSString).pathExtension.lowercased()) { found.append(path) }
            }
        }
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
