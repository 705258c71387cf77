import Foundation

/// A text input's content after an edit, and where its caret goes.
public struct FormcTextEdit: Equatable, Sendable {
    /// The text to show.
    public var text: String
    /// The caret, in UTF-16 code units from the start (as `UITextInput` offsets count).
    public var cursor: Int

    /// An edit showing `text` with the caret at `cursor`.
    public init(text: String, cursor: Int) {
        self.text = text
        self.cursor = cursor
    }
}
