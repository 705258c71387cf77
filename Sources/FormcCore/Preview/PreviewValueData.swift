/// What the page's script needs to draw a value as the generated screens do,
/// as data attributes: a text field's mask (`data-mask`: fixed, chosen by the
/// typed prefix, or by another field's value), a number's or date's display
/// format (`data-format`, a stepper's or slider's on its value label), a date's value, mode and `date_only_when`
/// (`data-value`, `data-mode`, `data-date-only-when`). As in
/// ``PreviewConditions``, fields are named by position and every spec text is a
/// JSON string (``PreviewConditions/string(_:)``), then HTML-escaped as any
/// attribute; the script reads them with `JSON.parse`, never as code.
///
/// Formatting happens in the page's script, with `Intl.NumberFormat` and
/// `Intl.DateTimeFormat` in the locale of the form's language (`ja` → `ja-JP`,
/// `en` → `en-US`, as the runtime's `FormcDisplayFormat.locale(for:)` picks
/// for a user in another language; the browser's locale without `language:`):
/// the browser has the same CLDR data Foundation has, and one formatter serves
/// the defaults drawn at load and the values a reviewer types.
struct PreviewValueData {
    let lookup: PreviewLookup
    let field: Field

    /// The attributes of a text input: its mask and, for numbers, its format.
    var textInputAttributes: [HTMLBuilder.Attribute] {
        var attributes: [HTMLBuilder.Attribute] = []
        if let mask { attributes.append(("data-mask", mask)) }
        if field.kind.isNumeric, let format { attributes.append(("data-format", format)) }
        return attributes
    }

    /// The attributes of a date's value: the default as written (an ISO date; a
    /// relative one is drawn as written), its mode, its format, its `date_only_when`.
    var dateAttributes: [HTMLBuilder.Attribute] {
        var attributes: [HTMLBuilder.Attribute] = [("data-mode", (field.dateMode ?? .date).rawValue)]
        if case .date(let text)? = field.defaultValue { attributes.append(("data-value", text)) }
        if let format { attributes.append(("data-format", format)) }
        if let condition = field.dateOnlyWhen {
            attributes.append(("data-date-only-when", PreviewConditions(lookup: lookup).json(condition)))
        }
        return attributes
    }

    /// `{"m":"###-####"}`, `{"m":otherwise,"c":[[["34","37"],"#### ###### #####"]]}`,
    /// with `"f":3` when field 3's value chooses; nil without a mask.
    var mask: String? {
        guard let format = field.textFormat, let mask = format.mask else { return nil }
        var json = "{\"m\":" + PreviewConditions.string(mask)
        if let cases = format.maskCases {
            let items = cases.map { item in
                "[[" + item.prefixes.map(PreviewConditions.string).joined(separator: ",") + "],"
                    + PreviewConditions.string(item.mask) + "]"
            }
            json += ",\"c\":[" + items.joined(separator: ",") + "]"
        }
        // A source that does not exist (a spec with errors) is position -1: its value is empty.
        if let source = format.maskField { json += ",\"f\":\(lookup.fieldPosition(source) ?? -1)" }
        return json + "}"
    }

    /// `{"s":"currency","c":"JPY","g":false,"d":0,"p":"","x":"円","date":"long","time":"short","i":true}`
    /// (keys only when set; `i`: an integer field or stepper); nil without `format:`.
    var format: String? {
        guard let format = field.displayFormat else { return nil }
        var members: [String] = []
        if let style = format.style { members.append("\"s\":\"\(style.rawValue)\"") }
        if let currency = format.currency { members.append("\"c\":" + PreviewConditions.string(currency)) }
        if let grouping = format.grouping { members.append("\"g\":\(grouping)") }
        if let digits = format.fractionDigits { members.append("\"d\":\(digits)") }
        if let prefix = format.prefix { members.append("\"p\":" + PreviewConditions.string(prefix)) }
        if let suffix = format.suffix { members.append("\"x\":" + PreviewConditions.string(suffix)) }
        if let date = format.date { members.append("\"date\":\"\(date.rawValue)\"") }
        if let time = format.time { members.append("\"time\":\"\(time.rawValue)\"") }
        if field.kind == .number || field.kind == .stepper { members.append("\"i\":true") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
