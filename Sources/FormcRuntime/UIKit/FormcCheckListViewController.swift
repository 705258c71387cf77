#if canImport(UIKit)
import UIKit

/// The screen a `style: list` row opens (``FormcChoiceListViewController``,
/// ``FormcSelectionListViewController``): titled with the field's label, a
/// stack of check rows the subclass fills, shown and closed by ``FormcListPresentation``.
@MainActor
public class FormcCheckListViewController: UIViewController {
    /// The stack holding the rows, once the view has loaded.
    private(set) var stack: UIStackView?

    /// A list titled `title`.
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not made from a storyboard or a nib (formc's runtime builds it in code): no instance, and no trap.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let screen = FormcFormLayout.makeScreen(in: view)
        screen.bottom.isActive = true
        let stack = FormcFormLayout.checkRows()
        screen.stack.addArrangedSubview(stack)
        self.stack = stack
        makeRows(in: stack)
    }

    /// Adds the rows to `stack` (when the view loads).
    func makeRows(in stack: UIStackView) {}

    /// Goes back to the form: pops the list, or closes its sheet.
    func close() {
        FormcListPresentation.close(self)
    }
}

/// How the lists of `style: list` rows are shown and closed: pushed onto the
/// navigation controller of the screen showing the row, or presented as a sheet.
@MainActor
enum FormcListPresentation {
    /// Wires `button`, the row of the field labeled `title`, to show the list
    /// `list` makes (nil: nothing to show) when it is tapped.
    static func opens(_ button: UIButton, titled title: String, _ list: @escaping @MainActor () -> UIViewController?) {
        // VoiceOver reads the field, then what is chosen.
        button.accessibilityLabel = title
        button.addAction(UIAction { [weak button] _ in
            guard let button, let list = list() else { return }
            show(list, from: button)
        }, for: .primaryActionTriggered)
    }

    /// Shows `list` from the screen holding `view`.
    static func show(_ list: UIViewController, from view: UIView) {
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let screen = responder as? UIViewController else { return }
        if let navigation = screen.navigationController {
            navigation.pushViewController(list, animated: true)
        } else {
            screen.present(list, animated: true)
        }
    }

    /// Goes back from `list`: pops it when it was pushed, closes it when it was presented.
    static func close(_ list: UIViewController) {
        if let navigation = list.navigationController, navigation.topViewController === list {
            _ = navigation.popViewController(animated: true)
        } else if list.presentingViewController != nil {
            list.dismiss(animated: true)
        }
    }
}
#endif
