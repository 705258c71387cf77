import Foundation

/// A `.strings` file of the source language: `/* comment */` and
/// `"key" = "value";` per key, in key order. formc writes the whole file (a
/// `.strings` table has no per-entry metadata to merge by): keep formc's keys
/// in a table of their own, or use a String Catalog, which is merged.
public enum StringsFile {
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
