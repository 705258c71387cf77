#if canImport(UIKit)
import UIKit

extension FormcFormBinder where Model: FormcDescribedModel {
    /// A binder over `state` for the fields inside `view` (the screen's root
    /// view: a tap in it outside the fields ends editing), with the keyboard
    /// settings and submit behaviour of the form's spec (``FormcDescribedModel/screen``).
    /// Bind the views with `bind(_:to:)`.
    ///
    /// The same call serves every `keyboard.avoidance`, so a spec change never
    /// changes it; give what the app has, and the binder takes what the spec asks for:
    /// - `scroll`: `scrollView` (the one holding the fields), else the first scroll
    ///   view in `view` (itself included), else nothing moves;
    /// - `constraint`: `bottomConstraint` (between the content's bottom and its
    ///   container's or safe area's), else the scroll view as for `scroll`;
    /// - `layout_guide`: `scrollView` or the first scroll view in `view`, its bottom
    ///   pinned to the keyboard layout guide (give it no other bottom constraint);
    /// - `none`: nothing moves.
    public convenience init(state: FormcFormState<Model>, scrollView: UIScrollView? = nil,
                            bottomConstraint: NSLayoutConstraint? = nil, view: UIView) {
        let screen = Model.screen
        self.init(
            state: state,
            avoidance: FormcAvoidance(screen.avoidance, scrollView: scrollView, bottomConstraint: bottomConstraint, in: view),
            view: view,
            keyboard: FormcKeyboardOptions(distance: CGFloat(screen.keyboardDistance),
                                           dismissOnTapOutside: screen.endsEditingOnTap,
                                           dismissOnReturn: screen.endsEditingOnReturn),
            validatesOnSubmit: screen.validatesOnSubmit)
    }
}

extension FormcAvoidance {
    /// The avoidance `kind` asks for, with the views given or found in `view`.
    init(_ kind: FormcKeyboardAvoidance, scrollView: UIScrollView?, bottomConstraint: NSLayoutConstraint?, in view: UIView) {
        let scrolled = { scrollView ?? Self.firstScrollView(in: view) }
        switch kind {
        case .scroll:
            self = scrolled().map { .scroll($0) } ?? .none
        case .constraint:
            if let bottomConstraint {
                self = .constraint(bottomConstraint)
            } else {
                self = scrolled().map { .scroll($0) } ?? .none
            }
        case .layoutGuide:
            self = scrolled().map { .layoutGuide($0) } ?? .none
        case .none:
            self = .none
        }
    }

    /// `view` if it is a scroll view, else the first one under it, breadth first
    /// (the outermost: the one that holds the form, not a text view inside it).
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        var level = [view]
        while !level.isEmpty {
            for candidate in level {
                // A text view is a scroll view too, but never the one holding the form.
                if let found = candidate as? UIScrollView, !(candidate is UITextView) { return found }
            }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}
#endif
