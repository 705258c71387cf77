import Foundation

/// The closure type of a `UIAction`.
public typealias UIActionHandler = @MainActor @Sendable (UIAction) -> Void

/// A menu element: the common base of actions and menus.
@MainActor
open class UIMenuElement: NSObject {
    /// Attributes of a menu element.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates attributes from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// The check state of a menu element.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu; declared only because bar button item initialisers take one (pass `nil`).
@MainActor
open class UIMenu: UIMenuElement {}

/// A closure-based action, the target-action replacement that works without the Objective-C runtime.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: UIAction.Identifier
    /// A title for discoverability (keyboard shortcuts HUD).
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: UIMenuElement.Attributes
    /// The state.
    open var state: UIMenuElement.State
    /// The object that triggered the action while its handler runs, else `nil`.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action.
    @preconcurrency
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set, as UIKit does when a control or item fires.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
