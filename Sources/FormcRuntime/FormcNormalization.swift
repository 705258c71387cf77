import Foundation

/// Rewrites text the way a field's spec says (`normalize:`): full-width
/// ASCII to half-width, half-width katakana to full-width, hiragana to
/// katakana or katakana to hiragana, kana to the half-width katakana of bank
/// account names, upper or lower case, trimmed, and digits padded with
/// leading zeros. Pure Swift over Unicode scalars, so it gives the same
/// answer on every platform; characters it has no rule for (emoji, combining
/// marks, kanji) pass through unchanged.
public struct FormcNormalization: Equatable, Sendable {
    /// One rewrite.
    public enum Transform: String, CaseIterable, Sendable, Codable {
        /// Full-width ASCII (`Ａ`, `０`, `－`) and the ideographic space to their half-width forms.
        case halfwidth
        /// Half-width katakana (`ｶﾞ`) to full-width (`ガ`), voiced marks composed.
        case fullwidthKatakana = "fullwidth_katakana"
        /// Hiragana (`やまだ`) to katakana (`ヤマダ`).
        case katakana
        /// Katakana, full- or half-width (`ヤマダ`, `ﾔﾏﾀﾞ`), to hiragana (`やまだ`);
        /// katakana with no hiragana (`ヷ`, `ー`) stay.
        case hiragana
        /// Kana and full-width ASCII to the half-width katakana of bank account
        /// names (全銀): `ヤマダ　タロウ` → `ﾔﾏﾀﾞ ﾀﾛｳ`, small kana large (`ッ` → `ﾂ`),
        /// `ー` → `-`, `・` → `.`.
        case halfwidthKatakana = "halfwidth_katakana"
        /// Whitespace and newlines removed at both ends.
        case trim
        /// Letters to upper case.
        case uppercase
        /// Letters to lower case.
        case lowercase
    }

    /// The rewrites; they run in ``Transform``'s order whatever the order given.
    public let transforms: Set<Transform>
    /// The number of digits a text of ASCII digits only is padded to with
    /// leading zeros (`1` → `001` for 3), when editing ends; `nil` for none.
    public let zeroPad: Int?

    /// A normalisation doing `transforms`, and padding digits to `zeroPad` digits.
    public init(_ transforms: [Transform], zeroPad: Int? = nil) {
        self.transforms = Set(transforms)
        self.zeroPad = zeroPad
    }

    /// Every rewrite: what the model holds.
    public func apply(_ text: String) -> String {
        var rewritten = characters(text)
        if transforms.contains(.trim) { rewritten = rewritten.trimmingCharacters(in: .whitespacesAndNewlines) }
        return zeroPad.map { Self.padded(rewritten, to: $0) } ?? rewritten
    }

    /// `text` with leading zeros up to `digits` digits when it is ASCII digits
    /// only and shorter; any other text (empty, signed, spaced, full-width,
    /// already long enough) as it is.
    public static func padded(_ text: String, to digits: Int) -> String {
        let count = text.utf8.count
        guard count > 0, count < digits, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return text }
        return String(repeating: "0", count: digits - count) + text
    }

    /// The rewrites of single characters (all but `trim` and the padding):
    /// what is safe to do while the user types, since it never removes what
    /// they just typed.
    public func characters(_ text: String) -> String {
        let toHiragana = transforms.contains(.hiragana)
        let toHalfwidthKana = transforms.contains(.halfwidthKatakana)
        // Both go through full-width katakana with the voiced marks composed.
        let halfwidth = transforms.contains(.halfwidth) || toHalfwidthKana
        let fullwidthKana = transforms.contains(.fullwidthKatakana) || toHiragana || toHalfwidthKana
        let katakana = transforms.contains(.katakana) || toHalfwidthKana
        let composes = fullwidthKana || katakana
        guard halfwidth || composes else { return cased(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var value = scalar.value
            var isHalfwidthMark = false
            if halfwidth {
                if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 } else if value == 0x3000 { value = 0x20 }
            }
            if fullwidthKana, let mapped = Self.fullwidthKana(value) {
                isHalfwidthMark = value == 0xFF9E || value == 0xFF9F
                value = mapped
            }
            if katakana, (0x3041...0x3096).contains(value) || value == 0x309D || value == 0x309E { value += 0x60 }
            if composes, value == 0x3099 || value == 0x309A {
                if let base = scalars.last, let composed = Self.compose(base.value, mark: value) {
                    scalars.removeLast()
                    value = composed
                } else if isHalfwidthMark {
                    value += 2  // A lone ﾞ / ﾟ becomes the spacing ゛ / ゜, not a combining mark.
                }
            }
            scalars.append(Unicode.Scalar(value) ?? scalar)
        }
        if toHiragana { scalars = Self.toHiragana(scalars) }
        if toHalfwidthKana { scalars = Self.toHalfwidthKana(scalars) }
        return cased(String(scalars))
    }

    /// Full-width katakana to hiragana, where Unicode has one: ァ…ヶ (ヴ → ゔ,
    /// ヵ → ゕ), ヽ ヾ → ゝ ゞ; ヷ…ヺ, ー and ・ have none and stay.
    private static func toHiragana(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            let value = scalar.value
            let shifted = (0x30A1...0x30F6).contains(value) || value == 0x30FD || value == 0x30FE
            result.append(shifted ? Unicode.Scalar(value - 0x60) ?? scalar : scalar)
        }
        return result
    }

    /// Full-width katakana (half-width kana and hiragana made full-width
    /// katakana already) to the half-width katakana of 全銀 account names: voiced marks as a separate
    /// ﾞ / ﾟ, small kana as large ones, ー as `-`, ・ as `.`, 「」 as ｢｣, 、。 as
    /// `,` `.`, the spacing marks ゛゜ as ﾞﾟ.
    private static func toHalfwidthKana(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            guard let mapped = halfwidthKanaScalars(for: scalar.value) else {
                result.append(scalar)
                continue
            }
            for value in mapped { result.append(Unicode.Scalar(value) ?? scalar) }
        }
        return result
    }

    /// The half-width scalars for one full-width one, `nil` when it has no rule.
    private static func halfwidthKanaScalars(for value: UInt32) -> [UInt32]? {
        switch value {
        case 0x30FC: return [0x2D]  // ー → -
        case 0x30FB, 0x3002: return [0x2E]  // ・ 。 → .
        case 0x3001: return [0x2C]  // 、 → ,
        case 0x300C: return [0xFF62]        // 「 → ｢
        case 0x300D: return [0xFF63]        // 」 → ｣
        case 0x3099, 0x309B: return [0xFF9E]  // voiced mark → ﾞ
        case 0x309A, 0x309C: return [0xFF9F]  // semi-voiced mark → ﾟ
        case 0x30A1...0x30FA:
            if let plain = halfwidthPlain[value] { return [plain] }
            if value == 0x30F4 { return [0xFF73, 0xFF9E] }  // ヴ → ｳﾞ
            if (0x30F7...0x30FA).contains(value) {  // ヷヸヹヺ → ﾜﾞ ｲﾞ ｴﾞ ｦﾞ
                return [[0xFF9C, 0xFF72, 0xFF74, 0xFF66][Int(value - 0x30F7)], 0xFF9E]
            }
            if voiced.contains(value - 1), let plain = halfwidthPlain[value - 1] { return [plain, 0xFF9E] }
            if semiVoiced.contains(value - 2), let plain = halfwidthPlain[value - 2] { return [plain, 0xFF9F] }
            return nil
        default: return nil
        }
    }

    /// Full-width katakana without a mark to half-width: the large ones by the
    /// half-width table read backwards, the small ones (and ヮヵヶ, ヰヱ, which
    /// have no half-width form) to large ones, as banks take them.
    private static let halfwidthPlain: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for (offset, full) in halfwidthKana.enumerated() where (0x30A1...0x30F3).contains(full) {
            table[full] = 0xFF61 + UInt32(offset)
        }
        let small: [(UInt32, UInt32)] = [
            (0x30A1, 0xFF71), (0x30A3, 0xFF72), (0x30A5, 0xFF73), (0x30A7, 0xFF74), (0x30A9, 0xFF75),  // ァィゥェォ
            (0x30C3, 0xFF82), (0x30E3, 0xFF94), (0x30E5, 0xFF95), (0x30E7, 0xFF96), (0x30EE, 0xFF9C),  // ッャュョヮ
            (0x30F5, 0xFF76), (0x30F6, 0xFF79), (0x30F0, 0xFF72), (0x30F1, 0xFF74),                   // ヵヶヰヱ
        ]
        for (full, half) in small { table[full] = half }
        return table
    }()

    private func cased(_ text: String) -> String {
        if transforms.contains(.uppercase) { return text.uppercased() }
        if transforms.contains(.lowercase) { return text.lowercased() }
        return text
    }

    /// The full-width form of a half-width katakana or CJK punctuation scalar;
    /// the voiced marks map to their combining forms, composed by the caller.
    private static func fullwidthKana(_ value: UInt32) -> UInt32? {
        guard (0xFF61...0xFF9F).contains(value) else { return nil }
        return halfwidthKana[Int(value - 0xFF61)]
    }

    /// U+FF61 … U+FF9F in order.
    private static let halfwidthKana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2,                          // ｡｢｣､･ｦ
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3,  // ｧｨｩｪｫｬｭｮｯ
        0x30FC,                                                                  // ｰ
        0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA,                                  // ｱｲｳｴｵ
        0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,                                  // ｶｷｸｹｺ
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD,                                  // ｻｼｽｾｿ
        0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8,                                  // ﾀﾁﾂﾃﾄ
        0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE,                                  // ﾅﾆﾇﾈﾉ
        0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,                                  // ﾊﾋﾌﾍﾎ
        0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2,                                  // ﾏﾐﾑﾒﾓ
        0x30E4, 0x30E6, 0x30E8,                                                  // ﾔﾕﾖ
        0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED,                                  // ﾗﾘﾙﾚﾛ
        0x30EF, 0x30F3,                                                          // ﾜﾝ
        0x3099, 0x309A,                                                          // ﾞﾟ
    ]

    /// The precomposed kana for `base` + a combining voiced (U+3099) or
    /// semi-voiced (U+309A) mark, if Unicode has one.
    private static func compose(_ base: UInt32, mark: UInt32) -> UInt32? {
        // Hiragana sit 0x60 below their katakana: one table serves both.
        let isHiragana = (0x3041...0x309F).contains(base)
        let katakana = isHiragana ? base + 0x60 : base
        let offset: UInt32 = isHiragana ? 0x60 : 0
        if mark == 0x309A {
            return semiVoiced.contains(katakana) ? base + 2 : nil
        }
        if voiced.contains(katakana) { return base + 1 }
        switch katakana {
        case 0x30A6: return 0x30F4 - offset  // ウ → ヴ
        case 0x30EF...0x30F2 where !isHiragana: return base + 8  // ワヰヱヲ → ヷヸヹヺ
        case 0x30FD: return base + 1  // ヽ → ヾ
        default: return nil
        }
    }

    /// Katakana whose voiced form is the next scalar (カ → ガ …).
    private static let voiced: Set<UInt32> = [
        0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD,
        0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
    ]
    /// Katakana whose semi-voiced form is two scalars on (ハ → パ …).
    private static let semiVoiced: Set<UInt32> = [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB]
}
