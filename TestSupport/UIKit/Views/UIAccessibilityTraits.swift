import Foundation

/// What an accessibility element is, as UIKit's `UIAccessibilityTraits` (the traits forms use).
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A header dividing content into sections (VoiceOver's rotor jumps between them).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
