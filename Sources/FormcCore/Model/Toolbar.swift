/// A named keyboard accessory toolbar.
public struct Toolbar: Codable, Equatable, Sendable {
    /// The name as written in the spec.
    public var name: String
    /// The items, left to right.
    public var items: [ToolbarItem]
    /// Creates a toolbar.
    public init(name: String, items: [ToolbarItem]) {
        self.name = name
        self.items = items
    }
}

/// One item of an accessory toolbar.
public struct ToolbarItem: Codable, Equatable, Sendable {
    /// What the item does.
    public enum Kind: String, Codable, Equatable, Sendable, CaseIterable {
        /// A flexible space.
        case flexibleSpace = "flexible_space"
        /// A fixed space, `width` points wide (system width when nil).
        case fixedSpace = "fixed_space"
        /// Moves focus to the previous field in form order.
        case previous
        /// Moves focus to the next field in form order.
        case next
        /// Ends editing (dismisses the keyboard or picker).
        case done
        /// Calls the app with `action`.
        case custom
        /// Empties the focused field.
        case clear
        /// Starts the look-up of the focused field (`lookup:`).
        case lookup
        /// A text that is not a button: `title` (`nil`: the focused field's label).
        case title
    }
    /// What the item does.
    public var kind: Kind
    /// The title; `nil` uses the system item (Done, chevrons).
    public var title: LocalizableText?
    /// For `fixedSpace`: the width in points.
    public var width: Double?
    /// For `custom`: the action name as written.
    public var action: String?
    /// For `custom`: the action's Swift case name.
    public var actionSwiftName: String?
    /// Creates an item.
    public init(kind: Kind, title: LocalizableText? = nil, width: Double? = nil,
                action: String? = nil, actionSwiftName: String? = nil) {
        self.kind = kind
        self.title = title
        self.width = width
        self.action = action
        self.actionSwiftName = actionSwiftName
    }
}
