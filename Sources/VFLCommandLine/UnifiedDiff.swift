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
            for line in start..<end {
                if set.contains(line) {
                    out += "-" + text(a[line]) + "+" + text(b[line])
                } else {
                    out += " " + text(a[line])
                }
            }
            index = last + 1
        }
        return out
    }

    static func header(_ path: String) -> String { "--- a/\(Terminal.shown(path))\n+++ b/\(Terminal.shown(path))\n" }

    static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return string.hasSuffix("\n") ? string : string + "\n\\ No newline at end of file\n"
    }
}
