#if canImport(UIKit)
import FormcRuntime
import Foundation
import UIKit

/// The notes screen (examples/notes.form.yaml): a title field and a text view
/// filling the rest, whose bottom constraint the binder moves. The double has
/// no constraint solver, so scenarios read the constraint's constant.
@MainActor
struct NotesScreen {
    /// Which bottom constraint the app wrote.
    enum Pin {
        /// `safeArea.bottom == body.bottom + constant` (the container first).
        case safeAreaFirst
        /// `body.bottom == safeArea.bottom + constant` (the content first).
        case contentFirst
        /// `view.bottom == body.bottom + constant`: the root view's edge, not its safe area.
        case viewEdge
    }

    static let gap: CGFloat = 16

    let screen: Screen
    let title = UITextField()
    let body = UITextView()
    let bottom: NSLayoutConstraint
    let binder: NoteFormBinder

    init(pin: Pin) {
        screen = Screen()
        let root = screen.root
        title.frame = CGRect(x: 16, y: 63, width: 358, height: 44)
        body.frame = CGRect(x: 16, y: 115, width: 358, height: 844 - 34 - Self.gap - 115)
        root.addSubview(title)
        root.addSubview(body)
        switch pin {
        case .safeAreaFirst:
            bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: Self.gap)
        case .contentFirst:
            bottom = body.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -Self.gap)
        case .viewEdge:
            bottom = root.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: Self.gap)
        }
        bottom.isActive = true
        binder = NoteFormBinder(state: NoteFormState(), bottomConstraint: bottom, view: root)
        binder.bind(.title, to: title)
        binder.bind(.body, to: body)
    }

    /// How far the keyboard reaches into the screen from the bottom.
    var overlap: CGFloat { screen.window.bounds.maxY - screen.keyboardTop }
}

/// The settings screen (examples/settings.form.yaml): a content view pinned to
/// the keyboard layout guide, holding two switches and the number and date fields.
@MainActor
struct SettingsScreen {
    let screen: Screen
    let content = UIScrollView()
    let notificationsEnabled = UISwitch(), syncWithHealth = UISwitch()
    let dailySteps = UITextField(), dailyActiveMinutes = UITextField(), dailyCalories = UITextField()
    let weight = UITextField(), targetWeight = UITextField(), bodyFatPercentage = UITextField()
    let nextWeighIn = UITextField()
    let binder: HealthSettingsFormBinder

    init(form: HealthSettingsForm = HealthSettingsForm()) {
        screen = Screen()
        let bounds = screen.root.bounds
        content.frame = bounds
        screen.root.addSubview(content)
        let views: [UIView] = [notificationsEnabled, syncWithHealth, dailySteps, dailyActiveMinutes, dailyCalories,
                               weight, targetWeight, bodyFatPercentage, nextWeighIn]
        content.contentSize = CGSize(width: bounds.width, height: Column.stack(views, in: content, width: bounds.width))
        binder = HealthSettingsFormBinder(state: HealthSettingsFormState(form), scrollView: content, view: screen.root)
        binder.bind(.notificationsEnabled, to: notificationsEnabled)
        binder.bind(.syncWithHealth, to: syncWithHealth)
        binder.bind(.dailySteps, to: dailySteps)
        binder.bind(.dailyActiveMinutes, to: dailyActiveMinutes)
        binder.bind(.dailyCalories, to: dailyCalories)
        binder.bind(.weight, to: weight)
        binder.bind(.targetWeight, to: targetWeight)
        binder.bind(.bodyFatPercentage, to: bodyFatPercentage)
        binder.bind(.nextWeighIn, to: nextWeighIn)
    }

    /// The constraints the root view holds between `content` and the keyboard layout guide.
    var guideConstraints: [NSLayoutConstraint] {
        screen.root.constraints.filter { $0.firstItem === content && $0.secondItem is UIKeyboardLayoutGuide }
    }
}
#endif
