import Foundation

// Keyboard notifications and their userInfo keys. On iOS these are globals
// (`UIKeyboardWillShowNotification` …) imported as class properties; they are
// constants, usable from any isolation, hence `nonisolated` here.
extension UIResponder {
    /// Posted before the keyboard (or a custom input view) appears or changes while shown.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (show, hide, resize, rotation).
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// userInfo key: `NSValue` holding the keyboard's start frame in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// userInfo key: `NSValue` holding the keyboard's end frame in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// userInfo key: `NSNumber` holding the animation duration in seconds (a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// userInfo key: `NSNumber` holding the animation curve (an `Int`, 7 for the keyboard's own curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// userInfo key: `NSNumber` holding a `Bool`: whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
