/// NumberConversion converts the text of a number token to a `Double` exactly as C `strtod`
/// would (correctly rounded), without allocating in the common case.
@usableFromInline
enum NumberConversion {
    /// 10^k for 0 <= k <= 22, which a `Double` holds exactly (each partial product is exact too).
    @usableFromInline @inline(__always)
    static func powerOfTen(_ k: Int) -> Double {
        var power = 1.0
        for _ in 0..<k { power *= 10 }
        return power
    }

    /// The value of a decimal or hexadecimal number token (no sign).
    @usableFromInline
    static func value(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if let fast = fastDecimal(text) { return fast }
        // Rare: long mantissas, large exponents, hexadecimal. The standard library's
        // conversion is strtod's, correctly rounded.
        return Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }

    /// Clinger's fast path: a mantissa below 2^53 scaled by an exact power of ten gives the
    /// correctly rounded result with one multiplication or division.
    static func fastDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var i = 0
        let count = text.count
        if count >= 2, text[0] == UInt8(ascii: "0"), text[1] | 0x20 == UInt8(ascii: "x") { return nil }
        while i < count, text[i] &- UInt8(ascii: "0") < 10 {
            if mantissa != 0 || text[i] != UInt8(ascii: "0") { digits += 1 }
            guard digits <= 15 else { return nil }
            mantissa = mantissa &* 10 &+ UInt64(text[i] &- UInt8(ascii: "0"))
            i += 1
        }
        if i < count, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < count, text[i] &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || text[i] != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(text[i] &- UInt8(ascii: "0"))
                scale -= 1
                i += 1
            }
        }
        if i < count, text[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var negative = false
            if i < count, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                negative = text[i] == UInt8(ascii: "-")
                i += 1
            }
            var exponent = 0
            while i < count, text[i] &- UInt8(ascii: "0") < 10 {
                exponent = exponent * 10 + Int(text[i] &- UInt8(ascii: "0"))
                guard exponent < 1000 else { return nil }
                i += 1
            }
            scale += negative ? -exponent : exponent
        }
        guard i == count else { return nil }
        if mantissa == 0 { return 0 }
        let value = Double(mantissa)
        if scale == 0 { return value }
        if scale > 0, scale <= 22 { return value * powerOfTen(scale) }
        if scale < 0, scale >= -22 { return value / powerOfTen(-scale) }
        return nil
    }
}
