#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// The buttons the SwiftUI screen puts in the navigation bar: the spec's
/// `cancel:` (`.cancellationAction`) and a submit with `placement:
/// navigation_bar` (`.confirmationAction`, instead of the button under the
/// last section). formc generates them as the form's
/// ``FormcSwiftUIForm/navigationBarButtons`` when the spec has either.
public struct FormcNavigationBarButtons: Sendable {
    /// Whether the submit button is in the navigation bar.
    public let submitsFromBar: Bool
    /// The cancel button's title, when the spec has a cancel.
    public let cancelTitle: String?

    /// Buttons: none by default.
    public init(submitsFromBar: Bool = false, cancelTitle: String? = nil) {
        self.submitsFromBar = submitsFromBar
        self.cancelTitle = cancelTitle
    }
}

extension FormcSwiftUIForm {
    /// No buttons in the navigation bar (a spec without `cancel:` or a submit placed there).
    @MainActor
    public static var navigationBarButtons: FormcNavigationBarButtons { FormcNavigationBarButtons() }
}

/// The navigation bar's cancel and submit: cancel tells the app
/// (``FormcFormState/cancel()``) and dismisses the screen (pops it when
/// pushed, closes it when presented); submit submits as the bottom button
/// does. Both are disabled while a submit runs.
struct FormcNavigationBarItems<Model: FormcSwiftUIForm>: ViewModifier {
    @ObservedObject var state: FormcFormState<Model>
    let buttons: FormcNavigationBarButtons
    let submitTitle: String?
    let submit: () -> Void
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content.toolbar {
            if let cancel = buttons.cancelTitle {
                ToolbarItem(placement: .cancellationAction) {
                    Button(cancel) {
                        state.cancel()
                        dismiss()
                    }
                    .disabled(state.isSubmitting)
                }
            }
            if buttons.submitsFromBar, let submitTitle {
                ToolbarItem(placement: .confirmationAction) {
                    Button(submitTitle, action: submit)
                        .disabled(state.isSubmitting)
                        .accessibilityValue(Text(state.isSubmitting ? Model.messages.submittingValue : ""))
                }
            }
        }
    }
}
#endif
