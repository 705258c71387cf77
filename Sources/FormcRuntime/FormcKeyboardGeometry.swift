import Foundation

/// The arithmetic of keyboard avoidance, kept free of UIKit.
public enum FormcKeyboardGeometry {
    /// How far the keyboard covers a view from below: the part of `viewFrame`
    /// under `keyboardFrame`'s top, both in the same coordinate space; 0 when apart.
    public static func overlap(of keyboardFrame: CGRect, with viewFrame: CGRect) -> CGFloat {
        guard !keyboardFrame.isEmpty, keyboardFrame.minY < viewFrame.maxY,
              keyboardFrame.maxX > viewFrame.minX, keyboardFrame.minX < viewFrame.maxX else { return 0 }
        return viewFrame.maxY - max(keyboardFrame.minY, viewFrame.minY)
    }

    /// The content offset that shows `target` with `distance` points above
    /// the keyboard, moving as little as possible: unchanged when `target`
    /// is already visible, never past the content's ends.
    /// - Parameters:
    ///   - target: the focused field's frame, in the scroll view's content coordinates.
    ///   - offset: the current content offset's `y`.
    ///   - visibleHeight: the scroll view's height minus the keyboard overlap.
    ///   - topInset: the adjusted top inset (navigation bar …).
    ///   - maximumOffset: the largest offset the content allows.
    public static func offsetY(
        showing target: CGRect, offset: CGFloat, visibleHeight: CGFloat,
        topInset: CGFloat, maximumOffset: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let visibleTop = offset + topInset
        let visibleBottom = offset + visibleHeight - distance
        var result = offset
        if target.maxY > visibleBottom {
            result = offset + (target.maxY - visibleBottom)
            // A field taller than the room left keeps its top in view.
            if target.minY < result + topInset { result = target.minY - topInset }
        } else if target.minY < visibleTop {
            result = target.minY - topInset
        }
        return min(max(result, -topInset), max(-topInset, maximumOffset))
    }

    /// The constant of a bottom constraint that keeps content `distance`
    /// points above the keyboard: the original constant when the keyboard
    /// does not reach the safe area, else the overlap beyond it.
    public static func bottomConstant(
        original: CGFloat, overlap: CGFloat, safeAreaBottom: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let beyondSafeArea = overlap - safeAreaBottom
        return beyondSafeArea > 0 ? original + beyondSafeArea + distance : original
    }
}
