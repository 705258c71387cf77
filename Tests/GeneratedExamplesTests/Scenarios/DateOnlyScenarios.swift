#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The event form's start and end (`mode: date_and_time`,
/// `date_only_when: { field: all_day, equals: true }`): flipping the all-day
/// switch turns the pickers to the date only, their text to a date without a
/// time, and the values to the start of their day.
@MainActor
@Suite struct DateOnlyScenarios {
    @MainActor
    struct Screen {
        let allDay = UISwitch()
        let startsAt = UITextField(), endsAt = UITextField()
        let binder: EventFormBinder

        init() {
            let view = UIView(), scroll = UIScrollView()
            view.addSubview(scroll)
            for field in [allDay, startsAt, endsAt] as [UIView] { scroll.addSubview(field) }
            binder = EventFormBinder(state: EventFormState(app: EventScenarios.EventApp()), scrollView: scroll, view: view)
            binder.bind(.allDay, to: allDay)
            binder.bind(.startsAt, to: startsAt)
            binder.bind(.endsAt, to: endsAt)
        }
    }

    @Test func flippingTheToggleSwitchesThePickerModeTheTextAndTruncatesTheValue() throws {
        let screen = Screen()
        let picker = try #require(screen.startsAt.inputView as? UIDatePicker)
        let start = FormcDate.make(year: 2026, month: 5, day: 1, hour: 9, minute: 30)
        screen.binder.state.values.startsAt = start
        #expect(picker.datePickerMode == .dateAndTime)
        let withTime = screen.startsAt.text ?? ""
        #expect(!withTime.isEmpty)
        #expect(screen.binder.state.isDateOnly(.startsAt) == false)

        UIKitDoubleTesting.toggle(screen.allDay)
        #expect(screen.binder.state.values.allDay == true)
        #expect(screen.binder.state.isDateOnly(.startsAt) && screen.binder.state.isDateOnly(.endsAt))
        #expect(picker.datePickerMode == .date)
        #expect((screen.endsAt.inputView as? UIDatePicker)?.datePickerMode == .date)
        #expect(screen.binder.state.values.startsAt == Calendar.current.startOfDay(for: start), "truncated to its day")
        let dateOnly = screen.startsAt.text ?? ""
        #expect(!dateOnly.isEmpty && dateOnly != withTime, "the text shows the date only")

        UIKitDoubleTesting.toggle(screen.allDay)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(screen.binder.state.values.startsAt == Calendar.current.startOfDay(for: start), "stays at the start of its day")
        #expect(screen.startsAt.text != dateOnly, "the time is shown again")
    }

    @Test func aDateAlreadyAtMidnightStillSwitchesItsMode() throws {
        let screen = Screen()
        let picker = try #require(screen.endsAt.inputView as? UIDatePicker)
        screen.binder.state.values.endsAt = FormcDate.make(year: 2026, month: 5, day: 2)
        UIKitDoubleTesting.toggle(screen.allDay)
        #expect(picker.datePickerMode == .date, "no value change, the mode follows the conditions")
    }
}
#endif
