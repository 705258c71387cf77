import Foundation

extension FormcFormState {
    /// Sets what a cancel tells the app: generated states of a spec with
    /// `cancel:` pass the values to the app's `cancel(_:)`.
    public func setCancelHandler(_ handler: @escaping @MainActor (Model) -> Void) {
        cancelHandler = handler
    }

    /// The user cancels the form (the screens' cancel button): the app hears
    /// the values as they are, to keep a draft or to forget them. The values
    /// are not validated and stay as they are; the ready screens close after.
    /// Refused while the values are being sent (``isSubmitting``: the screens'
    /// cancel buttons are disabled then): the app is not told of a cancel
    /// while its submit may still accept the values.
    /// - Returns: whether the cancel went ahead.
    @discardableResult
    public func cancel() -> Bool {
        guard !isSubmitting else { return false }
        cancelHandler?(values)
        return true
    }
}
