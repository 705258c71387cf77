#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// The buttons the SwiftUI screen puts in the navigation bar: the spec's
/// `cancel:` (`.cancellationAction`) and a submit with `placement:
/// navigation_bar` (`.confirmationAction`, instead of the button under the
/// last section), read from the form's screen by
/// ``FormcSwiftUIForm/navigationBarButtons``.
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
    /// The spec's cancel and submit placed in the bar, as the form's ``FormcDescribedModel/screen`` says
    /// (which the UIKit ready screen reads too); none without them.
    @MainActor
    public static var navigationBarButtons: FormcNavigationBarButtons {
        let screen = screen
        return FormcNavigationBarButtons(submitsFromBar: screen.submitsFromNavigationBar && screen.submitTitle != nil,
                                         cancelTitle: screen.cancelTitle)
    }
}

extension View {
    /// The navigation bar's cancel and submit: cancel tells the app
    /// (``FormcFormState/cancel()``) and dismisses the screen (pops it when
    /// pushed, closes it when presented); submit submits as the bottom button
    /// does. Both are disabled while a submit runs. Nothing without buttons.
    // No `if` inside `toolbar { }`: ToolbarContentBuilder's `buildIf` is iOS 16.
    @MainActor
    @ViewBuilder
    func formcNavigationBarItems<Model: FormcSwiftUIForm>(
        _ state: FormcFormState<Model>, buttons: FormcNavigationBarButtons, submitTitle: String?,
        submit: @escaping () -> Void
    ) -> some View {
        if buttons.cancelTitle == nil && !buttons.submitsFromBar {
            self
        } else {
            toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    FormcCancelButton(state: state, title: buttons.cancelTitle)
                }
                ToolbarItem(placement: .confirmationAction) {
                    FormcBarSubmitButton(state: state, title: buttons.submitsFromBar ? submitTitle : nil, action: submit)
                }
            }
        }
    }
}

/// The navigation bar's cancel button (nothing without a title).
@MainActor
struct FormcCancelButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let title {
            Button(title) {
                state.cancel()
                dismiss()
            }
            .disabled(state.isSubmitting)
        }
    }
}

/// The navigation bar's submit button (nothing without a title).
@MainActor
struct FormcBarSubmitButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String?
    let action: () -> Void

    var body: some View {
        if let title {
            Button(title, action: action)
                .disabled(state.isSubmitting)
                .accessibilityValue(Text(state.isSubmitting ? Model.messages.submittingValue : ""))
        }
    }
}
#endif
