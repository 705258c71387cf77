// snippet-context: examples signup
// Statements with the binder of examples/signup.form.yaml, in a view controller.
// «each snippet»
@MainActor
final class «name»: UIViewController {
    func snippet(binder: SignupFormBinder) {
«snippet»
    }
}
