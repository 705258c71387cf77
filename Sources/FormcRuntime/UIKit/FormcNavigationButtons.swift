#if canImport(UIKit)
import UIKit

/// The ready screen's buttons in the navigation bar (`cancel:`, and
/// `submit: { placement: navigation_bar }`): cancel leading, submit trailing
/// (bold, as a confirming action is). Submit submits through the binder as
/// the bottom button does; cancel ends editing, tells the app
/// (``FormcFormState/cancel()``) and closes the screen: popped when it was
/// pushed onto a navigation controller, dismissed when it (or its navigation
/// controller) was presented. Both are disabled while a submit runs.
@MainActor
public final class FormcNavigationButtons<Model: FormcFormModel> {
    /// The submit item, when the submit is in the navigation bar.
    public private(set) weak var submitItem: UIBarButtonItem?
    /// The cancel item, when the spec has a cancel.
    public private(set) weak var cancelItem: UIBarButtonItem?
    private weak var screen: UIViewController?
    private let binder: FormcFormBinder<Model>
    private var observation: FormcObservation?

    private init(screen: UIViewController, binder: FormcFormBinder<Model>) {
        self.screen = screen
        self.binder = binder
    }

    /// Puts the items titled `submit` and `cancel` (nil: none) in `screen`'s
    /// navigation item. The items keep the buttons' logic alive, the screen keeps the items.
    @discardableResult
    public static func install(
        on screen: UIViewController, binder: FormcFormBinder<Model>, submit: String?, cancel: String?
    ) -> FormcNavigationButtons {
        let buttons = FormcNavigationButtons(screen: screen, binder: binder)
        if let submit {
            let item = UIBarButtonItem(title: submit, primaryAction: UIAction { _ in _ = buttons.binder.submit() })
            item.style = .done
            screen.navigationItem.rightBarButtonItem = item
            buttons.submitItem = item
        }
        if let cancel {
            let item = UIBarButtonItem(title: cancel, primaryAction: UIAction { _ in buttons.cancel() })
            screen.navigationItem.leftBarButtonItem = item
            buttons.cancelItem = item
        }
        buttons.observation = binder.state.observe { [weak buttons] in buttons?.showSubmitting() }
        buttons.showSubmitting()
        return buttons
    }

    /// Ends editing, tells the app, closes the screen; nothing while the values are being sent.
    func cancel() {
        guard let screen, !binder.state.isSubmitting else { return }
        screen.view.endEditing(true)
        guard binder.state.cancel() else { return }
        Self.close(screen)
    }

    private func showSubmitting() {
        let isSubmitting = binder.state.isSubmitting
        submitItem?.isEnabled = !isSubmitting
        cancelItem?.isEnabled = !isSubmitting
        submitItem?.accessibilityValue = isSubmitting ? Model.messages.submittingValue : nil
    }

    /// Pops `screen` when it was pushed (not the navigation controller's first), else dismisses what was presented.
    static func close(_ screen: UIViewController) {
        if let navigation = screen.navigationController, navigation.viewControllers.first !== screen {
            _ = navigation.popViewController(animated: true)
        } else if let navigation = screen.navigationController, navigation.presentingViewController != nil {
            navigation.dismiss(animated: true)
        } else if screen.presentingViewController != nil {
            screen.dismiss(animated: true)
        }
    }
}
#endif
