/// How a form marks its required fields (`required_marks:`), chosen once per
/// form: the mark follows the label, in the form's language, and is never spoken
/// (VoiceOver says "required" from the control's hint instead).
public struct RequiredMarks: Codable, Equatable, Sendable {
    /// The look of the mark.
    public enum Style: String, Codable, Equatable, Sendable, CaseIterable {
        /// `*` after the label.
        case asterisk
        /// `※` after the label, as Japanese forms write it.
        case kome
        /// A small `必須` / `Required` badge after the label.
        case badge
    }
    /// The look of the mark.
    public var style: Style
    /// Whether fields that are not required get an `任意` / `Optional` badge (`badge` only).
    public var marksOptional: Bool
    /// Whether a legend is shown above the fields (`legend:`).
    public var showsLegend: Bool
    /// The legend's own text (`legend: テキスト`); `nil`: the built-in one in the form's language.
    public var legend: LocalizableText?

    /// Creates marks.
    public init(style: Style, marksOptional: Bool = false, showsLegend: Bool = false, legend: LocalizableText? = nil) {
        self.style = style
        self.marksOptional = marksOptional
        self.showsLegend = showsLegend
        self.legend = legend
    }
}

extension RequiredMarks {
    /// The mark after a field's label that `isRequired` (or not) in `language`
    /// (English when nil), and whether it is a badge; `nil` when it has none.
    /// The texts of the runtime's `FormcRequiredMarks`, for `formc preview`.
    public func mark(isRequired: Bool, language: FormLanguage?) -> (text: String, isBadge: Bool)? {
        let japanese = language == .ja
        switch (style, isRequired) {
        case (.asterisk, true): return ("*", false)
        case (.kome, true): return ("※", false)
        case (.badge, true): return (japanese ? "必須" : "Required", true)
        case (.badge, false) where marksOptional: return (japanese ? "任意" : "Optional", true)
        default: return nil
        }
    }

    /// The legend in `language` (English when nil), when the form shows one: the spec's text, else the built-in one.
    public func legendText(language: FormLanguage?) -> String? {
        guard showsLegend else { return nil }
        if let legend { return legend.text }
        let japanese = language == .ja
        switch style {
        case .asterisk: return japanese ? "*は必須項目です" : "* Required"
        case .kome: return japanese ? "※は必須項目です" : "※ Required"
        case .badge: return japanese ? "「必須」の項目は必ず入力してください" : "Fields marked Required must be filled in."
        }
    }
}
