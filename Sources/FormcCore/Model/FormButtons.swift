/// Where the submit button goes (`submit: { placement: … }`).
public enum SubmitPlacement: String, Codable, Equatable, Sendable, CaseIterable {
    /// Under the last row (the default).
    case bottom
    /// The navigation bar's trailing button (UIKit `rightBarButtonItem`, SwiftUI `.confirmationAction`).
    case navigationBar = "navigation_bar"
}

/// The form's cancel button (`cancel:`): the navigation bar's leading button.
/// The app hears it (its `<Form>FormApp` requirement `cancel(_:)`); the ready
/// screens then close: dismissed when presented, popped when pushed.
public struct CancelSettings: Codable, Equatable, Sendable {
    /// The button's title.
    public var title: LocalizableText
    /// Creates settings.
    public init(title: LocalizableText) {
        self.title = title
    }
}

extension FormModel {
    /// Whether the submit button goes in the navigation bar.
    public var submitsFromNavigationBar: Bool { submit?.placement == .navigationBar }

    /// Whether the ready screens put buttons in the navigation bar (a cancel, or the submit).
    public var hasNavigationBarButtons: Bool { cancel != nil || submitsFromNavigationBar }
}
