#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenario 8: values go from `binder.state.values` to the views and, edited by the
/// user, come back typed.
@MainActor
@Suite struct RoundTripScenarios {
    static let weighIn = FormcDate.make(year: 2025, month: 4, day: 1, hour: 7, minute: 30)

    @Test func settingTheFormShowsEveryKind() throws {
        let settings = SettingsScreen()
        settings.binder.state.values = HealthSettingsForm(
            notificationsEnabled: false, syncWithHealth: true, dailySteps: 12000, dailyActiveMinutes: nil,
            dailyCalories: 450, weight: Decimal(string: "61.5"), bodyFatPercentage: Decimal(string: "18"),
            nextWeighIn: Self.weighIn)
        #expect(!settings.notificationsEnabled.isOn)
        #expect(settings.syncWithHealth.isOn)
        #expect(settings.dailySteps.text == "12000")
        #expect(settings.dailyActiveMinutes.text == "")
        #expect(settings.dailyCalories.text == "450")
        #expect(settings.weight.text == FormcNumberText.text(Decimal(string: "61.5")!))
        #expect(settings.targetWeight.text == "")
        #expect(settings.bodyFatPercentage.text == "18")
        #expect(try datePicker(of: settings.nextWeighIn).date == Self.weighIn)
        #expect(settings.nextWeighIn.text?.isEmpty == false)

        let registration = RegistrationScreen()
        registration.binder.state.values = RegistrationForm(name: "山田 太郎", email: "taro@example.com", gender: .female,
                                                    area: .kyushu, agreesToTerms: true)
        #expect(registration.name.text == "山田 太郎")
        #expect(registration.email.text == "taro@example.com")
        #expect(registration.password.text == "")
        #expect(registration.gender.text == "女性")
        #expect(registration.area.text == "九州")
        #expect(try wheel(of: registration.area).selectedRow(inComponent: 0) == 5)
        #expect(registration.agreesToTerms.isOn)
    }

    @Test func editsComeBackTyped() throws {
        let settings = SettingsScreen()
        settings.binder.focus(.dailySteps)
        settings.dailySteps.text = ""
        UIKitDoubleTesting.type("9500", into: settings.dailySteps)
        settings.binder.focus(.weight)
        UIKitDoubleTesting.type("62", into: settings.weight)
        UIKitDoubleTesting.type(Locale.current.decimalSeparator ?? ".", into: settings.weight)
        UIKitDoubleTesting.type("25", into: settings.weight)
        settings.binder.focus(.nextWeighIn)
        UIKitDoubleTesting.spin(try datePicker(of: settings.nextWeighIn), to: Self.weighIn)
        settings.screen.tapOutside(at: CGPoint(x: 4, y: 20))
        UIKitDoubleTesting.toggle(settings.syncWithHealth)
        UIKitDoubleTesting.tap(settings.notificationsEnabled)

        let form = settings.binder.state.values
        #expect(form.dailySteps == 9500)
        #expect(form.weight == Decimal(string: "62.25"))
        #expect(form.nextWeighIn == Self.weighIn)
        #expect(form.syncWithHealth)
        #expect(!form.notificationsEnabled)
        #expect(form.dailyCalories == 300, "untouched fields keep the spec's defaults")
        #expect(settings.binder.state.issues.isEmpty)

        let registration = RegistrationScreen()
        registration.binder.focus(.name)
        UIKitDoubleTesting.type("山田", into: registration.name)
        UIKitDoubleTesting.pressReturn(in: registration.name)
        UIKitDoubleTesting.type("taro@example.com", into: registration.email)
        registration.binder.focus(.gender)
        UIKitDoubleTesting.spin(try wheel(of: registration.gender), toRow: 1)
        UIKitDoubleTesting.tap(registration.agreesToTerms)
        #expect(registration.binder.state.values == RegistrationForm(name: "山田", email: "taro@example.com", gender: .female,
                                                             agreesToTerms: true))
    }

    @Test func anOptionalDateStaysEmptyWhenFocusedAndDoneTakesTheDateShown() throws {
        let address = AddressScreen()
        address.binder.focus(.birthday)
        let picker = try datePicker(of: address.birthday)
        #expect(address.binder.state.values.birthday == nil, "focus alone chooses nothing in an optional date")
        #expect(address.birthday.text?.isEmpty == true)
        #expect(!UIKitDoubleTesting.type("1", into: address.birthday), "typing is refused")
        let done = try #require(toolbarItems(of: address.birthday).last)
        #expect(UIKitDoubleTesting.tap(done))
        #expect(address.binder.state.values.birthday == picker.date, "done takes the date the wheels show")
        #expect(address.birthday.text?.isEmpty == false)
    }

    @Test func textThatIsNotANumberIsReported() {
        let settings = SettingsScreen()
        settings.binder.focus(.dailySteps)
        settings.dailySteps.text = ""
        UIKitDoubleTesting.type("12a", into: settings.dailySteps)
        settings.binder.focus(.bodyFatPercentage)
        UIKitDoubleTesting.type("abc", into: settings.bodyFatPercentage)

        #expect(settings.binder.state.values.dailySteps == nil)
        let issues = settings.binder.state.issues
        #expect(issues.map(\.field) == [.dailySteps, .bodyFatPercentage])
        #expect(issues.map(\.rule) == [.notANumber, .notANumber],
                "the user did type something: not a number, not 'required'")
        #expect(issues.first?.message == "1日の目標歩数 must be a number.")
    }

    @Test func customToolbarButtonsReportTheirField() throws {
        let settings = SettingsScreen()
        var actions: [(HealthSettingsForm.Action, HealthSettingsForm.Field)] = []
        settings.binder.onAction = { actions.append(($0, $1)) }
        settings.binder.focus(.targetWeight)
        let clear = try #require(toolbarItems(of: settings.targetWeight).first { $0.title == "クリア" })
        #expect(UIKitDoubleTesting.tap(clear))
        #expect(actions.count == 1)
        #expect(actions.first?.0 == .clearField)
        #expect(actions.first?.1 == .targetWeight)
        #expect(settings.targetWeight.isFirstResponder, "a custom button does not end editing")
    }
}
#endif
