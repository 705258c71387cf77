#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The job application (examples/long-form.form.yaml) as an app lays it out:
/// the root view is a scroll view under a navigation bar (top inset 64), the
/// fields sit in four section views, text views are 120 pt tall.
@MainActor
struct LongFormScreen {
    /// The navigation bar's height above the content.
    static let topInset: CGFloat = 64

    let screen: Screen
    let scrollView = UIScrollView()
    let familyName = UITextField(), givenName = UITextField(), familyNameKana = UITextField()
    let givenNameKana = UITextField(), email = UITextField(), phone = UITextField(), postalCode = UITextField()
    let prefecture = UITextField(), city = UITextField(), streetAddress = UITextField(), building = UITextField()
    let currentCompany = UITextField(), currentJobTitle = UITextField(), portfolioUrl = UITextField()
    let workHistory = UITextView(), motivation = UITextView(), selfPromotion = UITextView()
    let preferredStartDate = UITextField(), remarks = UITextView()
    let binder: JobApplicationFormBinder

    init() {
        screen = Screen(root: scrollView)
        let width = screen.window.bounds.width
        let sections: [[UIView]] = [
            [familyName, givenName, familyNameKana, givenNameKana, email, phone, postalCode],
            [prefecture, city, streetAddress, building],
            [currentCompany, currentJobTitle, portfolioUrl],
            [workHistory, motivation, selfPromotion, preferredStartDate, remarks],
        ]
        var y: CGFloat = 0
        for fields in sections {
            let section = UIView()
            let height = Column.stack(fields, in: section, width: width) + 16
            section.frame = CGRect(x: 0, y: y, width: width, height: height)
            scrollView.addSubview(section)
            y += height + 24
        }
        scrollView.contentSize = CGSize(width: width, height: y)
        scrollView.contentInset.top = Self.topInset
        scrollView.verticalScrollIndicatorInsets.top = Self.topInset
        // At rest, the top of the content shows under the bar (as UIKit sets it).
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        binder = JobApplicationFormBinder(state: JobApplicationFormState(), scrollView: scrollView, view: scrollView)
        binder.bind(.familyName, to: familyName)
        binder.bind(.givenName, to: givenName)
        binder.bind(.familyNameKana, to: familyNameKana)
        binder.bind(.givenNameKana, to: givenNameKana)
        binder.bind(.email, to: email)
        binder.bind(.phone, to: phone)
        binder.bind(.postalCode, to: postalCode)
        binder.bind(.prefecture, to: prefecture)
        binder.bind(.city, to: city)
        binder.bind(.streetAddress, to: streetAddress)
        binder.bind(.building, to: building)
        binder.bind(.currentCompany, to: currentCompany)
        binder.bind(.currentJobTitle, to: currentJobTitle)
        binder.bind(.portfolioUrl, to: portfolioUrl)
        binder.bind(.workHistory, to: workHistory)
        binder.bind(.motivation, to: motivation)
        binder.bind(.selfPromotion, to: selfPromotion)
        binder.bind(.preferredStartDate, to: preferredStartDate)
        binder.bind(.remarks, to: remarks)
    }

    /// The part of the screen where a field can be seen: below the bar and the
    /// top safe area, `distance` above the keyboard.
    func visibleBand(distance: CGFloat = 12) -> ClosedRange<CGFloat> {
        let top = scrollView.convert(CGPoint(x: 0, y: scrollView.contentOffset.y + scrollView.adjustedContentInset.top),
                                     to: screen.window).y
        return top...(screen.keyboardTop - distance)
    }

    /// Whether all of `view` is on screen between the bar and the keyboard.
    func isFullyVisible(_ view: UIView, distance: CGFloat = 12) -> Bool {
        let frame = screen.frameOnScreen(view)
        let band = visibleBand(distance: distance)
        return frame.minY >= band.lowerBound && frame.maxY <= band.upperBound
    }
}
#endif
