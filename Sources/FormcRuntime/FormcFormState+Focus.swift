import Foundation

extension FormcFormState {
    /// The field Return or a toolbar's next button moves to from `field`: the
    /// next one in form order that is shown, enabled and can take focus in the
    /// view (`canFocus`); nil after the last, where Return submits.
    public func field(after field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        guard let index = order.firstIndex(of: field) else { return nil }
        return order[(index + 1)...].first { isFocusable($0, canFocus) }
    }

    /// The field a toolbar's previous button moves to from `field`: the one
    /// before it in form order that is shown, enabled and can take focus.
    public func field(before field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        guard let index = order.firstIndex(of: field) else { return nil }
        return order[..<index].last { isFocusable($0, canFocus) }
    }

    /// The field to focus for a ``focusRequest`` of `field`: `field`, or the
    /// first field after it showing an issue that can take focus; nil when
    /// none can (a switch), so the view ends editing and the issue shows.
    public func fieldToFocus(for field: Field, where canFocus: (Field) -> Bool) -> Field? {
        let order = Array(Field.allCases)
        let start = order.firstIndex(of: field) ?? 0
        let showing = Set(fieldsWithShownIssues)
        if isFocusable(field, canFocus) { return field }
        return order[start...].first { showing.contains($0) && isFocusable($0, canFocus) }
    }

    private func isFocusable(_ field: Field, _ canFocus: (Field) -> Bool) -> Bool {
        isVisible(field) && isEnabled(field) && canFocus(field)
    }
}
