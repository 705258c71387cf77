import Foundation

/// An image; the double keeps only the symbol name (for bar button items).
@MainActor
open class UIImage: NSObject {
    /// The SF Symbol name the image was created from.
    let systemName: String

    /// Creates an image of an SF Symbol; never `nil` in the double.
    public init?(systemName name: String) {
        self.systemName = name
        super.init()
    }
}
