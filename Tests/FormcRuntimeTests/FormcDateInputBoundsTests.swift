#if canImport(UIKit)
import Foundation
import FormcRuntime
import Testing
import UIKit

/// A date picker's bounds while it picks the date only (`mode: date`, or while
/// `date_only_when` holds): the bounds' whole days, as the rules compare such a
/// date by its day, so a minimum at 10:30 does not forbid that morning.
@MainActor
@Suite struct FormcDateInputBoundsTests {
    static let minimum = FormcDate.make(year: 2026, month: 12, day: 2, hour: 10, minute: 30)
    static let maximum = FormcDate.make(year: 2026, month: 12, day: 9, hour: 8, minute: 15)

    final class Switch { var isOn = false }

    func input(mode: UIDatePicker.Mode, dateOnly: Switch = Switch()) -> FormcDateInput {
        FormcDateInput(UITextField(), mode: mode, minimum: Self.minimum, maximum: Self.maximum, placeholder: nil,
                       value: { nil }, onChange: { _ in }, dateOnly: { dateOnly.isOn })
    }

    @Test func aDateOnlyPickerIsBoundedByWholeDays() {
        let picker = input(mode: .date).picker
        #expect(picker.minimumDate == FormcDate.make(year: 2026, month: 12, day: 2))
        #expect(picker.maximumDate == FormcDate.make(year: 2026, month: 12, day: 9, hour: 23, minute: 59, second: 59))
    }

    @Test func aDateAndTimeKeepsItsBoundsUntilItPicksTheDateOnly() {
        let allDay = Switch()
        let date = input(mode: .dateAndTime, dateOnly: allDay)
        #expect(date.picker.minimumDate == Self.minimum)
        #expect(date.picker.maximumDate == Self.maximum)
        allDay.isOn = true
        date.refresh()
        #expect(date.picker.datePickerMode == .date)
        #expect(date.picker.minimumDate == FormcDate.make(year: 2026, month: 12, day: 2))
        #expect(date.picker.maximumDate == FormcDate.make(year: 2026, month: 12, day: 9, hour: 23, minute: 59, second: 59))
        allDay.isOn = false
        date.refresh()
        #expect(date.picker.minimumDate == Self.minimum, "the time's bounds again")
    }

    @Test func aTimeKeepsItsBounds() {
        let picker = input(mode: .time).picker
        #expect(picker.minimumDate == Self.minimum)
        #expect(picker.maximumDate == Self.maximum)
    }

    /// The bounds a field's description gives are read each time the field is
    /// shown (a relative bound moves with the clock), as the SwiftUI date reads them.
    @Test func boundsAreReadAgainEachTimeTheFieldIsShown() {
        final class Bound { var minimum: Date? }
        let bound = Bound()
        bound.minimum = Self.minimum
        let date = FormcDateInput(UITextField(), mode: .time, bounds: { _ in (bound.minimum, nil) }, placeholder: nil,
                                  value: { nil }, onChange: { _ in })
        #expect(date.picker.minimumDate == Self.minimum)
        bound.minimum = Self.maximum
        date.refresh()
        #expect(date.picker.minimumDate == Self.maximum)
    }
}
#endif
