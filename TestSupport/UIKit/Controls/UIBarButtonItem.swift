import Foundation

/// The common base of bar items: title, image, enabled state, tag.
@MainActor
open class UIBarItem: NSObject {
    /// Creates an item.
    public override init() {
        super.init()
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item can be tapped.
    open var isEnabled = true
    /// An integer that identifies the item.
    open var tag = 0
    /// What VoiceOver reads as the item's value (UIAccessibility, as on every `NSObject`).
    open var accessibilityValue: String?
}

/// A toolbar button: a system item, a title or image, and a closure action (`primaryAction`).
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// Built-in items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        @available(iOS 13.0, *)
        case close = 24
    }

    /// The item style.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// The built-in item this was created as, if any (not public in UIKit).
    var systemItem: SystemItem?

    /// Creates a plain item. `required` so that `flexibleSpace()` can return `Self`.
    public required override init() {
        super.init()
    }

    /// Creates a plain item with a title, image and action.
    @preconcurrency
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// Creates a built-in item; the action's title and image are ignored, as on iOS.
    @preconcurrency
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done { style = .done }
    }

    /// A flexible space that pushes the items around it apart.
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.systemItem = .flexibleSpace
        return item
    }

    /// A space of fixed width.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// The menu shown by the item.
    open var menu: UIMenu?
    /// The style.
    open var style: Style = .plain
    /// The width of a fixed space (0: natural).
    open var width: CGFloat = 0

    /// The user taps the item: runs the primary action with the item as sender.
    func userTap() -> Bool {
        guard isEnabled, let primaryAction,
              systemItem != .flexibleSpace, systemItem != .fixedSpace else { return false }
        primaryAction.perform(sender: self)
        return true
    }
}
