import Foundation

/// What an accessibility element is and its state, with UIKit's raw bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Creates traits from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// VoiceOver notifications (UIKit's `UIAccessibility` namespace).
public enum UIAccessibility {
    /// A notification an app posts to VoiceOver.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Speaks the argument (a `String`).
        public static let announcement = Notification(rawValue: 1008)
        /// The layout changed; the argument is the element to move to.
        public static let layoutChanged = Notification(rawValue: 1001)
    }

    /// Posts `notification`; the double records announcements (`UIKitDoubleTesting.announcements`).
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        if notification == .announcement, let text = argument as? String { UIKitDoubleTesting.recordAnnouncement(text) }
    }
}
