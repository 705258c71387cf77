// snippet-context: examples user-preferences
// Statements in a view controller of the app's: the views it laid out for
// examples/user-preferences.form.yaml, its `state` and `binder`.
// «each snippet»
@MainActor
final class «name»: UIViewController {
    let scrollView = UIScrollView()
    let genderControl = UISegmentedControl()
    let notificationStack = UIStackView(), interestsStack = UIStackView()
    let partySizeStepper = UIStepper(), textSizeSlider = UISlider()
    let partySizeLabel = UILabel(), textSizeLabel = UILabel()
    let newsletterButton = UIButton(type: .system)

    func snippet(state: UserPreferencesFormState, binder: UserPreferencesFormBinder) {
«snippet»
    }
}
