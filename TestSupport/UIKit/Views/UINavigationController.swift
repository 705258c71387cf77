import Foundation

/// A stack of view controllers; pushing and popping show no transition in the double.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] { stack }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// Pushes a controller: it becomes the top one (its view is loaded).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        push(viewController)
    }

    /// Pops the top controller (never the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.parent = nil
        return popped
    }

    private func push(_ viewController: UIViewController) {
        stack.append(viewController)
        viewController.parent = self
        viewController.loadViewIfNeeded()
    }
}
