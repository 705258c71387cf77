import Foundation

/// A view showing an image; like UIKit's, it does not take touches by default.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// Creates a view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { image == nil ? .zero : CGSize(width: 20, height: 20) }
}
