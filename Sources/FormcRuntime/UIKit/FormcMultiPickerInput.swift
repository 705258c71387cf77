#if canImport(UIKit)
import UIKit

/// A text field whose input view is one picker with a wheel per component
/// (card expiry: month and year). The model's value is one code or nil per
/// wheel; a wheel's rows may depend on the codes to its left (a filtered
/// wheel). Turning any wheel takes what every wheel shows, so the value is
/// complete or empty; a filtered wheel whose choice the new parent does not
/// offer moves to its first row (or empties when there is none). `done` takes
/// the rows shown; focus takes them only with `fillOnFocus`; `clear` empties
/// every wheel. The field shows the chosen titles joined by `separator`.
@MainActor
public final class FormcMultiPickerInput: FormcInputViewInput, UIPickerViewDataSource,
    UIPickerViewAccessibilityDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let separator: String
    private let labels: [String?]
    private let rows: [([String?]) -> [FormcPickerRow]]
    private let selection: () -> [String?]
    private let onSelect: ([String?]) -> Void
    /// The code each wheel shows, left to right (the model's, or the row shown).
    private var shown: [String?]

    /// Wires `field`: `rows[i]` are wheel `i`'s rows given the codes of the
    /// wheels (only those left of `i` are read), `labels` name the wheels for
    /// VoiceOver, `selection` is the model's codes, `onSelect` receives new codes.
    public init(
        _ field: UITextField, placeholder: String?, separator: String, labels: [String?],
        rows: [([String?]) -> [FormcPickerRow]], selection: @escaping () -> [String?],
        onSelect: @escaping ([String?]) -> Void, fillOnFocus: Bool = false
    ) {
        self.separator = separator
        self.labels = labels
        self.rows = rows
        self.selection = selection
        self.onSelect = onSelect
        shown = Array(repeating: nil, count: rows.count)
        super.init(field, fillOnFocus: fillOnFocus)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        refresh()
    }

    /// Reloads every wheel and shows the model's value.
    public func refresh() {
        picker.reloadAllComponents()
        let value = codes(selection())
        shown = value
        settle(from: 0, preferring: value)
        (responder as? UITextField)?.text = text(of: value)
    }

    /// Takes the rows the wheels show when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard codes(selection()).allSatisfy({ $0 == nil }), !isCleared else { return }
        choose(shown)
    }

    /// Empties every wheel (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        let empty = [String?](repeating: nil, count: rows.count)
        if codes(selection()) != empty { onSelect(empty) }
        shown = empty
        settle(from: 0, preferring: empty)
        (responder as? UITextField)?.text = ""
    }

    /// The model's codes, one per wheel whatever the closure returned.
    private func codes(_ values: [String?]) -> [String?] {
        rows.indices.map { values.indices.contains($0) ? values[$0] : nil }
    }

    /// The rows of wheel `component` under the codes shown to its left.
    private func rows(of component: Int) -> [FormcPickerRow] {
        rows.indices.contains(component) ? rows[component](shown) : []
    }

    /// Reloads the wheels from `start` on, left to right (each one's rows
    /// follow the ones before): each shows its code in `preferred` when it
    /// still offers it, else its first row.
    private func settle(from start: Int, preferring preferred: [String?]) {
        for component in rows.indices where component >= start {
            picker.reloadComponent(component)
            let wheel = rows(of: component)
            guard !wheel.isEmpty else {
                shown[component] = nil
                continue
            }
            let row = preferred[component].flatMap { code in wheel.firstIndex { $0.value == code } } ?? 0
            picker.selectRow(row, inComponent: component, animated: false)
            shown[component] = wheel[row].value
        }
    }

    private func choose(_ value: [String?]) {
        (responder as? UITextField)?.text = text(of: value)
        onSelect(value)
    }

    /// The chosen titles joined by the separator ("04/2027"); empty when nothing is chosen.
    private func text(of value: [String?]) -> String {
        var titles: [String] = []
        for component in rows.indices {
            guard let code = value[component] else { continue }
            // Titles under the value's own codes (the wheels may show others).
            if let row = rows[component](value).first(where: { $0.value == code }) { titles.append(row.title) }
        }
        return titles.joined(separator: separator)
    }


    public func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rows(of: component).count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let wheel = rows(of: component)
        return wheel.indices.contains(row) ? wheel[row].title : nil
    }

    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        labels.indices.contains(component) ? labels[component] : nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let wheel = rows(of: component)
        guard wheel.indices.contains(row) else { return }
        isCleared = false
        let before = shown
        shown[component] = wheel[row].value
        settle(from: component + 1, preferring: before)
        choose(shown)
    }
}
#endif
