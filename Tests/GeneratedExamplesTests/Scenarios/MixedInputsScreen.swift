#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The test-only spec Tests/Fixtures/generate/mixed-inputs.form.yaml, laid out
/// so that view-tree order is *not* form order: two cards in a scroll view,
/// the lower card added to the tree first, each card's fields added bottom
/// first; the email field sits far below the comment, out of sight.
@MainActor
struct MixedInputsScreen {
    let screen: Screen
    let scrollView = UIScrollView()
    let name = UITextField(), plan = UITextField(), addon = UITextField(), nothing = UITextField()
    let comment = UITextView()
    let email = UITextField()
    let binder: MixedInputsFormBinder

    init(form: MixedInputsForm = MixedInputsForm()) {
        screen = Screen(root: scrollView)
        let width = screen.window.bounds.width
        let upper = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 320))
        let lower = UIView(frame: CGRect(x: 0, y: 700, width: width, height: 900))
        scrollView.addSubview(lower)
        scrollView.addSubview(upper)
        for (view, y) in [(nothing, 260.0), (addon, 180), (plan, 100), (name, 20)] as [(UIView, CGFloat)] {
            view.frame = CGRect(x: 16, y: y, width: width - 32, height: 44)
            upper.addSubview(view)
        }
        email.frame = CGRect(x: 16, y: 800, width: width - 32, height: 44)
        comment.frame = CGRect(x: 16, y: 20, width: width - 32, height: 120)
        lower.addSubview(email)
        lower.addSubview(comment)
        scrollView.contentSize = CGSize(width: width, height: 1600)
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        binder = MixedInputsFormBinder(state: MixedInputsFormState(form), scrollView: scrollView, view: scrollView)
        binder.bind(.name, to: name)
        binder.bind(.plan, to: plan)
        binder.bind(.addon, to: addon)
        binder.bind(.nothing, to: nothing)
        binder.bind(.comment, to: comment)
        binder.bind(.email, to: email)
    }

    /// Whether all of `view` is on screen, below the status bar and `distance` above the keyboard.
    func isFullyVisible(_ view: UIView, distance: CGFloat = 12) -> Bool {
        let frame = screen.frameOnScreen(view)
        return frame.minY >= screen.window.safeAreaInsets.top && frame.maxY <= screen.keyboardTop - distance
    }

    /// The toolbar's previous, next and done buttons of a field (the `nav` toolbar).
    func navigation(of view: UIView) -> (previous: UIBarButtonItem, next: UIBarButtonItem, done: UIBarButtonItem)? {
        let items = toolbarItems(of: view)
        guard items.count == 4 else { return nil }
        return (items[0], items[1], items[3])
    }
}
#endif
