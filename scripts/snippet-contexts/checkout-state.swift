// snippet-context: examples checkout payment
// Statements about a form's state, as docs/app.md shows them: `state` is a
// CheckoutFormState, `payment` a PaymentFormState; `api` the app's server
// (docs/app.md's own `ShopAPI`) and `memberNumber` what the app knows.
func showThanks() {}
// «each snippet»
@MainActor
func «name»(state: CheckoutFormState, payment: PaymentFormState, api: any ShopAPI, memberNumber: String) async {
«snippet»
}
