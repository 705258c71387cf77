#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A generated form as a whole SwiftUI screen: a `Form` with the spec's
/// sections, each field's ``FormcFieldView``, the form's issue from the app
/// at the top, and the submit button, disabled and busy while a submit runs.
/// The keyboard toolbar, Return from field to field and the focus the state
/// asks for come with it (``SwiftUI/View/formcKeyboard(_:focus:onAction:)``).
///
/// Put it in a `NavigationView` (or `NavigationStack`) for its title and for
/// pickers shown as pushed lists. SwiftUI keeps the focused field above the
/// keyboard by itself.
@MainActor
public struct FormcFormView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    @FocusState private var focus: Model.Field?
    private let onSubmit: ((Model) -> Void)?
    private let onAction: ((Model.Action, Model.Field) -> Void)?

    /// The form over `state`. `onSubmit` hears the values once a submit went
    /// through (the app's submit handler accepted them); `onAction`, a custom
    /// toolbar button's action and the field it was tapped in.
    public init(state: FormcFormState<Model>, onSubmit: ((Model) -> Void)? = nil,
                onAction: ((Model.Action, Model.Field) -> Void)? = nil) {
        self.state = state
        self.onSubmit = onSubmit
        self.onAction = onAction
    }

    public var body: some View {
        if state.isConfirming {
            // The confirmation step (`confirm:`) in place of the form; back brings the form again.
            FormcConfirmationView(state: state, onSubmit: onSubmit)
        } else {
            form
        }
    }

    private var form: some View {
        let screen = Model.screen
        return Form {
            if let formIssue = state.formIssue {
                Section {
                    FormcIssueText(formIssue)
                }
            }
            FormcIntroSection<Model>(intro: screen.intro)
            ForEach(screen.sections.indices, id: \.self) { index in
                FormcSectionView(state: state, section: screen.sections[index], focus: $focus, onSubmit: submit)
            }
            if let title = screen.submitTitle, !Model.navigationBarButtons.submitsFromBar {
                Section {
                    FormcSubmitButton(state: state, title: screen.submitTitleShowingValues?.text(state.values) ?? title, action: submit)
                }
            }
        }
        .formcKeyboard(state, focus: $focus, onAction: onAction)
        .modifier(FormcNavigationTitle(title: screen.title))
        .formcNavigationBarItems(state, buttons: Model.navigationBarButtons, submitTitle: screen.submitTitle, submit: submit)
    }

    /// Submits as the spec says: validated (every issue shown, the app's
    /// handler run once at a time), or the values handed over as they are.
    private func submit() {
        guard Model.screen.validatesOnSubmit else {
            focus = nil
            onSubmit?(state.values)
            return
        }
        let started = state.startSubmit { outcome, values in
            if outcome == .accepted { onSubmit?(values) }
        }
        if started { focus = nil }
    }
}

/// One section: its header, its shown fields, its footer.
@MainActor
struct FormcSectionView<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let section: FormcScreenSection<Model>
    let focus: FocusState<Model.Field?>.Binding
    let onSubmit: () -> Void

    var body: some View {
        if section.section.map(state.isVisible) ?? true {
            Section {
                if let intro = section.intro {
                    FormcIntroText(text: intro)
                }
                ForEach(section.fields, id: \.self) { field in
                    FormcFieldView(state, field, focus: focus, onSubmit: onSubmit)
                }
            } header: {
                if let header = section.header {
                    Text(header)
                }
            } footer: {
                if let footer = section.footer {
                    // Links (`[text](url)`) open through the environment's `openURL`.
                    Text(FormcLinkedText(footer).attributedString)
                }
            }
        }
    }
}

/// The submit button: the spec's title, a spinner and disabled while a submit runs.
@MainActor
struct FormcSubmitButton<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Spacer()
                if state.isSubmitting {
                    ProgressView()
                        .padding(.trailing, 4)
                }
                Text(title).fontWeight(.semibold)
                Spacer()
            }
        }
        .disabled(state.isSubmitting)
        .accessibilityValue(Text(state.isSubmitting ? Model.messages.submittingValue : ""))
    }
}

/// The navigation title, when the spec has one.
struct FormcNavigationTitle: ViewModifier {
    let title: String?

    func body(content: Content) -> some View {
        if let title {
            content.navigationTitle(title)
        } else {
            content
        }
    }
}
#endif
