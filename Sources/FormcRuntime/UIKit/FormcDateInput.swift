#if canImport(UIKit)
import UIKit

/// A text field whose input view is a date picker (wheels).
@MainActor
public final class FormcDateInput: FormcInput, UITextFieldDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIDatePicker()
    private let formatter = DateFormatter()
    private let value: () -> Date?
    private let onChange: (Date?) -> Void

    /// Wires `field` for `mode` between `minimum` and `maximum`.
    public init(
        _ field: UITextField, mode: UIDatePicker.Mode, minimum: Date?, maximum: Date?, placeholder: String?,
        value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void
    ) {
        self.value = value
        self.onChange = onChange
        super.init(responder: field)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        picker.minimumDate = minimum
        picker.maximumDate = maximum
        formatter.dateStyle = mode == .time ? .none : .medium
        formatter.timeStyle = mode == .date ? .none : .short
        field.inputView = picker
        field.delegate = self
        if let placeholder { field.placeholder = placeholder }
        picker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.show(self.picker.date)
            self.onChange(self.picker.date)
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        if let date = value() { picker.date = date }
        show(value())
    }

    private func show(_ date: Date?) {
        (responder as? UITextField)?.text = date.map(formatter.string(from:)) ?? ""
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
        guard value() == nil else { return }
        show(picker.date)
        onChange(picker.date)
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
}
#endif
