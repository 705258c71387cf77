#if canImport(UIKit)
import FormcRuntime
import Foundation
import Testing
import UIKit

/// Sections and conditions on the checkout: rows hide and show with the values,
/// disabled and hidden fields are skipped by Return / next / previous, and
/// keyboard avoidance stays right when rows appear or disappear while the
/// keyboard is up.
@MainActor
@Suite struct ConditionScenarios {
    @Test func rowsFollowThePaymentMethod() throws {
        let checkout = CheckoutScreen()
        // Nothing chosen: neither the card section nor the convenience-store picker.
        #expect(checkout.row(of: checkout.cardNumber)?.isHidden == true)
        #expect(checkout.row(of: checkout.securityCode)?.isHidden == true)
        #expect(checkout.row(of: checkout.convenienceStore)?.isHidden == true)
        #expect(checkout.row(of: checkout.giftMessage)?.isHidden == true)

        checkout.binder.focus(.paymentMethod)
        UIKitDoubleTesting.spin(try wheel(of: checkout.paymentMethod), toRow: 0)  // クレジットカード
        #expect(checkout.binder.state.values.paymentMethod == .card)
        #expect(checkout.row(of: checkout.cardNumber)?.isHidden == false)
        #expect(checkout.row(of: checkout.convenienceStore)?.isHidden == true)

        UIKitDoubleTesting.spin(try wheel(of: checkout.paymentMethod), toRow: 1)  // コンビニ払い
        #expect(checkout.row(of: checkout.cardNumber)?.isHidden == true)
        #expect(checkout.row(of: checkout.convenienceStore)?.isHidden == false)
        // The stack closes the gap: the picker's row sits right below the payment method's.
        #expect(checkout.row(of: checkout.convenienceStore)?.frame.minY == checkout.row(of: checkout.paymentMethod).map { $0.frame.maxY })
    }

    @Test func readOnlyAndDisabledFieldsCannotBeEdited() {
        let checkout = CheckoutScreen(form: CheckoutForm(memberNumber: "A-1024"))
        #expect(checkout.memberNumber.text == "A-1024")
        #expect(!checkout.memberNumber.isEnabled, "read-only")
        #expect(!checkout.points.isEnabled, "enabled only while points are used")
        #expect(!checkout.binder.focus(.memberNumber))
        #expect(!checkout.binder.focus(.points))

        UIKitDoubleTesting.toggle(checkout.usePoints)
        #expect(checkout.points.isEnabled)
        #expect(checkout.binder.focus(.points))
    }

    @Test func nextAndPreviousSkipHiddenAndDisabledFields() throws {
        let checkout = CheckoutScreen(form: CheckoutForm(paymentMethod: .convenienceStore))
        #expect(checkout.binder.focus(.convenienceStore))
        let items = toolbarItems(of: checkout.convenienceStore)
        let previous = items[0], next = items[1]
        // After the store: the card section is hidden, the gift message hidden, the points disabled.
        #expect(!next.isEnabled)
        #expect(previous.isEnabled)
        #expect(UIKitDoubleTesting.tap(previous))
        #expect(checkout.paymentMethod.isFirstResponder)

        // Return moves on in form order.
        #expect(checkout.binder.focus(.address))
        UIKitDoubleTesting.pressReturn(in: checkout.address)
        #expect(checkout.phone.isFirstResponder)

        // A gift: the message appears after the store, and next reaches it.
        UIKitDoubleTesting.toggle(checkout.isGift)
        #expect(checkout.binder.focus(.convenienceStore))
        #expect(next.isEnabled)
        #expect(UIKitDoubleTesting.tap(next))
        #expect(checkout.giftMessage.isFirstResponder)
    }

    @Test func rowsAppearingWhileTheKeyboardIsUpKeepTheFieldAboveIt() throws {
        let checkout = CheckoutScreen(form: CheckoutForm(paymentMethod: .card, usePoints: true))
        let scrollView = checkout.scrollView
        let originalInset = scrollView.contentInset
        #expect(checkout.binder.focus(.points))
        let keyboard = try #require(checkout.screen.keyboard.visibleFrame)
        let overlap = checkout.screen.window.bounds.maxY - keyboard.minY
        #expect(checkout.screen.frameOnScreen(checkout.points).maxY == keyboard.minY - 12)
        #expect(scrollView.contentInset.bottom == overlap - 34)

        // The gift message row appears above the field being edited: the field is revealed again.
        UIKitDoubleTesting.toggle(checkout.isGift)
        #expect(checkout.row(of: checkout.giftMessage)?.isHidden == false)
        #expect(checkout.points.isFirstResponder)
        #expect(checkout.screen.frameOnScreen(checkout.points).maxY == keyboard.minY - 12)
        #expect(scrollView.contentInset.bottom == overlap - 34, "the inset follows the keyboard, not the content")

        // The card section disappears (four rows above): the field moves up and stays in sight.
        checkout.binder.state.values.paymentMethod = .cashOnDelivery
        #expect(checkout.row(of: checkout.cardNumber)?.isHidden == true)
        let frame = checkout.screen.frameOnScreen(checkout.points)
        #expect(frame.minY >= scrollView.adjustedContentInset.top && frame.maxY <= keyboard.minY - 12)
        #expect(scrollView.contentInset.bottom == overlap - 34)

        checkout.screen.tapOutside()
        #expect(scrollView.contentInset == originalInset)
    }

    @Test func aFieldHiddenWhileEditedEndsEditing() {
        let checkout = CheckoutScreen(form: CheckoutForm(paymentMethod: .card))
        #expect(checkout.binder.focus(.cardNumber))
        #expect(UIKitDoubleTesting.type("4242", into: checkout.cardNumber))
        checkout.binder.state.values.paymentMethod = .convenienceStore
        #expect(!checkout.cardNumber.isFirstResponder)
        #expect(!checkout.screen.keyboard.isVisible)
        // Kept: switching back shows what was typed.
        #expect(checkout.binder.state.values.cardNumber == "4242")
        checkout.binder.state.values.paymentMethod = .card
        #expect(checkout.cardNumber.text == "4242")
    }

    @Test func theReadyScreenShowsSectionHeadersAndHidesTheCardSection() throws {
        UIKitDoubleTesting.reset()
        let window = UIKitDoubleTesting.makeWindow()
        let controller = CheckoutFormViewController(state: CheckoutFormState(app: CheckoutApp()))
        window.rootViewController = controller
        controller.loadViewIfNeeded()
        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        let stack = try #require(scrollView.subviews.first as? UIStackView)
        let labels = stack.arrangedSubviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == [
            "お届け先", "お支払い方法", "代金引換の場合は、手数料330円を商品のお届け時にお支払いください。", "カード情報",
            "カード情報は暗号化して送信されます。", "ギフト", "ポイント", "1ポイント = 1円としてご利用いただけます。",
        ])
        #expect(labels[2].textColor == .secondaryLabel, "a footer is a note")
        #expect(labels[0].textColor == .label)
        let cardHeader = labels[3], cardFooter = labels[4]
        #expect(cardHeader.isHidden && cardFooter.isHidden, "no card chosen yet")
        let binder = try #require(controller.binder)
        binder.state.values.paymentMethod = .card
        #expect(!cardHeader.isHidden && !cardFooter.isHidden)
        // The rows the screen made are the ones hidden: label, control and issue together.
        let rows = stack.arrangedSubviews.compactMap { $0 as? UIStackView }
        let cardRow = try #require(rows.first {
            (($0.arrangedSubviews.first as? UIStackView)?.arrangedSubviews.first as? UILabel)?.text == "カード番号"
        })
        #expect(!cardRow.isHidden)
        let labelAndControl = try #require(cardRow.arrangedSubviews.first as? UIStackView)
        #expect(labelAndControl.arrangedSubviews.allSatisfy { !$0.isHidden }, "label and control shown with the row")
        binder.state.values.paymentMethod = .cashOnDelivery
        #expect(cardRow.isHidden)
    }
}
#endif
