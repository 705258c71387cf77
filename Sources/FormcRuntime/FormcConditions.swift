import Foundation

/// Which fields and sections of a form are shown and enabled, computed once
/// per change by the generated `conditions()`: a set of the hidden and of
/// the disabled, so a form without conditions costs nothing.
public struct FormcConditions<Field: Hashable, Section: Hashable>: Equatable {
    private var hiddenFields: Set<Field> = []
    private var disabledFields: Set<Field> = []
    private var hiddenSections: Set<Section> = []
    private var disabledSections: Set<Section> = []
    /// The `date_only_when` fields whose condition holds now.
    public private(set) var dateOnlyFields: Set<Field> = []
    /// The fields a condition (or `read_only`) decides, whatever it decided.
    public private(set) var conditionalFields: Set<Field> = []

    /// Every field and section shown and enabled.
    public init() {}

    /// Whether `field` is shown.
    public func isVisible(_ field: Field) -> Bool { !hiddenFields.contains(field) }
    /// Whether `field` can be edited.
    public func isEnabled(_ field: Field) -> Bool { !disabledFields.contains(field) }
    /// Whether `section` is shown.
    public func isVisible(_ section: Section) -> Bool { !hiddenSections.contains(section) }
    /// Whether the fields of `section` can be edited.
    public func isEnabled(_ section: Section) -> Bool { !disabledSections.contains(section) }

    /// Records whether `field` is shown.
    public mutating func setVisible(_ field: Field, _ visible: Bool) {
        conditionalFields.insert(field)
        if visible { hiddenFields.remove(field) } else { hiddenFields.insert(field) }
    }
    /// Records whether `field` can be edited.
    public mutating func setEnabled(_ field: Field, _ enabled: Bool) {
        conditionalFields.insert(field)
        if enabled { disabledFields.remove(field) } else { disabledFields.insert(field) }
    }
    /// Whether date field `field` picks the date only now (its `date_only_when` holds).
    public func isDateOnly(_ field: Field) -> Bool { dateOnlyFields.contains(field) }

    /// Records whether date field `field` picks the date only.
    public mutating func setDateOnly(_ field: Field, _ dateOnly: Bool) {
        if dateOnly { dateOnlyFields.insert(field) } else { dateOnlyFields.remove(field) }
    }
    /// Records whether `section` is shown.
    public mutating func setVisible(_ section: Section, _ visible: Bool) {
        if visible { hiddenSections.remove(section) } else { hiddenSections.insert(section) }
    }
    /// Records whether the fields of `section` can be edited.
    public mutating func setEnabled(_ section: Section, _ enabled: Bool) {
        if enabled { disabledSections.remove(section) } else { disabledSections.insert(section) }
    }
}
