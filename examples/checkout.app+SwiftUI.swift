// The SwiftUI side of examples/checkout.form.yaml, written by hand as an app
// would: the whole generated form in a navigation stack, and a shipping screen
// laid out by the app from the per-field building blocks (a field, or a list
// of fields or a spec section as one view), which keep the form's focus chain,
// keyboard toolbar and validation. (scripts/ios-sdk-check
// type-checks it with the generated code against Apple's iOS SDK, SwiftUI included.)
#if os(iOS) && canImport(SwiftUI)
import FormcRuntime
import SwiftUI

/// The checkout as the generated form shows it.
@MainActor
struct CheckoutScreen: View {
    @StateObject private var state = CheckoutFormState(app: CheckoutService())
    @State private var ordered = false

    var body: some View {
        NavigationView {
            CheckoutFormView(state: state, onSubmit: { _ in ordered = true })
        }
        .navigationViewStyle(.stack)
        .alert("ご注文ありがとうございました", isPresented: $ordered) {
            Button("OK", role: .cancel) {}
        }
    }
}

/// A shipping step of the app's own design: a few fields of the form, its own
/// layout, the same state, focus chain and issues.
@MainActor
struct ShippingStep: View {
    @ObservedObject var state: CheckoutFormState
    @FocusState private var focus: CheckoutForm.Field?
    var onNext: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("お届け先").font(.title2.bold())
                FormcFieldView(state, .recipientName, focus: $focus)
                FormcFieldView(state, .postalCode, focus: $focus)
                FormcFieldView(state, .address, focus: $focus)
                FormcFieldView(state, .email, focus: $focus, onSubmit: next)
                if let issue = state.formIssue {
                    Text(issue).foregroundColor(.red)
                }
                Button("次へ", action: next)
                    .buttonStyle(.borderedProminent)
                    .disabled(state.busyFields.contains(.postalCode))
            }
            .padding()
        }
        .formcKeyboard(state, focus: $focus)
        .onAppear { focus = .recipientName }
    }

    /// On to the next step once this step's fields break no rule.
    private func next() {
        let fields: [CheckoutForm.Field] = [.recipientName, .postalCode, .address, .email]
        if let first = state.issues.map(\.field).first(where: fields.contains) {
            state.showAllIssues()
            focus = first
        } else {
            focus = nil
            onNext()
        }
    }
}
/// The payment step: whole sections of the spec, each one view however many
/// fields it has (the card's shows only when paying by card), with the same
/// focus chain and issues, and the order sent from here.
@MainActor
struct PaymentStep: View {
    @ObservedObject var state: CheckoutFormState
    @FocusState private var focus: CheckoutForm.Field?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("お支払い").font(.title2.bold())
                FormcFieldsView(state, section: .payment, focus: $focus)
                FormcFieldsView(state, section: .card, focus: $focus)
                Divider()
                FormcFieldsView(state, [.isGift, .giftMessage, .usePoints, .points], focus: $focus, onSubmit: order)
                Button("注文する", action: order)
                    .buttonStyle(.borderedProminent)
                    .disabled(state.isSubmitting)
            }
            .padding()
        }
        .formcKeyboard(state, focus: $focus)
    }

    private func order() {
        focus = nil
        state.startSubmit()
    }
}
#endif
