/// URIReference writes a file path as a URI reference (RFC 3986), for SARIF's `uri` and the
/// language server's document URIs.
public enum URIReference {
    /// `path` with each segment percent-encoded but for the unreserved characters, so that
    /// `Issue#12.swift`, `a%20b.swift` and `Supporting Files/` stay the names they are; an
    /// absolute path becomes a `file://` URI.
    public static func encode(_ path: String) -> String {
        var encoded = path.hasPrefix("/") ? "file://" : ""
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return encoded
    }
}
