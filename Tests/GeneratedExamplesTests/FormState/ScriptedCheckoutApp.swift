import FormcRuntime
import Foundation

/// A call to the app that waits until the test answers it, so a race is
/// played in the order the test chooses.
@MainActor
final class PendingCall<Asked, Answer: Sendable> {
    let asked: Asked
    private var continuation: CheckedContinuation<Answer, Never>?
    /// Whether the app's task was cancelled when it was answered (the state gave up on it).
    private(set) var wasCancelled = false

    init(_ asked: Asked, _ continuation: CheckedContinuation<Answer, Never>) {
        self.asked = asked
        self.continuation = continuation
    }

    /// Answers the call (once; later answers are ignored).
    func answer(_ answer: Answer) {
        continuation?.resume(returning: answer)
        continuation = nil
    }

    func noteCancelled(_ cancelled: Bool) { wasCancelled = cancelled }
}

/// The checkout's app, answering nothing by itself: every look-up, store
/// list and submit waits until the test answers it (issue 35's races).
@MainActor
final class ScriptedCheckoutApp: CheckoutFormApp {
    private(set) var lookUps: [PendingCall<String, CheckoutForm.PostalCodeLookup?>] = []
    private(set) var storeLoads: [PendingCall<Void, [FormcOption<String>]>] = []
    private(set) var submits: [PendingCall<CheckoutForm, [CheckoutForm.Issue]>] = []

    func submit(_ form: CheckoutForm) async -> [CheckoutForm.Issue] {
        await withCheckedContinuation { submits.append(PendingCall(form, $0)) }
    }

    func lookUpPostalCode(_ postalCode: String) async -> CheckoutForm.PostalCodeLookup? {
        let answer = await withCheckedContinuation { lookUps.append(PendingCall(postalCode, $0)) }
        lookUps.first { $0.asked == postalCode }?.noteCancelled(Task.isCancelled)
        return answer
    }

    func convenienceStoreOptions() async -> [FormcOption<String>] {
        await withCheckedContinuation { storeLoads.append(PendingCall((), $0)) }
    }

    /// Answers every call still waiting (an answer the state no longer wants is dropped by it).
    func answerEverything() {
        for call in lookUps { call.answer(nil) }
        for call in storeLoads { call.answer([]) }
        for call in submits { call.answer([]) }
    }
}

/// Lets the tasks the state started run until `condition` holds (each call to
/// the app is made on a task of its own, a hop after it was started).
@MainActor
func yield(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
}

/// Whether `state` becomes idle (``FormcFormState/waitUntilIdle()`` returns)
/// within `seconds`: a test of a hang fails instead of hanging.
@MainActor
func becomesIdle<Model>(_ state: FormcFormState<Model>, within seconds: Double = 30) async -> Bool {
    let idle = IdleFlag()
    Task { @MainActor in
        await state.waitUntilIdle()
        idle.isSet = true
    }
    for _ in 0..<Int(seconds * 100) where !idle.isSet { try? await Task.sleep(nanoseconds: 10_000_000) }
    return idle.isSet
}

@MainActor
private final class IdleFlag { var isSet = false }
