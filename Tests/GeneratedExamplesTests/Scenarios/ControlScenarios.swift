#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The choice and number controls of examples/user-preferences.form.yaml,
/// driven as the user drives them.
@MainActor
@Suite struct ControlScenarios {
    @Test func theControlsShowTheSpecsDefaults() {
        let screen = UserPreferencesScreen()
        #expect(screen.gender.numberOfSegments == 4)
        #expect((0..<4).map { screen.gender.titleForSegment(at: $0) } == ["男性", "女性", "その他", "回答しない"])
        // Optional, no default: no segment is selected.
        #expect(screen.gender.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(screen.rows(of: screen.notificationMethod).map(\.currentTitle) == ["プッシュ通知", "メール", "SMS", "受け取らない"])
        #expect(screen.checkedTitles(of: screen.notificationMethod) == ["プッシュ通知"])
        #expect(screen.checkedTitles(of: screen.interests).isEmpty)
        #expect(screen.partySize.minimumValue == 1 && screen.partySize.maximumValue == 8 && screen.partySize.stepValue == 1)
        #expect(screen.partySize.value == 2 && screen.partySizeLabel.text == "2")
        #expect(screen.textSize.minimumValue == 12 && screen.textSize.maximumValue == 24)
        #expect(screen.textSize.value == 16 && screen.textSizeLabel.text == "16")
        #expect(screen.newsletter.isSelected)
        #expect(screen.newsletter.currentImage != nil)
    }

    @Test func choosingASegmentSetsTheModel() {
        let screen = UserPreferencesScreen()
        UIKitDoubleTesting.select(segment: 1, in: screen.gender)
        #expect(screen.binder.state.values.gender == .female)
        UIKitDoubleTesting.select(segment: 3, in: screen.gender)
        #expect(screen.binder.state.values.gender == .unanswered)
        #expect(screen.changes.values.map(\.gender) == [.female, .unanswered])
        screen.binder.state.values.gender = nil
        #expect(screen.gender.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aRadioRowSelectsOnlyItself() {
        let screen = UserPreferencesScreen()
        let rows = screen.rows(of: screen.notificationMethod)
        // A tap on the row's centre: the row, not its label, takes the touch.
        #expect(UIKitDoubleTesting.tap(rows[1]) === rows[1])
        #expect(screen.binder.state.values.notificationMethod == .email)
        #expect(screen.checkedTitles(of: screen.notificationMethod) == ["メール"])
        #expect(rows[1].accessibilityTraits.contains(.selected) && !rows[0].accessibilityTraits.contains(.selected))
        #expect(rows[1].accessibilityTraits.contains(.button) && rows[1].accessibilityLabel == "メール")
        // Tapping the chosen row keeps it, as a radio group does.
        rows[1].sendActions(for: .touchUpInside)
        #expect(screen.binder.state.values.notificationMethod == .email)
        rows[3].sendActions(for: .touchUpInside)
        #expect(screen.binder.state.values.notificationMethod == .off)
        #expect(screen.checkedTitles(of: screen.notificationMethod) == ["受け取らない"])
    }

    @Test func aMultiSelectStopsAtMaxCount() {
        let screen = UserPreferencesScreen()
        let rows = screen.rows(of: screen.interests)
        #expect(rows.count == 6 && rows.allSatisfy { $0.intrinsicContentSize.height >= 44 })
        for index in [0, 2, 4] { rows[index].sendActions(for: .touchUpInside) }
        #expect(screen.binder.state.values.interests == [.gourmet, .fashion, .music])
        // At max_count 3 the other rows are disabled (VoiceOver: dimmed) and a tap does nothing.
        #expect(rows[1].isEnabled == false && rows[1].accessibilityTraits.contains(.notEnabled))
        #expect(rows[0].isEnabled)
        UIKitDoubleTesting.tap(rows[1])
        #expect(screen.binder.state.values.interests == [.gourmet, .fashion, .music])
        // Deselecting one frees the others.
        rows[2].sendActions(for: .touchUpInside)
        #expect(screen.binder.state.values.interests == [.gourmet, .music])
        #expect(rows[1].isEnabled && screen.checkedTitles(of: screen.interests) == ["グルメ", "音楽"])
        rows[1].sendActions(for: .touchUpInside)
        #expect(screen.binder.state.values.interests == [.gourmet, .travel, .music])
        #expect(screen.binder.state.issues.isEmpty)
    }

    @Test func steppingPastMaxStaysAtMax() {
        let screen = UserPreferencesScreen()
        for _ in 0..<10 { UIKitDoubleTesting.increment(screen.partySize) }
        #expect(screen.binder.state.values.partySize == 8)
        #expect(screen.partySize.value == 8 && screen.partySizeLabel.text == "8")
        // Only real changes are reported: six steps from 2 to 8.
        #expect(screen.changes.values.map(\.partySize) == [3, 4, 5, 6, 7, 8])
        for _ in 0..<10 { UIKitDoubleTesting.decrement(screen.partySize) }
        #expect(screen.binder.state.values.partySize == 1 && screen.partySizeLabel.text == "1")
    }

    @Test func aSliderSnapsToItsStep() {
        let screen = UserPreferencesScreen()
        UIKitDoubleTesting.slide(screen.textSize, to: 18.9)
        #expect(screen.binder.state.values.textSize == 18)
        #expect(screen.textSize.value == 18 && screen.textSizeLabel.text == "18")
        UIKitDoubleTesting.slide(screen.textSize, to: 19.1)
        #expect(screen.binder.state.values.textSize == 20 && screen.textSizeLabel.text == "20")
        UIKitDoubleTesting.slide(screen.textSize, to: 40)
        #expect(screen.binder.state.values.textSize == 24)
    }

    @Test func theCheckboxFlips() {
        let screen = UserPreferencesScreen()
        UIKitDoubleTesting.tap(screen.newsletter)
        #expect(screen.binder.state.values.newsletter == false)
        #expect(!screen.newsletter.isSelected && !screen.newsletter.accessibilityTraits.contains(.selected))
        UIKitDoubleTesting.tap(screen.newsletter)
        #expect(screen.binder.state.values.newsletter && screen.newsletter.accessibilityTraits.contains(.selected))
    }

    @Test func settingTheFormShowsEveryControl() {
        let screen = UserPreferencesScreen()
        screen.binder.state.values = UserPreferencesForm(gender: .other, notificationMethod: .sms, interests: [.books, .travel],
                                                 partySize: 5, textSize: 22, newsletter: false)
        #expect(screen.gender.selectedSegmentIndex == 2)
        #expect(screen.checkedTitles(of: screen.notificationMethod) == ["SMS"])
        #expect(screen.checkedTitles(of: screen.interests) == ["旅行", "本・マンガ"])
        #expect(screen.partySize.value == 5 && screen.partySizeLabel.text == "5")
        #expect(screen.textSize.value == 22 && screen.textSizeLabel.text == "22")
        #expect(!screen.newsletter.isSelected)
    }

    @Test func theReadyScreenBuildsEveryControl() throws {
        let controller = UserPreferencesFormViewController(state: UserPreferencesFormState())
        controller.loadViewIfNeeded()
        let binder = try #require(controller.binder)
        #expect(binder.state.values == UserPreferencesForm())
        let views = allSubviews(of: controller.view)
        #expect(views.compactMap { $0 as? UISegmentedControl }.first?.numberOfSegments == 4)
        #expect(views.compactMap { $0 as? FormcCheckRow }.count == 10)
        #expect(views.contains { $0 is UIStepper } && views.contains { $0 is UISlider })
        let checkbox = try #require(views.compactMap { $0 as? UIButton }.first)
        #expect(checkbox.currentTitle == "メールマガジンを受け取る")
        checkbox.sendActions(for: .primaryActionTriggered)
        #expect(binder.state.values.newsletter == false)
    }

    private func allSubviews(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap(allSubviews)
    }
}
#endif
