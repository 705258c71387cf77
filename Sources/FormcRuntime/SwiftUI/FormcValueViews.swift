#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A date, a time or both (the date only while its `date_only_when` holds),
/// within the field's bounds; an empty date shows
/// the placeholder as a button that sets it (to now, kept within the bounds).
@MainActor
struct FormcDateView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let date: FormcDateControl<Model>

    init(_ row: FormcRowContext<Model>, _ date: FormcDateControl<Model>) {
        self.row = row
        self.date = date
    }

    var body: some View {
        // While it picks the date only, a bound's whole day (FormcDate.dayBounds), as the rules compare by day.
        let bounds = date.bounds(dateOnly: components == .date)
        let minimum = bounds.minimum
        let maximum = bounds.maximum
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            if row.state.values[keyPath: date.value] == nil {
                HStack {
                    FormcControlLabel(label: row.label, mark: row.mark)
                    Spacer()
                    Button(date.placeholder ?? Model.messages.setDateTitle) {
                        let now = row.state.now()
                        let clamped = min(max(now, minimum ?? now), maximum ?? now)
                        binding.wrappedValue = max(clamped, minimum ?? clamped)
                    }
                    .buttonStyle(.borderless)
                }
                .accessibilityElement(children: .combine)
                .accessibilityHint(Text(row.hint))
            } else {
                picker(minimum: minimum, maximum: maximum)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }

    /// The picker, its label drawn with the form's mark.
    @ViewBuilder private func picker(minimum: Date?, maximum: Date?) -> some View {
        if let minimum, let maximum, minimum <= maximum {
            DatePicker(selection: binding, in: minimum...maximum, displayedComponents: components) { label }
        } else if let minimum {
            DatePicker(selection: binding, in: minimum..., displayedComponents: components) { label }
        } else if let maximum {
            DatePicker(selection: binding, in: ...maximum, displayedComponents: components) { label }
        } else {
            DatePicker(selection: binding, displayedComponents: components) { label }
        }
    }

    private var label: FormcControlLabel { FormcControlLabel(label: row.label, mark: row.mark) }

    /// The spec's components; the date only while the state says so (`date_only_when`).
    private var components: DatePickerComponents {
        if row.state.isDateOnly(row.field) { return .date }
        switch date.mode {
        case .date: return .date
        case .time: return .hourAndMinute
        case .dateAndTime: return [.date, .hourAndMinute]
        }
    }

    /// The date; never nil once shown in the picker.
    private var binding: Binding<Date> {
        let value = row.binding(date.value)
        return Binding(get: { value.wrappedValue ?? row.state.now() }, set: { value.wrappedValue = $0 })
    }
}

/// A switch, or a check box (a box and the label, one tap to check).
@MainActor
struct FormcToggleView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let value: WritableKeyPath<Model, Bool>
    private let isCheckbox: Bool

    init(_ row: FormcRowContext<Model>, _ value: WritableKeyPath<Model, Bool>, isCheckbox: Bool) {
        self.row = row
        self.value = value
        self.isCheckbox = isCheckbox
    }

    var body: some View {
        let isOn = row.binding(value)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            if let linked = row.linkedCaption {
                linkedRow(linked, isOn: isOn)
            } else if isCheckbox {
                Button {
                    isOn.wrappedValue.toggle()
                } label: {
                    HStack(alignment: .firstTextBaseline) {
                        Image(systemName: isOn.wrappedValue ? "checkmark.square.fill" : "square")
                            .foregroundColor(isOn.wrappedValue ? .accentColor : .secondary)
                        FormcControlLabel(label: row.label, mark: row.mark).foregroundColor(.primary)
                        Spacer(minLength: 0)
                    }
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(row.label))
                .accessibilityAddTraits(isOn.wrappedValue ? .isSelected : [])
                .accessibilityHint(Text(row.hint))
            } else {
                Toggle(isOn: isOn) {
                    FormcControlLabel(label: row.label, mark: row.mark)
                }
                .accessibilityLabel(Text(row.label))
                .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }

    /// A label with links: its text beside the control, not inside it (a
    /// button's or toggle's label takes the taps its links need); the box or
    /// switch toggles, and so does a tap on the text outside its links
    /// (``FormcLinkedLabel``), the links open through the environment's `openURL`.
    @ViewBuilder
    private func linkedRow(_ linked: AttributedString, isOn: Binding<Bool>) -> some View {
        HStack(alignment: .firstTextBaseline) {
            if isCheckbox {
                Button {
                    isOn.wrappedValue.toggle()
                } label: {
                    Image(systemName: isOn.wrappedValue ? "checkmark.square.fill" : "square")
                        .foregroundColor(isOn.wrappedValue ? .accentColor : .secondary)
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(row.label))
                .accessibilityAddTraits(isOn.wrappedValue ? .isSelected : [])
                .accessibilityHint(Text(row.hint))
                FormcLinkedLabel(text: linked, mark: row.mark) { isOn.wrappedValue.toggle() }
                Spacer(minLength: 0)
            } else {
                FormcLinkedLabel(text: linked, mark: row.mark) { isOn.wrappedValue.toggle() }
                Spacer(minLength: 0)
                Toggle(row.label, isOn: isOn)
                    .labelsHidden()
                    .accessibilityHint(Text(row.hint))
            }
        }
    }
}

/// A stepper: the label with the form's mark and the value (as its `format:` says), − and +.
@MainActor
struct FormcStepperView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let number: FormcNumberControl<Model, Int>

    init(_ row: FormcRowContext<Model>, _ number: FormcNumberControl<Model, Int>) {
        self.row = row
        self.number = number
    }

    var body: some View {
        let value = row.binding(number.value)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            let shown = number.text(value.wrappedValue)
            Stepper(value: value, in: number.minimum...max(number.maximum, number.minimum), step: number.step ?? 1) {
                FormcControlLabel(label: row.label, mark: row.mark, value: number.showsValue ? shown : nil)
            }
            .accessibilityLabel(Text(row.label))
            .accessibilityValue(Text(shown))
            .accessibilityHint(Text(row.hint))
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }
}

/// A slider under its label (with the form's mark), with the value at the right
/// when the spec shows it, as its `format:` says.
@MainActor
struct FormcSliderView<Model: FormcSwiftUIForm>: View {
    private let row: FormcRowContext<Model>
    private let number: FormcNumberControl<Model, Double>

    init(_ row: FormcRowContext<Model>, _ number: FormcNumberControl<Model, Double>) {
        self.row = row
        self.number = number
    }

    var body: some View {
        let value = row.binding(number.value)
        let range = number.minimum...max(number.maximum, number.minimum)
        FormcFieldRow(label: row.label, issue: row.issue, inline: true) {
            let shown = number.text(value.wrappedValue)
            HStack {
                if !row.field.hidesLabel {
                    FormcFieldCaption(label: row.label, mark: row.mark)
                }
                Spacer()
                if number.showsValue {
                    Text(shown).monospacedDigit()
                }
            }
            .accessibilityHidden(true)
            if let step = number.step, step > 0 {
                Slider(value: value, in: range, step: step)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityValue(Text(shown))
                    .accessibilityHint(Text(row.hint))
            } else {
                Slider(value: value, in: range)
                    .accessibilityLabel(Text(row.label))
                    .accessibilityValue(Text(shown))
                    .accessibilityHint(Text(row.hint))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: row.endEditing)
    }
}
#endif
