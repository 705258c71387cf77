import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIKit double: geometry", .serialized)
struct GeometryTests {
    @Test func convertsThroughNestedViewsAndAScrolledScrollView() {
        let window = UIKitDoubleTesting.makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let card = UIView(frame: CGRect(x: 20, y: 500, width: 350, height: 300))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 300, height: 34))
        window.addSubview(scroll)
        scroll.addSubview(card)
        card.addSubview(field)

        #expect(field.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 640))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(field.convert(field.bounds, to: window) == CGRect(x: 30, y: 390, width: 300, height: 34))
        #expect(field.convert(field.bounds, to: scroll) == CGRect(x: 30, y: 540, width: 300, height: 34))
        #expect(scroll.convert(CGRect(x: 30, y: 390, width: 300, height: 34), from: nil).minY == 540)
        #expect(card.convert(CGPoint(x: 30, y: 390), from: window) == CGPoint(x: 10, y: 40))
    }

    @Test func scrollRectToVisibleMovesTheLeastAndClamps() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 0)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 250)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 20)
        scroll.contentInset.bottom = 300
        scroll.scrollRectToVisible(CGRect(x: 0, y: 980, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset.y == 900)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset.y == 900)
    }

    @Test func safeAreaComesFromTheWindowAndAddsToAdjustedInsets() {
        let window = UIKitDoubleTesting.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scroll.contentInset.bottom = 10
        #expect(scroll.adjustedContentInset.bottom == 44)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset.bottom == 10)
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero)
    }

    @Test func safeAreaHookNotifiesViewControllers() {
        final class Screen: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let window = UIKitDoubleTesting.makeWindow()
        let screen = Screen()
        window.rootViewController = screen
        UIKitDoubleTesting.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), of: window)
        #expect(screen.changes == 1)
        #expect(screen.view.safeAreaInsets.top == 20)
        #expect(screen.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 390, height: 824))
    }

    @Test func stackViewLinesUpArrangedViewsVertically() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        stack.axis = .vertical
        stack.spacing = 8
        let label = UILabel()
        label.text = "名前"
        let field = UITextField()
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(field)
        stack.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 300, height: 21))
        #expect(field.frame == CGRect(x: 0, y: 29, width: 300, height: 34))
    }

    @Test func constraintsAreRecordedOnTheCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView()
        root.addSubview(scroll)
        let bottom = scroll.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -12)
        #expect(!bottom.isActive)
        NSLayoutConstraint.activate([bottom])
        #expect(bottom.isActive)
        #expect(root.constraints.contains { $0 === bottom })
        #expect(bottom.firstItem === scroll)
        bottom.constant = -20
        #expect(bottom.constant == -20)
        bottom.isActive = false
        #expect(root.constraints.isEmpty)
    }
}
