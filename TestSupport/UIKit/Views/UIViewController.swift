import Foundation

/// Manages a view: loads it on first access, relays appearance, layout and safe-area callbacks.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var hasAppeared = false

    /// Creates a view controller without a nib (the double has no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive; the double keeps no archived state.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// A title for navigation.
    open var title: String?

    /// What the controller shows in a navigation bar (made on first use).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?

    /// The container holding this controller (a navigation controller's children have it as parent).
    open internal(set) weak var parent: UIViewController?

    /// The nearest navigation controller among the parents.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? UINavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }

    /// The controller this one presents, if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller presenting this one, if any.
    open internal(set) weak var presentingViewController: UIViewController?

    /// Presents a controller modally; the double shows no transition (the completion runs at once).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses the controller this one presents (or, when it presents none, this one).
    open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }

    /// Creates the root view; the default makes a plain `UIView`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the root view now if needed.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// Called once the root view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    open override var next: UIResponder? { loadedView?.superview }

    override var responderWindow: UIWindow? { loadedView?.window }

    /// Runs the appearance callbacks once, when shown in a visible window.
    func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        viewWillAppear(false)
        view.layoutIfNeeded()
        viewDidAppear(false)
    }
}
