@testable import FormcCore

/// Reads back a literal printed by ``SwiftStringLiteral`` using only the
/// escapes the printer promises; anything else (a raw newline, an unescaped
/// quote, `\(`, an unknown escape, a hazardous scalar written as itself) is a
/// failure, so the decoder also checks the printer's grammar.
enum StringLiteralDecoder {
    static func decode(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" || UnicodeHazards.isControl(scalar) || UnicodeHazards.isSeparator(scalar)
                || UnicodeHazards.isInvisible(scalar) {
                return nil
            }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                      let close = scalars[index...].firstIndex(of: "}") else { return nil }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                // Like Swift, refuse U+FDD0–U+FDEF in an escape ("invalid unicode scalar").
                guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
                      !(0xFDD0...0xFDEF).contains(value), let decoded = Unicode.Scalar(value) else { return nil }
                result.append(decoded)
                index = close + 1
            default:
                return nil
            }
        }
        return String(result)
    }
}

/// A deterministic pseudo-random generator (SplitMix64), so a failing case reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Strings built from pieces that have broken code generators.
enum NastyStrings {
    static let alphabet: [String] = [
        "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "\"#", "#\"", "\n", "\r", "\r\n", "\0", "\t",
        "*/", "/*", "//", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
        "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{200D}",
        "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{3164}", "\u{E0041}", "\u{FFFF}", "\u{10FFFF}",
        "👍🏽", "\u{1F3FD}", "👨‍👩‍👧", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "❤️", "\u{FE0F}", "e\u{301}", "\u{301}", "\u{20DD}",
        "日本語", "ｶﾞ", "か\u{3099}", "\u{0903}", "a", "Z", " ", "\u{3000}", "}", "{", ")", "(", "'", "`", "\u{0600}", "\u{110BD}",
        // Swift rejects `\u{FDD0}` in source, so the printer must write it as itself.
        String(Unicode.Scalar(0xFDD0)!),
    ]

    /// `count` strings of 0 to 12 pieces each, the same every run.
    static func sample(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...12, using: &generator)
            return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
    }
}
