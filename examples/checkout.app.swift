// The app's side of examples/checkout.form.yaml, written by hand as an app
// would: what `CheckoutFormApp` asks for (the postcode look-up, the stores,
// the order sent to the server), and a screen of its own that binds its
// views to the form with the generated binder. (scripts/ios-sdk-check
// type-checks it with the generated code against Apple's iOS SDK.)
import Foundation
import FormcRuntime
#if canImport(UIKit)
import UIKit
#endif

/// The shop's server, as the checkout form sees it.
@MainActor
final class CheckoutService: CheckoutFormApp {
    /// The order the server accepted last.
    private(set) var lastOrder: CheckoutForm?

    func lookUpPostalCode(_ postalCode: String) async -> CheckoutForm.PostalCodeLookup? {
        // A real app asks a postcode service; a small table stands in for it.
        let book = ["1000001": "東京都千代田区千代田", "5300001": "大阪府大阪市北区梅田"]
        return book[postalCode.filter(\.isNumber)].map { CheckoutForm.PostalCodeLookup(address: $0) }
    }

    func convenienceStoreOptions() async -> [FormcOption<String>] {
        [FormcOption(value: "seven_eleven", label: "セブン-イレブン"), FormcOption(value: "lawson", label: "ローソン")]
    }

    func submit(_ form: CheckoutForm) async -> [CheckoutForm.Issue] {
        guard form.email != "taken@example.jp" else {
            return [.app(.email, "このメールアドレスは既に登録されています")]
        }
        lastOrder = form
        return []
    }
}

#if canImport(UIKit)
/// A checkout screen laid out by the app (a storyboard's outlets would do the
/// same): it shows only the shipping fields, so it binds only those.
@MainActor
final class ShippingViewController: UIViewController {
    let state = CheckoutFormState(app: CheckoutService())
    private var binder: CheckoutFormBinder?
    private let scrollView = UIScrollView()
    private let name = UITextField(), postalCode = UITextField(), address = UITextField(), email = UITextField()
    private let gift = UISwitch()
    private let send = UIButton(type: .system)
    private var observation: FormcObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        let binder = CheckoutFormBinder(state: state, scrollView: scrollView, view: view)
        binder.bind(.recipientName, to: name)
        binder.bind(.postalCode, to: postalCode)
        binder.bind(.address, to: address)
        binder.bind(.email, to: email)
        binder.bind(.isGift, to: gift)
        binder.bindSubmitButton(send)
        binder.presentIssue = { [weak self] field, issue in
            self?.binder?.view(for: field)?.layer.borderWidth = issue == nil ? 0 : 1
        }
        binder.onSubmit = { [weak self] _ in self?.navigationController?.popViewController(animated: true) }
        self.binder = binder
        state.lookUpTimeout = 10  // seconds: a postcode server that hangs gives up with the not-found message
        // The state is observable: anything else on screen follows it too.
        observation = state.observe { [weak self] in
            guard let self else { return }
            self.title = self.state.busyFields.contains(.postalCode) ? "住所を検索中…" : "お届け先"
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        state.cancelLookUp(.postalCode)  // the user left the screen: no fill, no message when they come back
    }
}
#endif
