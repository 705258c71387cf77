import Foundation
import FormcRuntime
import Testing

/// The keyboard-avoidance arithmetic of the runtime (`FormcKeyboardGeometry`),
/// pure CoreGraphics, checked on every platform.
/// Expected values are spelled `CGFloat(…)`: inside `#expect` an integer
/// expression on the right is typed on its own and would not be a CGFloat.
@Suite struct KeyboardGeometryTests {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func overlapIsThePartUnderTheKeyboardTop() {
        let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        #expect(FormcKeyboardGeometry.overlap(of: keyboard, with: screen) == 336)
        let shortView = CGRect(x: 0, y: 0, width: 390, height: 600)
        #expect(FormcKeyboardGeometry.overlap(of: keyboard, with: shortView) == CGFloat(600 - 508))
        #expect(FormcKeyboardGeometry.overlap(of: keyboard.offsetBy(dx: 0, dy: 336), with: screen) == 0, "hidden keyboard")
        #expect(FormcKeyboardGeometry.overlap(of: .zero, with: screen) == 0, "no frame in the notification")
        let floating = CGRect(x: 500, y: 600, width: 320, height: 200)
        #expect(FormcKeyboardGeometry.overlap(of: floating, with: screen) == 0, "beside the view (undocked on iPad)")
    }

    @Test func scrollsTheLeastToShowTheFieldDistanceAboveTheKeyboard() {
        // 844-high scroll view, 336 keyboard: 508 visible; field at y 700…744 in content.
        let field = CGRect(x: 16, y: 700, width: 358, height: 44)
        let offset = FormcKeyboardGeometry.offsetY(showing: field, offset: 0, visibleHeight: 508, topInset: 0,
                                                   maximumOffset: 2000, distance: 12)
        #expect(offset == CGFloat(744 - 508 + 12))
        #expect(field.maxY - offset == CGFloat(508 - 12), "the field's bottom ends 12 pt above the keyboard")
    }

    @Test func aVisibleFieldDoesNotMoveTheContent() {
        // Visible: below the 64 pt bar (40 + 64 = 104) and above the keyboard.
        let field = CGRect(x: 16, y: 120, width: 358, height: 44)
        #expect(FormcKeyboardGeometry.offsetY(showing: field, offset: 40, visibleHeight: 508, topInset: 64,
                                              maximumOffset: 2000, distance: 12) == CGFloat(40))
    }

    @Test func aFieldAboveTheVisibleAreaScrollsDownToIt() {
        let field = CGRect(x: 16, y: 100, width: 358, height: 44)
        #expect(FormcKeyboardGeometry.offsetY(showing: field, offset: 300, visibleHeight: 508, topInset: 64,
                                              maximumOffset: 2000, distance: 12) == CGFloat(100 - 64))
    }

    @Test func offsetStaysWithinTheContent() {
        let field = CGRect(x: 16, y: 1900, width: 358, height: 44)
        #expect(FormcKeyboardGeometry.offsetY(showing: field, offset: 0, visibleHeight: 508, topInset: 0,
                                              maximumOffset: 1200, distance: 12) == 1200)
        let top = CGRect(x: 16, y: -20, width: 358, height: 44)
        #expect(FormcKeyboardGeometry.offsetY(showing: top, offset: 100, visibleHeight: 508, topInset: 64,
                                              maximumOffset: 1200, distance: 12) == -64, "not above the top inset")
    }

    @Test func aFieldTallerThanTheRoomKeepsItsTopInView() {
        let textArea = CGRect(x: 16, y: 400, width: 358, height: 700)
        #expect(FormcKeyboardGeometry.offsetY(showing: textArea, offset: 0, visibleHeight: 508, topInset: 0,
                                              maximumOffset: 2000, distance: 12) == 400)
    }

    @Test func bottomConstantFollowsTheKeyboardBeyondTheSafeArea() {
        #expect(FormcKeyboardGeometry.bottomConstant(original: 0, overlap: 336, safeAreaBottom: 34, distance: 0) == 302)
        #expect(FormcKeyboardGeometry.bottomConstant(original: 8, overlap: 336, safeAreaBottom: 34, distance: 12) == CGFloat(8 + 302 + 12))
        #expect(FormcKeyboardGeometry.bottomConstant(original: 8, overlap: 20, safeAreaBottom: 34, distance: 12) == 8,
                "a keyboard inside the safe area changes nothing")
    }
}
