import Foundation

/// Texts that show field values: a title such as `"PAY {amount}"` with each
/// `{field_id}` replaced by that field's value as shown (its `format:`).
public enum FormcDisplayText {
    /// `template` with every `{name}` that `text(name)` answers replaced by
    /// the answer; other braces stay as written (a translator's `{` is text).
    public static func fill(_ template: String, _ text: (String) -> String?) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { return result + rest[open...] }
            let name = String(rest[afterOpen..<close])
            if let value = text(name) {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The names between braces in `template`, in order (`"PAY {amount}"` → `["amount"]`).
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        _ = fill(template) { names.append($0); return nil }
        return names
    }
}
