#if os(iOS) && canImport(SwiftUI)
import SwiftUI

extension View {
    /// The keyboard of a generated form: the focused field's toolbar (previous,
    /// next, done, clear, look-up and custom buttons, as the spec says), the
    /// focus the state asks for (the first field with an issue after a
    /// submit), and, from iOS 16, editing ended by scrolling. A screen laid
    /// out by the app applies it once, outside its fields.
    @MainActor
    public func formcKeyboard<Model: FormcSwiftUIForm>(
        _ state: FormcFormState<Model>, focus: FocusState<Model.Field?>.Binding,
        onAction: ((Model.Action, Model.Field) -> Void)? = nil
    ) -> some View {
        modifier(FormcKeyboardModifier(state: state, focus: focus, onAction: onAction))
    }
}

@MainActor
struct FormcKeyboardModifier<Model: FormcSwiftUIForm>: ViewModifier {
    @ObservedObject var state: FormcFormState<Model>
    let focus: FocusState<Model.Field?>.Binding
    let onAction: ((Model.Action, Model.Field) -> Void)?

    func body(content: Content) -> some View {
        content
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    if let field = focus.wrappedValue {
                        FormcKeyboardToolbar(state: state, field: field, focus: focus, onAction: onAction)
                    }
                }
            }
            .onChange(of: state.focusRequest) { _ in answerFocusRequest() }
            .onAppear(perform: answerFocusRequest)
            .formcScrollDismissesKeyboard()
    }

    private func answerFocusRequest() {
        guard let request = state.focusRequest else { return }
        state.focusRequest = nil
        focus.wrappedValue = state.fieldToFocus(for: request, where: { Model.entry(for: $0).takesFocus })
    }
}

/// The toolbar of the focused field, item by item.
@MainActor
struct FormcKeyboardToolbar<Model: FormcSwiftUIForm>: View {
    @ObservedObject var state: FormcFormState<Model>
    let field: Model.Field
    let focus: FocusState<Model.Field?>.Binding
    let onAction: ((Model.Action, Model.Field) -> Void)?

    var body: some View {
        let items = Model.entry(for: field).toolbar
        HStack {
            ForEach(items.indices, id: \.self) { index in
                item(items[index])
            }
        }
    }

    @ViewBuilder private func item(_ item: FormcToolbarItem) -> some View {
        switch item {
        case .flexibleSpace:
            Spacer()
        case .fixedSpace(let width):
            Spacer().frame(width: width ?? 8)
        case .previous(let title):
            let previous = state.field(before: field, where: canFocus)
            button(title, symbol: "chevron.up") { focus.wrappedValue = previous }
                .disabled(previous == nil)
        case .next(let title):
            let next = state.field(after: field, where: canFocus)
            button(title, symbol: "chevron.down") { focus.wrappedValue = next }
                .disabled(next == nil)
        case .done(let title):
            Button(title ?? Model.messages.doneTitle) { focus.wrappedValue = nil }
                .font(.body.weight(.semibold))
        case .custom(let title, let action):
            Button(title) {
                if let action = Model.Action(rawValue: action) { onAction?(action, field) }
            }
        case .clear(let title):
            button(title, symbol: "xmark.circle") {
                var values = state.values
                Model.entry(for: field).clear(&values)
                state.values = values
            }
        case .lookup(let title):
            button(title, symbol: "magnifyingglass") { state.startLookUp(field) }
                .disabled(!state.hasLookUp(field) || state.busyFields.contains(field))
        case .title(let title):
            Text(title ?? field.label)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
    }

    private func canFocus(_ field: Model.Field) -> Bool { Model.entry(for: field).takesFocus }

    /// A button titled `title`, or showing `symbol` when the spec gave no title.
    @ViewBuilder private func button(_ title: String?, symbol: String, action: @escaping () -> Void) -> some View {
        if let title {
            Button(title, action: action)
        } else {
            Button(action: action) { Image(systemName: symbol) }
        }
    }
}

extension View {
    /// From iOS 16, scrolling the form ends editing, as the keyboard follows the finger.
    @ViewBuilder func formcScrollDismissesKeyboard() -> some View {
        if #available(iOS 16.0, *) {
            scrollDismissesKeyboard(.interactively)
        } else {
            self
        }
    }
}
#endif
