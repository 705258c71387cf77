#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Multi-column pickers: a wheel per component, one value per wheel.
@MainActor
@Suite struct MultiPickerScenarios {
    @Test func pickMonthThenYear() throws {
        let payment = PaymentScreen()
        #expect(payment.expiry.placeholder == "月/年")
        payment.binder.focus(.expiry)
        let wheels = try wheel(of: payment.expiry)
        #expect(wheels.numberOfComponents == 2)
        #expect(UIKitDoubleTesting.titles(of: wheels, inComponent: 0).first == "01")
        #expect(UIKitDoubleTesting.titles(of: wheels, inComponent: 1).last == "2031")
        #expect(payment.binder.state.values.expiry == PaymentForm.Expiry(month: .january, year: .value2026),
                "a required picker takes the rows shown on focus, as a required picker does")
        UIKitDoubleTesting.spin(wheels, toRow: 3, inComponent: 0)
        #expect(payment.binder.state.values.expiry == PaymentForm.Expiry(month: .april, year: .value2026))
        UIKitDoubleTesting.spin(wheels, toRow: 1, inComponent: 1)
        #expect(payment.binder.state.values.expiry == PaymentForm.Expiry(month: .april, year: .value2027))
        #expect(payment.expiry.text == "04/2027")
        #expect(payment.binder.state.values.expiry.isComplete)
        #expect(!payment.binder.state.issues.contains { $0.field == .expiry })
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func theWheelsAreNamedForVoiceOver() throws {
        let payment = PaymentScreen()
        let wheels = try wheel(of: payment.expiry)
        let delegate = try #require(wheels.delegate as? UIPickerViewAccessibilityDelegate)
        #expect(delegate.pickerView(wheels, accessibilityLabelForComponent: 0) == "月")
        #expect(delegate.pickerView(wheels, accessibilityLabelForComponent: 1) == "年")
    }

    @Test func aModelValueIsShownAndARequiredIncompleteValueIsAnIssue() throws {
        let payment = PaymentScreen(form: PaymentForm(expiry: PaymentForm.Expiry(month: .december, year: .value2030)))
        let wheels = try wheel(of: payment.expiry)
        #expect(payment.expiry.text == "12/2030")
        #expect(wheels.selectedRow(inComponent: 0) == 11)
        #expect(wheels.selectedRow(inComponent: 1) == 4)
        payment.binder.state.values.expiry = PaymentForm.Expiry(month: .may)
        #expect(payment.expiry.text == "05")
        #expect(payment.binder.state.issues.contains { $0.field == .expiry && $0.rule == .required })
    }

    @Test func aFilteredWheelReloadsAndClearsWhatItsParentDoesNotOffer() throws {
        let form = MultiPickerScreen()
        form.binder.focus(.place)
        let wheels = try wheel(of: form.place)
        #expect(form.binder.state.values.place == MultiPickerForm.Place(), "an optional picker stays empty on focus")
        #expect(form.place.text == "")
        #expect(UIKitDoubleTesting.titles(of: wheels, inComponent: 1) == ["東京", "横浜"], "the cities of the area shown")
        UIKitDoubleTesting.spin(wheels, toRow: 1, inComponent: 1)
        #expect(form.binder.state.values.place == MultiPickerForm.Place(area: .kanto, city: .yokohama))
        UIKitDoubleTesting.spin(wheels, toRow: 1, inComponent: 0)
        #expect(UIKitDoubleTesting.titles(of: wheels, inComponent: 1) == ["大阪", "京都"], "the city wheel reloads")
        #expect(form.binder.state.values.place == MultiPickerForm.Place(area: .kinki, city: .osaka),
                "a city the new area does not offer moves to its first row")
        #expect(form.place.text == "近畿 大阪", "the spec's separator")
        UIKitDoubleTesting.spin(wheels, toRow: 2, inComponent: 0)
        #expect(UIKitDoubleTesting.titles(of: wheels, inComponent: 1).isEmpty)
        #expect(form.binder.state.values.place == MultiPickerForm.Place(area: .hokkaido, city: nil), "no city to offer: cleared")
        #expect(form.place.text == "北海道")
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func aCityItsAreaDoesNotOfferIsAnIssue() {
        let form = MultiPickerScreen(form: MultiPickerForm(place: MultiPickerForm.Place(area: .kinki, city: .tokyo)))
        #expect(form.binder.state.issues.contains { $0.field == .place && $0.rule == .notOffered })
    }

    @Test func defaultsPerComponentAndClear() throws {
        let form = MultiPickerScreen()
        #expect(form.binder.state.values.variant == MultiPickerForm.Variant(size: .m, fit: .regular))
        #expect(form.variant.text == "M/レギュラー", "the chosen components, joined by the default separator")
        form.binder.focus(.variant)
        #expect(form.binder.state.values.variant == MultiPickerForm.Variant(size: .m, fit: .regular), "focus keeps a value")
        let clear = try #require(toolbarItems(of: form.variant).dropFirst(3).first)
        #expect(clear.image != nil && clear.title?.isEmpty != false, "clear without a title is a symbol")
        #expect(UIKitDoubleTesting.tap(clear))
        #expect(form.binder.state.values.variant == MultiPickerForm.Variant())
        #expect(form.variant.text == "")
        #expect(form.variant.isFirstResponder, "clear keeps the picker open")
        let done = try #require(toolbarItems(of: form.variant).last)
        #expect(UIKitDoubleTesting.tap(done))
        #expect(form.binder.state.values.variant == MultiPickerForm.Variant(), "done after clear keeps it empty")
        form.binder.focus(.variant)
        #expect(form.binder.state.values.variant == MultiPickerForm.Variant(size: .s, colour: .red, fit: .slim),
                "focus again: fill_on_focus takes the rows shown")
    }

    @Test func fillOnFocusFillsAnOptionalDate() throws {
        let form = MultiPickerScreen()
        form.binder.focus(.delivery)
        #expect(form.binder.state.values.delivery == (try datePicker(of: form.delivery)).date)
    }
}
#endif
