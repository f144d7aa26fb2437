import VFLSyntax

/// FileSurvey is what one pass over a file's bytes tells a tool before anything is lexed: whether
/// the file is text, names the API, holds a suppression comment's marker or a literal that may be
/// a format. Most files of a tree are none of these, and each question used to be a pass of its
/// own; here the four share one pass, sixteen positions a step.
public struct FileSurvey: Sendable, Equatable {
    /// Whether the bytes are UTF-8 text, binary, or neither (`UTF8Validation.kind`).
    public var kind: UTF8Validation.Kind
    /// Whether `VisualFormat` occurs (both spellings of the API's name contain it).
    public var mentionsAPI: Bool
    /// Whether `vfl-lint:` occurs (every suppression comment holds it).
    public var mentionsSuppression: Bool
    /// Whether `H:|`, `H:[`, `V:|`, `V:[`, `"|-` or `"|[` occurs, as in every format-like
    /// literal but a rare spaced one (`SourceScan.unreachedFormats` lexes no file without one).
    public var mayHoldFormatLiteral: Bool

    public init(_ bytes: [UInt8]) {
        var api = false, suppression = false, literal = false
        // The first byte that is not ASCII or is NUL: validation starts there, if anywhere.
        var unusual: Int? = nil
        bytes.withUnsafeBytes { buffer in
            let n = buffer.count
            guard n > 0 else { return }
            let base = buffer.baseAddress!
            // Whether each marker starts at `i`, reading no byte past the end.
            func probe(_ i: Int) {
                let b = base.load(fromByteOffset: i, as: UInt8.self)
                if unusual == nil, b >= 0x80 || b == 0 { unusual = i }
                if !api, b == UInt8(ascii: "V"), Self.holds(Self.apiMarker, at: i, base, n) { api = true }
                if !suppression, b == UInt8(ascii: "v"), Self.holds(Self.suppressionMarker, at: i, base, n) { suppression = true }
                if !literal, i + 2 < n {
                    let b1 = base.load(fromByteOffset: i + 1, as: UInt8.self), b2 = base.load(fromByteOffset: i + 2, as: UInt8.self)
                    let orientation = (b == UInt8(ascii: "H") || b == UInt8(ascii: "V")) && b1 == UInt8(ascii: ":")
                        && (b2 == UInt8(ascii: "|") || b2 == UInt8(ascii: "["))
                    let edge = b == UInt8(ascii: "\"") && b1 == UInt8(ascii: "|") && (b2 == UInt8(ascii: "-") || b2 == UInt8(ascii: "["))
                    if orientation || edge { literal = true }
                }
            }
            typealias Block = SIMD16<UInt8>
            typealias Mask = SIMDMask<SIMD16<Int8>>
            @inline(__always) func block(_ offset: Int) -> Block { base.loadUnaligned(fromByteOffset: offset, as: Block.self) }
            @inline(__always) func any(_ mask: Mask) -> Bool {
                // `any(_:)` of the standard library is a call here; two words are not.
                let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
                return words[0] | words[1] != 0
            }
            // Sixteen start positions a step; the widest probe reads 11 bytes past the last.
            let reach = Self.apiMarker.count - 1, suppressionReach = Self.suppressionMarker.count - 1
            var i = 0
            while i + Block.scalarCount + reach <= n {
                let b0 = block(i), b1 = block(i + 1), b2 = block(i + 2)
                let bigV = b0 .== Block(repeating: UInt8(ascii: "V"))
                var found = Mask(repeating: false)
                if !literal {
                    let orientation = (bigV .| (b0 .== Block(repeating: UInt8(ascii: "H")))) .& (b1 .== Block(repeating: UInt8(ascii: ":")))
                        .& ((b2 .== Block(repeating: UInt8(ascii: "|"))) .| (b2 .== Block(repeating: UInt8(ascii: "["))))
                    let edge = (b0 .== Block(repeating: UInt8(ascii: "\""))) .& (b1 .== Block(repeating: UInt8(ascii: "|")))
                        .& ((b2 .== Block(repeating: UInt8(ascii: "-"))) .| (b2 .== Block(repeating: UInt8(ascii: "["))))
                    found .|= orientation .| edge
                }
                // A marker's first and last bytes; `probe` compares the rest.
                if !api { found .|= bigV .& (block(i + reach) .== Block(repeating: UInt8(ascii: "t"))) }
                if !suppression {
                    found .|= (b0 .== Block(repeating: UInt8(ascii: "v")))
                        .& (block(i + suppressionReach) .== Block(repeating: UInt8(ascii: ":")))
                }
                if unusual == nil { found .|= (b0 .>= Block(repeating: 0x80)) .| (b0 .== Block(repeating: 0)) }
                if any(found) {
                    for k in i..<(i + Block.scalarCount) { probe(k) }
                    if api && suppression && literal && unusual != nil { return }
                }
                i += Block.scalarCount
            }
            while i < n {
                probe(i)
                i += 1
            }
        }
        kind = unusual.map { UTF8Validation.kind(bytes, from: $0) } ?? .text
        mentionsAPI = api
        mentionsSuppression = suppression
        mayHoldFormatLiteral = literal
    }

    /// Whether `marker` starts at `offset` of the `count` bytes at `base`.
    private static func holds(_ marker: [UInt8], at offset: Int, _ base: UnsafeRawPointer, _ count: Int) -> Bool {
        guard offset + marker.count <= count else { return false }
        for k in marker.indices where base.load(fromByteOffset: offset + k, as: UInt8.self) != marker[k] { return false }
        return true
    }

    /// Both API spellings (`withVisualFormat:`, `constraintsWithVisualFormat:`) contain this.
    static let apiMarker = Array("VisualFormat".utf8)
    /// Every suppression comment (`// vfl-lint:disable …`) contains this.
    public static let suppressionMarker = Array("vfl-lint:".utf8)
}
