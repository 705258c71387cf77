import Foundation

/// A view that sends actions for control events (closure actions only: no selectors on Linux).
@MainActor
open class UIControl: UIView {
    /// Control events, with UIKit's raw bits.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates events from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        @available(iOS 14.0, *)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates states from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Creates a control and adds `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// Where the content sits horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// Whether the control responds to the user.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The traits set, plus the state's, as UIKit's controls report them: `.selected`, `.notEnabled`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if isSelected { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The control's state.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Adds an action for the given events; one with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].events.formUnion(controlEvents)
            actions[index].action = action
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Removes an action for the given events.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with the identifier for the given events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs the actions registered for any of the events, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// Whether any action is registered for one of the events.
    func hasActions(for controlEvents: UIControl.Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }
}
