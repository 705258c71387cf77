/// The scalars that must never reach generated source as themselves, because
/// they end a line or hide what the text really says. One fixed table (not
/// the toolchain's Unicode categories), so output does not change with the
/// Swift version formc is built with.
enum UnicodeHazards {
    /// C0 controls, DEL and C1 controls (which include NEL, U+0085).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Line and paragraph separators outside the controls: U+2028, U+2029.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Invisible characters: bidirectional controls ("Trojan Source",
    /// CVE-2021-42574: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
    /// zero-width and other invisible format characters (U+00AD, U+180E,
    /// U+200B–U+200D, U+2060–U+206F, U+FEFF, U+FFF9–U+FFFB, U+1D173–U+1D17A),
    /// the tag characters U+E0000–U+E007F (which can smuggle hidden ASCII),
    /// the prepended format characters (U+0600–U+0605, U+06DD, U+070F,
    /// U+0890, U+0891, U+08E2, U+110BD, U+110CD: they would fuse with a
    /// closing quote on screen),
    /// invisible Hangul and Khmer fillers, and the noncharacters U+xFFFE and
    /// U+xFFFF. (The noncharacters U+FDD0–U+FDEF are not listed: Swift rejects
    /// them in `\u{…}` with "invalid unicode scalar", so a literal can only
    /// hold them as themselves.)
    ///
    /// The zero width joiner U+200D is included although emoji sequences use
    /// it: escaped, `👨‍👩‍👧` reads `👨\u{200D}👩\u{200D}👧` but the value is
    /// the same, and one context-free rule is easier to trust than exceptions.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0:
            true
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD:
            true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFFF9...0xFFFB,
             0x1D173...0x1D17A, 0xE0000...0xE007F:
            true
        default:
            // U+xFFFE and U+xFFFF in every plane are noncharacters.
            scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// Whether `scalar` joins the character before it (combining marks,
    /// variation selectors, emoji skin-tone modifiers). Right after a quote or
    /// an escape sequence, such a scalar would fuse with the syntax on screen.
    static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        // Ranges with no extending scalar, answered without the property tables: Latin
        // and other scalars before the combining marks (U+0300), and the letters of
        // Hiragana, Katakana and CJK ideographs (the kana's voicing marks U+3099,
        // U+309A and the halfwidth ones U+FF9E, U+FF9F lie outside them).
        switch scalar.value {
        case ..<0x300, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: return false
        default: break
        }
        return scalar.properties.isGraphemeExtend
            || scalar.properties.generalCategory == .spacingMark
            || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// `\u{…}` with the scalar's value in upper-case hex, as Swift spells it.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

extension UnicodeHazards {
    /// Whether every scalar of valid UTF-8 `text` ``standsAlone(_:)``: then it has a Character per scalar.
    static func allStandAlone(_ text: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < text.count {
            let (scalar, length) = Self.scalar(in: text, at: index)
            if !standsAlone(scalar) { return false }
            index += length
        }
        return true
    }

    /// The scalar value starting at `index` of valid UTF-8 `text`, and its length in bytes.
    private static func scalar(in text: UnsafeRawBufferPointer, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(text[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(text[index + offset]) & 0x3F }
        switch lead {
        case ..<0x80: return (lead, 1)
        case ..<0xE0: return ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
    }

    /// Whether a scalar is surely a Character of its own whatever its neighbours: not CR (CR LF
    /// is one), and in a range with no combining, joining or prepended scalar (as
    /// ``isExtending(_:)`` answers without tables; checked by a test).
    static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0D: false
        case ..<0x300, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: true
        default: false
        }
    }
}
