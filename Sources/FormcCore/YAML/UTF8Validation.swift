/// Checks that input is well-formed UTF-8 before libyaml sees it, so the user
/// gets one clear diagnostic at the first bad byte.
///
/// formc reads UTF-8 only. A UTF-16 or UTF-32 file always fails here: each of
/// their byte order marks holds 0xFE or 0xFF, which never occur in UTF-8. (A
/// UTF-8 byte order mark is fine; libyaml skips it.)
enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, or nil when
    /// all of `bytes` is well-formed UTF-8 (Unicode's table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF, no truncated sequence).
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            // ASCII fast path: eight bytes per step while no byte has its high bit set.
            while index + 8 <= count,
                  raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return nil }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(lead: lead, in: base, at: index, count: count) else {
                return index
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte sequence starting with `lead`
    /// at `index`, or nil when it is ill-formed.
    @inline(__always)
    private static func sequenceLength(lead: UInt8, in base: UnsafePointer<UInt8>,
                                       at index: Int, count: Int) -> Int? {
        // The second byte's range depends on the lead byte; later bytes are 80…BF.
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)   // not the surrogates
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)   // up to U+10FFFF
        default: return nil                                   // 80…C1, F5…FF
        }
        guard index + length <= count, secondRange.contains(base[index + 1]) else { return nil }
        for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
