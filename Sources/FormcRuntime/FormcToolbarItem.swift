import Foundation

/// One item of a keyboard accessory toolbar.
public enum FormcToolbarItem: Sendable, Equatable {
    case flexibleSpace
    /// A fixed space of the given width (the system's when nil).
    case fixedSpace(CGFloat?)
    /// Focus the previous field (a chevron when the title is nil).
    case previous(String?)
    /// Focus the next field (a chevron when the title is nil).
    case next(String?)
    /// End editing (the system Done when the title is nil).
    case done(String?)
    /// Call the binder's `onAction` with `action`.
    case custom(title: String, action: String)
    /// Empty the focused field (an `xmark.circle` symbol when the title is nil).
    case clear(String?)
    /// Start the focused field's look-up (a `magnifyingglass` symbol when the title is nil).
    case lookup(String?)
    /// A text, not a button: the focused field's label when nil.
    case title(String?)
}
