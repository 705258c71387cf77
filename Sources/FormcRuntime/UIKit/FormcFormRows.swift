#if canImport(UIKit)
import UIKit

/// The ready screen's stack of rows: each call adds a field's control in a
/// row labeled with the field's label (its issue label under it, when the
/// screen shows issues), binds it, and, for a field that can be hidden, makes
/// the row what the binder hides and shows. The generated screen makes one
/// call per field, `_rows.field(.name)`: the field's description (the one
/// both UIs read) says which control it is.
@MainActor
public struct FormcFormRows<Model: FormcDescribedModel> {
    /// The stack the rows are added to.
    public let stack: UIStackView
    /// The binder the fields are bound with.
    public let binder: FormcFormBinder<Model>
    /// The labels that show the fields' issues under their rows, if the screen shows them there.
    public let issues: FormcIssueLabels<Model.Field>?

    /// Rows added to `stack`, bound with `binder`, with `issues`' labels under them if given.
    public init(stack: UIStackView, binder: FormcFormBinder<Model>, issues: FormcIssueLabels<Model.Field>? = nil) {
        self.stack = stack
        self.binder = binder
        self.issues = issues
    }

    /// `field`'s row: the control its description asks for, under (or beside)
    /// its label, bound. `hides`: the row is what the binder hides and shows with the field.
    public func field(_ field: Model.Field, hides: Bool = false) {
        let entry = Model.entry(for: field)
        switch entry.kind {
        case .text, .date, .multiPicker: textField(entry, hides: hides)
        case .textArea: textView(entry, hides: hides)
        case .toggle(_, isCheckbox: false): toggle(entry, hides: hides)
        case .toggle(_, isCheckbox: true): checkbox(entry, hides: hides)
        case .choice(let choice):
            switch choice.style {
            case .menu, .wheel: textField(entry, hides: hides)
            case .list: listButton(entry, hides: hides)
            case .segmented: segmented(entry, hides: hides)
            case .radio: checkRows(entry, hides: hides)
            }
        case .multiSelect(let choice):
            if choice.isList { listButton(entry, hides: hides) } else { checkRows(entry, hides: hides) }
        case .stepper(let number): stepper(entry, showsValue: number.showsValue, hides: hides)
        case .slider(let number): slider(entry, showsValue: number.showsValue, hides: hides)
        }
    }

    /// A text field (text, number, picker, date …) under its label.
    private func textField(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.textField()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A text view under its label.
    private func textView(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.textView()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A switch beside its label; a label with links is a text view, and a tap
    /// on it outside the links flips the switch, as a tap on a plain label's row does.
    private func toggle(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = UISwitch()
        let label = caption(entry.field)
        linkedText(in: label)?.addGestureRecognizer(FormcLabelTap(toggling: control))
        add(entry, control, row: FormcFormLayout.switchRow(caption: label, control: control), hides: hides)
    }

    /// A segmented control under its label.
    private func segmented(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = UISegmentedControl()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// Check rows (radio, multi-select) under their label.
    private func checkRows(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.checkRows()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A multi-select's row that opens its list, under its label.
    private func listButton(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let control = FormcFormLayout.listButton()
        add(entry, control, row: FormcFormLayout.row(caption: caption(entry.field), control: control), hides: hides)
    }

    /// A check box titled with the field's label (and the form's badge beside
    /// it); a label with links is a text view beside the box: the box and a tap
    /// on the text outside the links toggle, the links open.
    private func checkbox(_ entry: FormcAnyEntry<Model>, hides: Bool = false) {
        let field = entry.field
        let mark = Model.mark(of: field)
        let badge = mark.flatMap { $0.isBadge ? FormcFormLayout.badge($0) : nil }
        if let linked = FormcFormLayout.linkedLabel(of: field, mark: mark) {
            let control = FormcFormLayout.checkbox(title: "")
            control.accessibilityLabel = field.label
            let text = FormcFormLayout.linkedText(linked, style: .body, color: .label)
            text.delegate = binder.linkOpener
            add(entry, control, row: FormcFormLayout.linkedCheckboxRow(control, text: text, badge: badge), hides: hides)
            return
        }
        let control = FormcFormLayout.checkbox(title: mark?.caption(field.label) ?? field.label)
        if mark != nil { control.accessibilityLabel = field.label }  // The mark is drawn, not spoken.
        add(entry, control, row: badge.map { FormcFormLayout.checkboxRow(control, badge: $0) } ?? control, hides: hides)
    }

    /// A stepper beside its label, and its value when `showsValue`.
    private func stepper(_ entry: FormcAnyEntry<Model>, showsValue: Bool, hides: Bool = false) {
        let control = UIStepper()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(entry, control, row: FormcFormLayout.stepperRow(caption: caption(entry.field), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A slider under its label, and its value when `showsValue`.
    private func slider(_ entry: FormcAnyEntry<Model>, showsValue: Bool, hides: Bool = false) {
        let control = UISlider()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(entry, control, row: FormcFormLayout.sliderRow(caption: caption(entry.field), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A section's header (none for nil: the screen reads the form's `Section` texts); shown and hidden with `section` when given.
    public func sectionHeader(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.sectionHeader(text), section)
    }

    /// A section's footer; shown and hidden with `section` when given.
    public func sectionFooter(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.sectionFooter(text), section)
    }

    private func addSectionView(_ label: UIView, _ section: Model.Section?) {
        (label as? UITextView)?.delegate = binder.linkOpener
        if let section { binder.addView(label, for: section) }
        stack.addArrangedSubview(label)
    }

    /// Adds `row` (with the issue label under it), binds `control`, and hands the row to the binder when it `hides`.
    private func add(_ entry: FormcAnyEntry<Model>, _ control: UIView, row: UIView, hides: Bool, valueLabel: UILabel? = nil) {
        let row = entry.field.help.map { FormcFormLayout.row(row, help: FormcFormLayout.help($0)) } ?? row
        let shown = issues.map { FormcFormLayout.row(row, issue: $0.label(for: entry.field, control: control)) } ?? row
        stack.addArrangedSubview(shown)
        binder.bind(entry, to: control, context: FormcBindingContext(valueLabel: valueLabel))
        if hides { binder.setRow(shown, for: entry.field) }
    }

    /// `field`'s caption: its label with the form's mark; `nil` when the label is hidden.
    private func caption(_ field: Model.Field) -> UIView? {
        let view = FormcFormLayout.caption(for: field, in: Model.self)
        linkedText(in: view)?.delegate = binder.linkOpener
        return view
    }

    /// The text view of a caption whose label has links (beside its badge, if any).
    private func linkedText(in caption: UIView?) -> UITextView? {
        ((caption as? UIStackView)?.arrangedSubviews.first ?? caption) as? UITextView
    }

    /// The form's intro paragraph, above the first row.
    public func intro(_ text: String?) {
        guard let text else { return }
        stack.addArrangedSubview(FormcFormLayout.intro(text))
    }

    /// The required marks' legend (`required_marks: { legend: … }`), above the first row.
    public func legend() {
        guard let text = Model.requiredMarks?.legendText(in: Model.messages.language) else { return }
        stack.addArrangedSubview(FormcFormLayout.intro(text, style: .footnote))
    }

    /// A section's intro, under its header; shown and hidden with `section` when given.
    public func sectionIntro(_ text: String?, hiddenWith section: Model.Section? = nil) {
        guard let text else { return }
        addSectionView(FormcFormLayout.intro(text), section)
    }
}
#endif
