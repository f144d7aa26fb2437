import VFLSyntax

/// JSONWriter builds compact JSON text by hand, keeping keys in the order written.
///
/// It is deliberately small: objects, arrays, strings, numbers, booleans and null.
public struct JSONWriter {
    /// The text written so far.
    public private(set) var text = ""
    private var needsComma = [false]

    /// Creates an empty writer.
    public init() {}

    /// The text written since the last drain, which the writer lets go of (a long report is
    /// written out piece by piece; the nesting carries on).
    public mutating func drain() -> String {
        defer { text = "" }
        return text
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    /// Starts an object (as a value, or under `key` inside an object).
    public mutating func beginObject(_ key: String? = nil) {
        if let key { self.key(key) } else { separate() }
        text += "{"
        needsComma.append(false)
    }

    /// Ends the current object.
    public mutating func endObject() {
        needsComma.removeLast()
        text += "}"
    }

    /// Starts an array (as a value, or under `key` inside an object).
    public mutating func beginArray(_ key: String? = nil) {
        if let key { self.key(key) } else { separate() }
        text += "["
        needsComma.append(false)
    }

    /// Ends the current array.
    public mutating func endArray() {
        needsComma.removeLast()
        text += "]"
    }

    private mutating func key(_ key: String) {
        separate()
        JSONWriter.appendString(key, to: &text)
        text += ":"
        needsComma[needsComma.count - 1] = true
    }

    /// Writes `"key": "value"` (or null).
    public mutating func field(_ key: String, _ value: String?) {
        self.key(key)
        if let value { JSONWriter.appendString(value, to: &text) } else { text += "null" }
    }

    /// Writes `"key": number`; non-finite numbers become null, which JSON has no form for.
    public mutating func field(_ key: String, _ value: Double?) {
        self.key(key)
        text += JSONWriter.number(value)
    }

    /// Writes `"key": integer`.
    public mutating func field(_ key: String, _ value: Int) {
        self.key(key)
        text += String(value)
    }

    /// Writes `"key": true|false`.
    public mutating func field(_ key: String, _ value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
    }

    /// Writes `"key": null`.
    public mutating func null(_ key: String) {
        self.key(key)
        text += "null"
    }

    /// Writes a string as an array element.
    public mutating func element(_ value: String) {
        separate()
        JSONWriter.appendString(value, to: &text)
    }

    /// Writes an integer as an array element.
    public mutating func element(_ value: Int) {
        separate()
        text += String(value)
    }

    /// A number as JSON text: the shortest that reads back the same; null when not finite.
    public static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return NumberFormatting.shortest(value)
    }

    /// Appends `value` as a JSON string literal, escaping quotes, backslashes and control
    /// characters; everything else is written as UTF-8.
    public static func appendString(_ value: String, to text: inout String) {
        text += "\""
        // Most strings need no escape: appended as they are.
        var value = value
        let plain = value.withUTF8 { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xE2 }
        }
        if plain {
            text += value
            text += "\""
            return
        }
        // Otherwise the runs of bytes between escapes are appended whole.
        value.withUTF8 { bytes in
            var run = 0
            var i = 0
            func flush(to end: Int) {
                if end > run { text += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self) }
            }
            while i < bytes.count {
                let b = bytes[i]
                var escape: String? = nil
                var width = 1
                switch b {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20, 0x7F: escape = "\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16)
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    escape = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"   // line and paragraph separators
                    width = 3
                default: break
                }
                if let escape {
                    flush(to: i)
                    text += escape
                    run = i + width
                }
                i += width
            }
            flush(to: bytes.count)
        }
        text += "\""
    }
}
