import Foundation

/// A look-up: an app function from one field's value to other fields'
/// values (postcode → prefecture, city, street), from the spec's `lookup:`.
public struct FormcLookup<Model: FormcFormModel> {
    /// When a look-up starts by itself.
    public enum Trigger: Sendable {
        /// When its field ends editing with a value that breaks none of its rules.
        case endEditing
        /// Only when asked: a toolbar button, or the app calling ``FormcFormState/lookUp(_:)``.
        case action
    }

    /// The field whose value is looked up.
    public let field: Model.Field
    /// When it starts by itself.
    public let trigger: Trigger
    /// The issue shown at the field when the app finds nothing.
    public let notFound: String
    /// Whether the field holds something to look up (not blank).
    public let hasValue: @MainActor (Model) -> Bool
    /// Asks the app; returns how to fill the values, or nil when nothing was found.
    public let run: @MainActor (Model) async -> ((inout Model) -> Void)?

    /// A look-up of `field`.
    public init(field: Model.Field, trigger: Trigger, notFound: String,
                hasValue: @escaping @MainActor (Model) -> Bool,
                run: @escaping @MainActor (Model) async -> ((inout Model) -> Void)?) {
        self.field = field
        self.trigger = trigger
        self.notFound = notFound
        self.hasValue = hasValue
        self.run = run
    }
}

extension FormcFormState {
    /// Looks up `field`'s value now: the field is busy meanwhile; what the app
    /// finds fills the other fields, in one change; nothing found shows the
    /// not-found issue at the field. An answer that comes after the field
    /// changed again is dropped. Nothing happens while its look-up runs, for an
    /// empty field, or one whose value breaks its own rules.
    public func lookUp(_ field: Field) async {
        guard let started = beginLookUp(field) else { return }
        await finishLookUp(field, started)
    }

    /// Starts ``lookUp(_:)`` and returns at once (a toolbar button, the end of
    /// editing). The field is busy when this returns, not a hop later, so a UI
    /// or a test sees the look-up from the moment it is asked for.
    public func startLookUp(_ field: Field) {
        guard let started = beginLookUp(field) else { return }
        track { [weak self] in await self?.finishLookUp(field, started) }
    }

    /// Whether `field` has a look-up (a toolbar's `lookup` button is enabled there).
    public func hasLookUp(_ field: Field) -> Bool { lookup(for: field) != nil }

    /// The look-up of `field` and the values it asks about, with the field
    /// marked busy; nil when nothing is to be looked up (see ``lookUp(_:)``).
    private func beginLookUp(_ field: Field) -> (lookup: FormcLookup<Model>, asked: Model)? {
        guard let lookup = lookup(for: field), !busyFields.contains(field), lookup.hasValue(values),
              !values.issues(now: now()).contains(where: { $0.field == field && $0.rule != .app }) else { return nil }
        setBusy(field, true)
        return (lookup, values)
    }

    /// Waits for the app's answer to a begun look-up and applies it.
    private func finishLookUp(_ field: Field, _ started: (lookup: FormcLookup<Model>, asked: Model)) async {
        let fill = await started.lookup.run(started.asked)
        setBusy(field, false)
        // The user changed the field meanwhile: the answer is for a value no longer there.
        guard !Model.changedFields(from: started.asked, to: values).contains(field) else { return }
        if let fill {
            var filled = values
            fill(&filled)
            values = filled
        } else {
            setIssue(started.lookup.notFound, at: field)
        }
    }

}
