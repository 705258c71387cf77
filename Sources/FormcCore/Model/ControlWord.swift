/// The runtime's own words on the controls of a form, restated from
/// `FormcMessages` (`Sources/FormcRuntime/FormcMessages.swift`) for
/// `formc preview`, which draws those controls; `PreviewTextsParityTests`
/// (FormcRuntimeTests) proves both say the same in every language. Edit the two together.
public enum ControlWord: CaseIterable, Sendable {
    /// The SwiftUI button that sets an empty date without a placeholder (`FormcMessages.setDateTitle`).
    case setDate

    /// The text in `language` (English when nil, as a form without `language:`).
    public func text(in language: FormLanguage?) -> String {
        switch (self, language ?? .en) {
        case (.setDate, .en): "Set"
        case (.setDate, .ja): "設定"
        }
    }
}
