import Foundation

/// Which fields and sections of a form are shown and enabled, computed once
/// per change by the generated `conditions()`: a set of the hidden and of
/// the disabled, so a form without conditions costs nothing.
///
/// Its methods are `@inlinable` (their storage `@usableFromInline`): the
/// generated `conditions()` calls them for every conditional field on every
/// change, and across the module boundary an unspecialized `Set<Field>` costs
/// about twice the specialized one (docs/performance.md, "Session 11").
public struct FormcConditions<Field: Hashable, Section: Hashable>: Equatable {
    @usableFromInline var hiddenFields: Set<Field> = []
    @usableFromInline var disabledFields: Set<Field> = []
    @usableFromInline var hiddenSections: Set<Section> = []
    @usableFromInline var disabledSections: Set<Section> = []
    @usableFromInline var storedDateOnlyFields: Set<Field> = []
    @usableFromInline var storedConditionalFields: Set<Field> = []

    /// The `date_only_when` fields whose condition holds now.
    public var dateOnlyFields: Set<Field> { storedDateOnlyFields }
    /// The fields a condition (or `read_only`) decides, whatever it decided.
    public var conditionalFields: Set<Field> { storedConditionalFields }

    /// Every field and section shown and enabled.
    public init() {}

    /// Whether `field` is shown.
    @inlinable
    public func isVisible(_ field: Field) -> Bool { !hiddenFields.contains(field) }
    /// Whether `field` can be edited.
    @inlinable
    public func isEnabled(_ field: Field) -> Bool { !disabledFields.contains(field) }
    /// Whether `section` is shown.
    @inlinable
    public func isVisible(_ section: Section) -> Bool { !hiddenSections.contains(section) }
    /// Whether the fields of `section` can be edited.
    @inlinable
    public func isEnabled(_ section: Section) -> Bool { !disabledSections.contains(section) }

    /// Records whether `field` is shown.
    @inlinable
    public mutating func setVisible(_ field: Field, _ visible: Bool) {
        storedConditionalFields.insert(field)
        if visible { hiddenFields.remove(field) } else { hiddenFields.insert(field) }
    }
    /// Records whether `field` can be edited.
    @inlinable
    public mutating func setEnabled(_ field: Field, _ enabled: Bool) {
        storedConditionalFields.insert(field)
        if enabled { disabledFields.remove(field) } else { disabledFields.insert(field) }
    }
    /// Whether date field `field` picks the date only now (its `date_only_when` holds).
    @inlinable
    public func isDateOnly(_ field: Field) -> Bool { storedDateOnlyFields.contains(field) }

    /// Records whether date field `field` picks the date only.
    @inlinable
    public mutating func setDateOnly(_ field: Field, _ dateOnly: Bool) {
        if dateOnly { storedDateOnlyFields.insert(field) } else { storedDateOnlyFields.remove(field) }
    }
    /// Records whether `section` is shown.
    @inlinable
    public mutating func setVisible(_ section: Section, _ visible: Bool) {
        if visible { hiddenSections.remove(section) } else { hiddenSections.insert(section) }
    }
    /// Records whether the fields of `section` can be edited.
    @inlinable
    public mutating func setEnabled(_ section: Section, _ enabled: Bool) {
        if enabled { disabledSections.remove(section) } else { disabledSections.insert(section) }
    }
}
