import Foundation

/// What a controller shows in a navigation bar: its title and bar buttons.
@MainActor
open class UINavigationItem: NSObject {
    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The title shown in the bar.
    open var title: String?
    /// The button at the leading edge (cancel, back).
    open var leftBarButtonItem: UIBarButtonItem?
    /// The button at the trailing edge (done, save).
    open var rightBarButtonItem: UIBarButtonItem?
}
