#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// The confirmation step's summary (`confirm:`) as a SwiftUI `Form`: the
/// form's issue, each shown section's rows (the label over its value, read
/// by VoiceOver as one element), the submit button (busy while the values
/// are sent) and the back button. ``FormcFormView`` shows it in place of the
/// form while ``FormcFormState/isConfirming``; an app may use it in a
/// screen of its own.
@MainActor
public struct FormcConfirmationView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    private let onSubmit: ((Model) -> Void)?

    /// The summary of `state`; `onSubmit` hears the values once the app's submit handler accepted them.
    public init(state: FormcFormState<Model>, onSubmit: ((Model) -> Void)? = nil) {
        self.state = state
        self.onSubmit = onSubmit
    }

    public var body: some View {
        let confirmation = Model.confirmation
        let sections = state.summary
        Form {
            if let formIssue = state.formIssue {
                Section {
                    FormcIssueText(formIssue)
                }
            }
            ForEach(sections.indices, id: \.self) { index in
                Section {
                    ForEach(sections[index].rows) { row in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(row.label)
                                .font(.footnote)
                                .foregroundColor(.secondary)
                            Text(row.value)
                        }
                        .accessibilityElement(children: .combine)
                    }
                } header: {
                    if let header = sections[index].header {
                        Text(header)
                    }
                }
            }
            Section {
                FormcSubmitButton(state: state, title: confirmation?.submitTitle ?? "", action: submit)
                Button(confirmation?.backTitle ?? "") { state.backToEditing() }
                    .disabled(state.isSubmitting)
            }
        }
        .modifier(FormcNavigationTitle(title: confirmation?.title))
    }

    private func submit() {
        state.startConfirm { outcome, values in
            if outcome == .accepted { onSubmit?(values) }
        }
    }
}
#endif
