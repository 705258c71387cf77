// Generated from the files of Sources/FormcRuntime by
// Tests/FormcCoreTests/Runtime/EmbeddedRuntimeTests.swift. DO NOT EDIT.
// To change the runtime, edit its file, then run `FORMC_RECORD=1 swift test`
// twice: the first run rewrites this file, the second records the goldens from it.

/// formc's support runtime, embedded verbatim: one raw string per file of
/// `Sources/FormcRuntime`, in the order the support file joins them.
enum EmbeddedRuntime {
    /// The runtime files, the Foundation ones first.
    static let files: [RuntimeFile] = [
        RuntimeFile(path: "FormcFieldKind.swift", text: #"""
import Foundation

/// What kind of input a field takes.
public enum FormcFieldKind: String, CaseIterable, Sendable, Codable {
    case text, email, password, number, decimal, phone, url
    case textArea = "text_area"
    case picker, date, toggle
    case multiPicker = "multi_picker"
}

"""#),
        RuntimeFile(path: "FormcFormField.swift", text: #"""
import Foundation

/// A field of a generated form: what an issue needs to describe itself.
public protocol FormcFormField: Hashable, Sendable {
    /// The field's label.
    var label: String { get }
}

"""#),
        RuntimeFile(path: "FormcRule.swift", text: #"""
import Foundation

/// A validation rule of a spec.
public enum FormcRule: Equatable, Sendable {
    /// The field must be filled in (a toggle: switched on).
    case required
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// The whole text must match this regular expression.
    case pattern(String)
    /// At least this value (as written in the spec).
    case minimum(String)
    /// At most this value (as written in the spec).
    case maximum(String)
    /// The value is not among the options its parent picker offers.
    case notOffered
    /// The text of a number field is not a number.
    case notANumber

    /// The message shown when no spec message is given.
    public func standardMessage(label: String) -> String {
        switch self {
        case .required: "\(label) is required."
        case .minLength(let count): "\(label) must be at least \(count) characters."
        case .maxLength(let count): "\(label) must be at most \(count) characters."
        case .pattern: "\(label) is not in the expected format."
        case .minimum(let bound): "\(label) must be at least \(bound)."
        case .maximum(let bound): "\(label) must be at most \(bound)."
        case .notOffered: "\(label) is not available for this choice."
        case .notANumber: "\(label) must be a number."
        }
    }
}

"""#),
        RuntimeFile(path: "FormcIssue.swift", text: #"""
import Foundation

/// A rule a form's values break.
public struct FormcIssue<Field: FormcFormField>: Equatable, Sendable {
    /// The field at fault.
    public let field: Field
    /// The rule it breaks.
    public let rule: FormcRule
    /// What to tell the user: the spec's message, or the rule's standard one.
    public let message: String

    /// An issue; without `message`, the rule's standard message.
    public init(field: Field, rule: FormcRule, message: String? = nil) {
        self.field = field
        self.rule = rule
        self.message = message ?? rule.standardMessage(label: field.label)
    }
}

"""#),
        RuntimeFile(path: "FormcValidation.swift", text: #"""
import Foundation

/// The checks generated `validate()` methods call.
public enum FormcValidation {
    /// Whether `text` is empty or only white space.
    public static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }

    /// Whether the whole of `text` matches `pattern` (ICU syntax, as in the spec).
    public static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
    }
}

"""#),
        RuntimeFile(path: "FormcNumberText.swift", text: #"""
import Foundation

/// Numbers as a text field shows them, in the user's locale.
public enum FormcNumberText {
    /// The integer in `text`; nil when empty or not a whole number.
    public static func integer(from text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// The decimal in `text`, read with the user's decimal separator; nil when empty or not a number.
    public static func decimal(from text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let value = Decimal(string: trimmed, locale: Locale.current),
              value.description != "NaN" else { return nil }
        // `Decimal(string:)` stops at the first bad character; accept only a whole number.
        let separator = Locale.current.decimalSeparator ?? "."
        let allowed = CharacterSet(charactersIn: "0123456789+-eE" + separator)
        return trimmed.unicodeScalars.allSatisfy(allowed.contains) ? value : nil
    }

    /// `value` as text with the user's decimal separator.
    public static func text(_ value: Decimal) -> String {
        let text = value.description
        let separator = Locale.current.decimalSeparator ?? "."
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }

    /// Whether `text` is neither empty nor a number of `kind` (`number` or `decimal`).
    public static func isInvalid(_ text: String?, kind: FormcFieldKind) -> Bool {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        return kind == .number ? integer(from: text) == nil : decimal(from: text) == nil
    }
}

"""#),
        RuntimeFile(path: "FormcDate.swift", text: #"""
import Foundation

/// Dates written in a spec, made in the user's time zone (as a date picker
/// shows them). A spec's dates are ISO 8601, so Gregorian: they are built with
/// a Gregorian calendar whatever the device's (under the Japanese calendar,
/// `Calendar.current` would read 2024 as a Reiwa year and make 4042).
public enum FormcDate {
    /// The date with these components; `year`, `month` and `day` left out for a time of day.
    public static func make(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let components = DateComponents(year: year ?? 2000, month: month ?? 1, day: day ?? 1,
                                        hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}

"""#),
        RuntimeFile(path: "FormcKeyboardGeometry.swift", text: #"""
import Foundation

/// The arithmetic of keyboard avoidance, kept free of UIKit.
public enum FormcKeyboardGeometry {
    /// How far the keyboard covers a view from below: the part of `viewFrame`
    /// under `keyboardFrame`'s top, both in the same coordinate space; 0 when apart.
    public static func overlap(of keyboardFrame: CGRect, with viewFrame: CGRect) -> CGFloat {
        guard !keyboardFrame.isEmpty, keyboardFrame.minY < viewFrame.maxY,
              keyboardFrame.maxX > viewFrame.minX, keyboardFrame.minX < viewFrame.maxX else { return 0 }
        return viewFrame.maxY - max(keyboardFrame.minY, viewFrame.minY)
    }

    /// The content offset that shows `target` with `distance` points above
    /// the keyboard, moving as little as possible: unchanged when `target`
    /// is already visible, never past the content's ends.
    /// - Parameters:
    ///   - target: the focused field's frame, in the scroll view's content coordinates.
    ///   - offset: the current content offset's `y`.
    ///   - visibleHeight: the scroll view's height minus the keyboard overlap.
    ///   - topInset: the adjusted top inset (navigation bar …).
    ///   - maximumOffset: the largest offset the content allows.
    public static func offsetY(
        showing target: CGRect, offset: CGFloat, visibleHeight: CGFloat,
        topInset: CGFloat, maximumOffset: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let visibleTop = offset + topInset
        let visibleBottom = offset + visibleHeight - distance
        var result = offset
        if target.maxY > visibleBottom {
            result = offset + (target.maxY - visibleBottom)
            // A field taller than the room left keeps its top in view.
            if target.minY < result + topInset { result = target.minY - topInset }
        } else if target.minY < visibleTop {
            result = target.minY - topInset
        }
        return min(max(result, -topInset), max(-topInset, maximumOffset))
    }

    /// The constant of a bottom constraint that keeps content `distance`
    /// points above the keyboard: the original constant when the keyboard
    /// does not reach the safe area, else the overlap beyond it.
    public static func bottomConstant(
        original: CGFloat, overlap: CGFloat, safeAreaBottom: CGFloat, distance: CGFloat
    ) -> CGFloat {
        let beyondSafeArea = overlap - safeAreaBottom
        return beyondSafeArea > 0 ? original + beyondSafeArea + distance : original
    }
}

"""#),
        RuntimeFile(path: "FormcValidationTiming.swift", text: #"""
import Foundation

/// When a field's issues are first shown (the spec's `validate_on:`).
public enum FormcValidationTiming: Sendable {
    /// When the form is submitted.
    case submit
    /// When the field ends editing (a switch: when it is switched).
    case endEditing
    /// As the user types (fields that are not typed into: as `endEditing`).
    case typing
}

"""#),
        RuntimeFile(path: "FormcIssueDisplay.swift", text: #"""
import Foundation

/// Which issues a form shows at its fields, and when.
///
/// A field shows nothing until its timing says so — on submit, when it ends
/// editing, or as it is typed into. From then on its issue follows the values:
/// it changes or disappears as soon as the values change, so a fixed field
/// clears while the user types. A submit shows every field's issue. Each field
/// shows one issue, its first in rule order.
@MainActor
public final class FormcIssueDisplay<Field: FormcFormField & CaseIterable> {
    /// An issue of the form.
    public typealias Issue = FormcIssue<Field>

    /// Called when the issue shown at a field changes (nil: it shows none now).
    public var present: ((_ field: Field, _ issue: Issue?) -> Void)?
    /// Called with `isValid` when it changes, and once when set (so a button starts right).
    public var onValidityChange: ((Bool) -> Void)? {
        didSet {
            reportedValidity = isValid
            onValidityChange?(isValid)
        }
    }

    private let timing: (Field) -> FormcValidationTiming
    /// The form's issues for the current values.
    private var issues: [Issue] = []
    /// The fields whose issues are shown (and follow the values).
    private var shownFields: Set<Field> = []
    private var shown: [Field: Issue] = [:]
    private var reportedValidity: Bool?

    /// A display where `timing` says when each field's issues are first shown.
    public init(timing: @escaping (Field) -> FormcValidationTiming) {
        self.timing = timing
    }

    /// Whether the values break no rule.
    public var isValid: Bool { issues.isEmpty }

    /// The issue shown now at `field`.
    public func issue(for field: Field) -> Issue? { shown[field] }

    /// The values changed and `issues` are the form's issues now: the fields
    /// showing issues follow them; `onValidityChange` hears of a flip.
    public func update(_ issues: [Issue]) {
        self.issues = issues
        for field in Field.allCases where shownFields.contains(field) { refresh(field) }
        if let reportedValidity, reportedValidity != isValid {
            self.reportedValidity = isValid
            onValidityChange?(isValid)
        }
    }

    /// The user typed into `field`.
    public func edited(_ field: Field) {
        if timing(field) == .typing { show(field) }
    }

    /// `field` ended editing (focus left it, or a switch was switched).
    public func endedEditing(_ field: Field) {
        if timing(field) != .submit { show(field) }
    }

    /// A submit: every field shows its issue from now on.
    /// - Returns: the fields with an issue, in form order.
    @discardableResult
    public func showAll() -> [Field] {
        for field in Field.allCases { show(field) }
        let invalid = Set(issues.map(\.field))
        return Field.allCases.filter(invalid.contains)
    }

    /// Hides every issue until the timing shows it again (after a form is reset).
    public func hideAll() {
        let fields = Field.allCases.filter(shownFields.contains)
        shownFields = []
        for field in fields where shown.removeValue(forKey: field) != nil { present?(field, nil) }
    }

    private func show(_ field: Field) {
        shownFields.insert(field)
        refresh(field)
    }

    /// Shows `field`'s first issue; tells `present` only when it changed.
    private func refresh(_ field: Field) {
        let issue = issues.first { $0.field == field }
        guard shown[field] != issue else { return }
        shown[field] = issue
        present?(field, issue)
    }
}

"""#),
        RuntimeFile(path: "FormcCharacterCount.swift", text: #"""
import Foundation

/// A text area's character counter ("12/200"): characters are counted as
/// `max_length` counts them (`String.count`, grapheme clusters), so the counter
/// turns red exactly when validation would fail.
public struct FormcCharacterCount: Equatable, Sendable {
    /// The characters of the text.
    public let count: Int
    /// The `max_length`, if any.
    public let limit: Int?

    /// The count of `text` against `limit`.
    public init(_ text: String, limit: Int?) {
        count = text.count
        self.limit = limit
    }

    /// "12/200", or "12" without a limit.
    public var text: String { limit.map { "\(count)/\($0)" } ?? "\(count)" }

    /// Whether the text is longer than the limit.
    public var isOverLimit: Bool { limit.map { count > $0 } ?? false }
}

"""#),
        RuntimeFile(path: "UIKit/FormcAvoidance.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// How a form keeps the focused field visible above the keyboard.
@MainActor
public enum FormcAvoidance {
    /// Bottom content and indicator insets follow the keyboard; the focused
    /// field is scrolled into view.
    case scroll(UIScrollView)
    /// The constant of a bottom constraint follows the keyboard (the
    /// constraint's items: the container (or its safe area) and the content).
    case constraint(NSLayoutConstraint)
    /// The view's bottom is pinned to `keyboardLayoutGuide`; UIKit moves it.
    case layoutGuide(UIView)
    /// Nothing moves.
    case none
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardOptions.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The spec's `keyboard` settings.
public struct FormcKeyboardOptions: Sendable, Equatable {
    /// Points kept between the focused field and the keyboard.
    public var distance: CGFloat
    /// Whether a tap outside the fields ends editing.
    public var dismissOnTapOutside: Bool
    /// Whether Return in the last field ends editing.
    public var dismissOnReturn: Bool

    /// Creates settings.
    public init(distance: CGFloat, dismissOnTapOutside: Bool, dismissOnReturn: Bool) {
        self.distance = distance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnReturn = dismissOnReturn
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcToolbarItem.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// One item of a keyboard accessory toolbar.
public enum FormcToolbarItem: Sendable, Equatable {
    case flexibleSpace
    /// A fixed space of the given width (the system's when nil).
    case fixedSpace(CGFloat?)
    /// Focus the previous field (a chevron when the title is nil).
    case previous(String?)
    /// Focus the next field (a chevron when the title is nil).
    case next(String?)
    /// End editing (the system Done when the title is nil).
    case done(String?)
    /// Call the binder's `onAction` with `action`.
    case custom(title: String, action: String)
    /// Empty the focused field (an `xmark.circle` symbol when the title is nil).
    case clear(String?)
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextTraits.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Keyboard and text traits of a text input.
public struct FormcTextTraits {
    public var keyboardType: UIKeyboardType
    public var contentType: UITextContentType?
    public var autocapitalization: UITextAutocapitalizationType
    public var autocorrection: UITextAutocorrectionType
    public var isSecure: Bool
    public var returnKey: UIReturnKeyType

    /// Creates traits.
    public init(
        keyboardType: UIKeyboardType, contentType: UITextContentType?,
        autocapitalization: UITextAutocapitalizationType, autocorrection: UITextAutocorrectionType,
        isSecure: Bool, returnKey: UIReturnKeyType
    ) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcState.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A form's values, shared by the binder and the closures its inputs call;
/// reports every change with the values before and after.
@MainActor
public final class FormcState<Value> {
    /// The values.
    public var value: Value {
        didSet {
            depth += 1
            defer { depth -= 1 }
            onChange?(oldValue, value)
        }
    }
    /// Called after every change, also for a change made while one is
    /// reported (a parent picker clearing its child).
    public var onChange: ((_ old: Value, _ new: Value) -> Void)?
    /// How many `onChange` calls are running.
    private var depth = 0

    /// Whether the change being reported was made while reporting another:
    /// part of that edit, which the outer report announces.
    public var isNestedChange: Bool { depth > 1 }

    /// A state holding `value`.
    public init(_ value: Value) { self.value = value }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcIssue+NotANumber.swift", text: #"""
#if canImport(UIKit)
import UIKit

extension FormcIssue {
    /// `issues` with `field`'s text reported as not a number: in place of
    /// its `required` issue (the field is not empty, its text does not
    /// parse), else at the end.
    public static func notANumber(_ field: Field, in issues: [FormcIssue]) -> [FormcIssue] {
        var result = issues
        let issue = FormcIssue(field: field, rule: .notANumber)
        if let index = result.firstIndex(where: { $0.field == field && $0.rule == .required }) {
            result[index] = issue
        } else {
            result.append(issue)
        }
        return result
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormController.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Runs one form's inputs: focus moves in form order (not view order),
/// toolbars, Return, tap-outside dismissal, and keyboard avoidance.
@MainActor
public final class FormcFormController: NSObject {
    /// The view a tap in ends editing (the screen's root view).
    public let view: UIView
    /// The spec's keyboard settings.
    public let options: FormcKeyboardOptions
    /// Called with a custom toolbar button's action and the index, in form
    /// order, of the input it belongs to.
    public var onAction: ((_ action: String, _ index: Int) -> Void)?
    /// Called when Return in the last input ends editing (or its toolbar's
    /// done is tapped, with `submitsFromDone`).
    public var onSubmit: (() -> Void)?
    /// Whether the toolbar's done in the last input submits too: binders
    /// with `submit()` set it (a text area last has no Return that could).
    /// Off for the others, whose `onSubmit` runs without validating: a
    /// picker's done means "chosen", not "send".
    public var submitsFromDone = false
    /// Called with an input's index, in form order, after the user typed into it.
    public var onInputChange: ((_ index: Int) -> Void)?
    /// Called with an input's index, in form order, when it ended editing.
    public var onEndEditing: ((_ index: Int) -> Void)?

    private var inputs: [FormcInput] = []
    private let avoider: FormcKeyboardAvoider
    private var tapRecognizer: UITapGestureRecognizer?
    private var isStarted = false

    /// A controller for the inputs inside `view`.
    public init(view: UIView, avoidance: FormcAvoidance, options: FormcKeyboardOptions) {
        self.view = view
        self.options = options
        avoider = FormcKeyboardAvoider(avoidance: avoidance, distance: options.distance)
        super.init()
        avoider.activeView = { [weak self] in self?.activeInput?.responder }
    }

    /// The input being edited, if any.
    public var activeInput: FormcInput? { inputs.first { $0.responder.isFirstResponder } }

    /// Adds an input at the end of the form order and wires its toolbar.
    public func add(_ input: FormcInput, toolbar items: [FormcToolbarItem]?) {
        input.index = inputs.count
        input.controller = self
        inputs.append(input)
        if let items { input.setAccessory(makeToolbar(items, for: input)) }
    }

    /// Starts observing the keyboard and taps; the binder calls it once all inputs are added.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        avoider.start()
        if options.dismissOnTapOutside {
            let recognizer = UITapGestureRecognizer(target: nil, action: nil)
            recognizer.cancelsTouchesInView = false
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
            tapRecognizer = recognizer
        }
    }

    /// Stops observing; restores what keyboard avoidance changed.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        avoider.stop()
        if let tapRecognizer { view.removeGestureRecognizer(tapRecognizer) }
        tapRecognizer = nil
    }

    /// Ends editing in the form (the keyboard or picker goes away).
    public func endEditing() {
        view.endEditing(true)
        activeInput?.responder.resignFirstResponder()
    }

    /// Focuses the input at `index`; false when it cannot take focus.
    @discardableResult
    public func focus(index: Int) -> Bool {
        guard inputs.indices.contains(index) else { return false }
        return inputs[index].responder.becomeFirstResponder()
    }

    /// The input after `index` that can take focus now.
    public func nextIndex(after index: Int) -> Int? {
        inputs.indices.first { $0 > index && inputs[$0].canFocus }
    }

    /// The input before `index` that can take focus now.
    public func previousIndex(before index: Int) -> Int? {
        inputs.indices.last { $0 < index && inputs[$0].canFocus }
    }

    /// Return in a single-line input: the next input, or on the last one end
    /// editing (when the spec says so) and submit.
    func returnPressed(in input: FormcInput) {
        if let next = nextIndex(after: input.index) {
            focus(index: next)
        } else {
            if options.dismissOnReturn { endEditing() }
            onSubmit?()
        }
    }

    /// A toolbar's done: ends editing; on the last input (with
    /// `submitsFromDone`), the user is done with the form, as with Return there.
    func donePressed(in input: FormcInput) {
        endEditing()
        if submitsFromDone, nextIndex(after: input.index) == nil { onSubmit?() }
    }

    /// The user typed into `input`.
    func inputDidChange(_ input: FormcInput) {
        onInputChange?(input.index)
    }

    /// `input` ended editing.
    func inputDidEndEditing(_ input: FormcInput) {
        onEndEditing?(input.index)
    }

    /// Focus arrived in `input`: updates its toolbar and brings it into view.
    func inputDidBeginEditing(_ input: FormcInput) {
        refreshToolbar(of: input)
        // Focus can move between inputs with the same keyboard: no
        // keyboard notification then, so the new input is revealed here.
        avoider.revealActiveView()
    }

    /// Updates the previous/next buttons of `input`'s toolbar (focus can
    /// change which inputs are enabled).
    func refreshToolbar(of input: FormcInput) {
        guard let toolbar = input.accessoryToolbar else { return }
        for (item, kind) in zip(toolbar.items ?? [], input.toolbarKinds) {
            switch kind {
            case .previous: item.isEnabled = previousIndex(before: input.index) != nil
            case .next: item.isEnabled = nextIndex(after: input.index) != nil
            default: break
            }
        }
    }

    /// A previous/next button: the title, or the SF Symbol when there is none.
    private func moveButton(title: String?, symbol: String, from input: FormcInput,
                            target: @escaping (FormcFormController, Int) -> Int?) -> UIBarButtonItem {
        let action = UIAction { [weak self, weak input] _ in
            guard let self, let input, let index = target(self, input.index) else { return }
            self.focus(index: index)
        }
        return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
            ?? UIBarButtonItem(title: nil, image: UIImage(systemName: symbol), primaryAction: action, menu: nil)
    }

    private func makeToolbar(_ items: [FormcToolbarItem], for input: FormcInput) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        input.toolbarKinds = items
        toolbar.items = items.map { item in
            switch item {
            case .flexibleSpace:
                return UIBarButtonItem.flexibleSpace()
            case .fixedSpace(let width):
                return UIBarButtonItem.fixedSpace(width ?? 8)
            case .previous(let title):
                return moveButton(title: title, symbol: "chevron.up", from: input) { controller, index in
                    controller.previousIndex(before: index)
                }
            case .next(let title):
                return moveButton(title: title, symbol: "chevron.down", from: input) { controller, index in
                    controller.nextIndex(after: index)
                }
            case .done(let title):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    input.commitShownValue()
                    self.donePressed(in: input)
                }
                return title.map { UIBarButtonItem(title: $0, image: nil, primaryAction: action, menu: nil) }
                    ?? UIBarButtonItem(systemItem: .done, primaryAction: action, menu: nil)
            case .custom(let title, let name):
                let action = UIAction { [weak self, weak input] _ in
                    guard let self, let input else { return }
                    self.onAction?(name, input.index)
                }
                return UIBarButtonItem(title: title, image: nil, primaryAction: action, menu: nil)
            case .clear(let title):
                let action = UIAction { [weak input] _ in input?.clear() }
                return UIBarButtonItem(title: title, image: title == nil ? UIImage(systemName: "xmark.circle") : nil,
                                       primaryAction: action, menu: nil)
            }
        }
        toolbar.sizeToFit()
        return toolbar
    }
}

extension FormcFormController: UIGestureRecognizerDelegate {
    // Tap-outside dismissal without selectors: the recognizer has no target;
    // the moment it would recognize a tap, editing ends. Taps on inputs and
    // controls are theirs, not "outside".
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UITextField || touch.view is UITextView || touch.view is UIControl)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        endEditing()
        return false
    }
}

/// One focusable field of a form (text, picker, date), in form order.
@MainActor
public class FormcInput: NSObject {
    /// The view that becomes first responder.
    public let responder: UIView
    /// The position in form order.
    public fileprivate(set) var index = 0
    weak var controller: FormcFormController?
    var toolbarKinds: [FormcToolbarItem] = []

    init(responder: UIView) {
        self.responder = responder
    }

    /// Whether focus can move here now (enabled, not hidden).
    var canFocus: Bool {
        guard !responder.isHidden, responder.isUserInteractionEnabled else { return false }
        if let control = responder as? UIControl { return control.isEnabled }
        if let textView = responder as? UITextView { return textView.isEditable }
        return true
    }

    var accessoryToolbar: UIToolbar? {
        (responder as? UITextField)?.inputAccessoryView as? UIToolbar
            ?? (responder as? UITextView)?.inputAccessoryView as? UIToolbar
    }

    func setAccessory(_ toolbar: UIToolbar) {
        (responder as? UITextField)?.inputAccessoryView = toolbar
        (responder as? UITextView)?.inputAccessoryView = toolbar
    }

    func didBeginEditing() {
        controller?.inputDidBeginEditing(self)
    }

    func didChange() {
        controller?.inputDidChange(self)
    }

    func didEndEditing() {
        controller?.inputDidEndEditing(self)
    }

    /// The toolbar's `done`: an input that shows a value it has not taken yet
    /// (an empty picker's wheel) takes it. Most inputs show what they hold.
    func commitShownValue() {}

    /// The toolbar's `clear`: empties the input and its value.
    func clear() {}
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextFieldInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A single-line text field: traits, Return moves on, edits reach the model.
@MainActor
public final class FormcTextFieldInput: FormcInput, UITextFieldDelegate {
    private let onChange: (String) -> Void

    /// Wires `field`; `onChange` gets its text after every edit.
    public init(_ field: UITextField, traits: FormcTextTraits, placeholder: String?, onChange: @escaping (String) -> Void) {
        self.onChange = onChange
        super.init(responder: field)
        field.keyboardType = traits.keyboardType
        field.textContentType = traits.contentType
        field.autocapitalizationType = traits.autocapitalization
        field.autocorrectionType = traits.autocorrection
        field.isSecureTextEntry = traits.isSecure
        field.returnKeyType = traits.returnKey
        if let placeholder { field.placeholder = placeholder }
        field.delegate = self
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.onChange(field.text ?? "")
            self.didChange()
        }, for: .editingChanged)
    }

    /// The text the field shows.
    public var text: String { (responder as? UITextField)?.text ?? "" }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        (responder as? UITextField)?.text = text
    }

    /// Empties the field (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        didBeginEditing()
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        controller?.returnPressed(in: self)
        return false
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        onChange(textField.text ?? "")
        didEndEditing()
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcTextViewInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A multi-line text view: Return inserts a new line; edits reach the model.
/// UITextView has no placeholder: a label over the text shows it while the
/// text is empty (VoiceOver reads it as the view's hint). An optional counter
/// in the bottom trailing corner shows the characters against `max_length`,
/// red past it.
@MainActor
public final class FormcTextViewInput: FormcInput, UITextViewDelegate {
    private let onChange: (String) -> Void
    /// The placeholder's label, shown while the text is empty; nil without a placeholder.
    public let placeholderLabel: UILabel?
    /// The counter's label; nil without `show_count`.
    public let counterLabel: UILabel?
    private let limit: Int?

    /// Wires `textView`; `onChange` gets its text after every edit. `showsCount`
    /// adds the counter (against `maxLength` when given).
    public init(
        _ textView: UITextView, traits: FormcTextTraits, placeholder: String? = nil,
        showsCount: Bool = false, maxLength: Int? = nil, onChange: @escaping (String) -> Void
    ) {
        self.onChange = onChange
        limit = maxLength
        placeholderLabel = placeholder.map { Self.makePlaceholder($0, in: textView) }
        counterLabel = showsCount ? Self.makeCounter(in: textView) : nil
        super.init(responder: textView)
        textView.keyboardType = traits.keyboardType
        textView.textContentType = traits.contentType
        textView.autocapitalizationType = traits.autocapitalization
        textView.autocorrectionType = traits.autocorrection
        textView.delegate = self
        if let placeholder { textView.accessibilityHint = placeholder }
        update(textView.text ?? "")
    }

    /// Shows `text` (from the model).
    public func show(_ text: String) {
        (responder as? UITextView)?.text = text
        update(text)
    }

    /// Empties the text view (the toolbar's `clear`).
    override func clear() {
        show("")
        onChange("")
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        didBeginEditing()
    }

    public func textViewDidChange(_ textView: UITextView) {
        let text = textView.text ?? ""
        update(text)
        onChange(text)
        didChange()
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        didEndEditing()
    }

    /// The placeholder hides while there is text; the counter follows the text.
    private func update(_ text: String) {
        placeholderLabel?.isHidden = !text.isEmpty
        // The app may set the view's font after wiring: the placeholder follows it.
        if let font = (responder as? UITextView)?.font { placeholderLabel?.font = font }
        guard let counterLabel else { return }
        let count = FormcCharacterCount(text, limit: limit)
        counterLabel.text = count.text
        counterLabel.textColor = count.isOverLimit ? .systemRed : .secondaryLabel
    }

    /// A label at the text's first line, in its font, in the placeholder colour.
    private static func makePlaceholder(_ text: String, in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = textView.font
        label.textColor = .placeholderText
        label.numberOfLines = 0
        label.isAccessibilityElement = false  // Read as the text view's hint instead.
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        let inset = textView.textContainerInset
        // 5 pt: the text container's default line fragment padding.
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: textView.contentLayoutGuide.topAnchor, constant: inset.top),
            label.leadingAnchor.constraint(equalTo: textView.frameLayoutGuide.leadingAnchor, constant: inset.left + 5),
            label.trailingAnchor.constraint(lessThanOrEqualTo: textView.frameLayoutGuide.trailingAnchor,
                                            constant: -(inset.right + 5)),
        ])
        return label
    }

    /// A small label pinned to the view's frame (it does not scroll with the
    /// text); the bottom inset grows so the last line never hides under it.
    private static func makeCounter(in textView: UITextView) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        label.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(label)
        textView.textContainerInset.bottom += label.font.lineHeight
        NSLayoutConstraint.activate([
            label.bottomAnchor.constraint(equalTo: textView.frameLayoutGuide.bottomAnchor, constant: -4),
            label.trailingAnchor.constraint(equalTo: textView.frameLayoutGuide.trailingAnchor, constant: -8),
        ])
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcPickerInput.swift", text: #"""
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
public final class FormcPickerInput: FormcInput, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let titles: () -> [String]
    private let selection: () -> Int?
    private let onSelect: (Int?) -> Void
    private let fillOnFocus: Bool
    private let noneRow: String?
    /// Whether `clear` emptied the field since focus arrived or a wheel last
    /// turned: `done` then keeps it empty instead of taking the row shown.
    private var isCleared = false
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
        self.fillOnFocus = fillOnFocus
        self.noneRow = noneRow
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

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        isCleared = false
        didBeginEditing()
        // Required fields: an empty field takes the row the picker shows, so "next" never leaves it blank.
        if fillOnFocus { commitShownValue() }
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

"""#),
        RuntimeFile(path: "UIKit/FormcDateInput.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// A text field whose input view is a date picker (wheels). Turning the
/// wheels or `done` takes the date shown; focusing an empty field takes it only
/// when `fillOnFocus` (required fields): an optional date passed through with
/// "next" stays empty, and `clear` empties it.
@MainActor
public final class FormcDateInput: FormcInput, UITextFieldDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIDatePicker()
    private let formatter = DateFormatter()
    private let value: () -> Date?
    private let onChange: (Date?) -> Void
    private let fillOnFocus: Bool
    /// Whether `clear` emptied the field since focus arrived or the wheels
    /// last turned: `done` then keeps it empty instead of taking the date shown.
    private var isCleared = false

    /// Wires `field` for `mode` between `minimum` and `maximum`; `fillOnFocus`
    /// takes the shown date when focus arrives in an empty field.
    public init(
        _ field: UITextField, mode: UIDatePicker.Mode, minimum: Date?, maximum: Date?, placeholder: String?,
        value: @escaping () -> Date?, onChange: @escaping (Date?) -> Void, fillOnFocus: Bool = false
    ) {
        self.value = value
        self.onChange = onChange
        self.fillOnFocus = fillOnFocus
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
            self.isCleared = false
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

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        isCleared = false
        didBeginEditing()
        if fillOnFocus { commitShownValue() }
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

"""#),
        RuntimeFile(path: "UIKit/FormcPickerRow.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// One row of a multi-column picker's wheel: the option's value (code) and its title.
public struct FormcPickerRow: Equatable, Sendable {
    /// The code stored in the model.
    public let value: String
    /// What the wheel shows.
    public let title: String

    /// A row showing `title` for `value`.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcMultiPickerInput.swift", text: #"""
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
public final class FormcMultiPickerInput: FormcInput, UITextFieldDelegate, UIPickerViewDataSource,
    UIPickerViewAccessibilityDelegate {
    /// The picker shown instead of the keyboard.
    public let picker = UIPickerView()
    private let separator: String
    private let labels: [String?]
    private let rows: [([String?]) -> [FormcPickerRow]]
    private let selection: () -> [String?]
    private let onSelect: ([String?]) -> Void
    private let fillOnFocus: Bool
    /// The code each wheel shows, left to right (the model's, or the row shown).
    private var shown: [String?]
    /// Whether `clear` emptied the field since focus arrived or a wheel last
    /// turned: `done` then keeps it empty instead of taking the rows shown.
    private var isCleared = false

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
        self.fillOnFocus = fillOnFocus
        shown = Array(repeating: nil, count: rows.count)
        super.init(responder: field)
        picker.dataSource = self
        picker.delegate = self
        field.inputView = picker
        field.delegate = self
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

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        isCleared = false
        didBeginEditing()
        if fillOnFocus { commitShownValue() }
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

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardAvoider.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Keeps the focused input visible as the keyboard shows, changes frame
/// (predictive bar, rotation) and hides — on *will* notifications, so the
/// content moves with the keyboard, not after it (seed 000).
@MainActor
public final class FormcKeyboardAvoider {
    /// The view to keep visible (the first responder).
    public var activeView: () -> UIView? = { nil }
    private let avoidance: FormcAvoidance
    private let distance: CGFloat
    /// Removed in `deinit`, which is not isolated to the main actor;
    /// `NotificationCenter.removeObserver` is thread-safe.
    nonisolated(unsafe) private var observers: [any NSObjectProtocol] = []
    private var saved: Saved?
    /// The keyboard while it is up (its last *will* notification).
    private var keyboard: FormcKeyboardAnimation?
    private var guideConstraint: NSLayoutConstraint?

    /// What avoidance changed, to put back exactly on hide (never zero: a
    /// scroll view under a navigation bar has a top inset).
    private struct Saved {
        var contentInset: UIEdgeInsets
        var indicatorInsets: UIEdgeInsets
        var contentOffset: CGPoint
        var constant: CGFloat
    }

    /// An avoider for `avoidance`, keeping `distance` points above the keyboard.
    public init(avoidance: FormcAvoidance, distance: CGFloat) {
        self.avoidance = avoidance
        self.distance = distance
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Starts following the keyboard.
    public func start() {
        if case .layoutGuide(let content) = avoidance {
            installLayoutGuide(content)
            return
        }
        if case .none = avoidance { return }
        guard observers.isEmpty else { return }
        // `queue: nil`: the block runs where UIKit posts, the main thread, at
        // once (a `.main` queue, or a Task, would run it later, and the content
        // would move outside the keyboard's animation).
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                Self.onMainThread(notification) { self?.keyboardWillMove(FormcKeyboardAnimation($0)) }
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
            Self.onMainThread(notification) { self?.keyboardWillHide(FormcKeyboardAnimation($0)) }
        })
    }

    /// Runs `body` with `notification` on the main actor, now: for a block
    /// UIKit calls on the main thread outside Swift concurrency. It is what
    /// `MainActor.assumeIsolated` does (check that the main queue is the
    /// current one, then call the isolated body as a plain function), which
    /// Xcode before 15.3 offers only from iOS 17: one path on every iOS
    /// version instead of `#available` and a fallback. The notification never
    /// leaves the main thread, so handing it over is safe though it is not
    /// Sendable.
    private nonisolated static func onMainThread(_ notification: Notification, _ body: @MainActor (Notification) -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Notification) -> Void).self)(notification)
        }
    }

    /// Stops following the keyboard and puts back what it changed.
    public func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        keyboard = nil
        restore()
        guideConstraint?.isActive = false
        guideConstraint = nil
    }

    private func installLayoutGuide(_ content: UIView) {
        guard guideConstraint == nil, let container = content.superview else { return }
        container.keyboardLayoutGuide.followsUndockedKeyboard = true
        let constraint = content.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor, constant: -distance)
        constraint.isActive = true
        guideConstraint = constraint
    }

    /// Scrolls the active view into sight above the keyboard that is up
    /// (focus moved without a keyboard notification); nothing while it is down.
    public func revealActiveView() {
        guard case .scroll(let scrollView) = avoidance, let keyboard else { return }
        scroll(scrollView, for: keyboard)
    }

    private func keyboardWillMove(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = keyboard
        switch avoidance {
        case .scroll(let scrollView): scroll(scrollView, for: keyboard)
        case .constraint(let constraint): move(constraint, for: keyboard)
        case .layoutGuide, .none: break
        }
    }

    private func keyboardWillHide(_ keyboard: FormcKeyboardAnimation) {
        self.keyboard = nil
        keyboard.animate { self.restore() }
    }

    private func scroll(_ scrollView: UIScrollView, for keyboard: FormcKeyboardAnimation) {
        if saved == nil {
            saved = Saved(contentInset: scrollView.contentInset, indicatorInsets: scrollView.verticalScrollIndicatorInsets,
                          contentOffset: scrollView.contentOffset, constant: 0)
        }
        guard let saved else { return }
        let frame = scrollView.convert(keyboard.endFrame, from: nil)
        let overlap = FormcKeyboardGeometry.overlap(of: frame, with: scrollView.bounds)
        // The safe area UIKit already adds at the bottom is under the keyboard too.
        let systemBottom = max(0, scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom)
        let extra = max(0, overlap - systemBottom)
        keyboard.animate {
            scrollView.contentInset.bottom = saved.contentInset.bottom + extra
            scrollView.verticalScrollIndicatorInsets.bottom = saved.indicatorInsets.bottom + extra
            guard let active = self.activeView(), active.isDescendant(of: scrollView) else { return }
            let target = scrollView.convert(active.bounds, from: active)
            let adjusted = scrollView.adjustedContentInset
            let offset = FormcKeyboardGeometry.offsetY(
                showing: target, offset: scrollView.contentOffset.y,
                visibleHeight: scrollView.bounds.height - overlap, topInset: adjusted.top,
                maximumOffset: scrollView.contentSize.height + adjusted.bottom - scrollView.bounds.height,
                distance: self.distance)
            if offset != scrollView.contentOffset.y {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: offset)
            }
        }
    }

    private func move(_ constraint: NSLayoutConstraint, for keyboard: FormcKeyboardAnimation) {
        guard let container = Self.container(of: constraint) else { return }
        if saved == nil {
            saved = Saved(contentInset: .zero, indicatorInsets: .zero, contentOffset: .zero, constant: constraint.constant)
        }
        guard let saved else { return }
        let overlap = FormcKeyboardGeometry.overlap(of: container.convert(keyboard.endFrame, from: nil), with: container.bounds)
        let safeArea = Self.isToSafeArea(constraint) ? container.safeAreaInsets.bottom : 0
        let raise = FormcKeyboardGeometry.bottomConstant(original: 0, overlap: overlap, safeAreaBottom: safeArea, distance: distance)
        // The constant grows the gap when the container comes first
        // (`container.bottom = content.bottom + c`), and shrinks it otherwise.
        constraint.constant = saved.constant + (Self.containerIsFirst(constraint) ? raise : -raise)
        keyboard.animate { container.layoutIfNeeded() }
    }

    private func restore() {
        guard let saved else { return }
        self.saved = nil
        switch avoidance {
        case .scroll(let scrollView):
            scrollView.contentInset = saved.contentInset
            scrollView.verticalScrollIndicatorInsets = saved.indicatorInsets
            scrollView.contentOffset = saved.contentOffset
        case .constraint(let constraint):
            constraint.constant = saved.constant
            Self.container(of: constraint)?.layoutIfNeeded()
        case .layoutGuide, .none:
            break
        }
    }

    /// The view that lays out a bottom constraint: the common ancestor of its items.
    private static func container(of constraint: NSLayoutConstraint) -> UIView? {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
        guard let first = views.first else { return nil }
        guard views.count == 2 else { return first.superview ?? first }
        if views[1].isDescendant(of: views[0]) { return views[0] }
        if views[0].isDescendant(of: views[1]) { return views[1] }
        return views[0].superview
    }

    private static func containerIsFirst(_ constraint: NSLayoutConstraint) -> Bool {
        guard let container = container(of: constraint) else { return true }
        if let guide = constraint.firstItem as? UILayoutGuide { return guide.owningView === container }
        return (constraint.firstItem as? UIView) === container
    }

    private static func isToSafeArea(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem is UILayoutGuide || constraint.secondItem is UILayoutGuide
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcKeyboardAnimation.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// The keyboard's end frame and animation, read from a notification's `userInfo`.
public struct FormcKeyboardAnimation: Sendable {
    /// Where the keyboard ends, in screen coordinates.
    public var endFrame: CGRect
    /// The keyboard's animation duration.
    public var duration: TimeInterval
    /// The keyboard's animation curve, as `UIView.AnimationCurve`'s raw value.
    public var curve: Int

    /// Reads `notification`'s `userInfo` (missing values: no frame, no
    /// animation). On the main actor, as UIKit's keys are.
    @MainActor
    public init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    }

    /// Runs `changes` along with the keyboard, with its duration and curve.
    @MainActor
    public func animate(_ changes: @escaping @MainActor @Sendable () -> Void) {
        guard duration > 0 else { return changes() }
        let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16).union(.beginFromCurrentState)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes, completion: nil)
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout.swift", text: #"""
#if canImport(UIKit)
import UIKit

/// Builds the default layout of generated form screens: a scroll view over
/// the whole view holding a vertical stack of labeled rows, in Dynamic Type.
@MainActor
public enum FormcFormLayout {
    /// The scroll view and stack of a screen, added to `view`, and the
    /// scroll view's bottom constraint (`view.bottom = scrollView.bottom`),
    /// left inactive for the caller: the keyboard strategy decides.
    public static func makeScreen(in view: UIView) -> (scrollView: UIScrollView, stack: UIStackView, bottom: NSLayoutConstraint) {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let bottom = view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            // As wide as the scroll view: the content scrolls vertically only.
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        return (scrollView, stack, bottom)
    }

    /// A rounded text field in the body font.
    public static func textField() -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    /// A text view in the body font, at least 120 points high.
    public static func textView() -> UITextView {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
        return textView
    }

    /// `label` above `control`.
    public static func row(label: String, control: UIView) -> UIView {
        let stack = UIStackView(arrangedSubviews: [caption(label), control])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    /// `label` beside a switch.
    public static func switchRow(label: String, control: UISwitch) -> UIView {
        let stack = UIStackView(arrangedSubviews: [caption(label), control])
        stack.axis = .horizontal
        stack.spacing = 12
        return stack
    }

    private static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
#endif

"""#),
        RuntimeFile(path: "UIKit/FormcFormLayout+Submission.swift", text: #"""
#if canImport(UIKit)
import UIKit

extension FormcFormLayout {
    /// A row (`row` or `switchRow`) with `issue` under it.
    public static func row(_ row: UIView, issue: UILabel) -> UIView {
        let stack = UIStackView(arrangedSubviews: [row, issue])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A label for a field's issue: red footnote text in Dynamic Type,
    /// wrapping, hidden (so VoiceOver skips it) while the field has none.
    public static func issueLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .systemRed
        label.isHidden = true
        return label
    }

    /// The form's submit button, titled `title`, in the headline font.
    public static func submitButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        return button
    }
}

/// The issue labels of a ready screen, one per field, shown under its row;
/// the field's control says its issue to VoiceOver too (as its hint), so
/// it is heard where the user is, not only when the label is reached.
@MainActor
public final class FormcIssueLabels<Field: Hashable> {
    private var labels: [Field: (label: UILabel, control: UIView)] = [:]

    /// No labels yet.
    public init() {}

    /// The label of `field`, whose input is `control`, made the first time it is asked for.
    public func label(for field: Field, control: UIView) -> UILabel {
        if let entry = labels[field] { return entry.label }
        let label = FormcFormLayout.issueLabel()
        labels[field] = (label, control)
        return label
    }

    /// Shows `message` under `field`, or hides its label (nil).
    public func show(_ message: String?, at field: Field) {
        guard let entry = labels[field] else { return }
        entry.label.text = message
        entry.label.isHidden = message == nil
        entry.control.accessibilityHint = message
    }
}
#endif

"""#),
    ]
}
