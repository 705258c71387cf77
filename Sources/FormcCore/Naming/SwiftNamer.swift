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
        joiningWords(of: identifier, lowercasingHead: true) ?? identifier
    }

    /// `area` → `Area`, `payment_method` → `PaymentMethod`.
    public static func upperCamelCase(_ identifier: String) -> String {
        joiningWords(of: identifier, lowercasingHead: false) ?? ""
    }

    /// The struct a look-up answers with, nested in the form beside its option
    /// lists' enums: `postal_code` → `PostalCodeLookup`.
    public static func lookupTypeName(forField id: String) -> String { upperCamelCase(id) + "Lookup" }

    /// The app protocol's requirement that runs a look-up: `postal_code` → `lookUpPostalCode`.
    public static func lookupMethodName(forField id: String) -> String { "lookUp" + upperCamelCase(id) }

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

    /// The words of `identifier` (split at `_`) joined in camel case, in one
    /// pass over its scalars (it runs for every field of every spec); nil when
    /// it has no words. The result is collected as UTF-8 bytes: appending to a
    /// `String`'s scalars costs more than the rest of the pass.
    private static func joiningWords(of identifier: String, lowercasingHead: Bool) -> String? {
        let scalars = identifier.unicodeScalars
        let underscore: Unicode.Scalar = "_"
        let headIsCapitals = lowercasingHead && scalars.drop { $0 == underscore }.prefix { $0 != underscore }
            .allSatisfy { isCapitalOrDigit($0) }
        var result: [UInt8] = []
        result.reserveCapacity(identifier.utf8.count)
        var inHead = true, atWordStart = true, hasWords = false
        for scalar in scalars {
            if scalar == underscore {
                if hasWords { inHead = false }
                atWordStart = true
                continue
            }
            if lowercasingHead && inHead {
                headIsCapitals || atWordStart ? appendLowercased(scalar, to: &result) : append(scalar, to: &result)
            } else {
                atWordStart ? appendUppercased(scalar, to: &result) : append(scalar, to: &result)
            }
            hasWords = true
            atWordStart = false
        }
        return hasWords ? String(decoding: result, as: UTF8.self) : nil
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    private static func isCapitalOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isUppercase || scalar.properties.numericType != nil
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 32) {
            append(lower, to: &bytes)
        } else if scalar.isASCII {
            append(scalar, to: &bytes)
        } else {
            bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        }
    }

    private static func appendUppercased(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32) {
            append(upper, to: &bytes)
        } else if scalar.isASCII {
            append(scalar, to: &bytes)
        } else {
            bytes.append(contentsOf: scalar.properties.uppercaseMapping.utf8)
        }
    }
}
