/// Turns spec identifiers into Swift names. The one place that decides every
/// generated identifier: the checker records its results in the ``FormModel``
/// (and reports collisions), the generator only prints them.
public enum SwiftNamer {
    /// Whether `name` is a valid spec identifier: an ASCII letter, then ASCII
    /// letters, digits and `_`.
    public static func isSpecIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, SwiftLanguage.isLetter(first) else { return false }
        return SwiftLanguage.isIdentifier(name)
    }

    /// `first_name` → `firstName`, `URL` → `url`, `userID` → `userID`.
    public static func lowerCamelCase(_ identifier: String) -> String {
        identifier.utf8.allSatisfy({ $0 < 0x80 }) ? asciiLowerCamelCase(identifier) : lowerCamelCaseByWords(identifier)
    }

    /// `lowerCamelCase` for any text, word by word (the reference the ASCII path must match).
    static func lowerCamelCaseByWords(_ identifier: String) -> String {
        let parts = words(identifier)
        guard let head = parts.first else { return identifier }
        let first = head.allSatisfy { $0.isUppercase || $0.isNumber } ? head.lowercased() : lowercasingFirst(head)
        return first + parts.dropFirst().map(uppercasingFirst).joined()
    }

    /// `area` → `Area`, `payment_method` → `PaymentMethod`.
    public static func upperCamelCase(_ identifier: String) -> String {
        words(identifier).map(uppercasingFirst).joined()
    }

    /// A case name for an option item without a `name`: its value in lower camel
    /// case when that is an identifier (`tokyo`, `kanto_shinetsu`, `kanto-shinetsu`),
    /// prefixed with `value` when it starts with a digit (`1` → `value1`).
    /// - Returns: `nil` when the value has no ASCII letters or digits (`北海道`).
    public static func caseName(forValue value: String) -> String? {
        var cleaned = ""
        var pendingSeparator = false
        for scalar in value.unicodeScalars {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value),
               SwiftLanguage.isLetter(byte) || SwiftLanguage.isDigit(byte) {
                if pendingSeparator && !cleaned.isEmpty { cleaned.append("_") }
                cleaned.unicodeScalars.append(scalar)
                pendingSeparator = false
            } else {
                pendingSeparator = true
            }
        }
        guard let first = cleaned.utf8.first else { return nil }
        if SwiftLanguage.isDigit(first) { return "value" + upperCamelCase(cleaned) }
        return lowerCamelCase(cleaned)
    }

    /// `name`, with `_` appended while it is unusable in Swift or in `reserved`
    /// (members formc itself generates in the same scope).
    public static func avoiding(_ reserved: Set<String>, _ name: String) -> String {
        var result = name
        while SwiftLanguage.unusableNames.contains(result) || reserved.contains(result) { result += "_" }
        return result
    }

    /// `lowerCamelCase` over ASCII bytes: one pass, one allocation (it runs for
    /// every field of forms with tens of thousands).
    private static func asciiLowerCamelCase(_ identifier: String) -> String {
        let bytes = Array(identifier.utf8)
        let underscore = UInt8(ascii: "_")
        guard let start = bytes.firstIndex(where: { $0 != underscore }) else { return identifier }
        let firstEnd = bytes[start...].firstIndex(of: underscore) ?? bytes.endIndex
        let headIsUpper = bytes[start..<firstEnd].allSatisfy { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var atWordStart = true, inHead = true
        for index in start..<bytes.count {
            let byte = bytes[index]
            if byte == underscore {
                atWordStart = true
                inHead = false
                continue
            }
            if inHead {
                result.append(headIsUpper || atWordStart ? lowercased(byte) : byte)
            } else {
                result.append(atWordStart ? uppercased(byte) : byte)
            }
            atWordStart = false
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }

    private static func words(_ identifier: String) -> [Substring] {
        identifier.split(separator: "_", omittingEmptySubsequences: true)
    }

    private static func lowercasingFirst(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasingFirst(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }
}
