#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenario 6: the `constraint` (notes) and `layout_guide` (settings) strategies.
@MainActor
@Suite struct ConstraintAvoidanceScenarios {
    @Test(arguments: [NotesScreen.Pin.safeAreaFirst, .contentFirst, .viewEdge])
    func theBodyEndsAboveTheKeyboardAndComesBackExactly(pin: NotesScreen.Pin) throws {
        let notes = NotesScreen(pin: pin)
        let original = notes.bottom.constant
        // How far the body's bottom rises: the keyboard's reach beyond what the constraint already clears.
        func raise() -> CGFloat {
            let safeArea: CGFloat = pin == .viewEdge ? 0 : 34
            return FormcKeyboardGeometry.bottomConstant(original: 0, overlap: notes.overlap, safeAreaBottom: safeArea,
                                                        distance: 0)
        }
        func expected() -> CGFloat { pin == .contentFirst ? original - raise() : original + raise() }

        UIKitDoubleTesting.tap(notes.body)
        #expect(notes.body.isFirstResponder)
        #expect(notes.overlap == CGFloat(336 + 44), "keyboard and 完了 toolbar")
        #expect(raise() == CGFloat(pin == .viewEdge ? 380 : 380 - 34))
        #expect(notes.bottom.constant == expected())

        notes.screen.keyboard.height = 336 + 44
        #expect(notes.bottom.constant == expected(), "follows the predictive bar")
        notes.screen.keyboard.height = 336

        // Focus moves to the title: same toolbar, same keyboard, nothing moves.
        UIKitDoubleTesting.tap(notes.title)
        #expect(notes.bottom.constant == expected())

        let done = try #require(toolbarItems(of: notes.title).last)
        #expect(done.title == "完了")
        UIKitDoubleTesting.tap(done)
        #expect(!notes.screen.keyboard.isVisible)
        #expect(notes.bottom.constant == original)
    }

    @Test func tapsOutsideDoNotDismissWhenTheSpecSaysSo() {
        let notes = NotesScreen(pin: .safeAreaFirst)
        notes.binder.focus(.body)
        notes.screen.tapOutside(at: CGPoint(x: 200, y: 20))
        #expect(notes.body.isFirstResponder, "dismiss_on_tap_outside: false")
    }

    @Test func returnInTheTitleMovesToTheBody() {
        // README: Return moves on in every field but the last that takes focus;
        // the body (a text view) comes after the title.
        let notes = NotesScreen(pin: .safeAreaFirst)
        var submitted = 0
        notes.binder.onSubmit = { _ in submitted += 1 }
        notes.binder.focus(.title)
        UIKitDoubleTesting.pressReturn(in: notes.title)
        #expect(notes.body.isFirstResponder)
        #expect(submitted == 0)
    }
}

@MainActor
@Suite struct LayoutGuideScenarios {
    @Test func theGuideConstraintIsInstalledOnceAndNothingElseMoves() throws {
        let settings = SettingsScreen()
        let constraint = try #require(settings.guideConstraints.first)
        #expect(settings.guideConstraints.count == 1)
        #expect(constraint.isActive)
        #expect(constraint.constant == -8, "distance 8 above the keyboard")
        #expect(settings.screen.root.keyboardLayoutGuide.followsUndockedKeyboard)

        let insets = settings.content.contentInset
        let offset = settings.content.contentOffset
        settings.binder.focus(.dailySteps)
        #expect(settings.screen.keyboard.isVisible)
        UIKitDoubleTesting.tap(toolbarItems(of: settings.dailySteps)[1])
        #expect(settings.dailyActiveMinutes.isFirstResponder)
        settings.screen.keyboard.height = 380
        settings.binder.focus(.nextWeighIn)
        settings.screen.tapOutside(at: CGPoint(x: 4, y: 20))
        #expect(!settings.screen.keyboard.isVisible)
        settings.binder.focus(.weight)

        #expect(settings.guideConstraints.count == 1)
        #expect(settings.guideConstraints.first === constraint)
        #expect(constraint.constant == -8)
        #expect(settings.content.contentInset == insets)
        #expect(settings.content.contentOffset == offset)
        #expect(UIKitDoubleTesting.animations.isEmpty, "UIKit moves the guide; the binder animates nothing")

        settings.binder.stop()
        #expect(settings.guideConstraints.isEmpty, "stop() takes the constraint away")
    }

    @Test func theGuideFollowsTheKeyboard() {
        let settings = SettingsScreen()
        settings.binder.focus(.weight)
        let guide = settings.screen.root.keyboardLayoutGuide
        #expect(guide.layoutFrame.minY == settings.screen.keyboardTop)
    }
}
#endif
