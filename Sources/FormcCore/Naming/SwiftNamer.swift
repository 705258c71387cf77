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

    /// `first_name` → `firstName`, `URL` → `url`, `userID` → `userID`: the
    /// first word lowercased (whole when it is all capitals or digits, else its
    /// first letter), each later word capitalised.
    public static func lowerCamelCase(_ identifier: String) -> String {
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
