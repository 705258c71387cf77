import Foundation

/// A read-only text view; its intrinsic size is an estimate (no text shaping on Linux).
@MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String? { didSet { setNeedsLayout() } }
    /// The font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor! = .label
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines; 0 for no limit.
    open var numberOfLines = 1
    /// Whether the font follows the Dynamic Type setting.
    open var adjustsFontForContentSizeCategory = false

    /// One line height per text line (or `numberOfLines`), width ≈ 0.5 em per character.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = numberOfLines == 0 ? lines.count : min(lines.count, numberOfLines)
        let longest = lines.map(\.count).max() ?? 0
        let size = font?.pointSize ?? 17
        return CGSize(width: CGFloat(longest) * size * 0.5, height: CGFloat(shown) * (font?.lineHeight ?? 21))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }
}
