import Foundation
import VFLSyntax

/// Output buffers what a command writes to standard output and standard error.
public struct Output: TextOutputStream {
    private var buffer: [UInt8] = []
    /// Why standard output could not be written (a full disk, a closed pipe or descriptor), from
    /// the first failure on: a run whose output was lost must not end as a success.
    public private(set) var writeFailure: String? = nil
    /// Whether `write` escapes control bytes (`Terminal.escaped`): for output without colours
    /// that quotes someone else's text, such as a pasted log.
    public var escapesControlBytes = false

    /// Creates an empty output.
    public init() {}

    /// Appends `text` to standard output, flushing when the buffer is large.
    public mutating func write(_ text: String) {
        buffer.append(contentsOf: (escapesControlBytes ? Terminal.escaped(text) : text).utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends `bytes` to standard output exactly as they are (a file's contents, which need not
    /// be UTF-8: nothing is replaced).
    public mutating func writeBytes(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `text` to standard error at once (after flushing what standard output holds),
    /// control bytes escaped: messages quote paths and source text.
    public mutating func error(_ text: String) {
        flush()
        var bytes = Array(Terminal.escaped(text).utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
        fflush(stderr)
    }

    /// Writes everything buffered to standard output, noting a failure (`writeFailure`).
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        let written = buffer.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
        if (written != buffer.count || fflush(stdout) != 0) && writeFailure == nil {
            writeFailure = "cannot write standard output (\(String(cString: strerror(errno)).lowercased()))"
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, and turns `status` into 2 (after saying why, as `tool`) when standard output
    /// could not be written: every tool ends through this.
    public mutating func finish(_ status: Int32, tool: String) -> Int32 {
        flush()
        guard let writeFailure else { return status }
        error("\(tool): \(writeFailure)")
        return 2
    }
}

/// Terminal answers questions about where output goes.
public enum Terminal {
    /// Whether colour should be used on standard output for `--color auto|always|never`,
    /// honouring `NO_COLOR`.
    public static func useColor(_ mode: String, fileDescriptor: Int32 = 1) -> Bool {
        switch mode {
        case "always": return true
        case "never": return false
        default:
            if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
            return isatty(fileDescriptor) == 1
        }
    }

    /// A path or other one-line field as shown in a message: every control character escaped,
    /// line breaks too, so a file name never splits or forges a line.
    public static func shown(_ path: String) -> String { escaped(path, keepLineBreaks: false) }

    /// `text` with every control character but tabs (and line breaks, unless a one-line field
    /// such as a path is escaped) written as `\u{1B}`, so bytes from someone's source or file
    /// names never reach a terminal raw: C0 and DEL, the C1 controls (U+0080 to U+009F, which
    /// some terminals obey as escape sequences) and the bidirectional overrides and isolates
    /// (U+202A to U+202E, U+2066 to U+2069), which reorder what a line shows.
    public static func escaped(_ text: String, keepLineBreaks: Bool = true) -> String {
        // C1 controls are 0xC2 0x80…0x9F in UTF-8, the bidirectional controls 0xE2 0x80/0x81 ….
        func mayHold(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        }
        // Read in place: most text has none of these bytes, and a report can hold millions.
        guard text.utf8.withContiguousStorageIfAvailable(mayHold) ?? true else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let control = value < 0x20 && !(keepLineBreaks && scalar == "\n") && scalar != "\t" || value == 0x7F
                || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if control {
                result += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Diagnostic {
    /// The diagnostic with its message, runtime message and notes escaped for a terminal: they
    /// quote the text they are about, which may hold control bytes.
    var escapedForTerminal: Diagnostic {
        var shown = self
        shown.message = Terminal.escaped(message)
        shown.apple = apple.map { Terminal.escaped($0) }
        shown.notes = notes.map { DiagnosticNote(Terminal.escaped($0.message), range: $0.range) }
        return shown
    }
}
