import Dispatch
import Foundation
import VFLSourceScan
import VFLSyntax

/// UnifiedDiff renders the difference of two versions of a file that have the same lines
/// (the formatter never adds or removes a line), with three lines of context.
enum UnifiedDiff {
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        guard a.count == b.count else {
            // Not expected from the formatter; show the whole file replaced.
            return header(path) + "@@ -1,\(a.count) +1,\(b.count) @@\n" + a.map { "-" + text($0) }.joined() + b.map { "+" + text($0) }.joined()
        }
        let changed = (0..<a.count).filter { a[$0] != b[$0] }
        var out = header(path)
        var index = 0
        while index < changed.count {
            var last = index
            while last + 1 < changed.count && changed[last + 1] - changed[last] <= 2 * context + 1 { last += 1 }
            let start = max(0, changed[index] - context), end = min(a.count, changed[last] + context + 1)
            out += "@@ -\(start + 1),\(end - start) +\(start + 1),\(end - start) @@\n"
            let set = Set(changed[index...last])
            // A run of changed lines reads as diff -u and git print it: its old lines, then its new.
            var line = start
            while line < end {
                guard set.contains(line) else {
                    out += " " + text(a[line])
                    line += 1
                    continue
                }
                var runEnd = line
                while runEnd < end && set.contains(runEnd) { runEnd += 1 }
                for old in line..<runEnd { out += "-" + text(a[old]) }
                for new in line..<runEnd { out += "+" + text(b[new]) }
                line = runEnd
            }
            index = last + 1
        }
        return out
    }

    /// The two name lines. A relative path gets git's `a/` and `b/`, so `git apply` and
    /// `patch -p1` take the diff from where the tool ran; an absolute path is written as it
    /// is (`patch -p0`), as `diff -u` and `ruff format --diff` do, not as `a//tmp/…`. A
    /// leading `./` (the walk of the current directory) is dropped: `git apply` refuses it.
    static func header(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
        let shown = Terminal.shown(String(path))
        return path.hasPrefix("/") ? "--- \(shown)\n+++ \(shown)\n" : "--- a/\(shown)\n+++ b/\(shown)\n"
    }

    static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return string.hasSuffix("\n") ? string : string + "\n\\ No newline at end of file\n"
    }
}
