import Foundation

/// The attribute keys UIKit adds (Foundation on Linux has none of them).
extension NSAttributedString.Key {
    /// The font of a run (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour of a run (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The URL a run links to (a `URL`); a text view makes it tappable.
    public static let link = NSAttributedString.Key("NSLink")
}
