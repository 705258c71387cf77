/// How a form keeps the focused field visible and lets the keyboard go.
public struct KeyboardSettings: Codable, Equatable, Sendable {
    /// The keyboard avoidance strategy.
    public enum Avoidance: String, Codable, Equatable, Sendable, CaseIterable {
        /// Adjust a scroll view's bottom insets and scroll the field into view.
        case scroll
        /// Move a bottom layout constraint's constant with the keyboard.
        case constraint
        /// Pin to `keyboardLayoutGuide` (iOS 15+), which follows undocked keyboards.
        case layoutGuide = "layout_guide"
        /// Do nothing.
        case none
    }
    /// The strategy.
    public var avoidance: Avoidance
    /// Points kept between the focused field and the keyboard's top.
    public var distance: Double
    /// Whether a tap outside the fields ends editing.
    public var dismissOnTapOutside: Bool
    /// Whether Return in the last single-line field ends editing.
    public var dismissOnReturn: Bool
    /// Creates settings.
    public init(avoidance: Avoidance = .scroll, distance: Double = 12,
                dismissOnTapOutside: Bool = true, dismissOnReturn: Bool = true) {
        self.avoidance = avoidance
        self.distance = distance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnReturn = dismissOnReturn
    }
}
