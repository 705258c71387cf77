#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// The corners of the controls (Tests/Fixtures/generate/controls-corners.form.yaml):
/// a multi-select pushed as a list, empty option lists, a slider without
/// snapping or label, a stepper by tens, a required checkbox, and controls
/// shown, enabled or made read-only by conditions.
@MainActor
@Suite struct ControlCornerScenarios {
    /// The form's views in a screen, inside a navigation controller or not.
    @MainActor
    struct Corners {
        let navigation: UINavigationController?
        let screen = UIViewController()
        let colours = UIButton(type: .system), emptyRadio = UIStackView(), emptySegments = UISegmentedControl()
        let opacity = UISlider(), budget = UIStepper(), budgetLabel = UILabel(), consent = UIButton(type: .system)
        let wrapColour = UISegmentedControl(), ribbons = UIStepper(), ribbonsLabel = UILabel(), tags = UIStackView()
        let cardText = UITextField()
        let binder: ControlCornersFormBinder

        init(inNavigation: Bool) {
            navigation = inNavigation ? UINavigationController(rootViewController: screen) : nil
            let scroll = UIScrollView()
            screen.view.addSubview(scroll)
            for view in [colours, emptyRadio, emptySegments, opacity, budget, budgetLabel, consent, wrapColour, ribbons,
                         ribbonsLabel, tags, cardText] as [UIView] {
                scroll.addSubview(view)
            }
            binder = ControlCornersFormBinder(state: ControlCornersFormState(), scrollView: scroll, view: screen.view)
            binder.bind(.colours, to: colours)
            binder.bind(.emptyRadio, to: emptyRadio)
            binder.bind(.emptySegments, to: emptySegments)
            binder.bind(.opacity, to: opacity)
            binder.bind(.budget, to: budget, valueLabel: budgetLabel)
            binder.bind(.consent, to: consent)
            binder.bind(.wrapColour, to: wrapColour)
            binder.bind(.ribbons, to: ribbons, valueLabel: ribbonsLabel)
            binder.bind(.tags, to: tags)
            binder.bind(.cardText, to: cardText)
        }
    }

    @Test func aListStyleMultiSelectPushesItsRows() throws {
        let corners = Corners(inNavigation: true)
        #expect(corners.colours.currentTitle == "選択してください")
        #expect(corners.colours.accessibilityLabel == "好きな色")
        corners.colours.sendActions(for: .primaryActionTriggered)
        let navigation = try #require(corners.navigation)
        let list = try #require(navigation.topViewController as? FormcSelectionListViewController<Int>)  // Over the options' indices.
        #expect(navigation.viewControllers.count == 2 && list.title == "好きな色")
        let rows = try #require(list.rows?.rows)
        #expect(rows.map(\.currentTitle) == ["赤", "緑", "青"])
        rows[2].sendActions(for: .touchUpInside)
        rows[0].sendActions(for: .touchUpInside)
        #expect(corners.binder.state.values.colours == [.red, .blue])
        // The row on the form follows at once, in list order; max_count 2 disables the rest.
        #expect(corners.colours.currentTitle == "赤, 青" && corners.colours.accessibilityValue == "赤, 青")
        #expect(!rows[1].isEnabled)
        navigation.popViewController(animated: true)
        corners.binder.state.values.colours = []
        #expect(corners.colours.currentTitle == "選択してください")
    }

    @Test func withoutANavigationControllerTheListIsPresented() throws {
        let corners = Corners(inNavigation: false)
        corners.colours.sendActions(for: .primaryActionTriggered)
        let list = try #require(corners.screen.presentedViewController as? FormcSelectionListViewController<Int>)  // Over the options' indices.
        list.rows?.rows[1].sendActions(for: .touchUpInside)
        #expect(corners.binder.state.values.colours == [.green])
        #expect(corners.colours.currentTitle == "緑")
    }

    @Test func emptyListsShowNothing() {
        let corners = Corners(inNavigation: false)
        #expect(corners.emptyRadio.arrangedSubviews.isEmpty)
        #expect(corners.emptySegments.numberOfSegments == 0)
        #expect(corners.emptySegments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aSliderWithoutStepKeepsItsValueAndAStepperStepsByTens() {
        let corners = Corners(inNavigation: false)
        #expect(corners.binder.state.values.opacity == 0 && corners.binder.state.values.budget == 0)
        UIKitDoubleTesting.slide(corners.opacity, to: 0.37)
        #expect(abs(corners.binder.state.values.opacity - 0.37) < 1e-6)
        UIKitDoubleTesting.increment(corners.budget)
        UIKitDoubleTesting.increment(corners.budget)
        #expect(corners.binder.state.values.budget == 20 && corners.budgetLabel.text == "20")
    }

    @Test func aRequiredCheckboxMustBeChecked() {
        let corners = Corners(inNavigation: false)
        #expect(corners.binder.state.issues.map(\.message) == ["同意が必要です"])
        corners.consent.sendActions(for: .primaryActionTriggered)
        #expect(corners.binder.state.values.consent && corners.binder.state.issues.isEmpty)
    }

    @Test func controlsFollowTheirConditions() {
        let corners = Corners(inNavigation: false)
        #expect(corners.wrapColour.isHidden, "shown only once the checkbox is ticked")
        #expect(!corners.ribbons.isEnabled, "enabled only once the checkbox is ticked")
        #expect(!corners.tags.isUserInteractionEnabled, "read-only")
        #expect(!corners.binder.state.values.isVisible(.wrapColour) && !corners.binder.state.values.isEnabled(.ribbons))
        corners.consent.sendActions(for: .primaryActionTriggered)
        #expect(!corners.wrapColour.isHidden && corners.ribbons.isEnabled)
        #expect(!corners.tags.isUserInteractionEnabled, "read-only whatever the values")
        corners.consent.sendActions(for: .primaryActionTriggered)
        #expect(corners.wrapColour.isHidden && !corners.ribbons.isEnabled)
    }

    @Test func aConditionCanTestASegmentedControlAndACheckbox() {
        let corners = Corners(inNavigation: false)
        corners.consent.sendActions(for: .primaryActionTriggered)
        #expect(corners.cardText.isHidden, "no colour chosen yet")
        UIKitDoubleTesting.select(segment: 2, in: corners.wrapColour)
        #expect(corners.binder.state.values.wrapColour == .blue && !corners.cardText.isHidden)
        UIKitDoubleTesting.select(segment: 1, in: corners.wrapColour)
        #expect(corners.cardText.isHidden, "green is not in [red, blue]")
    }
}
#endif
