import Foundation

#if canImport(Combine)
import Combine
#endif

/// One form's state: the values and everything that follows from them.
///
/// Views — the UIKit binder, a SwiftUI view — only show it and send it edits;
/// every behaviour lives here and is tested without a view:
/// - visibility and enabled state, computed once per change in dependency order;
/// - the issues of the values, and which are *shown* at each field as the
///   spec's `validate_on` says (after typing, when the field is left, or once
///   a submit was tried), each field showing its first;
/// - issues from the app or its server, shown like rule issues and cleared
///   when their field changes;
/// - the submit lifecycle: one submit at a time, the rules checked again when
///   it starts, the values read-only while in flight, its issues at their
///   fields (or the form's, for a field the user cannot see) and the first of
///   them asked to take focus;
/// - look-ups: an app function from one field's value to others', busy while
///   it runs, filling only fields unchanged since it started, replaced by a
///   look-up of a newer value, cancelled or timed out, a not-found issue at its field.
///
/// Observable: an `ObservableObject` where Combine exists (SwiftUI), and
/// through ``observe(_:)`` everywhere (the UIKit binder, tests on Linux).
///
/// An edit's path (``values``' setter: settling, the changed fields, the
/// conditions, the issues) is `@inlinable` and `final`, its storage `@usableFromInline`:
/// across the module boundary the optimizer then specializes it for the form's
/// model, as it does when the runtime is embedded; unspecialized, an edit cost
/// about twice as much (docs/performance.md, "Session 11").
@MainActor
open class FormcFormState<Model: FormcFormModel> {
    /// A field of the form.
    public typealias Field = Model.Field
    /// An issue at a field.
    public typealias Issue = FormcIssue<Model.Field>

    #if canImport(Combine)
    /// Bumped before every change, so SwiftUI hears `objectWillChange`.
    @Published private var revision = 0
    #else
    private var revision = 0
    #endif

    @usableFromInline final var storedValues: Model
    @usableFromInline final var storedConditions: FormcConditions<Field, Model.Section>
    @usableFromInline final var storedIssues: [Issue] = []
    @usableFromInline final var storedIsConfirming = false
    @usableFromInline final var storedIsSubmitting = false

    /// Which fields and sections are shown and enabled for ``values``.
    public var conditions: FormcConditions<Field, Model.Section> { storedConditions }
    /// Every issue of the values now, in form order: the rules', then number
    /// texts that do not parse, with the app's issues first at their fields.
    public var issues: [Issue] { storedIssues }
    /// An issue about the whole form from the app or its server ("the service
    /// is unavailable"), shown until the next submit or until the app clears it.
    public private(set) var formIssue: String?
    /// Whether a submit is running (its app handler has not returned yet).
    /// The values are read-only meanwhile: they are what is being sent, and an
    /// edit (from a view, the app, a look-up's answer) is refused.
    public var isSubmitting: Bool { storedIsSubmitting }
    /// Whether the confirmation step's summary is shown (a valid submit of a
    /// form with `confirm:`); editing the values ends it.
    public var isConfirming: Bool { storedIsConfirming }
    /// Whether a submit was tried: every field shows its issues from then on.
    public private(set) var hasTriedSubmit = false
    /// The fields whose look-ups are running.
    public private(set) var busyFields: Set<Field> = []
    /// A field the state asks the view to focus (the first invalid field after
    /// a submit); the view focuses it when it can and sets this back to nil.
    public var focusRequest: Field? {
        willSet { willChange() }
        didSet { didChange() }
    }
    /// The clock relative dates (`min: now`, `today + 2 days`) are counted
    /// from: read at every change and again at every submit and confirmation,
    /// so a value is checked against the time it is sent. `Date.init` unless
    /// set (a test fixes it, or moves it on).
    public var now: () -> Date = Date.init
    /// How long a look-up may run before it gives up, in seconds: the field
    /// stops being busy and shows its not-found issue, and the app's call is
    /// cancelled. 30 by default; nil waits for ever.
    public var lookUpTimeout: TimeInterval? = 30

    @usableFromInline final var ruleIssues: [Issue] = []
    @usableFromInline final var appIssues: [Field: Issue] = [:]
    /// Number fields whose text is not a number, with the issue that says so.
    @usableFromInline final var unparsable: [Field: Issue] = [:]
    /// The fields whose issues are shown (and follow the values).
    private var shownFields: Set<Field> = []
    private var observers: [(observation: FormcWeakObservation, notify: @MainActor () -> Void)] = []
    /// Changes being made: observers hear of a change once, when the outermost ends.
    private var changeDepth = 0
    private var lookups: [Field: FormcLookup<Model>] = [:]
    /// The look-up running at each field (the newest: an older one was dropped).
    var lookUpRuns: [Field: FormcLookUpRun<Model>] = [:]
    private var submitHandler: (@MainActor (Model) async throws -> [Issue])?
    /// What a cancel tells the app (``setCancelHandler(_:)``).
    var cancelHandler: (@MainActor (Model) -> Void)?
    /// The app's option lists, by name (each a `[FormcOption<Value>]`).
    private(set) var appOptionLists: [String: any Sendable] = [:]
    /// Bumped whenever an app option list arrives: pickers over one reload.
    public private(set) var optionsRevision = 0
    /// What loads each app option list, with the number of its newest load:
    /// an older load's answer arriving after a newer one started is dropped.
    var optionLoaders: [(load: @MainActor (_ state: @escaping @MainActor () -> FormcFormState<Model>?, _ number: Int) async -> Void, newest: Int)] = []
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// A state holding `values` settled as a change settles them (a date whose
    /// `date_only_when` already holds starts at its day), with its issues
    /// computed and none shown yet.
    public init(_ values: Model) {
        storedValues = FormcFormState.settled(values, after: values)
        storedConditions = storedValues.conditions()
        recomputeIssues()
    }

    // MARK: Values

    /// The values. Setting them (an edit from a view, or the app) settles
    /// them (dependent pickers, following fields), computes the conditions
    /// and issues once, and clears the app's issues, and a view's "not a
    /// number", of the fields that changed. Refused (the values stay) while
    /// they are being sent (``isSubmitting``).
    @inlinable
    public var values: Model {
        get { storedValues }
        set { setValues(newValue) }
    }

    /// Whether `field` is shown now.
    public func isVisible(_ field: Field) -> Bool { conditions.isVisible(field) }
    /// Whether `field` can be edited now.
    public func isEnabled(_ field: Field) -> Bool { conditions.isEnabled(field) }
    /// Whether `section` is shown now.
    public func isVisible(_ section: Model.Section) -> Bool { conditions.isVisible(section) }
    /// Whether date field `field` picks the date only now (its `date_only_when` holds).
    public func isDateOnly(_ field: Field) -> Bool { conditions.isDateOnly(field) }

    /// `values` made whole after a change from `old` (``FormcFormModel/settle(after:)``):
    /// every value the state holds went through it, the first ones too (`old` is then the same values).
    @inlinable
    static func settled(_ values: Model, after old: Model) -> Model {
        var settled = values
        settled.settle(after: old)
        return settled
    }

    @inlinable
    final func setValues(_ newValue: Model) {
        guard !storedIsSubmitting else { return }
        let settled = Self.settled(newValue, after: storedValues)
        let changed = Model.changedFields(from: storedValues, to: settled)
        guard !changed.isEmpty else { return }
        willChange()
        storedValues = settled
        storedIsConfirming = false
        // Issues about the old values of the changed fields go (usually none stands: no look-up at all).
        if !appIssues.isEmpty || !unparsable.isEmpty {
            for field in changed {
                appIssues[field] = nil
                unparsable[field] = nil
            }
        }
        storedConditions = settled.conditions()
        recomputeIssues()
        didChange()
    }

    // MARK: Issues

    /// Whether the values break no rule and no app issue stands.
    public var isValid: Bool { issues.isEmpty }

    /// The issue shown now at `field`: an app issue as soon as it is set; a
    /// rule's once the field's timing (or a submit) showed it. Hidden and
    /// disabled fields show none.
    public func issue(for field: Field) -> Issue? {
        guard conditions.isVisible(field), conditions.isEnabled(field) else { return nil }
        if let issue = appIssues[field] { return issue }
        guard shownFields.contains(field) else { return nil }
        return unparsable[field] ?? ruleIssues.first { $0.field == field }
    }

    /// The fields showing an issue now, in form order.
    public var fieldsWithShownIssues: [Field] {
        Field.allCases.filter { issue(for: $0) != nil }
    }

    /// Shows `message` at `field` now, as a rule's issue is shown, until the
    /// field's value changes (or ``clearIssue(at:)``): "this e-mail is already registered".
    /// At a field the user cannot see or change now (hidden, disabled, read-only)
    /// it becomes the form's issue instead, naming the field (``formIssue``).
    public func setIssue(_ message: String, at field: Field) {
        setAppIssues([.app(field, message)])
    }

    /// Clears the app's issue at `field`.
    public func clearIssue(at field: Field) {
        guard appIssues[field] != nil else { return }
        willChange()
        appIssues[field] = nil
        recomputeIssues()
        didChange()
    }

    /// Shows (or with nil, clears) an issue about the whole form.
    public func setFormIssue(_ message: String?) {
        guard formIssue != message else { return }
        willChange()
        formIssue = message
        didChange()
    }

    /// A view's number field shows text that is not a number (`message`), or
    /// (nil) text that is: the field's `required` issue gives way to it. The
    /// runtime's views call it; a view of the app's own showing a number field
    /// calls it after writing the value its text parses to (none). It holds
    /// until the view says otherwise or the field's value changes (the view
    /// then shows the new value).
    public func setUnparsableText(at field: Field, message: String?) {
        let issue = message.map { FormcIssue(field: field, rule: .notANumber, message: $0) }
        guard unparsable[field] != issue else { return }
        willChange()
        unparsable[field] = issue
        recomputeIssues()
        didChange()
    }

    /// The user typed into `field`: a field whose timing is `typing` shows its issues from now on.
    public func edited(_ field: Field) {
        if Model.validationTiming(of: field) == .typing { show(field) }
    }

    /// `field` ended editing (focus left it; a switch was switched): its issues
    /// show unless its timing waits for a submit, and its look-up starts if it
    /// has one that runs then.
    public func endedEditing(_ field: Field) {
        if Model.validationTiming(of: field) != .submit { show(field) }
        if let lookup = lookups[field], lookup.trigger == .endEditing { startLookUp(field) }
    }

    /// Hides every rule issue until the timing shows it again (after the app
    /// resets the form). The app's issues stay; so does a view's "not a
    /// number" while the view still shows that text.
    public func hideIssues() {
        willChange()
        shownFields = []
        hasTriedSubmit = false
        didChange()
    }

    /// Shows every field's issues from now on, as a submit does.
    /// - Returns: the fields with an issue, in form order.
    @discardableResult
    public func showAllIssues() -> [Field] {
        willChange()
        hasTriedSubmit = true
        shownFields = Set(Field.allCases)
        didChange()
        return fieldsWithShownIssues
    }

    private func show(_ field: Field) {
        guard !shownFields.contains(field) else { return }
        willChange()
        shownFields.insert(field)
        didChange()
    }

    @inlinable
    final func recomputeIssues() {
        ruleIssues = storedValues.issues(now: now())
        var all: [Issue] = []
        all.reserveCapacity(ruleIssues.count + appIssues.count + unparsable.count)
        var pending = ruleIssues[...]
        // One pass in form order: a field's app issue, its unparsable text, then its rules'.
        for field in Field.allCases {
            if let issue = appIssues[field] { all.append(issue) }
            if let issue = unparsable[field] {
                all.append(issue)
                while let first = pending.first, first.field == field { pending.removeFirst() }
            }
            while let first = pending.first, first.field == field {
                all.append(first)
                pending.removeFirst()
            }
        }
        // Issues the model reports out of form order (none today) are kept, not lost.
        all += pending
        storedIssues = all.filter { storedConditions.isVisible($0.field) && storedConditions.isEnabled($0.field) }
    }

    // MARK: Observation

    /// Calls `observer` after every change of the state (once per change,
    /// however many properties it touched), for as long as the returned
    /// observation is kept.
    public func observe(_ observer: @escaping @MainActor () -> Void) -> FormcObservation {
        let observation = FormcObservation()
        observers.append((FormcWeakObservation(observation), observer))
        return observation
    }

    @usableFromInline
    final func willChange() {
        if changeDepth == 0 { revision &+= 1 }
        changeDepth += 1
    }

    @usableFromInline
    final func didChange() {
        changeDepth -= 1
        guard changeDepth == 0 else { return }
        // Observations given up are dropped here, on the main actor, not in their deinit.
        observers.removeAll { $0.observation.value?.isCancelled ?? true }
        for observer in observers { observer.notify() }
    }

    /// Groups the changes `body` makes into one notification: observers hear
    /// of them once, when `body` returns (`state.batch { state.values = reset; state.hideIssues() }`).
    public func batch(_ body: () -> Void) {
        willChange()
        body()
        didChange()
    }

    // MARK: The app's handlers

    /// Sets the handler a valid submit runs: it gets the values and returns
    /// the issues the app (or its server) found, empty when it accepted them;
    /// what it throws fails the whole form (``formIssue``).
    /// Generated states set it from the app's protocol.
    public func setSubmitHandler(_ handler: @escaping @MainActor (Model) async throws -> [Issue]) {
        submitHandler = handler
    }

    /// Adds a look-up (generated states add the spec's).
    public func addLookUp(_ lookup: FormcLookup<Model>) {
        lookups[lookup.field] = lookup
    }

    /// Runs `operation` as a task the state keeps until it ends (``waitUntilIdle()`` awaits them).
    func track(_ operation: @escaping @MainActor () async -> Void) {
        let key = nextTask
        nextTask += 1
        tasks[key] = Task { @MainActor [weak self] in
            await operation()
            self?.tasks[key] = nil
        }
    }

    /// Waits until the submits and look-ups started so far have ended.
    public func waitUntilIdle() async {
        while let (key, task) = tasks.first {
            await task.value
            tasks[key] = nil
        }
    }

    /// Shows `options` as the items of the option list `list` (pickers reload).
    public func setAppOptions<Value>(_ options: [FormcOption<Value>], for list: String) {
        willChange()
        appOptionLists[list] = options
        optionsRevision &+= 1
        didChange()
    }

    var hasSubmitHandler: Bool { submitHandler != nil }
    func runSubmitHandler(_ values: Model) async throws -> [Issue] { try await submitHandler?(values) ?? [] }
    func lookup(for field: Field) -> FormcLookup<Model>? { lookups[field] }
    func setSubmitting(_ submitting: Bool) {
        guard storedIsSubmitting != submitting else { return }
        willChange()
        storedIsSubmitting = submitting
        didChange()
    }
    func setConfirming(_ confirming: Bool) {
        guard isConfirming != confirming else { return }
        willChange()
        storedIsConfirming = confirming
        didChange()
    }
    func setBusy(_ field: Field, _ busy: Bool) {
        willChange()
        if busy { busyFields.insert(field) } else { busyFields.remove(field) }
        didChange()
    }
    /// Lands the app's issues: each at its field, the first of several at one
    /// field kept; one at a field the user cannot see or change now (hidden,
    /// disabled, read-only) joins the form's issue as "label: message", where
    /// it is read (it would otherwise stand unseen, or not at all).
    func setAppIssues(_ issues: [Issue]) {
        willChange()
        var landed = Set<Field>()
        var unseen: [String] = []
        for issue in issues {
            guard storedConditions.isVisible(issue.field), storedConditions.isEnabled(issue.field) else {
                unseen.append("\(issue.field.label): \(issue.message)")
                continue
            }
            guard landed.insert(issue.field).inserted else { continue }
            appIssues[issue.field] = issue
        }
        if !unseen.isEmpty {
            formIssue = ([formIssue].compactMap { $0 } + unseen).joined(separator: "\n")
        }
        recomputeIssues()
        didChange()
    }

    /// Computes the issues again with the clock now: relative dates checked
    /// when the values are sent, not when they were last edited.
    func revalidate() {
        willChange()
        recomputeIssues()
        didChange()
    }
}

#if canImport(Combine)
extension FormcFormState: ObservableObject {}
#endif

/// Keeps an observer of a ``FormcFormState`` registered while it is kept;
/// ``cancel()`` (or letting it go) ends it.
@MainActor
public final class FormcObservation {
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    nonisolated init() {}

    /// Stops observing.
    public func cancel() { isCancelled = true }
}

/// A weak reference to an observation.
@MainActor
private struct FormcWeakObservation {
    weak var value: FormcObservation?
    init(_ value: FormcObservation) { self.value = value }
}
