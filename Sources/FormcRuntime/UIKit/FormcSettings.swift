#if canImport(UIKit)
import UIKit

/// How a form keeps the focused field visible above the keyboard.
@MainActor
public enum FormcAvoidance {
    /// Bottom content and indicator insets follow the keyboard; the focused
    /// field is scrolled into view.
    case scroll(UIScrollView)
    /// The constant of a bottom constraint follows the keyboard (the
    /// constraint's items: the container (or its safe area) and the content).
    case constraint(NSLayoutConstraint)
    /// The view's bottom is pinned to `keyboardLayoutGuide`; UIKit moves it.
    case layoutGuide(UIView)
    /// Nothing moves.
    case none
}

/// The spec's `keyboard` settings.
public struct FormcKeyboardOptions: Sendable, Equatable {
    /// Points kept between the focused field and the keyboard.
    public var distance: CGFloat
    /// Whether a tap outside the fields ends editing.
    public var dismissOnTapOutside: Bool
    /// Whether Return in the last field ends editing.
    public var dismissOnReturn: Bool

    /// Creates settings.
    public init(distance: CGFloat, dismissOnTapOutside: Bool, dismissOnReturn: Bool) {
        self.distance = distance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnReturn = dismissOnReturn
    }
}

/// One item of a keyboard accessory toolbar.
public enum FormcToolbarItem: Sendable, Equatable {
    case flexibleSpace
    /// A fixed space of the given width (the system's when nil).
    case fixedSpace(CGFloat?)
    /// Focus the previous field (a chevron when the title is nil).
    case previous(String?)
    /// Focus the next field (a chevron when the title is nil).
    case next(String?)
    /// End editing (the system Done when the title is nil).
    case done(String?)
    /// Call the binder's `onAction` with `action`.
    case custom(title: String, action: String)
}

/// Keyboard and text traits of a text input.
public struct FormcTextTraits {
    public var keyboardType: UIKeyboardType
    public var contentType: UITextContentType?
    public var autocapitalization: UITextAutocapitalizationType
    public var autocorrection: UITextAutocorrectionType
    public var isSecure: Bool
    public var returnKey: UIReturnKeyType

    /// Creates traits.
    public init(keyboardType: UIKeyboardType, contentType: UITextContentType?,
                   autocapitalization: UITextAutocapitalizationType, autocorrection: UITextAutocorrectionType,
                   isSecure: Bool, returnKey: UIReturnKeyType) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
    }
}

/// A form's values, shared by the binder and the closures its inputs call;
/// reports every change with the values before and after.
@MainActor
public final class FormcState<Value> {
    /// The values.
    public var value: Value {
        didSet {
            depth += 1
            defer { depth -= 1 }
            onChange?(oldValue, value)
        }
    }
    /// Called after every change, also for a change made while one is
    /// reported (a parent picker clearing its child).
    public var onChange: ((_ old: Value, _ new: Value) -> Void)?
    /// How many `onChange` calls are running.
    private var depth = 0

    /// Whether the change being reported was made while reporting another:
    /// part of that edit, which the outer report announces.
    public var isNestedChange: Bool { depth > 1 }

    /// A state holding `value`.
    public init(_ value: Value) { self.value = value }
}
#endif
