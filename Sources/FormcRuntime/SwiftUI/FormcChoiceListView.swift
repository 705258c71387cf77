#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A single choice as one row that pushes its list (`style: list` on a picker
/// or a radio, and pickers of long lists): the row shows the chosen title (or
/// the placeholder); the pushed list has a check row per option (after the
/// none row, if any), and a tap chooses and goes back. Built from a
/// `NavigationLink` and a `List` as the multi-select's list is, so it reads
/// the same on iOS 15 (where the `.navigationLink` picker style does not exist)
/// and on later versions.
@MainActor
struct FormcChoiceListRow<Model: FormcSwiftUIForm>: View {
    let row: FormcRowContext<Model>
    let choice: FormcChoiceControl<Model>

    var body: some View {
        let titles = choice.titles(row.state)
        let chosen = choice.selected(row.state).flatMap { titles.indices.contains($0) ? titles[$0] : nil }
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            NavigationLink {
                FormcChoiceListPage(row: row, choice: choice, state: row.state)
            } label: {
                HStack {
                    Text(row.label)
                    Spacer()
                    Text(chosen ?? choice.placeholder ?? "").foregroundColor(.secondary)
                }
            }
            .accessibilityHint(Text(row.hint))
        }
    }
}

/// The pushed list of a ``FormcChoiceListRow``: it follows the state (a
/// parent's change, the app's items arriving) while shown.
@MainActor
struct FormcChoiceListPage<Model: FormcSwiftUIForm>: View {
    let row: FormcRowContext<Model>
    let choice: FormcChoiceControl<Model>
    @ObservedObject var state: FormcFormState<Model>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let titles = choice.titles(state)
        let selected = choice.selected(state)
        List {
            if let noneRow = choice.noneRow {
                FormcCheckmarkRow(title: noneRow, isChecked: selected == nil) { choose(nil) }
            }
            ForEach(titles.indices, id: \.self) { index in
                FormcCheckmarkRow(title: titles[index], isChecked: selected == index) { choose(index) }
            }
        }
        .navigationTitle(row.label)
    }

    private func choose(_ index: Int?) {
        choice.select(state, index)
        state.endedEditing(row.field)
        dismiss()
    }
}
#endif
