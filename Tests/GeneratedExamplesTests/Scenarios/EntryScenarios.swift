#if canImport(UIKit)
@testable import FormcRuntime
import Foundation
import Testing
import UIKit

/// One description of a field, read by both UIs: `entry(for:)` answers each
/// field's own entry, and what the UIKit binder does with a field follows what
/// the description says (fill on focus, a date's bounds), the same entry the
/// SwiftUI views read.
@MainActor
@Suite struct EntryScenarios {
    @Test func entryForAFieldDescribesThatField() {
        for field in RegistrationForm.Field.allCases {
            #expect(RegistrationForm.entry(for: field).field == field)
        }
        for field in JobApplicationForm.Field.allCases {
            #expect(JobApplicationForm.entry(for: field).field == field)
        }
    }

    @Test func aPickerFillsOnFocusExactlyWhenItsDescriptionSaysSo() throws {
        var fills: [RegistrationForm.Field: Bool] = [:]
        for field in [RegistrationForm.Field.gender, .area] {
            guard case .choice(let choice) = RegistrationForm.entry(for: field).kind else {
                Issue.record("\(field) is described as a choice")
                continue
            }
            fills[field] = choice.fillOnFocus
        }
        #expect(fills == [.gender: false, .area: true], "area is required: it fills on focus; gender does not")
        let form = RegistrationScreen()
        UIKitDoubleTesting.tap(form.gender)
        #expect(form.gender.isFirstResponder && form.binder.state.values.gender == nil)
        UIKitDoubleTesting.tap(form.area)
        #expect(form.area.isFirstResponder && form.binder.state.values.area == .hokkaido)
    }

    @Test func aDatePickerIsBoundedAsItsDescriptionSays() throws {
        guard case .date(let date) = CheckoutForm.entry(for: .deliveryDate).kind else {
            Issue.record("the delivery date is described as a date")
            return
        }
        // The spec's relative bounds (today + 2 … today + 30 days), by whole days: a date-only field.
        let bounds = date.bounds(dateOnly: true)
        let minimum = try #require(bounds.minimum), maximum = try #require(bounds.maximum)
        #expect(minimum < maximum)
        let form = CheckoutScreen()
        let picker = try #require(form.deliveryDate.inputView as? UIDatePicker)
        #expect(picker.minimumDate == minimum)
        #expect(picker.maximumDate == maximum)
        #expect(picker.datePickerMode == .date)
    }
}
#endif
