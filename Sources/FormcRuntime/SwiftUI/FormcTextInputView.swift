#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A text field or text area. It keeps the text shown, which may run ahead of
/// the values (a normalisation that waits for the end of editing, a number
/// half typed); the values get what the text means at every change, and the
/// text follows the values when they change from elsewhere (a look-up, the app).
///
/// SwiftUI replaces the whole text on every change and gives no caret, so a
/// mask formats as typed only while the text is ASCII (an input method may be
/// composing anything else) and the caret stays at the end; the rest is
/// formatted when editing ends (``FormcTextFormat/typed(_:replacing:)``).
@MainActor
struct FormcTextInputView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let control: FormcTextControl<Model>
    private let limit: Int?
    private let isMultiline: Bool
    @State private var shown: String?
    /// The field's text in the values after this view's last edit: a change to
    /// anything else came from elsewhere.
    @State private var written: String?
    @State private var isRevealed = false

    init(_ row: FormcRowContext<Model>, _ control: FormcTextControl<Model>, limit: Int?, isMultiline: Bool) {
        self.row = row
        self.control = control
        self.limit = limit
        self.isMultiline = isMultiline
    }

    var body: some View {
        FormcFieldRow(label: row.label, issue: row.issue, isBusy: row.state.busyFields.contains(row.field)) {
            input
                .focused(row.focus, equals: row.field)
                .formcTextTraits(control.traits)
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
            if isMultiline, control.showsCount {
                let count = FormcCharacterCount(text, limit: limit)
                Text(count.text)
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundColor(count.isOverLimit ? .red : .secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { row.focus.wrappedValue = row.field }
        .onChange(of: modelText) { newValue in
            // Changed from elsewhere: show it.
            if newValue != written { shown = newValue }
        }
        .onChange(of: row.focus.wrappedValue == row.field) { isFocused in
            if !isFocused { endEditing() }
        }
    }

    @ViewBuilder private var input: some View {
        if isMultiline {
            ZStack(alignment: .topLeading) {
                TextEditor(text: textBinding)
                    .frame(minHeight: 88)
                if text.isEmpty, let placeholder = control.placeholder {
                    Text(placeholder)
                        .foregroundColor(Color(uiColor: .placeholderText))
                        .padding(.top, 8)
                        .padding(.leading, 5)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
        } else if control.traits.isSecure, !isRevealed {
            HStack {
                SecureField(control.placeholder ?? "", text: textBinding)
                    .submitLabel(FormcSubmitLabel.of(control.traits.returnKey))
                    .onSubmit(row.onReturn)
                revealButton
            }
        } else {
            HStack {
                TextField(control.placeholder ?? "", text: textBinding)
                    .submitLabel(FormcSubmitLabel.of(control.traits.returnKey))
                    .onSubmit(row.onReturn)
                if control.traits.isSecure {
                    revealButton
                }
            }
        }
    }

    @ViewBuilder private var revealButton: some View {
        if let labels = control.revealToggle {
            Button {
                isRevealed.toggle()
            } label: {
                Image(systemName: isRevealed ? "eye.slash" : "eye")
                    .foregroundColor(.secondary)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(Text(isRevealed ? labels.hide : labels.show))
        }
    }

    /// The field's text in the values now.
    private var modelText: String { control.read(row.state.values) }

    /// The text typed: the values' until the user types.
    private var rawText: String { shown ?? modelText }

    /// The text shown: the raw text, or while not focused its display text (`¥1,200`).
    private var text: String {
        guard let display = control.display, row.focus.wrappedValue != row.field else { return rawText }
        return display(rawText)
    }

    private var textBinding: Binding<String> {
        Binding(get: { text }, set: { typed(into: $0) })
    }

    private func typed(into newText: String) {
        let newText = control.format(for: row.state.values)?.typed(newText, replacing: rawText) ?? newText
        guard newText != rawText else { return }
        shown = newText
        var values = row.state.values
        control.write(&values, newText)
        written = control.read(values)
        row.state.values = values
        checkNumber()
        row.state.edited(row.field)
    }

    private func endEditing() {
        if let format = control.format(for: row.state.values) {
            let formatted = format.endEditing(rawText)
            if formatted != rawText { typed(into: formatted) }
        }
        checkNumber()
        row.state.endedEditing(row.field)
    }

    /// A number field whose text is not a number: the state hears of it.
    private func checkNumber() {
        guard let kind = control.numberKind else { return }
        let message = FormcNumberText.isInvalid(rawText, kind: kind)
            ? Model.messages.text(.notANumber, label: row.label) : nil
        row.state.setUnparsableText(at: row.field, message: message)
    }
}

/// SwiftUI's label for the Return key of the spec's `return_key`.
enum FormcSubmitLabel {
    static func of(_ key: FormcTextTraits.ReturnKey) -> SubmitLabel {
        switch key {
        case .done: .done
        case .go: .go
        case .join: .join
        case .next: .next
        case .route: .route
        case .search, .google, .yahoo: .search
        case .send: .send
        case .continue: .continue
        default: .return
        }
    }
}

extension View {
    /// The keyboard, content type, capitalization and autocorrection of `traits`.
    func formcTextTraits(_ traits: FormcTextTraits) -> some View {
        keyboardType(traits.keyboardType.uikit)
            .textContentType(traits.contentType?.uikit)
            .textInputAutocapitalization(TextInputAutocapitalization(traits.autocapitalization.uikit))
            .disableAutocorrection(traits.autocorrection == .default ? nil : traits.autocorrection == .no)
    }
}
#endif
