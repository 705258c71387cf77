// snippet-context: examples registration
// Statements in a view controller's viewDidLoad (README.md): its views.
// «each snippet»
@MainActor
final class «name»: UIViewController {
    let scrollView = UIScrollView()
    let nameField = UITextField()
    let termsSwitch = UISwitch()

    override func viewDidLoad() {
«snippet»
    }
}
