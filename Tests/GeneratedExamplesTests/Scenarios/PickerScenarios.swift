#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenario 4: a picker field as the user meets it.
@MainActor
@Suite struct PickerScenarios {
    @Test func typingIsRefused() {
        let form = RegistrationScreen()
        form.binder.focus(.gender)
        let before = form.gender.text
        #expect(!UIKitDoubleTesting.type("x", into: form.gender))
        #expect(!UIKitDoubleTesting.deleteBackward(in: form.gender))
        #expect(form.gender.text == before)
    }

    @Test func focusingAnEmptyFieldTakesTheRowShown() throws {
        let form = RegistrationScreen()
        #expect(form.area.text == "")
        #expect(form.area.placeholder == "選択してください")
        UIKitDoubleTesting.tap(form.area)
        #expect(form.area.isFirstResponder)
        #expect(form.area.text == "北海道")
        #expect(form.binder.state.values.area == .hokkaido)
        #expect(form.binder.state.values.area?.rawValue == "1")
        #expect(try wheel(of: form.area).selectedRow(inComponent: 0) == 0)
    }

    @Test func spinningWritesLabelAndCode() throws {
        let form = RegistrationScreen()
        var changes: [RegistrationForm] = []
        form.binder.onChange = { changes.append($0) }
        form.binder.focus(.area)
        UIKitDoubleTesting.spin(try wheel(of: form.area), toRow: 5)
        #expect(form.area.text == "九州")
        #expect(form.binder.state.values.area == .kyushu)
        #expect(form.binder.state.values.area?.rawValue == "6")
        #expect(changes.last?.area == .kyushu)
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func doneEndsEditing() throws {
        let form = RegistrationScreen()
        form.binder.focus(.gender)
        #expect(form.screen.keyboard.isVisible)
        let done = try #require(toolbarItems(of: form.gender).last)
        #expect(done.title == "決定")
        #expect(UIKitDoubleTesting.tap(done))
        #expect(!form.gender.isFirstResponder)
        #expect(!form.screen.keyboard.isVisible)
        #expect(form.binder.state.values.gender == .male, "the row shown when focused stays chosen")
    }

    @Test func tapOutsideEndsEditingButATapOnAnotherFieldMovesFocus() {
        let form = RegistrationScreen()
        form.binder.focus(.gender)
        UIKitDoubleTesting.tap(form.name)
        #expect(form.name.isFirstResponder, "a tap on a text field is not outside")
        #expect(form.screen.keyboard.isVisible)
        #expect(!form.screen.keyboard.postedNotifications.contains(UIResponder.keyboardWillHideNotification))

        form.binder.focus(.area)
        form.screen.tapOutside(at: CGPoint(x: 4, y: 100))
        #expect(form.screen.firstResponder == nil)
        #expect(!form.screen.keyboard.isVisible)
    }

    @Test func aTapOnTheSwitchDoesNotEndEditing() {
        let form = RegistrationScreen()
        form.binder.focus(.area)
        UIKitDoubleTesting.tap(form.agreesToTerms)
        #expect(form.binder.state.values.agreesToTerms)
        #expect(form.area.isFirstResponder, "controls keep their taps")
    }

    @Test func aValueGivenFirstPreselectsItsRow() throws {
        let form = RegistrationScreen(form: RegistrationForm(gender: .female, area: .okinawa))
        #expect(form.gender.text == "女性")
        #expect(form.area.text == "沖縄")
        #expect(try wheel(of: form.area).selectedRow(inComponent: 0) == 6)
        form.binder.focus(.area)
        #expect(form.binder.state.values.area == .okinawa, "focusing a filled field keeps its value")
        #expect(form.area.text == "沖縄")
    }

    @Test func aSpecDefaultPreselectsItsRow() throws {
        let form = MixedInputsScreen()
        #expect(form.plan.text == "Pro")
        #expect(try wheel(of: form.plan).selectedRow(inComponent: 0) == 1)
        form.binder.state.values = MixedInputsForm(plan: .team)
        #expect(form.plan.text == "Team")
        #expect(try wheel(of: form.plan).selectedRow(inComponent: 0) == 2)
    }

    @Test func anEmptyListShowsNothingAndNeverTraps() throws {
        let form = MixedInputsScreen()
        let picker = try wheel(of: form.nothing)
        #expect(UIKitDoubleTesting.titles(of: picker).isEmpty)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        form.binder.focus(.nothing)
        #expect(form.nothing.isFirstResponder)
        #expect(form.nothing.text == "")
        #expect(form.binder.state.values.nothing == nil)
        let done = try #require(form.navigation(of: form.nothing)?.done)
        UIKitDoubleTesting.tap(done)
        #expect(form.nothing.text == "")
        #expect(form.binder.state.values.nothing == nil)
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }
}

/// Scenario 5: a picker whose rows depend on another picker.
@MainActor
@Suite struct DependentPickerScenarios {
    static let kanto = ["茨城県", "栃木県", "群馬県", "埼玉県", "千葉県", "東京都", "神奈川県"]

    @Test func withoutARegionThePrefectureWheelIsEmpty() throws {
        let form = AddressScreen()
        let prefectures = try wheel(of: form.prefecture)
        #expect(UIKitDoubleTesting.titles(of: prefectures).isEmpty)
        form.binder.focus(.prefecture)
        #expect(form.prefecture.text == "")
        #expect(form.binder.state.values.prefecture == nil)
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func aRegionFiltersThePrefectures() throws {
        let form = AddressScreen()
        form.binder.focus(.region)
        UIKitDoubleTesting.spin(try wheel(of: form.region), toRow: 2)
        #expect(form.binder.state.values.region == .kanto)
        #expect(UIKitDoubleTesting.titles(of: try wheel(of: form.prefecture)) == Self.kanto)

        UIKitDoubleTesting.tap(toolbarItems(of: form.region)[1])
        #expect(form.prefecture.isFirstResponder)
        #expect(form.prefecture.text == "茨城県", "an empty field takes the first row of the region")
        UIKitDoubleTesting.spin(try wheel(of: form.prefecture), toRow: 5)
        #expect(form.binder.state.values.prefecture == .tokyo)
        #expect(form.binder.state.values.prefecture?.rawValue == "13")
        #expect(form.prefecture.text == "東京都")
    }

    @Test func aNewRegionClearsAPrefectureItDoesNotOffer() throws {
        let form = AddressScreen(form: AddressForm(region: .kanto, prefecture: .tokyo))
        #expect(form.prefecture.text == "東京都")
        #expect(try wheel(of: form.prefecture).selectedRow(inComponent: 0) == 5)
        var changes: [AddressForm] = []
        form.binder.onChange = { changes.append($0) }

        form.binder.focus(.region)
        UIKitDoubleTesting.spin(try wheel(of: form.region), toRow: 1)
        #expect(form.binder.state.values.region == .tohoku)
        #expect(form.binder.state.values.prefecture == nil)
        #expect(form.prefecture.text == "", "no stale prefecture on screen")
        #expect(UIKitDoubleTesting.titles(of: try wheel(of: form.prefecture)).first == "青森県")
        #expect(changes.count == 1, "one edit, one report")
        #expect(changes.last?.prefecture == nil)
        #expect(changes.allSatisfy { $0.region == .tohoku && $0.prefecture == nil },
                "observers never see the new region with the old prefecture")
        #expect(UIKitDoubleTesting.misuses.isEmpty)
    }

    @Test func theSameRegionKeepsThePrefecture() throws {
        let form = AddressScreen(form: AddressForm(region: .kanto, prefecture: .tokyo))
        form.binder.focus(.region)
        UIKitDoubleTesting.spin(try wheel(of: form.region), toRow: 2)
        #expect(form.binder.state.values.prefecture == .tokyo)
        #expect(form.prefecture.text == "東京都")
    }

    @Test func aNewParentThatStillOffersTheChildKeepsIt() throws {
        // Add-on 'support' is offered by both Pro and Team (mixed-inputs fixture).
        let form = MixedInputsScreen(form: MixedInputsForm(plan: .pro, addon: .support))
        #expect(form.addon.text == "Support")
        form.binder.focus(.plan)
        UIKitDoubleTesting.spin(try wheel(of: form.plan), toRow: 2)
        #expect(form.binder.state.values.plan == .team)
        #expect(form.binder.state.values.addon == .support)
        #expect(form.addon.text == "Support")
        let addons = try wheel(of: form.addon)
        #expect(UIKitDoubleTesting.titles(of: addons) == ["Support", "SSO"])
        #expect(addons.selectedRow(inComponent: 0) == 0, "the wheel shows the kept row at its new index")

        UIKitDoubleTesting.spin(try wheel(of: form.plan), toRow: 0)
        #expect(form.binder.state.values.addon == nil, "Basic offers no support")
        #expect(form.addon.text == "")
    }
}
#endif
