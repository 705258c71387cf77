internal import FormcRuntime

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
    /// The marks as the runtime draws them (`FormcRequiredMarks`: the mark after
    /// a label, the legend, in the form's language), the legend the spec's default text.
    var runtime: FormcRequiredMarks {
        let style: FormcRequiredMarks.Style = switch style {
        case .asterisk: .asterisk
        case .kome: .kome
        case .badge: .badge
        }
        return FormcRequiredMarks(style: style, marksOptional: marksOptional, showsLegend: showsLegend, legend: legend?.text)
    }
}
