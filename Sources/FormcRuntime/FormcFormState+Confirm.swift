import Foundation

extension FormcFormState {
    /// Whether the form has a confirmation step (`confirm:`).
    public var hasConfirmation: Bool { Model.confirmation != nil }

    /// `field`'s value as the summary shows it: the one function from a value
    /// to its display text (options by their labels — an app list's by the
    /// labels the app gave —, toggles as Yes / No, a password masked, a date
    /// picking the date only without its time, empty as "Not entered").
    public func displayText(for field: Field) -> String {
        var value = values.displayValue(of: field)
        switch value {
        case .appChoices(let list, let codes):
            value = .choices(appOptionLabels(list, codes: codes))
        case .date(let date, .dateAndTime) where isDateOnly(field):
            // A date picking the date only (`date_only_when`) shows no time.
            value = .date(date, .date)
        default:
            break
        }
        return Model.messages.displayText(value)
    }

    /// The summary of the values now: the visible fields of each visible
    /// section, in form order, those with `confirm: false` left out; sections
    /// with no row left out.
    public var summary: [FormcSummarySection<Field>] {
        guard let confirmation = Model.confirmation else { return [] }
        return confirmation.groups.compactMap { group in
            if let section = group.section, !conditions.isVisible(section) { return nil }
            let rows = group.fields.filter { conditions.isVisible($0) }.map {
                FormcSummaryRow(field: $0, label: $0.label, value: displayText(for: $0))
            }
            return rows.isEmpty ? nil : FormcSummarySection(header: group.header, rows: rows)
        }
    }

    /// Sends the values the summary shows: runs the app's submit handler
    /// (one at a time); a rejection goes back to editing with the issues at
    /// their fields, a failure stays on the summary with the form's issue,
    /// an acceptance stays on the summary while the app moves on.
    /// `.invalid` when the summary is not shown, or when the values no longer
    /// pass the rules checked now (a `min: now` passed while the summary
    /// waited) or an app issue stands: the form is shown again with its issues.
    @discardableResult
    public func confirm() async -> FormcSubmitOutcome {
        guard !isSubmitting else { return .alreadySubmitting }
        guard isConfirming else { return .invalid }
        guard stillValid() else { return .invalid }
        return await sendConfirmed()
    }

    /// Whether the values shown in the summary may still be sent: checked
    /// again with the clock now (the summary may have waited past a
    /// `min: now`), and no app issue set meanwhile. When not, the form is
    /// shown again with its issues, the first asked to take focus.
    private func stillValid() -> Bool {
        guard !prepareSubmit() else { return true }
        setConfirming(false)
        return false
    }

    /// Starts ``confirm()`` and returns at once: whether it went ahead. For a
    /// button's action; `completion` hears the outcome and the values sent.
    @discardableResult
    public func startConfirm(completion: ((FormcSubmitOutcome, Model) -> Void)? = nil) -> Bool {
        guard !isSubmitting, isConfirming else { return false }
        guard stillValid() else { return false }
        let sent = values
        guard hasSubmitHandler else {
            completion?(.accepted, sent)
            return true
        }
        setSubmitting(true)
        track { [weak self] in
            guard let outcome = await self?.sendConfirmed() else { return }
            completion?(outcome, sent)
        }
        return true
    }

    private func sendConfirmed() async -> FormcSubmitOutcome {
        setFormIssue(nil)
        let outcome = await send()
        if outcome == .rejected { setConfirming(false) }
        return outcome
    }

    /// Leaves the summary for the form (its back button); not while the values are being sent.
    public func backToEditing() {
        guard !isSubmitting else { return }
        setFormIssue(nil)
        setConfirming(false)
    }
}
