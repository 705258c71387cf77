#if canImport(UIKit)
import UIKit

/// A single choice as one row (`style: list` on a picker or a radio): a
/// button showing the chosen option's title (or the placeholder while none is
/// chosen); a tap pushes a list of check rows, titled with the field's label,
/// onto the navigation controller of the screen showing the button, or
/// presents it as a sheet when that screen has none. A tap on a row chooses it
/// and goes back (pops, or closes the sheet), as iOS Settings' lists do. An
/// optional "none" row at the top chooses nothing. The rows are the titles the
/// state offers when the list opens (a dependent list's items for its parent,
/// the app's items once they arrived), read again on each refresh.
@MainActor
public final class FormcChoiceListInput {
    /// The button the user taps to open the list.
    public let button: UIButton
    /// The list, while it is shown.
    public private(set) weak var list: FormcChoiceListViewController?
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let placeholder: String?

    /// Wires `button`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: the none row); `listTitle` is
    /// the pushed screen's title (the field's label).
    public init(
        _ button: UIButton, listTitle: String, placeholder: String?, noneRow: String? = nil,
        titles: @escaping () -> [String], selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void
    ) {
        self.button = button
        self.titles = titles
        self.selection = selection
        self.placeholder = placeholder
        FormcListPresentation.opens(button, titled: listTitle) { [weak self] in
            guard let self else { return nil }
            let list = FormcChoiceListViewController(
                title: listTitle, noneRow: noneRow, titles: titles, selection: selection
            ) { [weak self] row in
                onSelect(row)
                self?.refresh()
            }
            self.list = list
            return list
        }
        refresh()
    }

    /// Shows the model's value: the chosen title, or the placeholder.
    public func refresh() {
        let rows = titles()
        let chosen = selection().flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        button.setTitle(chosen ?? placeholder, for: .normal)
        button.isSelected = chosen != nil
        button.accessibilityValue = chosen ?? ""
        list?.refresh()
    }
}

/// The pushed list of a `style: list` picker or radio: a check row per option
/// (after the none row, if any); a tap chooses and goes back.
@MainActor
public final class FormcChoiceListViewController: FormcCheckListViewController {
    /// The row that chooses nothing: its option is -1.
    private static let none = -1
    private let noneRow: String?
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void
    private var shownTitles: [String] = []
    /// The rows, once the view has loaded (the none row's option is -1).
    public private(set) var rows: FormcCheckRowsInput<Int>?

    /// A list titled `title` over `titles`.
    public init(
        title: String, noneRow: String?, titles: @escaping () -> [String], selection: @escaping () -> Int?,
        onSelect: @escaping (Int?) -> Void
    ) {
        self.noneRow = noneRow
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        super.init(title: title)
    }

    /// Not made from a storyboard or a nib, as its superclass.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeRows(in stack: UIStackView) {
        makeRows()
    }

    /// Shows the model's value; rebuilds the rows when the options changed (a parent's new value).
    public func refresh() {
        if stack != nil, titles() != shownTitles { makeRows() }
        rows?.refresh()
    }

    private func makeRows() {
        guard let stack else { return }
        shownTitles = titles()
        let options = (noneRow == nil ? [] : [Self.none]) + Array(shownTitles.indices)
        let shown = shownTitles, noneRow = noneRow
        rows = FormcCheckRowsInput(
            stack, options: options, title: { $0 == Self.none ? (noneRow ?? "") : shown[$0] },
            value: { [selection, noneRow] in
                selection() ?? (noneRow == nil ? nil : Self.none)
            },
            onChange: { [weak self] row in self?.choose(row) })
    }

    private func choose(_ row: Int?) {
        onSelect(row == Self.none ? nil : row)
        close()
    }
}
#endif
