#if canImport(UIKit)
import UIKit

/// The ready screen's stack of rows: each call adds a field's control in a
/// row labeled with the field's label (its issue label under it, when the
/// screen shows issues), binds it, and, for a field that can be hidden, makes
/// the row what the binder hides and shows. The generated screen makes one
/// call per field, `_rows.textField(.name)`, the view's kind checked by the
/// binding's type.
@MainActor
public struct FormcFormRows<Model: FormcFormModel> {
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

    /// A text field (text, number, picker, date …) under its label.
    public func textField(_ binding: FormcBinding<Model, UITextField>, hides: Bool = false) {
        let control = FormcFormLayout.textField()
        add(binding, control, row: FormcFormLayout.row(caption: caption(binding), control: control), hides: hides)
    }

    /// A text view under its label.
    public func textView(_ binding: FormcBinding<Model, UITextView>, hides: Bool = false) {
        let control = FormcFormLayout.textView()
        add(binding, control, row: FormcFormLayout.row(caption: caption(binding), control: control), hides: hides)
    }

    /// A switch beside its label; a label with links is a text view, and a tap
    /// on it outside the links flips the switch, as a tap on a plain label's row does.
    public func toggle(_ binding: FormcBinding<Model, UISwitch>, hides: Bool = false) {
        let control = UISwitch()
        let label = caption(binding)
        linkedText(in: label)?.addGestureRecognizer(FormcLabelTap(toggling: control))
        add(binding, control, row: FormcFormLayout.switchRow(caption: label, control: control), hides: hides)
    }

    /// A segmented control under its label.
    public func segmented(_ binding: FormcBinding<Model, UISegmentedControl>, hides: Bool = false) {
        let control = UISegmentedControl()
        add(binding, control, row: FormcFormLayout.row(caption: caption(binding), control: control), hides: hides)
    }

    /// Check rows (radio, multi-select) under their label.
    public func checkRows(_ binding: FormcBinding<Model, UIStackView>, hides: Bool = false) {
        let control = FormcFormLayout.checkRows()
        add(binding, control, row: FormcFormLayout.row(caption: caption(binding), control: control), hides: hides)
    }

    /// A multi-select's row that opens its list, under its label.
    public func listButton(_ binding: FormcBinding<Model, UIButton>, hides: Bool = false) {
        let control = FormcFormLayout.listButton()
        add(binding, control, row: FormcFormLayout.row(caption: caption(binding), control: control), hides: hides)
    }

    /// A check box titled with the field's label (and the form's badge beside
    /// it); a label with links is a text view beside the box: the box and a tap
    /// on the text outside the links toggle, the links open.
    public func checkbox(_ binding: FormcBinding<Model, UIButton>, hides: Bool = false) {
        let field = binding.field
        let mark = Model.mark(of: field)
        let badge = mark.flatMap { $0.isBadge ? FormcFormLayout.badge($0) : nil }
        if let linked = FormcFormLayout.linkedLabel(of: field, mark: mark) {
            let control = FormcFormLayout.checkbox(title: "")
            control.accessibilityLabel = field.label
            let text = FormcFormLayout.linkedText(linked, style: .body, color: .label)
            text.delegate = binder.linkOpener
            add(binding, control, row: FormcFormLayout.linkedCheckboxRow(control, text: text, badge: badge), hides: hides)
            return
        }
        let control = FormcFormLayout.checkbox(title: mark?.caption(field.label) ?? field.label)
        if mark != nil { control.accessibilityLabel = field.label }  // The mark is drawn, not spoken.
        add(binding, control, row: badge.map { FormcFormLayout.checkboxRow(control, badge: $0) } ?? control, hides: hides)
    }

    /// A stepper beside its label, and its value when `showsValue`.
    public func stepper(_ binding: FormcBinding<Model, UIStepper>, showsValue: Bool, hides: Bool = false) {
        let control = UIStepper()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(binding, control, row: FormcFormLayout.stepperRow(caption: caption(binding), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A slider under its label, and its value when `showsValue`.
    public func slider(_ binding: FormcBinding<Model, UISlider>, showsValue: Bool, hides: Bool = false) {
        let control = UISlider()
        let value = showsValue ? FormcFormLayout.valueLabel() : nil
        add(binding, control, row: FormcFormLayout.sliderRow(caption: caption(binding), control: control, value: value),
            hides: hides, valueLabel: value)
    }

    /// A section's header; shown and hidden with `section` when given.
    public func sectionHeader(_ text: String, hiddenWith section: Model.Section? = nil) {
        addSectionView(FormcFormLayout.sectionHeader(text), section)
    }

    /// A section's footer; shown and hidden with `section` when given.
    public func sectionFooter(_ text: String, hiddenWith section: Model.Section? = nil) {
        addSectionView(FormcFormLayout.sectionFooter(text), section)
    }

    private func addSectionView(_ label: UIView, _ section: Model.Section?) {
        (label as? UITextView)?.delegate = binder.linkOpener
        if let section { binder.addView(label, for: section) }
        stack.addArrangedSubview(label)
    }

    /// Adds `row` (with the issue label under it), binds `control`, and hands the row to the binder when it `hides`.
    private func add<View: UIView>(
        _ binding: FormcBinding<Model, View>, _ control: View, row: UIView, hides: Bool, valueLabel: UILabel? = nil
    ) {
        let row = binding.field.help.map { FormcFormLayout.row(row, help: FormcFormLayout.help($0)) } ?? row
        let shown = issues.map { FormcFormLayout.row(row, issue: $0.label(for: binding.field, control: control)) } ?? row
        stack.addArrangedSubview(shown)
        if let valueLabel {
            binder.bind(binding, to: control, valueLabel: valueLabel)
        } else {
            binder.bind(binding, to: control)
        }
        if hides { binder.setRow(shown, for: binding.field) }
    }

    /// `binding`'s caption: its label with the form's mark; `nil` when the label is hidden.
    private func caption<View: UIView>(_ binding: FormcBinding<Model, View>) -> UIView? {
        let view = FormcFormLayout.caption(for: binding.field, in: Model.self)
        linkedText(in: view)?.delegate = binder.linkOpener
        return view
    }

    /// The text view of a caption whose label has links (beside its badge, if any).
    private func linkedText(in caption: UIView?) -> UITextView? {
        ((caption as? UIStackView)?.arrangedSubviews.first ?? caption) as? UITextView
    }

    /// The form's intro paragraph, above the first row.
    public func intro(_ text: String) {
        stack.addArrangedSubview(FormcFormLayout.intro(text))
    }

    /// The required marks' legend (`required_marks: { legend: … }`), above the first row.
    public func legend() {
        guard let text = Model.requiredMarks?.legendText(in: Model.messages.language) else { return }
        stack.addArrangedSubview(FormcFormLayout.intro(text, style: .footnote))
    }

    /// A section's intro, under its header; shown and hidden with `section` when given.
    public func sectionIntro(_ text: String, hiddenWith section: Model.Section? = nil) {
        addSectionView(FormcFormLayout.intro(text), section)
    }
}
#endif
