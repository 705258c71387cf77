/// A decimal literal split into sign, digits and exponent (`-12.50` →
/// minus, `1250`, -2), so it prints as an exact `Decimal` initializer.
struct DecimalLiteral {
    var isNegative = false
    var significand = "0"
    var exponent = 0

    init(_ text: String) {
        var mantissa = Substring(text)
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(mantissa[mantissa.index(after: e)...].replacingOccurrences(of: "+", with: "")) ?? 0
            mantissa = mantissa[..<e]
        }
        if mantissa.first == "-" { isNegative = true }
        if mantissa.first == "-" || mantissa.first == "+" { mantissa = mantissa.dropFirst() }
        if let dot = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: dot, to: mantissa.endIndex) - 1
            mantissa.remove(at: dot)
        }
        let digits = mantissa.drop { $0 == "0" }
        significand = digits.isEmpty ? "0" : String(digits)
        if significand == "0" { isNegative = false; exponent = 0 }
    }
}
