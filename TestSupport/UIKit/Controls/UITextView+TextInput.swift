import Foundation

/// The part of `UITextInput` that finds the text under a point (a tap on a
/// label's text outside its links). The double lays the text out itself, as
/// no text system exists here: inside `textContainerInset` and the container's
/// `lineFragmentPadding`, each UTF-16 unit is as wide as the font's point size
/// (half that for ASCII), lines are the font's `lineHeight` high and wrap at
/// the view's width; the font is the first run's `.font`, else ``font``.
extension UITextView {
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: ((text ?? "") as NSString).length) }

    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The character under `point` (in the view's coordinates); `nil` where there is no text.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let units = Array((text ?? "").utf16)
        let layoutFont = (attributedText.length > 0 ? attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil)
            ?? font ?? UIFont.systemFont(ofSize: 12)
        let left = textContainerInset.left + textContainer.lineFragmentPadding
        let width = bounds.width - left - textContainerInset.right - textContainer.lineFragmentPadding
        var x: CGFloat = 0
        var y = textContainerInset.top
        for (index, unit) in units.enumerated() {
            let advance = unit < 0x80 ? layoutFont.pointSize / 2 : layoutFont.pointSize
            if x + advance > width, x > 0 {
                x = 0
                y += layoutFont.lineHeight
            }
            let box = CGRect(x: left + x, y: y, width: advance, height: layoutFont.lineHeight)
            if box.contains(point) {
                return UITextRange(start: UITextPosition(offset: index), end: UITextPosition(offset: index + 1))
            }
            x += advance
        }
        return nil
    }
}
