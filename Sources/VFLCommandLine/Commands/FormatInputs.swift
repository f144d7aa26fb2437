import Foundation
import VFLJSON
import VFLLint
import VFLSyntax

/// FormatInput is one format to process, with where it came from for messages.
public struct FormatInput {
    /// The format's bytes (without the line terminator).
    public var bytes: [UInt8]
    /// The name shown in diagnostics (`<stdin>`, `<argument>`).
    public var path: String
    /// The line the format is on in its input.
    public var line: Int
}

/// FormatInputs reads formats from arguments or standard input (one per line).
public enum FormatInputs {
    /// The formats named by `operands`: each operand is a format, `-` (or no operand at all)
    /// reads standard input one format per line, with `\n` or `\r\n` endings. Throws when
    /// standard input cannot be read (closed, a directory).
    public static func read(_ operands: [String]) throws -> [FormatInput] {
        var inputs: [FormatInput] = []
        let list = operands.isEmpty ? ["-"] : operands
        for (index, operand) in list.enumerated() {
            if operand == "-" {
                inputs.append(contentsOf: lines(of: try StandardInput.read(), path: "<stdin>"))
            } else {
                inputs.append(FormatInput(bytes: Array(operand.utf8), path: "<argument \(index + 1)>", line: 1))
            }
        }
        return inputs
    }

    /// Splits `bytes` into lines; a final line terminator does not start another format.
    public static func lines(of bytes: [UInt8], path: String) -> [FormatInput] {
        var result: [FormatInput] = []
        var start = 0
        var line = 1
        var i = 0
        while i <= bytes.count {
            if i == bytes.count || bytes[i] == UInt8(ascii: "\n") {
                if i == bytes.count && start == bytes.count && i > 0 { break }
                var end = i
                if end > start, bytes[end - 1] == UInt8(ascii: "\r"), i < bytes.count { end -= 1 }
                if !(i == bytes.count && bytes.isEmpty) {
                    result.append(FormatInput(bytes: Array(bytes[start..<end]), path: path, line: line))
                }
                line += 1
                start = i + 1
            }
            i += 1
        }
        return result
    }
}
