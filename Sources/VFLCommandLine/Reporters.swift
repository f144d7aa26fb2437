import Foundation
import VFLLint
import VFLSyntax

/// Reporters render findings in the shapes TOOLING.md fixes: `xcode` (default), `full`, `json`,
/// `github`, `sarif` and `checkstyle`. Files arrive sorted by path and findings by position, so
/// every output is deterministic.
enum Reporters {
    static let names = ["xcode", "full", "json", "github", "sarif", "checkstyle"]

    static func render(_ name: String, _ files: [LintedFile], configs: [LintConfiguration], color: Bool) -> String {
        switch name {
        case "full": return full(files, color: color)
        case "json": return json(files)
        case "github": return github(files)
        case "sarif": return sarif(files)
        case "checkstyle": return checkstyle(files)
        default: return xcode(files)
        }
    }

    struct Place {
        var line: Int, column: Int, endLine: Int, endColumn: Int
    }

    /// 1-based lines and UTF-8 byte columns (as compilers and Xcode count them).
    static func place(_ range: ByteRange, _ file: LintedFile) -> Place {
        let start = file.lines.location(of: range.lowerBound), end = file.lines.location(of: range.upperBound)
        return Place(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The same place with columns counted in UTF-16 code units (SARIF's `utf16CodeUnits`).
    static func utf16Place(_ range: ByteRange, _ file: LintedFile) -> Place {
        func column(_ offset: Int) -> (Int, Int) {
            let location = file.lines.location(of: offset)
            let lineStart = file.lines.lineStarts[location.line - file.lines.firstLine]
            let prefix = file.bytes[lineStart..<min(max(offset, lineStart), file.bytes.count)]
            return (location.line, String(decoding: prefix, as: UTF8.self).utf16.count + 1)
        }
        let (line, col) = column(range.lowerBound), (endLine, endCol) = column(range.upperBound)
        return Place(line: line, column: col, endLine: endLine, endColumn: endCol)
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `path` relative to the repository (the nearest directory with `.git` above the current
    /// directory), else to the current directory.
    static func repositoryRelative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        var root = cwd
        while root != "/" && !FileManager.default.fileExists(atPath: root + "/.git") {
            root = (root as NSString).deletingLastPathComponent
        }
        if root == "/" { root = cwd }
        let full = absolute(path)
        return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
    }
}
