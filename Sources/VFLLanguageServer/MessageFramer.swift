/// MessageFramer splits the byte stream of a Language Server Protocol connection into message
/// bodies: each message is headers (`Content-Length: N`, optionally `Content-Type`), an empty
/// line, and N bytes of JSON. Bytes are appended as they arrive; `next()` hands out complete
/// bodies. A header block without a usable `Content-Length` is dropped whole and reported, so
/// one bad message never desynchronises the stream for good.
public struct MessageFramer {
    /// What `next()` found.
    public enum Item: Equatable {
        /// One message body.
        case message([UInt8])
        /// A header block that could not be used (no or a bad `Content-Length`), dropped.
        case badHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// After a header block that could not be used, its body's length is unknown: skip to the
    /// next `Content-Length` before reading headers again.
    private var resynchronizing = false
    /// The largest body accepted (a larger announced length is a bad header).
    public var largestMessage = 256 << 20

    public init() {}

    /// Adds bytes read from the connection.
    public mutating func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        if start > 0 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The bytes received but not yet handed out.
    public var pending: Int { buffer.count - start }

    /// The next complete item, or nil when more bytes are needed.
    public mutating func next() -> Item? {
        if resynchronizing {
            guard let found = Self.index(ofHeaderIn: buffer, from: start) else {
                // Keep a possible partial "Content-Length" at the end.
                start = max(start, buffer.count - 15)
                return nil
            }
            start = found
            resynchronizing = false
        }
        // The end of the header block: the first "\r\n\r\n" (or "\n\n", which some clients send).
        var i = start
        var headerEnd = -1, bodyStart = -1
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count && buffer[i + 1] == 0x0A { headerEnd = i; bodyStart = i + 2; break }
                if i + 2 < buffer.count && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { headerEnd = i; bodyStart = i + 3; break }
            }
            i += 1
        }
        guard headerEnd >= 0 else {
            // A header block longer than any real one is noise: drop it.
            if buffer.count - start > 64 << 10 {
                start = buffer.count
                return .badHeader("a header block longer than 64 KB")
            }
            return nil
        }
        var length: Int? = nil
        var lineStart = start
        while lineStart < headerEnd {
            var lineEnd = lineStart
            while lineEnd < headerEnd && buffer[lineEnd] != 0x0A { lineEnd += 1 }
            var line = buffer[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
                let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
                let value = String(decoding: line[(colon + 1)...].filter { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self)
                if name == "content-length" { length = Int(value) }
            }
            lineStart = lineEnd + 1
        }
        guard let length, length >= 0, length <= largestMessage else {
            start = bodyStart
            resynchronizing = true
            return .badHeader(length == nil ? "no Content-Length header" : "a Content-Length out of range")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// Where the next `Content-Length` header (any case) starts, at or after `from`.
    static func index(ofHeaderIn buffer: [UInt8], from: Int) -> Int? {
        let name = Array("content-length".utf8)
        var i = from
        while i + name.count <= buffer.count {
            var k = 0
            while k < name.count && (buffer[i + k] | 0x20) == name[k] { k += 1 }   // '-' | 0x20 is '-
            if k == name.count { return i }
            i += 1
        }
        return nil
    }

    /// A message framed for sending.
    public static func frame<Body: Collection>(_ body: Body) -> [UInt8] where Body.Element == UInt8 {
        var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        message.reserveCapacity(message.count + body.count)
        message.append(contentsOf: body)
        return message
    }
}
