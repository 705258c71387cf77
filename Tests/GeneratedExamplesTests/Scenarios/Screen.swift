#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The simulated device a scenario runs on: an iPhone-sized window (390×844,
/// safe area 47/34, 336 pt keyboard) showing one view controller, whose root
/// view each example's builder fills the way an app would.
@MainActor
struct Screen {
    let window: UIWindow
    let controller: UIViewController

    /// A screen whose root view is `root` (a scroll view for scroll forms, a
    /// plain view otherwise); the root fills the window as on iOS.
    init(root: UIView = UIView()) {
        UIKitDoubleTesting.reset()
        window = UIKitDoubleTesting.makeWindow()
        controller = RootViewController(root: root)
        window.rootViewController = controller
    }

    /// The root view (the binder's `view`, where a tap ends editing).
    var root: UIView { controller.view }

    /// The simulated keyboard of the window.
    var keyboard: UIKitDoubleTesting.Keyboard { UIKitDoubleTesting.keyboard(of: window) }

    /// The keyboard's top edge in window coordinates (the screen's bottom while hidden).
    var keyboardTop: CGFloat { keyboard.visibleFrame?.minY ?? window.bounds.maxY }

    /// Where `view` is on the screen.
    func frameOnScreen(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: window)
    }

    /// Taps an empty point of the screen (no field, no control there).
    @discardableResult
    func tapOutside(at point: CGPoint = CGPoint(x: 4, y: 60)) -> UIView? {
        UIKitDoubleTesting.tap(at: point, in: window)
    }

    /// The responder being edited, if any.
    var firstResponder: UIView? {
        allViews(in: window).first { $0.isFirstResponder }
    }

    private func allViews(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap(allViews(in:))
    }
}

/// A view controller whose view is given (`loadView` as an app would write it).
@MainActor
private final class RootViewController: UIViewController {
    private let root: UIView

    init(root: UIView) {
        self.root = root
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = root }
}

/// Lays views out top to bottom as a vertical stack would (the double has no
/// Auto Layout solver): each at the full width of `container` minus margins.
@MainActor
enum Column {
    /// The height a view of this kind gets in a form.
    static func height(of view: UIView) -> CGFloat {
        switch view {
        case is UITextView: 120
        case is UISwitch: 31
        default: 44
        }
    }

    /// Adds `views` to `container` from `top` down, `spacing` apart (room for
    /// a label above each), and returns the bottom of the last one.
    @discardableResult
    static func stack(_ views: [UIView], in container: UIView, width: CGFloat, top: CGFloat = 0,
                      spacing: CGFloat = 28) -> CGFloat {
        var y = top
        for view in views {
            y += spacing
            view.frame = CGRect(x: 16, y: y, width: width - 32, height: height(of: view))
            container.addSubview(view)
            y += view.frame.height
        }
        return y
    }
}

/// The bar button items of the accessory toolbar of a text input.
@MainActor
func toolbarItems(of view: UIView) -> [UIBarButtonItem] {
    let accessory = (view as? UITextField)?.inputAccessoryView ?? (view as? UITextView)?.inputAccessoryView
    return (accessory as? UIToolbar)?.items ?? []
}

/// The wheel a picker field shows instead of the keyboard.
@MainActor
func wheel(of field: UITextField) throws -> UIPickerView {
    try #require(field.inputView as? UIPickerView, "the field's input view is not a picker")
}

/// The date picker a date field shows instead of the keyboard.
@MainActor
func datePicker(of field: UITextField) throws -> UIDatePicker {
    try #require(field.inputView as? UIDatePicker, "the field's input view is not a date picker")
}
#endif
