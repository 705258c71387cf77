import Foundation

/// A text area's character counter ("12/200"): characters are counted as
/// `max_length` counts them (`String.count`, grapheme clusters), so the counter
/// turns red exactly when validation would fail.
public struct FormcCharacterCount: Equatable, Sendable {
    /// The characters of the text.
    public let count: Int
    /// The `max_length`, if any.
    public let limit: Int?

    /// The count of `text` against `limit`.
    public init(_ text: String, limit: Int?) {
        count = text.count
        self.limit = limit
    }

    /// "12/200", or "12" without a limit.
    public var text: String { limit.map { "\(count)/\($0)" } ?? "\(count)" }

    /// Whether the text is longer than the limit.
    public var isOverLimit: Bool { limit.map { count > $0 } ?? false }
}
