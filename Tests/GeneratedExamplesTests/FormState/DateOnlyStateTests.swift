import FormcRuntime
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

    @Test func aFormOpeningAllDayHoldsItsDatesAtTheirDaysFromTheStart() {
        let start = FormcDate.make(year: 2026, month: 5, day: 1, hour: 9, minute: 30)
        let end = FormcDate.make(year: 2026, month: 5, day: 2, hour: 18)
        let state = EventFormState(EventForm(allDay: true, startsAt: start, endsAt: end), app: App())
        #expect(state.isDateOnly(.startsAt) && state.isDateOnly(.endsAt))
        #expect(state.values.startsAt == FormcDate.make(year: 2026, month: 5, day: 1), "settled as a change settles")
        #expect(state.values.endsAt == FormcDate.make(year: 2026, month: 5, day: 2))
        var heard = 0
        let observation = state.observe { heard += 1 }
        state.values.title = "休暇"
        #expect(heard == 1 && state.values.startsAt == FormcDate.make(year: 2026, month: 5, day: 1))
        _ = observation
    }

    /// `starts_at` has `min: 2026-04-01T10:00`, `ends_at` `min: { field: starts_at }`.
    @Test func aDateOnlyValueIsComparedWithItsBoundsByDay() {
        let state = EventFormState(EventForm(allDay: true, startsAt: FormcDate.make(year: 2026, month: 4, day: 1, hour: 12)), app: App())
        #expect(state.values.startsAt == FormcDate.make(year: 2026, month: 4, day: 1), "midnight, before 10:00")
        #expect(!state.issues.contains { $0.field == .startsAt }, "the day of the bound is allowed")
        state.values.startsAt = FormcDate.make(year: 2026, month: 3, day: 31)
        let before = state.issues.first { $0.field == .startsAt }
        #expect(before?.rule == .minimum("2026-04-01T10:00"), "the day before is not")
        #expect(before.map { !$0.message.contains("10") } ?? false, "the message shows the bound's day only: \(before?.message ?? "")")

        // With a time again, the time counts.
        state.values.allDay = false
        state.values.startsAt = FormcDate.make(year: 2026, month: 4, day: 1, hour: 9, minute: 59)
        #expect(state.issues.first { $0.field == .startsAt }?.rule == .minimum("2026-04-01T10:00"))
        state.values.startsAt = FormcDate.make(year: 2026, month: 4, day: 1, hour: 10)
        #expect(!state.issues.contains { $0.field == .startsAt })
    }

    @Test func anEndIsComparedWithTheStartByDayWhileDateOnly() {
        // The model alone, unsettled: an all-day end on the start's day is not before it.
        var form = EventForm(allDay: true, startsAt: FormcDate.make(year: 2026, month: 5, day: 1, hour: 15),
                             endsAt: FormcDate.make(year: 2026, month: 5, day: 1, hour: 9))
        #expect(!form.validate().contains { $0.field == .endsAt })
        form.allDay = false
        #expect(form.validate().first { $0.field == .endsAt }?.rule == .minimumField("starts_at"))
    }

    @Test func anEmptyDateStaysEmpty() {
        let state = EventFormState(EventForm(), app: App())
        state.values.allDay = true
        #expect(state.values.startsAt == nil && state.isDateOnly(.startsAt))
    }
}
