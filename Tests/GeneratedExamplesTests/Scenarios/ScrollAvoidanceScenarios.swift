#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Scenarios 1 and 2: the long form's scroll avoidance, measured on screen.
@MainActor
@Suite struct ScrollAvoidanceScenarios {
    @Test func aLowFieldEndsExactlyTheDistanceAboveTheKeyboard() throws {
        let form = LongFormScreen()
        let scrollView = form.scrollView
        let originalInset = scrollView.contentInset
        let originalIndicators = scrollView.verticalScrollIndicatorInsets
        let originalOffset = scrollView.contentOffset
        #expect(!form.isFullyVisible(form.currentJobTitle, distance: 0), "the field starts below the screen")

        // Off screen, so a tap cannot reach it: focus comes from code (as after a validation error).
        #expect(form.binder.focus(.currentJobTitle))
        let keyboard = try #require(form.screen.keyboard.visibleFrame)
        #expect(keyboard.height == 336, "a text field without toolbar shows the bare keyboard")

        #expect(form.screen.frameOnScreen(form.currentJobTitle).maxY == keyboard.minY - 12)
        // The home-indicator strip is already in adjustedContentInset: only the rest is added.
        let overlap = form.screen.window.bounds.maxY - keyboard.minY
        #expect(scrollView.contentInset.bottom == overlap - 34)
        #expect(scrollView.adjustedContentInset.bottom == overlap)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == overlap - 34)
        #expect(scrollView.contentInset.top == LongFormScreen.topInset)
        #expect(scrollView.verticalScrollIndicatorInsets.top == LongFormScreen.topInset)
        #expect(UIKitDoubleTesting.animations.allSatisfy { $0.duration == 0.25 && $0.curveRawValue == 7 },
                "moves with the keyboard's own animation")

        form.screen.tapOutside()
        #expect(!form.screen.keyboard.isVisible)
        #expect(scrollView.contentInset == originalInset)
        #expect(scrollView.verticalScrollIndicatorInsets == originalIndicators)
        #expect(scrollView.contentOffset == originalOffset)
    }

    @Test func aFieldAlreadyVisibleCausesNoScroll() {
        let form = LongFormScreen()
        let offset = form.scrollView.contentOffset
        UIKitDoubleTesting.tap(form.givenName)
        #expect(form.givenName.isFirstResponder)
        #expect(form.scrollView.contentOffset == offset)
        #expect(form.isFullyVisible(form.givenName))

        // The predictive bar comes and goes: insets follow, the offset does not.
        form.screen.keyboard.height = 380
        #expect(form.scrollView.contentOffset == offset)
        #expect(form.scrollView.contentInset.bottom == CGFloat(380 - 34))
        form.screen.keyboard.height = 336
        #expect(form.scrollView.contentOffset == offset)
        #expect(form.scrollView.contentInset.bottom == CGFloat(336 - 34))
    }

    @Test func theFieldFollowsAKeyboardThatGrowsAndDoesNotMoveWhenItShrinks() throws {
        let form = LongFormScreen()
        form.binder.focus(.building)
        #expect(form.screen.frameOnScreen(form.building).maxY == form.screen.keyboardTop - 12)

        form.screen.keyboard.height = 336 + 44
        let taller = try #require(form.screen.keyboard.visibleFrame)
        #expect(form.screen.frameOnScreen(form.building).maxY == taller.minY - 12)
        #expect(form.scrollView.contentInset.bottom == taller.height - 34)

        let offset = form.scrollView.contentOffset
        form.screen.keyboard.height = 336
        #expect(form.scrollView.contentOffset == offset, "still visible: nothing needs to move")
        #expect(form.scrollView.contentInset.bottom == CGFloat(336 - 34))
        #expect(form.isFullyVisible(form.building))
    }

    @Test func rotationToLandscapeKeepsTheFieldVisible() throws {
        let form = LongFormScreen()
        let originalInset = form.scrollView.contentInset
        form.binder.focus(.streetAddress)
        #expect(form.isFullyVisible(form.streetAddress))

        form.screen.keyboard.rotate(to: CGSize(width: 844, height: 390),
                                    safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                    keyboardHeight: 209)
        let keyboard = try #require(form.screen.keyboard.visibleFrame)
        #expect(keyboard.minY == CGFloat(390 - 209))
        #expect(form.scrollView.frame.size == CGSize(width: 844, height: 390))
        #expect(form.isFullyVisible(form.streetAddress))
        #expect(form.scrollView.contentInset.bottom == CGFloat(209 - 21))

        form.screen.tapOutside(at: CGPoint(x: 4, y: 100))
        #expect(form.scrollView.contentInset == originalInset)
    }

    @Test func textViewsStayVisibleAsFocusMovesDownTheForm() {
        let form = LongFormScreen()
        for (field, view) in [(JobApplicationForm.Field.workHistory, form.workHistory as UIView),
                              (.motivation, form.motivation), (.preferredStartDate, form.preferredStartDate),
                              (.remarks, form.remarks)] {
            #expect(form.binder.focus(field))
            #expect(form.isFullyVisible(view), "\(field) is hidden")
        }
    }
}
#endif
