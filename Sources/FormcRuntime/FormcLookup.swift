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
    /// Asks the app; returns how to fill the values, or nil when nothing was
    /// found. The fill leaves alone the fields it is given: those changed
    /// since the look-up started (the user typed there meanwhile).
    public let run: @MainActor (Model) async -> ((inout Model, _ changedSince: Set<Model.Field>) -> Void)?

    /// A look-up of `field`.
    public init(field: Model.Field, trigger: Trigger, notFound: String,
                hasValue: @escaping @MainActor (Model) -> Bool,
                run: @escaping @MainActor (Model) async -> ((inout Model, _ changedSince: Set<Model.Field>) -> Void)?) {
        self.field = field
        self.trigger = trigger
        self.notFound = notFound
        self.hasValue = hasValue
        self.run = run
    }
}

/// One look-up running at a field: the values it asked about, and how it
/// ended — the app answered, it timed out, or it was dropped (a newer look-up
/// of the field, or the app's ``FormcFormState/cancelLookUp(_:)``).
@MainActor
final class FormcLookUpRun<Model: FormcFormModel> {
    enum Ending {
        case answered(((inout Model, Set<Model.Field>) -> Void)?)
        case timedOut
        case dropped
    }

    let asked: Model
    private(set) var ending: Ending?
    private var waiter: CheckedContinuation<Void, Never>?
    /// The app's call; cancelled when the look-up ends without its answer.
    var appTask: Task<Void, Never>?
    var timer: Task<Void, Never>?

    init(asked: Model) { self.asked = asked }

    /// Ends the look-up (the first ending counts) and wakes whoever waits for it.
    func end(_ ending: Ending) {
        guard self.ending == nil else { return }
        self.ending = ending
        timer?.cancel()
        if case .answered = ending {} else { appTask?.cancel() }
        waiter?.resume()
        waiter = nil
    }

    /// Waits until the look-up has ended.
    func ended() async -> Ending {
        if ending == nil { await withCheckedContinuation { waiter = $0 } }
        return ending ?? .dropped
    }
}

extension FormcFormState {
    /// Looks up `field`'s value now: the field is busy meanwhile; what the app
    /// finds fills the other fields in one change, leaving alone those changed
    /// since the look-up started; nothing found shows the not-found issue at
    /// the field. An answer that comes after the field changed again, or while
    /// the values are being sent, is dropped. Nothing happens for an empty
    /// field, one whose value breaks its own rules, while the values are being
    /// sent, or while a look-up of the same value runs; a look-up of another
    /// value replaces it (the older one's answer is dropped). After
    /// ``lookUpTimeout`` it gives up as if nothing was found.
    public func lookUp(_ field: Field) async {
        guard let run = beginLookUp(field) else { return }
        await finishLookUp(field, run)
    }

    /// Starts ``lookUp(_:)`` and returns at once (a toolbar button, the end of
    /// editing). The field is busy when this returns, not a hop later, so a UI
    /// or a test sees the look-up from the moment it is asked for.
    public func startLookUp(_ field: Field) {
        guard let run = beginLookUp(field) else { return }
        track { [weak self] in await self?.finishLookUp(field, run) }
    }

    /// Stops `field`'s look-up: the field is no longer busy, the app's call is
    /// cancelled (a `Task` cancellation it may heed) and its answer, should it
    /// still come, is dropped. Nothing when none runs.
    public func cancelLookUp(_ field: Field) {
        guard let run = lookUpRuns.removeValue(forKey: field) else { return }
        run.end(.dropped)
        setBusy(field, false)
    }

    /// Whether `field` has a look-up (a toolbar's `lookup` button is enabled there).
    public func hasLookUp(_ field: Field) -> Bool { lookup(for: field) != nil }

    /// A look-up of `field` asking the app now, with the field marked busy;
    /// nil when nothing is to be looked up (see ``lookUp(_:)``).
    private func beginLookUp(_ field: Field) -> FormcLookUpRun<Model>? {
        guard let lookup = lookup(for: field), !isSubmitting, lookup.hasValue(values),
              !values.issues(now: now()).contains(where: { $0.field == field && $0.rule != .app }) else { return nil }
        if let running = lookUpRuns[field] {
            // The same value is being looked up already; another value replaces it.
            guard Model.changedFields(from: running.asked, to: values).contains(field) else { return nil }
            running.end(.dropped)
        }
        let run = FormcLookUpRun(asked: values)
        lookUpRuns[field] = run
        setBusy(field, true)
        let asked = values
        run.appTask = Task { @MainActor [run] in
            let fill = await lookup.run(asked)
            run.end(.answered(fill))
        }
        if let timeout = lookUpTimeout {
            run.timer = Task { @MainActor [run] in
                try? await Task.sleep(nanoseconds: UInt64(min(max(0, timeout), 1e9) * 1e9))
                guard !Task.isCancelled else { return }
                run.end(.timedOut)
            }
        }
        return run
    }

    /// Waits for a begun look-up to end and applies what it came to.
    private func finishLookUp(_ field: Field, _ run: FormcLookUpRun<Model>) async {
        let ending = await run.ended()
        // Dropped: a newer look-up (or none, when the app cancelled) owns the field.
        guard lookUpRuns[field] === run else { return }
        lookUpRuns[field] = nil
        setBusy(field, false)
        // The user changed the field meanwhile: the answer is for a value no longer there.
        // While the values are being sent they cannot change: the answer is dropped too.
        guard !isSubmitting, !Model.changedFields(from: run.asked, to: values).contains(field) else { return }
        switch ending {
        case .answered(let fill?):
            // Fields changed since the look-up started keep what was typed there.
            let changedSince = Set(Model.changedFields(from: run.asked, to: values))
            var filled = values
            fill(&filled, changedSince)
            values = filled
        case .answered(nil), .timedOut:
            setIssue(lookup(for: field)?.notFound ?? "", at: field)
        case .dropped:
            break
        }
    }
}
