import Foundation

/// A `.strings` file of the source language: `/* comment */` and
/// `"key" = "value";` per key, in key order. formc writes the whole file (a
/// `.strings` table has no per-entry metadata to merge by): keep formc's keys
/// in a table of their own, or use a String Catalog, which is merged.
/// An existing file holding a key formc does not export is refused
/// (``foreignKeys(in:exporting:)``), never overwritten.
public enum StringsFile {
    /// Why an existing `.strings` file cannot be replaced.
    public struct Failure: Error, Equatable, Sendable {
        /// One line, no trailing period.
        public var message: String
    }

    /// The keys of the existing file `bytes` that `export` does not write, in
    /// file order: they would be lost if formc wrote the file.
    /// - Throws: ``Failure`` when the file cannot be read as a `.strings` file
    ///   (formc could not tell which entries it would lose).
    public static func foreignKeys(in bytes: [UInt8], exporting export: LocalizationExport) throws(Failure) -> [String] {
        let own = Set(export.entries.map { Array($0.key.utf8) })
        return try keys(in: bytes).filter { !own.contains(Array($0.utf8)) }
    }

    /// The keys of a `.strings` file (UTF-8, or UTF-16 with a byte order mark):
    /// `"key" = "value";` or `key = value;` entries between `/* */` and `//` comments.
    static func keys(in bytes: [UInt8]) throws(Failure) -> [String] {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                                       : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
                index += 2
            }
            guard let decoded = String(validating: units, as: UTF16.self) else { throw Failure(message: "not valid UTF-16") }
            text = decoded
        } else {
            guard let decoded = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...], as: UTF8.self) else {
                throw Failure(message: "not valid UTF-8")
            }
            text = decoded
        }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var keys: [String] = []
        while true {
            guard try scanner.skipSpaceAndComments() else { return keys }
            keys.append(try scanner.token())
            guard try scanner.skipSpaceAndComments(), scanner.take("=") else {
                throw Failure(message: "expected '=' after the key '\(keys.last ?? "")'")
            }
            guard try scanner.skipSpaceAndComments() else { throw Failure(message: "the file ends after '='") }
            _ = try scanner.token()
            guard try scanner.skipSpaceAndComments(), scanner.take(";") else {
                throw Failure(message: "expected ';' after the value of the key '\(keys.last ?? "")'")
            }
        }
    }

    /// The file's text for `export`.
    public static func text(_ export: LocalizationExport) -> String {
        var output = ""
        for (index, entry) in export.entries.enumerated() {
            if index > 0 { output += "\n" }
            // `*/` would end the comment early.
            output += "/* " + entry.comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
            output += quoted(entry.key) + " = " + quoted(entry.defaultText) + ";\n"
        }
        return output
    }

    /// `text` in double quotes with the escapes `.strings` files read.
    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}

/// Reads the tokens of a `.strings` file, one scalar at a time (no recursion).
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// Skips white space and comments; whether anything is left.
    mutating func skipSpaceAndComments() throws(StringsFile.Failure) -> Bool {
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                position += 1
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                position += 2
                while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") { position += 1 }
                guard position + 1 < scalars.count else { throw StringsFile.Failure(message: "a comment is not closed") }
                position += 2
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while position < scalars.count, scalars[position] != "\n" { position += 1 }
            } else {
                return true
            }
        }
        return false
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }

    /// A quoted string (its escapes read) or an unquoted word.
    mutating func token() throws(StringsFile.Failure) -> String {
        var result = String.UnicodeScalarView()
        if take("\"") {
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                if scalar == "\"" { return String(result) }
                guard scalar == "\\", position < scalars.count else { result.append(scalar); continue }
                let escaped = scalars[position]
                position += 1
                switch escaped {
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "U", "u":
                    var value: UInt32 = 0, digits = 0
                    while digits < 4, position < scalars.count, let digit = UInt32(String(scalars[position]), radix: 16) {
                        value = value << 4 | digit
                        digits += 1
                        position += 1
                    }
                    guard digits == 4, let decoded = Unicode.Scalar(value) else {
                        throw StringsFile.Failure(message: "an invalid \\U escape")
                    }
                    result.append(decoded)
                default: result.append(escaped)
                }
            }
            throw StringsFile.Failure(message: "a string is not closed")
        }
        while position < scalars.count, scalars[position].properties.isAlphabetic
                || ("0"..."9").contains(scalars[position]) || "_.-:$/".unicodeScalars.contains(scalars[position]) {
            result.append(scalars[position])
            position += 1
        }
        guard !result.isEmpty else {
            throw StringsFile.Failure(message: "unexpected '\(String(scalars[position]).escapingControlCharacters)'")
        }
        return String(result)
    }
}
