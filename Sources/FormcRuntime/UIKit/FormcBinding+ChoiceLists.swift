#if canImport(UIKit)
import UIKit

// The bindings of single choices shown as one row that pushes their list
// (`style: list` on a picker or a radio): `static var plan: Self { .choiceList(.plan, \.plan) }`.

extension FormcBinding where View == UIButton {
    /// A single choice shown as one row with the chosen option's label (or
    /// `placeholder`) that pushes the list, titled with the field's label: all
    /// of the list's cases, or `options` for the values (a dependent list's items
    /// for its `parent`'s value). `noneRow` is a first row that chooses nothing.
    public static func choiceList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, noneRow: String? = nil, parent: Model.Field? = nil, options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        Self(field, parent: parent) { view, state, _ in
            let items: @MainActor () -> [Option] = { options?(state.values) ?? Array(Option.allCases) }
            let input = FormcChoiceListInput(
                view, listTitle: field.label, placeholder: field.placeholder, noneRow: noneRow,
                titles: { items().map(\.label) },
                selection: { state.values[keyPath: value].flatMap { items().firstIndex(of: $0) } },
                onSelect: { row in
                    let rows = items()
                    state.values[keyPath: value] = row.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
                    state.endedEditing(field)
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }

    /// A single choice among the items of the option list `list` that the app
    /// supplies, as ``choiceList(_:_:placeholder:noneRow:parent:options:)``.
    public static func choiceList<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String,
        noneRow: String? = nil
    ) -> Self {
        Self(field, usesAppOptions: true) { view, state, _ in
            let input = FormcChoiceListInput(
                view, listTitle: field.label, placeholder: field.placeholder, noneRow: noneRow,
                titles: { state.appOptions(list, of: Value.self).map(\.label) },
                selection: {
                    state.values[keyPath: value].flatMap { chosen in
                        state.appOptions(list, of: Value.self).firstIndex { $0.value == chosen }
                    }
                },
                onSelect: { row in
                    let options = state.appOptions(list, of: Value.self)
                    state.values[keyPath: value] = row.flatMap { options.indices.contains($0) ? options[$0].value : nil }
                    state.endedEditing(field)
                })
            return FormcFieldInput(control: view, owner: input) { input.refresh() }
        }
    }
}
#endif
