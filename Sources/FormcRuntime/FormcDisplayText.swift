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

/// Every value shown as text goes through these: the UIs' fields, a submit
/// title and the confirmation summary (which gives the formats it shows
/// without a `format:`: ``FormcMessages/displayText(_:locale:)``).
extension FormcDisplayText {
    /// A whole number as shown: through `format` (in `locale`, else the format's), else plain digits; empty when none.
    public static func number(_ value: Int?, _ format: FormcDisplayFormat? = nil, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return format?.text(value, locale: locale) ?? String(value)
    }

    /// A decimal as shown: through `format`, else with the user's decimal separator; empty when none.
    public static func decimal(_ value: Decimal?, _ format: FormcDisplayFormat? = nil, locale: Locale? = nil) -> String {
        guard let value else { return "" }
        return format?.text(value, locale: locale) ?? FormcNumberText.text(value)
    }

    /// A slider's value as shown through `format`: its shortest decimal digits
    /// (`0.1`, not the binary double's `0.1000000000000000055…`).
    public static func real(_ value: Double, _ format: FormcDisplayFormat, locale: Locale? = nil) -> String {
        guard let decimal = Decimal(string: String(value), locale: Locale(identifier: "en_US_POSIX")) else { return String(value) }
        return format.text(decimal, locale: locale)
    }

    /// A date as shown through `format` (the field's, or its mode's medium date and short time); empty when none.
    public static func date(_ value: Date?, _ format: FormcDisplayFormat, locale: Locale? = nil) -> String {
        format.text(value, locale: locale)
    }

    /// A choice as shown: its label; empty when none.
    public static func option<Option: FormcOptionList>(_ value: Option?) -> String {
        value?.label ?? ""
    }
}

/// A title that shows field values (`"PAY {amount}"`): the template (the
/// spec's text, localized like any text: translators keep each `{field_id}`
/// as written) and, per field it names, that field's value as shown.
public struct FormcSubmitTitle<Model: FormcFormModel> {
    /// The title with its `{field_id}` placeholders.
    public let template: String
    private let values: [(name: String, text: @MainActor (Model) -> String)]

    /// A title: `values` gives, per placeholder name, the text of that field's value.
    public init(_ template: String, _ values: [(String, @MainActor (Model) -> String)]) {
        self.template = template
        self.values = values.map { (name: $0.0, text: $0.1) }
    }

    /// The title for `model`'s values.
    @MainActor
    public func text(_ model: Model) -> String {
        FormcDisplayText.fill(template) { name in values.first { $0.name == name }?.text(model) }
    }
}
