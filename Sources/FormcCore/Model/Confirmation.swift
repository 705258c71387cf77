/// The form's confirmation step (`confirm:`): after a valid submit, a
/// read-only summary of the values with a way back; the app's submit handler
/// runs once the user confirms it.
public struct ConfirmationSettings: Codable, Equatable, Sendable {
    /// The summary screen's title (入力内容の確認).
    public var title: LocalizableText
    /// The button back to the form (修正する).
    public var back: LocalizableText
    /// The button that sends the values (送信する).
    public var submit: LocalizableText
    /// Creates settings.
    public init(title: LocalizableText, back: LocalizableText, submit: LocalizableText) {
        self.title = title
        self.back = back
        self.submit = submit
    }
}

extension FormModel {
    /// The fields the confirmation summary lists: every field but those with
    /// `confirm: false`, in form order (none without a confirmation step).
    public var confirmedFields: [Field] {
        confirmation == nil ? [] : fields.filter { $0.confirms != false }
    }
}
