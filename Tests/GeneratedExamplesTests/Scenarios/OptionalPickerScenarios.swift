#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Optional pickers and dates stay empty until the user chooses; `clear` and
/// the none row take them back to empty.
@MainActor
@Suite struct OptionalPickerScenarios {
    @Test func passingThroughWithNextLeavesAnOptionalPickerEmpty() throws {
        let payment = PaymentScreen()
        payment.binder.focus(.holderName)
        let next = try #require(toolbarItems(of: payment.holderName).dropFirst().first)
        #expect(UIKitDoubleTesting.tap(next))
        #expect(payment.installments.isFirstResponder)
        #expect(payment.binder.state.values.installments == nil)
        #expect(payment.installments.text == "")
        let nextAgain = try #require(toolbarItems(of: payment.installments).dropFirst().first)
        #expect(UIKitDoubleTesting.tap(nextAgain))
        #expect(payment.remarks.isFirstResponder)
        #expect(payment.binder.state.values.installments == nil, "passing through chose nothing")
    }

    @Test func theNoneRowChoosesNothing() throws {
        let payment = PaymentScreen()
        payment.binder.focus(.installments)
        let wheels = try wheel(of: payment.installments)
        #expect(UIKitDoubleTesting.titles(of: wheels) == ["選択しない", "一括払い", "3回", "6回", "12回", "リボ払い"])
        #expect(wheels.selectedRow(inComponent: 0) == 0)
        UIKitDoubleTesting.spin(wheels, toRow: 2)
        #expect(payment.binder.state.values.installments == .three)
        #expect(payment.installments.text == "3回")
        UIKitDoubleTesting.spin(wheels, toRow: 0)
        #expect(payment.binder.state.values.installments == nil)
        #expect(payment.installments.text == "")
        let done = try #require(toolbarItems(of: payment.installments).last)
        #expect(UIKitDoubleTesting.tap(done))
        #expect(payment.binder.state.values.installments == nil, "done on the none row chooses nothing")
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func aModelValueSelectsItsRowBelowTheNoneRow() throws {
        let payment = PaymentScreen(form: PaymentForm(installments: .twelve))
        #expect(try wheel(of: payment.installments).selectedRow(inComponent: 0) == 4)
        #expect(payment.installments.text == "12回")
    }

    @Test func clearEmptiesAnOptionalPicker() throws {
        let payment = PaymentScreen()
        var changes: [PaymentForm] = []
        payment.binder.onChange = { changes.append($0) }
        payment.binder.focus(.installments)
        UIKitDoubleTesting.spin(try wheel(of: payment.installments), toRow: 1)
        #expect(payment.binder.state.values.installments == .lumpSum)
        let clear = try #require(toolbarItem("クリア", of: payment.installments))
        #expect(UIKitDoubleTesting.tap(clear))
        #expect(payment.binder.state.values.installments == nil)
        #expect(payment.installments.text == "")
        #expect(try wheel(of: payment.installments).selectedRow(inComponent: 0) == 0)
        #expect(changes.last?.installments == nil)
        #expect(payment.installments.isFirstResponder)
        let count = changes.count
        #expect(UIKitDoubleTesting.tap(clear))
        #expect(changes.count == count, "clearing an empty field is no change")
        let done = try #require(toolbarItems(of: payment.installments).last)
        #expect(UIKitDoubleTesting.tap(done))
        #expect(payment.binder.state.values.installments == nil, "done after clear keeps the field empty")
    }

    @Test func clearThenDoneKeepsAnOptionalDateEmpty() throws {
        let form = MultiPickerScreen()
        form.binder.focus(.delivery)
        #expect(form.binder.state.values.delivery != nil, "fill_on_focus: true")
        let items = toolbarItems(of: form.delivery)
        #expect(UIKitDoubleTesting.tap(try #require(items.dropFirst(3).first)))
        #expect(form.binder.state.values.delivery == nil)
        #expect(form.delivery.text == "")
        #expect(UIKitDoubleTesting.tap(try #require(items.last)))
        #expect(form.binder.state.values.delivery == nil, "done after clear keeps the date empty")
    }

    @Test func requiredPickersStillFillOnFocus() {
        let registration = RegistrationScreen()
        registration.binder.focus(.gender)
        #expect(registration.binder.state.values.gender == nil, "gender is optional: focus chooses nothing")
        registration.binder.focus(.area)
        #expect(registration.binder.state.values.area == .hokkaido, "area is required: focus takes the row shown")
    }
}
#endif
