#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A single choice: a menu, a wheel, a pushed list (``FormcChoiceListRow``), a segmented control or
/// radio rows, over the options the state offers now (a dependent list's
/// items for its parent, the app's items once they arrived).
@MainActor
struct FormcChoiceView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let choice: FormcChoiceControl<Model>

    init(_ row: FormcRowContext<Model>, _ choice: FormcChoiceControl<Model>) {
        self.row = row
        self.choice = choice
    }

    var body: some View {
        let titles = choice.titles(row.state)
        // A menu of a long list of the spec's pushes the list instead.
        switch choice.style == .menu && choice.isLong ? .list : choice.style {
        case .radio:
            FormcFieldRow(label: row.label, issue: row.issue) {
                ForEach(titles.indices, id: \.self) { index in
                    FormcCheckmarkRow(title: titles[index], isChecked: selection.wrappedValue == index) {
                        selection.wrappedValue = index
                    }
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(Text(row.label))
            .accessibilityHint(Text(row.hint))
        case .segmented:
            FormcFieldRow(label: row.label, issue: row.issue) {
                picker(titles).pickerStyle(.segmented)
            }
        case .wheel:
            FormcFieldRow(label: row.label, issue: row.issue) {
                picker(titles).pickerStyle(.wheel)
            }
        case .menu:
            FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
                picker(titles, marked: true).pickerStyle(.menu)
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: row.endEditing)
        case .list:
            FormcChoiceListRow(row: row, choice: choice)
        }
    }

    /// A picker of `titles` with the placeholder (or the none row) for no choice;
    /// `marked`: its label is drawn beside it (a menu), with the form's mark.
    private func picker(_ titles: [String], marked: Bool = false) -> some View {
        Picker(selection: selection) {
            if choice.noneRow != nil || selection.wrappedValue == nil {
                Text(choice.noneRow ?? choice.placeholder ?? "").tag(Int?.none)
            }
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index]).tag(Int?.some(index))
            }
        } label: {
            if marked {
                FormcControlLabel(label: row.label, mark: row.mark)
            } else {
                Text(row.label)
            }
        }
        .accessibilityLabel(Text(row.label))
        .accessibilityHint(Text(row.hint))
    }

    private var selection: Binding<Int?> {
        Binding(get: { choice.selected(row.state) }, set: { index in
            choice.select(row.state, index)
            row.state.endedEditing(row.field)
        })
    }
}

/// One option of radio rows or an inline multi-select: its title, checked or not.
struct FormcCheckmarkRow: View {
    let title: String
    let isChecked: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title).foregroundColor(.primary)
                Spacer()
                if isChecked {
                    Image(systemName: "checkmark").foregroundColor(.accentColor)
                }
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .accessibilityAddTraits(isChecked ? .isSelected : [])
    }
}

/// A multiple choice: rows with checkmarks, or one row that pushes them.
@MainActor
struct FormcMultiSelectView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let choice: FormcMultiSelectControl<Model>

    init(_ row: FormcRowContext<Model>, _ choice: FormcMultiSelectControl<Model>) {
        self.row = row
        self.choice = choice
    }

    var body: some View {
        if choice.isList {
            FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
                NavigationLink {
                    List { rows }
                        .navigationTitle(row.label)
                } label: {
                    HStack {
                        Text(row.label)
                        Spacer()
                        Text(summary).foregroundColor(.secondary)
                    }
                }
                .accessibilityHint(Text(row.hint))
            }
        } else {
            FormcFieldRow(label: row.label, issue: row.issue) { rows }
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
        }
    }

    private var rows: some View {
        ForEach(choice.titles.indices, id: \.self) { index in
            FormcCheckmarkRow(title: choice.titles[index], isChecked: choice.isChosen(row.state.values, index)) {
                var values = row.state.values
                choice.toggle(&values, index)
                row.state.values = values
                row.state.endedEditing(row.field)
            }
        }
    }

    /// The chosen titles, or the placeholder.
    private var summary: String {
        let chosen = choice.titles.indices.filter { choice.isChosen(row.state.values, $0) }.map { choice.titles[$0] }
        return chosen.isEmpty ? (choice.placeholder ?? "") : chosen.joined(separator: ", ")
    }
}

/// Several columns chosen together, each a menu of its rows for what the
/// columns before it hold.
@MainActor
struct FormcMultiPickerView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let picker: FormcMultiPickerControl<Model>

    init(_ row: FormcRowContext<Model>, _ picker: FormcMultiPickerControl<Model>) {
        self.row = row
        self.picker = picker
    }

    var body: some View {
        let codes = picker.selection(row.state.values)
        FormcFieldRow(label: row.label, issue: row.issue) {
            HStack {
                ForEach(picker.rows.indices, id: \.self) { column in
                    let rows = picker.rows[column](codes)
                    Picker(selection: code(column, in: codes)) {
                        Text(picker.labels[column] ?? picker.placeholder ?? "").tag(String?.none)
                        ForEach(rows, id: \.value) { item in
                            Text(item.title).tag(String?.some(item.value))
                        }
                    } label: {
                        Text(picker.labels[column] ?? row.label)
                    }
                    .pickerStyle(.menu)
                }
                Spacer(minLength: 0)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(row.label))
        .accessibilityHint(Text(row.hint))
    }

    private func code(_ column: Int, in codes: [String?]) -> Binding<String?> {
        Binding(get: { codes.indices.contains(column) ? codes[column] : nil }, set: { code in
            var chosen = picker.selection(row.state.values)
            guard chosen.indices.contains(column) else { return }
            chosen[column] = code
            var values = row.state.values
            picker.select(&values, chosen)
            row.state.values = values
            row.state.endedEditing(row.field)
        })
    }
}
#endif
