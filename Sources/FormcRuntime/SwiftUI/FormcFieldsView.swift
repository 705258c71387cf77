#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// Many fields of a form in a layout of the app's, one ``FormcFieldView``
/// each: a list of fields, or the fields of one spec section. It is one view
/// in a `VStack` or a `Form` however many fields it lays out, so a hand-made
/// screen of twenty fields stays within SwiftUI's ten views per builder block
/// (iOS 15), and its fields keep the generated screen's focus chain: Return
/// and the toolbar's previous and next follow the spec's order.
///
///     @FocusState private var focus: CheckoutForm.Field?
///     VStack {
///         Text("お届け先")
///         FormcFieldsView(state, [.recipientName, .postalCode, .address], focus: $focus)
///         FormcFieldsView(state, section: .payment, focus: $focus)
///     }
///     .formcKeyboard(state, focus: $focus)
@MainActor
public struct FormcFieldsView<Model: FormcSwiftUIForm>: View {
    @ObservedObject private var state: FormcFormState<Model>
    private let fields: [Model.Field]
    /// The spec section the fields are, when given one: hidden with it.
    private let section: Model.Section?
    private let focus: FocusState<Model.Field?>.Binding
    private let onSubmit: (() -> Void)?

    /// The views of `fields`, in the order given; Return in the last field of
    /// the focus chain calls `onSubmit` (nil: it ends editing).
    public init(_ state: FormcFormState<Model>, _ fields: [Model.Field], focus: FocusState<Model.Field?>.Binding,
                onSubmit: (() -> Void)? = nil) {
        self.state = state
        self.fields = fields
        self.section = nil
        self.focus = focus
        self.onSubmit = onSubmit
    }

    /// The views of the fields of the spec's `section`, in form order (without
    /// its header, intro and footer: the app lays out its own texts); nothing
    /// while the section is hidden (`visible_when`).
    public init(_ state: FormcFormState<Model>, section: Model.Section, focus: FocusState<Model.Field?>.Binding,
                onSubmit: (() -> Void)? = nil) {
        self.state = state
        self.fields = Model.screen.fields(of: section)
        self.section = section
        self.focus = focus
        self.onSubmit = onSubmit
    }

    public var body: some View {
        if section.map(state.isVisible) ?? true {
            ForEach(fields, id: \.self) { field in
                FormcFieldView(state, field, focus: focus, onSubmit: onSubmit)
            }
        }
    }
}
#endif
