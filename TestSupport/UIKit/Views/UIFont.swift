import Foundation

/// A font: only its size matters in the double (line height ≈ 1.2 × point size, like SF).
@MainActor
open class UIFont: NSObject {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a style from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// Whether the font is bold (for tests; UIKit exposes this through descriptors).
    let isBold: Bool

    init(pointSize: CGFloat, bold: Bool) {
        self.pointSize = pointSize
        self.isBold = bold
        super.init()
    }

    /// The distance between baselines of two lines.
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// The system font of the given size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, bold: false)
    }

    /// The bold system font of the given size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, bold: true)
    }

    /// The font of a text style at the default (Large) content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let sizes: [UIFont.TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(pointSize: sizes[style] ?? 17, bold: style == .headline)
    }
}
