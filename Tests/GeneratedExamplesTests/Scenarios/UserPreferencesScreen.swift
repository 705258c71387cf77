#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The preferences screen (examples/user-preferences.form.yaml): every control
/// is touched, none takes the keyboard. The app's own views, as an app lays
/// them out: a segmented control, two stacks the binder fills with check rows,
/// a stepper and a slider with their value labels, a checkbox button.
@MainActor
struct UserPreferencesScreen {
    let screen: Screen
    let scroll = UIScrollView()
    let gender = UISegmentedControl()
    let notificationMethod = UIStackView()
    let interests = UIStackView()
    let partySize = UIStepper(), partySizeLabel = UILabel()
    let textSize = UISlider(), textSizeLabel = UILabel()
    let newsletter = UIButton(type: .system)
    let binder: UserPreferencesFormBinder
    /// Every form `onChange` reported, in order.
    let changes = Recorder<UserPreferencesForm>()

    init(form: UserPreferencesForm = UserPreferencesForm()) {
        screen = Screen()
        scroll.frame = screen.root.bounds
        screen.root.addSubview(scroll)
        let column = UIStackView(arrangedSubviews: [gender, notificationMethod, interests, partySize, partySizeLabel,
                                                    textSize, textSizeLabel, newsletter])
        column.axis = .vertical
        column.frame = CGRect(x: 16, y: 64, width: 358, height: 1200)
        scroll.addSubview(column)
        binder = UserPreferencesFormBinder(state: UserPreferencesFormState(form), scrollView: scroll, view: screen.root)
        binder.bind(.gender, to: gender)
        binder.bind(.notificationMethod, to: notificationMethod)
        binder.bind(.interests, to: interests)
        binder.bind(.partySize, to: partySize, valueLabel: partySizeLabel)
        binder.bind(.textSize, to: textSize, valueLabel: textSizeLabel)
        binder.bind(.newsletter, to: newsletter)
        // No Auto Layout in the double: the stacks get their rows' height.
        notificationMethod.frame.size.height = 4 * 44
        interests.frame.size.height = 6 * 44
        column.layoutIfNeeded()
        notificationMethod.layoutIfNeeded()
        interests.layoutIfNeeded()
        binder.onChange = { [changes] in changes.values.append($0) }
    }

    /// The check rows the binder made in `stack`.
    func rows(of stack: UIStackView) -> [FormcCheckRow] {
        stack.arrangedSubviews.compactMap { $0 as? FormcCheckRow }
    }

    /// The titles of the rows that show a check mark.
    func checkedTitles(of stack: UIStackView) -> [String] {
        rows(of: stack).filter { !$0.checkmark.isHidden }.compactMap(\.currentTitle)
    }
}

/// Collects values reported by a callback.
@MainActor
final class Recorder<Value> {
    var values: [Value] = []
}
#endif
