import Foundation

// Keyboard notifications and their userInfo keys. On iOS these are C globals
// (`UIKeyboardWillShowNotification` …) that UIKit's API notes import as class
// properties of `UIResponder`. The SDK (iPhoneOS 17.0, checked with
// typecheck.sh) leaves the notification names nonisolated but isolates the
// userInfo keys to the main actor, like `UIResponder` itself: reading a key
// from a nonisolated context is a warning in Swift 6 (an error with warnings
// as errors). The double declares them the same way.
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
    @MainActor public class var keyboardFrameBeginUserInfoKey: String { "UIKeyboardFrameBeginUserInfoKey" }
    /// userInfo key: `NSValue` holding the keyboard's end frame in screen coordinates.
    @MainActor public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
    /// userInfo key: `NSNumber` holding the animation duration in seconds (a `Double`).
    @MainActor public class var keyboardAnimationDurationUserInfoKey: String { "UIKeyboardAnimationDurationUserInfoKey" }
    /// userInfo key: `NSNumber` holding the animation curve (an `Int`, 7 for the keyboard's own curve).
    @MainActor public class var keyboardAnimationCurveUserInfoKey: String { "UIKeyboardAnimationCurveUserInfoKey" }
    /// userInfo key: `NSNumber` holding a `Bool`: whether the keyboard belongs to this app.
    @MainActor public class var keyboardIsLocalUserInfoKey: String { "UIKeyboardIsLocalUserInfoKey" }
}
