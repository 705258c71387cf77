/// The built-in texts of the confirmation summary (`confirm:`), restated from
/// the runtime's `FormcDisplayWord` (`Sources/FormcRuntime/FormcDisplayValue.swift`)
/// for `formc preview`, which draws the summary; `DisplayWordParityTests`
/// (FormcRuntimeTests) proves both say the same in every language. Edit the two together.
public enum DisplayWord: String, CaseIterable, Sendable {
    case yes, no
    /// An empty value.
    case notEntered = "not_entered"
    /// What a password shows instead of its value.
    case masked

    /// The text in `language` (English when nil).
    public func text(in language: FormLanguage?) -> String {
        switch (self, language ?? .en) {
        case (.yes, .en): "Yes"
        case (.yes, .ja): "はい"
        case (.no, .en): "No"
        case (.no, .ja): "いいえ"
        case (.notEntered, .en): "Not entered"
        case (.notEntered, .ja): "未入力"
        case (.masked, _): "••••••••"
        }
    }

    /// What joins the labels of several options chosen: `、` in Japanese, `, ` otherwise.
    public static func choiceSeparator(in language: FormLanguage?) -> String {
        language == .ja ? "、" : ", "
    }
}
