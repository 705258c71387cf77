#if canImport(UIKit)
import UIKit

/// Binds the app's own views to a form's state, field by field:
///
/// ```swift
/// let binder = CheckoutFormBinder(state: state, scrollView: scrollView, view: view)
/// binder.bind(.recipientName, to: nameField)     // a UITextField: only a text field compiles here
/// binder.bind(.isGift, to: giftSwitch)           // a UISwitch
/// ```
///
/// A screen binds the fields it shows, in any order; focus still moves in
/// form order. The binder wires picker and date input views, accessory
/// toolbars, Return / next / previous, tap-outside dismissal and keyboard
/// avoidance; shows the state's values, conditions and issues in the views;
/// sends edits to the state; and gives each control its label, "required"
/// and its issue for VoiceOver, announcing an issue when it appears.
/// Everything else — issues, conditions, submit, look-ups — is the state's.
@MainActor
public final class FormcFormBinder<Model: FormcFormModel> {
    /// A field of the form.
    public typealias Field = Model.Field
    /// An issue at a field.
    public typealias Issue = FormcIssue<Model.Field>

    /// The state the views show and edit.
    public let state: FormcFormState<Model>

    /// Called after every change of the values, with them.
    public var onChange: ((Model) -> Void)?
    /// Called with each field a change touched and the new values, before `onChange`
    /// (a parent picker's change reports the child it cleared too).
    public var onFieldChange: ((Field, Model) -> Void)?
    /// Called when the values were submitted and accepted (by the app's submit
    /// handler, if the form has one); on a form without `submit:` or
    /// `validate_on:`, when Return in the last field ends editing.
    public var onSubmit: ((Model) -> Void)?
    /// Shows a bound field's issue in your UI (nil: hide it) when the state
    /// shows or hides it; the ready screen shows it under the field.
    public var presentIssue: ((Field, Issue?) -> Void)? {
        // Set late (after the fields were bound), it hears of the issues shown already.
        didSet { for case let (field, issue?) in shownIssues { presentIssue?(field, issue) } }
    }
    /// Called when a custom toolbar button is tapped, with the field it was tapped in.
    public var onAction: ((Model.Action, Field) -> Void)?
    /// Asked before an edit changes a text field's or text view's text, with
    /// the field and the text it would show (normalised and masked); false refuses it.
    public var shouldChangeText: ((Field, String) -> Bool)?
    /// Called when a field starts being edited (it became first responder).
    public var onBeginEditing: ((Field) -> Void)?
    /// Called when a field stops being edited.
    public var onEndEditing: ((Field) -> Void)?
    /// Opens a link tapped in a section footer or a toggle's or checkbox's
    /// label (show an `SFSafariViewController`, say); nil: the system opens it.
    public var openURL: ((URL) -> Void)? {
        get { linkOpener.open }
        set { linkOpener.open = newValue }
    }
    /// The delegate of the screen's texts with links.
    let linkOpener = FormcLinkOpener()

    private let controller: FormcFormController
    /// Shows the confirmation screen (``presentsConfirmation(from:)``) while kept.
    var confirmationObservation: FormcObservation?
    /// Whether the form validates on submit (`submit:` or `validate_on:`);
    /// otherwise Return in the last field just calls `onSubmit`.
    private let validatesOnSubmit: Bool
    /// Each field's place in form order.
    private let positions: [Field: Int]
    private var inputs: [Field: FormcFieldInput] = [:]
    /// The bound fields that take focus, in form order: the controller's inputs.
    private var focusOrder: [Field] = []
    private var parents: [Field: Field] = [:]
    /// The bound fields whose options come from the app, and the lists' revision they show.
    private var appOptionFields: Set<Field> = []
    private var shownOptionsRevision = 0
    private lazy var conditionalViews = FormcConditionalViews(controller: controller)
    private var sectionViews: [Model.Section: [UIView]] = [:]
    /// What the views show now: the values, conditions and each bound field's issue.
    private var shownValues: Model
    private var shownConditions: FormcConditions<Field, Model.Section>
    private var shownIssues: [Field: Issue?] = [:]
    private var observation: FormcObservation?
    private var submitButtons: [UIButton] = []
    /// The bound views disabled while the values are sent (those that were
    /// enabled when it started): enabled again, as their conditions say, after.
    private var disabledWhileSending: Set<Field>?
    /// The submit buttons whose titles show values.
    private var submitTitles: [(UIButton, FormcSubmitTitle<Model>)] = []
    /// The fields whose view's hint the binder writes (the app set none),
    /// with the hint their input gave (a text view's placeholder), said first.
    private var ownedHints: [Field: String?] = [:]

    /// A binder over `state`, for the fields inside `view` (a tap in it outside
    /// the fields ends editing), keeping the focused field clear of the keyboard by `avoidance`.
    /// Generated forms add an initializer that takes what their spec's avoidance needs.
    public init(state: FormcFormState<Model>, avoidance: FormcAvoidance, view: UIView,
                keyboard: FormcKeyboardOptions, validatesOnSubmit: Bool) {
        self.state = state
        self.validatesOnSubmit = validatesOnSubmit
        controller = FormcFormController(view: view, avoidance: avoidance, options: keyboard)
        positions = Dictionary(uniqueKeysWithValues: Field.allCases.enumerated().map { ($1, $0) })
        shownValues = state.values
        shownConditions = state.conditions
        controller.submitsFromDone = validatesOnSubmit
        controller.onSubmit = { [weak self] in self?.returnInLastField() }
        controller.onInputChange = { [weak self] index in self?.inputChanged(at: index) }
        controller.onEndEditing = { [weak self] index in self?.inputEndedEditing(at: index) }
        controller.onEditingBegan = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.onBeginEditing?(field)
        }
        controller.onEditingEnded = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.onEndEditing?(field)
        }
        controller.shouldChangeText = { [weak self] index, text in
            guard let self, let field = self.field(at: index) else { return true }
            return self.shouldChangeText?(field, text) ?? true
        }
        controller.onAction = { [weak self] name, index in
            guard let self, let field = self.field(at: index), let action = Model.Action(rawValue: name) else { return }
            self.onAction?(action, field)
        }
        controller.onLookUp = { [weak self] index in
            guard let self, let field = self.field(at: index) else { return }
            self.state.startLookUp(field)
        }
        observation = state.observe { [weak self] in self?.stateChanged() }
        controller.start()
    }

    // MARK: Binding

    /// Binds `field` to `view`: the view shows the field's value and sends
    /// its edits; a field bound again moves to the new view. The entry's kind
    /// says the view it takes (`binder.bind(.email, to: emailField)`).
    public func bind<Kind: FormcUIKitBindable>(_ entry: FormcEntry<Model, Kind>, to view: Kind.View) {
        bind(entry.erased, to: view, context: FormcBindingContext(valueLabel: nil))
    }

    /// Binds a stepper or slider field to `view`, its value shown in `valueLabel` as it changes.
    public func bind<Kind: FormcUIKitBindable>(_ entry: FormcEntry<Model, Kind>, to view: Kind.View, valueLabel: UILabel) {
        bind(entry.erased, to: view, context: FormcBindingContext(valueLabel: valueLabel))
    }

    /// Binds a field by its description to a view of its kind (the ready screen's rows make it).
    func bind(_ entry: FormcAnyEntry<Model>, to view: UIView, context: FormcBindingContext) {
        let field = entry.field
        if inputs[field] != nil { unbind(field) }
        let appSetHint = view.accessibilityHint != nil
        let input = entry.makeInput(view, state: state, context: context)
        inputs[field] = input
        parents[field] = entry.parent
        if entry.usesAppOptions { appOptionFields.insert(field) }
        if let focusable = input.focusable {
            let position = positions[field] ?? 0
            let index = focusOrder.firstIndex { (positions[$0] ?? 0) > position } ?? focusOrder.count
            focusOrder.insert(field, at: index)
            focusable.fieldTitle = field.label  // A toolbar's `title` item shows it.
            controller.insert(focusable, at: index, toolbar: field.toolbar)
        }
        if view.accessibilityLabel == nil { view.accessibilityLabel = field.label }
        if !appSetHint { ownedHints[field] = .some(view.accessibilityHint) }
        input.refresh()
        if state.conditions.conditionalFields.contains(field) {
            conditionalViews.update(view, visible: state.isVisible(field), enabled: state.isEnabled(field))
            conditionalViews.commit()
        }
        if disabledWhileSending != nil, conditionalViews.isEnabled(view) {
            conditionalViews.setEnabled(view, false)
            disabledWhileSending?.insert(field)
        }
        let issue = state.issue(for: field)
        shownIssues[field] = issue
        describeIssue(issue, of: field, on: view)
        if issue != nil { presentIssue?(field, issue) }
    }

    /// Stops showing `field` in its view (the view keeps what it shows).
    public func unbind(_ field: Field) {
        guard let input = inputs.removeValue(forKey: field) else { return }
        if disabledWhileSending?.remove(field) != nil { conditionalViews.setEnabled(input.view, state.isEnabled(field)) }
        if let focusable = input.focusable, let index = focusOrder.firstIndex(of: field) {
            focusOrder.remove(at: index)
            controller.remove(focusable)
        }
        parents[field] = nil
        appOptionFields.remove(field)
        shownIssues[field] = nil
    }

    /// Makes `row` the view hidden and shown with `field` (its label and
    /// control, say); without one, the binder hides the nearest view around
    /// the control that is arranged in a stack view.
    public func setRow(_ row: UIView, for field: Field) {
        guard let view = inputs[field]?.view else { return }
        conditionalViews.setRow(row, for: view)
        applyConditions()
    }

    /// Makes `view` (the section's header or footer, say) one more of the views
    /// shown and hidden with `section`; returns it, to add where it goes.
    @discardableResult
    public func addView<View: UIView>(_ view: View, for section: Model.Section) -> View {
        setViews((sectionViews[section] ?? []) + [view], for: section)
        return view
    }

    /// Makes `views` (the section's header and footer, say) shown and hidden with `section`.
    public func setViews(_ views: [UIView], for section: Model.Section) {
        sectionViews[section] = views
        conditionalViews.update(sectionViews: views, visible: state.isVisible(section))
        conditionalViews.commit()
    }

    // MARK: Using the form

    /// Focuses `field`; false when it cannot take focus (not bound, a switch, a hidden or disabled view).
    @discardableResult
    public func focus(_ field: Field) -> Bool {
        guard let index = focusOrder.firstIndex(of: field) else { return false }
        return controller.focus(index: index)
    }

    /// The view bound to `field` (to highlight it, or scroll it into view).
    public func view(for field: Field) -> UIView? {
        inputs[field]?.view
    }

    /// The issue shown now at `field`, if any.
    public func issue(for field: Field) -> Issue? { state.issue(for: field) }

    /// Whether the values break no rule (number fields' text included) and no app issue stands.
    public var isValid: Bool { state.isValid }

    /// Submits: the state shows every issue and the first invalid field that
    /// can take focus gets it; when the values are valid, editing ends and the
    /// state runs the app's submit handler, then `onSubmit` when it accepted them.
    /// Return in the last field, its toolbar's done and the ready screen's button call it.
    /// - Returns: whether the values were valid and the submit went ahead.
    @discardableResult
    public func submit() -> Bool {
        let started = state.startSubmit { [weak self] outcome, values in
            if outcome == .accepted { self?.onSubmit?(values) }
        }
        if started { controller.endEditing() }
        return started
    }

    /// Makes `button` the form's submit button: a tap calls ``submit()``; it is
    /// disabled while a submit runs (and says so to VoiceOver).
    public func bindSubmitButton(_ button: UIButton) {
        button.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
        submitButtons.append(button)
        showSubmitting()
    }

    /// Binds `button` as ``bindSubmitButton(_:)`` does, its title showing field
    /// values (`"PAY {amount}"`), updated as they change; nil: its own title.
    public func bindSubmitButton(_ button: UIButton, title: FormcSubmitTitle<Model>?) {
        if let title { submitTitles.append((button, title)) }
        bindSubmitButton(button)
    }

    private func showSubmitting() {
        for (button, title) in submitTitles {
            let text = title.text(state.values)
            if button.title(for: .normal) != text { button.setTitle(text, for: .normal) }
        }
        for button in submitButtons {
            button.isEnabled = !state.isSubmitting
            button.accessibilityValue = state.isSubmitting ? Model.messages.submittingValue : nil
        }
    }

    /// Stops keyboard avoidance and tap dismissal, putting back what they
    /// changed. A binder that goes away stops observing the keyboard too, but
    /// cannot put back insets changed while the keyboard is up: call this first.
    public func stop() {
        controller.stop()
    }

    // MARK: Events

    private func field(at index: Int) -> Field? {
        focusOrder.indices.contains(index) ? focusOrder[index] : nil
    }

    private func returnInLastField() {
        if validatesOnSubmit {
            submit()
        } else {
            onSubmit?(state.values)
        }
    }

    private func inputChanged(at index: Int) {
        guard let field = field(at: index) else { return }
        checkText(of: field)
        state.edited(field)
    }

    private func inputEndedEditing(at index: Int) {
        guard let field = field(at: index) else { return }
        checkText(of: field)
        state.endedEditing(field)
    }

    /// A number field whose text is not a number: the state hears of it.
    private func checkText(of field: Field) {
        guard let isUnparsable = inputs[field]?.isUnparsable else { return }
        state.setUnparsableText(at: field, message: isUnparsable() ? notANumber(field) : nil)
    }

    private func notANumber(_ field: Field) -> String {
        Model.messages.text(.notANumber, label: field.label)
    }

    // MARK: Showing the state

    /// After every change of the state: the values changed are shown (and a
    /// dependent picker's options when its parent changed), the conditions
    /// applied, the issues shown, a focus request answered.
    private func stateChanged() {
        let values = state.values
        let changed = Model.changedFields(from: shownValues, to: values)
        shownValues = values
        if !changed.isEmpty {
            let changedSet = Set(changed)
            for (field, input) in inputs where changedSet.contains(field) || parents[field].map(changedSet.contains) == true {
                input.refresh()
            }
        }
        if state.optionsRevision != shownOptionsRevision {
            shownOptionsRevision = state.optionsRevision
            for field in appOptionFields { inputs[field]?.refresh() }
        }
        if state.conditions != shownConditions {
            // A date whose `date_only_when` flipped shows its new mode (its value may not have changed).
            for field in shownConditions.dateOnlyFields.symmetricDifference(state.conditions.dateOnlyFields) {
                inputs[field]?.refresh()
            }
            shownConditions = state.conditions
            applyConditions()
        }
        showIssues()
        if state.isSubmitting != (disabledWhileSending != nil) { showSending() }
        if !submitButtons.isEmpty { showSubmitting() }
        if let request = state.focusRequest {
            state.focusRequest = nil
            focusFirstShowingIssue(from: request)
        }
        if !changed.isEmpty {
            if let onFieldChange { for field in changed { onFieldChange(field, values) } }
            onChange?(values)
        }
    }

    /// The values are read-only while they are sent: every bound view is
    /// disabled (editing ends), then enabled again as the conditions say.
    private func showSending() {
        if state.isSubmitting {
            var disabled = Set<Field>()
            for (field, input) in inputs where conditionalViews.isEnabled(input.view) {
                conditionalViews.setEnabled(input.view, false)
                disabled.insert(field)
            }
            disabledWhileSending = disabled
        } else {
            for field in disabledWhileSending ?? [] {
                if let view = inputs[field]?.view { conditionalViews.setEnabled(view, state.isEnabled(field)) }
            }
            disabledWhileSending = nil
        }
        conditionalViews.commit()
    }

    private func applyConditions() {
        let conditions = state.conditions
        for (field, input) in inputs where conditions.conditionalFields.contains(field) {
            conditionalViews.update(input.view, visible: conditions.isVisible(field), enabled: conditions.isEnabled(field))
        }
        for (section, views) in sectionViews {
            conditionalViews.update(sectionViews: views, visible: conditions.isVisible(section))
        }
        conditionalViews.commit()
    }

    private func showIssues() {
        for field in inputs.keys {
            let issue = state.issue(for: field)
            guard shownIssues[field] != .some(issue) else { continue }
            let appeared = issue != nil && shownIssues[field]??.message != issue?.message
            shownIssues[field] = issue
            if let view = inputs[field]?.view { describeIssue(issue, of: field, on: view) }
            presentIssue?(field, issue)
            if appeared, let message = issue?.message {
                UIAccessibility.post(notification: Self.announcement, argument: "\(field.label): \(message)")
            }
        }
    }

    /// Focuses `field`, or the first field after it showing an issue that can
    /// take focus; when none can (a switch), editing ends so the issue shows.
    private func focusFirstShowingIssue(from field: Field) {
        let start = positions[field] ?? 0
        let candidates = state.fieldsWithShownIssues.filter { (positions[$0] ?? 0) >= start }
        if !candidates.contains(where: focus) { controller.endEditing() }
    }

    // MARK: Accessibility

    /// `UIAccessibility.Notification.announcement` by its value: the SDK's
    /// static is a mutable global, which Swift 6 refuses to read.
    private static var announcement: UIAccessibility.Notification { UIAccessibility.Notification(rawValue: 1008) }

    /// The view gets its field's label as its name (a text field is otherwise
    /// read by its placeholder) unless the app named it; its hint (unless the
    /// app set one) says the help text, "required" and the issue shown, after its input's own.
    private func describeIssue(_ issue: Issue?, of field: Field, on view: UIView) {
        guard let inputHint = ownedHints[field] else { return }
        let required = field.isRequired ? Model.messages.requiredHint : nil
        let parts = [inputHint, field.help, required, issue?.message].compactMap { $0 }
        view.accessibilityHint = parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
#endif
