#if canImport(UIKit)
import UIKit

/// A text field whose input view is a picker (seed 001, without tags): typing
/// is refused, turning the wheel chooses a row (shows its title and reports its
/// index), `done` takes the row shown. Focusing an empty field takes the shown
/// row only when `fillOnFocus` (required fields, as the seed does): an optional
/// field passed through with "next" stays empty. An optional "none" row at the
/// top chooses nil. Every index is checked against the rows, so an empty or
/// shrunken list never traps.
@MainActor
public final class FormcPickerInput: FormcInputViewInput, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void
    private let noneRow: String?
    /// Wheel rows before the options: 1 with a none row.
    private var offset: Int { noneRow == nil ? 0 : 1 }

    /// Wires `field`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: cleared). `fillOnFocus` takes
    /// the shown row when focus arrives in an empty field; `noneRow` is the
    /// title of a first row that means "not chosen".
    public init(
        _ field: UITextField, placeholder: String?, titles: @escaping () -> [String],
        selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void,
        fillOnFocus: Bool = false, noneRow: String? = nil
    ) {
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        self.noneRow = noneRow
        super.init(field, fillOnFocus: fillOnFocus)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads the rows and shows the model's value (after the model or a parent changed).
    public func refresh() {
        picker.reloadAllComponents()
        let rows = titles()
        if let row = selection(), rows.indices.contains(row) {
            picker.selectRow(row + offset, inComponent: 0, animated: false)
            (responder as? UITextField)?.text = rows[row]
        } else {
            if rows.count + offset > 0 { picker.selectRow(0, inComponent: 0, animated: false) }
            (responder as? UITextField)?.text = ""
        }
    }

    /// Takes the row the wheel shows when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard selection() == nil, !isCleared else { return }
        choose(wheelRow: picker.selectedRow(inComponent: 0))
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        if rowCount > 0 { picker.selectRow(0, inComponent: 0, animated: false) }
        (responder as? UITextField)?.text = ""
        if selection() != nil { onSelect(nil) }
    }

    /// Shows and reports wheel row `row` (the none row: nil); ignores a row out of range.
    private func choose(wheelRow row: Int) {
        if row >= 0, row < offset {
            (responder as? UITextField)?.text = ""
            if selection() != nil { onSelect(nil) }
            return
        }
        let rows = titles()
        guard rows.indices.contains(row - offset) else { return }
        (responder as? UITextField)?.text = rows[row - offset]
        onSelect(row - offset)
    }

    private var rowCount: Int { titles().count + offset }


    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if row >= 0, row < offset { return noneRow }
        let rows = titles()
        return rows.indices.contains(row - offset) ? rows[row - offset] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        isCleared = false
        choose(wheelRow: row)
    }
}
#endif
