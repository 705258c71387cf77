/// Checks that input is well-formed UTF-8 before libyaml sees it, so the user
/// gets one clear diagnostic at the first bad byte.
///
/// formc reads UTF-8 only. A UTF-16 or UTF-32 file always fails here: each of
/// their byte order marks holds 0xFE or 0xFF, which never occur in UTF-8. (A
/// UTF-8 byte order mark is fine; libyaml skips it.)
enum UTF8Validation {
    /// What is wrong at an offset.
    enum Problem: Equatable {
        /// An ill-formed UTF-8 sequence starts here.
        case invalidUTF8
        /// A character libyaml's reader refuses starts here (C0 and C1 controls
        /// but tab, line feed, carriage return and next line; DEL; U+FFFE, U+FFFF).
        case controlCharacter
    }

    /// The first ill-formed UTF-8 sequence of `bytes` (Unicode's table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF, no truncated
    /// sequence) or, when all is well-formed, the first character libyaml's
    /// reader refuses. Once this finds nothing, libyaml's reader cannot fail on
    /// the bytes: nothing needs them again to place an error, and they may be
    /// dropped once parsed past.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, problem: Problem)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        // The first control seen; ill-formed UTF-8 anywhere wins over it (as
        // when libyaml read the file only after the whole was found to be UTF-8).
        var firstControl: Int?
        var controlsToo = true  // Until the first is found: only it counts.
        func control(at offset: Int) {
            firstControl = offset
            controlsToo = false  // Only the first one counts.
        }
        while index < count {
            // Fast path, eight bytes per step: no high bit set, and (when looking
            // for controls) no byte below 0x20 or equal to 0x7F.
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                if controlsToo {
                    let below20 = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                    let del = word ^ 0x7F7F_7F7F_7F7F_7F7F
                    let isDel = (del &- 0x0101_0101_0101_0101) & ~del & 0x8080_8080_8080_8080
                    guard below20 | isDel == 0 else { break }
                }
                index += 8
            }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                if controlsToo, (lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D) || lead == 0x7F {
                    control(at: index)
                }
                index += 1
                continue
            }
            guard let length = sequenceLength(lead: lead, in: base, at: index, count: count) else {
                return (index, .invalidUTF8)
            }
            if controlsToo, !isAllowed(lead: lead, in: base, at: index) { control(at: index) }
            index += length
        }
        return firstControl.map { ($0, .controlCharacter) }
    }

    /// Whether libyaml's reader takes the well-formed multi-byte character at
    /// `index`: not a C1 control but next line (U+0085), not U+FFFE or U+FFFF.
    @inline(__always)
    private static func isAllowed(lead: UInt8, in base: UnsafePointer<UInt8>, at index: Int) -> Bool {
        switch lead {
        case 0xC2: base[index + 1] >= 0xA0 || base[index + 1] == 0x85
        case 0xEF: !(base[index + 1] == 0xBF && base[index + 2] >= 0xBE)
        default: true
        }
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
