internal import FormcRuntime

/// A rule's built-in message: the runtime's template (`FormcMessage`) and what
/// fills its `{value}` and `{other}`, written as generated code has the runtime
/// write it (`FormcMessages`, English for a form without `language:`).
struct StandardMessage {
    /// The runtime's template.
    var message: FormcMessage
    /// What fills `{value}`: a length, a count, a bound as the message writes it.
    var value: String
    /// What fills `{other}`: the label of the field a cross-field rule names.
    var other: String

    init(_ message: FormcMessage, value: String = "", other: String = "") {
        self.message = message
        self.value = value
        self.other = other
    }

    /// The message for a field labelled `label` in `language`.
    func text(label: String, language: FormLanguage) -> String {
        FormcMessages(language: language).text(message, label: label, value: value, other: other)
    }

    /// The message before and after its first `{value}`; nil when it shows no value.
    func aroundValue(label: String, language: FormLanguage) -> (before: String, after: String)? {
        let pieces = FormcMessage.pieces(of: message.template(in: language), label: label, other: other)
        guard pieces.count > 1 else { return nil }
        return (pieces[0], pieces[1...].joined(separator: value))
    }

    /// A spec's date bound (`2024-04-01`, `2024-04-01T09:30`) as the runtime's messages write it
    /// (`FormcMessages.date(_:withTime:)`: `2024-04-01` / `2024年4月1日`), made in the user's time
    /// zone as generated code makes the bound (`FormcDate.make`); text that is not such a date as written.
    static func dateText(_ text: String, language: FormLanguage, withTime: Bool) -> String {
        guard let date = ISODate(text, mode: withTime ? .dateAndTime : .date) else { return text }
        func part(_ index: Int) -> Int { index < date.parts.count ? date.parts[index] : 0 }
        let made = FormcDate.make(year: part(0), month: part(1), day: part(2), hour: part(3), minute: part(4), second: part(5))
        return FormcMessages(language: language).date(made, withTime: withTime)
    }
}
