import Foundation
internal import FormcRuntime

/// The runtime's own words and patterns the page's script draws with, taken
/// from the runtime (never restated in the script) in the form's language
/// (English without `language:`, as generated code), written once into the
/// page as one JSON object: `<body data-runtime="…">`, JSON strings made by
/// ``PreviewConditions/string(_:)`` then HTML-escaped as every attribute value
/// (``HTMLBuilder``), read by the script with `JSON.parse`, never as code.
///
/// - `locale`: the locale `Intl` formats numbers and dates in, as the runtime's
///   `FormcDisplayFormat.locale(for:)` picks it for a user in another language
///   (`ja-JP`, `en-US`); absent without `language:` (the browser's own).
/// - `date`, `dateTime`: how the runtime's messages write a date bound
///   (`FormcMessages.datePattern(withTime:)`), for the date a relative bound comes to.
/// - `yes`, `no`, `notEntered`, `masked`, `separator`: the confirmation summary's
///   words (`FormcDisplayWord`) and what joins several choices.
enum PreviewRuntimeTexts {
    /// The object for a form in `language`.
    static func json(language: FormLanguage?) -> String {
        let messages = FormcMessages(language: language ?? .en)
        var members: [(String, String)] = []
        if let language {
            // The language's main region: the locale of a viewer in another language.
            let locale = FormcDisplayFormat.locale(for: language, current: Locale(identifier: ""))
            members.append(("locale", locale.identifier.replacingOccurrences(of: "_", with: "-")))
        }
        members += [
            ("date", messages.datePattern(withTime: false)), ("dateTime", messages.datePattern(withTime: true)),
            ("yes", messages.displayText(.yes)), ("no", messages.displayText(.no)),
            ("notEntered", messages.displayText(.notEntered)), ("masked", messages.displayText(.masked)),
            ("separator", messages.choiceSeparator),
        ]
        return "{" + members.map { "\"\($0.0)\":" + PreviewConditions.string($0.1) }.joined(separator: ",") + "}"
    }
}
