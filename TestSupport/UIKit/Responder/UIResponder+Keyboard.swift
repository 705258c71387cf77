import Foundation

// Keyboard notifications and their userInfo keys. On iOS these are C globals
// (`UIKeyboardWillShowNotification` …) that UIKit's API notes import as class
// properties of `UIResponder`, so they share its `@MainActor` isolation:
// reading one from a nonisolated context is a warning in Swift 6 (an error
// with warnings as errors). The double declares them the same way.
@MainActor
extension UIResponder {
    /// Posted before the keyboard (or a custom input view) appears or changes while shown.
    public class var keyboardWillShowNotification: NSNotification.Name { NSNotification.Name("UIKeyboardWillShowNotification") }
    /// Posted after the keyboard appeared.
    public class var keyboardDidShowNotification: NSNotification.Name { NSNotification.Name("UIKeyboardDidShowNotification") }
    /// Posted before the keyboard disappears.
    public class var keyboardWillHideNotification: NSNotification.Name { NSNotification.Name("UIKeyboardWillHideNotification") }
    /// Posted after the keyboard disappeared.
    public class var keyboardDidHideNotification: NSNotification.Name { NSNotification.Name("UIKeyboardDidHideNotification") }
    /// Posted before the keyboard's frame changes (show, hide, resize, rotation).
    public class var keyboardWillChangeFrameNotification: NSNotification.Name { NSNotification.Name("UIKeyboardWillChangeFrameNotification") }
    /// Posted after the keyboard's frame changed.
    public class var keyboardDidChangeFrameNotification: NSNotification.Name { NSNotification.Name("UIKeyboardDidChangeFrameNotification") }

    /// userInfo key: `NSValue` holding the keyboard's start frame in screen coordinates.
    public class var keyboardFrameBeginUserInfoKey: String { "UIKeyboardFrameBeginUserInfoKey" }
    /// userInfo key: `NSValue` holding the keyboard's end frame in screen coordinates.
    public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
    /// userInfo key: `NSNumber` holding the animation duration in seconds (a `Double`).
    public class var keyboardAnimationDurationUserInfoKey: String { "UIKeyboardAnimationDurationUserInfoKey" }
    /// userInfo key: `NSNumber` holding the animation curve (an `Int`, 7 for the keyboard's own curve).
    public class var keyboardAnimationCurveUserInfoKey: String { "UIKeyboardAnimationCurveUserInfoKey" }
    /// userInfo key: `NSNumber` holding a `Bool`: whether the keyboard belongs to this app.
    public class var keyboardIsLocalUserInfoKey: String { "UIKeyboardIsLocalUserInfoKey" }
}
