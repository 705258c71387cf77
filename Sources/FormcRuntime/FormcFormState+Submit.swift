import Foundation

/// What a submit came to.
public enum FormcSubmitOutcome: Equatable, Sendable {
    /// The values broke rules: every issue is shown, the first invalid field asked to take focus.
    case invalid
    /// Another submit was running: this one was refused.
    case alreadySubmitting
    /// The app's handler returned issues: they are shown at their fields.
    case rejected
    /// The app's handler threw (no connection, the server down): the form's
    /// issue (``FormcFormState/formIssue``) is the error's text for the user
    /// (``FormcFormState/failureText(for:)``).
    case failed
    /// The app's handler accepted the values.
    case accepted
    /// The values were valid and the form has a confirmation step: the
    /// summary is shown (``FormcFormState/isConfirming``); ``FormcFormState/confirm()`` sends them.
    case confirming
}

extension FormcFormState {
    /// Submits: shows every issue; when the values are valid, runs the app's
    /// handler (once at a time: a second submit while one runs is refused),
    /// with ``isSubmitting`` true meanwhile (the values are read-only then:
    /// what the app gets is what the form shows); the issues it returns land at
    /// their fields, an error it throws is the form's issue. The rules are
    /// checked now, relative dates against ``now`` at this moment. Whenever issues
    /// remain at fields, ``focusRequest`` asks for the first. A form with a
    /// confirmation step shows its summary instead (``isConfirming``).
    @discardableResult
    public func submit() async -> FormcSubmitOutcome {
        guard !isSubmitting else { return .alreadySubmitting }
        guard prepareSubmit() else { return .invalid }
        if hasConfirmation, !isConfirming {
            setConfirming(true)
            return .confirming
        }
        return await send()
    }

    /// Starts ``submit()`` and returns at once: whether it went ahead (the
    /// values were valid and no submit was running). For a button's action.
    /// `completion` hears the outcome and the values sent; at once when the
    /// form has no submit handler, once the handler returns otherwise.
    @discardableResult
    public func startSubmit(completion: ((FormcSubmitOutcome, Model) -> Void)? = nil) -> Bool {
        guard !isSubmitting, prepareSubmit() else { return false }
        let sent = values
        if hasConfirmation, !isConfirming {
            setConfirming(true)
            completion?(.confirming, sent)
            return true
        }
        guard hasSubmitHandler else {
            completion?(.accepted, sent)
            return true
        }
        // In flight from now, so a second tap before the task runs is refused.
        setSubmitting(true)
        track { [weak self] in
            guard let outcome = await self?.send() else { return }
            completion?(outcome, sent)
        }
        return true
    }

    /// What the user reads when the app's submit throws `error`: its text when
    /// it has one for users — a `LocalizedError`'s `errorDescription`, or a
    /// system error's (a URL or Cocoa error: "The Internet connection appears
    /// to be offline.") — else the form's own failure message in its language.
    /// Never the description Swift makes up for other errors, which names the
    /// app's internal types ("The operation could not be completed. (App.Server…)").
    public static func failureText(for error: any Error) -> String {
        if let described = (error as? LocalizedError)?.errorDescription, !described.isEmpty { return described }
        let bridged = error as NSError
        if [NSURLErrorDomain, NSCocoaErrorDomain].contains(bridged.domain) { return bridged.localizedDescription }
        return Model.messages.submitFailed
    }

    /// Clears the form's issue, checks the values again with the clock now
    /// (a date valid when picked may have passed its `min: now` since), and
    /// shows every field's issues; false (the first invalid field asked to
    /// take focus) when the values break a rule or an app issue stands.
    func prepareSubmit() -> Bool {
        batch {
            setFormIssue(nil)
            revalidate()
        }
        guard let first = showAllIssues().first else { return true }
        focusRequest = first
        return false
    }

    /// Runs the app's handler on the values and shows what it returns, or
    /// what it threw as the form's issue.
    func send() async -> FormcSubmitOutcome {
        setSubmitting(true)
        let returned: [Issue]
        do {
            returned = try await runSubmitHandler(values)
        } catch {
            setSubmitting(false)
            setFormIssue(Self.failureText(for: error))
            return .failed
        }
        setSubmitting(false)
        guard !returned.isEmpty else { return .accepted }
        setAppIssues(returned)
        focusRequest = fieldsWithShownIssues.first
        return .rejected
    }
}
