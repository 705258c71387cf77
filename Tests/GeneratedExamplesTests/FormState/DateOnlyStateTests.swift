import Foundation
import Testing

/// `date_only_when` on the event form's dates, with no view (runs on Linux):
/// the condition is in `conditions()`, and the change that makes it hold
/// settles the dates to the start of their day.
@MainActor
@Suite struct DateOnlyStateTests {
    @MainActor
    final class App: EventFormApp {
        func submit(_ form: EventForm) async -> [EventForm.Issue] { [] }
        func cancel(_ form: EventForm) {}
        func calendarOptions() async -> [FormcOption<String>] { [] }
    }

    @Test func turningAllDayOnTruncatesTheDatesInTheSameChangeAndTheyStaySo() {
        let start = FormcDate.make(year: 2026, month: 5, day: 1, hour: 9, minute: 30)
        let end = FormcDate.make(year: 2026, month: 5, day: 1, hour: 18)
        let state = EventFormState(EventForm(startsAt: start, endsAt: end), app: App())
        #expect(!state.isDateOnly(.startsAt) && !state.isDateOnly(.endsAt))
        var heard = 0
        let observation = state.observe { heard += 1 }

        state.values.allDay = true
        #expect(heard == 1, "one change")
        #expect(state.isDateOnly(.startsAt) && state.isDateOnly(.endsAt))
        #expect(state.conditions.dateOnlyFields == [.startsAt, .endsAt])
        #expect(state.values.startsAt == Calendar.current.startOfDay(for: start))
        #expect(state.values.endsAt == Calendar.current.startOfDay(for: end))

        // A time picked while all-day is on is truncated too.
        state.values.startsAt = FormcDate.make(year: 2026, month: 5, day: 3, hour: 7)
        #expect(state.values.startsAt == FormcDate.make(year: 2026, month: 5, day: 3))

        state.values.allDay = false
        #expect(!state.isDateOnly(.startsAt))
        #expect(state.values.startsAt == FormcDate.make(year: 2026, month: 5, day: 3), "the day start stays")
        state.values.startsAt = FormcDate.make(year: 2026, month: 5, day: 3, hour: 7)
        #expect(state.values.startsAt == FormcDate.make(year: 2026, month: 5, day: 3, hour: 7), "a time again")
        _ = observation
    }

    @Test func anEmptyDateStaysEmpty() {
        let state = EventFormState(EventForm(), app: App())
        state.values.allDay = true
        #expect(state.values.startsAt == nil && state.isDateOnly(.startsAt))
    }
}
