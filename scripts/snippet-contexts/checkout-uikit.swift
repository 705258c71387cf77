// snippet-context: examples checkout registration
// Statements in a view controller of the app's, as docs/app.md shows them:
// the views the app laid out (below), the checkout's `state` and `binder`,
// `api` (docs/app.md's own `ShopAPI`) and the navigation controller.
// «each snippet»
@MainActor
final class «name»: UIViewController {
    let scrollView = UIScrollView()
    let nameField = UITextField(), postalCodeField = UITextField(), addressField = UITextField()
    let giftSwitch = UISwitch()
    let orderButton = UIButton(type: .system)

    func snippet(state: CheckoutFormState, binder: CheckoutFormBinder, api: any ShopAPI, navigation: UINavigationController) {
«snippet»
    }
}
