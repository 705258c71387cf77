#if canImport(UIKit)
import UIKit

/// A text field whose input view is a date picker (wheels). Turning the
/// wheels or `done` takes the date shown; focusing an empty field takes it only
/// when `fillOnFocus` (required fields): an optional date passed through with
/// "next" stays empty, and `clear` empties it.
@MainActor
public final class FormcDateInput: FormcInputViewInput {
    /// The picker shown instead of the keyboard.
    public let picker = UIDatePicker()
    /// The spec's `format:`, shown in every mode instead of the mode's medium date and short time.
    private let display: FormcDisplayFormat?
    /// How the value shows now: `display`, else the shown mode's lengths.
    private var shownFormat = FormcDisplayFormat(date: .medium)
    private let value: () -> Date?
    private let onChange: (Date?) -> Void
    /// The spec's `mode`; `.dateAndTime` shows `.date` while `dateOnly` holds.
    private let mode: UIDatePicker.Mode
    private let dateOnly: () -> Bool
    /// The spec's bounds, read each time the field is shown; the picker's are
    /// their whole days while it picks the date only.
    private let bounds: (_ dateOnly: Bool) -> (minimum: Date?, maximum: Date?)

    /// Wires `field` for `mode` between `minimum` and `maximum`; `fillOnFocus`
    /// takes the shown date when focus arrives in an empty field; `dateOnly`
    /// (`date_only_when`) turns a `.dateAndTime` picker to `.date` while it holds.
    public convenience init(
        _ field: UITextField, mode: UIDatePicker.Mode, minimum: Date?, maximum: Date?, placeholder: String?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void, fillOnFocus: Bool = false,
        dateOnly: @escaping () -> Bool = { false }
    ) {
        self.init(field, mode: mode, bounds: { FormcDate.dayBounds(minimum, maximum, if: $0) }, placeholder: placeholder,
                  display: display, value: value, onChange: onChange, fillOnFocus: fillOnFocus, dateOnly: dateOnly)
    }

    /// Wires `field` for `mode` within `bounds`, which are asked for each time
    /// the field is shown, with whether the picker picks the date only (a
    /// field's description gives them: ``FormcDate/dayBounds(_:_:if:)`` of its
    /// spec's bounds, relative ones moving with the clock).
    public init(
        _ field: UITextField, mode: UIDatePicker.Mode,
        bounds: @escaping (_ dateOnly: Bool) -> (minimum: Date?, maximum: Date?), placeholder: String?,
        display: FormcDisplayFormat? = nil, value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void,
        fillOnFocus: Bool = false, dateOnly: @escaping () -> Bool = { false }
    ) {
        self.mode = mode
        self.dateOnly = dateOnly
        self.value = value
        self.onChange = onChange
        self.display = display
        self.bounds = bounds
        super.init(field, fillOnFocus: fillOnFocus)
        picker.preferredDatePickerStyle = .wheels
        applyMode()
        field.inputView = picker
        if let placeholder { field.placeholder = placeholder }
        picker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.isCleared = false
            self.show(self.picker.date)
            self.onChange(self.picker.date)
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value, in the mode the state asks for now.
    public func refresh() {
        applyMode()
        if let date = value() { picker.date = date }
        show(value())
    }

    /// `.date` while `dateOnly` holds (a `.dateAndTime` field), else the spec's mode; the text and the
    /// bounds follow (by whole days while it picks the date only: ``FormcDate/dayBounds(_:_:if:)``).
    private func applyMode() {
        let shown: UIDatePicker.Mode = mode == .dateAndTime && dateOnly() ? .date : mode
        picker.datePickerMode = shown
        let bounds = bounds(shown == .date)
        picker.minimumDate = bounds.minimum
        picker.maximumDate = bounds.maximum
        shownFormat = display ?? FormcDisplayFormat(date: shown == .time ? .none : .medium, time: shown == .date ? .none : .short)
    }

    private func show(_ date: Date?) {
        (responder as? UITextField)?.text = FormcDisplayText.date(date, shownFormat)
    }

    /// Takes the date the wheels show when the field is empty (`done`; on focus with `fillOnFocus`).
    override func commitShownValue() {
        guard value() == nil, !isCleared else { return }
        show(picker.date)
        onChange(picker.date)
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        isCleared = true
        show(nil)
        if value() != nil { onChange(nil) }
    }

}
#endif
