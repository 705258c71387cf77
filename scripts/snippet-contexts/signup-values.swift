// snippet-context: examples signup
// Statements on values of examples/signup.form.yaml, outside any screen.
// «each snippet»
@MainActor
func «name»() {
«snippet»
}
