import Foundation

/// What VoiceOver reads for a password field's show/hide button (`reveal_toggle:`).
public struct FormcRevealLabels: Equatable, Sendable {
    /// While the text is hidden.
    public var show: String
    /// While the text shows.
    public var hide: String

    /// Labels for showing and hiding.
    public init(show: String, hide: String) {
        self.show = show
        self.hide = hide
    }

    /// "Show password" / "Hide password".
    public static let standard = FormcRevealLabels(show: "Show password", hide: "Hide password")
}
