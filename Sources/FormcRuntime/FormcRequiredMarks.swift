import Foundation

/// How a form marks its required fields (the spec's `required_marks:`), chosen
/// once per form: a mark after the label in the form's language. The mark is
/// only drawn: VoiceOver says "required" from the control's hint, never the glyph.
public struct FormcRequiredMarks: Sendable, Equatable {
    /// The look of the mark.
    public enum Style: Sendable, Equatable {
        /// `*` after the label.
        case asterisk
        /// `※` after the label.
        case kome
        /// A small `必須` / `Required` badge after the label.
        case badge
    }

    /// The look of the mark.
    public let style: Style
    /// Whether fields that are not required get an `任意` / `Optional` badge.
    public let marksOptional: Bool
    /// Whether a legend is shown above the fields.
    public let showsLegend: Bool
    /// The legend's own text; `nil`: the built-in one.
    public let legend: String?

    /// Marks of `style`; optional fields badged when `marksOptional`, a legend
    /// (`legend`, else the built-in one) when `showsLegend`.
    public init(style: Style, marksOptional: Bool = false, showsLegend: Bool = false, legend: String? = nil) {
        self.style = style
        self.marksOptional = marksOptional
        self.showsLegend = showsLegend
        self.legend = legend
    }

    /// The mark of a field that `isRequired` (or not), in `language`; `nil` when it has none.
    public func mark(isRequired: Bool, in language: FormcLanguage) -> FormcFieldMark? {
        switch (style, isRequired) {
        case (.asterisk, true): FormcFieldMark(text: "*", isBadge: false, isRequired: true)
        case (.kome, true): FormcFieldMark(text: "※", isBadge: false, isRequired: true)
        case (.badge, true): FormcFieldMark(text: language == .ja ? "必須" : "Required", isBadge: true, isRequired: true)
        case (.badge, false) where marksOptional:
            FormcFieldMark(text: language == .ja ? "任意" : "Optional", isBadge: true, isRequired: false)
        default: nil
        }
    }

    /// The legend shown above the fields in `language`, when the form shows one.
    public func legendText(in language: FormcLanguage) -> String? {
        guard showsLegend else { return nil }
        if let legend { return legend }
        switch (style, language) {
        case (.asterisk, .en): return "* Required"
        case (.asterisk, .ja): return "*は必須項目です"
        case (.kome, .en): return "※ Required"
        case (.kome, .ja): return "※は必須項目です"
        case (.badge, .en): return "Fields marked Required must be filled in."
        case (.badge, .ja): return "「必須」の項目は必ず入力してください"
        }
    }
}

/// The mark drawn after one field's label.
public struct FormcFieldMark: Sendable, Equatable {
    /// What is drawn: `*`, `※`, `必須`, `任意` …
    public let text: String
    /// Whether it is drawn as a badge (a small filled label) rather than a glyph.
    public let isBadge: Bool
    /// Whether it marks a required field (an optional one's badge is drawn quieter).
    public let isRequired: Bool

    /// A label with its glyph after it (`氏名 ※`); a badge is drawn beside the label instead.
    public func caption(_ label: String) -> String { isBadge ? label : label + " " + text }
}
