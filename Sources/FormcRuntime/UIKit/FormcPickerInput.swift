#if canImport(UIKit)
import UIKit

/// A text field whose input view is a picker (seed 001, without tags): typing
/// is refused, focusing an empty field takes the picker's current row,
/// choosing a row shows its title and reports its index. Every index is
/// checked against the rows, so an empty or shrunken list never traps.
@MainActor
public final class FormcPickerInput: FormcInput, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void

    /// Wires `field`: `titles` are the rows now, `selection` the model's row,
    /// `onSelect` receives the chosen row (nil: cleared).
    public init(
        _ field: UITextField, placeholder: String?, titles: @escaping () -> [String],
        selection: @escaping () -> Int?, onSelect: @escaping (Int?) -> Void
    ) {
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
        super.init(responder: field)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        field.delegate = self
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads the rows and shows the model's value (after the model or a parent changed).
    public func refresh() {
        picker.reloadAllComponents()
        let rows = titles()
        if let row = selection(), rows.indices.contains(row) {
            picker.selectRow(row, inComponent: 0, animated: false)
            (responder as? UITextField)?.text = rows[row]
        } else {
            if !rows.isEmpty { picker.selectRow(0, inComponent: 0, animated: false) }
            (responder as? UITextField)?.text = ""
        }
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
        // An empty field takes the row the picker shows, so "done" never leaves it blank.
        guard selection() == nil else { return }
        let rows = titles()
        let row = picker.selectedRow(inComponent: 0)
        guard rows.indices.contains(row) else { return }
        textField.text = rows[row]
        onSelect(row)
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        false
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        didEndEditing()
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        titles().count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let rows = titles()
        return rows.indices.contains(row) ? rows[row] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let rows = titles()
        guard rows.indices.contains(row) else { return }
        (responder as? UITextField)?.text = rows[row]
        onSelect(row)
    }
}
#endif
